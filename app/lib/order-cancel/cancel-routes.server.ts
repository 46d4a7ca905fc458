import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { type OrderOwner, signedInOwner } from "~/lib/occ/caller.server";
import { isOccError } from "~/lib/occ/errors";
import { cancelOrderEntries, type ChangeOrder, getOrderForChange } from "~/lib/occ/order-changes.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { cancelFormSchema } from "./cancel-schema";
import { cancelView, type CancelView, entryName } from "./cancel-view";
import { clearOrderChangeDraft, readOrderChangeDraft, saveOrderChangeDraft } from "./draft.server";
import * as cancelMessages from "./messages";

/**
 * `/my-account/order/{code}/cancel` (choose items, quantities and a reason) and `/cancel/confirm` (check your answers,
 * then `POST users/current/orders/{code}/cancellation` with the draft's Idempotency-Key): loaders and actions (issue 23;
 * docs/order-changes.md). Signed-in users only; the backend decides whose order it is (another user's order is its 400
 * UnknownIdentifierError → this page's 404). One `.server` module for both routes, re-exported per route (decision 004).
 */

export const orderPath = (code: string) => `/my-account/order/${encodeURIComponent(code)}`;
export const cancelPath = (code: string) => `${orderPath(code)}/cancel`;
export const cancelConfirmPath = (code: string) => `${cancelPath(code)}/confirm`;

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export function orderNotFound() {
  return new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
}

export function requireOrderCode(code: string | undefined): string {
  if (!code || !CODE_PATTERN.test(code)) throw orderNotFound();
  return code;
}

/** For `.catch()`: another user's or an unknown order (the backend's UnknownIdentifierError) → 404; else the catalogue text. */
export function orderError(error: unknown): never {
  if (isOccError(error) && error.kind === "notFound") throw orderNotFound();
  throwBackendError(error);
}

async function owner(request: Request, context: RequestContext): Promise<OrderOwner> {
  return signedInOwner(await getOcc(request, context));
}

const rulesOf = (view: CancelView) => view.entries.map((entry) => ({ entryNumber: entry.entryNumber, max: entry.max }));

// ---------------------------------------------------------------------------------------------------------------
// The form

export async function loadCancel(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const code = requireOrderCode(codeParam);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const order = await getOrderForChange(from, code).catch(orderError);
  const view = cancelView(order);
  const draft = readOrderChangeDraft(session, "cancel", code);
  return {
    view,
    /** The form's starting values: the draft's (after "Change"), else every item unticked with its maximum. */
    values: {
      reason: draft?.reason ?? null,
      lines: Object.fromEntries((draft?.lines ?? []).map((line) => [line.entryNumber, line.quantity])) as Record<number, number>,
    },
  };
}

/** "Continue": the whole form with the order's current cancellable quantities → the draft (with its key) → confirm (303). */
export async function cancelAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const code = requireOrderCode(codeParam);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const loaded = await getOrderForChange(from, code).catch((error: unknown) => {
    if (isOccError(error) && error.kind !== "notFound") return error;
    return orderError(error);
  });
  if (isOccError(loaded)) return invalidSubmission(context, parseButtonForm(formData), { formErrors: [loaded.userMessage] });
  const view = cancelView(loaded);
  if (!view.cancellable) return redirect(cancelPath(code), 303);
  const submission = parseWithZod(formData, { schema: cancelFormSchema(rulesOf(view)) });
  if (submission.status !== "success") return invalidSubmission(context, submission);
  saveOrderChangeDraft(session, "cancel", code, { lines: submission.value.lines, additions: [], reason: submission.value.reason, reviewed: true });
  markSessionChanged(context, session);
  return redirect(cancelConfirmPath(code), 303);
}

// ---------------------------------------------------------------------------------------------------------------
// The confirmation

async function reviewedDraft(request: Request, context: RequestContext, code: string) {
  const session = await getSession(request, context);
  const draft = readOrderChangeDraft(session, "cancel", code);
  if (!draft?.reviewed || draft.lines.length === 0) throw redirect(cancelPath(code), 303);
  return { session, draft };
}

/** The draft still fits the order (nothing shipped or cancelled meanwhile)? */
function draftFits(order: ChangeOrder, lines: readonly { entryNumber: number; quantity: number }[]) {
  return lines.every((line) => {
    const entry = order.entries.find((candidate) => candidate.entryNumber === line.entryNumber);
    return entry !== undefined && line.quantity <= entry.cancellableQuantity;
  });
}

export async function loadCancelConfirm(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const code = requireOrderCode(codeParam);
  const [{ session, draft }, from] = await Promise.all([reviewedDraft(request, context, code), owner(request, context)]);
  const order = await getOrderForChange(from, code).catch(orderError);
  if (!draftFits(order, draft.lines)) {
    setFlash(session, { type: "error", message: cancelMessages.orderChanged });
    markSessionChanged(context, session);
    throw redirect(cancelPath(code), 303);
  }
  return {
    code: order.code,
    lines: draft.lines.map((line) => {
      const entry = order.entries.find((candidate) => candidate.entryNumber === line.entryNumber);
      return { entryNumber: line.entryNumber, name: entry ? entryName(entry) : String(line.entryNumber), quantity: line.quantity };
    }),
    reason: cancelMessages.reasonLabel(draft.reason),
  };
}

/**
 * "Confirm cancellation": the cancellation with the draft's key (a double submit cancels once: the backend answers a
 * replayed key 200 and changes nothing) → draft cleared, flash, the order's page (303). A refusal (something shipped
 * meanwhile) stays here with our message; other failures with the catalogue text.
 */
export async function cancelConfirmAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const code = requireOrderCode(codeParam);
  const [{ session, draft }, from] = await Promise.all([reviewedDraft(request, context, code), owner(request, context)]);
  try {
    await cancelOrderEntries(from, code, { lines: draft.lines, reason: draft.reason, key: draft.key });
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") throw orderNotFound();
    if (!isOccError(error)) throw error;
    const refused = error.kind === "badRequest" && error.details.some((detail) => detail.type === "ValidationError" || detail.type === "IllegalStateError");
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [refused ? cancelMessages.orderChanged : error.userMessage] });
  }
  clearOrderChangeDraft(session, "cancel", code);
  setFlash(session, { type: "success", message: cancelMessages.cancelledFlash(code) });
  markSessionChanged(context, session);
  return redirect(orderPath(code), 303);
}

