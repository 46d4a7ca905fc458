import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CostCentreFilters, CostCentreTable } from "~/components/org-cost-centres/cost-centre-list";
import { Pagination } from "~/components/pagination";
import { loadCostCentres } from "~/lib/org-cost-centres/cost-centres.server";
import * as m from "~/lib/org-cost-centres/messages";
import { costCentresListHref, NEW_COST_CENTRE_PATH } from "~/lib/org-cost-centres/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/cost-centres (issue 27, helper A): the admin's cost centres with the GET search and unit filter, 50 a page. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const hasErrors = Object.keys(data?.errors ?? {}).length > 0;
  return [{ title: pageTitle(hasErrors ? `Error: ${m.listTitle}` : m.listTitle, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCostCentres(request, context);
}

export default function CostCentresRoute() {
  const { words, values, errors, units, costCentres, pagination, range } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <div className="org-heading">
        <h1>{m.listHeader(range.total)}</h1>
        <Link to={NEW_COST_CENTRE_PATH} className="button button--primary">
          {m.createCostCentre}
        </Link>
      </div>
      <p>{m.hint}</p>
      <CostCentreFilters values={values} errors={errors} units={units} unitLabel={words.unit} unitsLower={words.unitsLower} />
      <section aria-labelledby="cost-centres-count" className="stack">
        <p id="cost-centres-count" className="org-range" role="status">
          {range.total > 0 ? m.showing(range.from, range.to, range.total) : m.noCostCentres}
        </p>
        {costCentres.length > 0 ? <CostCentreTable rows={costCentres} unitLabel={words.unit} /> : null}
        <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} label={m.pagesLabel} hrefFor={(page) => costCentresListHref(values, page + 1)} />
      </section>
    </div>
  );
}
