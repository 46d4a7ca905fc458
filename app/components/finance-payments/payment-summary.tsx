import { type PaymentSummaryView } from "~/lib/finance-payments/pay.server";
import * as m from "~/lib/finance-payments/messages";

/** The selected invoices with their due date and amount due (a table with a caption), and the totals the backend computed. */
export function InvoicesTable({ summary }: { summary: PaymentSummaryView }) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="pay-invoices">
        <caption>{m.selectedInvoices}</caption>
        <thead>
          <tr>
            <th scope="col">{m.invoiceColumn}</th>
            <th scope="col">{m.dueDateColumn}</th>
            <th scope="col" className="numeric">
              {m.amountDueColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.id}</th>
              <td>{invoice.dueDate}</td>
              <td className="numeric">{invoice.amountDue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Invoices total, credits applied (each), total to pay: a summary list. */
export function TotalsList({ summary, children }: { summary: PaymentSummaryView; children?: React.ReactNode }) {
  return (
    <dl className="summary-list" data-testid="pay-totals">
      <div className="summary-list__row">
        <dt>{m.invoicesTotal}</dt>
        <dd>{summary.invoicesTotal}</dd>
      </div>
      {summary.credits.map((credit) => (
        <div className="summary-list__row" key={credit.id}>
          <dt>
            {m.creditsApplied}: {credit.id}
          </dt>
          <dd>−{credit.applied}</dd>
        </div>
      ))}
      <div className="summary-list__row">
        <dt>{m.totalToPay}</dt>
        <dd>
          <strong>{summary.total}</strong>
        </dd>
      </div>
      {children}
    </dl>
  );
}
