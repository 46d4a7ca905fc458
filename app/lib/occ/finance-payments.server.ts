import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { DigitalPaymentRequestSchema, SavedPaymentSchema } from "./billing.server";
import { PaymentDetailsSchema } from "./cart.server";
import { type DigitalPaymentBilling, digitalPaymentResponseQuery } from "./payments.server";
import { lenientList } from "./lenient-list.server";

/**
 * Make a payment (issue 28, H3; docs/occ-api.md "Finance and payment"; the backend's routes/finance-payments.ts): this
 * customer's extension calls under `orgUsers/{u}/` — spec part 2 §7 `GET payment/saved-cards`, `POST payment/makePayment`
 * (with `Idempotency-Key`), the operations "total amount" and "payment modes", ours `GET payment/open-credits` (the
 * credits the pay page offers) and `GET wwg-manage-finances/payments/{reference}` (the receipt). Money is SAP's
 * PriceWsDTO.
 */

const BASE = "orgUsers/current";

export const MoneySchema = z.object({ value: z.number(), currencyIso: z.string(), formattedValue: z.string() });
export type Money = z.infer<typeof MoneySchema>;

const SavedCardsSchema = z.object({ payments: lenientList(SavedPaymentSchema, "payments").optional().default([]) });

export const OpenCreditSchema = z.object({
  id: z.string(),
  unit: z.object({ uid: z.string(), name: z.string() }),
  invoiceId: z.string().nullable(),
  creditDate: z.string(),
  total: MoneySchema,
  remaining: MoneySchema,
});
export type OpenCredit = z.infer<typeof OpenCreditSchema>;
const OpenCreditsSchema = z.object({ credits: z.array(OpenCreditSchema) });

export const TotalAmountSchema = z.object({
  invoices: z.array(z.object({ id: z.string(), amountDue: MoneySchema, dueDate: z.string().nullable().optional() })),
  credits: z.array(z.object({ id: z.string(), remaining: MoneySchema, applied: MoneySchema })),
  invoicesTotal: MoneySchema,
  creditsApplied: MoneySchema,
  total: MoneySchema,
});
export type TotalAmount = z.infer<typeof TotalAmountSchema>;

export const PaymentSchema = z.object({
  reference: z.string(),
  paidOn: z.string(),
  amount: MoneySchema,
  method: z.string(),
  cardLabel: z.string().nullable(),
  unit: z.object({ uid: z.string(), name: z.string() }).optional(),
  allocations: z.array(z.object({ documentId: z.string(), kind: z.enum(["INVOICE", "CREDIT_NOTE"]), amount: MoneySchema })),
  invoicesPaid: MoneySchema.optional(),
  creditsApplied: MoneySchema.optional(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export interface PaymentSelection {
  invoiceIds: string[];
  creditIds: string[];
}

/** `GET orgUsers/current/payment/saved-cards` (spec) → the caller's saved cards, default first. */
export async function getSavedCards({ occ }: OccCaller) {
  return (await occ.request({ path: `${BASE}/payment/saved-cards`, schema: SavedCardsSchema })).payments;
}

/** `GET orgUsers/current/payment/open-credits?invoiceIds=` (ours) → the open credits in the invoices' currency. */
export async function getOpenCredits({ occ }: OccCaller, invoiceIds: string[]): Promise<OpenCredit[]> {
  return (await occ.request({ path: `${BASE}/payment/open-credits`, query: { invoiceIds: invoiceIds.join(",") }, schema: OpenCreditsSchema })).credits;
}

/** `POST orgUsers/current/payment/totalAmount` ("total amount") → amounts due, credits applied, the total. */
export function getTotalAmount({ occ }: OccCaller, selection: PaymentSelection): Promise<TotalAmount> {
  return occ.request({ method: "POST", path: `${BASE}/payment/totalAmount`, body: selection, schema: TotalAmountSchema });
}

/** `POST orgUsers/current/payment/makePayment` with `Idempotency-Key` → 201 the payment (the same key: 200 the same). */
export function makePayment({ occ }: OccCaller, body: PaymentSelection & { amount?: number; paymentDetailsId: string }, idempotencyKey: string): Promise<Payment> {
  return occ.request({ method: "POST", path: `${BASE}/payment/makePayment`, body, headers: { "Idempotency-Key": idempotencyKey }, schema: PaymentSchema });
}

/** `GET orgUsers/current/wwg-manage-finances/payments/{reference}` → the receipt (outside the caller's tree: 404). */
export function getPayment({ occ }: OccCaller, reference: string): Promise<Payment> {
  return occ.request({ path: `${BASE}/wwg-manage-finances/payments/${encodeURIComponent(reference)}`, schema: PaymentSchema });
}

/**
 * `POST orgUsers/current/payment/captureContext` (op "capture context", ours; no body): a new card through the hosted
 * card registration round trip (a `finance` session) — where to post the user, with session id and signature.
 */
export function requestFinanceCard({ occ }: OccCaller) {
  return occ.request({ method: "POST", path: `${BASE}/payment/captureContext`, schema: DigitalPaymentRequestSchema });
}

/**
 * `POST orgUsers/current/payment/captureContext/response?sid=&sign=&billingAddress=true&country=&firstName=…` (ours;
 * the account's response query): the registered card joins the caller's saved cards; answers its PaymentDetails.
 */
export function sendFinanceCardResponse({ occ }: OccCaller, input: { sessionId: string; signature: string; billing: DigitalPaymentBilling }) {
  return occ.request({ method: "POST", path: `${BASE}/payment/captureContext/response`, query: digitalPaymentResponseQuery(input), schema: PaymentDetailsSchema });
}
