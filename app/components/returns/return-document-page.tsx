import { Link } from "@remix-run/react";
import { PrintButton } from "~/components/order/print-button";
import { SummaryFact } from "~/components/summary-fact";
import * as m from "~/lib/returns/messages";
import { returnPath, returnPdfPath } from "~/lib/returns/paths";
import { type ReturnDocumentView } from "~/lib/returns/return-document.server";

function AddressBlock({ id, title, lines, fallback }: { id: string; title: string; lines: string[] | null; fallback: string }) {
  return (
    <section className="return-document__address" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lines ? (
        <address>
          {lines.map((line) => (
            <span key={line} className="return-document__line">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p>{fallback}</p>
      )}
    </section>
  );
}

/**
 * /my-account/return/{rma}/document: the return form as a page (decision 029) — the PDF's content from the same view
 * model, in headings, an address element, a table and an ordered list; the barcode as an image with the RMA as its
 * text. The print stylesheet hides the site's header, footer and the links.
 */
export function ReturnDocumentPage({ document, barcode }: { document: ReturnDocumentView; barcode: string }) {
  return (
    <article className="return-document" aria-labelledby="return-document-title" lang={document.nz ? "en-NZ" : undefined}>
      <p className="print-hidden">
        <Link to={returnPath(document.rma)}>{m.documentBackToReturn}</Link>
      </p>
      <h1 id="return-document-title">{m.documentHeading}</h1>
      <div className="print-hidden return-document__tools">
        <p>{m.documentPrintHint}</p>
        <p className="button-row">
          <a href={returnPdfPath(document.rma)} type="application/pdf" className="button button--secondary">
            {m.documentPdfLink}
          </a>
          <PrintButton />
        </p>
      </div>
      <dl className="summary-list">
        <SummaryFact label={m.documentRmaLabel} valueClassName="return-document__rma">
          {document.rma}
        </SummaryFact>
        {document.orderCode ? <SummaryFact label={m.documentOrderLabel}>{document.orderCode}</SummaryFact> : null}
        {document.requestedOn ? <SummaryFact label={m.documentDateLabel}>{document.requestedOn}</SummaryFact> : null}
      </dl>
      <figure className="return-document__barcode">
        <img src={barcode} alt={m.documentBarcodeAlt(document.rma)} width={240} height={60} />
        <figcaption>{document.rma}</figcaption>
      </figure>
      <div className="return-document__addresses">
        <AddressBlock id="return-document-to" title={m.documentReturnTo} lines={document.returnTo} fallback={m.documentNoReturnAddress} />
        <AddressBlock id="return-document-from" title={m.documentFrom} lines={document.from} fallback={m.documentNoCustomerAddress} />
      </div>
      <section aria-labelledby="return-document-items">
        <h2 id="return-document-items">{m.documentItemsTitle}</h2>
        <table className="order-items return-items">
          <thead>
            <tr>
              <th scope="col">{m.documentItemColumn}</th>
              <th scope="col">{m.documentOptionsColumn}</th>
              <th scope="col">{m.documentKindColumn}</th>
              <th scope="col">{m.documentQuantityColumn}</th>
            </tr>
          </thead>
          <tbody>
            {document.items.map((item) => (
              <tr key={item.key}>
                <th scope="row">
                  {item.name} <span className="order-items__code">{item.code}</span>
                </th>
                <td data-label={m.documentOptionsColumn}>{item.options}</td>
                <td data-label={m.documentKindColumn}>{item.kindText}</td>
                <td data-label={m.documentQuantityColumn}>{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="return-document-instructions">
        <h2 id="return-document-instructions">{m.documentInstructionsTitle}</h2>
        <ol>
          {document.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        {document.hasExchange ? <p>{m.documentExchangeNote}</p> : null}
        <p>{document.taxNote}</p>
      </section>
      <p className="return-document__footer">{m.documentFooter(document.rma)}</p>
    </article>
  );
}
