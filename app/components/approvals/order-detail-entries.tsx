import { type ReactNode } from "react";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import { type ApprovalEntryView, type ApprovalOrderView } from "~/lib/approvals/decision-view";

/**
 * The order's items (name, colour, size, fit, ordered and approved quantity, unit price, line total). On a pending
 * order the approved quantity cell is the decision form's input (`approvedCell`); otherwise the stored number.
 */
export function OrderDetailEntries({
  entries,
  approvedCell,
  children,
}: {
  entries: readonly ApprovalEntryView[];
  approvedCell?: (entry: ApprovalEntryView) => ReactNode;
  /** Under the table (the "Update total" button and its errors). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="approval-items-title" className="approval-section">
      <h2 id="approval-items-title">{decisionMessages.entriesTitle}</h2>
      <table className="order-items approval-items">
        <caption className="visually-hidden">{decisionMessages.entriesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{decisionMessages.productLabel}</th>
            <th scope="col">{decisionMessages.orderedQuantityLabel}</th>
            <th scope="col">{decisionMessages.approvedQuantityLabel}</th>
            <th scope="col">{decisionMessages.unitPriceLabel}</th>
            <th scope="col">{decisionMessages.lineTotalLabel}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.entryNumber} className="order-items__row" data-testid={`approval-entry-${entry.entryNumber}`}>
              <th scope="row" className="order-items__product">
                <span className="order-items__text">
                  <span className="order-items__name">{entry.name}</span>
                  <span className="order-items__code">{entry.code}</span>
                  {entry.colour ? <span className="order-items__variant">{`${decisionMessages.colourLabel}: ${entry.colour}`}</span> : null}
                  {entry.size ? <span className="order-items__variant">{`${decisionMessages.sizeLabel}: ${entry.size}`}</span> : null}
                  {entry.fit ? <span className="order-items__variant">{`${decisionMessages.fitLabel}: ${entry.fit}`}</span> : null}
                </span>
              </th>
              <td data-label={decisionMessages.orderedQuantityLabel} data-testid="entry-ordered">
                {entry.ordered}
              </td>
              <td data-label={approvedCell ? undefined : decisionMessages.approvedQuantityLabel} className="approval-items__approved">
                {approvedCell ? approvedCell(entry) : entry.approved}
              </td>
              <td data-label={decisionMessages.unitPriceLabel}>{entry.unitPrice}</td>
              <td data-label={decisionMessages.lineTotalLabel} data-testid="entry-line-total">
                {entry.lineTotal}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}

export function OrderDetailTotals({ order }: { order: ApprovalOrderView }) {
  return (
    <section aria-labelledby="totals" className="approval-section approval-totals" data-testid="approval-totals">
      <h2 id="totals" tabIndex={-1}>
        {decisionMessages.totalsTitle}
      </h2>
      <dl className="cart-totals">
        {order.totals.map((row) => (
          <div key={row.key} className={`cart-totals__row cart-totals__row--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
