/**
 * The budget pages' texts (issue 27; docs/organisation.md "Budgets"). The spec names the entity ("Budget: code, name,
 * amount, currency, start and end date, unit", part 2 §3), its rules (§5 "Dates yyyy-mm-dd with min and max",
 * "Negative amount rejected", wording not shown) and its conflict (§8: `conflict.budget` in ../organisation/messages.ts);
 * titles, labels and success messages are Spartacus' English organisation texts (`orgBudget`,
 * `orgCostCenterBudgets`), marked so; the rest are ours.
 */

// --- Spartacus (organization.json) ---
export const listTitle = "Budgets";
export const listHeader = (count: number) => `All budgets (${count})`;
export const hint = "Budgets set overall purchase limits and are assigned to cost centres. A buyer selects a cost centre when checking out.";
export const codeLabel = "Code";
export const nameLabel = "Name";
export const statusLabel = "Status";
export const currencyLabel = "Currency";
export const amountLabel = "Amount";
export const startLabel = "Start";
export const endLabel = "End";
export const dateRange = "Start - End";
export const detailsTitle = "Budget Details";
export const subtitle = (name: string) => `Budget: ${name}`;
export const editTitle = "Edit Budget";
export const createTitle = "Create Budget";
export const disableTitle = "Disable this budget?";
export const disableWarning = "Disabled budgets no longer apply to the cost centres they are assigned to. Ensure that the associated cost centre has at least one budget.";
export const disabledEdit = "Enable the budget to allow editing.";
export const disabledEnable = (unitLower: string) => `${unitLower.charAt(0).toUpperCase()}${unitLower.slice(1)} must be enabled before this budget may be enabled.`;
export const costCentersTitle = "Cost centres";
export const manageBudgets = "Manage budgets";
export const costCentreSubtitle = (name: string) => `Cost centre: ${name}`;
export const edit = "Edit";
export const disable = "Disable";
export const enable = "Enable";
export const save = "Save";
export const cancel = "Cancel";
export const emptyList = "The list is empty";

// --- ours ---
export const createBudget = "Create budget";
export const enableTitle = "Enable this budget?";
export const enableText = "The budget applies again to the cost centres it is assigned to.";
export const codeHint = "Letters, digits, '.', '_' or '-' (up to 64), starting with a letter or digit. The code cannot be changed later.";
export const amountHint = "More than 0, with at most 2 decimals (for example 2500 or 2500.50).";
export const dateHint = "yyyy-mm-dd, between 2000-01-01 and 2099-12-31.";
export const chooseCurrency = "Choose a currency";
export const chooseUnit = (unitLower: string) => `Choose a ${unitLower}`;
export const spentLabel = "Spent";
export const remainingLabel = "Remaining";
export const consumptionTitle = "Consumption";
export const consumptionUnknown = "Spending is not available for this budget.";
export const consumptionHint = "Orders charged to the budget's cost centres between its start and end dates, not rejected or cancelled.";
export const noCostCentres = "This budget is not assigned to any cost centre yet. Assign it from a cost centre's budgets.";
export const backToBudgets = "Back to budgets";
export const backToBudget = "Back to the budget";
export const backToCostCentre = "Back to the cost centre";
export const budgetsPages = "Budget pages";
export const showing = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;
export const alreadyDisabled = "This budget is already disabled.";
export const alreadyEnabled = "This budget is already enabled.";
export const assignedColumn = "Assigned";
export const actionColumn = "Action";
export const yes = "Yes";
export const no = "No";
export const assign = "Assign";
export const unassign = "Unassign";
export const assignLabel = (name: string) => `Assign ${name} to the cost centre`;
export const unassignLabel = (name: string) => `Unassign ${name} from the cost centre`;
export const noBudgetsToAssign = "There are no budgets in this cost centre's currency yet.";
export const costCentreDisabled = "This cost centre is disabled: its budgets cannot be changed until it is enabled.";
export const costCentreBudgetsHint = "Budgets of your units in the cost centre's currency. An order charged to the cost centre counts against every assigned budget whose dates hold it.";
