import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { readForm } from "~/lib/csrf.server";
import { requireFinanceCaller } from "~/lib/finance/access.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";
import { type SavedPayment } from "~/lib/occ/billing.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import { getOpenCredits, getPayment, getSavedCards, getTotalAmount, makePayment, type Payment, type TotalAmount } from "~/lib/occ/finance-payments.server";
import { throwOrgBackendError } from "~/lib/organisation/access.server";
import { noPermission } from "~/lib/organisation/messages";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import * as v from "./validation-messages";
import { registrationProblem, startNewCard } from "./new-card.server";
import { parseConfirm, parsePay } from "./pay-schema";
import { CONFIRM_PATH, DOCUMENT_ID, MAX_DOCUMENTS, PAY_PATH, payQuery, receiptPath, REFERENCE } from "./paths";

/**
 * Make a payment (issue 28, H3; docs/finance.md "Make a payment"): the pay page (the selected invoices, the open
 * credits to apply, the card, an optional partial amount) → the confirm page (check your answers: the total from the
 * backend's `payment/totalAmount`, never computed here) → `payment/makePayment` with the confirm form's
 * Idempotency-Key (a double submit or a replay pays once: the backend answers the first payment) → the receipt. The
 * selection travels in the URL (the storefront keeps no state). Every loader and action starts with
 * `requireFinanceCaller` (403 for anybody but admins and finance users); a document or receipt outside the caller's
 * units is the backend's 404, shown as the not-found page.
 */

/** The pay form's `payment` value for "Use a new card". */
const NEW_CARD = "new";

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** The ids of `name` in the query: valid document numbers only, each once, at most MAX_DOCUMENTS. */
function idsOf(params: URLSearchParams, name: string): string[] {
  return [...new Set(params.getAll(name).map((id) => id.trim()))].filter((id) => DOCUMENT_ID.test(id)).slice(0, MAX_DOCUMENTS);
}

export function cardText(card: SavedPayment): string {
  const type = card.cardType?.name ?? card.cardType?.code ?? "Card";
  const last4 = (card.cardNumber ?? "").slice(-4);
  const expiry = card.expiryMonth && card.expiryYear ? `${card.expiryMonth}/${card.expiryYear}` : "";
  return m.cardLabel(type, last4, card.accountHolderName, expiry);
}

/** The backend's refusal of a selection as one message (404 and 403 are pages, not messages). */
function selectionProblem(error: OccError): string {
  const detail = error.details[0];
  if (detail?.type === "UnknownIdentifierError") return m.cardUnknown;
  if (detail?.type === "ValidationError" && /currency/.test(detail.message)) return m.mixedCurrencies;
  if (detail?.type === "ValidationError" && detail.subject === "amount") return v.amountZero;
  if (detail?.type === "ValidationError" && detail.subject === "creditIds" && /nothing to pay/.test(detail.message)) return m.nothingToPay;
  if (detail?.type === "ValidationError") return v.notOpen;
  return error.userMessage;
}
/** Anything but a 400 refusal of the selection is a page (403, 404, the session-expired flow, the catalogue's errors). */
const isPageError = (error: unknown) => !isOccError(error) || error.status !== 400;

/**
 * An action's failed call as the form's message: the session-expired flow (401) and not found (404: another
 * organisation's document) are pages; a 403 is the area's text on the form; a 400 what to change; the rest the
 * catalogue's text.
 */
function actionProblem(error: unknown): string {
  if (!isOccError(error) || error.status === 401 || error.status === 404) return throwOrgBackendError(error);
  if (error.status === 403) return noPermission;
  return error.status === 400 ? selectionProblem(error) : error.userMessage;
}

const summary = (total: TotalAmount) => ({
  invoices: total.invoices.map((invoice) => ({ id: invoice.id, dueDate: invoice.dueDate ?? "", amountDue: invoice.amountDue.formattedValue })),
  credits: total.credits.filter((credit) => credit.applied.value > 0).map((credit) => ({ id: credit.id, applied: credit.applied.formattedValue, remaining: credit.remaining.formattedValue })),
  invoicesTotal: total.invoicesTotal.formattedValue,
  creditsApplied: total.creditsApplied.formattedValue,
  total: total.total.formattedValue,
});
export type PaymentSummaryView = ReturnType<typeof summary>;

const money = (value: number, like: TotalAmount["total"]) => new Intl.NumberFormat("en-AU", { style: "currency", currency: like.currencyIso }).format(value);

// --- the pay page ---

/** /organisation/finance/pay?invoice=…&invoice=…[&credit=…&card=…&amount=…]: the selection and the payment's choices. */
export async function loadPay(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const params = new URL(request.url).searchParams;
  const invoiceIds = idsOf(params, "invoice");
  // A new card's registration that came back cancelled or failed (new-card.server.ts): the spec's text, selection kept.
  const notice = registrationProblem(params);
  if (invoiceIds.length === 0) return { state: "empty" as const, notice };
  // The three calls side by side; the total's failure decides first (the selection's problem), then the others'.
  const [totalResult, listsResult] = await Promise.allSettled([
    getTotalAmount(caller, { invoiceIds, creditIds: [] }),
    Promise.all([getOpenCredits(caller, invoiceIds), getSavedCards(caller)]),
  ]);
  if (totalResult.status === "rejected") {
    if (isPageError(totalResult.reason)) throwOrgBackendError(totalResult.reason);
    return { state: "problem" as const, problem: selectionProblem(totalResult.reason as OccError), notice };
  }
  if (listsResult.status === "rejected") throwOrgBackendError(listsResult.reason);
  const total = totalResult.value;
  const [credits, cards] = listsResult.value;
  const chosenCard = params.get("card") ?? "";
  return {
    state: "ready" as const,
    notice,
    summary: summary(total),
    invoiceIds,
    credits: credits.map((credit) => ({ id: credit.id, label: m.creditLabel(credit.id, credit.remaining.formattedValue, credit.invoiceId) })),
    cards: cards.map((card) => ({ id: card.id, label: cardText(card), isDefault: card.defaultPayment })),
    values: {
      credit: idsOf(params, "credit"),
      payment: cards.some((card) => card.id === chosenCard) ? chosenCard : (cards.find((card) => card.defaultPayment)?.id ?? cards[0]?.id ?? NEW_CARD),
      amount: (params.get("amount") ?? "").slice(0, 20),
    },
  };
}

/** POST the pay form: the schema, the backend's total (credits covering everything, an amount above the total) → 303 confirm. */
export async function submitPay(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const form = await readForm(request);
  const submission = parsePay(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { invoice, credit, payment, amount } = submission.value;
  let total: TotalAmount;
  try {
    total = await getTotalAmount(caller, { invoiceIds: invoice, creditIds: credit });
  } catch (error) {
    return invalidSubmission(context, submission, { formErrors: [actionProblem(error)] });
  }
  if (total.total.value <= 0) return invalidSubmission(context, submission, { fieldErrors: { credit: [m.nothingToPay] } });
  if (amount !== undefined && amount > total.total.value) return invalidSubmission(context, submission, { fieldErrors: { amount: [m.amountTooLarge(total.total.formattedValue)] } });
  if (payment === NEW_CARD) {
    // A new card: the hosted card registration round trip first, the selection kept in the session (new-card.server.ts).
    const kept = payQuery({ invoices: invoice, credits: credit, amount: amount !== undefined ? amount.toFixed(2) : undefined });
    const started = await startNewCard(request, context, caller, kept);
    if (started instanceof Response) return started;
    return invalidSubmission(context, submission, { formErrors: [started.failed] });
  }
  let cards: SavedPayment[];
  try {
    cards = await getSavedCards(caller);
  } catch (error) {
    return invalidSubmission(context, submission, { formErrors: [actionProblem(error)] });
  }
  if (!cards.some((card) => card.id === payment)) return invalidSubmission(context, submission, { fieldErrors: { payment: [m.cardUnknown] } });
  const query = payQuery({ invoices: invoice, credits: credit, card: payment, amount: amount !== undefined ? amount.toFixed(2) : undefined });
  return redirect(`${CONFIRM_PATH}?${query}`, 303);
}

// --- the confirm page ---

/** /organisation/finance/pay/confirm?invoice=…&credit=…&card=…[&amount=…]: check your answers, then Pay now. */
export async function loadConfirm(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const params = new URL(request.url).searchParams;
  const parsed = parseConfirm(params);
  const back = `${PAY_PATH}?${payQuery({ invoices: idsOf(params, "invoice"), credits: idsOf(params, "credit"), card: params.get("card") ?? undefined, amount: params.get("amount") ?? undefined })}`;
  if (parsed.status !== "success") throw redirect(idsOf(params, "invoice").length > 0 ? back : PAY_PATH, 303);
  const { invoice, credit, card, amount } = parsed.value;
  // Side by side; the total's failure decides first, as on the pay page.
  const [totalResult, cardsResult] = await Promise.allSettled([getTotalAmount(caller, { invoiceIds: invoice, creditIds: credit }), getSavedCards(caller)]);
  if (totalResult.status === "rejected") {
    if (isPageError(totalResult.reason)) throwOrgBackendError(totalResult.reason);
    throw redirect(back, 303);
  }
  if (cardsResult.status === "rejected") throwOrgBackendError(cardsResult.reason);
  const total = totalResult.value;
  const cards = cardsResult.value;
  const chosen = cards.find((saved) => saved.id === card);
  if (!chosen || total.total.value <= 0 || (amount !== undefined && amount > total.total.value)) throw redirect(back, 303);
  const paying = amount ?? total.total.value;
  return {
    summary: summary(total),
    card: { id: chosen.id, label: cardText(chosen) },
    payingNow: money(paying, total.total),
    leftDue: paying < total.total.value ? money(Math.round((total.total.value - paying) * 100) / 100, total.total) : null,
    hidden: { invoice, credit, card, amount: amount !== undefined ? amount.toFixed(2) : "" },
    changeHref: back,
    /** The payment's Idempotency-Key: the same confirm form posted twice pays once. */
    formKey: randomUUID(),
  };
}

/** POST Pay now: `payment/makePayment` with the form's key → 303 the receipt (a replay: the first payment's receipt). */
export async function submitConfirm(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const form = await readForm(request);
  const submission = parseConfirm(form);
  if (submission.status !== "success") return invalidSubmission(context, submission, { formErrors: [m.paymentFailed] });
  const { invoice, credit, card, amount } = submission.value;
  const key = idempotencyKeyOf(form);
  let payment: Payment;
  try {
    payment = await makePayment(caller, { invoiceIds: invoice, creditIds: credit, paymentDetailsId: card, ...(amount !== undefined ? { amount } : {}) }, key);
  } catch (error) {
    // A refusal (400) says what to change; anything else (5xx, no answer, a conflict) is the catalogue's text, and the
    // same form again: the same key makes a second press harmless if the first did go through.
    return invalidSubmission(context, submission, { formErrors: [actionProblem(error)] });
  }
  return redirect(receiptPath(payment.reference), 303);
}

// --- the receipt ---

/** /organisation/finance/pay/receipt/{reference}: what was paid, with which card, and what it covered. */
export async function loadReceipt(request: Request, context: RequestContext, reference: string | undefined) {
  const { caller } = await requireFinanceCaller(request, context);
  if (!reference || !REFERENCE.test(reference)) throw notFound();
  const payment = await getPayment(caller, reference).catch(throwOrgBackendError);
  return {
    reference: payment.reference,
    paidOn: payment.paidOn,
    amount: payment.amount.formattedValue,
    method: payment.cardLabel ?? payment.method,
    unit: payment.unit?.name ?? null,
    allocations: payment.allocations.map((allocation) => ({
      id: allocation.documentId,
      kind: allocation.kind === "INVOICE" ? m.kindInvoice : m.kindCredit,
      amount: allocation.amount.formattedValue,
    })),
    invoicesPaid: payment.invoicesPaid?.formattedValue ?? null,
    creditsApplied: payment.creditsApplied && payment.creditsApplied.value > 0 ? payment.creditsApplied.formattedValue : null,
  };
}
