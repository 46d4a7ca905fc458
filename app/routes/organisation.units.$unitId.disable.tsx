import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DisablePreviewList } from "~/components/org-units/disable-preview";
import { UnitConfirm } from "~/components/org-units/unit-confirm";
import * as m from "~/lib/org-units/messages";
import { loadDisable, submitDisable } from "~/lib/org-units/units.server";
import { unitPath } from "~/lib/org-units/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/units/{uid}/disable (issue 26, H1; spec part 2 §4): exactly what disabling disables with the unit
 * (child units, users, budgets, cost centres still active: the backend's preview), then the POST. The root unit's
 * page says why it cannot be disabled (the backend refuses it too).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.disableTitle(data.words, data.unit.name) : "Disable", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDisable(request, context, params.unitId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitDisable(request, context, params.unitId);
}

export default function DisableUnitRoute() {
  const { words, unit, preview, refusal } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <UnitConfirm
      id="unit-disable"
      action={`${unitPath(unit.uid)}/disable`}
      title={m.disableTitle(words, unit.name)}
      intent="disable"
      label={m.disable}
      backHref={unitPath(unit.uid)}
      backLabel={m.cancel}
      lastResult={lastResult}
      allowed={preview !== null}
    >
      {refusal ? (
        <p className="org-refusal" role="status">
          {refusal}
        </p>
      ) : preview === null ? (
        <p role="status">{m.alreadyDisabled(words)}</p>
      ) : (
        <DisablePreviewList preview={preview} words={words} />
      )}
    </UnitConfirm>
  );
}
