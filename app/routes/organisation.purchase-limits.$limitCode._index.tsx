import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as m from "~/lib/org-purchase-limits/messages";
import { disablePurchaseLimitPath, editPurchaseLimitPath, enablePurchaseLimitPath, PURCHASE_LIMITS_PATH, purchaseLimitAssigneesPath } from "~/lib/org-purchase-limits/paths";
import { loadPurchaseLimit } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/purchase-limits/{code} (issue 27, B): code, type, threshold, currency, period, unit, status, the users
 * and user groups it is assigned to, and 'Last changed by … on …'.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.subtitle(data.limit.code) : m.detailsTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadPurchaseLimit(request, context, params.limitCode);
}

export default function PurchaseLimitRoute() {
  const { words, limit, users, groups, lastChanged } = useLoaderData<typeof loader>();
  const facts: Array<[string, string]> = [
    [m.codeLabel, limit.code],
    [m.typeLabel, limit.type],
    [m.thresholdLabel, limit.threshold],
    [m.currencyLabel, limit.currency],
    [m.periodLabel, limit.period],
    [words.unit, limit.unit],
  ];
  return (
    <div className="stack">
      <p>
        <Link to={PURCHASE_LIMITS_PATH}>{m.backToLimits}</Link>
      </p>
      <h1>{m.subtitle(limit.code)}</h1>
      {lastChanged ? <p className="org-last-changed">{lastChanged}</p> : null}
      {limit.unitActive ? null : <p role="status">{m.limitOfDisabledUnit(words.unitLower)}</p>}
      <section aria-labelledby="limit-details" className="stack">
        <h2 id="limit-details">{m.detailsTitle}</h2>
        <dl className="org-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{m.statusLabel}</dt>
            <dd>
              <span className={limit.active ? "org-status" : "org-status org-status--disabled"}>{limit.status}</span>
            </dd>
          </div>
        </dl>
        {limit.kind ? <p className="org-muted">{m.typeHints[limit.kind]}</p> : null}
        {limit.unitActive ? (
          <div className="button-row">
            {limit.active ? (
              <>
                <Link to={editPurchaseLimitPath(limit.code)} className="button button--secondary">
                  {m.edit}
                </Link>
                <Link to={disablePurchaseLimitPath(limit.code)} className="button button--secondary">
                  {m.disable}
                </Link>
              </>
            ) : (
              <Link to={enablePurchaseLimitPath(limit.code)} className="button button--secondary">
                {m.enable}
              </Link>
            )}
          </div>
        ) : null}
        {limit.active ? null : <p>{m.disabledEdit}</p>}
      </section>
      <section aria-labelledby="limit-assignees" className="stack">
        <h2 id="limit-assignees">
          {m.assignees} ({m.assignedUsers(users.length)}, {m.assignedGroups(groups.length)})
        </h2>
        {users.length > 0 ? (
          <>
            <h3>{m.usersTitle}</h3>
            <ul className="org-list">
              {users.map((user) => (
                <li key={user.uid}>
                  {user.name} <span className="org-muted">({user.uid})</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {groups.length > 0 ? (
          <>
            <h3>{m.groupsTitle}</h3>
            <ul className="org-list">
              {groups.map((group) => (
                <li key={group.uid}>
                  <Link to={group.href}>{group.name}</Link> <span className="org-muted">({group.uid})</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <Link to={purchaseLimitAssigneesPath(limit.code)}>{m.manageAssignees}</Link>
        </p>
      </section>
    </div>
  );
}
