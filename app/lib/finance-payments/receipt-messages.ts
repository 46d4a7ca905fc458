/** The receipt page's texts (issue 28; docs/finance.md "Make a payment"): ours, kept apart from ./messages.ts so the pay page's bundle does not carry them. */
export const receiptTitle = "Payment received";
export const paidWith = "Paid with";
export const referenceLabel = "Receipt reference";
export const paidOnLabel = "Paid on";
export const amountPaidLabel = "Amount charged to the card";
export const allocationsTitle = "What the payment covered";
export const documentColumn = "Document";
export const kindColumn = "Type";
export const allocatedColumn = "Amount";
export const receiptIntro = (reference: string) => `Your payment was received. Keep the reference ${reference} for your records.`;
export const paidInvoicesMoved = "The invoices paid in full now show under Paid.";
export const viewPaid = "View paid invoices";
export const printHint = "Use your browser's print to keep a copy of this receipt.";
