/**
 * The texts of the order details page (issue 23; spec part 2 §2 "order details", §3 "Order", §4 consignment and order
 * status displays). Status names come from app/lib/orders/messages.ts (orderStatusLabels, consignmentStatusName);
 * everything else is ours (the spec does not give the wording).
 */

export const pageTitle = (code: string) => `Order ${code}`;
export const breadcrumbOrders = "Order history";
export const backToOrders = "Back to your orders";
export const summaryTitle = "Order summary";
export const statusLabel = "Status";
export const placedOnLabel = "Placed on";
export const placedByLabel = "Placed by";
export const placedForLabel = "Placed for";
export const unitLabel = "Unit";
export const amendedOnLabel = "Last changed on";
export const channelLabel = "Ordered through";
export const channelNames: Record<string, string> = {
  web: "This website",
  proxy: "Ordering on behalf of a wearer",
  punchout: "Your procurement system (punch-out)",
  replenishment: "A replenishment order",
};
export const replenishmentLabel = "Replenishment order";
export const unitOrderNote = (unit: string) => `You are viewing this order as a viewer of the orders of ${unit}.`;

export const actionsTitle = "Order actions";
export const cancelItems = "Cancel items";
export const amendOrder = "Amend order";
export const returnOrExchange = "Return or exchange";
export const changePoNumber = "Change PO number";
export const printableVersion = "Printable version";
export const printHint = "Use your browser's Print command to print this page.";
export const backToOrder = "Back to the order";

export const shipmentsTitle = "Shipments";
export const noShipmentsYet = "We have not started packing this order yet. Shipments appear here once the warehouse starts on it.";
export const noShipmentsEver = "This order will not be shipped.";
export const shipmentHeading = (n: number, total: number) => (total === 1 ? "Shipment" : `Shipment ${n} of ${total}`);
export const shipmentReferenceLabel = "Reference";
export const shipmentStatusLabel = "Status";
export const statusSinceLabel = "Since";
export const shipsFromLabel = "Ships from";
export const carrierLabel = "Carrier";
export const trackingNumberLabel = "Tracking number";
export const trackShipment = "Track this shipment";
export const trackShipmentHidden = (carrier: string) => ` with ${carrier} (opens the carrier's website)`;
export const shippedOnLabel = "Shipped on";
export const deliveredOnLabel = "Delivered on";
export const shipmentItemsTitle = "Items in this shipment";
export const shipmentItemColumn = "Item";
export const shipmentQuantityColumn = "Quantity";
export const trackingHistoryTitle = "Tracking history";
export const trackingDateColumn = "Date";
export const trackingLocationColumn = "Location";
export const trackingDetailColumn = "Update";
export const trackingUnavailable = (message: string) => `Tracking history is not available right now: ${message}`;

export const itemsTitle = "Items";
export const packItemsTitle = (name: string, type: string) => `${name} (${type})`;
export const bundleLabel = "Bundle";
export const cancelledQuantity = (n: number) => `${n} cancelled`;
export const productColumn = "Product";

export const approvalTitle = "Approval";
export const approvalPending = "This order is waiting for approval.";
export const approvalExceeded = (threshold: string) => `It is above a purchase limit of ${threshold}.`;
export const approvalApproved = (name: string, date: string) => `Approved by ${name} on ${date}.`;
export const approvalRejected = (name: string, date: string) => `Declined by ${name} on ${date}.`;
export const approvalReasonLabel = "Reason";
export const approvalCommentLabel = "Comment";

export const cancellationsTitle = "Cancellations";
export const cancellationOn = (date: string) => `Cancelled on ${date}`;
export const cancellationReasonLabel = "Reason";
export const cancellationItems = (items: string) => `Items: ${items}`;
/** Reason codes the cancel flow sends (app/lib/order-cancel/messages.ts has the list; unknown codes are shown made readable). */
export const cancellationReasons: Record<string, string> = {
  NO_LONGER_NEEDED: "No longer needed",
  ORDERED_BY_MISTAKE: "Ordered by mistake",
  WRONG_SIZE: "Wrong size or item",
  TOO_LATE: "Delivery would be too late",
  OTHER: "Other",
};
