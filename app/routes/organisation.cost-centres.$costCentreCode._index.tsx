import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadCostCentre } from "~/lib/org-cost-centres/cost-centres.server";
import * as m from "~/lib/org-cost-centres/messages";
import {
  COST_CENTRES_PATH,
  costCentreBudgetsPath,
  disableCostCentrePath,
  editCostCentrePath,
  enableCostCentrePath,
  removeCostCentrePath,
} from "~/lib/org-cost-centres/paths";
import { userPath } from "~/lib/org-users/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/cost-centres/{code} (issue 27, helper A): code, name, currency, unit, status, the linked budgets
 * (read-only here; 'Manage budgets' links and unlinks them) and the users who may charge it, and 'Last changed by … on …'.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.subtitle(data.costCentre.name) : m.detailsTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCostCentre(request, context, params.costCentreCode);
}

export default function CostCentreRoute() {
  const { words, costCentre, budgets, users, lastChanged } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <p>
        <Link to={COST_CENTRES_PATH}>{m.backToList}</Link>
      </p>
      <h1>{m.subtitle(costCentre.name)}</h1>
      {lastChanged ? <p className="org-last-changed">{lastChanged}</p> : null}
      {costCentre.active ? null : <p role="status">{costCentre.unitActive ? m.disabledEdit : m.disabledEnable(words.unitLower)}</p>}
      <section aria-labelledby="cost-centre-details" className="stack">
        <h2 id="cost-centre-details">{m.detailsTitle}</h2>
        <dl className="org-facts">
          <div>
            <dt>{m.codeLabel}</dt>
            <dd>{costCentre.code}</dd>
          </div>
          <div>
            <dt>{m.nameLabel}</dt>
            <dd>{costCentre.name}</dd>
          </div>
          <div>
            <dt>{m.currencyLabel}</dt>
            <dd>{costCentre.currency}</dd>
          </div>
          <div>
            <dt>{words.unit}</dt>
            <dd>{costCentre.unit}</dd>
          </div>
          <div>
            <dt>{m.statusLabel}</dt>
            <dd>
              <span className={costCentre.active ? "org-status" : "org-status org-status--disabled"}>{costCentre.status}</span>
            </dd>
          </div>
        </dl>
        <div className="button-row">
          {costCentre.active ? (
            <>
              <Link to={editCostCentrePath(costCentre.code)} className="button button--secondary">
                {m.edit}
              </Link>
              <Link to={disableCostCentrePath(costCentre.code)} className="button button--secondary">
                {m.disable}
              </Link>
            </>
          ) : costCentre.unitActive ? (
            <Link to={enableCostCentrePath(costCentre.code)} className="button button--secondary">
              {m.enable}
            </Link>
          ) : null}
          {costCentre.unitActive ? (
            <Link to={removeCostCentrePath(costCentre.code)} className="button button--secondary">
              {m.removeLabel}
            </Link>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="cost-centre-budgets" className="stack">
        <h2 id="cost-centre-budgets">
          {m.budgetsTitle} ({budgets.length})
        </h2>
        {budgets.length === 0 ? (
          <p>{m.noBudgets}</p>
        ) : (
          <div className="table-scroll">
            <table className="org-table card-table">
              <thead>
                <tr>
                  <th scope="col">{m.budgetName}</th>
                  <th scope="col">{m.budgetCode}</th>
                  <th scope="col">{m.budgetAmount}</th>
                  <th scope="col">{m.budgetDates}</th>
                  <th scope="col">{m.statusLabel}</th>
                </tr>
              </thead>
              <tbody>
                {budgets.map((budget) => (
                  <tr key={budget.code}>
                    <th scope="row" data-label={m.budgetName}>
                      {budget.name}
                    </th>
                    <td data-label={m.budgetCode}>{budget.code}</td>
                    <td data-label={m.budgetAmount}>{budget.amount}</td>
                    <td data-label={m.budgetDates}>{budget.dates}</td>
                    <td data-label={m.statusLabel}>
                      <span className={budget.active ? "org-status" : "org-status org-status--disabled"}>{budget.status}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p>
          <Link to={costCentreBudgetsPath(costCentre.code)}>{m.manageBudgets}</Link>
        </p>
      </section>
      <section aria-labelledby="cost-centre-users" className="stack">
        <h2 id="cost-centre-users">
          {m.usersTitle} ({users.length})
        </h2>
        {users.length === 0 ? (
          <p>{m.noUsers}</p>
        ) : (
          <ul className="org-list">
            {users.map((user) => (
              <li key={user.uid}>
                <Link to={userPath(user.pk)}>{user.name}</Link> <span className="org-muted">({user.uid})</span>
                {user.isDefault ? <span className="org-muted"> — {m.defaultMark}</span> : null}
                {user.active ? null : <span className="org-status org-status--disabled">Disabled</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
