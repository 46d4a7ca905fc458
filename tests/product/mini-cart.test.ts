import { describe, expect, it } from "vitest";
import { miniCartLabel } from "~/components/cart/mini-cart";

describe("mini cart label", () => {
  it("reads 'Cart, n items', singular for one", () => {
    expect(miniCartLabel(0)).toBe("Cart, 0 items");
    expect(miniCartLabel(1)).toBe("Cart, 1 item");
    expect(miniCartLabel(12)).toBe("Cart, 12 items");
  });
});
