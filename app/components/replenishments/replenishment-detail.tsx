import { Link } from "@remix-run/react";
import * as messages from "~/lib/replenishments/messages";
import { type PlacedOrderView, type ReplenishmentDetailView } from "~/lib/replenishments/replenishment-view";

/** The schedule: status, next and first date, frequency, cost centre, PO number, payment type, total per order. */
export function ReplenishmentSummary({ replenishment }: { replenishment: ReplenishmentDetailView }) {
  const rows: [string, string | null][] = [
    [messages.statusLabel, replenishment.status],
    [messages.nextDateLabel, replenishment.active ? (replenishment.nextDate ?? messages.noNextDate) : null],
    [messages.cancelledOnLabel, replenishment.cancelledOn],
    [messages.frequencyLabel, replenishment.frequency],
    [messages.firstDateLabel, replenishment.firstDate],
    [messages.costCentreLabel, replenishment.costCentre],
    [messages.poNumberLabel, replenishment.poNumber],
    [messages.paymentTypeLabel, replenishment.paymentType],
    [messages.totalLabel, replenishment.total],
  ];
  return (
    <section aria-labelledby="replenishment-schedule">
      <h2 id="replenishment-schedule">{messages.scheduleTitle}</h2>
      <dl className="summary-list">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
          .map(([label, value]) => (
            <div className="summary-list__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

export function ReplenishmentEntries({ entries }: { entries: ReplenishmentDetailView["entries"] }) {
  return (
    <section aria-labelledby="replenishment-items">
      <h2 id="replenishment-items">{messages.itemsTitle}</h2>
      <div className="table-scroll">
        <table className="order-items">
          <thead>
            <tr>
              <th scope="col">{messages.productColumn}</th>
              <th scope="col">{messages.productCodeColumn}</th>
              <th scope="col">{messages.quantityColumn}</th>
              <th scope="col">{messages.unitPriceColumn}</th>
              <th scope="col">{messages.lineTotalColumn}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">{entry.url ? <Link to={entry.url}>{entry.name}</Link> : entry.name}</th>
                <td>{entry.code}</td>
                <td>{entry.quantity}</td>
                <td>{entry.unitPrice}</td>
                <td>{entry.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The orders the schedule placed, each linking to its order page. */
export function PlacedOrdersTable({ orders, total, orderHref }: { orders: readonly PlacedOrderView[]; total: number; orderHref: (code: string) => string }) {
  return (
    <div className="table-scroll">
      <table className="order-items">
        <caption className="visually-hidden">{messages.ordersCaption(total)}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.orderNumberColumn}</th>
            <th scope="col">{messages.placedColumn}</th>
            <th scope="col">{messages.orderStatusColumn}</th>
            <th scope="col">{messages.orderTotalColumn}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.code}>
              <th scope="row">
                <Link to={orderHref(order.code)}>{order.code}</Link>
              </th>
              <td>{order.placedOn ?? ""}</td>
              <td>{order.status}</td>
              <td>{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
