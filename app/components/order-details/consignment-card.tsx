import * as m from "~/lib/order-details/messages";
import { type ConsignmentView } from "~/lib/order-details/order-details-view";

/**
 * One shipment (SAP consignment, spec part 2 §4 consignment statuses): status and since when, where it ships from,
 * carrier, tracking number and link, shipped and delivered dates, its items and quantities, the tracking history.
 */
export function ConsignmentCard({ consignment, index, total }: { consignment: ConsignmentView; index: number; total: number }) {
  const headingId = `shipment-${consignment.code}`;
  return (
    <section className="shipment" aria-labelledby={headingId}>
      <h3 id={headingId} className="shipment__title">
        {m.shipmentHeading(index + 1, total)}: {consignment.statusName}
      </h3>
      <dl className="summary-list shipment__facts">
        <div className="summary-list__row">
          <dt>{m.shipmentStatusLabel}</dt>
          <dd>
            <span className="shipment__status">{consignment.statusName}</span>
            {consignment.statusDate ? ` (${m.statusSinceLabel.toLowerCase()} ${consignment.statusDate})` : null}
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>{m.shipmentReferenceLabel}</dt>
          <dd>{consignment.code}</dd>
        </div>
        {consignment.warehouse ? (
          <div className="summary-list__row">
            <dt>{m.shipsFromLabel}</dt>
            <dd>{consignment.warehouse}</dd>
          </div>
        ) : null}
        {consignment.carrier ? (
          <div className="summary-list__row">
            <dt>{m.carrierLabel}</dt>
            <dd>{consignment.carrier}</dd>
          </div>
        ) : null}
        {consignment.trackingNumber ? (
          <div className="summary-list__row">
            <dt>{m.trackingNumberLabel}</dt>
            <dd>
              <span className="shipment__tracking-number">{consignment.trackingNumber}</span>
              {consignment.trackingUrl ? (
                <>
                  {" "}
                  <a href={consignment.trackingUrl} className="shipment__track-link print-hidden" rel="noopener noreferrer" target="_blank">
                    {m.trackShipment}
                    <span className="visually-hidden">{m.trackShipmentHidden(consignment.carrier ?? "")}</span>
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {consignment.shippedOn ? (
          <div className="summary-list__row">
            <dt>{m.shippedOnLabel}</dt>
            <dd>{consignment.shippedOn}</dd>
          </div>
        ) : null}
        {consignment.deliveredOn ? (
          <div className="summary-list__row">
            <dt>{m.deliveredOnLabel}</dt>
            <dd>{consignment.deliveredOn}</dd>
          </div>
        ) : null}
      </dl>
      <table className="order-items shipment__items">
        <caption className="shipment__caption">{m.shipmentItemsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{m.shipmentItemColumn}</th>
            <th scope="col">{m.shipmentQuantityColumn}</th>
          </tr>
        </thead>
        <tbody>
          {consignment.items.map((item) => (
            <tr key={item.key}>
              <th scope="row" className="shipment__item">
                <span className="order-items__text">
                  <span className="order-items__name">{item.name}</span>
                  <span className="order-items__code">{item.code}</span>
                  {item.variant ? <span className="order-items__variant">{item.variant}</span> : null}
                </span>
              </th>
              <td data-label={m.shipmentQuantityColumn}>{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {consignment.tracking && "error" in consignment.tracking ? (
        <p className="shipment__tracking-error" role="status">
          {consignment.tracking.error}
        </p>
      ) : null}
      {consignment.tracking && "events" in consignment.tracking && consignment.tracking.events.length > 0 ? (
        <details className="shipment__history">
          <summary>{m.trackingHistoryTitle}</summary>
          <table className="order-items">
            <thead>
              <tr>
                <th scope="col">{m.trackingDateColumn}</th>
                <th scope="col">{m.trackingLocationColumn}</th>
                <th scope="col">{m.trackingDetailColumn}</th>
              </tr>
            </thead>
            <tbody>
              {consignment.tracking.events.map((event, n) => (
                <tr key={`${n}-${event.date}`}>
                  <td>{event.date}</td>
                  <td>{event.location}</td>
                  <td>{event.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </section>
  );
}
