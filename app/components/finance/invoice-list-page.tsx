import { FinanceTotals } from "~/components/finance/ageing-chart";
import { FinanceFilters } from "~/components/finance/finance-filters";
import { InvoiceTable } from "~/components/finance/invoice-table";
import { type InvoicesData } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { useFinanceLayout } from "~/lib/finance/use-finance-layout";

/**
 * The Outstanding and Paid tabs (issue 28): the heading, (Outstanding only) the totals and the ageing chart, the GET
 * filter form and the invoices — one component, the tab's loader data decides which.
 */
export function InvoiceListPage({ data }: { data: InvoicesData }) {
  const layout = useFinanceLayout();
  const outstanding = data.status === "OPEN";
  const kind = outstanding ? "outstanding" : "paid";
  return (
    <>
      <h2>{outstanding ? m.outstandingTitle : m.paidTitle}</h2>
      {outstanding ? <FinanceTotals {...data.summary} /> : null}
      <FinanceFilters
        path={data.path}
        kind={kind}
        values={data.values}
        errors={data.errors}
        units={layout?.units ?? []}
        costCentres={layout?.costCentres ?? []}
        sorts={data.sorts}
        selectedSort={data.selectedSort}
        dateRange={data.dateRange}
      />
      <InvoiceTable
        kind={kind}
        invoices={data.invoices}
        pagination={data.pagination}
        range={data.range}
        pageHrefs={data.pageHrefs}
        emptyText={data.filtered ? m.noMatches : outstanding ? m.noOutstanding : m.noPaid}
      />
    </>
  );
}
