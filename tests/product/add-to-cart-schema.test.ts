import { describe, expect, it } from "vitest";
import { parseAddToCartForm } from "~/lib/add-to-cart.server";
import * as messages from "~/lib/messages";

const TOKEN = "6f1c2b1e-8a4d-4b5e-9c3f-2a1b0c9d8e7f";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const valid = { productCode: "POL-CL-NAVY-M", quantity: "2", submissionToken: TOKEN };

describe("add-to-cart form schema", () => {
  it("accepts a variant code, a quantity and a token; via defaults to the page", () => {
    expect(parseAddToCartForm(form(valid))).toEqual({
      success: true,
      value: { productCode: "POL-CL-NAVY-M", quantity: 2, submissionToken: TOKEN, via: "page" },
    });
  });

  it("trims the quantity and accepts 1 and 999", () => {
    for (const quantity of [" 1 ", "999", "0012"]) {
      expect(parseAddToCartForm(form({ ...valid, quantity })).success, quantity).toBe(true);
    }
  });

  it.each([
    ["0", messages.quantityRange],
    ["1000", messages.quantityRange],
    ["-1", messages.quantityRange],
    ["1.5", messages.quantityRange],
    ["two", messages.quantityRange],
    ["", messages.required],
    ["   ", messages.required],
  ])("rejects quantity %j next to the field, keeping what was typed", (quantity, message) => {
    const result = parseAddToCartForm(form({ ...valid, quantity, via: "quick-add" }));
    expect(result).toEqual({
      success: false,
      outcome: { status: "error", via: "quick-add", formErrors: [], quantityErrors: [message], values: { quantity } },
    });
  });

  it("rejects a missing quantity field as required", () => {
    const { quantity: _omit, ...rest } = valid;
    const result = parseAddToCartForm(form(rest));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.outcome.quantityErrors).toEqual([messages.required]);
  });

  it("rejects a tampered product code as 'Item not found.'", () => {
    const result = parseAddToCartForm(form({ ...valid, productCode: "../carts" }));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.outcome.formErrors).toEqual([messages.itemNotFound]);
  });

  it("needs the one-time submission token", () => {
    const result = parseAddToCartForm(form({ ...valid, submissionToken: "not-a-uuid" }));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.outcome.formErrors).toEqual([messages.unknownError]);
  });
});
