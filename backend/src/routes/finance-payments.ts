import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { jsonBody, parseInput } from "../http/validation";
import { financePayments, MAX_DOCUMENTS } from "../stores/finance-payments";
import { walletCardSaver } from "./billing";
import { digitalPaymentRequestAnswer } from "./payments";

const NO_STORE = { "Cache-Control": "private, no-store" };
const documentId = z.string().trim().min(1).max(64);
const selectionBody = z.object({
  invoiceIds: z.array(documentId).min(1, "Select at least one invoice").max(MAX_DOCUMENTS),
  creditIds: z.array(documentId).max(MAX_DOCUMENTS).optional().default([]),
});
const paymentBody = selectionBody.extend({
  amount: z
    .number({ invalid_type_error: "amount must be a number" })
    .finite()
    .refine((value) => value > 0, "The amount must be more than 0")
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "The amount has at most 2 decimals")
    .optional(),
  paymentDetailsId: z.string().trim().min(1, "paymentDetailsId is required").max(40),
});
const idsQuery = z.object({
  invoiceIds: z
    .string({ required_error: "invoiceIds is required" })
    .transform((value) => value.split(",").map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(documentId).min(1, "Select at least one invoice").max(MAX_DOCUMENTS)),
});
const referenceParam = z.object({ reference: z.string().regex(/^[A-Z0-9-]{1,64}$/, "Not a payment reference") });

/**
 * Issue 28 (H3): make a payment (docs/occ-api.md "Finance and payment", docs/finance.md "Make a payment"). This
 * customer's extension calls under `orgUsers/{u}/` (spec part 2 §7 `GET payment/saved-cards`, `POST payment/makePayment`;
 * operations "total amount", "payment modes", "capture context" + its response call), `{u}` = `current` or the caller's uid; the caller must be an admin or
 * in `financegroup` (403), every document in their unit tree (404). Rules: stores/finance-payments.ts.
 */
export function financePaymentsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const { orgAdmins, savedPayments } = deps.stores;
  const payments = financePayments(db, now, { savedPayments });
  const sessions = deps.stores.paymentSessions;
  const saveCard = walletCardSaver(deps);
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const extension = extensionRoute(deps.config);
  const base = "/:site/orgUsers/:userId";
  const financeOf = (c: Context<OccEnv>) => orgAdmins.finance(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));

  app.get(`${base}/payment/saved-cards`, extension, auth, (c) => c.json(payments.savedCards(financeOf(c)), 200, NO_STORE));

  // Op "capture context": a new card through the hosted card registration round trip (purpose `finance`; the hosted
  // page returns to the pay page's card step). Answers `{postUrl, parameters}` like the digitalPayments request.
  app.post(`${base}/payment/captureContext`, extension, auth, (c) => {
    const finance = financeOf(c);
    const opened = sessions.open({ site: finance.site, cartId: null, userUid: finance.uid, now: now(), purpose: "finance" });
    return c.json(digitalPaymentRequestAnswer(c.req.url, opened), 200, NO_STORE);
  });

  // Its response call (the account's `payments/digitalPayments/response` for a finance session): saves the card to the
  // caller's wallet and answers its PaymentDetailsWsDTO (201); the pay flow then pays with its id.
  app.post(`${base}/payment/captureContext/response`, extension, auth, (c) => {
    const finance = financeOf(c);
    return c.json(saveCard(c.req.query(), finance.uid, "finance"), 201, NO_STORE);
  });

  app.get(`${base}/payment/modes`, extension, auth, (c) => c.json(payments.modes(financeOf(c)), 200, NO_STORE));

  // Ours: the open credits the pay page offers for these invoices (same currency, the caller's tree).
  app.get(`${base}/payment/open-credits`, extension, auth, (c) => {
    const finance = financeOf(c);
    const { invoiceIds } = parseInput(idsQuery, c.req.query());
    return c.json(payments.openCredits(finance, invoiceIds), 200, NO_STORE);
  });

  app.post(`${base}/payment/totalAmount`, extension, auth, async (c) => {
    const finance = financeOf(c);
    const body = parseInput(selectionBody, await jsonBody(c));
    return c.json(payments.totalAmount(finance, body), 200, NO_STORE);
  });

  app.post(`${base}/payment/makePayment`, extension, auth, async (c) => {
    const finance = financeOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = parseInput(paymentBody, await jsonBody(c));
    const pay = () => db.transaction(() => payments.pay(finance, body, key)).immediate();
    let outcome: ReturnType<typeof pay>;
    try {
      outcome = pay();
    } catch (error) {
      // A raced twin with the same key committed first (the UNIQUE index stopped this one): answer its payment.
      const replayed = key && isUniqueViolation(error) ? payments.replay(finance, key) : null;
      if (!replayed) throw error;
      outcome = { payment: replayed, created: false };
    }
    return c.json(outcome.payment, outcome.created ? 201 : 200, NO_STORE);
  });

  app.get(`${base}/wwg-manage-finances/payments/:reference`, extension, auth, (c) => {
    const finance = financeOf(c);
    const { reference } = parseInput(referenceParam, c.req.param());
    return c.json(payments.payment(finance, reference), 200, NO_STORE);
  });

  return app;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE";
}
