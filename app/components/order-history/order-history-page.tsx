import { Link } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { historyHref } from "~/lib/order-history/history-href";
import { pageHeading } from "~/lib/order-history/history-heading";
import { type loadOrderHistory } from "~/lib/order-history/order-history.server";
import * as historyMessages from "~/lib/order-history/messages";
import { OrderHistoryFilters } from "./order-history-filters";
import { OrderHistoryTable } from "./order-history-table";
import { OrderHistoryTabs } from "./order-history-tabs";

type OrderHistoryData = Awaited<ReturnType<typeof loadOrderHistory>>;

/**
 * The order history page: heading (the returns view says what it lists), the tabs for unit order viewers, the link to
 * scheduled replenishments, a note when the backend could not apply a filter, the filters, the count, the table and
 * the pages (5 page links with previous and next).
 */
export function OrderHistoryPage(data: OrderHistoryData) {
  const { view, returns, range, currentPage, totalPages, orders } = data;
  const emptyText =
    view === "units"
      ? historyMessages.noUnitOrders
      : returns && !data.returnsIgnored
        ? historyMessages.noReturnableOrders
        : data.filtered
          ? historyMessages.noMatchingOrders
          : historyMessages.noOrdersYet;
  return (
    <div className="order-history">
      <div className="order-history__header">
        <h1>{pageHeading(data)}</h1>
        {view === "mine" ? (
          <Link to="/my-account/my-replenishments" className="order-history__replenishments">
            {historyMessages.replenishmentsLink}
          </Link>
        ) : null}
      </div>
      {data.unitViewer ? <OrderHistoryTabs view={view} /> : null}
      {view === "units" ? <p>{historyMessages.unitsIntro}</p> : null}
      {returns ? (
        <p>
          {data.returnsIgnored ? historyMessages.returnsIgnored : historyMessages.returnsIntro} <Link to={historyHref("mine", {})}>{historyMessages.allOrdersLink}</Link>
        </p>
      ) : null}
      {data.ignoredFilters.length > 0 ? (
        <div className="order-history__notice" role="note">
          <p>{historyMessages.filtersIgnored(data.ignoredFilters)}</p>
        </div>
      ) : null}
      <OrderHistoryFilters
        view={view}
        returns={returns}
        values={data.values}
        errors={data.errors}
        options={data.options}
        selectedSort={data.selectedSort}
        dateRange={data.dateRange}
      />
      <section className="order-history__results" aria-labelledby="order-history-count">
        <p id="order-history-count" className="order-history__count" role="status">
          {range.total > 0 ? historyMessages.showingCount(range.from, range.to, range.total) : emptyText}
        </p>
        {orders.length > 0 ? (
          <OrderHistoryTable rows={orders} view={view} caption={historyMessages.caption(range.total, currentPage + 1, totalPages)} returns={returns} />
        ) : null}
        <Pagination
          currentPage={currentPage}
          totalPages={totalPages}
          label={historyMessages.paginationLabel}
          hrefFor={(page) => historyHref(view, data.values, page + 1, returns)}
        />
      </section>
    </div>
  );
}
