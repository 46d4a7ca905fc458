import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { AssignTable } from "~/components/org-purchase-limits/assign-table";
import * as m from "~/lib/org-purchase-limits/messages";
import { groupPurchaseLimitsPath } from "~/lib/org-purchase-limits/paths";
import { loadGroupLimits, submitGroupLimits } from "~/lib/org-purchase-limits/purchase-limits.server";
import { userGroupPath } from "~/lib/org-user-groups/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/user-groups/{uid}/purchase-limits (issue 27, B): the purchase limits of the admin's scope, each with
 * 'Assign' or 'Remove' for this group (SAP's orgUnitUserGroups/{g}/orderApprovalPermissions). Read-only while the
 * group's unit is disabled.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.groupLimitsTitle(data.group.name) : m.listTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadGroupLimits(request, context, params.groupId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitGroupLimits(request, context, params.groupId);
}

export default function GroupPurchaseLimitsRoute() {
  const { words, group, limits } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const errors = (answer?.error?.[""] ?? []).map((message) => ({ message }));
  const rows = limits.map((limit) => ({
    id: limit.code,
    name: limit.code,
    detail: `${limit.type}: ${limit.threshold}${limit.kind === "PERIOD" ? ` ${m.per[limit.period.toUpperCase()] ?? limit.period}` : ""}${limit.active ? "" : ` (${limit.status})`}`,
    unit: limit.unit,
    selected: limit.selected,
  }));
  return (
    <div className="stack">
      <p>
        <Link to={userGroupPath(group.uid)}>{m.backToGroup}</Link>
      </p>
      <ErrorSummary errors={errors} />
      <h1>{m.groupLimitsTitle(group.name)}</h1>
      <p>{m.groupLimitsHint(words.unitLower)}</p>
      {group.active ? null : <p role="status">{m.groupOfDisabledUnit(words.unitLower)}</p>}
      {rows.length === 0 ? (
        <p>{m.emptyList}</p>
      ) : (
        <AssignTable
          rows={rows}
          action={groupPurchaseLimitsPath(group.uid)}
          caption={m.listTitle}
          nameColumn={m.codeLabel}
          detailColumn={m.typeLabel}
          unitLabel={words.unit}
          idField="code"
          editable={group.active}
          assignLabel={m.assignLimitLabel}
          unassignLabel={m.unassignLimitLabel}
        />
      )}
    </div>
  );
}
