import { Link } from "@remix-run/react";
import { type DocumentView } from "~/lib/finance-documents/documents.server";
import * as m from "~/lib/finance-documents/messages";

/**
 * One invoice or credit note as an accessible page (issue 28, H2): the same content as its PDF — supplier with ABN or
 * GST number, bill-to, the facts, the lines as a table with a caption and column headers, the totals (net, GST at the
 * rate, total including GST, amount due or remaining credit), the payments allocated and the tax note.
 */
export function FinanceDocumentView({ document: d }: { document: DocumentView }) {
  return (
    <article className="stack finance-document" aria-labelledby="finance-document-heading">
      <h1 id="finance-document-heading">{d.heading}</h1>
      <p>
        <a href={d.pdfHref} className="button button--secondary" download>
          {m.downloadPdfOf(d.id)}
        </a>
      </p>
      <div className="finance-document__parties">
        <section aria-labelledby="finance-document-from">
          <h2 id="finance-document-from">{m.supplierHeading}</h2>
          <address>
            <strong>{d.supplier.name}</strong>
            {d.supplier.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="finance-document-bill-to">
          <h2 id="finance-document-bill-to">{m.billToHeading}</h2>
          <address>
            {d.billTo.map((line, index) => (
              <span key={line}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </address>
        </section>
      </div>
      <section aria-labelledby="finance-document-details" className="stack">
        <h2 id="finance-document-details">{m.detailsHeading}</h2>
        <dl className="org-facts">
          {d.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.href ? <Link to={fact.href}>{fact.value}</Link> : fact.value}</dd>
            </div>
          ))}
          {d.creditNotes.length > 0 ? (
            <div>
              <dt>{m.creditNotes}</dt>
              <dd>
                {d.creditNotes.map((note, index) => (
                  <span key={note.id}>
                    {index > 0 ? ", " : null}
                    <Link to={note.href}>{note.id}</Link>
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="finance-document-lines" className="stack">
        <h2 id="finance-document-lines">{m.linesHeading}</h2>
        <div className="table-scroll">
          <table className="org-table card-table">
            <caption className="visually-hidden">{m.linesCaption(d.id)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.description}</th>
                <th scope="col" className="numeric">
                  {m.quantity}
                </th>
                <th scope="col" className="numeric">
                  {m.unitPrice}
                </th>
                <th scope="col" className="numeric">
                  {d.taxColumn}
                </th>
                <th scope="col" className="numeric">
                  {m.amountExGst}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row" data-label={m.description}>
                    {line.description}
                  </th>
                  <td data-label={m.quantity} className="numeric">
                    {line.quantity}
                  </td>
                  <td data-label={m.unitPrice} className="numeric">
                    {line.unitPrice}
                  </td>
                  <td data-label={d.taxColumn} className="numeric">
                    {line.tax}
                  </td>
                  <td data-label={m.amountExGst} className="numeric">
                    {line.net}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="finance-document-totals" className="stack">
        <h2 id="finance-document-totals">{m.totalsHeading}</h2>
        <dl className="org-facts finance-document__totals">
          {d.totals.map((row) => (
            <div key={row.label}>
              <dt>{row.strong ? <strong>{row.label}</strong> : row.label}</dt>
              <dd>{row.strong ? <strong>{row.value}</strong> : row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="org-muted">{d.taxNote}</p>
        {d.payBy ? <p>{d.payBy}</p> : null}
      </section>
      <section aria-labelledby="finance-document-payments" className="stack">
        <h2 id="finance-document-payments">{d.invoice ? m.paymentsHeading : m.appliedHeading}</h2>
        {d.payments.length === 0 ? (
          <p>{m.noPayments}</p>
        ) : (
          <div className="table-scroll">
            <table className="org-table card-table">
              <thead>
                <tr>
                  <th scope="col">{m.paidOn}</th>
                  <th scope="col">{m.reference}</th>
                  <th scope="col">{m.method}</th>
                  <th scope="col" className="numeric">
                    {m.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.payments.map((payment) => (
                  <tr key={payment.key}>
                    <td data-label={m.paidOn}>{payment.paidOn}</td>
                    <th scope="row" data-label={m.reference}>
                      {payment.reference}
                    </th>
                    <td data-label={m.method}>{payment.method}</td>
                    <td data-label={m.amount} className="numeric">
                      {payment.amount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}
