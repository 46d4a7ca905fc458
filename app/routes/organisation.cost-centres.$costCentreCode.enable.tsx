import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CostCentreConfirm } from "~/components/org-cost-centres/cost-centre-confirm";
import { loadConfirm, submitActive } from "~/lib/org-cost-centres/cost-centres.server";
import * as m from "~/lib/org-cost-centres/messages";
import { enableCostCentrePath } from "~/lib/org-cost-centres/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/cost-centres/{code}/enable (issue 27, helper A; spec part 2 §4): enables the cost centre; not while its
 * unit is disabled (the page says to enable the unit first).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.enableTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadConfirm(request, context, params.costCentreCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitActive(request, context, params.costCentreCode, "enable");
}

export default function EnableCostCentreRoute() {
  const { words, costCentre } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const text = costCentre.active ? m.alreadyEnabled : costCentre.unitActive ? m.enableIntro : m.disabledEnable(words.unitLower);
  return (
    <CostCentreConfirm
      code={costCentre.code}
      action={enableCostCentrePath(costCentre.code)}
      title={m.enableTitle}
      intent="enable"
      label={m.enable}
      allowed={!costCentre.active && costCentre.unitActive}
      lastResult={lastResult}
    >
      <p>
        {m.subtitle(costCentre.name)} ({m.codeLabel}: {costCentre.code})
      </p>
      <p>{text}</p>
    </CostCentreConfirm>
  );
}
