import { describe, expect, it } from "vitest";
import { addToCartErrorMessage } from "~/lib/product/add-to-cart.server";
import * as messages from "~/lib/messages";
import { OccError, type OccErrorDetail, kindForStatus } from "~/lib/occ/errors";

const error = (status: number, ...details: Partial<OccErrorDetail>[]) =>
  new OccError(
    kindForStatus(status),
    status,
    "orgUsers/current/carts/00001/entries",
    details.map((d) => ({ type: "Error", message: "", ...d })),
  );

describe("add-to-cart errors → catalogue texts", () => {
  it("base product (IllegalStateError, 400, 'make-to-stock') → the base-product message", () => {
    expect(
      addToCartErrorMessage(
        error(400, { type: "IllegalStateError", message: "Base product POL-CL is make-to-stock and cannot be added to the cart" }),
      ),
    ).toEqual({ field: null, message: messages.baseProductNotAddable });
    expect(messages.baseProductNotAddable).toBe(
      "This product is a base product and cannot be added to the cart; choose a product variant instead.",
    );
  });

  it("out of stock → the out-of-stock text; fewer in stock than asked for → next to the quantity", () => {
    expect(addToCartErrorMessage(error(400, { type: "InsufficientStockError" })).message).toBe(messages.outOfStockNotAddable);
    expect(
      addToCartErrorMessage(error(400, { type: "InsufficientStockError", message: "Product VST-CL-HIVIS-ORANGE-S is out of stock" })),
    ).toEqual({ field: null, message: messages.outOfStockNotAddable });
    expect(
      addToCartErrorMessage(
        error(400, { type: "InsufficientStockError", message: "Only 3 of product POL-CL-NAVY-M are in stock (the cart would hold 5)" }),
      ),
    ).toEqual({ field: "quantity", message: messages.notEnoughStock });
  });

  it("a quantity validation error belongs to the quantity field", () => {
    expect(addToCartErrorMessage(error(400, { type: "ValidationError", subject: "quantity", reason: "invalid" }))).toEqual({
      field: "quantity",
      message: messages.quantityRange,
    });
  });

  it("unknown product → 'Item not found.'", () => {
    expect(addToCartErrorMessage(error(400, { type: "UnknownIdentifierError" })).message).toBe("Item not found.");
  });

  it("cart not found → 'Cart not found.'; other cart errors → 'Cart errors occurred.'", () => {
    expect(addToCartErrorMessage(error(404, { type: "CartError", reason: "notFound" })).message).toBe("Cart not found.");
    expect(addToCartErrorMessage(error(400, { type: "CartError", reason: "invalid" })).message).toBe("Cart errors occurred.");
    expect(addToCartErrorMessage(error(400, { type: "IllegalStateError", message: "Cart is locked" })).message).toBe(
      "Cart errors occurred.",
    );
  });

  it("anything else → the client's catalogue text (e.g. bad gateway, forbidden)", () => {
    expect(addToCartErrorMessage(error(502)).message).toBe(messages.badGateway);
    expect(addToCartErrorMessage(error(403, { type: "ForbiddenError" })).message).toBe(messages.forbidden);
  });
});
