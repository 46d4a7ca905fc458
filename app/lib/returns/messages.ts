/**
 * The texts of the returns pages (issue 24; docs/return-details-and-documents.md): /my-account/returns, a return's
 * details, its cancel confirmation and its return documents (PDF and HTML). The status names are Spartacus' English
 * `returnRequestList.statusDisplay_*` (feature-libs/order/assets/translations/en/order.json), the 14 statuses of spec
 * part 2 §4; the cancel flash is Spartacus' `returnRequest.cancelSuccess`. Everything else is ours (the spec does not
 * give the wording).
 */
import { type ReturnStatus } from "~/lib/occ/returns.server";

/** Spec part 2 §4: every return status, with Spartacus' display name. */
export const returnStatusNames: Record<ReturnStatus, string> = {
  APPROVAL_PENDING: "Approval Pending",
  CANCELED: "Cancelled",
  CANCELLING: "Cancelling",
  WAIT: "Wait",
  RECEIVED: "Received",
  RECEIVING: "Receiving",
  APPROVING: "Approving",
  REVERSING_PAYMENT: "Reversing Payment",
  PAYMENT_REVERSED: "Payment Reversed",
  PAYMENT_REVERSAL_FAILED: "Payment Reversal Failed",
  REVERSING_TAX: "Reversing Tax",
  TAX_REVERSED: "Tax Reversed",
  TAX_REVERSAL_FAILED: "Tax Reversal Failed",
  COMPLETED: "Completed",
};
export const returnStatusName = (code: string): string => (returnStatusNames as Record<string, string>)[code] ?? code;

// The list.
export const listTitle = "Returns and exchanges";
export const listIntro = "Your return and exchange requests. Choose a return number to see its items, refund and documents.";
export const startReturnLink = "Return or exchange items from an order";
export const filtersHeading = "Find returns";
export const statusLabel = "Status";
export const allStatuses = "All statuses";
export const fromLabel = "Requested from";
export const toLabel = "Requested to";
export const dateHint = "For example, 2026-03-31 (yyyy-mm-dd).";
export const sortLabel = "Sort by";
export const sorts = { byDate: "Newest first", byRMA: "Return number (highest first)" } as const;
export const applyFilters = "Apply filters";
export const clearFilters = "Clear filters";
export const statusInvalid = "Choose a status from the list.";
export const dateInvalid = "Enter the date as yyyy-mm-dd, for example 2026-03-31.";
export const dateTooEarly = (min: string) => `Enter a date on or after ${min}.`;
export const dateTooLate = (max: string) => `Enter a date on or before ${max}.`;
export const dateRangeInvalid = "The 'requested to' date must be the same as or after the 'requested from' date.";
export const sortInvalid = "Choose a sort order from the list.";
export const columns = { rma: "Return number", order: "Order number", date: "Requested on", status: "Status", refund: "Refund" } as const;
export const caption = (total: number, page: number, pages: number) => `Returns, ${total} in total${pages > 1 ? `, page ${page} of ${pages}` : ""}`;
export const showingCount = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} returns`;
export const noReturnsYet = "You have not asked to return or exchange anything yet.";
export const noMatchingReturns = "No returns match these filters.";
export const paginationLabel = "Return pages";
export const noRefund = "None";
/** Shown when the backend ignored filters (a stock SAP Commerce, `BACKEND_EXTENSIONS=none`: no `appliedFilters`). */
export const filtersIgnored = (names: string[]) =>
  `This shop cannot filter returns by ${names.join(" and by ")} at the moment, so all returns are listed for ${names.length > 1 ? "those filters" : "that filter"}.`;
export const ignoredNames = { statuses: "status", createdFrom: "request date", createdTo: "request date" } as const;

// The details.
export const detailTitle = (rma: string) => `Return ${rma}`;
export const backToReturns = "Back to your returns";
export const summaryTitle = "Return summary";
export const rmaLabel = "Return number (RMA)";
export const orderLabel = "Order";
export const requestedOnLabel = "Requested on";
export const requestedByLabel = "Requested by";
export const itemsTitle = "Items";
export const itemsCaption = "Items in this return";
export const productColumn = "Product";
export const optionsColumn = "Size and colour";
export const kindColumn = "Return or exchange";
export const quantityColumn = "Quantity";
export const reasonColumn = "Reason";
export const refundColumn = "Refund";
export const kindReturn = "Return for a refund";
export const kindExchange = "Exchange";
export const exchangeFor = (variant: string) => `Exchange for ${variant}`;
export const noReason = "Not given";
export const historyTitle = "Status history";
export const historyCaption = "Status changes of this return, oldest first";
export const historyDate = "Date";
export const historyStatus = "Status";
export const refundTitle = "Refund";
export const subtotalLabel = "Items";
export const packCreditLabel = "Pack credit (back to your pack allowance)";
export const taxLabel = "Tax";
export const gstLabel = "GST";
export const deliveryLabel = "Delivery (not refunded)";
export const totalLabel = "Total refund";
export const exchangeDifferenceLabel = "Exchange difference (charged on the replacement order)";
export const refundNote = "The refund goes back to the way the order was paid once the warehouse has received the items.";
export const replacementTitle = "Replacement order";
export const replacementText = "The exchange created a replacement order for the new sizes. It ships like any order.";
export const replacementLink = (code: string) => `Replacement order ${code}`;
export const thresholdTitle = "Return threshold request";
export const thresholdStates = {
  PENDING: "Waiting for the store's approver: this return is over the store's return threshold.",
  ACCEPTED: "Accepted by the store's approver.",
  DECLINED: "Declined by the store's approver.",
} as const;
export const thresholdQuantity = (quantity: number, threshold: number) => `${quantity} units returned; the threshold is ${threshold} units.`;
export const thresholdDecidedBy = (name: string, date: string) => (date ? `Decided by ${name} on ${date}.` : `Decided by ${name}.`);
export const thresholdComment = "Approver's comment";
export const documentsTitle = "Return documents";
export const documentsIntro = "Print the return form and put it in the parcel with the items, with the barcode facing up.";
export const documentPdfLink = "Return form and label (PDF)";
export const documentHtmlLink = "Return form as a web page";
export const actionsTitle = "Return actions";
export const cancelReturn = "Cancel return";

// Cancel.
export const cancelTitle = (rma: string) => `Cancel return ${rma}`;
export const cancelWarning = "The items stay with you and nothing is refunded. An exchange's replacement order is cancelled too. You cannot undo this.";
export const cancelConfirm = "Yes, cancel this return";
export const cancelKeep = "No, keep this return";
/** Spartacus `returnRequest.cancelSuccess`. */
export const cancelledFlash = (rma: string) => `Your return request (${rma}) was cancelled`;
export const alreadyCancelled = (rma: string) => `Return ${rma} is already cancelled.`;
export const notCancellable = "This return can no longer be cancelled: the warehouse is already handling it.";

// Documents (PDF and HTML).
export const documentTitle = (rma: string) => `Return form ${rma}`;
export const documentHeading = "Return form and label";
export const documentPrintHint = "Use your browser's Print command to print this page, or download the PDF.";
export const documentBackToReturn = "Back to the return";
export const documentRmaLabel = "Return number (RMA)";
export const documentBarcodeAlt = (rma: string) => `Barcode of return number ${rma}`;
export const documentOrderLabel = "Order";
export const documentDateLabel = "Requested on";
export const documentReturnTo = "Send the parcel to";
export const documentFrom = "From";
export const documentNoReturnAddress = "Your return address will be sent to you by e-mail. Contact customer service if you need it sooner.";
export const documentNoCustomerAddress = "Write your name and address on the parcel.";
export const documentItemsTitle = "Items in the parcel";
export const documentItemColumn = "Item";
export const documentOptionsColumn = "Size and colour";
export const documentKindColumn = "Return or exchange";
export const documentQuantityColumn = "Quantity";
export const documentInstructionsTitle = "What to do";
export const documentInstructions: readonly string[] = [
  "Put the items in their original packaging if you still have it, with their labels attached.",
  "Print this form and put it in the parcel, on top of the items.",
  "Write the return number clearly on the outside of the parcel, or stick the label below on it.",
  "Send the parcel within 14 days of the request to the address above and keep the proof of postage.",
];
export const documentExchangeNote = "Exchanged items: the replacement sizes are sent on their own order; you do not need to wait for it.";
export const documentLabelTitle = "Parcel label";
/** The NZ organisation's variant (spec part 2 §7 'PDFs for NZ'). */
export const nzInstructions: readonly string[] = [
  "Put the items in their original packaging if you still have it, with their labels attached.",
  "Print this form and put it in the parcel, on top of the items.",
  "Write the return number clearly on the outside of the parcel, or stick the label below on it.",
  "Send the parcel within 14 days with NZ Post or a courier to our Auckland warehouse and keep the tracking number.",
];
export const nzGstNote = "Refunds include GST at 15%. A credit note will be issued for GST purposes (New Zealand).";
export const gstNote = "Refunds include GST where it was charged.";
export const documentFooter = (rma: string) => `Return ${rma} · Keep a copy of this form for your records.`;
