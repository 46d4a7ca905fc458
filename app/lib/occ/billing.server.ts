import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { PaymentDetailsSchema } from "./cart.server";
import { EmptyBodySchema, lenientList } from "./lenient-list.server";
import { type DigitalPaymentBilling, digitalPaymentResponseQuery } from "./payments.server";
import { withStockFallback } from "./stock-fallback.server";

/**
 * Call group "billing" (issue 25; spec part 2 §7 `GET orgUsers/{userId}/payments`; docs/occ-api.md "Billing and
 * notification preferences"; the backend's routes/billing.ts): the signed-in user's saved cards. Stock SAP Commerce
 * 2211 paths where SAP has the call (Spartacus occ-user-payment.adapter.ts: `users/{u}/paymentdetails?saved=true`,
 * PATCH `{billingAddress: {titleCode}, defaultPayment: true}`, DELETE — both with empty bodies), this customer's
 * `orgUsers/{u}/payments` for the list (falling back to the stock list, decision 027) and our own
 * `orgUsers/{u}/payments/digitalPayments/request|response` for adding a card without a cart (decision 031; a stock
 * SAP has no such call, so the page offers no "Add a card" there).
 */

export const SavedPaymentSchema = PaymentDetailsSchema.extend({
  defaultPayment: z.boolean().optional().default(false),
  saved: z.boolean().optional(),
});
export type SavedPayment = z.infer<typeof SavedPaymentSchema>;

const PaymentListSchema = z.object({ payments: lenientList(SavedPaymentSchema, "payments").optional().default([]) });

/** The extension's name in the stock-fallback log and memory. */
export const PAYMENTS_EXTENSION = "orgUsers/{userId}/payments";

/** `GET orgUsers/current/payments` (spec), or stock `GET users/current/paymentdetails?saved=true` without the extension. */
export async function getSavedPayments({ occ }: OccCaller): Promise<SavedPayment[]> {
  const body = await withStockFallback(
    PAYMENTS_EXTENSION,
    "GET users/{userId}/paymentdetails",
    () => occ.request({ path: "orgUsers/current/payments", schema: PaymentListSchema }),
    () => occ.request({ path: "users/current/paymentdetails", query: { saved: true }, schema: PaymentListSchema }),
  );
  return body.payments.filter((payment) => payment.saved !== false);
}

/** Stock `PATCH users/current/paymentdetails/{id}` with `defaultPayment: true` (SAP answers 200 with no body). */
export async function setDefaultPayment({ occ }: OccCaller, id: string): Promise<void> {
  await occ.request({
    method: "PATCH",
    path: `users/current/paymentdetails/${encodeURIComponent(id)}`,
    // Spartacus sends the title with it (a 2211 validation quirk of the partial update); harmless elsewhere.
    body: { billingAddress: { titleCode: "mr" }, defaultPayment: true },
    schema: EmptyBodySchema,
  });
}

/** Stock `DELETE users/current/paymentdetails/{id}` (200, no body). */
export async function deletePayment({ occ }: OccCaller, id: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `users/current/paymentdetails/${encodeURIComponent(id)}`, schema: EmptyBodySchema });
}

export const DigitalPaymentRequestSchema = z
  .object({ postUrl: z.string().url(), parameters: z.object({ entry: z.array(z.object({ key: z.string(), value: z.string() })) }) })
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

/** `POST orgUsers/current/payments/digitalPayments/request` (ours, no body): where to post the user, with session id and signature. */
export function requestAccountCard({ occ }: OccCaller) {
  return occ.request({ method: "POST", path: "orgUsers/current/payments/digitalPayments/request", schema: DigitalPaymentRequestSchema });
}

/**
 * `POST orgUsers/current/payments/digitalPayments/response?sid=&sign=&billingAddress=true&country=&firstName=…` (ours;
 * the query of the checkout's response call, `billingAddress=true` always): the registered card joins the saved cards.
 */
export function sendAccountCardResponse({ occ }: OccCaller, input: { sessionId: string; signature: string; billing: DigitalPaymentBilling }) {
  return occ.request({
    method: "POST",
    path: "orgUsers/current/payments/digitalPayments/response",
    query: digitalPaymentResponseQuery(input),
    schema: PaymentDetailsSchema,
  });
}
