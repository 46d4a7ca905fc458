/**
 * The make-a-payment pages' texts (issue 28, H3; docs/finance.md "Make a payment"). The card registration failures
 * are the spec's (part 2 §8 "Card registration", shared with checkout: ./card-messages.ts), the other failures
 * the error catalogue's (~/lib/messages); titles, labels and hints are ours.
 */
// The card registration texts (spec part 2 §8) are in ./card-messages.ts (the checkout's module, kept out of the pages' bundles).
// The receipt's texts are in ./receipt-messages.ts and the new card step's in ./new-card-messages.ts: each page's
// bundle holds only the texts it shows (the pay page is at the first-load JS budget).

// --- ours ---
export const payTitle = "Make a payment";
export const selectedInvoices = "Invoices to pay";
export const invoiceColumn = "Invoice";
export const dueDateColumn = "Due date";
export const amountDueColumn = "Amount due";
export const creditsLegend = "Credits to apply";
export const creditsHint = "Ticked credits are applied in the order shown, up to the amount due; a credit keeps whatever is not needed.";
export const noCredits = "There are no open credits to apply.";
export const creditLabel = (id: string, remaining: string, invoiceId: string | null) => (invoiceId ? `${id}: ${remaining} remaining (for invoice ${invoiceId})` : `${id}: ${remaining} remaining`);
export const paymentLegend = "Pay with";
export const newCard = "Use a new card";
export const newCardHint = "You enter the card on our card provider's page; it is saved to your cards and you come back here.";
export const cardLabel = (type: string, last4: string, holder: string | undefined, expiry: string) => `${type} ending ${last4}${holder ? `, ${holder}` : ""} (expires ${expiry})`;
export const defaultCard = "default card";
export const amountLabel = "Amount to pay (optional)";
export const amountHint = "Leave empty to pay the total. A smaller amount pays the invoices with the oldest due date first; the rest stays due.";
export const continueButton = "Continue";
export const changeLink = "Change";
export const backToFinance = "Back to finances";
export const nothingSelected = "Select at least one invoice on the outstanding list, then choose Pay selected.";
export const invoicesTotal = "Invoices total";
export const creditsApplied = "Credits applied";
export const totalToPay = "Total to pay";
export const kindInvoice = "Invoice";
export const kindCredit = "Credit applied";

// --- validation and refusals ---
export const amountTooLarge = (total: string) => `The amount must not be more than the total to pay (${total}).`;
export const nothingToPay = "The credits cover the invoices: there is nothing to pay. Untick a credit.";
export const mixedCurrencies = "The invoices and credits of one payment must be in one currency.";
export const cardUnknown = "That card is no longer saved. Choose another card.";
export const paymentFailed = "The payment could not be made. Nothing was charged. Please try again.";
export const noSavedCards = "You have no saved cards: pay with a new card.";
