/**
 * Texts of the pack steps, item options and review pages (issue 8). Spec texts (part 1 §8, §9) live in
 * pack-messages.ts (list helper) and are re-used from there; these are ours. The item form's labels are in
 * pack-item-messages.ts (kept small: the item page's first-load JavaScript carries them).
 */

export * from "./pack-item-messages";

export const stepsLabel = "Pack steps";
export const completedHidden = "completed";
export const chooseItem = "Choose";
export function chooseItemLabel(name: string): string {
  return `Choose ${name}`;
}
export function minMaxText(min: number, max: number): string {
  if (min === max) return `Select ${min} item${min === 1 ? "" : "s"} for this bundle.`;
  if (min === 0) return `Select up to ${max} item${max === 1 ? "" : "s"} for this bundle.`;
  return `Select at least ${min} and up to ${max} items for this bundle.`;
}
export const bundleSummaryTitle = "Bundle summary";
export function slotLabel(n: number): string {
  return `Slot ${n}`;
}
export const showDetails = "Show details";
export const edit = "Edit";
export function editLabel(name: string): string {
  return `Edit ${name}`;
}
export const remove = "Remove";
export function removeLabel(name: string): string {
  return `Remove ${name}`;
}
export const continueButton = "Continue";
export const continueErrorTitle = "This step is not finished";
export const itemRemoved = "The item was removed from the bundle.";
export const itemAdded = "The item was added to the bundle.";
export const itemUpdated = "The item was updated.";

// Item options form.
export const colourRequired = "Select a colour.";
export const sizeRequired = "Select a size.";
export const fitRequired = "Select a fit or length.";
export const combinationUnavailable = "This colour, size and fit is not available. Choose another.";
export const quantityInvalid = "Enter a quantity from 1 to 10.";
export function promptRequired(prompt: string): string {
  return `Enter ${prompt.replace(/[.:]\s*$/, "").toLowerCase()}.`;
}
export function promptTooLong(prompt: string, max: number): string {
  return `${prompt.replace(/[.:]\s*$/, "")} must be ${max} characters or fewer.`;
}
export const reasonInvalid = "Select a reason from the list.";
export const commentsTooLong = "Additional comments must be 255 characters or fewer.";
export const COMMENTS_MAX = 255;
export const maxReached = "This bundle is full. Remove an item from the bundle summary before adding another.";
export const itemNotFound = "This item is not offered in this bundle.";
export const itemDialogLoading = "Loading item options…";

// Review.
export const reviewTitle = "Review clothing";
export const packSummaryTitle = "Pack summary";
export const emptyPack = "You have not selected any items for this pack yet.";
export const startSelecting = "Start with the first step";
export const editBundle = "Edit";
export function editBundleLabel(name: string): string {
  return `Edit ${name}`;
}
export const subTotal = "Subtotal";
export const allocatedCredit = "Allocated credit";
export const appliedSubsidy = "Applied subsidy";
export const shippingCharge = "Shipping";
export const gst = "GST";
export const totalWithGst = "Total (incl. GST)";
export const adding = "Adding…";
export const updating = "Updating…";
export const addFailed = "The pack could not be added to your cart.";
export const incompletePack = "Some bundles are not finished. Complete every step before adding the pack to your cart.";
export const stockShort = "There is not enough stock for one of the items. Change its size or quantity.";

// Unsaved changes panel (JS only).
export const unsavedTitle = "You have unsaved changes";
export function unsavedBody(bundle: string): string {
  return `Your selections in ${bundle} are kept as a draft, but this step is not finished and the pack is not in your cart.`;
}
export const stay = "Stay on this step";
export const leave = "Leave";

export const notFoundBody = "This pack could not be found.";
