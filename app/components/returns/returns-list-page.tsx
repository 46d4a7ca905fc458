import { Link } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import * as m from "~/lib/returns/messages";
import { returnsHref } from "~/lib/returns/paths";
import { type loadReturnsList } from "~/lib/returns/returns-list.server";
import { ReturnsFilters } from "./returns-filters";

type ReturnsListData = Awaited<ReturnType<typeof loadReturnsList>>;

/**
 * /my-account/returns: heading, a link to the orders that can be returned, a note when the backend could not apply a
 * filter, the filters, the count, the table (return number → details, order number → the order, date, status,
 * refund) and the pages (5 page links with previous and next). Styles: the order history's (order-history.css).
 */
export function ReturnsListPage(data: ReturnsListData) {
  const { range, currentPage, totalPages, returns } = data;
  return (
    <div className="order-history">
      <div className="order-history__header">
        <h1>{m.listTitle}</h1>
        <Link to="/my-account/orders?returns=true" className="order-history__replenishments">
          {m.startReturnLink}
        </Link>
      </div>
      <p>{m.listIntro}</p>
      {data.ignoredFilters.length > 0 ? (
        <div className="order-history__notice" role="note">
          <p>{m.filtersIgnored(data.ignoredFilters)}</p>
        </div>
      ) : null}
      <ReturnsFilters values={data.values} errors={data.errors} options={data.options} selectedSort={data.selectedSort} dateRange={data.dateRange} />
      <section className="order-history__results" aria-labelledby="returns-count">
        <p id="returns-count" className="order-history__count" role="status">
          {range.total > 0 ? m.showingCount(range.from, range.to, range.total) : data.filtered ? m.noMatchingReturns : m.noReturnsYet}
        </p>
        {returns.length > 0 ? (
          <div className="order-history__scroll">
            <table className="order-history__table">
              <caption className="visually-hidden">{m.caption(range.total, currentPage + 1, totalPages)}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.columns.rma}</th>
                  <th scope="col">{m.columns.order}</th>
                  <th scope="col">{m.columns.date}</th>
                  <th scope="col">{m.columns.status}</th>
                  <th scope="col" className="order-history__total">
                    {m.columns.refund}
                  </th>
                </tr>
              </thead>
              <tbody>
                {returns.map((row) => (
                  <tr key={row.rma}>
                    <th scope="row">
                      <Link to={row.href}>{row.rma}</Link>
                    </th>
                    <td>{row.orderHref ? <Link to={row.orderHref}>{row.orderCode}</Link> : null}</td>
                    <td>{row.requestedIso ? <time dateTime={row.requestedIso}>{row.requestedOn}</time> : row.requestedOn}</td>
                    <td>{row.status}</td>
                    <td className="order-history__total">{row.refund || <span className="order-history__none">{m.noRefund}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pagination currentPage={currentPage} totalPages={totalPages} label={m.paginationLabel} hrefFor={(page) => returnsHref(data.values, page + 1)} />
      </section>
    </div>
  );
}
