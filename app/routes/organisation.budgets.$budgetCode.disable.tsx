import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnitConfirm } from "~/components/org-units/unit-confirm";
import { loadStatusChange, submitStatusChange } from "~/lib/org-budgets/budgets.server";
import * as m from "~/lib/org-budgets/messages";
import { budgetPath, disableBudgetPath } from "~/lib/org-budgets/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/budgets/{code}/disable (issue 27; spec part 2 §4): what disabling does, then the POST (PATCH {active}). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.disableTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadStatusChange(request, context, params.budgetCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitStatusChange(request, context, params.budgetCode, "disable");
}

export default function DisableBudgetRoute() {
  const { words, budget } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <UnitConfirm
      id="budget-disable"
      action={disableBudgetPath(budget.code)}
      title={m.disableTitle}
      intent="disable"
      label={m.disable}
      backHref={budgetPath(budget.code)}
      backLabel={m.cancel}
      lastResult={lastResult}
      allowed={budget.active}
    >
      <p>
        {m.subtitle(budget.name)} ({m.codeLabel}: {budget.code}, {words.unitLower}: {budget.unit})
      </p>
      {budget.active ? <p>{m.disableWarning}</p> : <p role="status">{m.alreadyDisabled}</p>}
    </UnitConfirm>
  );
}
