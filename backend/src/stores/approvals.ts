/**
 * Order approvals (docs/occ-api.md "Issue 7 additions"; docs/reference-backend.md "Order approvals"): who may call,
 * which orders an approver sees, the pending and actioned lists with their filters, sorts and pagination, the
 * decline reasons, the order detail, amending approved quantities, deciding an order exactly once, and the wearer's
 * details and history. The HTTP layer is routes/approvals.ts; limits at placement are in purchase-limits.ts.
 *
 * - Approvers are the members of `b2bapprovergroup`; anyone else is 403.
 * - Unit tree: the approver's unit and every unit below it. An approver sees (and decides) the orders held for
 *   approval whose unit (`orders.org_unit`, the owner's unit at placement) is in the tree, on the request's site;
 *   any other order is 404, never revealed.
 * - A decision is one IMMEDIATE transaction whose status change runs `WHERE status = 'PENDING_APPROVAL'`: of two
 *   tabs (or a resubmitted form) the first decides, every later one gets 409 ApprovalError `alreadyActioned` with
 *   the earlier decision, and the same Idempotency-Key again answers the order with `replayed: true`.
 * - Stock: an order held for approval took its stock at placement (`order_entries.stock_taken`). In the decision's
 *   transaction a decline gives all of it back, and an approval gives back what the approved quantities leave
 *   unused; orders that never took stock (seeded, dev-created) give nothing back.
 */
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden, invalidParameter, OccError, unknownIdentifier } from "../http/errors";
import { pagination } from "../http/validation";
import { type ApprovalDecision, type ApprovalRecords } from "./approval-records";
import { type FulfilmentStore } from "./fulfilment";
import { isoDate, type OrderStore } from "./orders";
import { formatPrice, type Price } from "./pricing";
import { PURCHASE_LIMIT_PERMISSION_TYPES } from "./purchase-limits";
import { type SqlParams, whereClause } from "./where-clause";

export const APPROVER_GROUP = "b2bapprovergroup";

/** The pending list's sorts; `byDateDesc` (newest order first) is its default. */
export const APPROVAL_SORTS = [
  { code: "byDateDesc", name: "Newest first", orderBy: "o.created_at DESC, o.id DESC" },
  { code: "byDateAsc", name: "Oldest first", orderBy: "o.created_at ASC, o.id ASC" },
  { code: "byTotalDesc", name: "Highest total", orderBy: "o.total_with_tax_cents DESC, o.id DESC" },
  { code: "byTotalAsc", name: "Lowest total", orderBy: "o.total_with_tax_cents ASC, o.id ASC" },
  { code: "byCode", name: "Order number", orderBy: "o.code ASC" },
] as const;
/**
 * The actioned list's sorts: the decision date first (newest decision first, like OCC's `byDate`; ties by the later
 * decision's order id), its default — an order just decided is at the top of page 1 — then the pending list's.
 */
export const ACTIONED_APPROVAL_SORTS = [
  { code: "byDecisionDate", name: "Decision date", orderBy: "a.decided_at DESC, o.id DESC" },
  ...APPROVAL_SORTS,
] as const;
type SortOption = (typeof ACTIONED_APPROVAL_SORTS)[number];
export type PendingApprovalSort = (typeof APPROVAL_SORTS)[number]["code"];
export type ApprovalSort = SortOption["code"];
export const APPROVAL_SORT_CODES = APPROVAL_SORTS.map((sort) => sort.code) as [PendingApprovalSort, ...PendingApprovalSort[]];
export const ACTIONED_APPROVAL_SORT_CODES = ACTIONED_APPROVAL_SORTS.map((sort) => sort.code) as [ApprovalSort, ...ApprovalSort[]];
export const DEFAULT_APPROVAL_SORT: PendingApprovalSort = "byDateDesc";
export const DEFAULT_ACTIONED_APPROVAL_SORT: ApprovalSort = "byDecisionDate";

export const ACTIONED_STATUSES = [
  { code: "APPROVED", name: "approved" },
  { code: "REJECTED", name: "rejected" },
] as const;
export type ActionedStatus = (typeof ACTIONED_STATUSES)[number]["code"];

/** Comments of a decision: at most this many characters (spec part 2 "Approval comment max 255"). */
export const COMMENT_MAX = 255;
/** How many orders the home page shows, and the wearer's history. */
export const HOME_PAGE_ORDERS = 3;
export const HISTORY_ORDERS = 5;

const DAY = 86_400_000;
const dayStart = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

export interface Approver {
  uid: string;
  unit: string;
  site: string;
  /** The approver's unit and every unit below it, as a JSON array (for json_each). */
  tree: string;
}

export interface ApprovalListQuery {
  currentPage: number;
  pageSize: number;
  sort: ApprovalSort;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  unit?: string | undefined;
  wearer?: string | undefined;
  status?: ActionedStatus | undefined;
}

export interface QuantityInput {
  entryNumber: number;
  quantity: number;
}

export interface DecisionInput {
  orderCode: string;
  decision: ApprovalDecision;
  comment?: string | undefined;
  reasonCode?: string | undefined;
  approvedQuantities?: QuantityInput[] | undefined;
}

interface RowData {
  id: number;
  code: string;
  createdAt: number;
  status: string;
  placedByUid: string;
  placedByName: string;
  userUid: string;
  userName: string;
  employeeId: string | null;
  unitUid: string;
  unitName: string;
  totalWithTaxCents: number;
  currency: string;
  currencySymbol: string;
  unitCount: number;
  decision: ApprovalDecision | null;
  decidedAt: number | null;
  approverUid: string | null;
  approverName: string | null;
}

export interface ApprovalRow {
  code: string;
  created: string;
  status: string;
  statusDisplay: string;
  placedBy: { uid: string; name: string };
  user: { uid: string; name: string; employeeId: string | null };
  unit: { uid: string; name: string };
  totalPriceWithTax: Price;
  totalUnitCount: number;
  decision?: ApprovalDecision;
  decidedAt?: string;
  approver?: { uid: string; name: string };
}

interface OrderCore {
  id: number;
  code: string;
  status: string;
  placedByUid: string;
  subtotalCents: number;
  deliveryCents: number;
  taxRatePercent: number;
}

const ROW_SELECT = `SELECT o.id, o.code, o.created_at AS createdAt, o.status, o.placed_by_uid AS placedByUid,
    p.first_name || ' ' || p.last_name AS placedByName, o.user_uid AS userUid, u.first_name || ' ' || u.last_name AS userName,
    COALESCE(u.employee_code, u.wearer_id) AS employeeId, o.org_unit AS unitUid, ou.name AS unitName,
    o.total_with_tax_cents AS totalWithTaxCents, o.currency, cur.symbol AS currencySymbol,
    (SELECT COALESCE(SUM(COALESCE(e.approved_quantity, e.quantity)), 0) FROM order_entries e WHERE e.order_id = o.id) AS unitCount,
    a.decision, a.decided_at AS decidedAt, a.approver_uid AS approverUid, ap.first_name || ' ' || ap.last_name AS approverName
  FROM orders o JOIN order_approvals a ON a.order_id = o.id JOIN users u ON u.uid = o.user_uid JOIN users p ON p.uid = o.placed_by_uid
  JOIN org_units ou ON ou.uid = o.org_unit JOIN currencies cur ON cur.isocode = o.currency LEFT JOIN users ap ON ap.uid = a.approver_uid`;

/** Orders of the approver's tree on the site that were held for approval. */
const IN_TREE = "o.site = @site AND o.org_unit IN (SELECT value FROM json_each(@tree))";
const PENDING = `${IN_TREE} AND o.status = 'PENDING_APPROVAL'`;
const ACTIONED = `${IN_TREE} AND o.status IN ('APPROVED', 'REJECTED') AND a.decision IS NOT NULL`;

type Params = SqlParams;

const statusDisplayOf = (status: string) => status.toLowerCase().replace(/_([a-z])/g, (_match: string, letter: string) => letter.toUpperCase());

/**
 * Stock SAP Commerce 2211 B2B order approvals (`users/{u}/orderapprovals`, B2BOrderApprovalsController): the approval
 * code is SAP's workflow action code, not the order code. Here it is `WFA-{orderCode}` (one action per held order).
 */
export const STOCK_APPROVAL_PREFIX = "WFA-";
export const stockApprovalCode = (orderCode: string) => `${STOCK_APPROVAL_PREFIX}${orderCode}`;
/** SAP's sorts of the stock list (Spartacus b2b-order-approval sample data): newest first, or by order number. */
export const STOCK_APPROVAL_SORTS = [
  { code: "byDate", orderBy: "o.created_at DESC, o.id DESC" },
  { code: "byOrderNumber", orderBy: "o.code DESC" },
] as const;
export const DEFAULT_STOCK_APPROVAL_SORT = "byDate";
/** The decline reason a stock rejection is recorded with (stock SAP has no reasons; the comment says why). */
export const STOCK_DECLINE_REASON = "OTHER";
/** The stock list: every order of the tree held for approval, pending or decided. */
const STOCK_LISTED = `${IN_TREE} AND (o.status = 'PENDING_APPROVAL' OR (o.status IN ('APPROVED', 'REJECTED') AND a.decision IS NOT NULL))`;
/** SAP's permission types for the limit an order exceeded (B2BOrderThresholdPermission, …TimespanPermission, …). */
const PERMISSION_TYPES = PURCHASE_LIMIT_PERMISSION_TYPES;

/** What SAP answers a decision on a workflow action that is not in progress any more (WorkflowActionDecideException). */
export const workflowActionDecideError = () =>
  new OccError(400, [{ type: "WorkflowActionDecideError", message: "An error occurred during the execution of the approval workflow." }]);

export interface StockListQuery {
  currentPage: number;
  pageSize: number;
  sort?: string | undefined;
}

const alreadyActioned = (approval: unknown, status: string) =>
  new OccError(
    409,
    [{ type: "ApprovalError", reason: "alreadyActioned", message: `This order has already been ${status === "REJECTED" ? "rejected" : "approved"}.` }],
    { approval },
  );

export function approvalStore(
  db: Db,
  now: () => number,
  { orders, records, fulfilment }: { orders: OrderStore; records: ApprovalRecords; fulfilment: FulfilmentStore },
) {

  const findUser = db.prepare<[string], { uid: string; unit: string; site: string }>(
    "SELECT u.uid, u.org_unit AS unit, o.site FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?",
  );
  const isApprover = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM user_group_members WHERE user_uid = ? AND group_uid = '${APPROVER_GROUP}'`,
  );
  const findTree = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth) AS (
       SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT DISTINCT uid FROM down`,
  );
  const declineReasons = db.prepare<[], { code: string; text: string }>("SELECT code, text FROM order_decline_reasons ORDER BY sort, code");
  const reasonExists = db.prepare<[string], { code: string }>("SELECT code FROM order_decline_reasons WHERE code = ?");
  const orderInTree = db.prepare<{ site: string; tree: string; code: string }, OrderCore>(
    `SELECT o.id, o.code, o.status, o.placed_by_uid AS placedByUid, o.subtotal_cents AS subtotalCents, o.delivery_cents AS deliveryCents,
       o.tax_rate_percent AS taxRatePercent
     FROM orders o JOIN order_approvals a ON a.order_id = o.id WHERE ${IN_TREE} AND o.code = @code`,
  );
  const orderById = db.prepare<[number], { code: string }>("SELECT code FROM orders WHERE id = ?");
  const entriesOf = db.prepare<[number], { entryNumber: number; quantity: number; approvedQuantity: number | null; cancelled: number; unitCents: number }>(
    `SELECT entry_number AS entryNumber, quantity, approved_quantity AS approvedQuantity, cancelled_quantity AS cancelled, unit_cents AS unitCents
     FROM order_entries WHERE order_id = ? ORDER BY entry_number`,
  );
  const setApprovedQuantity = db.prepare<[number | null, number, number]>(
    "UPDATE order_entries SET approved_quantity = ? WHERE order_id = ? AND entry_number = ?",
  );
  const setTotals = db.prepare<{ id: number; subtotal: number; discount: number; total: number; tax: number; totalWithTax: number }>(
    `UPDATE orders SET subtotal_cents = @subtotal, discount_cents = @discount, total_cents = @total, tax_cents = @tax,
       total_with_tax_cents = @totalWithTax
     WHERE id = @id AND status = 'PENDING_APPROVAL'`,
  );
  const decide = db.prepare<[string, number]>("UPDATE orders SET status = ? WHERE id = ? AND status = 'PENDING_APPROVAL'");
  const stockTakenBy = db.prepare<[number], { entryNumber: number; variantCode: string; stockTaken: number; quantity: number; approvedQuantity: number | null }>(
    `SELECT entry_number AS entryNumber, variant_code AS variantCode, stock_taken AS stockTaken, quantity, approved_quantity AS approvedQuantity
     FROM order_entries WHERE order_id = ? AND stock_taken > 0 ORDER BY entry_number`,
  );
  const putBackStock = db.prepare<[number, string]>("UPDATE variants SET stock_level = stock_level + ? WHERE code = ?");
  const keepStock = db.prepare<[number, number, number]>("UPDATE order_entries SET stock_taken = ? WHERE order_id = ? AND entry_number = ?");
  const recordDecision = db.prepare<{
    id: number;
    decision: ApprovalDecision;
    comment: string | null;
    reasonCode: string | null;
    approver: string;
    at: number;
    key: string | null;
  }>(
    `UPDATE order_approvals SET decision = @decision, comment = @comment, reason_code = @reasonCode, approver_uid = @approver,
       decided_at = @at, idempotency_key = @key
     WHERE order_id = @id AND decision IS NULL`,
  );
  const decisionByKey = db.prepare<[string, string], { orderId: number }>(
    "SELECT order_id AS orderId FROM order_approvals WHERE approver_uid = ? AND idempotency_key = ?",
  );
  const employeeInTree = db.prepare<{ site: string; tree: string; uid: string }, {
    uid: string;
    name: string;
    employeeId: string | null;
    unitUid: string;
    unitName: string;
    mobile: string | null;
  }>(
    `SELECT u.uid, u.first_name || ' ' || u.last_name AS name, COALESCE(u.employee_code, u.wearer_id) AS employeeId,
       o.uid AS unitUid, o.name AS unitName, u.mobile
     FROM users u JOIN org_units o ON o.uid = u.org_unit
     WHERE o.site = @site AND u.is_guest = 0 AND u.org_unit IN (SELECT value FROM json_each(@tree)) AND u.uid = @uid`,
  );
  const historyOf = db.prepare<{ site: string; uid: string; limit: number }, {
    code: string;
    createdAt: number;
    status: string;
    totalWithTaxCents: number;
    currency: string;
    symbol: string;
  }>(
    `SELECT o.code, o.created_at AS createdAt, o.status, o.total_with_tax_cents AS totalWithTaxCents, o.currency, c.symbol
     FROM orders o JOIN currencies c ON c.isocode = o.currency
     WHERE o.site = @site AND o.user_uid = @uid ORDER BY o.created_at DESC, o.id DESC LIMIT @limit`,
  );

  const toRow = (row: RowData): ApprovalRow => ({
    code: row.code,
    created: new Date(row.createdAt).toISOString(),
    status: row.status,
    statusDisplay: statusDisplayOf(row.status),
    placedBy: { uid: row.placedByUid, name: row.placedByName },
    user: { uid: row.userUid, name: row.userName, employeeId: row.employeeId },
    unit: { uid: row.unitUid, name: row.unitName },
    totalPriceWithTax: formatPrice(row.totalWithTaxCents, { isocode: row.currency, symbol: row.currencySymbol }),
    totalUnitCount: row.unitCount,
    ...(row.decision
      ? {
          decision: row.decision,
          ...(row.decidedAt !== null ? { decidedAt: new Date(row.decidedAt).toISOString() } : {}),
          ...(row.approverUid ? { approver: { uid: row.approverUid, name: row.approverName ?? row.approverUid } } : {}),
        }
      : {}),
  });

  const scope = (approver: Approver): Params => ({ site: approver.site, tree: approver.tree });

  /** Units, wearers and the date range of the orders matching `where`, and the list's sorts. */
  const filtersOver = (approver: Approver, where: string, sorts: readonly SortOption[]) => {
    const params = scope(approver);
    const units = db
      .prepare<Params, { uid: string; name: string }>(
        `SELECT DISTINCT ou.uid, ou.name FROM orders o JOIN order_approvals a ON a.order_id = o.id JOIN org_units ou ON ou.uid = o.org_unit
         WHERE ${where} ORDER BY ou.name, ou.uid`,
      )
      .all(params);
    const wearers = db
      .prepare<Params, { uid: string; name: string; employeeId: string | null }>(
        `SELECT DISTINCT u.uid, u.first_name || ' ' || u.last_name AS name, COALESCE(u.employee_code, u.wearer_id) AS employeeId,
           u.last_name, u.first_name
         FROM orders o JOIN order_approvals a ON a.order_id = o.id JOIN users u ON u.uid = o.user_uid
         WHERE ${where} ORDER BY u.last_name, u.first_name, u.uid`,
      )
      .all(params)
      .map(({ uid, name, employeeId }) => ({ uid, name, employeeId }));
    const range = db
      .prepare<Params, { min: number | null; max: number | null }>(
        `SELECT MIN(o.created_at) AS min, MAX(o.created_at) AS max FROM orders o JOIN order_approvals a ON a.order_id = o.id WHERE ${where}`,
      )
      .get(params);
    const today = isoDate(now());
    return {
      units,
      wearers,
      dateRange: {
        min: range?.min != null ? isoDate(range.min) : today,
        max: range?.max != null ? isoDate(range.max) : today,
      },
      sorts: sorts.map(({ code, name }) => ({ code, name })),
    };
  };

  const list = (approver: Approver, base: string, sorts: readonly SortOption[], query: ApprovalListQuery) => {
    if (query.unit !== undefined && !(JSON.parse(approver.tree) as string[]).includes(query.unit)) {
      throw invalidParameter("unit", `Not a business unit of yours: ${query.unit.slice(0, 64)}`);
    }
    if (query.fromDate !== undefined && query.toDate !== undefined && query.fromDate > query.toDate) {
      throw invalidParameter("toDate", "toDate must not be before fromDate");
    }
    const filter = whereClause(base, scope(approver));
    const { param, params } = filter;
    if (query.unit !== undefined) filter.and(`o.org_unit = ${param(query.unit)}`);
    if (query.wearer !== undefined) filter.and(`o.user_uid = ${param(query.wearer.toLowerCase())}`);
    if (query.status !== undefined) filter.and(`o.status = ${param(query.status)}`);
    if (query.fromDate !== undefined) filter.and(`o.created_at >= ${param(dayStart(query.fromDate))}`);
    if (query.toDate !== undefined) filter.and(`o.created_at < ${param(dayStart(query.toDate) + DAY)}`);
    const where = filter.sql;
    const total =
      db.prepare<Params, { n: number }>(`SELECT COUNT(*) AS n FROM orders o JOIN order_approvals a ON a.order_id = o.id WHERE ${where}`).get(params)?.n ?? 0;
    const sort = sorts.find((candidate) => candidate.code === query.sort);
    if (!sort) throw invalidParameter("sort", `sort must be one of ${sorts.map((candidate) => candidate.code).join(", ")}`);
    const rows = db
      .prepare<Params, RowData>(`${ROW_SELECT} WHERE ${where} ORDER BY ${sort.orderBy} LIMIT ${param(query.pageSize)} OFFSET ${param(query.currentPage * query.pageSize)}`)
      .all(params);
    return {
      orders: rows.map(toRow),
      pagination: pagination(total, query.currentPage, query.pageSize),
      sorts: sorts.map(({ code, name }) => ({ code, name, selected: code === sort.code })),
    };
  };

  /** The order `code` of the approver's tree that was held for approval, else 404. */
  const visible = (approver: Approver, code: string): OrderCore => {
    const order = /^\d{8,12}$/.test(code) ? orderInTree.get({ site: approver.site, tree: approver.tree, code }) : undefined;
    if (!order) throw unknownIdentifier(`Order with code '${code.slice(0, 64)}' not found`);
    return order;
  };

  const orderJson = (code: string, site: string, options: { replayed?: boolean } = {}) => {
    const row = orders.findByCode(site, code);
    if (!row) throw new Error(`Order ${code} vanished`);
    return orders.toOrder(row, options);
  };

  const ensurePending = (order: OrderCore) => {
    if (order.status !== "PENDING_APPROVAL") throw alreadyActioned(records.of(order.id) ?? {}, order.status);
  };

  /**
   * Stores approved quantities (validated against the ordered ones; `subject` names the list in errors) and
   * recalculates the totals: subtotal = Σ unit price × approved quantity; order discounts scale with the subtotal
   * (rounded to the cent); delivery unchanged; tax = the order's rate on (subtotal − discounts + delivery).
   */
  /** Gives back the stock a decided order no longer needs: all of it when declined, the unapproved part when approved. */
  const returnUnusedStock = (orderId: number, decision: ApprovalDecision) => {
    for (const entry of stockTakenBy.all(orderId)) {
      const needed = decision === "REJECT" ? 0 : Math.min(entry.stockTaken, entry.approvedQuantity ?? entry.quantity);
      if (needed === entry.stockTaken) continue;
      putBackStock.run(entry.stockTaken - needed, entry.variantCode);
      keepStock.run(needed, orderId, entry.entryNumber);
    }
  };

  const applyQuantities = (order: OrderCore, quantities: QuantityInput[], subject: string) => {
    const entries = new Map(entriesOf.all(order.id).map((entry) => [entry.entryNumber, entry]));
    const seen = new Set<number>();
    quantities.forEach((input, index) => {
      const entry = entries.get(input.entryNumber);
      if (!entry || seen.has(input.entryNumber)) {
        throw invalidParameter(`${subject}.${index}.entryNumber`, entry ? `Entry ${input.entryNumber} is given twice` : `The order has no entry ${input.entryNumber}`);
      }
      seen.add(input.entryNumber);
      if (input.quantity > entry.quantity) {
        throw invalidParameter(`${subject}.${index}.quantity`, `The approved quantity must be between 0 and the ${entry.quantity} ordered`);
      }
    });
    for (const input of quantities) {
      const entry = entries.get(input.entryNumber);
      if (!entry) continue;
      const approved = input.quantity === entry.quantity ? null : input.quantity;
      setApprovedQuantity.run(approved, order.id, input.entryNumber);
      entries.set(input.entryNumber, { ...entry, approvedQuantity: approved });
    }
    const record = records.row(order.id);
    if (!record) throw new Error(`Order ${order.code} has no approval record`);
    // Issue 23: units the buyer cancelled while the order waited (stores/order-cancellations.ts) are not charged.
    const subtotal = [...entries.values()].reduce(
      (sum, entry) => sum + entry.unitCents * Math.max(0, (entry.approvedQuantity ?? entry.quantity) - entry.cancelled),
      0,
    );
    const discount =
      record.originalSubtotalCents > 0 ? Math.min(subtotal, Math.round((record.originalDiscountCents * subtotal) / record.originalSubtotalCents)) : 0;
    const total = subtotal - discount + order.deliveryCents;
    const tax = Math.round((total * order.taxRatePercent) / 100);
    if (setTotals.run({ id: order.id, subtotal, discount, total, tax, totalWithTax: total + tax }).changes !== 1) {
      throw alreadyActioned(records.of(order.id) ?? {}, order.status);
    }
    return [...entries.values()];
  };

  /** `POST approveDeclineOrder` (and the stock decision) — call inside an immediate transaction. */
  function decideOrder(approver: Approver, input: DecisionInput, key: string | null) {
    if (key !== null) {
      const earlier = decisionByKey.get(approver.uid, key);
      if (earlier) {
        const earlierCode = orderById.get(earlier.orderId)?.code;
        if (earlierCode !== input.orderCode) throw invalidParameter("Idempotency-Key", "This Idempotency-Key was used for a decision on another order");
        return { status: 200 as const, body: orderJson(earlierCode, approver.site, { replayed: true }) };
      }
    }
    const order = visible(approver, input.orderCode);
    if (order.placedByUid === approver.uid) throw forbidden("You cannot decide an order you placed");
    ensurePending(order);
    if (input.decision === "REJECT" && (input.reasonCode === undefined || !reasonExists.get(input.reasonCode))) {
      throw invalidParameter("reasonCode", "Choose a reason for declining the order");
    }
    if (input.decision === "APPROVE") {
      const entries = applyQuantities(order, input.approvedQuantities ?? [], "approvedQuantities");
      if (entries.every((entry) => (entry.approvedQuantity ?? entry.quantity) === 0)) {
        throw invalidParameter("approvedQuantities", "Approve at least one item, or reject the order");
      }
    }
    const status = input.decision === "APPROVE" ? "APPROVED" : "REJECTED";
    if (decide.run(status, order.id).changes !== 1) throw alreadyActioned(records.of(order.id) ?? {}, order.status);
    if (status === "APPROVED") fulfilment.approved(order.id, now()); // issue 23: the clock picks it up an hour later
    returnUnusedStock(order.id, input.decision);
    const comment = input.comment?.trim() ? input.comment.trim() : null;
    recordDecision.run({
      id: order.id,
      decision: input.decision,
      comment,
      reasonCode: input.decision === "REJECT" ? (input.reasonCode ?? null) : null,
      approver: approver.uid,
      at: now(),
      key,
    });
    return { status: 200 as const, body: orderJson(order.code, approver.site) };
  }

  const stockRowByCode = db.prepare<{ site: string; tree: string; code: string }, RowData>(`${ROW_SELECT} WHERE ${STOCK_LISTED} AND o.code = @code`);

  /** The order behind a stock approval code of the approver's tree, else SAP's 400 UnknownIdentifierError. */
  function stockRow(approver: Approver, approvalCode: string): RowData {
    const orderCode = approvalCode.startsWith(STOCK_APPROVAL_PREFIX) ? approvalCode.slice(STOCK_APPROVAL_PREFIX.length) : "";
    const row = /^\d{8,12}$/.test(orderCode) ? stockRowByCode.get({ site: approver.site, tree: approver.tree, code: orderCode }) : undefined;
    if (!row) throw unknownIdentifier(`Order approval with code '${approvalCode.slice(0, 64)}' not found`);
    return row;
  }

  /** OrderApprovalWsDTO: the workflow action code, whether a decision is required, the B2B Order and the records. */
  function stockApproval(approver: Approver, row: RowData) {
    const order = orderJson(row.code, approver.site);
    const record = records.row(row.id);
    const limit = order.approval?.exceededLimit;
    const permissionTypes = limit ? [PERMISSION_TYPES[limit.type]] : [];
    const created = new Date(row.createdAt).toISOString();
    const decided = record?.decision ?? null;
    return {
      code: stockApprovalCode(row.code),
      approvalDecisionRequired: row.status === "PENDING_APPROVAL",
      order: {
        ...order,
        // B2B OrderWsDTO: the B2B customer who placed it and their unit (SAP's `user` is the owner).
        orgCustomer: { uid: row.placedByUid, name: row.placedByName },
        orgUnit: { uid: row.unitUid, name: row.unitName },
        permissionResults: permissionTypes.map((permissionType) => ({
          approverName: decided ? (row.approverName ?? "") : "",
          ...(decided && record?.comment ? { approverNotes: record.comment } : {}),
          permissionType,
          statusDisplay: decided === "APPROVE" ? "Approved" : decided === "REJECT" ? "Rejected" : "Pending Approval",
        })),
      },
      customerOrderApprovalRecords: [
        {
          approver: { uid: row.placedByUid, name: row.placedByName },
          comments: `Submitted for approval, the order exceeds customer permission(s): ${permissionTypes.map((type) => type.name).join(",") || "none"}`,
          permissionTypes,
          statusDisplay: "pending.approval",
        },
        ...(decided
          ? [
              {
                approver: { uid: row.approverUid ?? "", name: row.approverName ?? row.approverUid ?? "" },
                ...(record?.comment ? { comments: record.comment } : {}),
                permissionTypes,
                statusDisplay: decided === "APPROVE" ? "approved" : "rejected",
              },
            ]
          : []),
      ],
      trigger: { activationTime: created },
    };
  }

  return {
    /**
     * The signed-in approver: a user token (403 for client tokens), `userId` = current or the caller (403
     * otherwise), a user of this base site (403) in `b2bapprovergroup` (403).
     */
    approver(userUid: string | null | undefined, userId: string, site: BaseSite): Approver {
      if (!userUid) throw forbidden("This token is not bound to a user");
      if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's approvals is not allowed");
      const user = findUser.get(userUid);
      if (!user || user.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
      if ((isApprover.get(userUid)?.n ?? 0) === 0) throw forbidden("Only approvers may see and decide orders held for approval");
      return { uid: user.uid, unit: user.unit, site: site.uid, tree: JSON.stringify(findTree.all(user.unit).map((row) => row.uid)) };
    },

    pendingFilters: (approver: Approver) => filtersOver(approver, PENDING, APPROVAL_SORTS),
    actionedFilters: (approver: Approver) => ({
      ...filtersOver(approver, ACTIONED, ACTIONED_APPROVAL_SORTS),
      statuses: ACTIONED_STATUSES.map(({ code, name }) => ({ code, name })),
    }),
    pendingOrders: (approver: Approver, query: ApprovalListQuery) => list(approver, PENDING, APPROVAL_SORTS, { ...query, status: undefined }),
    actionedOrders: (approver: Approver, query: ApprovalListQuery) => list(approver, ACTIONED, ACTIONED_APPROVAL_SORTS, query),

    /** The home page block: how many orders wait, and the newest three. */
    homePage(approver: Approver) {
      const { orders: newest, pagination: page } = list(approver, PENDING, APPROVAL_SORTS, { currentPage: 0, pageSize: HOME_PAGE_ORDERS, sort: "byDateDesc" });
      return { count: page.totalResults, orders: newest };
    },

    declineReasons() {
      return { orderDeclineReasonMap: Object.fromEntries(declineReasons.all().map((reason) => [reason.code, reason.text])) };
    },

    detail(approver: Approver, code: string) {
      return orderJson(visible(approver, code).code, approver.site);
    },

    /** `POST orders/{code}/amend` — call inside an immediate transaction. */
    amend(approver: Approver, code: string, quantities: QuantityInput[]) {
      const order = visible(approver, code);
      ensurePending(order);
      applyQuantities(order, quantities, "entries");
      return orderJson(order.code, approver.site);
    },

    /** `POST approveDeclineOrder` — call inside an immediate transaction. */
    decide: decideOrder,

    employee(approver: Approver, uid: string) {
      const user = employeeInTree.get({ site: approver.site, tree: approver.tree, uid: uid.toLowerCase() });
      if (!user) throw unknownIdentifier(`Employee '${uid.slice(0, 64)}' not found`);
      return {
        uid: user.uid,
        name: user.name,
        email: user.uid,
        employeeId: user.employeeId,
        unit: { uid: user.unitUid, name: user.unitName },
        ...(user.mobile ? { mobile: user.mobile } : {}),
      };
    },

    employeeHistory(approver: Approver, uid: string) {
      const user = employeeInTree.get({ site: approver.site, tree: approver.tree, uid: uid.toLowerCase() });
      if (!user) throw unknownIdentifier(`Employee '${uid.slice(0, 64)}' not found`);
      return {
        orders: historyOf.all({ site: approver.site, uid: user.uid, limit: HISTORY_ORDERS }).map((order) => ({
          code: order.code,
          created: new Date(order.createdAt).toISOString(),
          status: order.status,
          statusDisplay: statusDisplayOf(order.status),
          totalPriceWithTax: formatPrice(order.totalWithTaxCents, { isocode: order.currency, symbol: order.symbol }),
        })),
      };
    },

    // -------------------------------------------------------------------------------------------------------------
    // Stock SAP order approvals (users/{u}/orderapprovals): the same orders, rules and decisions, SAP-shaped.

    /** `GET users/{u}/orderapprovals`: OrderApprovalListWsDTO over pending and decided orders of the tree. */
    stockList(approver: Approver, query: StockListQuery) {
      const sort = STOCK_APPROVAL_SORTS.find((candidate) => candidate.code === query.sort) ?? STOCK_APPROVAL_SORTS[0];
      const params = { ...scope(approver), limit: query.pageSize, offset: query.currentPage * query.pageSize };
      const total =
        db.prepare<Params, { n: number }>(`SELECT COUNT(*) AS n FROM orders o JOIN order_approvals a ON a.order_id = o.id WHERE ${STOCK_LISTED}`).get(params)?.n ?? 0;
      const rows = db
        .prepare<Params, RowData>(`${ROW_SELECT} WHERE ${STOCK_LISTED} ORDER BY ${sort.orderBy} LIMIT @limit OFFSET @offset`)
        .all(params);
      return {
        orderApprovals: rows.map((row) => stockApproval(approver, row)),
        pagination: { ...pagination(total, query.currentPage, query.pageSize), sort: sort.code },
        sorts: STOCK_APPROVAL_SORTS.map(({ code }) => ({ code, selected: code === sort.code })),
      };
    },

    /** `GET users/{u}/orderapprovals/{code}`: OrderApprovalWsDTO; an unknown code or another tree's is 400 UnknownIdentifierError. */
    stockDetail(approver: Approver, approvalCode: string) {
      return stockApproval(approver, stockRow(approver, approvalCode));
    },

    /**
     * `POST users/{u}/orderapprovals/{code}/decision` `{decision, comment}` — call inside an immediate transaction.
     * A decision on an approval that is not pending any more is SAP's 400 WorkflowActionDecideError (no replay: stock
     * SAP has no Idempotency-Key). No decline reason (stock has none); the comment is required when rejecting.
     */
    stockDecide(approver: Approver, approvalCode: string, input: { decision: ApprovalDecision; comment?: string | undefined }) {
      const row = stockRow(approver, approvalCode);
      if (row.status !== "PENDING_APPROVAL") throw workflowActionDecideError();
      const comment = input.comment?.trim() ? input.comment.trim() : undefined;
      // Stock SAP has no decline reasons: a stock rejection is recorded with reason OTHER ('Other') and its comment.
      const reasonCode = input.decision === "REJECT" ? STOCK_DECLINE_REASON : undefined;
      decideOrder(approver, { orderCode: row.code, decision: input.decision, comment, reasonCode }, null);
      return { decision: input.decision, ...(comment ? { comment } : {}) };
    },
  };
}
