import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BudgetForm } from "~/components/org-budgets/budget-form";
import { loadEditForm, submitEdit } from "~/lib/org-budgets/budgets.server";
import * as m from "~/lib/org-budgets/messages";
import { budgetPath } from "~/lib/org-budgets/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/budgets/{code}/edit (issue 27): name, amount, currency, dates, unit (a disabled budget: read-only). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.editTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEditForm(request, context, params.budgetCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitEdit(request, context, params.budgetCode);
}

export default function EditBudgetRoute() {
  const { words, units, currencies, budget, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.editTitle}</h1>
      <p>{m.subtitle(budget.name)}</p>
      {budget.active ? (
        <BudgetForm mode="edit" lastResult={lastResult} values={values} units={units} currencies={currencies} unitLabel={words.unit} unitLower={words.unitLower} cancelHref={budgetPath(budget.code)} />
      ) : (
        <p role="status">{m.disabledEdit}</p>
      )}
    </div>
  );
}
