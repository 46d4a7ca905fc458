import { type Cart } from "~/lib/occ/cart.server";
import { type Enablement } from "~/lib/occ/checkout.server";
import { type CheckoutProgress } from "./steps";

/** What progress needs of the enablement flags. */
export type ProgressFlags = Pick<Enablement, "flavour" | "costCenterEnabled">;

/**
 * Whether the review step is done. This customer's backend says so (`checkoutReviewed`, set by `PUT …/review`). A
 * stock SAP has no review call (issue 22: the review step's stock fallback sets the payment type with the PO number
 * and the cost centre): done once the cart has a payment type, and a cost centre when it is ACCOUNT and cost centres
 * are on.
 */
function isReviewed(cart: Cart, flags: ProgressFlags): boolean {
  if (flags.flavour === "extension") return cart.checkoutReviewed;
  const type = cart.paymentType?.code;
  if (type === undefined) return false;
  return type !== "ACCOUNT" || !flags.costCenterEnabled || cart.costCenter !== undefined;
}

/** What the backend's cart says about checkout (app/lib/checkout/steps.ts decides what that means). */
export function progressOf(cart: Cart, flags: ProgressFlags): CheckoutProgress {
  const paymentType = cart.paymentType?.code;
  return {
    entryCount: cart.entries.length,
    reviewed: isReviewed(cart, flags),
    hasDeliveryAddress: cart.deliveryAddress !== undefined,
    hasDeliveryMode: cart.deliveryMode !== undefined,
    paymentComplete: paymentType === "ACCOUNT" || (paymentType === "CARD" && cart.paymentInfo !== undefined),
  };
}
