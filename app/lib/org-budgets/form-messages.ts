/**
 * The budget pages' form errors and flash messages (issue 27): the texts the forms' schema (budget-schema.ts, loaded
 * lazily in the browser) and the server flows (budgets.server.ts) use, kept apart from messages.ts (the texts the
 * pages render) so a page's first-load JavaScript carries only what it shows. Spartacus' success messages
 * (`orgBudget.messages`, `orgCostCenterBudgets`) are marked so; the rest are ours.
 */

// --- Spartacus (organization.json) ---
export const enabled = (name: string) => `Budget ${name} enabled successfully`;
export const disabled = (name: string) => `Budget ${name} disabled successfully`;
export const updated = (name: string) => `Budget ${name} updated successfully`;
export const created = (name: string) => `Budget ${name} created successfully`;
export const assigned = (name: string) => `Budget ${name} assigned successfully`;
export const unassigned = (name: string) => `Budget ${name} unassigned successfully`;

// --- ours ---
export const codeInvalid = "Enter a code of up to 64 letters, digits, '.', '_' or '-', starting with a letter or digit.";
export const nameTooLong = "Enter a name of up to 255 characters.";
export const amountInvalid = "Enter the amount as a number, for example 2500 or 2500.50.";
export const amountNegative = "The amount cannot be negative.";
export const amountZero = "Enter an amount more than 0.";
export const amountTooLarge = "Enter an amount of at most 999,999,999.99.";
export const dateInvalid = "Enter the date as yyyy-mm-dd, for example 2026-07-01.";
export const dateOutOfRange = "Enter a date between 2000-01-01 and 2099-12-31.";
export const endBeforeStart = "The end date must be the same as or after the start date.";
export const currencyUnknown = "Choose one of the organisation's currencies.";
export const unitUnknown = (unitLower: string) => `Choose a ${unitLower} from the list.`;
export const parentDisabled = (unitLower: string) => `This ${unitLower} is disabled: choose an enabled ${unitLower}.`;
export const disabledBudget = "This budget is disabled: enable it to allow editing.";
export const linkedCurrency = "The budget is assigned to cost centres in another currency: unassign them before changing its currency.";
export const consumptionText = (spent: string, amount: string, percent: string, remaining: string) => `${spent} spent of ${amount} (${percent}); ${remaining} remaining.`;
export const overspentText = (spent: string, amount: string, percent: string, over: string) => `${spent} spent of ${amount} (${percent}): ${over} over the budget.`;
export const budgetDisabledLink = "A disabled budget cannot be assigned: enable it first.";
export const currencyMismatch = "Only a budget in the cost centre's currency can be assigned.";
