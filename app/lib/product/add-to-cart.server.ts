import { redirect } from "@remix-run/node";
import { appOccForCartChange, getOcc, getOptionalUser, occConfig, requireUser, sessionTokenSource } from "~/lib/auth.server";
import { guestCartGuid, guestCartRef, guestCheckoutOffered, rememberGuestCart } from "~/lib/cart/guest-cart.server";
import { type CartRef } from "~/lib/occ/caller.server";
import { getCartRef } from "~/lib/checkout/cart-ref.server";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { addEntry, createGuestCart } from "~/lib/occ/cart.server";
import { OccClient } from "~/lib/occ/client.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { htmlToText } from "~/lib/sanitize.server";
import { type Product } from "~/lib/occ/products.server";
import { loadProduct, optionGroups, variantChoices } from "~/lib/product/product-page.server";
import { type AddToCartForm, type AddToCartProduct, addToCartSchema } from "~/lib/product/add-to-cart-schema";
import {
  type AddToCartFailure,
  type AddToCartRefusal,
  type AddToCartSuccess,
  type AddToCartVia,
  addToCartErrorResult,
} from "~/lib/product/add-to-cart-result";
import { type AppSession, getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { selectionFromParams, selectionSearch } from "~/lib/product/variant-selection";

/**
 * Add to cart from the product page or the quick-add dialog: validate the form and resolve the chosen options to a
 * variant (the product's variant matrix from the backend; the form carries no variant code), add the entry to the cart of
 * the request (`getCartRef`: the user's own cart — created by the backend when missing —, the proxy or punch-out
 * cart; or, for an anonymous visitor on the corporate site, a guest cart, see docs/decisions/007-guest-checkout.md),
 * and turn backend errors into catalogue texts (spec part 2 §8). Adds once per form submission: the form's one-time
 * token is the backend's `Idempotency-Key` (docs/decisions/010-idempotent-order-placement.md, issue 19), so any
 * number of storefront processes can serve the same user.
 */

/**
 * What one add came to: the dialog's success answer, or a refusal as conform's `SubmissionResult` (messages by posted
 * field, every choice and the quantity kept; app/lib/product/add-to-cart-result.ts).
 */
export type AddToCartOutcome = AddToCartSuccess | AddToCartRefusal;

function formValue(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function viaOf(formData: FormData): AddToCartVia {
  return formValue(formData, "via") === "quick-add" ? "quick-add" : "page";
}

/** The product's variant matrix as the add-to-cart form needs it (from the backend's product data). */
export function addToCartProduct(product: Product): AddToCartProduct {
  return { code: product.code, groups: optionGroups(product), variants: variantChoices(product, { priceEnabled: false }) };
}

/**
 * Parses the posted form against the product's variant matrix: the chosen options (posted under their qualifier)
 * resolve to the variant to add. On failure the `SubmissionResult` to answer: errors by their fields and groups,
 * every choice and the quantity kept.
 */
export function parseAddToCartForm(
  formData: FormData,
  product: AddToCartProduct,
): { success: true; value: AddToCartForm } | { success: false; outcome: AddToCartRefusal } {
  const options: Record<string, string> = {};
  for (const group of product.groups) {
    const value = formData.get(group.qualifier);
    if (typeof value === "string") options[group.qualifier] = value;
  }
  const result = addToCartSchema(product).safeParse({
    options,
    quantity: formData.get("quantity") ?? undefined,
    submissionToken: formData.get("submissionToken") ?? undefined,
    via: formData.get("via") ?? undefined,
  });
  if (result.success) return { success: true, value: result.data };
  const formErrors = new Set<string>();
  const optionErrors: Record<string, string[]> = {};
  const quantityErrors: string[] = [];
  for (const issue of result.error.issues) {
    const [field, qualifier] = issue.path;
    if (field === "options" && typeof qualifier === "string") (optionErrors[qualifier] ??= []).push(issue.message);
    else if (field === "quantity") quantityErrors.push(issue.message);
    else formErrors.add(issue.message);
  }
  const failure: AddToCartFailure = {
    formErrors: [...formErrors],
    optionErrors,
    quantityErrors,
    // Only values of their group are shown again.
    values: { quantity: formValue(formData, "quantity"), selection: selectionFromParams(product.groups, new URLSearchParams(options)) },
  };
  return { success: false, outcome: addToCartErrorResult(failure, viaOf(formData)) };
}

/** The catalogue text for a failed cart call, and whether it belongs to the quantity field. */
export function addToCartErrorMessage(error: OccError): { field: "quantity" | null; message: string } {
  const detail = (type: string) => error.details.find((d) => d.type === type);
  const illegalState = detail("IllegalStateError");
  if (illegalState && /base product/i.test(illegalState.message)) {
    return { field: null, message: messages.baseProductNotAddable };
  }
  const stock = detail("InsufficientStockError");
  if (stock) {
    // 'Product X is out of stock' (none left) or 'Only n … are in stock' (fewer than asked for).
    return /out of stock/i.test(stock.message) || !stock.message
      ? { field: null, message: messages.outOfStockNotAddable }
      : { field: "quantity", message: messages.notEnoughStock };
  }
  const validation = error.details.find((d) => d.type === "ValidationError" && d.subject === "quantity");
  if (validation) return { field: "quantity", message: messages.quantityRange };
  if (detail("UnknownIdentifierError") && error.status === 400) return { field: null, message: messages.itemNotFound };
  const cartError = detail("CartError");
  if (cartError) {
    return { field: null, message: cartError.reason === "notFound" ? messages.cartNotFound : messages.cartErrors };
  }
  if (error.kind === "badRequest" || illegalState) return { field: null, message: messages.cartErrors };
  return { field: null, message: error.userMessage };
}

/**
 * The OCC client for a cart change: like `getOcc`, but not tied to the browser request's abort
 * signal. A change that reached the backend must finish and be recorded even if the browser gave
 * up on the response (a double click cancels the first request), so the repeat finds its answer
 * under the same Idempotency-Key.
 */
export async function occForCartChange(request: Request, context: RequestContext): Promise<OccClient> {
  const session = await getSession(request, context);
  return new OccClient({
    config: occConfig(),
    tokens: sessionTokenSource(request, context, session),
    punchOutSessionId: session.get("punchOutSessionId") ?? null,
    clientAddress: context.clientAddress,
    timings: context.serverTimings,
  });
}

/** Where an add goes: a signed-in user's cart, or a guest cart (made on the first add). */
export type AddToCartTarget =
  | { kind: "user"; userUid: string; ref: CartRef }
  | { kind: "guest"; guid: string | null; appOcc: OccClient };

/**
 * The cart an add goes to. Anonymous visitors get a guest cart where guest checkout is offered (corporate);
 * elsewhere they are sent to sign in (`requireUser`), as are users the session guards redirect.
 */
export async function addToCartTarget(request: Request, context: RequestContext): Promise<AddToCartTarget> {
  const anonymous = (await getOptionalUser(request, context)) === null;
  if (anonymous && guestCheckoutOffered(getEnv().siteType)) {
    const session = await getSession(request, context);
    return { kind: "guest", guid: guestCartGuid(session), appOcc: appOccForCartChange(request, context) };
  }
  const user = await requireUser(request, context);
  const ref = await getCartRef(request, context);
  if (!ref) throw new Error("A signed-in user always has a cart reference");
  return { kind: "user", userUid: user.uid, ref: { ...ref, occ: await occForCartChange(request, context) } };
}

/** What one add did: the outcome to render, and the guest cart it used (to keep in the session). */
export interface AddToCartResult {
  outcome: AddToCartOutcome;
  guestCartGuid: string | null;
}

/**
 * Adds the entry with the form's token as `Idempotency-Key`: the backend answers a repeat with the first add's
 * answer and adds nothing. A backend error becomes an error outcome (anything else is rethrown).
 */
async function addTo(ref: CartRef, form: AddToCartForm): Promise<AddToCartOutcome> {
  try {
    const result = await addEntry(ref, { productCode: form.productCode, quantity: form.quantity }, form.submissionToken);
    const name = htmlToText(result.entry?.product?.name) || form.productCode;
    const quantity = result.quantityAdded ?? form.quantity;
    return { status: "success", via: form.via, message: messages.addedToCart(quantity, name) };
  } catch (error) {
    if (!isOccError(error)) throw error;
    return errorOutcome(error, form);
  }
}

function errorOutcome(error: OccError, form: AddToCartForm): AddToCartRefusal {
  const { field, message } = addToCartErrorMessage(error);
  const failure: AddToCartFailure = {
    formErrors: field ? [] : [message],
    optionErrors: {},
    quantityErrors: field ? [message] : [],
    values: { quantity: String(form.quantity), selection: form.selection },
  };
  return addToCartErrorResult(failure, form.via);
}

/**
 * Adds to cart once per submission token and cart: the token is the backend's `Idempotency-Key` for the add (and,
 * for a guest's first add, for creating the guest cart), so a repeated submission — a double click without
 * JavaScript, a resent POST, on this process or another — gets the first answer without adding again. The backend
 * stores only successes, so a failed add can be corrected and sent with the same token. A guest cart the backend no
 * longer has (e.g. after its order) is replaced by a new one.
 */
export async function addToCartOnce(target: AddToCartTarget, form: AddToCartForm): Promise<AddToCartResult> {
  if (target.kind === "user") return { outcome: await addTo(target.ref, form), guestCartGuid: null };
  let guid = target.guid;
  if (guid === null) {
    try {
      guid = await newGuestCart(target.appOcc, form.submissionToken);
    } catch (error) {
      if (!isOccError(error)) throw error;
      return { outcome: errorOutcome(error, form), guestCartGuid: null };
    }
  }
  const outcome = await addTo(guestCartRef(target.appOcc, guid), form);
  if (outcome.status === "error" && target.guid !== null && outcome.error?.[""]?.includes(messages.cartNotFound)) {
    // The session's guest cart is gone: start a new one for this add.
    return addToCartOnce({ ...target, guid: null }, form);
  }
  return { outcome, guestCartGuid: guid };
}

/** A new guest cart; the same key again answers the cart it made (two copies of a visitor's first add share it). */
async function newGuestCart(appOcc: OccClient, key: string): Promise<string> {
  const cart = await createGuestCart({ occ: appOcc }, key);
  if (!cart.guid) throw new Error("The backend answered a guest cart without a guid");
  return cart.guid;
}

/**
 * What an add leaves in the session: the guest cart's guid (also after a failed add, so the next try uses the
 * same cart), and after a success the flash naming product and quantity, marked `cartPanel` so the header's mini
 * cart opens the side panel (with JavaScript; without it the flash is all there is). The caller commits.
 */
export function recordAddToCart(session: AppSession, { outcome, guestCartGuid }: AddToCartResult) {
  if (guestCartGuid) rememberGuestCart(session, guestCartGuid);
  if (outcome.status === "success") setFlash(session, { type: "success", message: outcome.message, cartPanel: true });
}

/** Form fields that are not option choices. */
const NOT_OPTIONS = new Set(["csrf", "submissionToken", "via", "quantity"]);

/**
 * The refusal when the product could not be loaded: the catalogue text for the form, the typed quantity and the
 * posted choices kept (the page shows again only those of its own option groups).
 */
function unavailableOutcome(error: OccError, formData: FormData): AddToCartRefusal {
  const selection: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string" && !NOT_OPTIONS.has(name)) selection[name] = value;
  const failure: AddToCartFailure = { formErrors: [error.userMessage], optionErrors: {}, quantityErrors: [], values: { quantity: formValue(formData, "quantity"), selection } };
  return addToCartErrorResult(failure, viaOf(formData));
}

/**
 * The product route's action (the page's form and the quick-add dialog): signed-in users, and anonymous visitors
 * where guest checkout is offered (a guest cart, docs/decisions/007-guest-checkout.md); others sign in first. The
 * chosen options are resolved against the product's variant matrix as the backend has it now; one add per
 * submission. Errors: `invalidSubmission` — 'Error:' title, 400, the `SubmissionResult` (messages by field, every
 * choice and the quantity kept; read back by add-to-cart-result.ts). Success from the page: 303
 * to the page with the added variant chosen in the URL; from the dialog: the outcome as data (it stays on its page;
 * the root loader revalidates: flash, mini cart count, side panel).
 */
export async function productAddToCartAction(request: Request, context: RequestContext, productCode: string) {
  const formData = await readForm(request);
  const target = await addToCartTarget(request, context);
  // A backend failure keeps the form (issue 21): the catalogue text, the typed quantity and choices, not the error page.
  const loaded = await loadProduct(await getOcc(request, context), productCode, (error) => {
    if (!isOccError(error)) throw error;
    return error;
  });
  if (isOccError(loaded)) return invalidSubmission(context, unavailableOutcome(loaded, formData));
  const product = addToCartProduct(loaded);
  const parsed = parseAddToCartForm(formData, product);
  const result = parsed.success ? await addToCartOnce(target, parsed.value) : { outcome: parsed.outcome, guestCartGuid: null };
  const session = await getSession(request, context);
  recordAddToCart(session, result);
  markSessionChanged(context, session);
  const { outcome } = result;
  if (outcome.status === "error") return invalidSubmission(context, outcome);
  if (outcome.via === "quick-add") return outcome;
  const url = new URL(request.url);
  const kept = new URLSearchParams(url.search);
  kept.delete("quantity");
  const selection = parsed.success ? parsed.value.selection : {};
  return redirect(url.pathname + selectionSearch(product.groups, selection, kept), 303);
}
