import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CostCentreConfirm } from "~/components/org-cost-centres/cost-centre-confirm";
import { loadConfirm, submitRemove } from "~/lib/org-cost-centres/cost-centres.server";
import * as m from "~/lib/org-cost-centres/messages";
import { removeCostCentrePath } from "~/lib/org-cost-centres/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/cost-centres/{code}/remove (issue 27, helper A): what removing does (users and budgets lose it; orders
 * keep their snapshot), and the confirmation (a POST; the backend's JSON-body DELETE). Refused while orders are
 * charged to it (the page says to disable it instead) or its unit is disabled.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.removeTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadConfirm(request, context, params.costCentreCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitRemove(request, context, params.costCentreCode);
}

export default function RemoveCostCentreRoute() {
  const { words, costCentre, users, budgets } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <CostCentreConfirm
      code={costCentre.code}
      action={removeCostCentrePath(costCentre.code)}
      title={m.removeTitle}
      intent="remove"
      label={m.removeConfirm}
      allowed={costCentre.unitActive}
      lastResult={lastResult}
    >
      <p>
        {m.subtitle(costCentre.name)} ({m.codeLabel}: {costCentre.code}, {words.unitLower}: {costCentre.unit})
      </p>
      {costCentre.unitActive ? (
        <>
          <p>{m.removeWarning}</p>
          <ul>
            <li>{m.removeUsers(users.length)}</li>
            <li>{m.removeBudgets(budgets.length)}</li>
          </ul>
        </>
      ) : (
        <p role="status">{m.disabledUnitRemove(words.unitLower)}</p>
      )}
    </CostCentreConfirm>
  );
}
