import { type Cart } from "~/lib/occ/cart.server";
import { type Enablement, REVIEW_EXTENSIONS } from "~/lib/occ/checkout.server";
import { isExtensionMissing } from "~/lib/occ/stock-fallback.server";
import { type CheckoutProgress } from "./steps";

/** What progress needs of the enablement flags. */
export type ProgressFlags = Pick<Enablement, "flavour" | "costCenterEnabled">;

/**
 * Whether the review step is done. This customer's backend says so (`checkoutReviewed`, set by `PUT …/review`). A
 * stock SAP has no review call (issue 22: the review step's stock fallback sets the payment type with the PO number
 * and the cost centre): done once the cart has a payment type, and a cost centre when it is ACCOUNT and cost centres
 * are on. A backend with the enablement extension but without the review extension (the review went the stock way:
 * `isExtensionMissing`) is judged the stock way too, so a half-extended backend never leaves the buyer on the review.
 */
function isReviewed(cart: Cart, flags: ProgressFlags): boolean {
  if (cart.checkoutReviewed) return true;
  const reviewWentStock = REVIEW_EXTENSIONS.some((name) => isExtensionMissing(name));
  if (flags.flavour === "extension" && !reviewWentStock) return false;
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
