/**
 * The purchase-limit texts the browser needs on the create and edit pages (issue 27, B): the form's labels and hints
 * and those pages' titles, apart from ./messages.ts (which re-exports them) so those pages' first-load JavaScript
 * carries only these. Spartacus' `orgPurchaseLimit` texts where they exist, ours otherwise (see ./messages.ts).
 */
export const cancel = "Cancel";
export const chooseCurrency = "Choose a currency";
export const choosePeriod = "Choose a period";
export const chooseUnit = (unitLower: string) => `Choose a ${unitLower}`;
export const codeHint = "Letters, digits, '.', '_' or '-' (up to 64), starting with a letter or digit. The code cannot be changed later.";
export const codeLabel = "Code";
export const currencyHint = "Per order and per period limits only: one of the organisation's currencies.";
export const currencyLabel = "Currency";
export const periodHint = "Per period limits only: the calendar period in the organisation's time zone (weeks start on Monday).";
export const periodLabel = "Period";
export const save = "Save";
export const thresholdHint = "Per order and per period limits only: the amount (0 or more) above which orders need approval.";
export const thresholdLabel = "Threshold";
export const typeHints: Record<string, string> = {
  ORDER: "An order above the threshold needs approval.",
  PERIOD: "An order that takes the buyer's spending in the period above the threshold needs approval.",
  BUDGET_EXCEEDED: "An order that would exceed the budget of its cost centre needs approval. No threshold, currency or period.",
};
export const typeLabel = "Type";
export const createTitle = "Create Purchase Limit";
export const editTitle = "Edit Purchase Limit";
export const subtitle = (code: string) => `Purchase Limit: ${code}`;
export const disabledEdit = "Enable the purchase limit to allow editing.";
export const limitOfDisabledUnit = (unitLower: string) => `This purchase limit belongs to a disabled ${unitLower}: it cannot be changed until the ${unitLower} is enabled.`;
