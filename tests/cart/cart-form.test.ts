import { describe, expect, it } from "vitest";
import { parseCartForm } from "~/lib/cart/cart-form.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("cart form intents", () => {
  it("parses update with entry number and quantity (0 removes, up to 999)", () => {
    expect(parseCartForm(form({ intent: "update", entryNumber: "3", quantity: " 12 " }))).toEqual({
      success: true,
      value: { intent: "update", entryNumber: 3, quantity: 12 },
    });
    expect(parseCartForm(form({ intent: "update", entryNumber: "0", quantity: "0" }))).toMatchObject({ value: { quantity: 0 } });
    expect(parseCartForm(form({ intent: "update", entryNumber: "0", quantity: "999" }))).toMatchObject({ value: { quantity: 999 } });
  });

  it("puts a bad quantity by that entry's field, keeping what was typed", () => {
    for (const quantity of ["1000", "-1", "2.5", "abc", "12345"]) {
      expect(parseCartForm(form({ intent: "update", entryNumber: "2", quantity }))).toEqual({
        success: false,
        error: { intent: "update", entryNumber: 2, field: "quantity", message: checkoutMessages.cartQuantityRange, value: quantity },
      });
    }
    expect(parseCartForm(form({ intent: "update", entryNumber: "2", quantity: "  " }))).toMatchObject({
      error: { field: "quantity", message: messages.required },
    });
  });

  it("parses remove, removeAll, applyVoucher and removeVoucher", () => {
    expect(parseCartForm(form({ intent: "remove", entryNumber: "1", quantity: "4" }))).toEqual({ success: true, value: { intent: "remove", entryNumber: 1 } });
    expect(parseCartForm(form({ intent: "removeAll" }))).toEqual({ success: true, value: { intent: "removeAll" } });
    expect(parseCartForm(form({ intent: "applyVoucher", voucherCode: " welcome10 " }))).toEqual({
      success: true,
      value: { intent: "applyVoucher", voucherCode: "welcome10" },
    });
    expect(parseCartForm(form({ intent: "removeVoucher", voucherCode: "WELCOME10" }))).toEqual({
      success: true,
      value: { intent: "removeVoucher", voucherCode: "WELCOME10" },
    });
  });

  it("puts a missing or malformed voucher code by the voucher field", () => {
    expect(parseCartForm(form({ intent: "applyVoucher", voucherCode: "" }))).toEqual({
      success: false,
      error: { intent: "applyVoucher", entryNumber: null, field: "voucherCode", message: messages.required, value: "" },
    });
    expect(parseCartForm(form({ intent: "applyVoucher", voucherCode: "<b>10%" }))).toMatchObject({
      error: { field: "voucherCode", message: checkoutMessages.invalidVoucher, value: "<b>10%" },
    });
  });

  it("answers an unknown intent or a missing entry number at form level", () => {
    expect(parseCartForm(form({ intent: "explode" }))).toMatchObject({ success: false, error: { field: null, message: messages.cartErrors } });
    expect(parseCartForm(form({}))).toMatchObject({ success: false, error: { field: null, message: messages.cartErrors } });
    expect(parseCartForm(form({ intent: "remove", entryNumber: "x" }))).toMatchObject({ error: { field: null, message: messages.itemNotFound } });
    expect(parseCartForm(form({ intent: "update", quantity: "2" }))).toMatchObject({ error: { field: null, message: messages.itemNotFound } });
  });
});
