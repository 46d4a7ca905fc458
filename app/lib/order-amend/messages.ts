/**
 * The buyer's amend pages (issue 23; the spec's "edit order": amend order edit data, eligible products, place). The
 * spec gives no wording; these are ours. One module for the feature.
 */

export const pageTitle = (code: string) => `Amend order ${code}`;
export const intro = "Change quantities or add products. You will see the new total before anything changes.";
export const linesTitle = "Items in the order";
export const quantityLabel = "Quantity";
export const quantityHint = (max: number) => `0 removes the item; at most ${max}`;
export const unitPrice = (price: string) => `${price} each`;
export const addTitle = "Add products";
export const searchLabel = "Search products";
export const searchButton = "Search";
export const addQuantityLabel = "Quantity to add";
export const addQuantityHint = (max: number) => `Leave empty or 0 to skip; at most ${max}`;
export const noProducts = "No products match your search.";
export const pendingTitle = "Products you are adding";
export const previousPage = "Previous products";
export const nextPage = "More products";
export const productsPage = (page: number, pages: number) => `Products page ${page} of ${pages}`;
export const reviewButton = "Review changes";
export const backToOrder = "Back to the order";
export const currentTotal = (total: string) => `Order total now: ${total}`;

// Errors (next to the field and in the summary, which names the item).
export const quantityWhole = (max: number) => `Enter a whole number from 0 to ${max}`;
export const quantityTooHigh = (max: number) => `The quantity can be at most ${max}`;
export const addWhole = (max: number) => `Enter a whole number from 0 to ${max}, or leave it empty`;
export const keepOne = "The order must keep at least one item. To cancel the whole order, use Cancel items instead.";
export const nothingChanged = "Change a quantity or add a product, or go back to the order";
export const summaryItemError = (name: string, message: string) => `${name}: ${message}`;
export const notEnoughStock = "There is not enough stock for this quantity";
export const cannotAdd = "This product cannot be added to the order";

// When the order cannot be amended.
export const notAmendableTitle = (code: string) => `Order ${code} cannot be amended`;
export const notAmendable = "This order can no longer be amended: it is being prepared for delivery, or it is closed.";
export const unavailable = "Amending orders is not available at the moment.";

// The review step.
export const reviewTitle = "Check your changes";
export const reviewOrder = (code: string) => `Order ${code}`;
export const reviewItemCol = "Item";
export const reviewQuantityCol = "Quantity";
export const reviewPriceCol = "Price";
export const reviewChangedFrom = (from: number) => `(was ${from})`;
export const reviewNew = "(new)";
export const reviewRemoved = "Removed";
export const previousTotalKey = "Total before";
export const newTotalKey = "New total";
export const approvalWarning = (limit: string | null) =>
  limit
    ? `The new total is above your purchase limit of ${limit}. When you confirm, the order goes back for approval and is not sent until it is approved.`
    : "The new total is above your purchase limit. When you confirm, the order goes back for approval and is not sent until it is approved.";
export const stillPending = "The order is waiting for approval and stays so after this change.";
export const change = "Change";
export const changeHidden = " the changes";
export const confirmButton = "Confirm changes";
export const confirming = "Saving…";
export const orderChanged = "The order has changed since you reviewed it. Check your changes and review them again.";

// After.
export const amendedFlash = (code: string) => `Order ${code} was amended.`;
export const amendedPendingFlash = (code: string) =>
  `Order ${code} was amended. The new total is above your purchase limit, so the order is waiting for approval again.`;
