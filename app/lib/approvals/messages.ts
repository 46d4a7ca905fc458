/**
 * Texts of the approval dashboard and the home page's pending block (issue 7). The spec names the screens (part 2 §2
 * "Order approval": pending approvals, actioned orders) and the status display names (part 2 §4, shown through
 * app/lib/orders/messages.ts `orderStatusLabels`); every other wording is ours. Kept apart from app/lib/messages.ts
 * (decision 004): only these pages load them. The decision pages' texts are in decision-messages.ts.
 */

// Spec part 2 §2: the screens.
export const pendingTab = "Pending approvals";
export const actionedTab = "Actioned orders";

// Ours: the dashboard.
export const dashboardTitle = "Approval dashboard";
export const tabsLabel = "Approval lists";
export const filtersHeading = "Filter orders";
export const fromDateLabel = "Placed from";
export const toDateLabel = "Placed to";
export const dateHint = "For example, 2026-11-01.";
export const unitLabel = "Business unit";
export const allUnits = "All business units";
/** Business units are called stores on the wholesale site (spec part 1 §1): the unit filter's texts per site. */
export function unitTexts(siteType: "corporate" | "wholesale") {
  return siteType === "wholesale"
    ? { label: "Store", allUnits: "All stores", invalid: "Select a store from the list." }
    : { label: unitLabel, allUnits, invalid: unitInvalid };
}
export const wearerLabel = "Wearer";
export const allWearers = "All wearers";
export const statusLabel = "Status";
export const allStatuses = "All statuses";
export const sortLabel = "Sort by";
export const applyFilters = "Apply filters";
export const clearFilters = "Clear filters";

export const dateInvalid = (value: string) => `'${value}' is not a real date. Enter a date as yyyy-mm-dd, for example 2026-11-01.`;
export const dateRangeInvalid = "The 'Placed to' date must be the same as or after the 'Placed from' date.";
export const unitInvalid = "Select a business unit from the list.";
export const wearerInvalid = "Select a wearer from the list.";
export const statusInvalid = "Select a status from the list.";
export const sortInvalid = "Select a sort order from the list.";

export const pendingCaption = "Orders waiting for your approval; each order number links to its details";
export const actionedCaption = "Orders approved or declined; each order number links to its details";
export const orderColumn = "Order";
export const placedByColumn = "Placed by";
export const wearerColumn = "Wearer";
export const dateColumn = "Date";
/** The actioned tab's column and sort (the sort's name comes from the backend: 'Decision date'). */
export const decisionDateColumn = "Decision date";
export const totalColumn = "Total";
export const statusColumn = "Status";
export const employeeId = (id: string) => `Employee ID ${id}`;

export const showingCount = (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} orders`;
export const noPending = "There are no orders waiting for your approval.";
export const noActioned = "No orders have been approved or declined yet.";
export const noMatches = "No orders match these filters.";
export const pendingPagination = "Pending approval pages";
export const actionedPagination = "Actioned order pages";

// Ours: the home page block.
export const homeHeading = "Pending approvals";
export const homeCount = (count: number) =>
  count === 0 ? "No orders waiting for your approval" : count === 1 ? "1 order waiting for your approval" : `${count} orders waiting for your approval`;
