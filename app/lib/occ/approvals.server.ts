import {
  type ActionedStatus,
  type ApprovalDecision,
  type ApprovalFilters,
  ApprovalFiltersSchema,
  type ApprovalList,
  ApprovalListSchema,
  type ApprovalOrder,
  ApprovalOrderSchema,
  type ApprovalSort,
  type Employee,
  type EmployeeHistory,
  EmployeeHistorySchema,
  EmployeeSchema,
  OrderDeclineReasonsSchema,
  type PendingApprovalSummary,
  PendingApprovalSummarySchema,
} from "./approval-schemas.server";
import { isOccError } from "./errors";
import { type OccCaller } from "./caller.server";

export * from "./approval-schemas.server";

/**
 * Call group "Orders and approvals", approval half (spec part 2 §7; docs/occ-api.md "Issue 7 additions"). User token;
 * approvers (`b2bapprovergroup`) only — 403 `ForbiddenError` for anyone else; orders outside the approver's unit tree
 * are 404. Paths as the contract spells them (note `manageapprovals/actionedFilters` without the dash, as in the spec).
 */

const BASE = "orgUsers/current";

/** The list body of `manage-approvals/pendingOrders` (and, with `status`, `actionedOrders`). */
export interface ApprovalListQuery {
  /** 0-based. */
  currentPage: number;
  /** 1–50. */
  pageSize: number;
  sort: ApprovalSort;
  /** yyyy-mm-dd, inclusive, UTC. */
  fromDate?: string;
  toDate?: string;
  /** Unit uid. */
  unit?: string;
  /** Wearer uid. */
  wearer?: string;
}

export interface ActionedListQuery extends ApprovalListQuery {
  status?: ActionedStatus;
}

export interface ApprovedQuantity {
  entryNumber: number;
  quantity: number;
}

export interface ApproveDeclineBody {
  orderCode: string;
  decision: ApprovalDecision;
  /** ≤ 255; required (non-blank) when rejecting. */
  comment?: string;
  /** A key of `orderDeclineReasonMap`; required when rejecting. */
  reasonCode?: string;
  approvedQuantities?: ApprovedQuantity[];
}

/** `GET manage-approvals/filters`: units, wearers, date range and sorts over the approver's pending orders. */
export function getApprovalFilters({ occ }: OccCaller): Promise<ApprovalFilters> {
  return occ.request({ path: `${BASE}/manage-approvals/filters`, schema: ApprovalFiltersSchema });
}

/** `POST manage-approvals/pendingOrders` (path ours). */
export function getPendingApprovals({ occ }: OccCaller, body: ApprovalListQuery): Promise<ApprovalList> {
  return occ.request({ method: "POST", path: `${BASE}/manage-approvals/pendingOrders`, body, schema: ApprovalListSchema });
}

/** `GET manageapprovals/actionedFilters`: as the pending filters plus `statuses`, over the decided orders. */
export function getActionedApprovalFilters({ occ }: OccCaller): Promise<ApprovalFilters> {
  return occ.request({ path: `${BASE}/manageapprovals/actionedFilters`, schema: ApprovalFiltersSchema });
}

/** `POST manage-approvals/actionedOrders` (path ours): rows carry `decision`. */
export function getActionedApprovals({ occ }: OccCaller, body: ActionedListQuery): Promise<ApprovalList> {
  return occ.request({ method: "POST", path: `${BASE}/manage-approvals/actionedOrders`, body, schema: ApprovalListSchema });
}

/** `GET pendingApprovalOrders` (home page): how many orders wait and the newest 3. */
export function getPendingApprovalSummary({ occ }: OccCaller): Promise<PendingApprovalSummary> {
  return occ.request({ path: `${BASE}/pendingApprovalOrders`, schema: PendingApprovalSummarySchema });
}

/** `GET getOrderDeclineReasons`: reason code → text, in the backend's order. */
export async function getOrderDeclineReasons({ occ }: OccCaller): Promise<{ code: string; text: string }[]> {
  const { orderDeclineReasonMap } = await occ.request({ path: `${BASE}/getOrderDeclineReasons`, schema: OrderDeclineReasonsSchema });
  return Object.entries(orderDeclineReasonMap).map(([code, text]) => ({ code, text }));
}

/** `GET approve-order/{orderCode}`: the Order (`fields=FULL`) with `approval` and `approvedQuantity` per entry. */
export function getApprovalOrder({ occ }: OccCaller, orderCode: string): Promise<ApprovalOrder> {
  return occ.request({ path: `${BASE}/approve-order/${encodeURIComponent(orderCode)}`, query: { fields: "FULL" }, schema: ApprovalOrderSchema });
}

/**
 * `POST orders/{orderCode}/amend`: stores the approved quantities and answers the recalculated order. 409 `ApprovalError`
 * (`alreadyActioned`) once decided; 400 `ValidationError` subject `entries.{i}.quantity` out of 0…ordered.
 */
export function amendApprovalOrder({ occ }: OccCaller, orderCode: string, entries: ApprovedQuantity[]): Promise<ApprovalOrder> {
  return occ.request({
    method: "POST",
    path: `${BASE}/orders/${encodeURIComponent(orderCode)}/amend`,
    body: { entries },
    schema: ApprovalOrderSchema,
  });
}

/**
 * `POST approveDeclineOrder` with `Idempotency-Key`: the same key again answers the decided order (`replayed: true`);
 * a decision on an order that is not pending any more is 409 `ApprovalError` reason `alreadyActioned` (see
 * `isAlreadyActioned`). 400 `ValidationError` subjects `comment`, `reasonCode`, `approvedQuantities`.
 */
export function approveDeclineOrder({ occ }: OccCaller, body: ApproveDeclineBody, idempotencyKey: string): Promise<ApprovalOrder> {
  return occ.request({
    method: "POST",
    path: `${BASE}/approveDeclineOrder`,
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: ApprovalOrderSchema,
  });
}

/** `GET employee/{uid}`: the order's wearer (404 outside the approver's unit tree). */
export function getEmployee({ occ }: OccCaller, uid: string): Promise<Employee> {
  return occ.request({ path: `${BASE}/employee/${encodeURIComponent(uid)}`, schema: EmployeeSchema });
}

/** `GET employee-history/{uid}`: the wearer's latest 5 orders. */
export function getEmployeeHistory({ occ }: OccCaller, uid: string): Promise<EmployeeHistory> {
  return occ.request({ path: `${BASE}/employee-history/${encodeURIComponent(uid)}`, schema: EmployeeHistorySchema });
}

/** True for the 409 `ApprovalError` with reason `alreadyActioned` (the order was decided already). */
export function isAlreadyActioned(error: unknown): boolean {
  return (
    isOccError(error) &&
    error.status === 409 &&
    error.details.some((detail) => detail.type === "ApprovalError" && detail.reason === "alreadyActioned")
  );
}

/** Validation subjects of a 400 (`comment`, `reasonCode`, `approvedQuantities`, `entries.{i}.quantity`, …). */
export function validationSubjects(error: unknown): string[] {
  if (!isOccError(error) || error.status !== 400) return [];
  return error.details.flatMap((detail) => (detail.subject ? [detail.subject] : []));
}

