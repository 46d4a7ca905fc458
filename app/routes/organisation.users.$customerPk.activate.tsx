import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserConfirmPage } from "~/components/org-user-admin/parts";
import * as m from "~/lib/org-user-admin/messages";
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
  const refusal = user.active ? (
    <p>{m.alreadyActive(user.name)}</p>
  ) : !user.unit.active ? (
    <p className="org-user-admin__notice" role="note">
      {m.refusals.parentDisabled(siteType)}
    </p>
  ) : null;
  return (
    <UserConfirmPage
      intent="activate"
      user={user}
      lastResult={useActionData<typeof action>()}
      refusal={refusal}
    />
  );
}
