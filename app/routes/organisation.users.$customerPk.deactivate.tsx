import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserConfirmPage } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
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
  const refusal = user.isSelf ? <p>{m.refusals.selfDeactivate}</p> : !user.active ? <p>{m.alreadyDeactivated(user.name)}</p> : null;
  return (
    <UserConfirmPage
      intent="deactivate"
      user={user}
      lastResult={useActionData<typeof action>()}
      refusal={refusal}
    />
  );
}
