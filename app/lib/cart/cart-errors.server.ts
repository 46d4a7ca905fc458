import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { type OccError } from "~/lib/occ/errors";
import { type CartForm } from "./cart-form.server";
import { type CartActionError } from "./cart-view";

/**
 * Backend refusals of a cart change → catalogue texts (spec part 2 §8), each placed by its field:
 * - `VoucherOperationError` reason `exceeded` → 'This coupon has exceeded the number of times it can be used';
 *   any other voucher refusal → 'Invalid code provided.' (by the voucher code when applying, at form level when
 *   removing);
 * - `CartEntryError` → 'Item not found.'; `CartError` notFound → 'Cart not found.', any other → 'Cart errors occurred.';
 * - `InsufficientStockError` and a quantity `ValidationError` → by that entry's quantity;
 * - another 400 → 'Cart errors occurred.'; anything else → the error's catalogue text (e.g. the bad-gateway text);
 *   on a quantity update, every refusal goes by that entry's quantity with the typed value kept (issue 21).
 */
export function voucherErrorMessage(error: OccError): string | null {
  const voucher = error.details.find((detail) => detail.type === "VoucherOperationError");
  if (voucher) {
    const exceeded = voucher.reason === "exceeded" || /exceeded/i.test(voucher.message);
    return exceeded ? checkoutMessages.voucherExceeded : checkoutMessages.invalidVoucher;
  }
  if (error.details.some((detail) => detail.type === "ValidationError" && detail.subject === "voucherId")) return checkoutMessages.invalidVoucher;
  return null;
}

function generalMessage(error: OccError): string {
  const detail = (type: string) => error.details.find((d) => d.type === type);
  if (detail("CartEntryError")) return messages.itemNotFound;
  const cartError = detail("CartError");
  if (cartError) return cartError.reason === "notFound" ? messages.cartNotFound : messages.cartErrors;
  if (error.kind === "badRequest") return messages.cartErrors;
  return error.userMessage;
}

export function cartErrorFor(error: OccError, form: CartForm): CartActionError {
  const base = { intent: form.intent, entryNumber: "entryNumber" in form ? form.entryNumber : null, value: "" };
  if (form.intent === "applyVoucher" || form.intent === "removeVoucher") {
    const message = voucherErrorMessage(error);
    if (message) {
      return form.intent === "applyVoucher"
        ? { ...base, field: "voucherCode", message, value: form.voucherCode }
        : { ...base, field: null, message };
    }
  }
  if (form.intent === "update") {
    const value = String(form.quantity);
    const stock = error.details.find((detail) => detail.type === "InsufficientStockError");
    if (stock) {
      const out = /out of stock/i.test(stock.message) || !stock.message;
      return { ...base, field: "quantity", message: out ? checkoutMessages.cartOutOfStock : messages.notEnoughStock, value };
    }
    if (error.details.some((detail) => detail.type === "ValidationError" && detail.subject === "quantity")) {
      return { ...base, field: "quantity", message: checkoutMessages.cartQuantityRange, value };
    }
    // Any other refusal (a backend fault: 502, timeout…) goes by the same quantity, so the typed value stays.
    return { ...base, field: "quantity", message: generalMessage(error), value };
  }
  return { ...base, field: null, message: generalMessage(error) };
}
