/**
 * The texts of the order history (issue 23; docs/order-history.md): /my-account/orders, its units tab, the returns
 * view and the home page's recent orders. Ours where the spec is silent; the unit-level words follow Spartacus'
 * `unitLevelOrderHistory` texts in this project's sentence case. Status names come from app/lib/orders/messages.ts.
 */

export const title = "Order history";
export const returnsTitle = "Orders you can return or exchange";
export const returnsIntro = "Orders delivered in the last 30 days that have not been cancelled. Choose an order to see its items.";
export const unitsTitle = "Orders of my units";
export const unitsIntro = "Orders placed in your unit and the units below it.";
export const tabsLabel = "Order lists";
export const myOrdersTab = "My orders";
export const unitsTab = "Orders of my units";
export const replenishmentsLink = "Scheduled replenishments";
export const allOrdersLink = "Show all orders";

export const filtersHeading = "Find orders";
export const statusLabel = "Status";
export const allStatuses = "All statuses";
export const fromLabel = "Placed from";
export const toLabel = "Placed to";
export const dateHint = "For example, 2026-03-31 (yyyy-mm-dd).";
export const searchLabel = "Order number or PO number";
export const searchHint = "All or part of the number.";
export const unitLabel = "Unit";
export const unitHint = "All or part of the unit's name.";
export const buyerLabel = "Buyer";
export const buyerHint = "All or part of the buyer's name or email address.";
export const sortLabel = "Sort by";
export const applyFilters = "Apply filters";
export const clearFilters = "Clear filters";

export const sorts = { byDate: "Newest first", byOrderNumber: "Order number (highest first)" } as const;
export const unitSorts = {
  byDate: "Newest first",
  byOrderNumber: "Order number (highest first)",
  byOrgUnit: "Unit (A to Z)",
  byOrgUnitDesc: "Unit (Z to A)",
  byBuyer: "Buyer (A to Z)",
  byBuyerDesc: "Buyer (Z to A)",
} as const;

export const statusInvalid = "Choose a status from the list.";
export const dateInvalid = "Enter the date as yyyy-mm-dd, for example 2026-03-31.";
export const dateTooEarly = (min: string) => `Enter a date on or after ${min}.`;
export const dateTooLate = (max: string) => `Enter a date on or before ${max}.`;
export const dateRangeInvalid = "The 'placed to' date must be the same as or after the 'placed from' date.";
export const searchInvalid = "Enter at most 64 letters, digits, spaces or - _ / . characters.";
export const textInvalid = "Enter at most 64 characters, without a colon.";
export const sortInvalid = "Choose a sort order from the list.";

export const columns = { code: "Order number", placed: "Placed on", placedBy: "Placed by", po: "PO number", status: "Status", total: "Total", unit: "Unit", buyer: "Buyer" };
export const caption = (total: number, page: number, pages: number) =>
  `Orders, ${total} in total${pages > 1 ? `, page ${page} of ${pages}` : ""}`;
export const showingCount = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} orders`;
export const noOrdersYet = "You have no orders yet.";
export const noMatchingOrders = "No orders match these filters.";
export const noReturnableOrders = "You have no orders that can be returned or exchanged at the moment.";
export const noUnitOrders = "There are no matching orders for your units.";
export const paginationLabel = "Order history pages";
export const noPoNumber = "None";
// Issue 24: the returns view's rows lead to the return or exchange form.
export const returnColumn = "Return or exchange";
export const returnLink = "Return or exchange";
export const returnLinkHidden = (code: string) => ` items of order ${code}`;
export const placedFor = (placer: string, owner: string) => `${placer} for ${owner}`;
export const channelNames: Record<string, string> = { proxy: "proxy order", punchout: "punch-out", replenishment: "scheduled replenishment" };
export const viaChannel = (who: string, channel: string) => `${who} (${channel})`;
export const orderLinkLabel = (code: string) => `Order ${code}`;

/** Shown when the backend ignored filters it does not know (a stock SAP Commerce: `BACKEND_EXTENSIONS=none`). */
export const filtersIgnored = (names: string[]) =>
  `This shop cannot filter orders by ${names.join(" and by ")} at the moment, so all orders are listed for ${names.length > 1 ? "those filters" : "that filter"}.`;
export const returnsIgnored = "This shop cannot tell at the moment which orders can still be returned or exchanged, so all your orders are listed.";
export const ignoredNames = { dateFrom: "placing date", dateTo: "placing date", searchTerm: "order or PO number", returnable: "returnable orders" } as const;

export const recentTitle = "Recent orders";
export const recentEmpty = "You have not placed any orders yet.";
export const recentAll = "View all orders";
