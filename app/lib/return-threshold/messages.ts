/**
 * Texts of the wholesale return threshold request screens (issue 24; spec part 2 §7 "wholesale category and return
 * threshold request", §5 "Approval comment up to 255 characters (required when rejecting, optional when approving)").
 * The spec names the request and the comment rule; every other wording is ours. The comment's limit and its message
 * are the approvals' (app/lib/approvals/decision-messages.ts): one rule, one text.
 */
import { COMMENT_MAX, commentTooLong } from "~/lib/approvals/decision-messages";

export { COMMENT_MAX, commentTooLong };

// The list (a tab of the approval dashboard)
export const tabLabel = "Return requests";
export const listTitle = "Return threshold requests";
export const listIntro = "Wholesale returns of more units than your organisation's return threshold wait for your decision.";
export const subTabsLabel = "Return request lists";
export const pendingTab = "Waiting for a decision";
export const actionedTab = "Accepted or declined";
export const pendingCaption = "Return requests waiting for your decision; each RMA links to its details";
export const actionedCaption = "Return requests you or another approver decided; each RMA links to its details";
export const rmaColumn = "RMA";
export const orderColumn = "Order";
export const storeColumn = "Store";
export const requestedByColumn = "Requested by";
export const dateColumn = "Date";
export const unitsColumn = "Units";
export const valueColumn = "Refund value";
export const statusColumn = "Status";
export const unitsOfThreshold = (units: number, threshold: number) => `${units} (threshold ${threshold})`;
export const showingCount = (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} return requests`;
export const noPending = "There are no return requests waiting for your decision.";
export const noActioned = "No return requests have been accepted or declined yet.";
export const pendingPagination = "Pending return request pages";
export const actionedPagination = "Actioned return request pages";

export const statusNames = { PENDING: "Pending", ACCEPTED: "Accepted", DECLINED: "Declined" } as const;

// The detail
export const detailTitle = (rma: string) => `Return request ${rma}`;
export const detailPageTitle = "Return request";
export const backToList = "Back to the return requests";
export const notFoundBody = "This return request does not exist or is not one you decide.";
export const factsTitle = "Request details";
export const rmaLabel = "RMA";
export const requestStatusLabel = "Decision";
export const returnStatusLabel = "Return status";
export const storeLabel = "Store";
export const requestedByLabel = "Requested by";
export const requestedOnLabel = "Requested on";
export const orderLabel = "Order";
export const unitsLabel = "Units to return";
export const thresholdLabel = "Return threshold";
export const thresholdValue = (threshold: number) => `${threshold} units`;
export const overThreshold = (units: number, threshold: number) =>
  `${units} units is more than the store's return threshold of ${threshold}, so the return needs your decision.`;
export const refundLabel = "Refund";
export const notGiven = "Not given";
export const itemsTitle = "Items to return";
export const itemsCaption = "The items of this return request, with the quantity and the refund";
export const productColumn = "Product";
export const codeColumn = "Item code";
export const quantityColumn = "Quantity";
export const reasonColumn = "Reason";
export const refundColumn = "Refund";
export const decisionRecordTitle = "Decision";
export const decidedByLabel = "Decided by";
export const decidedOnLabel = "Date";
export const commentLabel = "Comment";
export const alreadyDecided = (decision: "ACCEPTED" | "DECLINED", by: string | null, on: string | null) =>
  `This return request has already been ${decision === "ACCEPTED" ? "accepted" : "declined"}${by ? ` by ${by}` : ""}${on ? ` on ${on}` : ""}.`;

// The decision form
export const decisionTitle = "Your decision";
export const decisionLegend = "Accept or decline this return request";
export const acceptOption = "Accept";
export const acceptHint = "The return goes ahead: the store sends the items back and is refunded.";
export const declineOption = "Decline";
export const declineHint = "The return request is cancelled.";
export const requiredWhenDeclining = "(required when declining)";
export const requiredSuffix = "(required)";
export const optionalSuffix = "(optional)";
export const commentHint = `Up to ${COMMENT_MAX} characters. Required when declining, optional when accepting.`;
export const reviewButton = "Review decision";
export const decisionRequired = "Choose whether to accept or decline this return request.";
export const commentRequired = "Enter a comment explaining why you are declining this return request.";

// The confirmation (WCAG 3.3.4)
export const confirmTitle = "Confirm your decision";
export const confirmAccept = (rma: string, units: number, refund: string | null) =>
  `You are about to accept return request ${rma}: ${units} units${refund ? ` for a refund of ${refund}` : ""}.`;
export const confirmDecline = (rma: string) => `You are about to decline return request ${rma}. The return will be cancelled.`;
export const confirmComment = (comment: string) => `Comment: ${comment}`;
export const confirmNoComment = "No comment.";
export const confirmFinalHint = "Nothing is sent until you confirm. The decision cannot be undone.";
export const confirmAcceptButton = "Confirm acceptance";
export const confirmDeclineButton = "Confirm decline";
export const confirming = "Sending…";
export const changeDecision = "Change decision";

// Outcomes
export const acceptedFlash = (rma: string) => `Return request ${rma} was accepted.`;
export const declinedFlash = (rma: string) => `Return request ${rma} was declined.`;
