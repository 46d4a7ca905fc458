/**
 * Texts of the approval detail page, the decision form and its confirmation (issue 7; spec part 2 §2 "Order approval",
 * §4 "Order approval", §5 "Approval comment up to 255 characters (required when rejecting, optional when approving)",
 * §9 "Approval comment max 255"). Our wording where the spec gives none. Imported as a namespace so only the texts
 * browser code uses reach a bundle (decision 004).
 */

export const COMMENT_MAX = 255;

// Page
export const detailTitle = (code: string) => `Order ${code}`;
export const detailPageTitle = "Order approval";
export const backToDashboard = "Back to the approval dashboard";
export const notFoundTitle = "Order not found";
export const notFoundBody = "This order does not exist or is not one you approve.";

// Order facts
export const orderFactsTitle = "Order details";
export const orderNumberLabel = "Order number";
export const statusLabel = "Status";
export const placedOnLabel = "Placed on";
export const placedByLabel = "Placed by";
export const wearerLabel = "Wearer";
export const poNumberLabel = "PO number";
export const costCentreLabel = "Cost centre";
export const unitLabel = "Unit";
export const exceededLimitLabel = "Reason for approval";
export const notGiven = "Not given";
const periodWords: Record<string, string> = { DAY: "day", WEEK: "week", MONTH: "month", QUARTER: "quarter", YEAR: "year" };
/** Our wording for the purchase limit an order went over (spec part 2 §3 "Purchase limit / approval permission"). */
export const exceededLimit = (threshold: string, period: string | null | undefined) =>
  `Order total above the purchase limit of ${threshold} per ${period ? (periodWords[period] ?? period.toLowerCase()) : "order"}`;

/** Issue 27: Spartacus' `orderApprovalDetails.permissionType_B2BBudgetExceededPermission`, then which budget. */
export const budgetExceeded = "The budget associated with the chosen cost center has been exceeded";
export const budgetExceededDetail = (budget: string, costCentre: string, amount: string, spent: string | null) =>
  `${budgetExceeded}: budget ${budget} of cost centre ${costCentre} (${spent ? `${spent} spent of ${amount}` : amount}).`;

// Wearer (employee/{uid}, employee-history/{uid})
export const employeeTitle = "Wearer details";
export const employeeNameLabel = "Name";
export const employeeIdLabel = "Employee ID";
export const employeeUnitLabel = "Unit";
export const employeeEmailLabel = "Email";
export const employeeMobileLabel = "Mobile";
export const historyTitle = "Recent orders of this wearer";
export const historyCaption = "The wearer's latest orders";
export const historyEmpty = "No earlier orders.";
export const historyOrderLabel = "Order";
export const historyDateLabel = "Date";
export const historyStatusLabel = "Status";
export const historyTotalLabel = "Total";
export const employeeUnavailable = "The wearer's details could not be loaded.";

// Entries and totals
export const entriesTitle = "Items";
export const entriesCaption = "Items in this order, with the quantity to approve";
export const productLabel = "Product";
export const colourLabel = "Colour";
export const sizeLabel = "Size";
export const fitLabel = "Fit";
export const orderedQuantityLabel = "Ordered";
export const approvedQuantityLabel = "Approved quantity";
export const approvedQuantityFor = (name: string) => `Approved quantity for ${name}`;
export const unitPriceLabel = "Unit price";
export const lineTotalLabel = "Line total";
export const totalsTitle = "Order totals";
export const deliveryTitle = "Delivery";
export const deliveryAddressLabel = "Delivery address";
export const deliveryModeLabel = "Delivery method";

// Decision form
export const decisionTitle = "Your decision";
export const decisionLegend = "Approve or decline this order";
export const approveOption = "Approve";
export const declineOption = "Decline";
export const reasonLabel = "Reason for declining";
export const reasonEmpty = "Choose a reason";
export const commentLabel = "Comment";
export const requiredWhenDeclining = "(required when declining)";
export const requiredSuffix = "(required)";
export const optionalSuffix = "(optional)";
export const commentHint = `Up to ${COMMENT_MAX} characters. Required when declining, optional when approving.`;
export const charactersLeft = (left: number) =>
  left >= 0 ? `You have ${left} character${left === 1 ? "" : "s"} left` : `You have ${-left} character${left === -1 ? "" : "s"} too many`;
export const quantitiesHint = "To approve fewer items, lower the approved quantity (0 removes the item), then update the total.";
export const updateTotalButton = "Update total";
export const reviewButton = "Review decision";
export const totalUpdated = "The total was updated with the approved quantities.";

// Validation (spec part 2 §5; our wording where the spec has none)
export const decisionRequired = "Choose whether to approve or decline this order.";
export const reasonRequired = "Choose a reason for declining this order.";
export const reasonUnknown = "Choose one of the listed reasons.";
export const commentRequired = "Enter a comment explaining why you are declining this order.";
export const commentTooLong = `Comment must be ${COMMENT_MAX} characters or fewer.`;
export const quantityInvalid = (ordered: number) => `Enter a whole number from 0 to ${ordered}.`;
export const quantityTooHigh = (ordered: number) => `The approved quantity cannot be more than the ${ordered} ordered.`;
export const quantityNegative = "The approved quantity cannot be less than 0.";
export const allZeroApprove = "To approve, keep at least one item with an approved quantity above 0, or decline the order.";
export const quantitiesChanged = "The order changed. Check the approved quantities and try again.";

// Confirmation (WCAG 3.3.4)
export const confirmTitle = "Confirm your decision";
export const confirmApproveSummary = (code: string, total: string) => `You are about to approve order ${code} for ${total}.`;
export const confirmDeclineSummary = (code: string) => `You are about to decline order ${code}.`;
export const confirmReason = (reason: string) => `Reason: ${reason}`;
export const confirmComment = (comment: string) => `Comment: ${comment}`;
export const confirmNoComment = "No comment.";
export const confirmAmendedTitle = "Amended quantities";
export const confirmAmendedLine = (name: string, approved: number, ordered: number) => `${name}: ${approved} of ${ordered} approved`;
export const confirmFinalHint = "Nothing is sent until you confirm. The decision cannot be undone.";
export const confirmApproveButton = "Confirm approval";
export const confirmDeclineButton = "Confirm decline";
export const confirming = "Sending…";
export const changeDecision = "Change decision";

// Outcomes
export const approvedFlash = (code: string) => `Order ${code} was approved.`;
export const declinedFlash = (code: string) => `Order ${code} was declined.`;
const decisionWord = (decision: "APPROVE" | "REJECT") => (decision === "APPROVE" ? "approved" : "declined");
export const alreadyActioned = (decision: "APPROVE" | "REJECT", by: string | null, on: string | null) =>
  `This order has already been ${decisionWord(decision)}${by ? ` by ${by}` : ""}${on ? ` on ${on}` : ""}.`;
export const notPending = (status: string) => `This order is not waiting for approval (status: ${status}).`;
export const decisionRecordTitle = "Decision";
export const decisionLabel = "Decision";
export const decisionApproved = "Approved";
export const decisionDeclined = "Declined";
export const approverLabel = "Approver";
export const decidedOnLabel = "Date";
export const recordReasonLabel = "Reason";
export const recordCommentLabel = "Comment";
