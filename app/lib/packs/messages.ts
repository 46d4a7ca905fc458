/**
 * Texts of the uniform pack pages (issue 8). Quoted exactly from spec part 1 §2 "Pack ordering flow", §4, §5, §8 and
 * §9 where the spec gives them; the rest is ours and marked so. The step pages' own texts live in
 * pack-step-messages.ts (steps helper). Kept apart from app/lib/messages.ts (decision 004): only pack pages load them.
 */

// Spec part 1 §8 "Pack pages".
export const preOrderPack = "This is a pre-order pack.";
export function preOrderShipFrom(date: string): string {
  return `Pre-order to ship from ${date}`;
}

// Spec part 1 §9 "Subsidy types".
export const fullyFundedText = "This pack is funded by your organisation";
export const subsidisedText = "You'll receive a subsidy for additional items purchased from this pack";

// Spec part 1 §8 "Returns notice for compulsory and new-starter packs"; the exchange sentence is our wording of
// "exchange only for incorrect sizing, faulty items or incorrect shipments".
export const returnsNotAccepted = "Returns are not accepted for products in this pack.";
export const exchangesOnly = "Exchanges are accepted only for incorrect sizing, faulty items or incorrect shipments.";

// Spec part 1 §8 "Stock notes".
export const madeToOrderNote = "This item is made or sourced to order. Please allow extra time for delivery";
export function preOrderItemNote(date: string): string {
  return `Available for pre-order to ship from ${date}`;
}

// Spec part 1 §4 / §8: disabled categories.
export const unableToSelect = "UNABLE TO SELECT";
export const categoryUnavailable = "This category is unavailable to select from.";
export const categoryUnavailableDetail =
  "You've already selected items for this bundle from another category. To select from this category, please remove items from bundle summary.";

// Spec part 1 §5: bundle slots.
export const selectionRequired = "Selection Required";
export const optionalSlot = "(Optional)";
export const itemNotSelected = "Item not selected";

// Spec part 1 §4: cart button.
export const addToCart = "ADD TO CART";
export const updateCart = "UPDATE CART";
export const discardChanges = "Discard Changes";

// Spec part 1 §2: step names.
export function bundleStepName(bundleName: string, n: number, total: number): string {
  return `${bundleName} (Step ${n} of ${total})`;
}
export function reviewStepName(n: number, total: number): string {
  return `Review clothing (Step ${n} of ${total})`;
}

// Ours: pack type labels.
export const packTypeLabels = {
  NEW_STARTER: "New starter pack",
  COMPULSORY: "Compulsory pack",
  OPTIONAL: "Optional pack",
  SELF_PURCHASE: "Self-purchase pack",
} as const;

// Ours: the pack list page.
export const packListTitle = "Uniform packs";
export const packListIntro = "Choose a pack to order your uniform.";
export const rolesNavLabel = "Pack roles";
export const allRoles = "All roles";
export const unknownRole = "That pack role is not one of yours. Showing the packs of all your roles.";
export const noPacks = "There are no uniform packs for you to order.";
export const noPacksHint = "Packs appear here once your organisation assigns you a pack role.";
export const inCartBadge = "In your cart";
export const draftBadge = "Draft in progress";
export const orderPack = "Order this pack";
export const continuePack = "Continue your selection";
export const editInCart = "Change this pack";
export function bundleCountText(n: number): string {
  return n === 1 ? "1 step" : `${n} steps`;
}

// Ours: the pack-added panel (mini cart).
export const addedHeading = "Added to your cart";
export const updatedHeading = "Your cart is updated";
export const viewCart = "View cart";
export const checkout = "Checkout";
export const closePanel = "Close";
export const quantityLabel = "Quantity";
export const colourLabel = "Colour";
export const sizeLabel = "Size";
export const fitLabel = "Fit";
export const cartSubtotal = "Subtotal";
export const cartDiscounts = "Pack allowance";
export const cartShipping = "Shipping";
export const cartTotal = "Total";

// Ours: packs in the cart.
export const editPack = "Edit pack";
export function editBundle(bundleName: string): string {
  return `Edit ${bundleName}`;
}
export const removePack = "Remove pack";
export const packAllowance = "Pack allowance";
export const subsidyLabel = "Subsidy";
export const valueAddsLabel = "Extras";
export const reasonLabel = "Reason for replacement";
export const commentsLabel = "Comments";
export function stepLabel(bundleName: string, step: number): string {
  return `Step ${step}: ${bundleName}`;
}
export const editPackFailed = "This pack is no longer in your cart.";
