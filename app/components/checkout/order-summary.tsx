import { CartTotals } from "~/components/cart/cart-totals";
import { type TotalsSource } from "~/lib/cart/totals-display";

export interface OrderSummaryProps {
  entryCount: number;
  unitCount: number;
  totals: TotalsSource;
  deliveryAddress: readonly string[] | null;
  deliveryMode: { name: string; cost: string | null } | null;
  costCenter: string | null;
  purchaseOrderNumber: string | null;
}

/** The order summary beside each checkout step: entries, totals, and the delivery details once set. */
export function OrderSummary({ entryCount, unitCount, totals, deliveryAddress, deliveryMode, costCenter, purchaseOrderNumber }: OrderSummaryProps) {
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        Order summary
      </h2>
      <p className="order-summary__count">
        {entryCount === 1 ? "1 item" : `${entryCount} items`}
        {unitCount !== entryCount ? ` (${unitCount} units)` : null}
      </p>
      <CartTotals totals={totals} className="order-summary__totals" />
      {deliveryAddress || deliveryMode || costCenter || purchaseOrderNumber ? (
        <dl className="order-summary__details">
          {costCenter ? (
            <div>
              <dt>Cost centre</dt>
              <dd>{costCenter}</dd>
            </div>
          ) : null}
          {purchaseOrderNumber ? (
            <div>
              <dt>PO number</dt>
              <dd>{purchaseOrderNumber}</dd>
            </div>
          ) : null}
          {deliveryAddress ? (
            <div>
              <dt>Delivery address</dt>
              <dd>
                <address className="order-summary__address">
                  {deliveryAddress.map((line, index) => (
                    <span key={index} className="order-summary__line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          ) : null}
          {deliveryMode ? (
            <div>
              <dt>Delivery mode</dt>
              <dd>
                {deliveryMode.name}
                {deliveryMode.cost ? ` (${deliveryMode.cost})` : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </aside>
  );
}
