import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsumptionBar } from "~/components/org-budgets/consumption-bar";
import { loadBudget } from "~/lib/org-budgets/budgets.server";
import * as m from "~/lib/org-budgets/messages";
import { BUDGETS_PATH, disableBudgetPath, editBudgetPath, enableBudgetPath } from "~/lib/org-budgets/paths";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/budgets/{code} (issue 27): amount, spent, remaining (a server-rendered SVG bar with its text
 * equivalent), dates, currency, unit, status, the cost centres holding it and 'Last changed by … on …'.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.subtitle(data.budget.name) : m.detailsTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadBudget(request, context, params.budgetCode);
}

export default function BudgetRoute() {
  const { words, budget, consumption, costCentres, lastChanged } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <p>
        <Link to={BUDGETS_PATH}>{m.backToBudgets}</Link>
      </p>
      <h1>{m.subtitle(budget.name)}</h1>
      {lastChanged ? <p className="org-last-changed">{lastChanged}</p> : null}
      {budget.active ? null : <p role="status">{m.disabledEdit}</p>}
      <section aria-labelledby="budget-consumption" className="stack">
        <h2 id="budget-consumption">{m.consumptionTitle}</h2>
        {consumption ? <ConsumptionBar {...consumption} /> : <p>{m.consumptionUnknown}</p>}
        <p className="org-muted">{m.consumptionHint}</p>
      </section>
      <section aria-labelledby="budget-details" className="stack">
        <h2 id="budget-details">{m.detailsTitle}</h2>
        <dl className="org-facts">
          <div>
            <dt>{m.codeLabel}</dt>
            <dd>{budget.code}</dd>
          </div>
          <div>
            <dt>{m.nameLabel}</dt>
            <dd>{budget.name}</dd>
          </div>
          <div>
            <dt>{m.amountLabel}</dt>
            <dd>{budget.amount}</dd>
          </div>
          <div>
            <dt>{m.currencyLabel}</dt>
            <dd>{budget.currency}</dd>
          </div>
          <div>
            <dt>{m.startLabel}</dt>
            <dd>
              <time dateTime={budget.startDate}>{budget.startDate}</time>
            </dd>
          </div>
          <div>
            <dt>{m.endLabel}</dt>
            <dd>
              <time dateTime={budget.endDate}>{budget.endDate}</time>
            </dd>
          </div>
          <div>
            <dt>{words.unit}</dt>
            <dd>{budget.unit}</dd>
          </div>
          <div>
            <dt>{m.statusLabel}</dt>
            <dd>
              <span className={budget.active ? "org-status" : "org-status org-status--disabled"}>{budget.status}</span>
            </dd>
          </div>
        </dl>
        <div className="button-row">
          {budget.active ? (
            <>
              <Link to={editBudgetPath(budget.code)} className="button button--secondary">
                {m.edit}
              </Link>
              <Link to={disableBudgetPath(budget.code)} className="button button--secondary">
                {m.disable}
              </Link>
            </>
          ) : (
            <Link to={enableBudgetPath(budget.code)} className="button button--secondary">
              {m.enable}
            </Link>
          )}
        </div>
      </section>
      <section aria-labelledby="budget-cost-centres" className="stack">
        <h2 id="budget-cost-centres">
          {m.costCentersTitle} ({costCentres.length})
        </h2>
        {costCentres.length === 0 ? (
          <p>{m.noCostCentres}</p>
        ) : (
          <ul className="org-list">
            {costCentres.map((centre) => (
              <li key={centre.code}>
                <Link to={centre.href}>{centre.name}</Link> <span className="org-muted">({centre.code}{centre.unit ? `, ${centre.unit}` : ""})</span>
                {centre.active ? null : <span className="org-status org-status--disabled">{centre.status}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
