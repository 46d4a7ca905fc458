import { type OccCaller } from "./caller.server";
import { type Order, OrderSchema } from "./orders.server";

/**
 * The PO number of a placed order (issue 23; spec part 2 §7 `PATCH order/{orderId}/purchase-order?poNumber=`, `DELETE`
 * the same; §3 "PO update: orderId, poNumber"). This customer's extension under `orgUsers/{userId}`: a stock SAP
 * answers 404 UnknownResourceError (`isUnknownResource`), where the storefront says the change is not available
 * (there is no stock call to fall back on). Both answer the Order.
 */

const path = (code: string) => `orgUsers/current/order/${encodeURIComponent(code)}/purchase-order`;

/** `PATCH orgUsers/current/order/{code}/purchase-order?poNumber=`: sets the PO number (the same number again changes nothing). */
export function setOrderPoNumber({ occ }: OccCaller, code: string, poNumber: string): Promise<Order> {
  return occ.request({ method: "PATCH", path: path(code), query: { poNumber }, schema: OrderSchema });
}

/**
 * `DELETE orgUsers/current/order/{code}/purchase-order?poNumber=`: removes the PO number, named so that a late second
 * request never removes a number set in between (409 when it is not the current one).
 */
export function removeOrderPoNumber({ occ }: OccCaller, code: string, poNumber: string): Promise<Order> {
  return occ.request({ method: "DELETE", path: path(code), query: { poNumber }, schema: OrderSchema });
}
