import { occConfig, sessionTokenSource } from "~/lib/auth.server";
import * as messages from "~/lib/messages";
import { addToCart, getOrCreateCart } from "~/lib/occ/cart.server";
import { OccClient } from "~/lib/occ/client.server";
import { isOccError, type OccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { htmlToText } from "~/lib/sanitize.server";
import { AddToCartSchema, type AddToCartForm } from "~/lib/schemas/add-to-cart";
import { getSession } from "~/lib/session.server";
import { SubmissionLedger } from "~/lib/submission-ledger.server";

/**
 * Add to cart from the product page or the quick-add dialog: validate the form, get or create
 * the user's cart, add the entry, and turn backend errors into catalogue texts (spec part 2 §8).
 * Runs once per form submission (see submission-ledger.server.ts).
 */

export type AddToCartVia = AddToCartForm["via"];

export interface AddToCartErrors {
  status: "error";
  via: AddToCartVia;
  /** Errors of the whole form (shown in the error summary). */
  formErrors: string[];
  /** Errors next to the quantity field (also listed in the summary). */
  quantityErrors: string[];
  /** What the user typed, shown again. */
  values: { quantity: string };
}

export interface AddToCartSuccess {
  status: "success";
  via: AddToCartVia;
  /** The success flash: product and quantity. */
  message: string;
  /** True when this was a repeated submission and nothing was added again. */
  replayed: boolean;
}

export type AddToCartOutcome = AddToCartErrors | AddToCartSuccess;

function formValue(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function viaOf(formData: FormData): AddToCartVia {
  return formValue(formData, "via") === "quick-add" ? "quick-add" : "page";
}

/** Parses the posted form; on failure the outcome to render (errors next to their fields, values kept). */
export function parseAddToCartForm(
  formData: FormData,
): { success: true; value: AddToCartForm } | { success: false; outcome: AddToCartErrors } {
  const result = AddToCartSchema.safeParse({
    productCode: formData.get("productCode") ?? undefined,
    quantity: formData.get("quantity") ?? undefined,
    submissionToken: formData.get("submissionToken") ?? undefined,
    via: formData.get("via") ?? undefined,
  });
  if (result.success) return { success: true, value: result.data };
  const fields = result.error.flatten().fieldErrors;
  const formErrors = [...new Set([...(fields.productCode ?? []), ...(fields.submissionToken ?? []), ...(fields.via ?? [])])];
  return {
    success: false,
    outcome: {
      status: "error",
      via: viaOf(formData),
      formErrors,
      quantityErrors: fields.quantity ?? [],
      values: { quantity: formValue(formData, "quantity") },
    },
  };
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

/** Adds the entry; a backend error becomes an error outcome (anything else is rethrown). */
async function addEntry(occ: OccClient, form: AddToCartForm): Promise<AddToCartOutcome> {
  try {
    const cart = await getOrCreateCart(occ);
    const result = await addToCart(occ, { cartId: cart.code, productCode: form.productCode, quantity: form.quantity });
    const name = htmlToText(result.entry?.product?.name) || form.productCode;
    const quantity = result.quantityAdded ?? form.quantity;
    return { status: "success", via: form.via, message: messages.addedToCart(quantity, name), replayed: false };
  } catch (error) {
    if (!isOccError(error)) throw error;
    const { field, message } = addToCartErrorMessage(error);
    return {
      status: "error",
      via: form.via,
      formErrors: field ? [] : [message],
      quantityErrors: field ? [message] : [],
      values: { quantity: String(form.quantity) },
    };
  }
}

/**
 * The OCC client for a cart change: like `getOcc`, but not tied to the browser request's abort
 * signal. A change that reached the backend must finish and be recorded even if the browser gave
 * up on the response (a double click cancels the first request): otherwise the repeat could not
 * tell whether the first one added the entry.
 */
export async function occForCartChange(request: Request, context: RequestContext): Promise<OccClient> {
  const session = await getSession(request, context);
  return new OccClient({
    config: occConfig(),
    tokens: sessionTokenSource(request, context, session),
    punchOutSessionId: session.get("punchOutSessionId") ?? null,
    timings: context.serverTimings,
  });
}

const ledger = new SubmissionLedger<AddToCartOutcome>();

/**
 * Adds to cart once per submission token and user: a repeated submission answers like the
 * first one without adding again.
 */
export async function addToCartOnce(occ: OccClient, userUid: string, form: AddToCartForm): Promise<AddToCartOutcome> {
  const { result, replayed } = await ledger.once(
    `${userUid}\n${form.submissionToken}`,
    () => addEntry(occ, form),
    (outcome) => outcome.status === "success",
  );
  return result.status === "success" ? { ...result, via: form.via, replayed } : result;
}
