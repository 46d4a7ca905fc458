import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/org-purchase-limits/messages";
import { NEW_PURCHASE_LIMIT_PATH, PURCHASE_LIMITS_PATH } from "~/lib/org-purchase-limits/paths";
import { loadPurchaseLimits } from "~/lib/org-purchase-limits/purchase-limits.server";
import { listHref } from "~/lib/pagination";
import { pageTitle } from "~/lib/page-title";

/** /organisation/purchase-limits (issue 27, B): the purchase limits of the admin's scope, 50 per page (`?page=`). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.listTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPurchaseLimits(request, context);
}

export default function PurchaseLimitsRoute() {
  const { words, limits, pagination, range } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <div className="org-heading">
        <h1>{m.listHeader(pagination.totalResults)}</h1>
        <Link to={NEW_PURCHASE_LIMIT_PATH} className="button button--primary">
          {m.createLimit}
        </Link>
      </div>
      <p>{m.hint}</p>
      {limits.length === 0 ? (
        <p>{m.emptyList}</p>
      ) : (
        <>
          <p className="org-range">{m.showing(range.from, range.to, range.total)}</p>
          <div className="table-scroll">
            <table className="org-table card-table">
              <thead>
                <tr>
                  <th scope="col">{m.codeLabel}</th>
                  <th scope="col">{m.typeLabel}</th>
                  <th scope="col">{m.thresholdLabel}</th>
                  <th scope="col">{m.periodLabel}</th>
                  <th scope="col">{words.unit}</th>
                  <th scope="col">{m.statusLabel}</th>
                </tr>
              </thead>
              <tbody>
                {limits.map((limit) => (
                  <tr key={limit.code}>
                    <th scope="row" data-label={m.codeLabel}>
                      <Link to={limit.href}>{limit.code}</Link>
                    </th>
                    <td data-label={m.typeLabel}>{limit.type}</td>
                    <td data-label={m.thresholdLabel}>{limit.threshold}</td>
                    <td data-label={m.periodLabel}>{limit.period}</td>
                    <td data-label={words.unit}>{limit.unit}</td>
                    <td data-label={m.statusLabel}>
                      <span className={limit.active ? "org-status" : "org-status org-status--disabled"}>{limit.status}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} label={m.limitsPages} hrefFor={(page) => listHref(PURCHASE_LIMITS_PATH, [], page + 1)} />
    </div>
  );
}
