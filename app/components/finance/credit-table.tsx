import { Link } from "@remix-run/react";
import { FinanceListFrame, type FinanceListProps, ScrollRegion } from "~/components/finance/finance-list-frame";
import { type CreditRowView } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { DOCUMENTS_PDF_PATH } from "~/lib/finance/paths";

interface CreditTableProps extends FinanceListProps {
  credits: readonly CreditRowView[];
}

/**
 * The credits tab: credit notes with amount, remaining balance and the invoice they relate to; a checkbox each
 * (`name="credit"`) in a plain GET form with "Download selected" (one PDF).
 */
export function CreditTable({
  credits,
  pagination,
  range,
  pageHrefs,
  emptyText,
}: CreditTableProps) {
  if (credits.length === 0) return <p>{emptyText}</p>;
  const caption = m.caption(m.creditsTitle, pagination.totalResults, pagination.currentPage + 1, pagination.totalPages);
  const table = (
    <ScrollRegion label={caption}>
      <table className="finance-table" data-testid="credit-notes">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{m.columns.select}</span>
            </th>
            <th scope="col">{m.columns.credit}</th>
            <th scope="col">{m.columns.unit}</th>
            <th scope="col">{m.columns.creditDate}</th>
            <th scope="col">{m.columns.relatedInvoice}</th>
            <th scope="col" className="finance-table__money">
              {m.columns.amount}
            </th>
            <th scope="col" className="finance-table__money">
              {m.columns.remaining}
            </th>
            <th scope="col">{m.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {credits.map((credit) => (
            <tr key={credit.id}>
              <td>
                <input
                  type="checkbox"
                  name="credit"
                  value={credit.id}
                  id={`credit-${credit.id}`}
                  aria-label={m.selectCredit(credit.id)}
                />
              </td>
              <th scope="row">
                <Link to={credit.href}>{credit.id}</Link>
              </th>
              <td>{credit.unit}</td>
              <td>{credit.creditDate}</td>
              <td>
                {credit.invoiceId && credit.invoiceHref ? (
                  <Link to={credit.invoiceHref}>{credit.invoiceId}</Link>
                ) : (
                  m.none
                )}
              </td>
              <td className="finance-table__money">{credit.amount}</td>
              <td className="finance-table__money">{credit.remaining}</td>
              <td>{credit.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
  return (
    <FinanceListFrame range={range} pagination={pagination} pageHrefs={pageHrefs} pagesLabel={m.creditPages}>
      <form
        method="get"
        action={DOCUMENTS_PDF_PATH}
        className="finance-select-form"
      >
        <p className="field__hint">{m.selectCreditsHint}</p>
        {table}
        <div className="button-row">
          <button type="submit" className="button button--secondary">
            {m.downloadSelected}
          </button>
        </div>
      </form>
    </FinanceListFrame>
  );
}
