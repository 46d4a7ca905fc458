import { Link } from "@remix-run/react";
import * as m from "~/lib/returns/messages";
import { returnDocumentPath, returnPdfPath, RETURNS_PATH } from "~/lib/returns/paths";
import { type ReturnDetailsView } from "~/lib/returns/return-view.server";
import { SummaryFact } from "~/components/summary-fact";
import { CancelReturnLink } from "./cancel-return";


/** The return's number, order, date, status and who asked for it (the details page and its cancel confirmation). */
export function ReturnSummary({ details }: { details: ReturnDetailsView }) {
  return (
    <dl className="summary-list">
      <SummaryFact label={m.rmaLabel}>{details.rma}</SummaryFact>
      {details.orderCode ? (
        <SummaryFact label={m.orderLabel}>
          <Link to={details.orderHref}>{details.orderCode}</Link>
        </SummaryFact>
      ) : null}
      {details.requestedOn ? <SummaryFact label={m.requestedOnLabel}>{details.requestedOn}</SummaryFact> : null}
      <SummaryFact label={m.statusLabel}>
        <span className="return-details__status">{details.status}</span>
      </SummaryFact>
      {details.requestedBy ? <SummaryFact label={m.requestedByLabel}>{details.requestedBy}</SummaryFact> : null}
    </dl>
  );
}

function ItemsTable({ details }: { details: ReturnDetailsView }) {
  return (
    <table className="order-items return-items">
      <caption className="visually-hidden">{m.itemsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.productColumn}</th>
          <th scope="col">{m.optionsColumn}</th>
          <th scope="col">{m.kindColumn}</th>
          <th scope="col">{m.quantityColumn}</th>
          <th scope="col">{m.reasonColumn}</th>
          <th scope="col">{m.refundColumn}</th>
        </tr>
      </thead>
      <tbody>
        {details.items.map((item) => (
          <tr key={item.key} className="order-items__row">
            <th scope="row" className="order-items__product">
              <span className="order-items__text">
                <span className="order-items__name">{item.name}</span>
                <span className="order-items__code">{item.code}</span>
              </span>
            </th>
            <td data-label={m.optionsColumn}>{item.options}</td>
            <td data-label={m.kindColumn}>{item.kindText}</td>
            <td data-label={m.quantityColumn}>{item.quantity}</td>
            <td data-label={m.reasonColumn}>{item.reason}</td>
            <td data-label={m.refundColumn}>{item.refund}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /my-account/return/{rma} (issue 24): summary, Cancel return while the backend says it can be cancelled, items,
 * refund, the replacement order of an exchange, the wholesale threshold request, the documents and the status history.
 */
export function ReturnDetailsPage({ details }: { details: ReturnDetailsView }) {
  const { refund, threshold } = details;
  return (
    <article className="order-details return-details" aria-labelledby="return-details-title">
      <p className="order-details__back">
        <Link to={RETURNS_PATH}>{m.backToReturns}</Link>
      </p>
      <h1 id="return-details-title">{m.detailTitle(details.rma)}</h1>
      {details.cancellable ? (
        <nav className="order-details__actions" aria-label={m.actionsTitle}>
          <ul className="button-row">
            <li>
              <CancelReturnLink rma={details.rma} />
            </li>
          </ul>
        </nav>
      ) : null}

      <section className="order-section" aria-labelledby="return-summary-title">
        <h2 id="return-summary-title">{m.summaryTitle}</h2>
        <ReturnSummary details={details} />
      </section>

      <section className="order-section" aria-labelledby="return-items-title">
        <h2 id="return-items-title">{m.itemsTitle}</h2>
        <ItemsTable details={details} />
      </section>

      {refund ? (
        <section className="order-section" aria-labelledby="return-refund-title">
          <h2 id="return-refund-title">{m.refundTitle}</h2>
          <dl className="summary-list return-refund">
            {refund.rows.map((row) => (
              <SummaryFact key={row.label} label={row.label}>
                {row.value}
              </SummaryFact>
            ))}
            <SummaryFact label={m.totalLabel}>
              <strong>{refund.total}</strong>
            </SummaryFact>
            {refund.exchangeDifference ? <SummaryFact label={m.exchangeDifferenceLabel}>{refund.exchangeDifference}</SummaryFact> : null}
          </dl>
          <p className="field__hint">{m.refundNote}</p>
        </section>
      ) : null}

      {details.replacementOrder ? (
        <section className="order-section" aria-labelledby="return-replacement-title">
          <h2 id="return-replacement-title">{m.replacementTitle}</h2>
          <p>{m.replacementText}</p>
          <p>
            <Link to={details.replacementOrder.href}>{m.replacementLink(details.replacementOrder.code)}</Link>
          </p>
        </section>
      ) : null}

      {threshold ? (
        <section className="order-section" aria-labelledby="return-threshold-title">
          <h2 id="return-threshold-title">{m.thresholdTitle}</h2>
          <p className={`return-threshold return-threshold--${threshold.status.toLowerCase()}`}>{threshold.text}</p>
          <p>{threshold.quantity}</p>
          {threshold.decided ? <p>{threshold.decided}</p> : null}
          {threshold.comment ? (
            <dl className="summary-list">
              <SummaryFact label={m.thresholdComment}>{threshold.comment}</SummaryFact>
            </dl>
          ) : null}
        </section>
      ) : null}

      <section className="order-section" aria-labelledby="return-documents-title">
        <h2 id="return-documents-title">{m.documentsTitle}</h2>
        <p>{m.documentsIntro}</p>
        <ul className="return-documents">
          <li>
            {/* A file, not a page: a full document request (no client-side navigation). */}
            <a href={returnPdfPath(details.rma)} type="application/pdf">
              {m.documentPdfLink}
            </a>
          </li>
          <li>
            <Link to={returnDocumentPath(details.rma)}>{m.documentHtmlLink}</Link>
          </li>
        </ul>
      </section>

      {details.history.length > 0 ? (
        <section className="order-section" aria-labelledby="return-history-title">
          <h2 id="return-history-title">{m.historyTitle}</h2>
          <table className="return-history">
            <caption className="visually-hidden">{m.historyCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.historyDate}</th>
                <th scope="col">{m.historyStatus}</th>
              </tr>
            </thead>
            <tbody>
              {details.history.map((row) => (
                <tr key={row.key}>
                  <td>{row.date}</td>
                  <td>{row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </article>
  );
}
