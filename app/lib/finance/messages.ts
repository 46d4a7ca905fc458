/**
 * The finance area's texts (issue 28, H1 — layout, outstanding, paid and credits tabs, home block; docs/finance.md).
 * The spec names the screens (part 2 §2 "finances, make payment"; §1 "outstanding, paid and credit lists,
 * statements, invoice downloads and card payments") and the manage-organisation tile 'Finances'; the words are ours.
 * The forbidden text is the organisation area's ('No sufficient permissions to access this page', §6).
 */
export const title = "Finances";
export const areaNav = "Finance";
export const tabsLabel = "Finance lists";
export const tileName = "Finances";
export const outstandingTitle = "Outstanding invoices";
export const paidTitle = "Paid invoices";
export const creditsTitle = "Credit notes";

// Totals and the ageing chart.
export const totalsHeading = "What is owed";
export const totalDue = "Total due";
export const overdue = "Overdue";
export const overdueInvoices = (count: number) =>
  count === 1 ? "1 invoice overdue" : `${count} invoices overdue`;
export const ageingHeading = "Ageing";
export const ageingIntro = "Amount due by days past the due date.";
export const ageingCaption = "Ageing of the amount due";
export const bucketLabels: Record<string, string> = {
  CURRENT: "Not yet due",
  "1-30": "1–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "Over 90 days",
};
export const bucketColumn = "Days past due";
export const amountColumn = "Amount due";
export const countColumn = "Invoices";
export const chartLabel = (parts: string) => `Ageing chart: ${parts}`;

// Filters.
export const filtersHeading = "Filter";
export const unitLabel = "Unit";
export const allUnits = "All units";
export const costCentreLabel = "Cost centre";
export const allCostCentres = "All cost centres";
export const fromLabel = "Invoice date from";
export const toLabel = "Invoice date to";
export const creditFromLabel = "Credit date from";
export const creditToLabel = "Credit date to";
export const dateHint = "For example, 2026-03-31 (yyyy-mm-dd).";
export const overdueOnly = "Overdue only";
export const openOnly = "With a remaining balance only";
export const sortLabel = "Sort by";
export const applyFilters = "Apply filters";
export const clearFilters = "Clear filters";
export const invoiceSorts: Record<string, string> = {
  byDueDate: "Due date (oldest first)",
  byDueDateDesc: "Due date (newest first)",
  byInvoiceDateDesc: "Invoice date (newest first)",
  byInvoiceDate: "Invoice date (oldest first)",
  byAmountDueDesc: "Amount due (highest first)",
  byInvoiceNumber: "Invoice number",
};
export const creditSorts: Record<string, string> = {
  byDateDesc: "Credit date (newest first)",
  byDate: "Credit date (oldest first)",
  byRemainingDesc: "Remaining balance (highest first)",
};
export const choiceInvalid = "Choose an option from the list.";
export const dateInvalid =
  "Enter the date as yyyy-mm-dd, for example 2026-03-31.";
export const dateTooEarly = (min: string) => `Enter a date on or after ${min}.`;
export const dateTooLate = (max: string) => `Enter a date on or before ${max}.`;
export const dateRangeInvalid =
  "The 'to' date must be the same as or after the 'from' date.";

// Lists.
export const columns = {
  select: "Select",
  invoice: "Invoice number",
  unit: "Unit",
  costCentre: "Cost centre",
  invoiceDate: "Invoice date",
  dueDate: "Due date",
  amount: "Amount",
  amountDue: "Amount due",
  daysOverdue: "Days overdue",
  paidOn: "Payment date",
  method: "Method",
  reference: "Reference",
  credit: "Credit note",
  creditDate: "Credit date",
  remaining: "Remaining balance",
  relatedInvoice: "Invoice",
  status: "Status",
};
export const selectInvoice = (id: string) => `Select invoice ${id}`;
export const selectCredit = (id: string) => `Select credit note ${id}`;
export const partlyPaid = "Partly paid";
export const notOverdue = "–";
export const none = "–";
export const methods: Record<string, string> = {
  CARD: "Card",
  BANK_TRANSFER: "Bank transfer",
  CREDIT: "Credit",
};
export const creditStatuses: Record<string, string> = {
  OPEN: "Open",
  USED: "Used",
};
export const receiptLink = (reference: string) => `Receipt ${reference}`;
export const caption = (
  what: string,
  total: number,
  page: number,
  pages: number
) =>
  `${what}, ${total} in total${pages > 1 ? `, page ${page} of ${pages}` : ""}`;
export const showing = (from: number, to: number, total: number) =>
  `Showing ${from}–${to} of ${total}`;
export const noOutstanding = "There are no outstanding invoices.";
export const noPaid = "There are no paid invoices.";
export const noCredits = "There are no credit notes.";
export const noMatches = "Nothing matches these filters.";
export const paySelected = "Pay selected";
export const downloadSelected = "Download selected";
export const selectHint =
  "Select invoices to pay them or download them as one PDF.";
export const selectCreditsHint =
  "Select credit notes to download them as one PDF. Open credits can be applied when you pay.";
export const invoicePages = "Invoice pages";
export const creditPages = "Credit note pages";

// Home page block.
export const homeHeading = "Finances";
export const homeOutstanding = (amount: string) => `${amount} outstanding`;
export const homeOverdue = (count: number, amount: string) =>
  count === 0
    ? "Nothing overdue"
    : `${count === 1 ? "1 invoice" : `${count} invoices`} overdue (${amount})`;
export const homeLink = "View outstanding invoices";
