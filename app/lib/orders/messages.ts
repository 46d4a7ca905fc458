/**
 * The texts of order placement, confirmation, replenishment and reorder (issue 5, orders; docs/checkout.md "Orders").
 * All ours (the spec says "not shown"). Apart from
 * app/lib/checkout/messages.ts on purpose (decision 004): every text browser code uses rides in the chunk of its
 * file, and the cart and checkout steps load checkout/messages on first load — these are only needed on the
 * place-order form (loaded with the payment summary), the place-order outcomes and the confirmation pages.
 */

export const placeOrderTitle = "Place order";
export const termsLabel = "I have read and agree to the terms and conditions of sale.";
export const termsLinkText = "terms and conditions of sale";
/** The terms left unticked: what to do, as GOV.UK words checkbox errors (not 'This field is required.'; issue 18). */
export const termsRequired = "Confirm that you have read and agree to the terms and conditions of sale";
export const placeOrderButton = "Place order";
export const scheduleReplenishmentButton = "Schedule replenishment";
export const placingOrder = "Placing your order…";
export const whenLegend = "When should we order?";
export const placeNowOption = "Place order now";
export const scheduleOption = "Schedule replenishment";
export const scheduleHint = "We order the same items again on a schedule, starting on the date you choose.";
export const startDateLabel = "First order date";
export const startDateHint = "For example, 2026-12-01 (yyyy-mm-dd).";
export const recurrenceLabel = "Repeat";
export const recurrenceOptions = [
  { value: "DAILY", label: "Every day" },
  { value: "WEEKLY", label: "Every week" },
  { value: "MONTHLY", label: "Every month" },
] as const;
export const startDateRequired = "Enter the first order date.";
export const startDateFormat = "Enter the date as yyyy-mm-dd, for example 2026-12-01.";
export const startDateTooEarly = "The first order date must be today or later.";
export const startDateTooLate = "The first order date must be within a year from today.";
export const recurrenceRequired = "Choose how often to repeat the order.";
export const orderFormExpired = "This order form is out of date. Please go back to payment details and place the order again.";
export const serviceUnavailableTitle = "Ordering is temporarily unavailable";
export const tryAgain = "Try again";
export const productAvailabilityTitle = "Some items are not available";
export const allocationErrorTitle = "Your order was not placed";
export const voucherProblemTitle = "A voucher can no longer be used";
export const orderFailedTitle = "Your order was not placed";
export const backToCart = "Back to your cart";
export const backToPaymentDetails = "Back to payment details";
export const orderConfirmationTitle = "Order confirmation";
export const orderThanks = "Thank you for your order";
export const orderPlacedFor = (name: string) => `Placed on behalf of ${name}.`;
export const orderNumberLabel = "Order number";
export const orderStatusLabel = "Status";
export const orderDateLabel = "Placed on";
export const orderItemsTitle = "Items";
export const deliveryTitle = "Delivery";
export const deliveryAddressLabel = "Delivery address";
export const deliveryModeLabel = "Delivery method";
export const orderPaymentTitle = "Payment";
export const paymentMethodLabel = "Payment method";
export const costCentreLabel = "Cost centre";
export const poNumberLabel = "Purchase order number";
export const urgentReasonLabel = "Urgent order";
export const cardLabel = "Card";
export const billingAddressLabel = "Billing address";
export const totalsTitle = "Order total";
export const quantityLabel = "Quantity";
export const unitPriceLabel = "Item price";
export const lineTotalLabel = "Total";
export const printOrder = "Print this page";
export const reorderButton = "Reorder";
export const reorderHint = "Adds these items to your cart again.";
export const reorderAdded = (code: string) => `The items of order ${code} were added to your cart.`;
export const reorderLowStock = (names: string) => `Low stock: the quantity was reduced for ${names}.`;
export const reorderNoStock = (names: string) => `Out of stock, not added: ${names}.`;
export const reorderNothingAdded = (code: string) => `None of the items of order ${code} could be added to your cart: they are out of stock.`;
export const replenishmentConfirmationTitle = "Replenishment scheduled";
export const replenishmentThanks = "Your replenishment order is scheduled";
export const replenishmentNumberLabel = "Replenishment number";
export const replenishmentScheduleLabel = "Schedule";
export const replenishmentFirstDateLabel = "First order";
export const replenishmentDetailsLink = "View this replenishment order";
export const replenishmentItemsLabel = "Items";
export const continueShopping = "Continue shopping";
/** Spec part 2 §4 order status displays (statusDisplay keys → label). */
export const orderStatusLabels: Record<string, string> = {
  cancelled: "Cancelled",
  cancelling: "Cancelling",
  completed: "Completed",
  created: "Created",
  error: "Error",
  processing: "Processing",
  open: "Open",
  pendingApproval: "Pending approval",
  pendingMerchantApproval: "Pending merchant approval",
  approved: "Approved",
  rejected: "Rejected",
  merchantApproved: "Merchant approved",
  merchantRejected: "Merchant rejected",
  assignedToAdmin: "Assigned to admin",
};
/**
 * Spec part 2 §4 consignment statuses (SAP codes → the name a buyer reads; issue 23). The names follow Spartacus'
 * English `deliveryStatus_*` texts in this project's sentence case, except DELIVERY_COMPLETED ('Delivered') and
 * READY ('Ready'), where Spartacus' 'Delivery Complete' / a second 'Order Processing' read less clearly.
 */
export const consignmentStatusLabels: Record<string, string> = {
  IN_TRANSIT: "In transit",
  READY_FOR_PICKUP: "Ready for pickup",
  READY_FOR_SHIPPING: "Ready for shipping",
  WAITING: "Waiting",
  DELIVERING: "Delivering",
  PICKPACK: "Preparing for shipment",
  PICKUP_COMPLETE: "Pickup complete",
  DELIVERY_COMPLETED: "Delivered",
  PAYMENT_NOT_CAPTURED: "Payment issue",
  IN_PROCESS: "Order processing",
  READY: "Ready",
  DELIVERY_REJECTED: "Delivery rejected",
  SHIPPED: "Shipped",
  TAX_NOT_COMMITTED: "Tax issue",
  CANCELLED: "Cancelled",
};

/** A consignment status's name; an unknown code made readable, never an empty cell. */
export function consignmentStatusName(status: string): string {
  const known = consignmentStatusLabels[status];
  if (known) return known;
  const raw = status.replace(/_/g, " ").toLowerCase().trim();
  return raw.charAt(0).toUpperCase() + raw.slice(1);
}
