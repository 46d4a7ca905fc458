import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UserFilters, UserTable } from "~/components/org-users/user-list";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/org-users/messages";
import { UPLOAD_PATH } from "~/lib/org-user-uploads/paths";
import { uploadLink } from "~/lib/org-user-uploads/messages";
import { NEW_USER_PATH, usersListHref } from "~/lib/org-users/paths";
import { loadUsersList } from "~/lib/org-users/users-list.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/users (issue 26, H2): the users of the admin's scope with the GET filter form, 50 a page. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const hasErrors = Object.keys(data?.errors ?? {}).length > 0;
  return [{ title: pageTitle(hasErrors ? `Error: ${m.listTitle}` : m.listTitle, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadUsersList(request, context);
}

export default function OrgUsersRoute() {
  const data = useLoaderData<typeof loader>();
  const { range, pagination } = data;
  return (
    <div>
      <div className="org-list__header">
        <h1>{m.listTitle}</h1>
        <div className="org-list__actions">
          <Link to={NEW_USER_PATH} className="button button--primary">
            {m.addUser}
          </Link>{" "}
          <Link to={UPLOAD_PATH} className="button button--secondary">
            {uploadLink}
          </Link>
        </div>
      </div>
      <UserFilters siteType={data.siteType} values={data.values} errors={data.errors} units={data.units} roles={data.roles} statuses={data.statuses} />
      <section aria-labelledby="users-count">
        <p id="users-count" className="org-list__count" role="status">
          {range.total > 0 ? m.showingCount(range.from, range.to, range.total) : m.noUsers}
        </p>
        {data.users.length > 0 ? <UserTable users={data.users} siteType={data.siteType} /> : null}
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          label={m.paginationLabel}
          hrefFor={(page) => usersListHref(data.values, page + 1)}
        />
      </section>
    </div>
  );
}
