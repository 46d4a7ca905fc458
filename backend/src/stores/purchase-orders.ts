/**
 * Purchase-order rules (docs/occ-api.md "Issue 6 additions", docs/purchase-orders.md): who may call, the caller's
 * unit tree and organisation, visibility, validation of units, uniqueness per organisation, idempotent creation,
 * list filters, sorts and pagination. The HTTP layer is routes/purchase-orders.ts.
 *
 * - Unit tree: the caller's own unit and every unit below it. Organisation: the root unit above the caller's unit.
 * - A purchase order is visible when it belongs to the caller's organisation and carries at least one unit of the
 *   caller's unit tree; it shows only the units of that tree.
 */
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden, invalidParameter, OccError, unknownIdentifier } from "../http/errors";
import { pagination } from "../http/validation";
import { type SqlParams, whereClause } from "./where-clause";

/** Groups allowed to use purchase orders (the storefront's `PURCHASE_ORDER_ROLES`). */
export const PURCHASE_ORDER_GROUPS = ["b2bcustomergroup", "b2badmingroup", "CustomerAdmin"] as const;

export const PURCHASE_ORDER_STATUSES = [
  { code: "OPEN", name: "Open" },
  { code: "CLOSED", name: "Closed" },
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number]["code"];

export const PURCHASE_ORDER_SORTS = [
  { code: "byCreatedDateDesc", name: "Newest first", orderBy: "po.created_at DESC, po.id DESC" },
  { code: "byCreatedDateAsc", name: "Oldest first", orderBy: "po.created_at ASC, po.id ASC" },
  { code: "byNumberAsc", name: "Number (A–Z)", orderBy: "po.number_key ASC, po.id ASC" },
  { code: "byNumberDesc", name: "Number (Z–A)", orderBy: "po.number_key DESC, po.id DESC" },
  { code: "byUpdatedDateDesc", name: "Recently updated", orderBy: "po.updated_at DESC, po.id DESC" },
] as const;
export type PurchaseOrderSort = (typeof PURCHASE_ORDER_SORTS)[number]["code"];
export const SORT_CODES = PURCHASE_ORDER_SORTS.map((sort) => sort.code) as [PurchaseOrderSort, ...PurchaseOrderSort[]];
export const DEFAULT_SORT: PurchaseOrderSort = "byCreatedDateDesc";

/** Business-unit search: at most this many units. */
export const UNIT_SEARCH_LIMIT = 50;

const DAY = 86_400_000;

export interface Caller {
  uid: string;
  unit: string;
  /** Root unit of the caller's unit. */
  orgRoot: string;
  /** The caller's unit and every unit below it (active or not). */
  tree: string[];
}

export interface BusinessUnit {
  uid: string;
  name: string;
}

export interface PurchaseOrderJson {
  id: string;
  purchaseOrderNumber: string;
  description: string;
  status: PurchaseOrderStatus;
  units: BusinessUnit[];
  createdDate: string;
  updatedDate: string;
  createdBy: { uid: string; name: string };
  replayed?: true;
}

export interface PurchaseOrderInput {
  purchaseOrderNumber: string;
  description: string;
  units: string[];
}

export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sort: PurchaseOrderSort;
  status?: PurchaseOrderStatus | undefined;
  businessUnit?: string | undefined;
  /** yyyy-mm-dd, inclusive (UTC). */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

interface PurchaseOrderRow {
  id: number;
  orgRoot: string;
  number: string;
  description: string;
  status: PurchaseOrderStatus;
  createdBy: string;
  createdByName: string;
  createdAt: number;
  updatedAt: number;
}

const PO_SELECT = `
  SELECT po.id, po.org_root AS orgRoot, po.number, po.description, po.status, po.created_by AS createdBy,
    u.first_name || ' ' || u.last_name AS createdByName, po.created_at AS createdAt, po.updated_at AS updatedAt
  FROM purchase_orders po JOIN users u ON u.uid = po.created_by`;

/** Visible to the caller: same organisation and at least one unit in the caller's tree (`@tree` = uids as JSON). */
const VISIBLE = `po.org_root = @orgRoot AND EXISTS (
  SELECT 1 FROM purchase_order_units pu WHERE pu.po_id = po.id AND pu.unit_uid IN (SELECT value FROM json_each(@tree)))`;

/** `Like` pattern for a case-insensitive substring with `%`, `_` and `\` taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

export function purchaseOrderStore(db: Db, now: () => number) {
  const findUser = db.prepare<[string], { uid: string; unit: string; site: string }>(
    "SELECT u.uid, u.org_unit AS unit, o.site FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?",
  );
  const findGroups = db.prepare<[string], { uid: string }>("SELECT group_uid AS uid FROM user_group_members WHERE user_uid = ?");
  const findRoot = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE up(uid, parent, depth) AS (
       SELECT uid, parent_uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT uid FROM up WHERE parent IS NULL`,
  );
  const findTree = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth) AS (
       SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT DISTINCT uid FROM down`,
  );
  const activeUnits = db.prepare<[string], BusinessUnit>(
    "SELECT uid, name FROM org_units WHERE active = 1 AND uid IN (SELECT value FROM json_each(?)) ORDER BY name, uid",
  );
  const searchUnits = db.prepare<{ tree: string; pattern: string; limit: number }, BusinessUnit>(
    `SELECT uid, name FROM org_units
     WHERE active = 1 AND uid IN (SELECT value FROM json_each(@tree)) AND (name LIKE @pattern ESCAPE '\\' OR uid LIKE @pattern ESCAPE '\\')
     ORDER BY name, uid LIMIT @limit`,
  );
  const poById = db.prepare<{ orgRoot: string; tree: string; id: number }, PurchaseOrderRow>(`${PO_SELECT} WHERE ${VISIBLE} AND po.id = @id`);
  const poByKey = db.prepare<[string, string], PurchaseOrderRow>(`${PO_SELECT} WHERE po.created_by = ? AND po.idempotency_key = ?`);
  const numberTaken = db.prepare<[string, string], { id: number }>("SELECT id FROM purchase_orders WHERE org_root = ? AND number_key = ?");
  const unitsOf = db.prepare<[string, string], BusinessUnit & { poId: number }>(
    `SELECT pu.po_id AS poId, o.uid, o.name FROM purchase_order_units pu JOIN org_units o ON o.uid = pu.unit_uid
     WHERE pu.po_id IN (SELECT value FROM json_each(?)) AND pu.unit_uid IN (SELECT value FROM json_each(?))
     ORDER BY o.name, o.uid`,
  );
  const unitsOutsideTree = db.prepare<[number, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM purchase_order_units WHERE po_id = ? AND unit_uid NOT IN (SELECT value FROM json_each(?))",
  );
  const insertPo = db.prepare<{
    orgRoot: string;
    number: string;
    numberKey: string;
    description: string;
    createdBy: string;
    at: number;
    key: string | null;
  }>(
    `INSERT INTO purchase_orders (org_root, number, number_key, description, status, created_by, created_at, updated_at, idempotency_key)
     VALUES (@orgRoot, @number, @numberKey, @description, 'OPEN', @createdBy, @at, @at, @key)`,
  );
  const insertUnit = db.prepare<[number, string]>("INSERT OR IGNORE INTO purchase_order_units (po_id, unit_uid) VALUES (?, ?)");
  const deleteTreeUnits = db.prepare<[number, string]>(
    "DELETE FROM purchase_order_units WHERE po_id = ? AND unit_uid IN (SELECT value FROM json_each(?))",
  );
  const updatePo = db.prepare<[string, number, number]>("UPDATE purchase_orders SET description = ?, updated_at = ? WHERE id = ?");
  const deletePo = db.prepare<[number]>("DELETE FROM purchase_orders WHERE id = ?");

  const toJson = (row: PurchaseOrderRow, units: BusinessUnit[]): PurchaseOrderJson => ({
    id: String(row.id),
    purchaseOrderNumber: row.number,
    description: row.description,
    status: row.status,
    units,
    createdDate: new Date(row.createdAt).toISOString(),
    updatedDate: new Date(row.updatedAt).toISOString(),
    createdBy: { uid: row.createdBy, name: row.createdByName },
  });

  /** The rows as PurchaseOrders, each with its units of the caller's tree (by name). */
  const withUnits = (caller: Caller, rows: PurchaseOrderRow[]): PurchaseOrderJson[] => {
    if (rows.length === 0) return [];
    const byPo = new Map<number, BusinessUnit[]>();
    for (const unit of unitsOf.all(JSON.stringify(rows.map((row) => row.id)), JSON.stringify(caller.tree))) {
      const list = byPo.get(unit.poId) ?? [];
      list.push({ uid: unit.uid, name: unit.name });
      byPo.set(unit.poId, list);
    }
    return rows.map((row) => toJson(row, byPo.get(row.id) ?? []));
  };

  /** The visible purchase order `id` (digits), else 404. */
  const visible = (caller: Caller, id: string): PurchaseOrderRow => {
    const row = /^\d{1,15}$/.test(id) ? poById.get({ orgRoot: caller.orgRoot, tree: JSON.stringify(caller.tree), id: Number(id) }) : undefined;
    if (!row) throw unknownIdentifier(`Purchase order '${id.slice(0, 40)}' not found`);
    return row;
  };

  /** Every uid must be an active unit of the caller's tree (else 400 `units`). */
  const checkUnits = (caller: Caller, uids: string[]) => {
    const allowed = new Set(activeUnits.all(JSON.stringify(caller.tree)).map((unit) => unit.uid));
    const wrong = uids.filter((uid) => !allowed.has(uid));
    if (wrong.length > 0) {
      throw invalidParameter("units", `Not a business unit you can choose: ${wrong.map((uid) => uid.slice(0, 64)).join(", ").slice(0, 300)}`);
    }
  };

  const detail = (caller: Caller, id: string): PurchaseOrderJson => {
    const [po] = withUnits(caller, [visible(caller, id)]);
    if (!po) throw new Error("Purchase order not found");
    return po;
  };

  return {
    /**
     * The signed-in caller of a purchase-order call: a user token (403 for client tokens), `userId` = current or
     * the caller (403 otherwise), a user of this base site with a purchase-order role (403 otherwise).
     */
    caller(userUid: string | null | undefined, userId: string, site: BaseSite): Caller {
      if (!userUid) throw forbidden("This token is not bound to a user");
      if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's purchase orders is not allowed");
      const user = findUser.get(userUid);
      if (!user || user.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
      const groups = new Set(findGroups.all(userUid).map((group) => group.uid));
      if (!PURCHASE_ORDER_GROUPS.some((group) => groups.has(group))) throw forbidden("Only buyers and administrators may use purchase orders");
      const orgRoot = findRoot.get(user.unit)?.uid ?? user.unit;
      return { uid: user.uid, unit: user.unit, orgRoot, tree: findTree.all(user.unit).map((row) => row.uid) };
    },

    /** Active units of the caller's tree whose name or uid contains the (trimmed) term, by name, at most 50. */
    searchUnits(caller: Caller, searchTerm: string): BusinessUnit[] {
      return searchUnits.all({ tree: JSON.stringify(caller.tree), pattern: containsPattern(searchTerm.trim()), limit: UNIT_SEARCH_LIMIT });
    },

    filters(caller: Caller) {
      return {
        statuses: PURCHASE_ORDER_STATUSES.map(({ code, name }) => ({ code, name })),
        businessUnits: activeUnits.all(JSON.stringify(caller.tree)),
        sorts: PURCHASE_ORDER_SORTS.map(({ code, name }) => ({ code, name })),
      };
    },

    /**
     * Creates a purchase order (run in an IMMEDIATE transaction). The same key from the same user again answers
     * the purchase order of the first call (200, `replayed`); a unit outside the tree is 400 `units`; a number the
     * organisation already has (case-insensitive) is 409 `purchaseOrderNumber`.
     */
    create(caller: Caller, input: PurchaseOrderInput, key: string | null): { status: 200 | 201; body: PurchaseOrderJson } {
      if (key !== null) {
        const first = poByKey.get(caller.uid, key);
        if (first) {
          const [po] = withUnits(caller, [first]);
          if (po) return { status: 200, body: { ...po, replayed: true } };
        }
      }
      checkUnits(caller, input.units);
      const numberKey = input.purchaseOrderNumber.toUpperCase();
      if (numberTaken.get(caller.orgRoot, numberKey)) {
        throw new OccError(409, [
          {
            type: "AlreadyExistsError",
            subject: "purchaseOrderNumber",
            subjectType: "parameter",
            message: `Purchase order '${input.purchaseOrderNumber}' already exists`,
          },
        ]);
      }
      const id = Number(
        insertPo.run({
          orgRoot: caller.orgRoot,
          number: input.purchaseOrderNumber,
          numberKey,
          description: input.description,
          createdBy: caller.uid,
          at: now(),
          key,
        }).lastInsertRowid,
      );
      for (const uid of input.units) insertUnit.run(id, uid);
      return { status: 201, body: detail(caller, String(id)) };
    },

    list(caller: Caller, query: ListQuery) {
      if (query.businessUnit !== undefined && !caller.tree.includes(query.businessUnit)) {
        throw invalidParameter("businessUnit", `Not a business unit of yours: ${query.businessUnit.slice(0, 64)}`);
      }
      if (query.createdFrom !== undefined && query.createdTo !== undefined && query.createdFrom > query.createdTo) {
        throw invalidParameter("createdTo", "createdTo must not be before createdFrom");
      }
      const filter = whereClause<SqlParams>(VISIBLE, { orgRoot: caller.orgRoot, tree: JSON.stringify(caller.tree) });
      const { param, params } = filter;
      if (query.status !== undefined) filter.and(`po.status = ${param(query.status)}`);
      if (query.businessUnit !== undefined) {
        filter.and(`EXISTS (SELECT 1 FROM purchase_order_units bu WHERE bu.po_id = po.id AND bu.unit_uid = ${param(query.businessUnit)})`);
      }
      if (query.createdFrom !== undefined) filter.and(`po.created_at >= ${param(dayStart(query.createdFrom))}`);
      if (query.createdTo !== undefined) filter.and(`po.created_at < ${param(dayStart(query.createdTo) + DAY)}`);
      const where = filter.sql;
      const total = db.prepare<SqlParams, { n: number }>(`SELECT COUNT(*) AS n FROM purchase_orders po WHERE ${where}`).get(params)?.n ?? 0;
      const sort = PURCHASE_ORDER_SORTS.find((candidate) => candidate.code === query.sort) ?? PURCHASE_ORDER_SORTS[0];
      const rows = db
        .prepare<SqlParams, PurchaseOrderRow>(`${PO_SELECT} WHERE ${where} ORDER BY ${sort.orderBy} LIMIT ${param(query.pageSize)} OFFSET ${param(query.currentPage * query.pageSize)}`)
        .all(params);
      return {
        purchaseOrders: withUnits(caller, rows),
        pagination: pagination(total, query.currentPage, query.pageSize),
        sorts: PURCHASE_ORDER_SORTS.map(({ code, name }) => ({ code, name, selected: code === sort.code })),
      };
    },

    detail,

    /** New description; `units` replaces the units of the caller's tree (units outside it are kept). */
    update(caller: Caller, id: string, input: Omit<PurchaseOrderInput, "purchaseOrderNumber">): PurchaseOrderJson {
      const row = visible(caller, id);
      checkUnits(caller, input.units);
      deleteTreeUnits.run(row.id, JSON.stringify(caller.tree));
      for (const uid of input.units) insertUnit.run(row.id, uid);
      updatePo.run(input.description, now(), row.id);
      return detail(caller, id);
    },

    /** Deletes a visible purchase order; one that also carries units outside the caller's tree is 403. */
    delete(caller: Caller, id: string): void {
      const row = visible(caller, id);
      if ((unitsOutsideTree.get(row.id, JSON.stringify(caller.tree))?.n ?? 0) > 0) {
        throw forbidden("This purchase order also belongs to business units outside yours: only someone who sees all of them may delete it");
      }
      deletePo.run(row.id);
    },
  };
}
