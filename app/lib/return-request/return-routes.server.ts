import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { formatPriceText } from "~/lib/cart/totals-display";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type OrderOwner, signedInOwner } from "~/lib/occ/caller.server";
import { isOccError, isUnknownResource, type OccError } from "~/lib/occ/errors";
import { getOrderDetails } from "~/lib/occ/order-details.server";
import { createReturn, getReturnData, previewReturn, type ReturnLine, type ReturnPreview } from "~/lib/occ/returns.server";
import { orderError, orderNotFound, orderPath, requireOrderCode } from "~/lib/order-cancel/cancel-routes.server";
import { type RequestContext } from "~/lib/request-context.server";
import { type AppSession, getSession, markSessionChanged, type ReturnRequestDraft, setFlash } from "~/lib/session.server";
import { clearReturnDraft, readReturnDraft, saveReturnDraft } from "./draft.server";
import * as returnMessages from "./messages";
import { draftFormValues, quantityField, reasonField, type ReturnDraftLine, returnFormSchema, variantField } from "./return-schema";
import { returnRules, returnView, type ReturnView, stockReturnView } from "./return-view";

/**
 * `/my-account/order/{code}/return` (choose items: return or exchange, quantity, reason, replacement; the wholesale
 * version: quantities per SKU) and `/return/review` (check your answers with the refund the backend prices, then
 * "Submit return request": `POST users/current/orderReturns` with the draft's Idempotency-Key): loaders and actions
 * (issue 24; docs/return-or-exchange.md). Signed-in users only; the backend decides whose order it is (another
 * user's order is its 400 UnknownIdentifierError → this page's 404). A stock SAP has no returns data call (404
 * UnknownResourceError): the form then falls back to the Order's returnable quantities (returns only).
 */

export const returnPath = (code: string) => `${orderPath(code)}/return`;
export const returnReviewPath = (code: string) => `${returnPath(code)}/review`;
export const returnDetailsPath = (rma: string) => `/my-account/return/${encodeURIComponent(rma)}`;

async function owner(request: Request, context: RequestContext): Promise<OrderOwner> {
  return signedInOwner(await getOcc(request, context));
}

/** The returns data (extension), or on a stock SAP the Order's entries; another user's order → 404. */
async function loadView(from: OrderOwner, code: string): Promise<ReturnView> {
  try {
    return returnView(await getReturnData(from, code));
  } catch (error) {
    if (!isUnknownResource(error)) throw error;
  }
  return stockReturnView(await getOrderDetails(from, code), getEnv().siteType === "wholesale");
}

const toReturnLines = (lines: readonly ReturnDraftLine[]): ReturnLine[] =>
  lines.map(({ entryNumber, quantity, reasonCode, exchangeVariantCode }) => ({ entryNumber, quantity, reasonCode, exchangeVariantCode }));

// ---------------------------------------------------------------------------------------------------------------
// The form

export async function loadReturn(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const code = requireOrderCode(codeParam);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const view = await loadView(from, code).catch(orderError);
  const draft = readReturnDraft(session, code);
  return { view, values: draft ? draftFormValues(draft.lines, view.wholesale) : {} };
}

const SUBJECT = /^returnRequestEntryInputs\.(\d{1,3})\.(orderEntryNumber|quantity|reasonCode|exchangeVariantCode)$/;

/** The backend's refusals of the priced check as field errors (the body's indexes name the lines), with its rule texts. */
function backendFieldErrors(error: OccError, lines: readonly ReturnDraftLine[]): Record<string, string[]> | null {
  if (error.kind !== "badRequest") return null;
  const fields: Record<string, string[]> = {};
  for (const detail of error.details) {
    const match = SUBJECT.exec(detail.subject ?? "");
    const line = match ? lines[Number(match[1])] : undefined;
    if (!match || !line) continue;
    const field = match[2] === "reasonCode" ? reasonField : match[2] === "exchangeVariantCode" ? variantField : quantityField;
    fields[field(line.entryNumber)] = [detail.message || error.userMessage];
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * "Continue": the whole form against the entries as the backend answers them now (every rule checked here, not only
 * by the backend), then — with the extension — the backend's own check (the price call, nothing saved) → the draft
 * (with its key) → the review (303). Errors come back next to their fields with every value kept.
 */
export async function returnAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const code = requireOrderCode(codeParam);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const loaded = await loadView(from, code).catch((error: unknown) => {
    if (isOccError(error) && error.kind !== "notFound" && error.kind !== "sessionExpired") return error;
    return orderError(error);
  });
  if (isOccError(loaded)) return invalidSubmission(context, parseButtonForm(formData), { formErrors: [loaded.userMessage] });
  if (loaded.entries.length === 0) return redirect(returnPath(code), 303);
  const submission = parseWithZod(formData, { schema: returnFormSchema(returnRules(loaded)) });
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { lines } = submission.value;
  if (loaded.source === "extension") {
    try {
      await previewReturn(from, code, toReturnLines(lines));
    } catch (error) {
      if (isOccError(error) && error.kind === "notFound") return orderError(error);
      if (!isOccError(error)) throw error;
      const fields = backendFieldErrors(error, lines);
      return invalidSubmission(context, submission, fields ? { fieldErrors: fields } : { formErrors: [error.userMessage] });
    }
  }
  saveReturnDraft(session, code, { lines, source: loaded.source, reviewed: true });
  markSessionChanged(context, session);
  return redirect(returnReviewPath(code), 303);
}

// ---------------------------------------------------------------------------------------------------------------
// The review

async function reviewedDraft(request: Request, context: RequestContext, code: string) {
  const session = await getSession(request, context);
  const draft = readReturnDraft(session, code);
  if (!draft?.reviewed || draft.lines.length === 0) throw redirect(returnPath(code), 303);
  return { session, draft };
}

/** Back to the form with the draft's values and "the order has changed" (returned meanwhile, a replacement sold out). */
function backToForm(context: RequestContext, session: AppSession, draft: ReturnRequestDraft): never {
  saveReturnDraft(session, draft.code, { lines: draft.lines, source: draft.source, reviewed: false });
  setFlash(session, { type: "error", message: returnMessages.orderChanged });
  markSessionChanged(context, session);
  throw redirect(returnPath(draft.code), 303);
}

const price = (value: { value: number; formattedValue?: string | undefined; currencyIso?: string | undefined } | undefined) =>
  value && value.value !== 0 ? formatPriceText(value) : null;

function reviewMoney(preview: ReturnPreview | null) {
  if (!preview) return null;
  return {
    refund: formatPriceText(preview.totalPrice),
    subTotal: formatPriceText(preview.subTotal),
    tax: formatPriceText(preview.totalTax),
    packCredit: price(preview.packCredit),
    delivery: price(preview.deliveryCost),
    exchangeDifference: price(preview.exchangeDifference),
    refunds: preview.returnEntries.some((entry) => entry.kind === "RETURN"),
  };
}

export async function loadReturnReview(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const code = requireOrderCode(codeParam);
  const [{ session, draft }, from] = await Promise.all([reviewedDraft(request, context, code), owner(request, context)]);
  const [view, preview] = await Promise.all([
    loadView(from, code).catch(orderError),
    draft.source === "extension"
      ? previewReturn(from, code, toReturnLines(draft.lines)).catch((error: unknown) => {
          if (isOccError(error) && error.kind === "badRequest") return null;
          return orderError(error);
        })
      : Promise.resolve(null),
  ]);
  const entries = [...view.entries, ...view.locked];
  const fits = draft.lines.every((line) => (view.entries.find((entry) => entry.entryNumber === line.entryNumber)?.max ?? 0) >= line.quantity);
  if (!fits || (draft.source === "extension" && !preview)) backToForm(context, session, draft);
  const units = draft.lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    code,
    wholesale: view.wholesale,
    lines: draft.lines.map((line) => {
      const entry = entries.find((candidate) => candidate.entryNumber === line.entryNumber);
      const replacement = entry?.variants.find((variant) => variant.code === line.exchangeVariantCode);
      const refund = preview?.returnEntries.find((priced) => priced.orderEntry.entryNumber === line.entryNumber)?.refundAmount;
      return {
        entryNumber: line.entryNumber,
        name: entry?.name ?? String(line.entryNumber),
        sku: entry?.code ?? "",
        variant: entry?.variant ?? "",
        what: line.kind === "EXCHANGE" ? returnMessages.exchangeLabel(replacement?.label ?? line.exchangeVariantCode ?? "") : returnMessages.refundLabel,
        quantity: line.quantity,
        reason: entry?.reasons.find((reason) => reason.code === line.reasonCode)?.name ?? (line.reasonCode ? line.reasonCode : null),
        refund: line.kind === "RETURN" && refund ? formatPriceText(refund) : null,
      };
    }),
    money: reviewMoney(preview),
    threshold: preview?.thresholdRequestRequired && view.threshold !== null ? { threshold: view.threshold, units } : null,
  };
}

/**
 * "Submit return request": the return with the draft's key (a double submit creates one return: the backend answers a
 * replayed key with the return it made) → draft cleared, flash, the return's page (303). A refusal (returned or sold
 * out meanwhile) goes back to the form with the draft's values; other failures stay here with the catalogue text.
 */
export async function returnReviewAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const code = requireOrderCode(codeParam);
  const [{ session, draft }, from] = await Promise.all([reviewedDraft(request, context, code), owner(request, context)]);
  let created;
  try {
    created = await createReturn(from, code, toReturnLines(draft.lines), draft.key);
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") throw orderNotFound();
    if (!isOccError(error)) throw error;
    if (error.kind === "badRequest" && error.details.some((detail) => detail.type === "ValidationError")) backToForm(context, session, draft);
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [error.userMessage] });
  }
  clearReturnDraft(session, code);
  setFlash(session, {
    type: "success",
    message: created.thresholdRequest ? returnMessages.createdThresholdFlash(created.rma) : returnMessages.createdFlash(created.rma),
  });
  markSessionChanged(context, session);
  return redirect(returnDetailsPath(created.rma), 303);
}
