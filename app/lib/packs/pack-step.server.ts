import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import { isOccError } from "~/lib/occ/errors";
import {
  addPackToCart,
  addSelection,
  type BundleSummary,
  continueBundle,
  discardPackDraft,
  getBundleSummary,
  getPackDetails,
  getPackItemOptions,
  getPackSets,
  getPackSummary,
  type PackBundle,
  type PackDetails,
  packSelectionReason,
  packValidationSubjects,
  removeSelection,
  type SummaryItem,
  updateSelection,
} from "~/lib/occ/packs.server";
import { type PackUser } from "~/lib/occ/caller.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as listMessages from "./messages";
import { showPackPrices } from "./pack-rules";
import { packBase, reviewPath, stepPath } from "./pack-step-paths";
import * as t from "./pack-step-messages";
import { parseButtonForm } from "~/lib/button-form-schema";
import { getPackUser } from "./pack-user.server";
import { type SelectionRules, selectionSchema, vaField, vaTextField } from "./selection-schema";

/**
 * Loaders and actions of the pack pages (issue 8): the layout with the stepper, its index, each bundle's step, the
 * item options page and the review. Every one calls `requireUser` first; the backend scopes packs by the user's pack
 * roles (404 → the not-found page). Every selection lives on the backend draft, nothing in the session.
 */

const ID_PATTERN = /^[A-Za-z0-9_.-]{1,80}$/;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function notFound(): never {
  throw new Response(t.notFoundBody, { status: 404, statusText: "Not Found" });
}

function requireId(value: string | null | undefined): string {
  if (!value || !ID_PATTERN.test(value)) notFound();
  return value;
}

function backendError(error: unknown): never {
  if (isOccError(error) && error.kind === "notFound") notFound();
  throwBackendError(error);
}

/** The pack's details, once per request (the layout and the child loaders of a document request share it). */
function packDetails(user: PackUser, context: RequestContext, packId: string): Promise<PackDetails> {
  const key = `pack-details:${user.userId}:${packId}`;
  const cached = context.memo.get(key) as Promise<PackDetails> | undefined;
  if (cached) return cached;
  const call = getPackDetails(user, packId).catch(backendError);
  context.memo.set(key, call);
  return call;
}

function bundleAt(details: PackDetails, n: string | undefined): PackBundle {
  const step = Number(n);
  const bundle = Number.isInteger(step) ? details.bundles.find((candidate) => candidate.step === step) : undefined;
  if (!bundle) notFound();
  return bundle;
}

async function pricesShown(request: Request, context: RequestContext, details: Pick<PackDetails, "packType" | "allocationType">) {
  const session = await getSession(request, context);
  return showPackPrices({ priceEnabled: session.get("priceEnabled") === true, packType: details.packType, allocationType: details.allocationType });
}

async function start(request: Request, context: RequestContext, packIdParam: string | undefined) {
  await requireUser(request, context);
  const packId = requireId(packIdParam);
  const user = await getPackUser(request, context);
  return { user, packId };
}

const isIsolated = (request: Request) => new URL(request.url).searchParams.get("isolated") === "1";

/** The first bundle whose status is not COMPLETED (its step), or null when every bundle is. */
export function firstOpenStep(details: Pick<PackDetails, "bundles">): number | null {
  const open = [...details.bundles].sort((a, b) => a.step - b.step).find((bundle) => bundle.status !== "COMPLETED");
  return open ? open.step : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Layout and index

export async function loadPackLayout(request: Request, context: RequestContext, packIdParam: string | undefined) {
  const { user, packId } = await start(request, context, packIdParam);
  const details = await packDetails(user, context, packId);
  return {
    pack: {
      packId: details.packId,
      packName: details.packName,
      packType: details.packType,
      preOrder: details.preOrder,
      preOrderDate: details.preOrderDate,
      fundType: details.fundType,
      mode: details.mode,
      roleCode: details.role.code,
      currencySymbol: details.currencySymbol,
      bundles: [...details.bundles]
        .sort((a, b) => a.step - b.step)
        .map((bundle) => ({ bundleId: bundle.bundleId, bundleName: bundle.bundleName, step: bundle.step, status: bundle.status })),
    },
    showPrices: await pricesShown(request, context, details),
    isolated: isIsolated(request),
  };
}

export async function redirectToOpenStep(request: Request, context: RequestContext, packIdParam: string | undefined) {
  const { user, packId } = await start(request, context, packIdParam);
  const details = await packDetails(user, context, packId);
  const open = firstOpenStep(details);
  throw redirect(open === null ? reviewPath(packId) : stepPath(packId, open));
}

// ---------------------------------------------------------------------------------------------------------------
// Step

export async function loadPackStep(request: Request, context: RequestContext, params: { packId?: string; n?: string }) {
  const { user, packId } = await start(request, context, params.packId);
  const details = await packDetails(user, context, packId);
  const bundle = bundleAt(details, params.n);
  const [sets, summary, showPrices] = await Promise.all([
    getPackSets(user, packId, bundle.bundleId).catch(backendError),
    getBundleSummary(user, packId, bundle.bundleId).catch(backendError),
    pricesShown(request, context, details),
  ]);
  return {
    packId,
    bundle: {
      bundleId: bundle.bundleId,
      bundleName: bundle.bundleName,
      bundleDescription: bundle.bundleDescription,
      step: bundle.step,
      minSelections: bundle.minSelections,
      maxSelections: bundle.maxSelections,
      isIndentOrder: bundle.isIndentOrder,
    },
    sets,
    summary,
    showPrices,
    isolated: isIsolated(request),
    total: details.bundles.length,
  };
}

/**
 * `intent=continue` → PUT allocations: COMPLETED → the next step (or the review; isolated → the review), else the
 * step again with what is missing (`objects`). `intent=remove` + `selectionId` → DELETE the line → the step (303).
 */
export async function packStepAction(request: Request, context: RequestContext, params: { packId?: string; n?: string }) {
  const { user, packId } = await start(request, context, params.packId);
  const formData = await readForm(request);
  const details = await packDetails(user, context, packId);
  const bundle = bundleAt(details, params.n);
  const isolated = isIsolated(request);
  const intent = formData.get("intent");
  if (intent === "remove") {
    const selectionId = requireId(String(formData.get("selectionId") ?? ""));
    await removeSelection(user, packId, bundle.bundleId, selectionId).catch(backendError);
    const session = await getSession(request, context);
    setFlash(session, { type: "info", message: t.itemRemoved });
    markSessionChanged(context, session);
    return redirect(stepPath(packId, bundle.step, { isolated }), 303);
  }
  const summary = await continueBundle(user, packId, bundle.bundleId).catch(backendError);
  if (summary.objects.length === 0 && summary.status === "COMPLETED") {
    const next = details.bundles.filter((other) => other.step > bundle.step).sort((a, b) => a.step - b.step)[0];
    return redirect(isolated || !next ? reviewPath(packId) : stepPath(packId, next.step), 303);
  }
  // What is missing: the step's summary lists it (`objects`, the loader's, fresh after this answer: the route
  // revalidates), the answer's form errors say it in words.
  return invalidSubmission(context, parseButtonForm(formData), { formErrors: summary.objects.map((object) => `${object.subject}: ${object.message}`) });
}

// ---------------------------------------------------------------------------------------------------------------
// Item options

function findSelection(summary: BundleSummary, selectionId: string): SummaryItem | null {
  for (const entry of summary.setItems) {
    const items = entry.type === "set" ? entry.items : entry.sets.flatMap((set) => set.items);
    const found = items.find((item) => item.selectionId === selectionId);
    if (found) return found;
  }
  return null;
}

async function itemContext(request: Request, context: RequestContext, params: { packId?: string; n?: string; productCode?: string }) {
  const { user, packId } = await start(request, context, params.packId);
  const url = new URL(request.url);
  const setId = requireId(url.searchParams.get("set"));
  const selectionParam = url.searchParams.get("selection");
  const selectionId = selectionParam ? requireId(selectionParam) : null;
  const productCode = requireId(params.productCode);
  const details = await packDetails(user, context, packId);
  const bundle = bundleAt(details, params.n);
  const [options, summary] = await Promise.all([
    getPackItemOptions(user, packId, bundle.bundleId, productCode, setId).catch(backendError),
    selectionId ? getBundleSummary(user, packId, bundle.bundleId).catch(backendError) : Promise.resolve(null),
  ]);
  const selection = selectionId && summary ? findSelection(summary, selectionId) : null;
  if (selectionId && !selection) notFound();
  return { user, packId, details, bundle, setId, productCode, options, selection, isolated: isIsolated(request) };
}

export function selectionRules(options: { variants: SelectionRules["variants"]; valueAdds: SelectionRules["valueAdds"]; replacementReasons: { code: string }[] }): SelectionRules {
  return {
    variants: options.variants.map((v) => ({ code: v.code, colour: v.colour, size: v.size, fit: v.fit })),
    valueAdds: options.valueAdds.map((v) => ({ code: v.code, prompt: v.prompt, maxLength: v.maxLength })),
    reasons: options.replacementReasons.map((r) => r.code),
  };
}

/** The form's starting values: the edited line's, else the first colour and quantity 1. */
function initialValues(options: Awaited<ReturnType<typeof itemContext>>["options"], selection: SummaryItem | null): Record<string, string> {
  if (!selection) return { quantity: "1", colour: options.colours.length === 1 ? (options.colours[0]?.code ?? "") : "" };
  const variant = options.variants.find((v) => v.code === selection.skuNumber);
  const values: Record<string, string> = {
    colour: variant?.colour ?? "",
    size: variant?.size ?? "",
    fit: variant?.fit ?? "",
    quantity: String(selection.quantity),
    reasonOfReplacement: selection.reasonOfReplacement?.code ?? "",
    additionalComments: selection.additionalComments ?? "",
  };
  for (const va of selection.selectedValueAdd) {
    values[vaField(va.code)] = "on";
    const answer = va.prompts[0]?.userEnteredValue;
    if (answer) values[vaTextField(va.code)] = answer;
  }
  return values;
}

export async function loadPackItem(request: Request, context: RequestContext, params: { packId?: string; n?: string; productCode?: string }) {
  const ctx = await itemContext(request, context, params);
  const showPrices = await pricesShown(request, context, ctx.details);
  const { options } = ctx;
  return {
    packId: ctx.packId,
    step: ctx.bundle.step,
    bundleName: ctx.bundle.bundleName,
    setId: ctx.setId,
    selectionId: ctx.selection?.selectionId ?? null,
    isolated: ctx.isolated,
    showPrices,
    item: {
      code: options.code,
      name: options.name,
      description: options.description,
      image: options.image,
      disabled: options.disabled,
      colours: options.colours,
      variants: options.variants.map((v) => ({ code: v.code, colour: v.colour, size: v.size, fit: v.fit, price: v.price.formattedValue })),
      valueAdds: options.valueAdds.map((v) => ({ code: v.code, name: v.name, price: v.price.formattedValue, prompt: v.prompt, maxLength: v.maxLength })),
      replacementReasons: options.replacementReasons.length > 0 ? options.replacementReasons : ctx.details.replacementReasons,
    },
    values: initialValues(options, ctx.selection),
  };
}

/** Add to bundle / Update item: the shared schema, then POST or PUT the line → the step (303); errors stay. */
export async function packItemAction(request: Request, context: RequestContext, params: { packId?: string; n?: string; productCode?: string }) {
  const ctx = await itemContext(request, context, params);
  const formData = await readForm(request);
  const reasons = ctx.options.replacementReasons.length > 0 ? ctx.options.replacementReasons : ctx.details.replacementReasons;
  const submission = parseWithZod(formData, { schema: selectionSchema(selectionRules({ ...ctx.options, replacementReasons: reasons })) });
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const body = { setId: ctx.setId, productCode: ctx.productCode, ...submission.value };
  try {
    if (ctx.selection) await updateSelection(ctx.user, ctx.packId, ctx.bundle.bundleId, ctx.selection.selectionId, body);
    else await addSelection(ctx.user, ctx.packId, ctx.bundle.bundleId, body);
  } catch (error) {
    const formErrors = selectionBackendErrors(error);
    if (!formErrors) backendError(error);
    return invalidSubmission(context, submission, formErrors);
  }
  const session = await getSession(request, context);
  setFlash(session, { type: "success", message: ctx.selection ? t.itemUpdated : t.itemAdded });
  markSessionChanged(context, session);
  return redirect(stepPath(ctx.packId, ctx.bundle.step, { isolated: ctx.isolated }), 303);
}

/** Backend refusals shown on the form: 409 maxReached / categoryDisabled (spec texts), 400 subjects by field. */
export function selectionBackendErrors(error: unknown): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } | null {
  const reason = packSelectionReason(error);
  if (reason === "maxReached") return { formErrors: [t.maxReached] };
  if (reason === "categoryDisabled") return { formErrors: [`${listMessages.categoryUnavailable} ${listMessages.categoryUnavailableDetail}`] };
  const subjects = packValidationSubjects(error);
  if (subjects.length === 0) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const subject of subjects) {
    if (subject === "variantCode") fieldErrors.size = [t.combinationUnavailable];
    else if (subject === "quantity") fieldErrors.quantity = [t.quantityInvalid];
    else if (subject === "reasonOfReplacement") fieldErrors.reasonOfReplacement = [t.reasonInvalid];
    else if (subject === "additionalComments") fieldErrors.additionalComments = [t.commentsTooLong];
    else return { formErrors: [t.itemNotFound] };
  }
  return { fieldErrors };
}

// ---------------------------------------------------------------------------------------------------------------
// Review

export async function loadPackReview(request: Request, context: RequestContext, packIdParam: string | undefined) {
  const { user, packId } = await start(request, context, packIdParam);
  const [details, summary] = await Promise.all([packDetails(user, context, packId), getPackSummary(user, packId).catch(backendError)]);
  return {
    summary,
    showPrices: await pricesShown(request, context, details),
    /** One key per review render: a double submit of this form adds the pack once (Idempotency-Key). */
    addKey: randomUUID(),
  };
}

/** `intent=add` → add/takenEntries (?packId= by pack type, the form's key) → the pack list; `intent=discard` → /cart. */
export async function packReviewAction(request: Request, context: RequestContext, packIdParam: string | undefined) {
  const { user, packId } = await start(request, context, packIdParam);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "discard") {
    await discardPackDraft(user, packId).catch(backendError);
    return redirect("/cart", 303);
  }
  // The request's cart: the proxy cart in proxy mode (the wearer's), the punch-out cart, else the user's own (the
  // backend makes it when missing). A pack the user may not see is a 404 here, before the form is judged.
  const [ref, details] = await Promise.all([getCartRef(request, context), packDetails(user, context, packId)]);
  if (!ref) throw new Error("A signed-in request has a cart reference");
  // The form's two buttons (issue 21, bad-input corpus: any other body used to add the pack too).
  if (intent !== "add") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const keyField = String(formData.get("addKey") ?? "");
  const idempotencyKey = KEY_PATTERN.test(keyField) ? keyField : randomUUID();
  try {
    await addPackToCart(ref, { packId, packType: details.packType, idempotencyKey });
  } catch (error) {
    const message = addErrorMessage(error);
    if (!message) backendError(error);
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [message] });
  }
  return redirect(`/packList?role=${encodeURIComponent(details.role.code)}&added=${encodeURIComponent(packId)}`, 303);
}

export function addErrorMessage(error: unknown): string | null {
  if (!isOccError(error) || error.status !== 400) return null;
  if (packSelectionReason(error) === "incomplete") return t.incompletePack;
  if (error.details.some((d) => d.type === "InsufficientStockError")) return t.stockShort;
  return error.details[0]?.message || t.addFailed;
}

export { packBase };

// Read-only views: rendered in full on the server, loaded on demand in the browser
// (app/components/server-rendered-lazy.tsx; decision 004, the pages' first-load budget).
export { PackHeader } from "~/components/packs/pack-header";
export { PackStepper } from "~/components/packs/pack-stepper";
export { BundleSummaryPanel } from "~/components/packs/bundle-summary";
export { PackReviewView } from "~/components/packs/pack-review-view";
