import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CreditTable } from "~/components/finance/credit-table";
import { FinanceFilters } from "~/components/finance/finance-filters";
import { loadCredits } from "~/lib/finance/lists.server";
import * as m from "~/lib/finance/messages";
import { CREDITS_PATH } from "~/lib/finance/paths";
import { pageTitle } from "~/lib/page-title";
import { useFinanceLayout } from "~/lib/finance/use-finance-layout";

/** /organisation/finance/credits (issue 28): credit notes, their remaining balance and the invoice they relate to. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.creditsTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCredits(request, context);
}

export default function CreditsRoute() {
  const data = useLoaderData<typeof loader>();
  const layout = useFinanceLayout();
  return (
    <>
      <h2>{m.creditsTitle}</h2>
      <FinanceFilters
        path={CREDITS_PATH}
        kind="credits"
        values={data.values}
        errors={data.errors}
        units={layout?.units ?? []}
        costCentres={[]}
        sorts={data.sorts}
        selectedSort={data.selectedSort}
        dateRange={data.dateRange}
      />
      <CreditTable credits={data.credits} pagination={data.pagination} range={data.range} pageHrefs={data.pageHrefs} emptyText={data.filtered ? m.noMatches : m.noCredits} />
    </>
  );
}
