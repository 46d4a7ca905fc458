import { PaymentSummary } from "~/components/checkout/payment-summary";
import { PlaceOrderForm } from "~/components/checkout/place-order-form";
import { type PaymentSummary as Summary } from "~/lib/payments/summary";

/** The complete payment step: what is paid how, 'Change payment', and the place-order form (orders helper's). */
export function PaymentComplete({
  payment,
  placeOrder,
}: {
  payment: Summary;
  placeOrder: { cartCode: string; orderKey: string; replenishment: boolean };
}) {
  return (
    <>
      <PaymentSummary payment={payment} />
      <PlaceOrderForm cartCode={placeOrder.cartCode} orderKey={placeOrder.orderKey} replenishment={placeOrder.replenishment} />
    </>
  );
}

export default PaymentComplete;
