import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { UserAdminHeading } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
import { activatePath, userPath } from "~/lib/org-user-admin/paths";
import { loadUserState, submitActivate } from "~/lib/org-user-admin/user-admin.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/users/{pk}/activate (issue 26, H3): the confirmation. Refused (and said before any button) while the
 * user's unit — store on the wholesale site — or one above it is disabled.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(m.activateTitle(data?.user.name ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUserState(request, context, params.customerPk ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitActivate(request, context, params.customerPk ?? "");
}

export default function ActivateUserRoute() {
  const { user, siteType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "user-activate",
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
      <UserAdminHeading user={user} title={m.activateTitle(user.name)} />
      {user.active ? (
        <p>{m.alreadyActive(user.name)}</p>
      ) : !user.unit.active ? (
        <p className="org-user-admin__notice" role="note">
          {m.refusals.parentDisabled(siteType)}
        </p>
      ) : (
        <>
          <p>{m.activateExplain}</p>
          <ConfirmActionForm action={activatePath(user.pk)} intent="activate" label={m.activateButton} cancel={back} formProps={form.formProps} />
        </>
      )}
    </div>
  );
}
