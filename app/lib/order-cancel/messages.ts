/**
 * The buyer's cancellation pages (issue 23; spec part 2 §5 "Order cancel or return: select at least one item; quantity
 * limited to the max quantity" — the spec gives no wording, so these are ours). One module for the feature.
 */

export const pageTitle = (code: string) => `Cancel items from order ${code}`;
export const intro = "Choose the items to cancel and how many of each. Only items that have not been shipped can be cancelled.";
export const itemsLegend = "Items you can cancel";
export const selectLabel = (name: string) => `Cancel ${name}`;
export const quantityLabel = "Quantity to cancel";
export const quantityHint = (max: number) => (max === 1 ? "1 can be cancelled" : `Up to ${max} can be cancelled`);
export const orderedLine = (ordered: number, cancelled: number) => (cancelled > 0 ? `Ordered ${ordered}, ${cancelled} already cancelled` : `Ordered ${ordered}`);
export const notCancellableTitle = "Items that cannot be cancelled";
export const notCancellableLine = (name: string, ordered: number, cancelled: number) =>
  `${name}: ordered ${ordered}${cancelled > 0 ? `, ${cancelled} cancelled` : ""} — shipped or already cancelled`;
export const reasonLegend = "Why are you cancelling?";
export const continueButton = "Continue";
export const backToOrder = "Back to the order";
export const currentTotal = (total: string) => `Order total: ${total}`;

/** Our cancel reasons (the backend's `cancelReason` codes, backend/src/stores/order-cancellations.ts). */
export const CANCEL_REASONS = [
  { code: "ORDERED_BY_MISTAKE", label: "Ordered by mistake" },
  { code: "WRONG_SIZE", label: "Wrong size or colour" },
  { code: "NO_LONGER_NEEDED", label: "No longer needed" },
  { code: "DELIVERY_TOO_LATE", label: "Delivery would be too late" },
  { code: "OTHER", label: "Another reason" },
] as const;
export type CancelReasonCode = (typeof CANCEL_REASONS)[number]["code"];
export const reasonLabel = (code: string | null) => CANCEL_REASONS.find((reason) => reason.code === code)?.label ?? "";

// Errors (next to the field and in the error summary; the summary names the item).
export const nothingSelected = "Select at least one item to cancel";
export const quantityRequired = (max: number) => `Enter how many to cancel, from 1 to ${max}`;
export const quantityWhole = (max: number) => `The quantity to cancel must be a whole number from 1 to ${max}`;
export const quantityTooLow = "The quantity to cancel must be at least 1";
export const quantityTooHigh = (max: number) => (max === 1 ? "You can cancel at most 1 of this item" : `You can cancel at most ${max} of this item`);
export const reasonRequired = "Select why you are cancelling";
export const summaryItemError = (name: string, message: string) => `${name}: ${message}`;

// The page when nothing can be cancelled.
export const nothingToCancelTitle = (code: string) => `Order ${code} cannot be cancelled`;
export const nothingToCancel = "Nothing in this order can be cancelled: every item has been shipped or cancelled, or the order is closed.";

// The confirmation step (GOV.UK check your answers).
export const confirmTitle = "Check your cancellation";
export const confirmOrder = (code: string) => `Order ${code}`;
export const confirmItemsKey = "Items to cancel";
export const confirmItemLine = (name: string, quantity: number) => `${quantity} × ${name}`;
export const confirmReasonKey = "Reason";
export const change = "Change";
export const changeHidden = (what: string) => ` ${what.toLowerCase()}`;
export const confirmWarning = "The cancelled items will not be sent. The order total is recalculated and you cannot undo this.";
export const confirmButton = "Confirm cancellation";
export const confirming = "Cancelling…";

// After.
export const cancelledFlash = (code: string) => `Items of order ${code} were cancelled. The order total has been recalculated.`;
export const orderChanged = "The order has changed since you chose these items (something may have shipped). Check the quantities and continue again.";
export const notCancellableAny = "Nothing in this order can be cancelled any more: it has shipped or is closed.";
