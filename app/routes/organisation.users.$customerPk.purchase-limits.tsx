import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { AssignTable } from "~/components/org-purchase-limits/assign-table";
import * as m from "~/lib/org-purchase-limits/messages";
import { userPurchaseLimitsPath } from "~/lib/org-purchase-limits/paths";
import { loadUserLimits, submitUserLimits } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/users/{customerPk}/purchase-limits (issue 27, B): the purchase limits of the admin's scope, each with
 * 'Assign' or 'Remove' for this user (SAP's orgCustomers/{id}/permissions). The change applies to their next order.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.userLimitsTitle(data.customer.name) : m.listTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUserLimits(request, context, params.customerPk);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitUserLimits(request, context, params.customerPk);
}

export default function UserPurchaseLimitsRoute() {
  const { words, customer, limits } = useLoaderData<typeof loader>();
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
        <Link to={`/organisation/users/${encodeURIComponent(customer.pk)}`}>{m.backToUser}</Link>
      </p>
      <ErrorSummary errors={errors} />
      <h1>{m.userLimitsTitle(customer.name)}</h1>
      <p>{m.userLimitsHint}</p>
      {rows.length === 0 ? (
        <p>{m.emptyList}</p>
      ) : (
        <AssignTable
          rows={rows}
          action={userPurchaseLimitsPath(customer.pk)}
          caption={m.listTitle}
          nameColumn={m.codeLabel}
          detailColumn={m.typeLabel}
          unitLabel={words.unit}
          idField="code"
          editable
          assignLabel={m.assignLimitLabel}
          unassignLabel={m.unassignLimitLabel}
        />
      )}
    </div>
  );
}
