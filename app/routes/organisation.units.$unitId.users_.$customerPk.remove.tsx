import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnitConfirm } from "~/components/org-units/unit-confirm";
import * as m from "~/lib/org-units/messages";
import { loadRemoveUser, submitRemoveUser } from "~/lib/org-units/units.server";
import { unitPath } from "~/lib/org-units/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/units/{uid}/users/{pk}/remove (issue 26, H1; spec part 2 §5): the backend's `removeUserValidation`
 * answer (where the user goes, what they lose, or what blocks it), then the confirmed `removeUserFromUnit`.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.removeTitle(data.validation.user.name) : "Remove", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRemoveUser(request, context, params.unitId, params.customerPk);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitRemoveUser(request, context, params.unitId, params.customerPk);
}

export default function RemoveUnitUserRoute() {
  const { words, validation } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { user, unit, movesTo, drops, blockers } = validation;
  const blockerTexts = m.blockerText(words) as Record<string, string>;
  return (
    <UnitConfirm
      id="unit-remove-user"
      action={`${unitPath(unit.uid)}/users/${user.pk}/remove`}
      title={m.removeTitle(user.name)}
      intent="remove"
      label={m.removeConfirm}
      backHref={`${unitPath(unit.uid)}/users`}
      backLabel={m.cancel}
      lastResult={lastResult}
      allowed={validation.canRemove}
    >
      {validation.canRemove ? (
        <>
          <p>{m.removeIntro(user.name, unit.name)}</p>
          <ul data-testid="remove-effects">
            {movesTo ? <li>{m.removeMoves(words, movesTo.name)}</li> : null}
            {drops.approverOfUnit ? <li>{m.removeDropsApprover(words)}</li> : null}
            {drops.costCentres.length > 0 ? <li>{m.removeDropsCostCentres(drops.costCentres.map((c) => c.code).join(", "))}</li> : null}
            {drops.userGroups.length > 0 ? <li>{m.removeDropsGroups(drops.userGroups.map((g) => g.name).join(", "))}</li> : null}
          </ul>
        </>
      ) : (
        <>
          <p className="org-refusal">{m.removeBlocked}</p>
          <ul>
            {blockers.map((blocker) => (
              <li key={blocker.code}>{blockerTexts[blocker.code] ?? blocker.message}</li>
            ))}
          </ul>
        </>
      )}
    </UnitConfirm>
  );
}
