import { z } from "zod";
import { type CartRef } from "./caller.server";
import { type Cart, CartSchema, isCartNotFound, type PaymentDetails, PaymentDetailsSchema } from "./cart.server";

/**
 * Call group "payments" (spec part 2 §7: digital payment request and response; docs/occ-api.md "Digital payments";
 * the backend's routes/payments.ts). Payment types, countries and regions are the checkout group's calls
 * (checkout.server.ts, the backend's routes/checkout.ts). Paths come from
 * the cart reference (app/lib/checkout/cart-ref.server.ts): `orgUsers/current/carts/{cartId}` or
 * `users/anonymous/carts/{guid}`.
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


/** `GET {cart}`: the cart checkout works on, or null when there is none (404 CartError). */
export async function getPaymentCart(ref: CartRef): Promise<Cart | null> {
  try {
    return await ref.occ.request({ path: ref.basePath, schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/** `PUT {cart}/paymenttype?paymentType=ACCOUNT|CARD` → the cart (ACCOUNT clears the card details). */
export function setPaymentType(ref: CartRef, paymentType: PaymentTypeCode): Promise<Cart> {
  return ref.occ.request({ method: "PUT", path: `${ref.basePath}/paymenttype`, query: { paymentType }, schema: CartSchema });
}

/** `POST {cart}/payment/digitalPayments/request` (no body): where to post the buyer, with session id and signature. */
export function requestDigitalPayment(ref: CartRef): Promise<DigitalPaymentRequest> {
  return ref.occ.request({ method: "POST", path: `${ref.basePath}/payment/digitalPayments/request`, schema: DigitalPaymentRequestSchema });
}

/**
 * `POST {cart}/payment/digitalPayments/response?sid=&sign=` with the billing address as `billTo_*` query fields (SAP
 * style) or `sameAsDelivery=true`: the registered card becomes the cart's payment details.
 */
export function sendDigitalPaymentResponse(
  ref: CartRef,
  input: { sessionId: string; signature: string; billing: Record<string, string> },
): Promise<PaymentDetails> {
  return ref.occ.request({
    method: "POST",
    path: `${ref.basePath}/payment/digitalPayments/response`,
    query: { sid: input.sessionId, sign: input.signature, ...input.billing },
    schema: PaymentDetailsSchema,
  });
}
