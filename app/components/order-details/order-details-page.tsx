import { Link } from "@remix-run/react";
import { PrintButton } from "~/components/order/print-button";
import { OrderDelivery, OrderTotals, ReorderForm } from "~/components/order/order-parts";
import { ProductImage } from "~/components/product/product-image";
import { SummaryFact } from "~/components/summary-fact";
import * as m from "~/lib/order-details/messages";
import { type OrderDetailsEntryView, type OrderDetailsView } from "~/lib/order-details/order-details-view";
import * as orderMessages from "~/lib/orders/messages";
import { ConsignmentCard } from "./consignment-card";

const orderPath = (code: string) => `/my-account/order/${encodeURIComponent(code)}`;


function EntriesTable({ entries, caption, showBundle }: { entries: OrderDetailsEntryView[]; caption: string; showBundle: boolean }) {
  return (
    <table className="order-items">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.productColumn}</th>
          <th scope="col">{orderMessages.quantityLabel}</th>
          <th scope="col">{orderMessages.unitPriceLabel}</th>
          <th scope="col">{orderMessages.lineTotalLabel}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.key} className="order-items__row">
            <th scope="row" className="order-items__product">
              <ProductImage url={entry.imageUrl} alt={entry.imageAlt} width={64} height={64} className="order-items__image" />
              <span className="order-items__text">
                <span className="order-items__name">{entry.name}</span>
                <span className="order-items__code">{entry.code}</span>
                {showBundle && entry.bundleName ? (
                  <span className="order-items__variant">
                    {m.bundleLabel}: {entry.bundleName}
                  </span>
                ) : null}
                {entry.variant.map((line) => (
                  <span key={line} className="order-items__variant">
                    {line}
                  </span>
                ))}
              </span>
            </th>
            <td data-label={orderMessages.quantityLabel}>
              {entry.quantity}
              {entry.cancelledQuantity > 0 ? <span className="order-items__cancelled">{m.cancelledQuantity(entry.cancelledQuantity)}</span> : null}
            </td>
            <td data-label={orderMessages.unitPriceLabel}>{entry.unitPrice}</td>
            <td data-label={orderMessages.lineTotalLabel}>{entry.lineTotal}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /my-account/order/{code} (spec part 2 §2 "order details"; issue 23). `print`: the printable version (no JS needed). */
export function OrderDetailsPage({ details, print }: { details: OrderDetailsView; print: boolean }) {
  const { order, actions } = details;
  const path = orderPath(order.code);
  return (
    <article className={`order-details${print ? " order-details--print" : ""}`} aria-labelledby="order-details-title">
      <p className="order-details__back print-hidden">
        <Link to={print ? path : "/my-account/orders"}>{print ? m.backToOrder : m.backToOrders}</Link>
      </p>
      <div className="po-banner order-details__banner">
        <h1 id="order-details-title">{m.pageTitle(order.code)}</h1>
        <dl className="po-banner__facts">
          <div className="po-banner__fact">
            <dt>{m.statusLabel}</dt>
            <dd className="order-details__status">{details.statusLabel}</dd>
          </div>
          {order.placedOn ? (
            <div className="po-banner__fact">
              <dt>{m.placedOnLabel}</dt>
              <dd>{order.placedOn}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {print ? (
        <div className="order-details__print-hint print-hidden">
          <p>{m.printHint}</p>
          <PrintButton />
        </div>
      ) : null}
      {details.viewedAsUnit && details.unit ? <p className="order-details__unit-note">{m.unitOrderNote(details.unit)}</p> : null}

      {print ? null : (
        <nav className="order-details__actions print-hidden" aria-label={m.actionsTitle}>
          <ul className="button-row">
            {actions.cancel ? (
              <li>
                <Link to={`${path}/cancel`} className="button button--secondary">
                  {m.cancelItems}
                </Link>
              </li>
            ) : null}
            {actions.amend ? (
              <li>
                <Link to={`${path}/amend`} className="button button--secondary">
                  {m.amendOrder}
                </Link>
              </li>
            ) : null}
            {actions.returnOrExchange ? (
              <li>
                <Link to={`${path}/return`} className="button button--secondary">
                  {m.returnOrExchange}
                </Link>
              </li>
            ) : null}
            {actions.poNumber ? (
              <li>
                <Link to={`${path}/purchase-order`} className="button button--secondary">
                  {m.changePoNumber}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={`${path}?print=1`} className="button button--secondary">
                {m.printableVersion}
              </Link>
            </li>
            <li>
              <PrintButton />
            </li>
          </ul>
        </nav>
      )}

      <section className="order-section" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title">{m.summaryTitle}</h2>
        <dl className="summary-list">
          {details.placedBy ? <SummaryFact label={m.placedByLabel}>{details.placedBy}</SummaryFact> : null}
          {details.placedFor ? <SummaryFact label={m.placedForLabel}>{details.placedFor}</SummaryFact> : null}
          {details.channel ? <SummaryFact label={m.channelLabel}>{details.channel}</SummaryFact> : null}
          {details.replenishmentCode ? <SummaryFact label={m.replenishmentLabel}>{details.replenishmentCode}</SummaryFact> : null}
          {details.unit ? <SummaryFact label={m.unitLabel}>{details.unit}</SummaryFact> : null}
          {order.payment?.kind === "account" && order.payment.costCentre ? <SummaryFact label={orderMessages.costCentreLabel}>{order.payment.costCentre}</SummaryFact> : null}
          {order.payment?.kind === "account" && order.payment.poNumber ? <SummaryFact label={orderMessages.poNumberLabel}>{order.payment.poNumber}</SummaryFact> : null}
          {order.payment ? <SummaryFact label={orderMessages.paymentMethodLabel}>{order.payment.label}</SummaryFact> : null}
          {order.payment?.kind === "card" ? (
            <SummaryFact label={orderMessages.cardLabel}>
              {order.payment.cardType} {order.payment.cardNumber}
              {order.payment.expiry ? `, ${order.payment.expiry}` : ""}
            </SummaryFact>
          ) : null}
          {details.amendedOn ? <SummaryFact label={m.amendedOnLabel}>{details.amendedOn}</SummaryFact> : null}
          {order.urgentReason ? <SummaryFact label={orderMessages.urgentReasonLabel}>{order.urgentReason}</SummaryFact> : null}
        </dl>
      </section>

      {details.approval ? (
        <section className="order-section" aria-labelledby="order-approval-title">
          <h2 id="order-approval-title">{m.approvalTitle}</h2>
          <p>
            {details.approval.state === "pending"
              ? m.approvalPending
              : details.approval.state === "approved"
                ? m.approvalApproved(details.approval.decidedBy ?? "", details.approval.decidedOn ?? "")
                : m.approvalRejected(details.approval.decidedBy ?? "", details.approval.decidedOn ?? "")}{" "}
            {details.approval.exceeded ? m.approvalExceeded(details.approval.exceeded) : null}
          </p>
          {details.approval.reason || details.approval.comment ? (
            <dl className="summary-list">
              {details.approval.reason ? <SummaryFact label={m.approvalReasonLabel}>{details.approval.reason}</SummaryFact> : null}
              {details.approval.comment ? <SummaryFact label={m.approvalCommentLabel}>{details.approval.comment}</SummaryFact> : null}
            </dl>
          ) : null}
        </section>
      ) : null}

      <section className="order-section" aria-labelledby="order-shipments-title">
        <h2 id="order-shipments-title">{m.shipmentsTitle}</h2>
        {details.consignments.length === 0 ? (
          <p>{details.willShip ? m.noShipmentsYet : m.noShipmentsEver}</p>
        ) : (
          <div className="shipments">
            {details.consignments.map((consignment, index) => (
              <ConsignmentCard key={consignment.code} consignment={consignment} index={index} total={details.consignments.length} />
            ))}
          </div>
        )}
      </section>

      <section className="order-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{m.itemsTitle}</h2>
        {details.packs.map((pack) => (
          <section key={pack.packId} className="order-pack" aria-labelledby={`order-pack-${pack.packId}`}>
            <h3 id={`order-pack-${pack.packId}`}>{m.packItemsTitle(pack.name, pack.typeLabel)}</h3>
            <EntriesTable entries={pack.entries} caption={pack.name} showBundle />
          </section>
        ))}
        {details.entries.length > 0 ? <EntriesTable entries={details.entries} caption={m.itemsTitle} showBundle={false} /> : null}
      </section>

      {details.cancellations.length > 0 ? (
        <section className="order-section" aria-labelledby="order-cancellations-title">
          <h2 id="order-cancellations-title">{m.cancellationsTitle}</h2>
          <ul className="order-details__cancellations">
            {details.cancellations.map((cancellation, index) => (
              <li key={`${index}-${cancellation.date}`}>
                <strong>{m.cancellationOn(cancellation.date)}</strong>
                {cancellation.reason ? ` (${cancellation.reason})` : null}. {m.cancellationItems(cancellation.items)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="order-columns">
        <OrderDelivery order={order} />
        <OrderTotals order={order} />
      </div>

      {actions.reorder && !print ? <ReorderForm action={orderPath(order.code)} /> : null}
    </article>
  );
}
