/**
 * The cost-centre pages' texts (issue 27, helper A; docs/organisation.md "Cost centres"). The spec names the entity
 * ("Cost centre: code, name, currency, unit, active", part 2 §3) and its conflict (§8: `conflict.costCentre` in
 * ../organisation/messages.ts); titles, labels, hints and success messages are Spartacus' English organisation texts
 * (`orgCostCenter`, `organization.*`), marked so, in Australian spelling; the rest are ours.
 */

// --- Spartacus (organization.json, orgCostCenter) ---
export const listTitle = "Cost centres";
export const listHeader = (count: number) => `All cost centres (${count})`;
export const hint =
  "All orders placed through your organisation's purchase account are linked to a cost centre for tracking purposes. Each unit can have multiple cost centres. To limit spending, budgets are assigned to cost centres. A buyer selects a cost centre when checking out.";
export const codeLabel = "Code";
export const nameLabel = "Name";
export const currencyLabel = "Currency";
export const statusLabel = "Status";
export const createTitle = "Create cost centre";
export const editTitle = "Edit cost centre";
export const detailsTitle = "Cost centre details";
export const subtitle = (name: string) => `Cost centre: ${name}`;
export const created = (name: string) => `Cost centre ${name} created successfully`;
export const updated = (name: string) => `Cost centre ${name} updated successfully`;
export const enabled = (name: string) => `Cost centre ${name} enabled successfully`;
export const disabled = (name: string) => `Cost centre ${name} disabled successfully`;
export const disableTitle = "Disable this cost centre?";
export const disableWarning =
  "Disabled cost centres cannot be used for placing new orders. Ensure that your unit has at least one cost centre. Existing orders are not affected.";
export const disabledEdit = "Enable the cost centre to allow editing.";
export const disabledEnable = (unitLower: string) => `The ${unitLower} must be enabled before this cost centre may be enabled.`;
export const budgetsTitle = "Budgets";
export const manageBudgets = "Manage budgets";
export const emptyList = "The list is empty";
export const edit = "Edit";
export const disable = "Disable";
export const enable = "Enable";
export const save = "Save";
export const cancel = "Cancel";

// --- ours ---
export const createCostCentre = "Create cost centre";
export const removeLabel = "Remove";
export const removeTitle = "Remove this cost centre?";
export const removeConfirm = "Remove cost centre";
export const removed = (name: string) => `Cost centre ${name} removed`;
export const removeWarning = "Orders already charged to it keep its code and name. Users can no longer charge it, and its budgets no longer count it.";
export const removeUsers = (count: number) => (count === 1 ? "1 user can no longer charge it." : `${count} users can no longer charge it.`);
export const removeBudgets = (count: number) => (count === 1 ? "It is unlinked from 1 budget." : `It is unlinked from ${count} budgets.`);
export const removeCharged = "Orders are charged to this cost centre, so it cannot be removed: disable it instead.";
export const disabledUnitRemove = (unitLower: string) => `This cost centre belongs to a disabled ${unitLower}: it cannot be removed until the ${unitLower} is enabled.`;
export const enableTitle = "Enable this cost centre?";
export const enableIntro = "Buyers linked to it can charge it again at checkout.";
export const alreadyEnabled = "This cost centre is already enabled.";
export const alreadyDisabled = "This cost centre is already disabled.";
export const codeHint = "Letters, digits, '.', '_' or '-' (up to 64), starting with a letter or digit. The code cannot be changed later.";
export const codeInvalid = "Enter a code of up to 64 letters, digits, '.', '_' or '-', starting with a letter or digit.";
export const nameTooLong = "Enter a name of up to 255 characters.";
export const chooseUnit = (unitLower: string) => `Choose a ${unitLower}`;
export const chooseCurrency = "Choose a currency";
export const unitUnknown = (unitLower: string) => `Choose a ${unitLower} from the list.`;
export const currencyUnknown = "Choose a currency of your organisation.";
export const parentDisabled = (unitLower: string) => `This ${unitLower} is disabled: choose an enabled ${unitLower}.`;
export const searchLabel = "Search";
export const searchHint = "Code or name";
export const filtersLegend = "Find cost centres";
export const allUnits = (unitsLower: string) => `All ${unitsLower}`;
export const applyFilters = "Search";
export const clearFilters = "Clear";
export const invalidFilter = "Choose an option from the list.";
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
export const userColumn = "User";
