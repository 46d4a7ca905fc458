import { describe, expect, it } from "vitest";
import * as messages from "~/lib/messages";
import { stockMessage } from "~/lib/product/stock-message";

describe("stock message", () => {
  it("reads in stock, only n left, out of stock", () => {
    expect(stockMessage({ stockStatus: "inStock", stockLevel: 40 }, "S")).toEqual({ status: "inStock", text: "In stock", note: null });
    expect(stockMessage({ stockStatus: "lowStock", stockLevel: 3 }, "S")?.text).toBe("Only 3 left");
    expect(stockMessage({ stockStatus: "lowStock", stockLevel: null }, "S")?.text).toBe("Low stock");
    expect(stockMessage({ stockStatus: "outOfStock", stockLevel: 0 }, "S")).toEqual({
      status: "outOfStock",
      text: "Out of stock",
      note: null,
    });
  });

  it.each(["K", "R"])("adds the made-to-order note for product type %s when the item is not stocked", (type) => {
    expect(stockMessage({ stockStatus: "outOfStock", stockLevel: 0 }, type)?.note).toBe(
      "This item is made or sourced to order. Please allow extra time for delivery",
    );
    expect(stockMessage({ stockStatus: "inStock", stockLevel: 20 }, type)?.note).toBeNull();
  });

  it("shows nothing when the status is unknown", () => {
    expect(stockMessage({ stockStatus: null, stockLevel: null }, "K")).toBeNull();
  });

  it("uses the catalogue text", () => {
    expect(messages.madeToOrder).toBe("This item is made or sourced to order. Please allow extra time for delivery");
  });
});
