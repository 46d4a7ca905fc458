import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BudgetForm } from "~/components/org-budgets/budget-form";
import { loadCreateForm, submitCreate } from "~/lib/org-budgets/budgets.server";
import * as m from "~/lib/org-budgets/messages";
import { BUDGETS_PATH } from "~/lib/org-budgets/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/budgets/new (issue 27): create a budget (`?unit=` chooses the unit). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.createTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCreateForm(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCreate(request, context);
}

export default function NewBudgetRoute() {
  const { words, units, currencies, values, formKey } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="narrow stack">
      <h1>{m.createTitle}</h1>
      <BudgetForm
        mode="create"
        lastResult={lastResult}
        values={values}
        units={units}
        currencies={currencies}
        unitLabel={words.unit}
        unitLower={words.unitLower}
        formKey={formKey}
        cancelHref={BUDGETS_PATH}
      />
    </div>
  );
}
