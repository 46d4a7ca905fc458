import { type Cart } from "~/lib/occ/cart.server";
import { type CheckoutProgress } from "./steps";

/** What the backend's cart says about checkout (app/lib/checkout/steps.ts decides what that means). */
export function progressOf(cart: Cart): CheckoutProgress {
  const paymentType = cart.paymentType?.code;
  return {
    entryCount: cart.entries.length,
    reviewed: cart.checkoutReviewed,
    hasDeliveryAddress: cart.deliveryAddress !== undefined,
    hasDeliveryMode: cart.deliveryMode !== undefined,
    paymentComplete: paymentType === "ACCOUNT" || (paymentType === "CARD" && cart.paymentInfo !== undefined),
  };
}
