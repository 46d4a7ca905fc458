/**
 * The texts of the replenishment order pages (issue 23; spec part 2 §3 "Replenishment response", §9 paginator):
 * the list, the detail with the orders a schedule placed, and the cancel confirmation. Order statuses use
 * app/lib/orders/messages.ts `orderStatusLabels`.
 */
export const listTitle = "Replenishment orders";
export const listIntro = "Orders you scheduled at checkout to be placed again on a regular basis.";
export const listEmpty = "You have no replenishment orders. You can schedule one at checkout.";
export const listEmptyPage = "There are no replenishment orders on this page.";
export const listCaption = (total: number, page: number, pages: number) =>
  `Your replenishment orders (${total} in total)${pages > 1 ? `, page ${page + 1} of ${pages}` : ""}`;
export const listPagesLabel = "Replenishment order pages";
export const codeColumn = "Replenishment number";
export const datesColumn = "First / next order";
export const frequencyColumn = "Frequency";
export const itemsColumn = "Items";
export const totalColumn = "Total";
export const costCentreColumn = "Cost centre";
export const poNumberColumn = "PO number";
export const statusColumn = "Status";
export const active = "Active";
export const cancelled = "Cancelled";
export const noNextDate = "None";
export const none = "—";

export const detailTitle = (code: string) => `Replenishment order ${code}`;
export const backToList = "All replenishment orders";
export const scheduleTitle = "Schedule";
export const statusLabel = "Status";
export const nextDateLabel = "Next order date";
export const firstDateLabel = "First order date";
export const frequencyLabel = "Frequency";
export const cancelledOnLabel = "Cancelled on";
export const costCentreLabel = "Cost centre";
export const poNumberLabel = "PO number";
export const paymentTypeLabel = "Payment type";
export const totalLabel = "Total per order";
export const itemsTitle = "Items";
export const productColumn = "Product";
export const productCodeColumn = "Product code";
export const quantityColumn = "Quantity";
export const unitPriceColumn = "Price";
export const lineTotalColumn = "Total";
export const ordersTitle = "Orders placed by this schedule";
export const ordersEmpty = "This schedule has not placed an order yet.";
export const ordersCaption = (total: number) => `Orders placed by this schedule (${total} in total), newest first`;
export const ordersPagesLabel = "Pages of orders placed by this schedule";
export const orderNumberColumn = "Order number";
export const placedColumn = "Placed on";
export const orderStatusColumn = "Status";
export const orderTotalColumn = "Total";

export const cancelLink = "Cancel schedule";
export const cancelTitle = (code: string) => `Cancel replenishment order ${code}?`;
export const cancelWarning = "No further orders will be placed by this schedule. Orders it has already placed are not affected. This cannot be undone.";
export const cancelConfirm = "Yes, cancel the schedule";
export const cancelKeep = "No, keep it";
export const cancelledFlash = (code: string) => `Replenishment order ${code} was cancelled. No further orders will be placed.`;
export const alreadyCancelled = "This schedule is cancelled: it places no further orders.";
