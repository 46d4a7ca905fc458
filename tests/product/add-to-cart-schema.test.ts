import { describe, expect, it } from "vitest";
import { addToCartProduct, parseAddToCartForm } from "~/lib/product/add-to-cart.server";
import * as messages from "~/lib/messages";
import { product } from "./fixtures";

const TOKEN = "6f1c2b1e-8a4d-4b5e-9c3f-2a1b0c9d8e7f";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** Classic Polo: Navy M, Navy 2XL, Black M (no Black 2XL). */
const polo = addToCartProduct(product());
const valid = { colour: "Navy", size: "2XL", quantity: "2", submissionToken: TOKEN };

describe("add-to-cart form schema: the chosen options resolve to a variant on the server", () => {
  it("resolves colour and size to the variant; via defaults to the page", () => {
    expect(parseAddToCartForm(form(valid), polo)).toEqual({
      success: true,
      value: {
        productCode: "POL-CL-NAVY-2XL",
        selection: { colour: "Navy", size: "2XL" },
        quantity: 2,
        submissionToken: TOKEN,
        via: "page",
      },
    });
  });

  it("ignores a posted variant code: only the options count", () => {
    const result = parseAddToCartForm(form({ productCode: "POL-CL-NAVY-M", quantity: "1", submissionToken: TOKEN }), polo);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.outcome.error).toEqual({ colour: [messages.selectAValue], size: [messages.selectAValue] });
  });

  it("adds a product without option groups as itself", () => {
    const plain = addToCartProduct(product({ code: "XSS-001", variantOptions: [] }));
    const result = parseAddToCartForm(form({ quantity: "1", submissionToken: TOKEN }), plain);
    expect(result).toMatchObject({ success: true, value: { productCode: "XSS-001", selection: {} } });
  });

  it("a group left unchosen gets 'Select a value', reported with a bad quantity at once, every other value kept", () => {
    const result = parseAddToCartForm(form({ colour: "Black", quantity: "0", submissionToken: TOKEN, via: "quick-add" }), polo);
    // conform's SubmissionResult: messages by posted field (none for the form), what was typed and chosen kept.
    expect(result).toEqual({
      success: false,
      outcome: {
        status: "error",
        error: { size: ["Select a value"], quantity: [messages.quantityRange] },
        initialValue: { colour: "Black", quantity: "0", via: "quick-add" },
      },
    });
  });

  it("a value that is not one of the group's is refused like a missing one and not shown again", () => {
    const result = parseAddToCartForm(form({ ...valid, size: "XXXL" }), polo);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.outcome.error).toEqual({ size: [messages.selectAValue] });
      expect(result.outcome.initialValue).toEqual({ colour: "Navy", quantity: "2", via: "page" });
    }
  });

  it("a complete choice no variant has is refused by the last group", () => {
    const result = parseAddToCartForm(form({ ...valid, colour: "Black" }), polo);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.outcome.error).toEqual({ size: [messages.combinationUnavailable] });
      expect(result.outcome.initialValue).toEqual({ colour: "Black", size: "2XL", quantity: "2", via: "page" });
    }
  });

  it("trims the quantity and accepts 1 and 999", () => {
    for (const quantity of [" 1 ", "999", "0012"]) {
      expect(parseAddToCartForm(form({ ...valid, quantity }), polo).success, quantity).toBe(true);
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
  ])("rejects quantity %j next to the field, keeping what was typed and chosen", (quantity, message) => {
    const result = parseAddToCartForm(form({ ...valid, quantity, via: "quick-add" }), polo);
    expect(result).toEqual({
      success: false,
      outcome: {
        status: "error",
        error: { quantity: [message] },
        initialValue: { colour: "Navy", size: "2XL", quantity, via: "quick-add" },
      },
    });
  });

  it("rejects a missing quantity field as required", () => {
    const { quantity: _omit, ...rest } = valid;
    const result = parseAddToCartForm(form(rest), polo);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.outcome.error?.quantity).toEqual([messages.required]);
  });

  it("needs the one-time submission token", () => {
    const result = parseAddToCartForm(form({ ...valid, submissionToken: "not-a-uuid" }), polo);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.outcome.error?.[""]).toEqual([messages.unknownError]);
  });

  it("uses the spec's required-attribute text (part 2 §5) and names the group in the summary", () => {
    expect(messages.selectAValue).toBe("Select a value");
    expect(messages.optionError("Size", messages.selectAValue)).toBe("Size: Select a value");
  });
});
