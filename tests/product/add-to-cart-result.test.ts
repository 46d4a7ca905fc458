import { describe, expect, it } from "vitest";
import { addToCartSummaryErrors } from "~/components/product/add-to-cart-errors";
import * as messages from "~/lib/messages";
import { addToCartProduct, parseAddToCartForm } from "~/lib/product/add-to-cart.server";
import { type AddToCartFailure, addToCartErrorResult, addToCartFailure } from "~/lib/product/add-to-cart-result";
import { product } from "./fixtures";

/** Classic Polo: groups colour (Navy, Black) and size (M, 2XL). */
const { groups } = addToCartProduct(product());

describe("add-to-cart result: the SubmissionResult of a failed add, read back for the page and the dialog", () => {
  it("reads back every message and kept value the server put in", () => {
    const failure: AddToCartFailure = {
      formErrors: [messages.unknownError],
      optionErrors: { size: [messages.selectAValue] },
      quantityErrors: [messages.quantityRange],
      values: { quantity: "0", selection: { colour: "Black" } },
    };
    const result = addToCartErrorResult(failure, "quick-add");
    expect(result).toEqual({
      status: "error",
      error: { "": [messages.unknownError], size: [messages.selectAValue], quantity: [messages.quantityRange] },
      initialValue: { colour: "Black", quantity: "0", via: "quick-add" },
    });
    expect(addToCartFailure(result, groups)).toEqual(failure);
  });

  it("gives the error summary the same entries as the parsed form's errors, in form, group, quantity order", () => {
    const data = new FormData();
    data.set("colour", "Black");
    data.set("quantity", "abc");
    data.set("submissionToken", "not-a-uuid");
    const parsed = parseAddToCartForm(data, addToCartProduct(product()));
    expect(parsed.success).toBe(false);
    const failed = parsed.success ? null : addToCartFailure(parsed.outcome, groups);
    expect(failed?.values).toEqual({ quantity: "abc", selection: { colour: "Black" } });
    expect(addToCartSummaryErrors(groups, failed)).toEqual([
      { message: messages.unknownError },
      { fieldId: "variant-size-0", message: messages.optionError("Size", messages.selectAValue) },
      { fieldId: "add-to-cart-quantity", message: messages.quantityRange },
    ]);
  });

  it("shows again only choices that are values of the product's groups", () => {
    const result = { status: "error" as const, error: { quantity: [messages.required] }, initialValue: { colour: "Teal", size: "M", quantity: "" } };
    expect(addToCartFailure(result, groups)).toEqual({
      formErrors: [],
      optionErrors: {},
      quantityErrors: [messages.required],
      values: { quantity: "", selection: { size: "M" } },
    });
  });

  it("is no failure for the dialog's success or before any answer", () => {
    const success = { status: "success" as const, via: "quick-add" as const, message: "3 × Classic Polo added to your cart." };
    expect(addToCartFailure(success, groups)).toBeNull();
    expect(addToCartFailure(undefined, groups)).toBeNull();
  });
});
