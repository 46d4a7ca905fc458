import { Link } from "@remix-run/react";
import { FinanceListFrame, type FinanceListProps, ScrollRegion } from "~/components/finance/finance-list-frame";
import { type InvoiceRowView } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { DOCUMENTS_PDF_PATH, PAY_PATH } from "~/lib/finance/paths";

interface InvoiceTableProps extends FinanceListProps {
  kind: "outstanding" | "paid";
  invoices: readonly InvoiceRowView[];
}

/**
 * The outstanding and paid tabs' invoices. Outstanding: a checkbox per invoice (`name="invoice"`) in one plain GET
 * form with two buttons — "Pay selected" (the pay flow) and "Download selected" (one PDF); a plain form, not Remix's,
 * so the PDF downloads as a document. Invoice numbers link to the document's page; paid rows show the last payment
 * (card payments link their receipt).
 */
export function InvoiceTable({
  kind,
  invoices,
  pagination,
  range,
  pageHrefs,
  emptyText,
}: InvoiceTableProps) {
  if (invoices.length === 0) return <p>{emptyText}</p>;
  const outstanding = kind === "outstanding";
  // checkboxes and the pay / download buttons: the outstanding tab
  const select = outstanding;
  const caption = m.caption(outstanding ? m.outstandingTitle : m.paidTitle, pagination.totalResults, pagination.currentPage + 1, pagination.totalPages);
  const table = (
    <ScrollRegion label={caption}>
      <table className="finance-table" data-testid={`${kind}-invoices`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {select ? (
              <th scope="col">
                <span className="visually-hidden">{m.columns.select}</span>
              </th>
            ) : null}
            <th scope="col">{m.columns.invoice}</th>
            <th scope="col">{m.columns.unit}</th>
            <th scope="col">{m.columns.costCentre}</th>
            <th scope="col">{m.columns.invoiceDate}</th>
            <th scope="col">{m.columns.dueDate}</th>
            <th scope="col" className="finance-table__money">
              {m.columns.amount}
            </th>
            {outstanding ? (
              <>
                <th scope="col" className="finance-table__money">
                  {m.columns.amountDue}
                </th>
                <th scope="col" className="finance-table__money">
                  {m.columns.daysOverdue}
                </th>
              </>
            ) : (
              <>
                <th scope="col">{m.columns.paidOn}</th>
                <th scope="col">{m.columns.method}</th>
                <th scope="col">{m.columns.reference}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr
              key={invoice.id}
              className={
                invoice.overdue ? "finance-table__row--overdue" : undefined
              }
            >
              {select ? (
                <td>
                  <input
                    type="checkbox"
                    name="invoice"
                    value={invoice.id}
                    id={`invoice-${invoice.id}`}
                    aria-label={m.selectInvoice(invoice.id)}
                  />
                </td>
              ) : null}
              <th scope="row">
                <Link to={invoice.href}>{invoice.id}</Link>
              </th>
              <td>{invoice.unit}</td>
              <td>{invoice.costCentre}</td>
              <td>{invoice.invoiceDate}</td>
              <td>{invoice.dueDate}</td>
              <td className="finance-table__money">{invoice.amount}</td>
              {outstanding ? (
                <>
                  <td className="finance-table__money">
                    {invoice.amountDue}
                    {invoice.partlyPaid ? (
                      <span className="finance-table__note">
                        {m.partlyPaid}
                      </span>
                    ) : null}
                  </td>
                  <td className="finance-table__money">
                    {invoice.daysOverdue}
                  </td>
                </>
              ) : (
                <>
                  <td>{invoice.payment?.paidOn ?? m.none}</td>
                  <td>{invoice.payment?.method ?? m.none}</td>
                  <td>
                    {invoice.payment?.receiptHref ? (
                      <Link
                        to={invoice.payment.receiptHref}
                        aria-label={m.receiptLink(invoice.payment.reference)}
                      >
                        {invoice.payment.reference}
                      </Link>
                    ) : (
                      invoice.payment?.reference ?? m.none
                    )}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
  return (
    <FinanceListFrame range={range} pagination={pagination} pageHrefs={pageHrefs} pagesLabel={m.invoicePages}>
      {select ? (
        <form method="get" action={PAY_PATH} className="finance-select-form">
          <p className="field__hint">{m.selectHint}</p>
          {table}
          <div className="button-row">
            <button
              type="submit"
              className="button button--primary"
              formAction={PAY_PATH}
            >
              {m.paySelected}
            </button>
            <button
              type="submit"
              className="button button--secondary"
              formAction={DOCUMENTS_PDF_PATH}
            >
              {m.downloadSelected}
            </button>
          </div>
        </form>
      ) : (
        table
      )}
    </FinanceListFrame>
  );
}
