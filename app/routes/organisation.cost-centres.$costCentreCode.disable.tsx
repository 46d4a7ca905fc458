import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CostCentreConfirm } from "~/components/org-cost-centres/cost-centre-confirm";
import { loadConfirm, submitActive } from "~/lib/org-cost-centres/cost-centres.server";
import * as m from "~/lib/org-cost-centres/messages";
import { disableCostCentrePath } from "~/lib/org-cost-centres/paths";
import { pageTitle } from "~/lib/page-title";

/** /organisation/cost-centres/{code}/disable (issue 27, helper A): what disabling does, and the confirmation (a POST). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.disableTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadConfirm(request, context, params.costCentreCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitActive(request, context, params.costCentreCode, "disable");
}

export default function DisableCostCentreRoute() {
  const { costCentre } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <CostCentreConfirm
      code={costCentre.code}
      action={disableCostCentrePath(costCentre.code)}
      title={m.disableTitle}
      intent="disable"
      label={m.disable}
      allowed={costCentre.active}
      lastResult={lastResult}
    >
      <p>
        {m.subtitle(costCentre.name)} ({m.codeLabel}: {costCentre.code})
      </p>
      <p>{costCentre.active ? m.disableWarning : m.alreadyDisabled}</p>
    </CostCentreConfirm>
  );
}
