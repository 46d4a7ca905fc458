import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { DeletionIssues } from "~/components/org-user-admin/deletion-issues";
import { UserAdminHeading } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
import { deletePath, userPath } from "~/lib/org-user-admin/paths";
import { loadDelete, submitDelete } from "~/lib/org-user-admin/user-admin.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/users/{pk}/delete (issue 26, H3; spec part 2 §4 "delete follows a validation step"): the backend's
 * `validatedeletion` answer first — blockers (oneself, the last admin) and warnings (orders waiting for approval,
 * approver assignments, group memberships) —, then the confirmation. POST deletes (DELETE with a JSON body), then the
 * users list with a flash.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(m.deleteTitle(data?.user.name ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDelete(request, context, params.customerPk ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitDelete(request, context, params.customerPk ?? "");
}

export default function DeleteUserRoute() {
  const { user, validation } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "user-delete",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((s) => s.ButtonFormSchema)),
  });
  const back = (
    <Link to={userPath(user.pk)} className="button button--secondary">
      {m.keep}
    </Link>
  );
  return (
    <div className="narrow stack org-user-admin">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <UserAdminHeading user={user} title={m.deleteTitle(user.name)} />
      <DeletionIssues validation={validation} />
      {validation.canDelete ? (
        <>
          <p>{m.deleteExplain}</p>
          <ConfirmActionForm action={deletePath(user.pk)} intent="delete" label={m.deleteButton} cancel={back} formProps={form.formProps} />
        </>
      ) : (
        <p>{back}</p>
      )}
    </div>
  );
}
