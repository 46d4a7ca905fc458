/**
 * Place-order outcomes (spec part 2 §4 "Order placement outcomes"), in the spec's order: the service-unavailable
 * flag set → the service-unavailable state; a product availability message → that message is shown; the
 * allocation update error true → the allocation error state; otherwise (allocation error false) success: the order
 * was placed (or had been placed already: `replayed`) and the user goes to order-confirmation. Pure, unit-tested
 * (tests/orders/outcome.test.ts); the response comes parsed from app/lib/occ/orders.server.ts.
 */

export interface PlaceOrderResponse {
  code?: string;
  guid?: string;
  replayed?: boolean;
  waveServiceUnavailable?: boolean;
  waveProductAvailabilityErrorMessage?: string | null;
  updateAllocationError?: boolean;
}

export type PlaceOrderOutcome =
  | { kind: "placed"; code: string; guid: string | null; replayed: boolean }
  | { kind: "serviceUnavailable" }
  | { kind: "productAvailability"; message: string }
  | { kind: "allocationError" }
  /** None of the flags and no order code: the backend answered something we cannot use. */
  | { kind: "unknown" };

export function placeOrderOutcome(response: PlaceOrderResponse): PlaceOrderOutcome {
  if (response.waveServiceUnavailable === true) return { kind: "serviceUnavailable" };
  const availability = response.waveProductAvailabilityErrorMessage?.trim();
  if (availability) return { kind: "productAvailability", message: availability };
  if (response.updateAllocationError === true) return { kind: "allocationError" };
  if (!response.code) return { kind: "unknown" };
  return { kind: "placed", code: response.code, guid: response.guid ?? null, replayed: response.replayed === true };
}

/** Where a placed order is confirmed. */
export const confirmationPath = (code: string) => `/order-confirmation/${encodeURIComponent(code)}`;
export const replenishmentConfirmationPath = (code: string) => `/order-confirmation/replenishment/${encodeURIComponent(code)}`;
