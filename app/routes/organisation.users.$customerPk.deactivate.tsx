import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { UserAdminHeading } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
import { deactivatePath, userPath } from "~/lib/org-user-admin/paths";
import { loadUserState, submitDeactivate } from "~/lib/org-user-admin/user-admin.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/users/{pk}/deactivate (issue 26, H3): the confirmation. POST deactivates (the user's sessions end at
 * their next request), then the user's page with a flash. Oneself: explained, no button (the backend refuses too).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(m.deactivateTitle(data?.user.name ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUserState(request, context, params.customerPk ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitDeactivate(request, context, params.customerPk ?? "");
}

export default function DeactivateUserRoute() {
  const { user } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "user-deactivate",
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
      <UserAdminHeading user={user} title={m.deactivateTitle(user.name)} />
      {user.isSelf ? (
        <p>{m.refusals.selfDeactivate}</p>
      ) : !user.active ? (
        <p>{m.alreadyDeactivated(user.name)}</p>
      ) : (
        <>
          <p>{m.deactivateExplain}</p>
          <ConfirmActionForm action={deactivatePath(user.pk)} intent="deactivate" label={m.deactivateButton} cancel={back} formProps={form.formProps} />
        </>
      )}
    </div>
  );
}
