/**
 * The purchase-limit pages' texts (issue 27, B; docs/organisation.md "Purchase limits"). The spec names the entity
 * ("Purchase limit / approval permission: code, type, threshold, period, currency, unit", part 2 §3), the periods (§4)
 * and the conflict (§8: `conflict.permission` in ../organisation/messages.ts); titles, labels and success messages are
 * Spartacus' English organisation texts (`orgPurchaseLimit`, `orgUserPermissions`), marked so; the rest are ours.
 */

export * from "./form-messages";

// --- Spartacus (organization.json, orgPurchaseLimit) ---
export const listTitle = "Purchase limits";
export const listHeader = (count: number) => `All purchase limits (${count})`;
export const hint =
  "Purchase limits help control spending by defining how much buyers can spend per order or per week, month, quarter, or year. Purchase limits are assigned to users or user groups. Purchase limits are also assigned to approvers, defining how much they are permitted to approve. You can assign purchase limits to many users at once with user groups.";
export const statusLabel = "Status";
export const detailsTitle = "Purchase Limit Details";
export const deactivateTitle = "Disable this purchase limit?";
export const deactivateText = "Disabled purchase limits can no longer be assigned to a user or user group. Current assignments will have no effect.";
export const enabled = (code: string) => `Purchase Limit ${code} enabled successfully`;
export const disabledMessage = (code: string) => `Purchase Limit ${code} disabled successfully`;
export const updated = (code: string) => `Purchase Limit ${code} updated successfully`;
export const created = (code: string) => `Purchase Limit ${code} created successfully`;
export const disabledEnable = (unitLower: string) => `${unitLower[0]?.toUpperCase() ?? ""}${unitLower.slice(1)} must be enabled before this purchase limit may be enabled.`;
export const per: Record<string, string> = { DAY: "per day", WEEK: "per week", MONTH: "per month", QUARTER: "per quarter", YEAR: "per year" };
export const emptyList = "The list is empty";
export const assigned = (code: string) => `Purchase limit ${code} assigned successfully`;
export const unassigned = (code: string) => `Purchase limit ${code} unassigned successfully`;
export const edit = "Edit";
export const disable = "Disable";
export const enable = "Enable";

// --- ours ---
export const createLimit = "Create purchase limit";
export const typeNames: Record<string, string> = {
  ORDER: "Per order",
  PERIOD: "Per period",
  BUDGET_EXCEEDED: "Budget exceeded",
};
export const periodNames: Record<string, string> = { DAY: "Day", WEEK: "Week", MONTH: "Month", QUARTER: "Quarter", YEAR: "Year" };
export const codeInvalid = "Enter a code of up to 64 letters, digits, '.', '_' or '-', starting with a letter or digit.";
export const chooseType = "Choose a type";
export const typeRequired = "Choose a type.";
export const thresholdRequired = "Enter a threshold for this type.";
export const thresholdNotNumber = "Enter the threshold as a number, for example 500 or 499.95.";
export const thresholdNegative = "The threshold cannot be negative.";
export const thresholdDecimals = "Enter the threshold with at most 2 decimals.";
export const thresholdTooLarge = "Enter a threshold of at most 100,000,000.";
export const currencyRequired = "Choose a currency for this type.";
export const currencyUnknown = "Choose one of the organisation's currencies.";
export const periodRequired = "Choose a period for a per period limit.";
export const unitUnknown = (unitLower: string) => `Choose a ${unitLower} from the list.`;
export const parentDisabled = (unitLower: string) => `This ${unitLower} is disabled: choose an enabled ${unitLower}.`;
export const disabledLimit = "This purchase limit is disabled: enable it to edit or assign it.";
export const notApplicable = "—";
export const perOrder = "Per order";
export const assignees = "Users and user groups";
export const manageAssignees = "Assign users and user groups";
export const assignedUsers = (count: number) => (count === 1 ? "1 user" : `${count} users`);
export const assignedGroups = (count: number) => (count === 1 ? "1 user group" : `${count} user groups`);
export const assignedTo = "Assigned to";
export const usersTitle = "Users";
export const groupsTitle = "User groups";
export const noUsers = "No users in your scope.";
export const noGroups = "No user groups in your scope.";
export const assign = "Assign";
export const unassign = "Remove";
export const assignLabel = (name: string) => `Assign to ${name}`;
export const unassignLabel = (name: string) => `Remove from ${name}`;
export const assignLimitLabel = (code: string) => `Assign purchase limit ${code}`;
export const unassignLimitLabel = (code: string) => `Remove purchase limit ${code}`;
export const assignedState = "Assigned";
export const notAssignedState = "Not assigned";
export const nameColumn = "Name";
export const actionColumn = "Action";
export const userLimitsTitle = (name: string) => `Purchase limits of ${name}`;
export const groupLimitsTitle = (name: string) => `Purchase limits of user group ${name}`;
export const userLimitsHint = "Assigned limits apply to this user's next order. Limits assigned to the user's groups apply too.";
export const groupLimitsHint = (unitLower: string) => `A limit assigned to the group applies to its members in the limit's ${unitLower} and below.`;
export const backToLimits = "Back to purchase limits";
export const backToLimit = "Back to the purchase limit";
export const backToUser = "Back to the user";
export const backToGroup = "Back to the user group";
export const limitsPages = "Purchase limit pages";
export const showing = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;
export const alreadyDisabled = "This purchase limit is already disabled.";
export const alreadyEnabled = "This purchase limit is already enabled.";
export const enableTitle = "Enable this purchase limit?";
export const enableText = "Enabled purchase limits apply again to the users and user groups they are assigned to, from their next order.";
export const confirmDisable = "Disable purchase limit";
export const confirmEnable = "Enable purchase limit";
export const groupOfDisabledUnit = (unitLower: string) => `This group belongs to a disabled ${unitLower}: its purchase limits cannot be changed until the ${unitLower} is enabled.`;
export const manageUserLimits = "Manage purchase limits";
export const manageGroupLimits = "Manage purchase limits";
