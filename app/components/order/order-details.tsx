import { ProductImage } from "~/components/product/product-image";
import * as orderMessages from "~/lib/orders/messages";
import { type OrderView } from "~/lib/orders/order-view";
import { AddressBlock, OrderDelivery, OrderTotals, ReorderForm } from "./order-parts";
import { PrintButton } from "./print-button";

/** The order confirmation (spec part 2 §2 "order confirmation"): code, status, items, delivery, payment, totals. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <article className="order-confirmation" aria-labelledby="order-confirmation-title">
      <h1 id="order-confirmation-title">{orderMessages.orderThanks}</h1>
      <dl className="summary-list order-confirmation__facts">
        <div className="summary-list__row">
          <dt>{orderMessages.orderNumberLabel}</dt>
          <dd className="order-confirmation__code">{order.code}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{orderMessages.orderStatusLabel}</dt>
          <dd>{order.statusLabel}</dd>
        </div>
        {order.placedOn ? (
          <div className="summary-list__row">
            <dt>{orderMessages.orderDateLabel}</dt>
            <dd>{order.placedOn}</dd>
          </div>
        ) : null}
      </dl>
      {order.placedFor ? <p>{orderMessages.orderPlacedFor(order.placedFor)}</p> : null}
      <div className="button-row order-confirmation__actions">
        <PrintButton />
      </div>

      <section aria-labelledby="order-items-title" className="order-section">
        <h2 id="order-items-title">{orderMessages.orderItemsTitle}</h2>
        <table className="order-items">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Product</span>
              </th>
              <th scope="col">{orderMessages.quantityLabel}</th>
              <th scope="col">{orderMessages.unitPriceLabel}</th>
              <th scope="col">{orderMessages.lineTotalLabel}</th>
            </tr>
          </thead>
          <tbody>
            {order.entries.map((entry) => (
              <tr key={entry.key} className="order-items__row">
                <th scope="row" className="order-items__product">
                  <ProductImage url={entry.imageUrl} alt={entry.imageAlt} width={64} height={64} className="order-items__image" />
                  <span className="order-items__text">
                    <span className="order-items__name">{entry.name}</span>
                    <span className="order-items__code">{entry.code}</span>
                    {entry.variant.map((line) => (
                      <span key={line} className="order-items__variant">
                        {line}
                      </span>
                    ))}
                  </span>
                </th>
                <td data-label={orderMessages.quantityLabel}>{entry.quantity}</td>
                <td data-label={orderMessages.unitPriceLabel}>{entry.unitPrice}</td>
                <td data-label={orderMessages.lineTotalLabel}>{entry.lineTotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="order-columns">
        <OrderDelivery order={order} showUrgentReason />

        <section aria-labelledby="order-payment-title" className="order-section">
          <h2 id="order-payment-title">{orderMessages.orderPaymentTitle}</h2>
          {order.payment ? (
            <dl className="summary-list">
              <div className="summary-list__row">
                <dt>{orderMessages.paymentMethodLabel}</dt>
                <dd>{order.payment.label}</dd>
              </div>
              {order.payment.kind === "account" ? (
                <>
                  {order.payment.costCentre ? (
                    <div className="summary-list__row">
                      <dt>{orderMessages.costCentreLabel}</dt>
                      <dd>{order.payment.costCentre}</dd>
                    </div>
                  ) : null}
                  {order.payment.poNumber ? (
                    <div className="summary-list__row">
                      <dt>{orderMessages.poNumberLabel}</dt>
                      <dd>{order.payment.poNumber}</dd>
                    </div>
                  ) : null}
                </>
              ) : (
                <>
                  <div className="summary-list__row">
                    <dt>{orderMessages.cardLabel}</dt>
                    <dd>
                      {order.payment.cardType} {order.payment.cardNumber}
                      {order.payment.expiry ? `, ${order.payment.expiry}` : ""}
                      {order.payment.holder ? `, ${order.payment.holder}` : ""}
                    </dd>
                  </div>
                  {order.payment.billingAddress.length > 0 ? (
                    <div className="summary-list__row">
                      <dt>{orderMessages.billingAddressLabel}</dt>
                      <dd>
                        <AddressBlock lines={order.payment.billingAddress} />
                      </dd>
                    </div>
                  ) : null}
                </>
              )}
            </dl>
          ) : null}
        </section>
      </div>

      <OrderTotals order={order} />

      {order.canReorder ? <ReorderForm action={`/order-confirmation/${encodeURIComponent(order.code)}`} /> : null}
    </article>
  );
}
