/**
 * The statements tab's texts (issue 28, H2; docs/finance.md "Documents and statements"). The spec names the calls
 * (part 2 §7 `POST wwg-manage-finances/statements`, `POST downloadStatement`) and the tab's enablement flag (§6), not
 * the texts: these are ours. Form errors and flash messages are in form-messages.ts.
 */
export const title = "Statements";
export const intro = "A statement lists the invoices, payments and credit notes of a unit and the units below it for a period, with the opening and closing balances.";
export const requestHeading = "Request a statement";
export const unitLabel = "Unit";
export const chooseUnit = "Choose a unit";
export const periodLegend = "Period";
export const periodMonth = "A month";
export const periodRange = "A date range";
export const monthLabel = "Month";
export const chooseMonth = "Choose a month";
export const fromLabel = "From";
export const toLabel = "To";
export const dateHint = "yyyy-mm-dd, for example 2026-10-01";
export const rangeHint = "Used when the period is a date range.";
export const monthHint = "Used when the period is a month.";
export const submit = "Request statement";
export const listHeading = "Your statements";
export const emptyList = "No statements yet.";
export const statementsPages = "Statements pages";
export const idColumn = "Statement";
export const unitColumn = "Unit";
export const periodColumn = "Period";
export const openingColumn = "Opening balance";
export const closingColumn = "Closing balance";
export const requestedColumn = "Requested";
export const downloadColumn = "Download";
export const period = (from: string, to: string) => `${from} to ${to}`;
export const requestedBy = (on: string, by: string | null) => (by ? `${on} by ${by}` : `${on} (monthly)`);
export const download = "PDF";
export const downloadOf = (id: string) => `Download statement ${id} as PDF`;
export const showing = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;
