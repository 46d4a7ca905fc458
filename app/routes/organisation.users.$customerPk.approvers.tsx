import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { DisabledNotice, RowActionForm, UserAdminHeading } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
import { approversPath } from "~/lib/org-user-admin/paths";
import { loadApprovers, submitApprover } from "~/lib/org-user-admin/user-admin.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/users/{pk}/approvers (issue 26, H3; spec part 2 §6 "approvers are assigned per unit and per user"):
 * the approvers assigned to the user (unassign) and the ones in the admin's scope that may be assigned (assign).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(m.approversTitle(data?.user.name ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadApprovers(request, context, params.customerPk ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitApprover(request, context, params.customerPk ?? "");
}

export default function UserApproversRoute() {
  const { user, assigned, available } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "user-approvers",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/org-user-admin/schemas").then((s) => s.ApproverFormSchema)),
  });
  const formAction = approversPath(user.pk);
  return (
    <div className="stack org-user-admin">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <UserAdminHeading user={user} title={m.approversTitle(user.name)}>
        <p>{m.approversExplain}</p>
      </UserAdminHeading>
      <section aria-labelledby="approvers-assigned">
        <h2 id="approvers-assigned">{m.assignedApprovers}</h2>
        {assigned.length === 0 ? (
          <p>{m.noAssigned}</p>
        ) : (
          <ul className="org-user-admin__list">
            {assigned.map((approver) => (
              <li key={approver.uid} className="org-user-admin__item">
                <span>
                  {approver.name} <span className="org-user-admin__hint">({approver.orgUnit.name})</span>
                </span>
                {user.canEdit ? (
                  <RowActionForm action={formAction} fields={{ intent: "unassign", approverId: approver.uid }} label={m.unassignButton} accessibleLabel={m.unassignLabel(approver.name)} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {user.canEdit ? (
        <section aria-labelledby="approvers-available">
          <h2 id="approvers-available">{m.availableApprovers}</h2>
          {available.length === 0 ? (
            <p>{m.noAvailable}</p>
          ) : (
            <ul className="org-user-admin__list">
              {available.map((approver) => (
                <li key={approver.uid} className="org-user-admin__item">
                  <span>
                    {approver.name} <span className="org-user-admin__hint">({approver.orgUnit.name})</span>
                  </span>
                  <RowActionForm action={formAction} fields={{ intent: "assign", approverId: approver.uid }} label={m.assignButton} accessibleLabel={m.assignLabel(approver.name)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <DisabledNotice />
      )}
    </div>
  );
}
