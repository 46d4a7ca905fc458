import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { CostCentreBudgetsTable } from "~/components/org-budgets/cost-centre-budgets-table";
import { Pagination } from "~/components/pagination";
import { loadCostCentreBudgets, submitCostCentreBudgets } from "~/lib/org-budgets/budgets.server";
import * as m from "~/lib/org-budgets/messages";
import { costCentreBudgetsPath, costCentrePath } from "~/lib/org-budgets/paths";
import { listHref } from "~/lib/pagination";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/cost-centres/{code}/budgets (issue 27, budgets): the budgets a cost centre may hold (the admin's, in
 * its currency), each assigned or not, with Assign / Unassign (SAP's `costCenterBudgets`, `costCenterBudget`). A
 * cost centre outside the admin's scope or unknown: 404. The cost-centre pages link here.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.manageBudgets, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCostCentreBudgets(request, context, params.costCentreCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitCostCentreBudgets(request, context, params.costCentreCode);
}

export default function CostCentreBudgetsRoute() {
  const { words, costCentre, budgets, pagination, range } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const errors = (answer?.error?.[""] ?? []).map((message) => ({ message }));
  const page = pagination.currentPage + 1;
  const action = page > 1 ? `${costCentreBudgetsPath(costCentre.code)}?page=${page}` : costCentreBudgetsPath(costCentre.code);
  return (
    <div className="stack">
      <p>
        <Link to={costCentrePath(costCentre.code)}>{m.backToCostCentre}</Link>
      </p>
      <ErrorSummary errors={errors} />
      <h1>{m.manageBudgets}</h1>
      <p>
        {m.costCentreSubtitle(costCentre.name)} ({costCentre.code}
        {costCentre.currency ? `, ${costCentre.currency}` : ""})
      </p>
      <p>{m.costCentreBudgetsHint}</p>
      {costCentre.active ? null : <p role="status">{m.costCentreDisabled}</p>}
      {budgets.length === 0 ? (
        <p>{m.noBudgetsToAssign}</p>
      ) : (
        <>
          <p className="org-range">{m.showing(range.from, range.to, range.total)}</p>
          <CostCentreBudgetsTable rows={budgets} action={action} unitLabel={words.unit} editable={costCentre.active} />
        </>
      )}
      <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} label={m.budgetsPages} hrefFor={(p) => listHref(costCentreBudgetsPath(costCentre.code), [], p + 1)} />
    </div>
  );
}
