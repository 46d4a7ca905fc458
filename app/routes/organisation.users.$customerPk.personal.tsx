import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EditUserForm } from "~/components/org-users/edit-user-form";
import * as m from "~/lib/org-users/messages";
import { userPath } from "~/lib/org-users/paths";
import { loadUserEdit, submitUserEdit } from "~/lib/org-users/user-edit.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/{pk}/personal (issue 26, H2; spec `updatePersonalDetails`). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${m.edit(m.personalDetails)}: ${m.userTitle(data.user, data.siteType)}` : m.edit(m.personalDetails), matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUserEdit(request, context, params.customerPk, "personal");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitUserEdit(request, context, params.customerPk, "personal");
}

export default function EditOrgUserPersonalRoute() {
  const { user, values, units, siteType } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="stack">
      <p>
        <Link to={userPath(user.pk)}>{m.backToUser}</Link>
      </p>
      <h1>{m.edit(m.personalDetails)}</h1>
      <p>{m.userTitle(user, siteType)}</p>
      {user.canEdit ? <EditUserForm kind="personal" pk={user.pk} answer={answer} values={values} siteType={siteType} units={units} /> : <p>{m.userDisabled}</p>}
    </div>
  );
}
