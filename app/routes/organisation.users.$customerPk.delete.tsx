import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeletionIssues } from "~/components/org-user-admin/deletion-issues";
import { KeepLink, UserConfirmPage } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
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
  return (
    <UserConfirmPage
      intent="delete"
      user={user}
      lastResult={useActionData<typeof action>()}
      before={<DeletionIssues validation={validation} />}
      refusal={
        validation.canDelete ? null : (
          <p>
            <KeepLink pk={user.pk} />
          </p>
        )
      }
    />
  );
}
