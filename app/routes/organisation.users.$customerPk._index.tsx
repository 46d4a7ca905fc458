import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UserDetailsView } from "~/components/org-users/user-details";
import * as m from "~/lib/org-users/messages";
import { USERS_PATH } from "~/lib/org-users/paths";
import { loadUserDetails } from "~/lib/org-users/user-details.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users/{pk} (issue 26, H2; spec `getUserDetails`): the user's details and the links that manage them. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? m.userTitle(data.user, data.siteType) : m.listTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUserDetails(request, context, params.customerPk);
}

export default function OrgUserRoute() {
  const { user, siteType, lastChange } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <p>
        <Link to={USERS_PATH}>{m.backToUsers}</Link>
      </p>
      <h1>{m.userTitle(user, siteType)}</h1>
      <UserDetailsView user={user} siteType={siteType} lastChange={lastChange} />
    </div>
  );
}
