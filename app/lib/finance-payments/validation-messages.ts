/** The pay and confirm forms' validation texts (issue 28): the schema (./pay-schema.ts, lazily loaded in the browser) imports them from here, so the pay page's bundle does not carry them; ./messages.ts re-exports them for the server. */
export const invoiceRequired = "Select at least one invoice.";
export const tooManyDocuments = "Select at most 50 documents.";
export const paymentRequired = "Choose how to pay.";
export const amountInvalid = "Enter an amount in dollars and cents, for example 150 or 150.50.";
export const amountZero = "The amount must be more than 0.";
export const notOpen = "One of the selected invoices or credits is already paid or used. Check the selection.";
