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
  type ApprovalRow,
  type StockApproval,
  StockApprovalDecisionSchema,
  StockApprovalListSchema,
  StockApprovalSchema,
  PENDING_APPROVAL_SORTS,
  ACTIONED_APPROVAL_SORTS,
} from "./approval-schemas.server";
import { isOccError } from "./errors";
import { type OccCaller } from "./caller.server";
import { type OccClient } from "./client.server";
import { withStockFallback } from "./stock-fallback.server";

export * from "./approval-schemas.server";

/**
 * Call group "Orders and approvals", approval half (spec part 2 §7; docs/occ-api.md "Issue 7 additions", "Calls and
 * flavours"). User token; approvers (`b2bapprovergroup`) only — 403 `ForbiddenError` for anyone else; orders outside
 * the approver's unit tree are `400 UnknownIdentifierError` (`error.kind === "notFound"`). Paths as the spec spells
 * them (note `manageapprovals/actionedFilters` without the dash). Every one of them is this customer's extension:
 * where a backend answers `404 UnknownResourceError` (stock SAP Commerce 2211 B2B), the call falls back to SAP's stock
 * order approvals (`users/current/orderapprovals…`, Spartacus' order-approval feature), mapped into the same shapes.
 */

const BASE = "orgUsers/current";
/** Stock SAP: `users/{u}/orderapprovals` (Spartacus default-occ-organization-config.ts). */
const STOCK = "users/current/orderapprovals";

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
  return withStockFallback(
    "manage-approvals/filters",
    STOCK_LIST_CALL,
    () => occ.request({ path: `${BASE}/manage-approvals/filters`, schema: ApprovalFiltersSchema }),
    async () => stockFilters(await stockRows(occ, "pending"), "pending"),
  );
}

/** `POST manage-approvals/pendingOrders` (path ours). */
export function getPendingApprovals({ occ }: OccCaller, body: ApprovalListQuery): Promise<ApprovalList> {
  return withStockFallback(
    "manage-approvals/pendingOrders",
    STOCK_LIST_CALL,
    () => occ.request({ method: "POST", path: `${BASE}/manage-approvals/pendingOrders`, body, schema: ApprovalListSchema }),
    async () => stockPage(await stockRows(occ, "pending"), body),
  );
}

/** `GET manageapprovals/actionedFilters`: as the pending filters plus `statuses`, over the decided orders. */
export function getActionedApprovalFilters({ occ }: OccCaller): Promise<ApprovalFilters> {
  return withStockFallback(
    "manageapprovals/actionedFilters",
    STOCK_LIST_CALL,
    () => occ.request({ path: `${BASE}/manageapprovals/actionedFilters`, schema: ApprovalFiltersSchema }),
    async () => stockFilters(await stockRows(occ, "actioned"), "actioned"),
  );
}

/** `POST manage-approvals/actionedOrders` (path ours): rows carry `decision`. */
export function getActionedApprovals({ occ }: OccCaller, body: ActionedListQuery): Promise<ApprovalList> {
  return withStockFallback(
    "manage-approvals/actionedOrders",
    STOCK_LIST_CALL,
    () => occ.request({ method: "POST", path: `${BASE}/manage-approvals/actionedOrders`, body, schema: ApprovalListSchema }),
    async () => stockPage(await stockRows(occ, "actioned"), body),
  );
}

/** `GET pendingApprovalOrders` (home page): how many orders wait and the newest 3. */
export function getPendingApprovalSummary({ occ }: OccCaller): Promise<PendingApprovalSummary> {
  return withStockFallback(
    "pendingApprovalOrders",
    STOCK_LIST_CALL,
    () => occ.request({ path: `${BASE}/pendingApprovalOrders`, schema: PendingApprovalSummarySchema }),
    async () => {
      // The stock list counts decided approvals too: the pending ones are those with approvalDecisionRequired.
      const page = stockPage(await stockRows(occ, "pending"), { currentPage: 0, pageSize: 3, sort: "byDateDesc" });
      return { count: page.pagination.totalResults, orders: page.orders };
    },
  );
}

/** `GET getOrderDeclineReasons`: reason code → text, in the backend's order. */
export async function getOrderDeclineReasons({ occ }: OccCaller): Promise<{ code: string; text: string }[]> {
  // Stock SAP has no decline reasons: none (the decision form then asks for the comment only).
  const reasonMap = await withStockFallback(
    "getOrderDeclineReasons",
    "decision without a reason (comment only)",
    async () => (await occ.request({ path: `${BASE}/getOrderDeclineReasons`, schema: OrderDeclineReasonsSchema })).orderDeclineReasonMap,
    async (): Promise<Record<string, string>> => ({}),
  );
  return Object.entries(reasonMap).map(([code, text]) => ({ code, text }));
}

/** `GET approve-order/{orderCode}`: the Order (`fields=FULL`) with `approval` and `approvedQuantity` per entry. */
export function getApprovalOrder({ occ }: OccCaller, orderCode: string): Promise<ApprovalOrder> {
  return withStockFallback(
    "approve-order",
    "GET users/{u}/orderapprovals/{code}?fields=FULL",
    () => occ.request({ path: `${BASE}/approve-order/${encodeURIComponent(orderCode)}`, query: { fields: "FULL" }, schema: ApprovalOrderSchema }),
    async () => stockApprovalOrder(await stockApproval(occ, orderCode)),
  );
}

/**
 * `POST orders/{orderCode}/amend`: stores the approved quantities and answers the recalculated order. 409 `ApprovalError`
 * (`alreadyActioned`) once decided; 400 `ValidationError` subject `entries.{i}.quantity` out of 0…ordered.
 */
export function amendApprovalOrder({ occ }: OccCaller, orderCode: string, entries: ApprovedQuantity[]): Promise<ApprovalOrder> {
  // No stock fallback: stock SAP cannot amend quantities; the detail page offers no amendment for a stock order.
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
export function approveDeclineOrder({ occ }: OccCaller, body: ApproveDeclineBody, idempotencyKey: string): Promise<ApprovalOrder | { code: string }> {
  return withStockFallback(
    "approveDeclineOrder",
    "POST users/{u}/orderapprovals/{code}/decision",
    () =>
      occ.request({
        method: "POST",
        path: `${BASE}/approveDeclineOrder`,
        body,
        headers: { "Idempotency-Key": idempotencyKey },
        schema: ApprovalOrderSchema,
      }),
    async () => ({ code: await stockDecision(occ, body.orderCode, { decision: body.decision, ...(body.comment ? { comment: body.comment } : {}) }) }),
  );
}

/** `GET employee/{uid}`: the order's wearer (404 outside the approver's unit tree). */
export function getEmployee({ occ }: OccCaller, uid: string): Promise<Employee | null> {
  // Stock SAP has no employee call: null (the page leaves the wearer's details out).
  return withStockFallback(
    "employee",
    "flow without the wearer's details (stock SAP has no such call)",
    () => occ.request({ path: `${BASE}/employee/${encodeURIComponent(uid)}`, schema: EmployeeSchema }),
    async () => null,
  );
}

/** `GET employee-history/{uid}`: the wearer's latest 5 orders. */
export function getEmployeeHistory({ occ }: OccCaller, uid: string): Promise<EmployeeHistory | null> {
  // Stock SAP cannot list another user's orders: null (no history shown).
  return withStockFallback(
    "employee-history",
    "flow without the wearer's history (stock SAP has no such call)",
    () => occ.request({ path: `${BASE}/employee-history/${encodeURIComponent(uid)}`, schema: EmployeeHistorySchema }),
    async () => null,
  );
}

/**
 * True when the order was decided already: this customer's 409 `ApprovalError` reason `alreadyActioned`, or stock
 * SAP's 400 `WorkflowActionDecideError` (a decision on a workflow action that is not in progress any more).
 */
export function isAlreadyActioned(error: unknown): boolean {
  if (!isOccError(error)) return false;
  if (error.status === 409) return error.details.some((detail) => detail.type === "ApprovalError" && detail.reason === "alreadyActioned");
  return error.status === 400 && error.details.some((detail) => detail.type === "WorkflowActionDecideError");
}

/** Validation subjects of a 400 (`comment`, `reasonCode`, `approvedQuantities`, `entries.{i}.quantity`, …). */
export function validationSubjects(error: unknown): string[] {
  if (!isOccError(error) || error.status !== 400) return [];
  return error.details.flatMap((detail) => (detail.subject ? [detail.subject] : []));
}


// ---------------------------------------------------------------------------------------------------------------
// Stock SAP Commerce 2211 B2B order approvals: the fallback of every call above (docs/occ-api.md "Calls and
// flavours"). SAP's list has neither filters nor a pending/decided split nor the totals sort: the fallback reads the
// whole list (`STOCK_PAGE_SIZE` a page, at most `STOCK_MAX_PAGES` pages) and filters, sorts and pages it here. Pending
// = `approvalDecisionRequired: true`; actioned = false, with the decision from the approval records (stock SAP has no
// decision date: 'Decision date' sorts by order date). The approval code is SAP's workflow action code: the rows'
// links use it, and a detail URL with an order code (a link from elsewhere) is found through the list.

const STOCK_LIST_CALL = "GET users/{u}/orderapprovals (filtered and paged by the storefront)";
export const STOCK_PAGE_SIZE = 100;
export const STOCK_MAX_PAGES = 10;
/** One page load asks for filters and a list in parallel: one read of the stock list serves both. */
const STOCK_MEMO_MS = 2000;
const stockMemo = new WeakMap<OccClient, { at: number; approvals: Promise<StockApproval[]> }>();

const SORT_NAMES: Record<ApprovalSort, string> = {
  byDecisionDate: "Decision date",
  byDateDesc: "Newest first",
  byDateAsc: "Oldest first",
  byTotalDesc: "Highest total",
  byTotalAsc: "Lowest total",
  byCode: "Order number",
};

type StockTab = "pending" | "actioned";

/** `GET users/current/orderapprovals?currentPage&pageSize&sort=byDate&fields=FULL`, every page. */
function stockApprovals(occ: OccClient): Promise<StockApproval[]> {
  const memo = stockMemo.get(occ);
  if (memo && Date.now() - memo.at < STOCK_MEMO_MS) return memo.approvals;
  const readPage = (currentPage: number) =>
    occ.request({ path: STOCK, query: { currentPage, pageSize: STOCK_PAGE_SIZE, sort: "byDate", fields: "FULL" }, schema: StockApprovalListSchema });
  const approvals = (async () => {
    // The first page says how many there are; the others are read in parallel.
    const first = await readPage(0);
    const pageCount = Math.min(first.pagination?.totalPages ?? 1, STOCK_MAX_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(pageCount - 1, 0) }, (_, index) => readPage(index + 1)));
    return [first, ...rest].flatMap((page) => page.orderApprovals);
  })();
  stockMemo.set(occ, { at: Date.now(), approvals });
  approvals.catch(() => stockMemo.delete(occ));
  return approvals;
}

/** SAP writes `+0000`; ISO with a colon for Date.parse. */
function isoDateTime(value: string | undefined): string {
  if (!value) return "";
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** `PENDING_APPROVAL` → `pendingApproval`: the statusDisplay key this app's labels use (SAP sends `pending.approval`). */
function statusKey(status: string): string {
  return status.toLowerCase().replace(/_([a-z])/g, (_match: string, letter: string) => letter.toUpperCase());
}

/** The decision a decided stock approval records: its last record's status, else the order's status. */
function stockDecisionOf(approval: StockApproval): ApprovalDecision | null {
  if (approval.approvalDecisionRequired) return null;
  const last = [...approval.customerOrderApprovalRecords].reverse().find((record) => /approv|reject/i.test(record.statusDisplay ?? ""));
  if (last) return /reject/i.test(last.statusDisplay ?? "") ? "REJECT" : "APPROVE";
  if (approval.order.status === "REJECTED") return "REJECT";
  return approval.order.status === "PENDING_APPROVAL" ? null : "APPROVE";
}

function stockRow(approval: StockApproval): ApprovalRow {
  const { order } = approval;
  const placer = order.orgCustomer ?? order.placedBy ?? order.user ?? { uid: "", name: "" };
  const wearer = order.user ?? placer;
  const status = order.status ?? (approval.approvalDecisionRequired ? "PENDING_APPROVAL" : "");
  const decision = stockDecisionOf(approval);
  return {
    code: order.code,
    approvalCode: approval.code,
    created: isoDateTime(order.created ?? approval.trigger?.activationTime),
    status,
    statusDisplay: statusKey(status),
    placedBy: { uid: placer.uid, name: placer.name ?? placer.uid },
    user: { uid: wearer.uid, name: wearer.name ?? wearer.uid, employeeId: null },
    unit: { uid: order.orgUnit?.uid ?? "", name: order.orgUnit?.name ?? order.orgUnit?.uid ?? "" },
    totalPriceWithTax: order.totalPriceWithTax ?? order.totalPrice ?? { value: 0 },
    ...(order.totalUnitCount !== undefined ? { totalUnitCount: order.totalUnitCount } : {}),
    decision,
    decidedAt: null,
  };
}

async function stockRows(occ: OccClient, tab: StockTab): Promise<ApprovalRow[]> {
  const approvals = await stockApprovals(occ);
  return approvals.filter((approval) => approval.approvalDecisionRequired === (tab === "pending")).map(stockRow);
}

const day = (iso: string) => iso.slice(0, 10);
const SORTERS: Record<ApprovalSort, (a: ApprovalRow, b: ApprovalRow) => number> = {
  byDecisionDate: (a, b) => b.created.localeCompare(a.created),
  byDateDesc: (a, b) => b.created.localeCompare(a.created),
  byDateAsc: (a, b) => a.created.localeCompare(b.created),
  byTotalDesc: (a, b) => b.totalPriceWithTax.value - a.totalPriceWithTax.value,
  byTotalAsc: (a, b) => a.totalPriceWithTax.value - b.totalPriceWithTax.value,
  byCode: (a, b) => a.code.localeCompare(b.code),
};

/** The filters, sort and page of the extension's list body, applied to the stock rows. */
function stockPage(rows: ApprovalRow[], query: ActionedListQuery): ApprovalList {
  const wanted: Record<ActionedStatus, ApprovalDecision> = { APPROVED: "APPROVE", REJECTED: "REJECT" };
  const matching = rows
    .filter((row) => query.unit === undefined || row.unit.uid === query.unit)
    .filter((row) => query.wearer === undefined || row.user.uid.toLowerCase() === query.wearer.toLowerCase())
    .filter((row) => query.status === undefined || row.decision === wanted[query.status])
    .filter((row) => query.fromDate === undefined || day(row.created) >= query.fromDate)
    .filter((row) => query.toDate === undefined || day(row.created) <= query.toDate)
    .sort(SORTERS[query.sort] ?? SORTERS.byDateDesc);
  const start = query.currentPage * query.pageSize;
  return {
    orders: matching.slice(start, start + query.pageSize),
    pagination: {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      totalPages: Math.ceil(matching.length / query.pageSize),
      totalResults: matching.length,
    },
  };
}

/** Units, wearers, the date range and the sorts over the stock rows of one tab. */
function stockFilters(rows: ApprovalRow[], tab: StockTab): ApprovalFilters {
  const units = new Map(rows.filter((row) => row.unit.uid).map((row) => [row.unit.uid, row.unit]));
  const wearers = new Map(rows.filter((row) => row.user.uid).map((row) => [row.user.uid, row.user]));
  const days = rows.map((row) => day(row.created)).filter(Boolean).sort();
  const sorts = tab === "pending" ? PENDING_APPROVAL_SORTS : ACTIONED_APPROVAL_SORTS;
  return {
    units: [...units.values()].sort((a, b) => a.name.localeCompare(b.name)),
    wearers: [...wearers.values()].sort((a, b) => a.name.localeCompare(b.name)),
    dateRange: days.length > 0 ? { min: days[0]!, max: days[days.length - 1]! } : null,
    sorts: sorts.map((code) => ({ code, name: SORT_NAMES[code] })),
    ...(tab === "actioned"
      ? {
          statuses: [
            { code: "APPROVED", name: "approved" },
            { code: "REJECTED", name: "rejected" },
          ],
        }
      : {}),
  };
}

/**
 * `GET users/current/orderapprovals/{code}?fields=FULL`. SAP's code is the workflow action's; a URL with an order code
 * (400 UnknownIdentifierError for it) is looked up in the list by `order.code`.
 */
async function stockApproval(occ: OccClient, code: string): Promise<StockApproval> {
  try {
    return await occ.request({ path: `${STOCK}/${encodeURIComponent(code)}`, query: { fields: "FULL" }, schema: StockApprovalSchema });
  } catch (error) {
    if (!isOccError(error) || error.kind !== "notFound") throw error;
    const byOrder = (await stockApprovals(occ)).find((approval) => approval.order.code === code);
    if (!byOrder) throw error;
    return byOrder;
  }
}

/** The stock approval as the detail page's Order: the decision from the records; no amendment, no reasons, no limit. */
function stockApprovalOrder(approval: StockApproval): ApprovalOrder {
  const { orgCustomer, orgUnit: _unit, approval: _extension, ...order } = approval.order;
  const decision = stockDecisionOf(approval);
  const record = decision ? approval.customerOrderApprovalRecords.at(-1) : undefined;
  const status = order.status ?? (approval.approvalDecisionRequired ? "PENDING_APPROVAL" : "");
  return {
    ...order,
    status,
    statusDisplay: statusKey(status),
    created: isoDateTime(order.created),
    ...(orgCustomer && orgCustomer.uid !== order.user?.uid ? { placedBy: orgCustomer } : {}),
    entries: order.entries.map((entry) => ({ ...entry, approvedQuantity: null })),
    approval: decision
      ? {
          decision,
          comment: record?.comments ?? null,
          approver: record?.approver ? { uid: record.approver.uid, name: record.approver.name ?? record.approver.uid } : null,
        }
      : null,
    flavour: "stock",
    approvalCode: approval.code,
  };
}

/** `POST users/current/orderapprovals/{code}/decision` `{decision, comment}`; an order code is resolved through the list. */
/**
 * The stock decision: the approval read first (by its workflow action code, or by the order code through the list), so
 * the decision is posted to SAP's approval code and the caller learns the order's code (the flash names the order).
 */
async function stockDecision(occ: OccClient, code: string, body: { decision: ApprovalDecision; comment?: string }): Promise<string> {
  const approval = await stockApproval(occ, code);
  await occ.request({ method: "POST", path: `${STOCK}/${encodeURIComponent(approval.code)}/decision`, body, schema: StockApprovalDecisionSchema });
  return approval.order.code;
}
