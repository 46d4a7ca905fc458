import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as limitMessages from "~/lib/org-purchase-limits/messages";
import { groupPurchaseLimitsPath } from "~/lib/org-purchase-limits/paths";
import * as m from "~/lib/org-user-groups/messages";
import { deleteUserGroupPath, editUserGroupPath, USER_GROUPS_PATH, userGroupMembersPath } from "~/lib/org-user-groups/paths";
import { loadUserGroup } from "~/lib/org-user-groups/user-groups.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/user-groups/{uid} (issue 26, H4): code, name, unit, members, the purchase limits assigned to the group
 * (read-only: managed with purchase limits, issue 27) and 'Last changed by … on …'.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.subtitle(data.group.name) : m.detailsTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadUserGroup(request, context, params.groupId ?? "");
}

export default function UserGroupRoute() {
  const { words, group, members, limits, lastChanged } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <p>
        <Link to={USER_GROUPS_PATH}>{m.backToGroups}</Link>
      </p>
      <h1>{m.subtitle(group.name)}</h1>
      {lastChanged ? <p className="org-last-changed">{lastChanged}</p> : null}
      {group.active ? null : <p role="status">{m.disabledGroup(words.unitLower)}</p>}
      <section aria-labelledby="group-details" className="stack">
        <h2 id="group-details">{m.detailsTitle}</h2>
        <dl className="org-facts">
          <div>
            <dt>{m.uidLabel}</dt>
            <dd>{group.uid}</dd>
          </div>
          <div>
            <dt>{m.nameLabel}</dt>
            <dd>{group.name}</dd>
          </div>
          <div>
            <dt>{words.unit}</dt>
            <dd>{group.unit}</dd>
          </div>
          <div>
            <dt>{m.statusColumn}</dt>
            <dd>
              <span className={group.active ? "org-status" : "org-status org-status--disabled"}>{group.status}</span>
            </dd>
          </div>
        </dl>
        {group.active ? (
          <div className="button-row">
            <Link to={editUserGroupPath(group.uid)} className="button button--secondary">
              {m.edit}
            </Link>
            <Link to={deleteUserGroupPath(group.uid)} className="button button--secondary">
              {m.deleteLabel}
            </Link>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="group-members" className="stack">
        <h2 id="group-members">
          {m.membersTitle} ({members.length})
        </h2>
        {members.length === 0 ? (
          <p>{m.noMembers}</p>
        ) : (
          <ul className="org-list">
            {members.map((member) => (
              <li key={member.uid}>
                {member.name} <span className="org-muted">({member.email})</span>
                {member.active ? null : <span className="org-status org-status--disabled">{member.status}</span>}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={userGroupMembersPath(group.uid)}>{m.manageUsers}</Link>
        </p>
      </section>
      <section aria-labelledby="group-limits" className="stack">
        <h2 id="group-limits">{m.purchaseLimitsTitle}</h2>
        {limits.length === 0 ? (
          <p>{m.noPurchaseLimits}</p>
        ) : (
          <>
            <p>{m.readOnlyLimits}</p>
            <div className="table-scroll">
              <table className="org-table card-table">
                <thead>
                  <tr>
                    <th scope="col">{m.limitCode}</th>
                    <th scope="col">{m.limitType}</th>
                    <th scope="col">{m.limitThreshold}</th>
                    <th scope="col">{m.limitPeriod}</th>
                    <th scope="col">{words.unit}</th>
                  </tr>
                </thead>
                <tbody>
                  {limits.map((limit) => (
                    <tr key={limit.code}>
                      <th scope="row" data-label={m.limitCode}>{limit.code}</th>
                      <td data-label={m.limitType}>{limit.type}</td>
                      <td data-label={m.limitThreshold}>{limit.threshold}</td>
                      <td data-label={m.limitPeriod}>{limit.period}</td>
                      <td data-label={words.unit}>{limit.unit}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {/* Issue 27 (B): assigned on the group's purchase-limits page. */}
        {group.active ? (
          <p>
            <Link to={groupPurchaseLimitsPath(group.uid)}>{limitMessages.manageGroupLimits}</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
