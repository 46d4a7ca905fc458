/**
 * The payment-details step's round-trip state machine (spec part 2 §2 "The payment step handles a return from a
 * third-party card registration page via a query parameter carrying the registration status", §4 "Card
 * registration"; docs/checkout.md "Payment and card registration"). Pure and unit-tested
 * (tests/payments/view.test.ts): which view /checkout/payment-details shows, from
 * - the cart (what the backend says is set: payment type, card details),
 * - the query string (`paymentStatus`, `sid` from the hosted card page; `change` from 'Change payment'),
 * - the session's `digitalPayment` (the open card registration: its session id and the cart it is for).
 *
 *   choose ──intent=account──▶ complete
 *     │  ▲
 *     │  └── ?paymentStatus=CANCELLED (or anything but ACCEPTED, or a sid that is not ours): warning, retry
 *     └──intent=card──▶ auto-post form ──▶ hosted card page ──ACCEPTED, our sid──▶ billing ──intent=billing──▶ complete
 *   complete ──'Change payment' (?change=1)──▶ choose
 */

export type PaymentView =
  /** Choose account or card; `warning`: the card registration came back failed or cancelled. */
  | { kind: "choose"; warning: boolean }
  /** The card was approved on the hosted page: ask for the billing address, then answer the backend. */
  | { kind: "billing"; sessionId: string }
  /** Payment is set on the cart: the summary, 'Change payment' and the place-order form. */
  | { kind: "complete" };

export interface PaymentQuery {
  /** `ACCEPTED`, `CANCELLED`, … as the hosted page sent it (upper-cased); null when absent. */
  paymentStatus: string | null;
  sid: string | null;
  /** 'Change payment': show the choice although payment is complete. */
  change: boolean;
}

export interface CartPaymentState {
  code: string;
  paymentType: string | null;
  hasPaymentInfo: boolean;
}

export interface OpenDigitalPayment {
  sessionId: string;
  cartId: string;
}

const MAX_PARAM = 200;

/** Reads the step's query string; over-long or empty values count as absent. */
export function parsePaymentQuery(search: URLSearchParams | string): PaymentQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const read = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    return value === "" || value.length > MAX_PARAM ? null : value;
  };
  return { paymentStatus: read("paymentStatus")?.toUpperCase() ?? null, sid: read("sid"), change: params.get("change") === "1" };
}

/** Account payment, or card payment with registered card details (as progressOf in app/lib/checkout). */
export function isPaymentComplete(cart: CartPaymentState): boolean {
  return cart.paymentType === "ACCOUNT" || (cart.paymentType === "CARD" && cart.hasPaymentInfo);
}

/** Whether the return from the hosted page belongs to the open registration of this cart. */
export function isOurRegistration(query: PaymentQuery, open: OpenDigitalPayment | null, cartCode: string): open is OpenDigitalPayment {
  return open !== null && query.sid !== null && open.sessionId === query.sid && open.cartId === cartCode;
}

export function paymentView({ cart, query, digitalPayment }: { cart: CartPaymentState; query: PaymentQuery; digitalPayment: OpenDigitalPayment | null }): PaymentView {
  if (query.paymentStatus !== null) {
    if (query.paymentStatus === "ACCEPTED") {
      if (isOurRegistration(query, digitalPayment, cart.code)) return { kind: "billing", sessionId: digitalPayment.sessionId };
      // The round trip already finished (the session's registration was answered and cleared; e.g. Back after
      // Continue): the payment stands, nothing failed.
      if (digitalPayment === null && isPaymentComplete(cart) && cart.paymentType === "CARD") return { kind: "complete" };
    }
    // Anything but ACCEPTED, or an ACCEPTED that is not this session's registration: treat as failed.
    return { kind: "choose", warning: true };
  }
  if (!query.change && isPaymentComplete(cart)) return { kind: "complete" };
  return { kind: "choose", warning: false };
}

/** The URL the billing form posts to (and re-renders at): keeps the return parameters, so the view stays. */
export function billingActionPath(sessionId: string): string {
  return `/checkout/payment-details?${new URLSearchParams({ paymentStatus: "ACCEPTED", sid: sessionId }).toString()}`;
}

export const PAYMENT_DETAILS_PATH = "/checkout/payment-details";
