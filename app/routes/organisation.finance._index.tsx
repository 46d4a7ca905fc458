import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FinanceTotals } from "~/components/finance/ageing-chart";
import { FinanceFilters } from "~/components/finance/finance-filters";
import { InvoiceTable } from "~/components/finance/invoice-table";
import { loadInvoices } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { pageTitle } from "~/lib/page-title";
import { useFinanceLayout } from "~/lib/finance/use-finance-layout";

/** /organisation/finance (issue 28): the Outstanding tab — open invoices, totals, the ageing chart, filters, paging. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.outstandingTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadInvoices(request, context, "OPEN");
}

export default function OutstandingRoute() {
  const data = useLoaderData<typeof loader>();
  const layout = useFinanceLayout();
  return (
    <>
      <h2>{m.outstandingTitle}</h2>
      <FinanceTotals {...data.summary} />
      <FinanceFilters
        path={data.path}
        kind="outstanding"
        values={data.values}
        errors={data.errors}
        units={layout?.units ?? []}
        costCentres={layout?.costCentres ?? []}
        sorts={data.sorts}
        selectedSort={data.selectedSort}
        dateRange={data.dateRange}
      />
      <InvoiceTable kind="outstanding" invoices={data.invoices} pagination={data.pagination} range={data.range} pageHrefs={data.pageHrefs} emptyText={data.filtered ? m.noMatches : m.noOutstanding} />
    </>
  );
}
