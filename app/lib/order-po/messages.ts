/**
 * The texts of the order's PO number page (issue 23; spec part 2 §7 PO update). The field's label and its rule's
 * message are checkout's (app/lib/checkout/messages.ts `purchaseOrderTerm`, `poNumberInvalid`).
 */
export const pageTitle = (code: string) => `PO number of order ${code}`;
export const intro = "The purchase order (PO) number your organisation uses for this order. It appears on the order, its invoices and its delivery papers.";
export const fieldHint = "Up to 35 letters, numbers, spaces, hyphens (-) or slashes (/).";
export const currentLabel = "Current PO number";
export const noCurrent = "This order has no PO number.";
export const saveButton = "Save PO number";
export const removeLink = "Remove PO number";
export const backLink = "Back to the order";
export const removeTitle = (code: string) => `Remove the PO number of order ${code}?`;
export const removeWarning = (number: string) => `The order will no longer carry the PO number ${number}. You can add a PO number again later.`;
export const removeConfirm = "Yes, remove the PO number";
export const removeCancel = "No, keep it";
export const saved = (code: string, number: string) => `Order ${code} now has the PO number ${number}.`;
export const removed = (code: string) => `The PO number of order ${code} was removed.`;
export const cancelledOrder = "This order has been cancelled, so its PO number can no longer be changed.";
export const unavailable = "Changing the PO number of a placed order is not available at the moment.";
export const notEnabled = "Your organisation does not use PO numbers on this order's unit.";
export const changedMeanwhile = "The PO number of this order was changed in the meantime. Check it below and try again.";
export const statusLabel = "Order status";
