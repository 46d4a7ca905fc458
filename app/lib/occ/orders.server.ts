import { z } from "zod";
import { type CartRef, type OccCaller, type OrderOwner } from "./caller.server";
import {
  AbstractOrderSchema,
  type Cart,
  CartModificationSchema,
  CartSchema,
  isCartNotFound,
} from "./cart.server";
import { PriceSchema } from "./products.server";

/**
 * Call group "Cart, checkout, products", order half (spec part 2 §7: POST orgUsers/{userId}/orders?fields=FULL,
 * replenishmentOrders, cartFromOrder; docs/occ-api.md "Issue 5 additions" → "Orders"). Signed-in users call
 * `orgUsers/current/…`, guests `users/anonymous/…` (the cart reference's `userPath`).
 */

/** The Order (spec part 2 §3 "Order"; docs/occ-api.md "Orders"). */
export const OrderSchema = AbstractOrderSchema.extend({
  /** SAP status code, e.g. CREATED. */
  status: z.string().optional(),
  /** SAP's display key, e.g. `created`, `pendingApproval` (labels: checkoutMessages.orderStatusLabels). */
  statusDisplay: z.string().optional(),
  created: z.string().optional(),
  /** Who placed it when that was someone else (proxy ordering). */
  placedBy: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  guestCustomer: z.boolean().optional().default(false),
  /** The order had been placed before (same Idempotency-Key, or its cart already became this order). */
  replayed: z.boolean().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * The place-order answer: an Order, or one of the failure outcomes (spec part 2 §3 "Place-order response":
 * waveServiceUnavailable, waveProductAvailabilityErrorMessage, updateAllocationError). Only what the outcome
 * mapping (app/lib/orders/outcome.ts) needs is required.
 */
export const PlaceOrderResponseSchema = z.object({
  code: z.string().optional(),
  guid: z.string().optional(),
  replayed: z.boolean().optional(),
  waveServiceUnavailable: z.boolean().optional(),
  waveProductAvailabilityErrorMessage: z.string().nullish(),
  updateAllocationError: z.boolean().optional(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** Spec part 2 §3 "Replenishment response: cost center, purchase order number, payment type". */
export const ReplenishmentOrderSchema = z.object({
  replenishmentOrderCode: z.string(),
  active: z.boolean().optional(),
  firstDate: z.string().optional(),
  recurrencePeriod: z.string().optional(),
  trigger: z.object({ displayTimeTable: z.string().optional() }).optional(),
  created: z.string().optional(),
  totalItems: z.number().int().nonnegative().optional(),
  totalPriceWithTax: PriceSchema.optional(),
  costCenter: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  purchaseOrderNumber: z.string().optional(),
  paymentType: z.object({ code: z.string(), displayName: z.string().optional() }).optional(),
  replayed: z.boolean().optional(),
});
export type ReplenishmentOrder = z.infer<typeof ReplenishmentOrderSchema>;

export const CartModificationsSchema = z.object({ cartModifications: z.array(CartModificationSchema).optional().default([]) });

export type RecurrencePeriod = "DAILY" | "WEEKLY" | "MONTHLY";

/**
 * `POST {userPath}/orders?cartId=&termsChecked=true&fields=FULL` with `Idempotency-Key: key`. `cartCode` names the
 * cart: its code (signed in) or its guid (guests). The key makes a repeated submission answer the first order.
 */
export function placeOrder(cartRef: OrderOwner, { cartCode, key }: { cartCode: string; key: string }): Promise<PlaceOrderResponse> {
  return cartRef.occ.request({
    method: "POST",
    path: `${cartRef.orgUserPath}/orders`,
    query: { cartId: cartCode, termsChecked: true, fields: "FULL" },
    headers: { "Idempotency-Key": key },
    schema: PlaceOrderResponseSchema,
  });
}

/** `GET {cart}` through the cart reference (the cart an order would be placed from); null when it is gone. */
export async function getCartToOrder(cartRef: CartRef): Promise<Cart | null> {
  try {
    return await cartRef.occ.request({ path: cartRef.basePath, schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/** `GET {userPath}/orders/{code}?fields=FULL` (guests: the order's guid). 404 for another user's order. */
export function getOrder(owner: OrderOwner, codeOrGuid: string): Promise<Order> {
  return owner.occ.request({ path: `${owner.userPath}/orders/${encodeURIComponent(codeOrGuid)}`, query: { fields: "FULL" }, schema: OrderSchema });
}

/** `POST orgUsers/current/replenishmentOrders?cartId=&termsChecked=true` with the schedule and `Idempotency-Key`. */
export function placeReplenishment(
  cartRef: OrderOwner,
  { cartCode, key, schedule }: { cartCode: string; key: string; schedule: { replenishmentStartDate: string; recurrencePeriod: RecurrencePeriod } },
): Promise<ReplenishmentOrder> {
  return cartRef.occ.request({
    method: "POST",
    path: `${cartRef.orgUserPath}/replenishmentOrders`,
    query: { cartId: cartCode, termsChecked: true },
    headers: { "Idempotency-Key": key },
    body: schedule,
    schema: ReplenishmentOrderSchema,
  });
}

/** `GET orgUsers/current/replenishmentOrders/{code}`. */
export function getReplenishmentOrder({ occ }: OccCaller, code: string): Promise<ReplenishmentOrder> {
  return occ.request({ path: `orgUsers/current/replenishmentOrders/${encodeURIComponent(code)}`, schema: ReplenishmentOrderSchema });
}

/** `POST orgUsers/current/cartFromOrder?orderCode=&cartId=`: the order's entries into the user's (or proxy) cart. */
export async function cartFromOrder({ occ }: OccCaller, { orderCode, cartId }: { orderCode: string; cartId: string }) {
  const result = await occ.request({
    method: "POST",
    path: "orgUsers/current/cartFromOrder",
    query: { orderCode, cartId },
    schema: CartModificationsSchema,
  });
  return result.cartModifications;
}
