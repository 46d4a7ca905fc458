import { Link } from "@remix-run/react";
import { type OrderHistoryRow } from "~/lib/order-history/order-history.server";
import { ORDER_HISTORY_PATH } from "~/lib/order-history/history-href";
import * as historyMessages from "~/lib/order-history/messages";

/** The home page's 3 most recent orders: number (linking to the order), date, status and total; or the empty state. */
export function RecentOrders({ orders }: { orders: readonly OrderHistoryRow[] }) {
  return (
    <section className="recent-orders" aria-labelledby="recent-orders-title">
      <h2 id="recent-orders-title">{historyMessages.recentTitle}</h2>
      {orders.length === 0 ? (
        <p>{historyMessages.recentEmpty}</p>
      ) : (
        <>
          <ul className="recent-orders__list">
            {orders.map((order) => (
              <li key={order.code} className="recent-orders__item">
                <Link to={order.href} aria-label={historyMessages.orderLinkLabel(order.code)}>
                  {order.code}
                </Link>
                <span className="recent-orders__meta">
                  {order.placedIso ? <time dateTime={order.placedIso}>{order.placedOn}</time> : order.placedOn}
                </span>
                <span>{order.status}</span>
                <span>{order.total}</span>
              </li>
            ))}
          </ul>
          <Link to={ORDER_HISTORY_PATH}>{historyMessages.recentAll}</Link>
        </>
      )}
    </section>
  );
}
