import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { loadBudgets } from "~/lib/org-budgets/budgets.server";
import * as m from "~/lib/org-budgets/messages";
import { BUDGETS_PATH, NEW_BUDGET_PATH } from "~/lib/org-budgets/paths";
import { listHref } from "~/lib/pagination";
import { pageTitle } from "~/lib/page-title";

/** /organisation/budgets (issue 27): the budgets of the admin's scope, 50 per page (`?page=`). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.listTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadBudgets(request, context);
}

export default function BudgetsRoute() {
  const { words, budgets, pagination, range } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <div className="org-heading">
        <h1>{m.listHeader(pagination.totalResults)}</h1>
        <Link to={NEW_BUDGET_PATH} className="button button--primary">
          {m.createBudget}
        </Link>
      </div>
      <p>{m.hint}</p>
      {budgets.length === 0 ? (
        <p>{m.emptyList}</p>
      ) : (
        <>
          <p className="org-range">{m.showing(range.from, range.to, range.total)}</p>
          <div className="table-scroll">
            <table className="org-table card-table">
              <thead>
                <tr>
                  <th scope="col">{m.nameLabel}</th>
                  <th scope="col">{m.codeLabel}</th>
                  <th scope="col">{m.amountLabel}</th>
                  <th scope="col">{m.spentLabel}</th>
                  <th scope="col">{m.dateRange}</th>
                  <th scope="col">{words.unit}</th>
                </tr>
              </thead>
              <tbody>
                {budgets.map((budget) => (
                  <tr key={budget.code}>
                    <th scope="row" data-label={m.nameLabel}>
                      <Link to={budget.href}>{budget.name}</Link>
                      {budget.active ? null : <span className="org-status org-status--disabled">{budget.status}</span>}
                    </th>
                    <td data-label={m.codeLabel}>{budget.code}</td>
                    <td data-label={m.amountLabel}>{budget.amount}</td>
                    <td data-label={m.spentLabel}>{budget.spent ?? "—"}</td>
                    <td data-label={m.dateRange}>{budget.dates}</td>
                    <td data-label={words.unit}>{budget.unit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} label={m.budgetsPages} hrefFor={(page) => listHref(BUDGETS_PATH, [], page + 1)} />
    </div>
  );
}
