import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StatementForm } from "~/components/finance-documents/statement-form";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/finance-statements/messages";
import { STATEMENTS_PATH } from "~/lib/finance-statements/paths";
import { loadStatements, submitStatement } from "~/lib/finance-statements/statements.server";
import { listHref } from "~/lib/pagination";
import { pageTitle } from "~/lib/page-title";

/**
 * /organisation/finance/statements (issue 28, H2): the Statements tab — request a statement for a unit and a month or
 * a date range, and the list of statements (opening and closing balances, PDF download). Only when the caller's unit
 * has the statements flag (spec part 2 §6); otherwise not found. Finance users only (403 for anybody else).
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.title, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await loadStatements(request, context);
  return { ...data, today: new Date().toISOString().slice(0, 10) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitStatement(request, context);
}

export default function StatementsRoute() {
  const { units, months, values, statements, pagination, range, formKey, today } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="stack">
      <h2 className="visually-hidden">{m.title}</h2>
      <p>{m.intro}</p>
      <section aria-labelledby="statement-request-heading" className="stack narrow">
        <h3 id="statement-request-heading">{m.requestHeading}</h3>
        <StatementForm lastResult={lastResult} values={values} units={units} months={months} formKey={formKey} today={today} />
      </section>
      <section aria-labelledby="statement-list-heading" className="stack">
        <h3 id="statement-list-heading">{m.listHeading}</h3>
        {statements.length === 0 ? (
          <p>{m.emptyList}</p>
        ) : (
          <>
            <p className="org-range">{m.showing(range.from, range.to, range.total)}</p>
            <div className="table-scroll">
              <table className="org-table card-table">
                <thead>
                  <tr>
                    <th scope="col">{m.idColumn}</th>
                    <th scope="col">{m.unitColumn}</th>
                    <th scope="col">{m.periodColumn}</th>
                    <th scope="col" className="numeric">
                      {m.openingColumn}
                    </th>
                    <th scope="col" className="numeric">
                      {m.closingColumn}
                    </th>
                    <th scope="col">{m.requestedColumn}</th>
                    <th scope="col">{m.downloadColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {statements.map((statement) => (
                    <tr key={statement.id}>
                      <th scope="row" data-label={m.idColumn}>
                        {statement.id}
                      </th>
                      <td data-label={m.unitColumn}>{statement.unit}</td>
                      <td data-label={m.periodColumn}>{statement.period}</td>
                      <td data-label={m.openingColumn} className="numeric">
                        {statement.opening}
                      </td>
                      <td data-label={m.closingColumn} className="numeric">
                        {statement.closing}
                      </td>
                      <td data-label={m.requestedColumn}>{statement.requested}</td>
                      <td data-label={m.downloadColumn}>
                        <a href={statement.pdfHref} aria-label={m.downloadOf(statement.id)} download>
                          {m.download}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} label={m.statementsPages} hrefFor={(page) => listHref(STATEMENTS_PATH, [], page + 1)} />
      </section>
    </div>
  );
}
