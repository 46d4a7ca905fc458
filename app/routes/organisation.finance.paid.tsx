import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FinanceFilters } from "~/components/finance/finance-filters";
import { InvoiceTable } from "~/components/finance/invoice-table";
import { loadInvoices } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { pageTitle } from "~/lib/page-title";
import { useFinanceLayout } from "~/lib/finance/use-finance-layout";

/** /organisation/finance/paid (issue 28): paid invoices with the payment date, method and reference; the same filters. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.paidTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadInvoices(request, context, "PAID");
}

export default function PaidRoute() {
  const data = useLoaderData<typeof loader>();
  const layout = useFinanceLayout();
  return (
    <>
      <h2>{m.paidTitle}</h2>
      <FinanceFilters
        path={data.path}
        kind="paid"
        values={data.values}
        errors={data.errors}
        units={layout?.units ?? []}
        costCentres={layout?.costCentres ?? []}
        sorts={data.sorts}
        selectedSort={data.selectedSort}
        dateRange={data.dateRange}
      />
      <InvoiceTable kind="paid" invoices={data.invoices} pagination={data.pagination} range={data.range} pageHrefs={data.pageHrefs} emptyText={data.filtered ? m.noMatches : m.noPaid} />
    </>
  );
}
