import { describe, expect, it } from "vitest";
import { cartErrorFor, voucherErrorMessage } from "~/lib/cart/cart-errors.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { OccError, type OccErrorDetail, kindForStatus } from "~/lib/occ/errors";

const occError = (status: number, details: OccErrorDetail[]) => new OccError(kindForStatus(status), status, "carts/x", details);
const invalid = occError(400, [{ type: "VoucherOperationError", reason: "invalid", message: "Invalid code provided." }]);
const exceeded = occError(400, [{ type: "VoucherOperationError", reason: "exceeded", message: "This coupon has exceeded the number of times it can be used" }]);

describe("voucher error mapping", () => {
  it("maps the reason to the spec's texts; no reason → by the message", () => {
    expect(voucherErrorMessage(invalid)).toBe(checkoutMessages.invalidVoucher);
    expect(voucherErrorMessage(exceeded)).toBe(checkoutMessages.voucherExceeded);
    expect(voucherErrorMessage(occError(400, [{ type: "VoucherOperationError", message: "Voucher X exceeded its uses" }]))).toBe(checkoutMessages.voucherExceeded);
    expect(voucherErrorMessage(occError(400, [{ type: "ValidationError", subject: "voucherId", message: "voucherId is required" }]))).toBe(
      checkoutMessages.invalidVoucher,
    );
    expect(voucherErrorMessage(occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }]))).toBeNull();
  });

  it("shows an apply refusal by the code field (code kept) and a remove refusal at form level", () => {
    expect(cartErrorFor(exceeded, { intent: "applyVoucher", voucherCode: "spent" })).toEqual({
      intent: "applyVoucher",
      entryNumber: null,
      field: "voucherCode",
      message: checkoutMessages.voucherExceeded,
      value: "spent",
    });
    expect(cartErrorFor(invalid, { intent: "removeVoucher", voucherCode: "NOPE" })).toMatchObject({ field: null, message: checkoutMessages.invalidVoucher });
  });
});

describe("entry error mapping", () => {
  const update = { intent: "update" as const, entryNumber: 1, quantity: 40 };

  it("puts stock refusals and a quantity ValidationError by the entry's quantity", () => {
    const short = occError(400, [{ type: "InsufficientStockError", message: "Only 3 of product X are in stock (the cart would hold 40)" }]);
    expect(cartErrorFor(short, update)).toEqual({ intent: "update", entryNumber: 1, field: "quantity", message: messages.notEnoughStock, value: "40" });
    const out = occError(400, [{ type: "InsufficientStockError", message: "Product X is out of stock" }]);
    expect(cartErrorFor(out, update)).toMatchObject({ field: "quantity", message: checkoutMessages.cartOutOfStock });
    const range = occError(400, [{ type: "ValidationError", subject: "quantity", message: "too big" }]);
    expect(cartErrorFor(range, update)).toMatchObject({ field: "quantity", message: checkoutMessages.cartQuantityRange });
  });

  it("answers 'Item not found.', 'Cart not found.', 'Cart errors occurred.' or the catalogue text at form level", () => {
    const remove = { intent: "remove" as const, entryNumber: 4 };
    expect(cartErrorFor(occError(404, [{ type: "CartEntryError", reason: "notFound", message: "Item not found." }]), remove)).toEqual({
      intent: "remove",
      entryNumber: 4,
      field: null,
      message: messages.itemNotFound,
      value: "",
    });
    expect(cartErrorFor(occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }]), update).message).toBe(messages.cartNotFound);
    expect(cartErrorFor(occError(400, [{ type: "CartError", reason: "empty", message: "x" }]), update).message).toBe(messages.cartErrors);
    expect(cartErrorFor(occError(400, [{ type: "SomethingError", message: "x" }]), { intent: "removeAll" }).message).toBe(messages.cartErrors);
    expect(cartErrorFor(occError(502, []), update)).toEqual({ intent: "update", entryNumber: 1, field: "quantity", message: messages.badGateway, value: "40" });
  });
});
