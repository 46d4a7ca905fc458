import { type SubmissionResult } from "@conform-to/react";
import { type CartActionError, type CartPageData, VOUCHER_CODE_ID, cartQuantityId } from "./cart-view";

/**
 * The /cart page's reading of its action's answer (no zod, no conform runtime: only its types). A refusal comes as
 * conform's `SubmissionResult` (cart-page.server.ts): `initialValue` holds the form's intent, its entry and the
 * value to show again, `error` the one message by its field (`quantity`, `voucherCode`) or for the form (`""`).
 * The page and its components work with the same `CartActionError` the server mapped.
 */

const INTENTS: readonly CartActionError["intent"][] = ["update", "remove", "removeAll", "applyVoucher", "removeVoucher", "editPack", "editBundle"];

/** The refusal an action answer carries, or null. */
export function cartActionError(result: SubmissionResult<string[]> | null | undefined): CartActionError | null {
  if (!result || result.status !== "error" || !result.error) return null;
  const text = (name: string) => {
    const value = result.initialValue?.[name];
    return typeof value === "string" ? value : "";
  };
  const intent = INTENTS.find((candidate) => candidate === text("intent")) ?? "update";
  const entryNumber = /^\d+$/.test(text("entryNumber")) ? Number(text("entryNumber")) : null;
  for (const field of ["quantity", "voucherCode"] as const) {
    const message = result.error[field]?.[0];
    if (message) return { intent, entryNumber, field, message, value: text(field) };
  }
  const message = result.error[""]?.[0];
  return message ? { intent, entryNumber, field: null, message, value: "" } : null;
}

/**
 * The error summary's entry for a refusal: by the entry's quantity when that entry is still in the cart, by the
 * voucher code, else for the page.
 */
export function cartSummaryErrors(error: CartActionError | null, page: CartPageData): { fieldId?: string; message: string }[] {
  if (!error) return [];
  const entryExists = page.cart?.entries.some((entry) => entry.entryNumber === error.entryNumber) ?? false;
  if (error.field === "quantity" && error.entryNumber !== null && entryExists) {
    return [{ fieldId: cartQuantityId(error.entryNumber), message: error.message }];
  }
  if (error.field === "voucherCode") return [{ fieldId: VOUCHER_CODE_ID, message: error.message }];
  return [{ message: error.message }];
}

/** The refusal of one entry's forms (update, remove), for that entry to show. */
export function entryError(error: CartActionError | null, entryNumber: number): CartActionError | null {
  return error && (error.intent === "update" || error.intent === "remove") && error.entryNumber === entryNumber ? error : null;
}
