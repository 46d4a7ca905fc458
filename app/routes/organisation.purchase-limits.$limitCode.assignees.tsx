import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { AssignTable } from "~/components/org-purchase-limits/assign-table";
import * as m from "~/lib/org-purchase-limits/messages";
import { purchaseLimitAssigneesPath, purchaseLimitPath } from "~/lib/org-purchase-limits/paths";
import { loadAssignees, submitAssignees } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/purchase-limits/{code}/assignees (issue 27, B; spec part 2 §6 "purchase limits are assigned to users
 * or user groups"): the users and the user groups of the admin's scope, each with 'Assign' or 'Remove' (one POST per
 * button; back to this page with the flash). A disabled limit can be removed but not assigned.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.manageAssignees, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAssignees(request, context, params.limitCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitAssignees(request, context, params.limitCode);
}

export default function PurchaseLimitAssigneesRoute() {
  const { words, limit, users, groups } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const errors = (answer?.error?.[""] ?? []).map((message) => ({ message }));
  const action = purchaseLimitAssigneesPath(limit.code);
  const editable = limit.unitActive;
  return (
    <div className="stack">
      <p>
        <Link to={purchaseLimitPath(limit.code)}>{m.backToLimit}</Link>
      </p>
      <ErrorSummary errors={errors} />
      <h1>{m.manageAssignees}</h1>
      <p>
        {m.subtitle(limit.code)} ({limit.type}, {limit.threshold}
        {limit.kind === "PERIOD" ? `, ${limit.period}` : ""})
      </p>
      {limit.active ? null : <p role="status">{m.disabledLimit}</p>}
      {editable ? null : <p role="status">{m.limitOfDisabledUnit(words.unitLower)}</p>}
      <section aria-labelledby="assign-users" className="stack">
        <h2 id="assign-users">{m.usersTitle}</h2>
        {users.length === 0 ? (
          <p>{m.noUsers}</p>
        ) : (
          <AssignTable
            rows={users}
            action={action}
            caption={m.usersTitle}
            nameColumn={m.nameColumn}
            detailColumn="E-mail"
            unitLabel={words.unit}
            hidden={{ kind: "user" }}
            editable={editable}
            assignLabel={m.assignLabel}
            unassignLabel={m.unassignLabel}
          />
        )}
      </section>
      <section aria-labelledby="assign-groups" className="stack">
        <h2 id="assign-groups">{m.groupsTitle}</h2>
        {groups.length === 0 ? (
          <p>{m.noGroups}</p>
        ) : (
          <AssignTable
            rows={groups}
            action={action}
            caption={m.groupsTitle}
            nameColumn={m.nameColumn}
            detailColumn={m.codeLabel}
            unitLabel={words.unit}
            hidden={{ kind: "group" }}
            editable={editable}
            assignLabel={m.assignLabel}
            unassignLabel={m.unassignLabel}
          />
        )}
      </section>
    </div>
  );
}
