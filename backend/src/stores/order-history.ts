import { type Db } from "../db";
import { forbidden } from "../http/errors";
import { type Caller } from "./caller";
import { type CartAccessStore } from "./cart-access";
import { statusDisplay } from "./orders";
import { formatPrice } from "./pricing";
import { whereClause } from "./where-clause";
import { RETURN_WINDOW_DAYS } from "./fulfilment";

/**
 * Order history (issue 23; docs/order-history.md): the caller's orders (`GET users/{u}/orders`, stock OrdersController,
 * plus this customer's date, search and returnable filters) and the orders of the caller's unit and its child units
 * (`GET orgUsers/{u}/orgUnits/orders`, stock B2B unit-level order history, `unitorderviewergroup` only).
 */

/** SAP's order history sorts (OrdersController): newest first, or by order number (highest first). */
export const ORDER_HISTORY_SORTS = ["byDate", "byOrderNumber"] as const;
export type OrderHistorySort = (typeof ORDER_HISTORY_SORTS)[number];

/** SAP's unit-level order history sorts (Spartacus unitLevelOrderHistorySorting). */
export const UNIT_ORDER_SORTS = ["byDate", "byOrderNumber", "byOrgUnit", "byOrgUnitDesc", "byBuyer", "byBuyerDesc"] as const;
export type UnitOrderSort = (typeof UNIT_ORDER_SORTS)[number];

const DAY_MS = 86_400_000;

/** The time zone the store's calendar days are in (order dates show in it too: app/lib/orders/confirmation.server.ts). */
export const STORE_TIME_ZONE = "Australia/Sydney";

/** Epoch ms of 00:00 of `day` (yyyy-mm-dd) in the store's time zone. */
export function startOfStoreDay(day: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at that moment (twice, so a DST change near midnight settles).
  let guess = utc;
  for (let i = 0; i < 2; i++) guess = utc - zoneOffsetMs(guess);
  return guess;
}

function zoneOffsetMs(at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: STORE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return local - (at - (at % 1000));
}

export interface OrderHistoryQuery {
  currentPage: number;
  pageSize: number;
  sort: OrderHistorySort;
  statuses?: string;
  /** Extension filters (only passed when the extensions are on). */
  dateFrom?: string;
  dateTo?: string;
  searchTerm?: string;
  returnable?: boolean;
  /** Whether this customer's extensions are on: the answer then echoes the filters it applied (`appliedFilters`). */
  extensions?: boolean;
}

export interface UnitOrderQuery {
  currentPage: number;
  pageSize: number;
  sort: UnitOrderSort;
  /** SAP's encoded filters: `::user:<buyer>:unit:<unit>` (Spartacus unit-level-order-history-filter.component.ts). */
  filters?: string;
}

/** Parses SAP's unit-level `filters` (`::user:Jane:unit:Sydney`, either part optional) into its buyer and unit. */
export function parseUnitFilters(filters: string | undefined): { user?: string; unit?: string } {
  const result: { user?: string; unit?: string } = {};
  if (!filters) return result;
  const parts = filters.split(":").filter((part, index) => !(index < 2 && part === ""));
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const key = parts[i];
    const value = parts[i + 1]?.trim();
    if (!value) continue;
    if (key === "user") result.user = value;
    if (key === "unit") result.unit = value;
  }
  return result;
}

interface HistoryRow {
  code: string;
  guid: string;
  createdAt: number;
  status: string;
  poNumber: string | null;
  totalWithTaxCents: number;
  currency: string;
  currencySymbol: string;
  channel: string;
  userUid: string;
  userName: string;
  placedByUid: string;
  placedByName: string;
  unitUid: string;
  unitName: string;
}

const SELECT = `SELECT o.code, o.guid, o.created_at AS createdAt, o.status, o.po_number AS poNumber,
    o.total_with_tax_cents AS totalWithTaxCents, o.currency, cur.symbol AS currencySymbol, o.channel,
    o.user_uid AS userUid, trim(u.first_name || ' ' || u.last_name) AS userName,
    o.placed_by_uid AS placedByUid, trim(p.first_name || ' ' || p.last_name) AS placedByName,
    o.org_unit AS unitUid, ou.name AS unitName
  FROM orders o JOIN currencies cur ON cur.isocode = o.currency
    JOIN users u ON u.uid = o.user_uid JOIN users p ON p.uid = o.placed_by_uid JOIN org_units ou ON ou.uid = o.org_unit`;
const COUNT = `SELECT COUNT(*) AS total FROM orders o
    JOIN users u ON u.uid = o.user_uid JOIN org_units ou ON ou.uid = o.org_unit`;

const ORDER_BY: Record<UnitOrderSort, string> = {
  byDate: "o.created_at DESC, o.id DESC",
  byOrderNumber: "o.id DESC",
  byOrgUnit: "ou.name COLLATE NOCASE ASC, o.created_at DESC, o.id DESC",
  byOrgUnitDesc: "ou.name COLLATE NOCASE DESC, o.created_at DESC, o.id DESC",
  byBuyer: "userName COLLATE NOCASE ASC, o.created_at DESC, o.id DESC",
  byBuyerDesc: "userName COLLATE NOCASE DESC, o.created_at DESC, o.id DESC",
};

/** `like` pattern for a partial, case-insensitive match of a user's text (LIKE's wildcards escaped). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SAP's OrderHistoryWsDTO fields of one order (the history, the unit orders, the orders of a replenishment schedule). */
export function orderHistoryRow(row: {
  code: string;
  guid: string;
  createdAt: number;
  status: string;
  totalWithTaxCents: number;
  currency: string;
  currencySymbol: string;
  poNumber: string | null;
}) {
  return {
    code: row.code,
    guid: row.guid,
    placed: new Date(row.createdAt).toISOString(),
    status: row.status,
    statusDisplay: statusDisplay(row.status),
    total: formatPrice(row.totalWithTaxCents, { isocode: row.currency, symbol: row.currencySymbol }),
    ...(row.poNumber ? { purchaseOrderNumber: row.poNumber } : {}),
  };
}

export function orderHistoryStore(db: Db, now: () => number, { access }: { access: CartAccessStore }) {
  const isUnitOrderViewer = db.prepare<[string], { n: number }>(
    "SELECT COUNT(*) AS n FROM user_group_members WHERE user_uid = ? AND group_uid = 'unitorderviewergroup'",
  );
  const unitOf = db.prepare<[string], { unit: string }>("SELECT org_unit AS unit FROM users WHERE uid = ?");

  function page<Q extends { currentPage: number; pageSize: number }>(
    where: ReturnType<typeof whereClause>,
    orderBy: string,
    query: Q,
    withUnit: boolean,
  ) {
    const total = db.prepare<[Record<string, string | number>], { total: number }>(`${COUNT} WHERE ${where.sql}`).get(where.params)?.total ?? 0;
    const rows = db
      .prepare<[Record<string, string | number>], HistoryRow>(`${SELECT} WHERE ${where.sql} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`)
      .all({ ...where.params, limit: query.pageSize, offset: query.currentPage * query.pageSize });
    return {
      orders: rows.map((row) => ({
        ...orderHistoryRow(row),
        user: { uid: row.userUid, name: row.userName },
        ...(row.placedByUid !== row.userUid ? { placedBy: { uid: row.placedByUid, name: row.placedByName } } : {}),
        channel: row.channel,
        ...(withUnit ? { orgUnit: { uid: row.unitUid, name: row.unitName }, orgCustomer: { uid: row.userUid, name: row.userName } } : {}),
      })),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
    };
  }

  // An entry with units delivered within the window that are not yet returned or asked back (issue 24: every return
  // request but a cancelled one counts; the same rule as stores/fulfilment.ts `orderFacts` returnableQuantity).
  const returnableCondition = (cutoff: string) =>
    `o.status <> 'CANCELLED' AND EXISTS (SELECT 1 FROM consignment_entries ce JOIN consignments c ON c.id = ce.consignment_id
       WHERE c.order_id = o.id AND c.status = 'DELIVERY_COMPLETED' AND c.delivered_at >= ${cutoff}
       GROUP BY ce.entry_number
       HAVING SUM(ce.quantity) > COALESCE((SELECT SUM(re.quantity) FROM return_entries re JOIN return_requests r ON r.id = re.return_id
         WHERE r.order_id = o.id AND re.entry_number = ce.entry_number AND r.status NOT IN ('CANCELED', 'CANCELLING')), 0))`;

  return {
    /**
     * `GET users/{userId}/orders`: the caller's orders — those they own and those they placed for someone else (proxy
     * mode) — newest first or by order number; `statuses` (stock) and, with the extensions, `dateFrom`/`dateTo` (store
     * calendar days, inclusive), `searchTerm` (order or PO number, partial, any case) and `returnable`.
     */
    history(from: Caller, query: OrderHistoryQuery) {
      if (from.userId === "anonymous") throw forbidden("Anonymous users have no order history");
      const caller = access.signedInCaller(from);
      const where = whereClause("o.site = @site AND (o.user_uid = @uid OR o.placed_by_uid = @uid)", { site: from.site.uid, uid: caller.actingUid });
      const statuses = query.statuses?.split(",").filter(Boolean) ?? [];
      if (statuses.length > 0) where.and(`o.status IN (${statuses.map((s) => where.param(s)).join(", ")})`);
      const applied: Record<string, string | boolean> = {};
      if (query.dateFrom) {
        where.and(`o.created_at >= ${where.param(startOfStoreDay(query.dateFrom))}`);
        applied.dateFrom = query.dateFrom;
      }
      if (query.dateTo) {
        // The next day's start (computed, so a DST day of 23 or 25 hours is right).
        where.and(`o.created_at < ${where.param(startOfStoreDay(nextDay(query.dateTo)))}`);
        applied.dateTo = query.dateTo;
      }
      if (query.searchTerm) {
        const term = containing(query.searchTerm);
        where.and(`(lower(o.code) LIKE ${where.param(term)} ESCAPE '\\' OR lower(coalesce(o.po_number, '')) LIKE ${where.param(term)} ESCAPE '\\')`);
        applied.searchTerm = query.searchTerm;
      }
      if (query.returnable) {
        where.and(returnableCondition(where.param(now() - RETURN_WINDOW_DAYS * DAY_MS)));
        applied.returnable = true;
      }
      const result = page(where, ORDER_BY[query.sort], query, false);
      return {
        ...result,
        pagination: { ...result.pagination, sort: query.sort },
        sorts: ORDER_HISTORY_SORTS.map((code) => ({ code, selected: code === query.sort })),
        ...(query.extensions ? { appliedFilters: applied } : {}),
      };
    },

    /**
     * `GET orgUsers/{userId}/orgUnits/orders`: the orders of the caller's unit and every unit below it, for
     * `unitorderviewergroup` members only (403 ForbiddenError otherwise); SAP's `filters` narrow by buyer (name or
     * email) and unit (name or id), partially and in any case.
     */
    unitOrders(from: Caller, query: UnitOrderQuery) {
      if (from.userId === "anonymous") throw forbidden("Anonymous users have no unit-level order history");
      const caller = access.signedInCaller(from);
      if ((isUnitOrderViewer.get(caller.actingUid)?.n ?? 0) === 0) throw forbidden("Only unit order viewers may see the orders of their units");
      const unit = unitOf.get(caller.actingUid)?.unit ?? "";
      const where = whereClause(
        `o.site = @site AND o.org_unit IN (
           WITH RECURSIVE tree(uid, depth) AS (SELECT @unit, 0 UNION ALL SELECT c.uid, tree.depth + 1 FROM org_units c JOIN tree ON c.parent_uid = tree.uid WHERE tree.depth < 50)
           SELECT uid FROM tree)`,
        { site: from.site.uid, unit },
      );
      const filters = parseUnitFilters(query.filters);
      if (filters.user) {
        const term = containing(filters.user);
        where.and(
          `(lower(u.uid) LIKE ${where.param(term)} ESCAPE '\\' OR lower(trim(u.first_name || ' ' || u.last_name)) LIKE ${where.param(term)} ESCAPE '\\')`,
        );
      }
      if (filters.unit) {
        const term = containing(filters.unit);
        where.and(`(lower(ou.uid) LIKE ${where.param(term)} ESCAPE '\\' OR lower(ou.name) LIKE ${where.param(term)} ESCAPE '\\')`);
      }
      const result = page(where, ORDER_BY[query.sort], query, true);
      return {
        ...result,
        pagination: { ...result.pagination, sort: query.sort },
        sorts: UNIT_ORDER_SORTS.map((code) => ({ code, selected: code === query.sort })),
      };
    },
  };
}

/** The calendar day after `day` (yyyy-mm-dd). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export type OrderHistoryStore = ReturnType<typeof orderHistoryStore>;
