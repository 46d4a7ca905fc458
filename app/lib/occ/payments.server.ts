import { z } from "zod";
import { type CartRef } from "./caller.server";
import { type Cart, type PaymentDetails, PaymentDetailsSchema } from "./cart.server";
import { getCheckoutCart, setPaymentType as setCartPaymentType } from "./checkout.server";

/**
 * Call group "payments" (spec part 2 §7: digital payment request and response; docs/occ-api.md "Digital payments";
 * the backend's routes/payments.ts). Payment types, countries and regions are the checkout group's calls
 * (checkout.server.ts, the backend's routes/checkout.ts). Paths come from
 * the cart reference (app/lib/checkout/cart-ref.server.ts): `users/current/carts/{cartId}` or
 * `users/anonymous/carts/{guid}` (Spartacus occ-digital-payments-endpoint.config.ts: `users/${userId}/carts/…`).
 */

export const PAYMENT_TYPE_CODES = ["ACCOUNT", "CARD"] as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPE_CODES)[number];

/** Spec part 3 "Digital payment request: postUrl plus parameters entries keyed session_id and signature". */
const DigitalPaymentRequestSchema = z
  .object({
    postUrl: z.string().url(),
    parameters: z.object({ entry: z.array(z.object({ key: z.string(), value: z.string() })) }),
  })
  .transform((body, ctx) => {
    const value = (key: string) => body.parameters.entry.find((entry) => entry.key === key)?.value;
    const sessionId = value("session_id");
    const signature = value("signature");
    if (!sessionId || !signature) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "session_id and signature are required" });
      return z.NEVER;
    }
    return { postUrl: body.postUrl, sessionId, signature };
  });
export type DigitalPaymentRequest = z.infer<typeof DigitalPaymentRequestSchema>;


/** The cart checkout works on (the cart and checkout-details reads, checkout.server.ts), or null when it is gone. */
export function getPaymentCart(ref: CartRef): Promise<Cart | null> {
  return getCheckoutCart(ref);
}

/** `PUT users/{u}/carts/{c}/paymenttype?paymentType=ACCOUNT|CARD[&purchaseOrderNumber=]` → the cart (checkout.server.ts). */
export function setPaymentType(ref: CartRef, paymentType: PaymentTypeCode, purchaseOrderNumber?: string): Promise<Cart> {
  return setCartPaymentType(ref, paymentType, purchaseOrderNumber);
}

/** `POST users/{u}/carts/{c}/payment/digitalPayments/request` (spec; no body): where to post the buyer, with session id and signature. */
export function requestDigitalPayment(ref: CartRef): Promise<DigitalPaymentRequest> {
  return ref.occ.request({ method: "POST", path: `${ref.basePath}/payment/digitalPayments/request`, schema: DigitalPaymentRequestSchema });
}

/**
 * The billing address as SAP's digital-payments response takes it (Spartacus integration-libs/digital-payments
 * default-digital-payments-endpoint.config.ts `occQueryParams`, occ-digital-payments.adapter.ts): `billingAddress=true`
 * with `country` (isocode), `firstName`, `lastName`, `line1`, `line2`, `town`, `region` (the region's isocodeShort),
 * `postalCode`; empty values left out.
 */
export interface DigitalPaymentBilling {
  country: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  /** The region's short isocode (NSW). */
  region?: string;
  postalCode: string;
}

/** The query of the response call: `sid`, `sign`, then (with a billing address) `billingAddress=true` and its fields. */
export function digitalPaymentResponseQuery(input: { sessionId: string; signature: string; billing?: DigitalPaymentBilling }): Record<string, string> {
  const query: Record<string, string> = { sid: input.sessionId, sign: input.signature };
  if (!input.billing) return query;
  query.billingAddress = "true";
  for (const [key, value] of Object.entries(input.billing)) if (typeof value === "string" && value !== "") query[key] = value;
  return query;
}

/**
 * `POST users/{u}/carts/{c}/payment/digitalPayments/response?sid=&sign=&billingAddress=true&country=&firstName=…`
 * (spec part 2 §7; no body): the registered card becomes the cart's payment details (PaymentDetailsWsDTO).
 */
export function sendDigitalPaymentResponse(
  ref: CartRef,
  input: { sessionId: string; signature: string; billing?: DigitalPaymentBilling },
): Promise<PaymentDetails> {
  return ref.occ.request({
    method: "POST",
    path: `${ref.basePath}/payment/digitalPayments/response`,
    query: digitalPaymentResponseQuery(input),
    schema: PaymentDetailsSchema,
  });
}
