import { Form } from "@remix-run/react";
import { CartTotals } from "~/components/cart/cart-totals";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as orderMessages from "~/lib/orders/messages";
import { type OrderView } from "~/lib/orders/order-view";
import { useSingleSubmit } from "./use-single-submit";

/**
 * The parts an order shows the same on its confirmation (order-details.tsx) and on its details page
 * (components/order-details/order-details-page.tsx): an address, the delivery, the totals and the Reorder form.
 */

export function AddressBlock({ lines }: { lines: string[] }) {
  return (
    <address className="order-address">
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="order-address__line">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Delivery address and method; the urgent reason where the page shows it there (the confirmation). */
export function OrderDelivery({ order, showUrgentReason = false }: { order: Pick<OrderView, "deliveryAddress" | "deliveryMode" | "urgentReason">; showUrgentReason?: boolean }) {
  return (
    <section aria-labelledby="order-delivery-title" className="order-section">
      <h2 id="order-delivery-title">{orderMessages.deliveryTitle}</h2>
      <h3>{orderMessages.deliveryAddressLabel}</h3>
      <AddressBlock lines={order.deliveryAddress} />
      {order.deliveryMode ? (
        <>
          <h3>{orderMessages.deliveryModeLabel}</h3>
          <p>
            {order.deliveryMode.name}
            {order.deliveryMode.description ? ` (${order.deliveryMode.description})` : ""}
            {order.deliveryMode.cost ? ` – ${order.deliveryMode.cost}` : ""}
          </p>
        </>
      ) : null}
      {showUrgentReason && order.urgentReason ? (
        <>
          <h3>{orderMessages.urgentReasonLabel}</h3>
          <p>{order.urgentReason}</p>
        </>
      ) : null}
    </section>
  );
}

export function OrderTotals({ order }: { order: Pick<OrderView, "vouchers" | "totals"> }) {
  return (
    <section aria-labelledby="order-totals-title" className="order-section order-totals">
      <h2 id="order-totals-title">{orderMessages.totalsTitle}</h2>
      {order.vouchers.length > 0 ? (
        <ul className="order-vouchers">
          {order.vouchers.map((voucher) => (
            <li key={voucher.code}>
              {voucher.name} ({voucher.code}): −{voucher.value}
            </li>
          ))}
        </ul>
      ) : null}
      <CartTotals totals={order.totals} />
    </section>
  );
}

/** Reorder (`intent=reorder`) posted to `action`, the page's own route: `cartFromOrder`, then the cart. */
export function ReorderForm({ action }: { action: string }) {
  const single = useSingleSubmit(action);
  return (
    <Form method="post" action={action} className="order-reorder print-hidden" onSubmit={single.onSubmit}>
      <CsrfInput />
      <input type="hidden" name="intent" value="reorder" />
      <SubmitButton aria-describedby="reorder-hint" variant="secondary" busy={single.busy}>
        {orderMessages.reorderButton}
      </SubmitButton>
      <p className="field__hint" id="reorder-hint">
        {orderMessages.reorderHint}
      </p>
    </Form>
  );
}
