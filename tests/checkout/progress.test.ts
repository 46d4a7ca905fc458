import { describe, expect, it } from "vitest";
import { progressOf } from "~/lib/checkout/progress.server";
import { CartSchema } from "~/lib/occ/cart.server";
import { resetStockFallbacks, withStockFallback } from "~/lib/occ/stock-fallback.server";
import { OccError } from "~/lib/occ/errors";

/** Issue 22: the review step's completion in both flavours (app/lib/checkout/progress.server.ts). */

const cart = (fields: Record<string, unknown>) =>
  CartSchema.parse({ code: "00000042", entries: [{ entryNumber: 0, quantity: 1, product: { code: "P1" } }], ...fields });

describe("progressOf: reviewed", () => {
  it("this customer's backend: its checkoutReviewed flag", () => {
    const flags = { flavour: "extension", costCenterEnabled: true } as const;
    expect(progressOf(cart({ checkoutReviewed: true }), flags).reviewed).toBe(true);
    expect(progressOf(cart({ paymentType: { code: "ACCOUNT" }, costCenter: { code: "CC" } }), flags).reviewed).toBe(false);
  });

  it("stock SAP (no review call): a payment type, and a cost centre for ACCOUNT where cost centres are on", () => {
    const stock = { flavour: "stock", costCenterEnabled: true } as const;
    expect(progressOf(cart({}), stock).reviewed).toBe(false);
    expect(progressOf(cart({ paymentType: { code: "ACCOUNT" } }), stock).reviewed).toBe(false);
    expect(progressOf(cart({ paymentType: { code: "ACCOUNT" }, costCenter: { code: "CC" } }), stock).reviewed).toBe(true);
    expect(progressOf(cart({ paymentType: { code: "CARD" } }), stock).reviewed).toBe(true);
    expect(progressOf(cart({ paymentType: { code: "ACCOUNT" } }), { flavour: "stock", costCenterEnabled: false }).reviewed).toBe(true);
    // an extra checkoutReviewed:false from a backend that has the field but not the extension does not block
    expect(progressOf(cart({ checkoutReviewed: false, paymentType: { code: "ACCOUNT" }, costCenter: { code: "CC" } }), stock).reviewed).toBe(true);
  });
});

describe("progressOf: a backend with the enablement extension but not the review extension", () => {
  it("judges the review the stock way once the review went the stock way (never stuck on the review step)", async () => {
    resetStockFallbacks();
    const flags = { flavour: "extension", costCenterEnabled: true } as const;
    const reviewedTheStockWay = cart({ paymentType: { code: "ACCOUNT" }, costCenter: { code: "CC" } });
    expect(progressOf(reviewedTheStockWay, flags).reviewed).toBe(false);
    const missing = new OccError("notFound", 404, "orgUsers/current/carts/1/review", [{ type: "UnknownResourceError", message: "There is no resource for path" }]);
    await withStockFallback("checkout review", "stock", () => Promise.reject(missing), async () => undefined);
    expect(progressOf(reviewedTheStockWay, flags).reviewed).toBe(true);
    expect(progressOf(cart({}), flags).reviewed).toBe(false);
    resetStockFallbacks();
  });
});
