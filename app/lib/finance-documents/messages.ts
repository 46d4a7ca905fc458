/**
 * The finance document pages' texts (issue 28, H2; docs/finance.md "Documents and statements"). The spec names the
 * calls (part 2 §7 'invoice and credit downloads', `payment/payment-invoice?invoiceIds`), not the texts: these are ours.
 * The tax wording follows what Australian and New Zealand tax invoices show ('Tax invoice', ABN / GST number, GST).
 */
export const backToFinance = "Back to finances";
export const downloadPdf = "Download PDF";
export const downloadPdfOf = (id: string) => `Download ${id} as PDF`;
export const supplierHeading = "From";
export const billToHeading = "Bill to";
export const detailsHeading = "Details";
export const linesHeading = "Lines";
export const linesCaption = (id: string) => `The lines of ${id}`;
export const totalsHeading = "Totals";
export const paymentsHeading = "Payments";
export const appliedHeading = "Applied to payments";
export const noPayments = "No payments yet.";
export const invoiceNumber = "Invoice number";
export const creditNoteNumber = "Credit note number";
export const invoiceDate = "Invoice date";
export const creditDate = "Credit date";
export const dueDate = "Due date";
export const order = "Order";
export const costCentre = "Cost centre";
export const unit = "Unit";
export const relatedInvoice = "Related invoice";
export const creditNotes = "Credit notes";
export const returnRma = "Return";
export const status = "Status";
export const description = "Description";
export const quantity = "Qty";
export const unitPrice = "Unit price";
export const amountExGst = "Amount (excl. GST)";
export const netExGst = "Net (excl. GST)";
export const taxRateLabel = (label: string, rate: number) => `${label} ${rate}%`;
export const totalInclTax = (label: string) => `Total (incl. ${label})`;
export const amountDue = "Amount due";
export const remainingCredit = "Remaining credit";
export const paidOn = "Date";
export const reference = "Reference";
export const method = "Method";
export const amount = "Amount";
export const methodText = (method: "CARD" | "BANK_TRANSFER" | "CREDIT", cardLabel: string | null) =>
  method === "CARD" ? (cardLabel ?? "Card") : method === "BANK_TRANSFER" ? "Bank transfer" : "Credit";
export const statusText: Record<"OPEN" | "PARTLY_PAID" | "PAID" | "USED", string> = { OPEN: "Open", PARTLY_PAID: "Partly paid", PAID: "Paid", USED: "Used" };
/** The note under the totals (NZ: GST at 15 % and the supplier's GST number; AU: GST at 10 % and the ABN). */
export const taxNote = (nz: boolean, currency: string, gst: string, taxId: string) =>
  nz
    ? `All amounts in ${currency}. The total includes GST of ${gst} at 15%. GST number ${taxId}.`
    : `All amounts in ${currency}. The total includes GST of ${gst} at 10%. ABN ${taxId}.`;
export const payBy = (due: string, id: string) => `Please pay by ${due}, quoting ${id}.`;
export const noDocumentsChosen = "Select at least one invoice or credit note to download.";
