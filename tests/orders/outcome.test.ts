import { describe, expect, it } from "vitest";
import { confirmationPath, placeOrderOutcome, replenishmentConfirmationPath } from "~/lib/orders/outcome";

/** Spec part 2 §4 "Order placement outcomes", in the spec's order. */
describe("place-order outcome mapping", () => {
  it("service unavailable flag set → service-unavailable state (whatever else the answer says)", () => {
    expect(placeOrderOutcome({ waveServiceUnavailable: true })).toEqual({ kind: "serviceUnavailable" });
    expect(placeOrderOutcome({ waveServiceUnavailable: true, waveProductAvailabilityErrorMessage: "x", updateAllocationError: true, code: "1" })).toEqual({
      kind: "serviceUnavailable",
    });
  });

  it("a product availability message → that message is shown (before the allocation flag)", () => {
    expect(placeOrderOutcome({ waveServiceUnavailable: false, waveProductAvailabilityErrorMessage: "  Classic Polo is out of stock ", updateAllocationError: true })).toEqual({
      kind: "productAvailability",
      message: "Classic Polo is out of stock",
    });
  });

  it("an empty or null availability message is no message", () => {
    expect(placeOrderOutcome({ waveProductAvailabilityErrorMessage: "", code: "30000001" }).kind).toBe("placed");
    expect(placeOrderOutcome({ waveProductAvailabilityErrorMessage: null, code: "30000001" }).kind).toBe("placed");
    expect(placeOrderOutcome({ waveProductAvailabilityErrorMessage: "   ", updateAllocationError: true }).kind).toBe("allocationError");
  });

  it("allocation update error true → allocation error state", () => {
    expect(placeOrderOutcome({ updateAllocationError: true })).toEqual({ kind: "allocationError" });
  });

  it("allocation error false → success: the order (a replay too) goes to its confirmation", () => {
    expect(placeOrderOutcome({ code: "30000001", guid: "g", updateAllocationError: false, waveServiceUnavailable: false, waveProductAvailabilityErrorMessage: null })).toEqual({
      kind: "placed",
      code: "30000001",
      guid: "g",
      replayed: false,
    });
    expect(placeOrderOutcome({ code: "30000001", replayed: true })).toEqual({ kind: "placed", code: "30000001", guid: null, replayed: true });
  });

  it("no flag and no order code → unknown (never a confirmation without an order)", () => {
    expect(placeOrderOutcome({})).toEqual({ kind: "unknown" });
  });

  it("builds the confirmation paths", () => {
    expect(confirmationPath("30000001")).toBe("/order-confirmation/30000001");
    expect(replenishmentConfirmationPath("50000001")).toBe("/order-confirmation/replenishment/50000001");
  });
});
