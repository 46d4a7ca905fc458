import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnitConfirm } from "~/components/org-units/unit-confirm";
import * as m from "~/lib/org-units/messages";
import { loadEnable, submitEnable } from "~/lib/org-units/units.server";
import { unitPath } from "~/lib/org-units/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/units/{uid}/enable (issue 26, H1; spec part 2 §4): enables the unit only. Refused by the backend while
 * its parent is disabled (the message says to enable the parent first).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.enableTitle(data.words, data.unit.name) : "Enable", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEnable(request, context, params.unitId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitEnable(request, context, params.unitId);
}

export default function EnableUnitRoute() {
  const { words, unit } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <UnitConfirm
      id="unit-enable"
      action={`${unitPath(unit.uid)}/enable`}
      title={m.enableTitle(words, unit.name)}
      intent="enable"
      label={m.enable}
      backHref={unitPath(unit.uid)}
      backLabel={m.cancel}
      lastResult={lastResult}
      allowed={!unit.active}
    >
      <p>{unit.active ? m.alreadyEnabled(words) : m.enableIntro(words)}</p>
    </UnitConfirm>
  );
}
