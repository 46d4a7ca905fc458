import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EditUserPage } from "~/components/org-users/edit-user-form";
import * as m from "~/lib/org-users/messages";
import { loadUserEdit, submitUserEdit } from "~/lib/org-users/user-edit.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/{pk}/contact (issue 26, H2; spec `updateContactDetails`). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${m.editHeading("contact")}: ${m.userTitle(data.user, data.siteType)}` : m.editHeading("contact"), matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUserEdit(request, context, params.customerPk, "contact");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitUserEdit(request, context, params.customerPk, "contact");
}

export default function EditOrgUserContactRoute() {
  const { user, values, units, siteType } = useLoaderData<typeof loader>();
  return <EditUserPage kind="contact" user={user} answer={useActionData<typeof action>()} values={values} siteType={siteType} units={units} />;
}
