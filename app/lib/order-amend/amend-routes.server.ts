import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { formatPriceText } from "~/lib/cart/totals-display";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type OrderOwner, signedInOwner } from "~/lib/occ/caller.server";
import { isOccError, isUnknownResource, type OccError } from "~/lib/occ/errors";
import { type AmendBody, type AmendmentData, amendOrder, getAmendmentData, getOrderForChange } from "~/lib/occ/order-changes.server";
import { orderError, orderPath, requireOrderCode } from "~/lib/order-cancel/cancel-routes.server";
import { entryName } from "~/lib/order-cancel/cancel-view";
import { clearOrderChangeDraft, readOrderChangeDraft, saveOrderChangeDraft } from "~/lib/order-cancel/draft.server";
import { readPageParam } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { addField, amendFormSchema, type AmendProductRule, lineField, SEARCH_FIELD } from "./amend-schema";
import { type AmendView } from "./amend-view";
import * as amendMessages from "./messages";

/**
 * `/my-account/order/{code}/amend` (the lines' quantities and eligible products to add; `?q=` searches the products,
 * `?page=` pages them) and `/amend/review` (the new total priced by the backend's dry run, then "Confirm changes":
 * `POST orgUsers/current/orders/{code}/amend` with the draft's Idempotency-Key): loaders and actions (issue 23;
 * docs/order-changes.md). The edit data is this customer's extension: on a stock SAP (404 UnknownResourceError) the
 * page says amending is not available.
 */

export const amendPath = (code: string) => `${orderPath(code)}/amend`;
export const amendReviewPath = (code: string) => `${amendPath(code)}/review`;

const ADD_FIELD = /^add-([A-Za-z0-9._-]{1,64})$/;

async function owner(request: Request, context: RequestContext): Promise<OrderOwner> {
  return signedInOwner(await getOcc(request, context));
}

function searchOf(request: Request) {
  const params = new URL(request.url).searchParams;
  return { searchTerm: (params.get("q") ?? "").trim().slice(0, 100), currentPage: readPageParam(params.get("page")) };
}

function amendView(data: AmendmentData, search: { searchTerm: string; currentPage: number }, pending: { code: string; quantity: number }[]): AmendView {
  const onPage = new Set(data.eligibleProducts.map((product) => product.code));
  return {
    state: data.amendable ? "amendable" : "closed",
    code: data.code,
    total: data.totalPriceWithTax ? formatPriceText(data.totalPriceWithTax) : null,
    lines: data.entries.map((entry) => ({
      entryNumber: entry.entryNumber,
      name: entryName(entry),
      code: entry.product.code,
      quantity: entry.quantity,
      max: entry.maxQuantity,
      price: entry.basePrice ? formatPriceText(entry.basePrice) : null,
    })),
    products: data.eligibleProducts.map((product) => ({
      code: product.code,
      name: entryName({ product: { code: product.code, name: product.name, variantOptionQualifiers: product.variantOptionQualifiers } }),
      price: product.price ? formatPriceText(product.price) : null,
      max: product.maxQuantity,
    })),
    pending: pending.filter((addition) => !onPage.has(addition.code)),
    search: { q: search.searchTerm, page: data.pagination.currentPage + 1, pages: data.pagination.totalPages },
  };
}

const closedView = (code: string, state: "closed" | "unavailable"): AmendView => ({
  state,
  code,
  total: null,
  lines: [],
  products: [],
  pending: [],
  search: { q: "", page: 1, pages: 0 },
});

/** The edit data, or the view that says why there is none (another user's order → 404). */
async function loadData(from: OrderOwner, code: string, search: { searchTerm: string; currentPage: number }) {
  try {
    return await getAmendmentData(from, code, search);
  } catch (error) {
    if (isUnknownResource(error)) return null;
    return orderError(error);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The form

export async function loadAmend(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const code = requireOrderCode(codeParam);
  const search = searchOf(request);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const data = await loadData(from, code, search);
  const draft = readOrderChangeDraft(session, "amend", code);
  if (!data) return { view: closedView(code, "unavailable"), values: {} as Record<string, string> };
  if (!data.amendable) return { view: closedView(code, "closed"), values: {} as Record<string, string> };
  const values: Record<string, string> = {};
  for (const line of draft?.lines ?? []) values[lineField(line.entryNumber)] = String(line.quantity);
  for (const addition of draft?.additions ?? []) values[addField(addition.code)] = String(addition.quantity);
  // What was typed before a search or a page of products, exactly as typed (also what was not a number yet).
  for (const [name, typed] of Object.entries(draft?.typed ?? {})) values[name] = typed;
  return { view: amendView(data, search, draft?.additions ?? []), values };
}

/** Backend refusals of the dry run as field errors (the body's indexes name the lines and products). */
function backendFieldErrors(error: OccError, body: AmendBody): Record<string, string[]> | null {
  if (error.kind !== "badRequest") return null;
  const fields: Record<string, string[]> = {};
  for (const detail of error.details) {
    const match = /^(entries|additions)\.(\d+)\.(entryNumber|quantity|code)$/.exec(detail.subject ?? "");
    if (!match) continue;
    const index = Number(match[2]);
    if (match[1] === "entries") {
      const entry = body.entries[index];
      if (entry) fields[lineField(entry.entryNumber)] = [amendMessages.notEnoughStock];
    } else {
      const addition = body.additions[index];
      if (addition) fields[addField(addition.code)] = [match[3] === "code" ? amendMessages.cannotAdd : amendMessages.notEnoughStock];
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

const LINE_FIELD = /^quantity-(\d{1,4})$/;

/** `intent=search` (with the form's `q`) or `intent=page-n`: browse the eligible products; else (`review`, none) null. */
function browseIntent(intent: FormDataEntryValue | null): { page: number } | null {
  if (intent === "search") return { page: 1 };
  const match = typeof intent === "string" ? /^page-(\d{1,4})$/.exec(intent) : null;
  return match ? { page: Math.max(1, Number(match[1])) } : null;
}

/**
 * A search or a page of products, from the amend form itself: what was typed (the lines' quantities and the products'
 * quantities, as typed) goes into the draft — not checked yet, `reviewed: false` — and the form shows the products
 * asked for (303), with every typed value back in its field. Nothing is sent to the backend.
 */
function keepTypedAndBrowse(
  context: RequestContext,
  session: Awaited<ReturnType<typeof getSession>>,
  code: string,
  formData: FormData,
  browse: { page: number },
) {
  const typed: Record<string, string> = {};
  const lines: { entryNumber: number; quantity: number }[] = [];
  const additions: { code: string; quantity: number }[] = [];
  for (const [name, raw] of formData.entries()) {
    if (typeof raw !== "string") continue;
    const value = raw.trim();
    const line = LINE_FIELD.exec(name);
    const add = ADD_FIELD.exec(name);
    if (!line && !add) continue;
    if (value !== "") typed[name] = value;
    const quantity = /^\d{1,3}$/.test(value) ? Number(value) : null;
    if (line?.[1] && quantity !== null) lines.push({ entryNumber: Number(line[1]), quantity });
    if (add?.[1] && quantity !== null && quantity > 0) additions.push({ code: add[1], quantity });
  }
  saveOrderChangeDraft(session, "amend", code, { lines, additions, reason: null, reviewed: false, typed });
  markSessionChanged(context, session);
  const q = String(formData.get(SEARCH_FIELD) ?? "").trim().slice(0, 100);
  const params = new URLSearchParams({ ...(q ? { q } : {}), ...(browse.page > 1 ? { page: String(browse.page) } : {}) });
  const query = params.toString();
  return redirect(`${amendPath(code)}${query ? `?${query}` : ""}#order-amend-add`, 303);
}

/**
 * "Review changes": the form checked with the lines' maxima (and the products on the page or posted), then priced by
 * the backend's dry run (stock, eligibility) → the draft (with its key) → the review (303). Errors come back with every
 * typed value.
 */
export async function amendAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const code = requireOrderCode(codeParam);
  const search = searchOf(request);
  const [from, session] = await Promise.all([owner(request, context), getSession(request, context)]);
  const browse = browseIntent(formData.get("intent"));
  if (browse) return keepTypedAndBrowse(context, session, code, formData, browse);
  // A backend failure reading the edit data answers the form again with every typed value and the catalogue text;
  // an order that is not the caller's is the not-found page; a session that ended goes to sign in.
  const data = await getAmendmentData(from, code, search).catch((error: unknown) => {
    if (isUnknownResource(error)) return null;
    if (isOccError(error) && error.kind !== "notFound" && error.kind !== "sessionExpired") return error;
    return orderError(error);
  });
  if (isOccError(data)) return invalidSubmission(context, parseButtonForm(formData), { formErrors: [data.userMessage] });
  if (!data || !data.amendable) return redirect(amendPath(code), 303);
  const maxima = new Map(data.eligibleProducts.map((product) => [product.code, product.maxQuantity]));
  const products: AmendProductRule[] = [];
  for (const name of new Set(formData.keys())) {
    const match = ADD_FIELD.exec(name);
    if (match?.[1]) products.push({ code: match[1], max: maxima.get(match[1]) ?? 999 });
  }
  const lines = data.entries.map((entry) => ({ entryNumber: entry.entryNumber, current: entry.quantity, max: entry.maxQuantity }));
  const submission = parseWithZod(formData, { schema: amendFormSchema(lines, products) });
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const body: AmendBody = submission.value;
  const draft = saveOrderChangeDraft(session, "amend", code, { lines: body.entries, additions: body.additions, reason: null, reviewed: false });
  try {
    await amendOrder(from, code, body, { dryRun: true, key: draft.key });
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") return orderError(error);
    if (!isOccError(error)) throw error;
    if (error.details.some((detail) => detail.type === "IllegalStateError")) return redirect(amendPath(code), 303);
    const fields = backendFieldErrors(error, body);
    return invalidSubmission(context, submission, fields ? { fieldErrors: fields } : { formErrors: [error.userMessage] });
  }
  saveOrderChangeDraft(session, "amend", code, { lines: body.entries, additions: body.additions, reason: null, reviewed: true });
  markSessionChanged(context, session);
  return redirect(amendReviewPath(code), 303);
}

// ---------------------------------------------------------------------------------------------------------------
// The review

async function reviewedDraft(request: Request, context: RequestContext, code: string) {
  const session = await getSession(request, context);
  const draft = readOrderChangeDraft(session, "amend", code);
  if (!draft?.reviewed) throw redirect(amendPath(code), 303);
  return { session, draft };
}

export async function loadAmendReview(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const code = requireOrderCode(codeParam);
  const [{ session, draft }, from] = await Promise.all([reviewedDraft(request, context, code), owner(request, context)]);
  const body: AmendBody = { entries: draft.lines, additions: draft.additions };
  const [order, priced] = await Promise.all([
    getOrderForChange(from, code).catch(orderError),
    amendOrder(from, code, body, { dryRun: true, key: draft.key }).catch((error: unknown) => {
      if (isOccError(error) && error.kind === "notFound") return orderError(error);
      if (isOccError(error) && error.kind === "badRequest") return null;
      return orderError(error);
    }),
  ]);
  if (!priced) {
    // Amended, shipped or out of stock meanwhile: back to the form with the draft's values.
    saveOrderChangeDraft(session, "amend", code, { lines: draft.lines, additions: draft.additions, reason: null, reviewed: false });
    setFlash(session, { type: "error", message: amendMessages.orderChanged });
    markSessionChanged(context, session);
    throw redirect(amendPath(code), 303);
  }
  const held = (entry: { quantity: number; approvedQuantity?: number | undefined; cancelledQuantity: number }) =>
    (entry.approvedQuantity ?? entry.quantity) - entry.cancelledQuantity;
  const before = new Map(order.entries.map((entry) => [entry.entryNumber, held(entry)]));
  const after = new Map(priced.entries.map((entry) => [entry.entryNumber, entry]));
  const rows = [
    ...order.entries.map((entry) => {
      const next = after.get(entry.entryNumber);
      const quantity = next ? held(next) : 0;
      return { key: `e${entry.entryNumber}`, name: entryName(entry), quantity, was: held(entry), added: false, total: next && quantity > 0 && next.totalPrice ? formatPriceText(next.totalPrice) : null };
    }),
    ...priced.entries
      .filter((entry) => !before.has(entry.entryNumber))
      .map((entry) => ({ key: `e${entry.entryNumber}`, name: entryName(entry), quantity: held(entry), was: 0, added: true, total: entry.totalPrice ? formatPriceText(entry.totalPrice) : null })),
  ].filter((row) => row.was > 0 || row.quantity > 0);
  const limit = priced.amendment?.exceededLimit?.threshold;
  return {
    code: order.code,
    rows,
    previousTotal: priced.amendment?.previousTotal ? formatPriceText(priced.amendment.previousTotal) : order.totalPriceWithTax ? formatPriceText(order.totalPriceWithTax) : "",
    newTotal: priced.amendment?.newTotal ? formatPriceText(priced.amendment.newTotal) : priced.totalPriceWithTax ? formatPriceText(priced.totalPriceWithTax) : "",
    heldForApproval: priced.amendment?.heldForApproval === true,
    stillPending: priced.amendment?.heldForApproval !== true && priced.amendment?.requiresApproval === true,
    limit: limit ? formatPriceText(limit) : null,
  };
}

/**
 * "Confirm changes": the amendment with the draft's key (a double submit amends once: a replayed key answers the
 * amended order and changes nothing) → draft cleared, flash (saying when the order went back for approval), the
 * order's page (303). A refusal (changed meanwhile) stays here with our message; other failures with the catalogue text.
 */
export async function amendReviewAction(request: Request, context: RequestContext, codeParam: string | undefined) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const code = requireOrderCode(codeParam);
  const [{ session, draft }, from] = await Promise.all([reviewedDraft(request, context, code), owner(request, context)]);
  let status: string | undefined;
  try {
    ({ status } = await amendOrder(from, code, { entries: draft.lines, additions: draft.additions }, { dryRun: false, key: draft.key }));
  } catch (error) {
    if (isOccError(error) && error.kind === "notFound") return orderError(error);
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [error.kind === "badRequest" ? amendMessages.orderChanged : error.userMessage] });
  }
  clearOrderChangeDraft(session, "amend", code);
  setFlash(session, { type: "success", message: status === "PENDING_APPROVAL" ? amendMessages.amendedPendingFlash(code) : amendMessages.amendedFlash(code) });
  markSessionChanged(context, session);
  return redirect(orderPath(code), 303);
}
