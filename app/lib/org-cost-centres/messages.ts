/**
 * The cost-centre pages' texts (issue 27, helper A; docs/organisation.md "Cost centres"). The spec names the entity
 * ("Cost centre: code, name, currency, unit, active", part 2 §3) and its conflict (§8: `conflict.costCentre` in
 * ../organisation/messages.ts); titles, labels, hints and success messages are Spartacus' English organisation texts
 * (`orgCostCenter`, `organization.*`), marked so, in Australian spelling; the rest are ours. The texts only the actions
 * use (flash messages, refusals) are in messages.server.ts, out of the pages' first-load JavaScript; the create and edit form's are in form-messages.ts (re-exported here), so those
 * two pages load only them.
 */

export * from "./form-messages";

// --- Spartacus (organization.json, orgCostCenter) ---
export const listTitle = "Cost centres";
export const listHeader = (count: number) => `All cost centres (${count})`;
export const hint =
  "All orders placed through your organisation's purchase account are linked to a cost centre for tracking purposes. Each unit can have multiple cost centres. To limit spending, budgets are assigned to cost centres. A buyer selects a cost centre when checking out.";
export const statusLabel = "Status";
export const detailsTitle = "Cost centre details";
export const disableTitle = "Disable this cost centre?";
export const disableWarning =
  "Disabled cost centres cannot be used for placing new orders. Ensure that your unit has at least one cost centre. Existing orders are not affected.";
export const disabledEnable = (unitLower: string) => `The ${unitLower} must be enabled before this cost centre may be enabled.`;
export const budgetsTitle = "Budgets";
export const manageBudgets = "Manage budgets";
export const edit = "Edit";
export const disable = "Disable";

// --- ours ---
export const createCostCentre = "Create cost centre";
export const removeLabel = "Remove";
export const removeTitle = "Remove this cost centre?";
export const removeConfirm = "Remove cost centre";
export const removeWarning = "Orders already charged to it keep its code and name. Users can no longer charge it, and its budgets no longer count it.";
export const removeUsers = (count: number) => (count === 1 ? "1 user can no longer charge it." : `${count} users can no longer charge it.`);
export const removeBudgets = (count: number) => (count === 1 ? "It is unlinked from 1 budget." : `It is unlinked from ${count} budgets.`);
export const disabledUnitRemove = (unitLower: string) => `This cost centre belongs to a disabled ${unitLower}: it cannot be removed until the ${unitLower} is enabled.`;
export const enableTitle = "Enable this cost centre?";
export const enableIntro = "Buyers linked to it can charge it again at checkout.";
export const alreadyEnabled = "This cost centre is already enabled.";
export const alreadyDisabled = "This cost centre is already disabled.";
export const searchLabel = "Search";
export const searchHint = "Code or name";
export const filtersLegend = "Find cost centres";
export const allUnits = (unitsLower: string) => `All ${unitsLower}`;
export const applyFilters = "Search";
export const clearFilters = "Clear";
export const showing = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;
export const noCostCentres = "No cost centres match.";
export const pagesLabel = "Cost centre pages";
export const backToList = "Back to cost centres";
export const backToCostCentre = "Back to the cost centre";
export const noBudgets = "No budgets are linked to this cost centre.";
export const budgetCode = "Code";
export const budgetName = "Name";
export const budgetAmount = "Amount";
export const budgetDates = "Dates";
export const usersTitle = "Users who may charge it";
export const noUsers = "No users are linked to this cost centre. Users are given cost centres on their payment details page.";
export const defaultMark = "default";
