import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/org-user-groups/messages";
import { NEW_USER_GROUP_PATH, USER_GROUPS_PATH } from "~/lib/org-user-groups/paths";
import { loadUserGroups } from "~/lib/org-user-groups/user-groups.server";
import { listHref } from "~/lib/pagination";
import { pageTitle } from "~/lib/page-title";

/** /organisation/user-groups (issue 26, H4): the groups of the admin's scope, 50 per page (`?page=`). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.listTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadUserGroups(request, context);
}

export default function UserGroupsRoute() {
  const { words, groups, pagination, range } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <div className="org-heading">
        <h1>{m.listHeader(pagination.totalResults)}</h1>
        <Link to={NEW_USER_GROUP_PATH} className="button button--primary">
          {m.createGroup}
        </Link>
      </div>
      <p>{m.hint}</p>
      {groups.length === 0 ? (
        <p>{m.emptyList}</p>
      ) : (
        <>
          <p className="org-range">{m.showing(range.from, range.to, range.total)}</p>
          <div className="table-scroll">
            <table className="org-table card-table">
              <thead>
                <tr>
                  <th scope="col">{m.nameLabel}</th>
                  <th scope="col">{m.uidLabel}</th>
                  <th scope="col">{words.unit}</th>
                  <th scope="col">{m.membersCount}</th>
                </tr>
              </thead>
              <tbody>
                {groups.map((group) => (
                  <tr key={group.uid}>
                    <th scope="row" data-label={m.nameLabel}>
                      <Link to={group.href}>{group.name}</Link>
                      {group.active ? null : <span className="org-status org-status--disabled">{group.status}</span>}
                    </th>
                    <td data-label={m.uidLabel}>{group.uid}</td>
                    <td data-label={words.unit}>{group.unit}</td>
                    <td data-label={m.membersCount}>{group.members}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} label={m.groupsPages} hrefFor={(page) => listHref(USER_GROUPS_PATH, [], page + 1)} />
    </div>
  );
}
