/**
 * STUB (issue 5 groundwork) — the orders helper replaces this with the real form.
 * The place-order form shown on /checkout/payment-details once every step is complete. It posts to
 * `/checkout/place-order` with: csrf, `cartCode` (the cart's code, so a second tab finds the first tab's order),
 * `orderKey` (a one-time key minted by the payment-details loader: a double click or a resubmitted POST carries
 * the same key), `termsChecked`, `intent` = `place` | `replenish` (+ replenishment fields when offered).
 */
export interface PlaceOrderFormProps {
  cartCode: string;
  orderKey: string;
  /** Offer scheduled replenishment (signed-in users with account payment). */
  replenishment: boolean;
}

export function PlaceOrderForm(_props: PlaceOrderFormProps) {
  return null;
}
