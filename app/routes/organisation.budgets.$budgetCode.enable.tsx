import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnitConfirm } from "~/components/org-units/unit-confirm";
import { loadStatusChange, submitStatusChange } from "~/lib/org-budgets/budgets.server";
import * as m from "~/lib/org-budgets/messages";
import { budgetPath, enableBudgetPath } from "~/lib/org-budgets/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/budgets/{code}/enable (issue 27; spec part 2 §4): what enableing does, then the POST (PATCH {active}). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.enableTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadStatusChange(request, context, params.budgetCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitStatusChange(request, context, params.budgetCode, "enable");
}

export default function EnableBudgetRoute() {
  const { words, budget } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const refusal = budget.active ? m.alreadyEnabled : budget.unitActive ? null : m.disabledEnable(words.unitLower);
  return (
    <UnitConfirm
      id="budget-enable"
      action={enableBudgetPath(budget.code)}
      title={m.enableTitle}
      intent="enable"
      label={m.enable}
      backHref={budgetPath(budget.code)}
      backLabel={m.cancel}
      lastResult={lastResult}
      allowed={refusal === null}
    >
      <p>
        {m.subtitle(budget.name)} ({m.codeLabel}: {budget.code}, {words.unitLower}: {budget.unit})
      </p>
      {refusal === null ? <p>{m.enableText}</p> : <p role="status">{refusal}</p>}
    </UnitConfirm>
  );
}
