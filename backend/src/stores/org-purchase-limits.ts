/**
 * Organisation purchase limits (issue 27, B; spec part 2 §3 "Purchase limit / approval permission: code, type,
 * threshold, period, currency, unit", §4 periods, §6 "assigned to users or user groups", §8 the conflict message;
 * docs/organisation.md "Purchase limits", docs/occ-api.md "Organisation administration"). SAP Commerce 2211's
 * B2BPermission as Spartacus' organisation config calls it (`permissions`, `permission`, `orderApprovalPermissionTypes`,
 * `b2bUserPermissions`, `b2bUserPermission`, `userGroupOrderApprovalPermissions`, `userGroupOrderApprovalPermission`).
 * What a limit does to an order: stores/approval-rules.ts.
 *
 * Rules (every call starts with `orgAdmins.admin` — 403 for anybody but an admin — and checks the scope):
 * - A limit is visible when its unit is in the admin's scope; else 404 `notInScope`.
 * - Create: the code is unique across every limit (400 DuplicateUidError, SAP's 'Approval Permission with code: {code}
 *   already exists.', which Spartacus' bad-request handler turns into its conflict text); the unit in scope (404) and
 *   enabled (400 IllegalStateError `parentDisabled`). Per type: ORDER and PERIOD need a threshold ≥ 0 and a currency of
 *   the organisation (a unit's currency); PERIOD needs a period (DAY, WEEK, MONTH, QUARTER, YEAR); the fields a type
 *   does not use are ignored and stored empty (BUDGET_EXCEEDED has neither threshold, currency nor period). An
 *   `Idempotency-Key` answers the limit it created.
 * - Update (PATCH): any field but the code; a disabled limit, or one of a disabled unit, cannot be edited (400
 *   `disabledItem`) — it can only be enabled (`{ active: true }`), and not while its unit is disabled (`parentDisabled`).
 * - Assign to users and groups of the admin's scope (else 404); assigning twice or removing what is not assigned
 *   changes nothing (a double submit is harmless). A disabled limit can be unassigned but not assigned.
 * Every change writes an audit row in its transaction (callers run each change in `db.transaction(...).immediate()`).
 */
import { type Db } from "../db";
import { OccError, type OccErrorItem } from "../http/errors";
import { notInScope, type OrgAdmin, type OrgAdmins } from "./org-admin";
import { LIMIT_PERIODS, LIMIT_TYPES, type LimitPeriod, type LimitType, PURCHASE_LIMIT_PERMISSION_TYPES } from "./purchase-limits";

export const LIMIT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** SAP's message for a code that exists (Spartacus' OrganizationBadRequestHandler `permissionMask`). */
export const permissionExists = (code: string) => `Approval Permission with code: ${code} already exists.`;
/** The largest threshold accepted (currency units). */
export const MAX_THRESHOLD = 100_000_000;

/** The type of a permission from its SAP code (B2BOrderThresholdPermission, …) or our name (ORDER, …). */
export function limitTypeOf(code: string): LimitType | null {
  const byName = LIMIT_TYPES.find((type) => type === code);
  if (byName) return byName;
  return LIMIT_TYPES.find((type) => PURCHASE_LIMIT_PERMISSION_TYPES[type].code === code) ?? null;
}

type Row = {
  code: string;
  type: LimitType;
  thresholdCents: number | null;
  period: LimitPeriod | null;
  currency: string | null;
  symbol: string | null;
  unitUid: string;
  unitName: string;
  unitActive: number;
  active: number;
  users: number;
  groups: number;
};
type UnitRow = { uid: string; name: string; active: number };
type CustomerRow = { uid: string; pk: number; firstName: string; lastName: string; unitUid: string; unitName: string; disabled: number };
type GroupRow = { uid: string; name: string; unitUid: string; unitName: string; unitActive: number };

export interface PurchaseLimitInput {
  code?: string | undefined;
  orderApprovalPermissionType?: { code: string } | undefined;
  threshold?: number | null | undefined;
  currency?: { isocode: string } | null | undefined;
  periodRange?: string | null | undefined;
  orgUnit?: { uid: string } | undefined;
  active?: boolean | undefined;
}

export interface PurchaseLimitJson {
  code: string;
  orderApprovalPermissionType: { code: string; name: string };
  threshold?: number;
  currency?: { isocode: string; symbol: string };
  periodRange?: LimitPeriod;
  orgUnit: { uid: string; name: string; active: boolean };
  active: boolean;
  /** Ours: how many users and groups it is assigned to. */
  assignedUsersCount: number;
  assignedUserGroupsCount: number;
}

const illegal = (reason: OccErrorItem["reason"], message: string) => new OccError(400, [{ type: "IllegalStateError", reason, message }]);
const fieldError = (subject: string, message: string, reason: "invalid" | "missing" = "invalid") =>
  ({ type: "ValidationError", subject, subjectType: "parameter", reason, message }) as const satisfies OccErrorItem;

export function orgPurchaseLimits(db: Db, now: () => number, { orgAdmins }: { orgAdmins: OrgAdmins }) {
  const COLUMNS = `l.code, l.type, l.threshold_cents AS thresholdCents, l.period, l.currency, c.symbol, l.unit AS unitUid, ou.name AS unitName,
    ou.active AS unitActive, l.active,
    (SELECT count(*) FROM purchase_limit_users pu JOIN users u ON u.uid = pu.user_uid WHERE pu.limit_code = l.code AND u.deleted_at IS NULL) AS users,
    (SELECT count(*) FROM purchase_limit_groups pg WHERE pg.limit_code = l.code) AS groups`;
  const FROM = "FROM purchase_limits l JOIN org_units ou ON ou.uid = l.unit LEFT JOIN currencies c ON c.isocode = l.currency";
  const findLimit = db.prepare<[string], Row>(`SELECT ${COLUMNS} ${FROM} WHERE l.code = ?`);
  const SORTS = { byCode: "l.code COLLATE NOCASE", byUnitName: "ou.name COLLATE NOCASE, l.code COLLATE NOCASE" } as const;
  const pageOf = Object.fromEntries(
    Object.entries(SORTS).map(([code, order]) => [
      code,
      db.prepare<[string, number, number], Row>(`SELECT ${COLUMNS} ${FROM} WHERE l.unit IN (SELECT value FROM json_each(?)) ORDER BY ${order} LIMIT ? OFFSET ?`),
    ]),
  ) as Record<keyof typeof SORTS, ReturnType<typeof db.prepare<[string, number, number], Row>>>;
  const countLimits = db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM purchase_limits WHERE unit IN (SELECT value FROM json_each(?))");
  const findUnit = db.prepare<[string], UnitRow>("SELECT uid, name, active FROM org_units WHERE uid = ?");
  const orgCurrencies = db.prepare<[string], { isocode: string }>(
    `WITH RECURSIVE down(uid, depth) AS (SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT DISTINCT o.currency AS isocode FROM org_units o JOIN down ON down.uid = o.uid JOIN currencies c ON c.isocode = o.currency ORDER BY 1`,
  );
  const codeExists = db.prepare<[string], { code: string }>("SELECT code FROM purchase_limits WHERE code = ? COLLATE NOCASE");
  const insertLimit = db.prepare<{ code: string; type: LimitType; threshold: number | null; period: string | null; currency: string | null; unit: string }>(
    "INSERT INTO purchase_limits (code, type, threshold_cents, period, currency, unit, active) VALUES (@code, @type, @threshold, @period, @currency, @unit, 1)",
  );
  const updateLimit = db.prepare<{ code: string; type: LimitType; threshold: number | null; period: string | null; currency: string | null; unit: string; active: number }>(
    "UPDATE purchase_limits SET type = @type, threshold_cents = @threshold, period = @period, currency = @currency, unit = @unit, active = @active WHERE code = @code",
  );
  const CUSTOMER_COLUMNS = `u.uid, u.pk, u.first_name AS firstName, u.last_name AS lastName, ou.uid AS unitUid, ou.name AS unitName, u.disabled`;
  const CUSTOMER_WHERE = "u.is_guest = 0 AND u.deleted_at IS NULL AND u.org_unit IN (SELECT value FROM json_each(@tree))";
  const findCustomer = db.prepare<{ tree: string; id: string }, CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit
     WHERE (u.uid = lower(@id) OR CAST(u.pk AS TEXT) = @id) AND ${CUSTOMER_WHERE}`,
  );
  const customersOf = db.prepare<{ tree: string; code: string }, CustomerRow & { selected: number }>(
    `SELECT ${CUSTOMER_COLUMNS}, EXISTS (SELECT 1 FROM purchase_limit_users pu WHERE pu.limit_code = @code AND pu.user_uid = u.uid) AS selected
     FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE ${CUSTOMER_WHERE}
     ORDER BY selected DESC, u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.uid`,
  );
  const groupsOf = db.prepare<{ tree: string; code: string }, GroupRow & { selected: number }>(
    `SELECT g.uid, g.name, g.unit_uid AS unitUid, ou.name AS unitName, ou.active AS unitActive,
       EXISTS (SELECT 1 FROM purchase_limit_groups pg WHERE pg.limit_code = @code AND pg.group_uid = g.uid) AS selected
     FROM user_groups g JOIN org_units ou ON ou.uid = g.unit_uid WHERE g.unit_uid IN (SELECT value FROM json_each(@tree))
     ORDER BY selected DESC, g.name COLLATE NOCASE, g.uid`,
  );
  const findGroup = db.prepare<[string], GroupRow>(
    "SELECT g.uid, g.name, g.unit_uid AS unitUid, ou.name AS unitName, ou.active AS unitActive FROM user_groups g JOIN org_units ou ON ou.uid = g.unit_uid WHERE g.uid = ?",
  );
  const limitsWithUser = db.prepare<{ tree: string; uid: string; limit: number; offset: number }, Row & { selected: number }>(
    `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM purchase_limit_users pu WHERE pu.limit_code = l.code AND pu.user_uid = @uid) AS selected
     ${FROM} WHERE l.unit IN (SELECT value FROM json_each(@tree)) ORDER BY selected DESC, l.code COLLATE NOCASE LIMIT @limit OFFSET @offset`,
  );
  const limitsOfGroup = db.prepare<{ tree: string; group: string }, Row>(
    `SELECT ${COLUMNS} ${FROM} JOIN purchase_limit_groups pg ON pg.limit_code = l.code AND pg.group_uid = @group
     WHERE l.unit IN (SELECT value FROM json_each(@tree)) ORDER BY l.code COLLATE NOCASE`,
  );
  const userAssigned = db.prepare<[string, string], { n: number }>("SELECT count(*) AS n FROM purchase_limit_users WHERE limit_code = ? AND user_uid = ?");
  const assignUser = db.prepare<[string, string]>("INSERT INTO purchase_limit_users (limit_code, user_uid) VALUES (?, ?) ON CONFLICT DO NOTHING");
  const unassignUser = db.prepare<[string, string]>("DELETE FROM purchase_limit_users WHERE limit_code = ? AND user_uid = ?");
  const groupAssigned = db.prepare<[string, string], { n: number }>("SELECT count(*) AS n FROM purchase_limit_groups WHERE limit_code = ? AND group_uid = ?");
  const assignGroup = db.prepare<[string, string]>("INSERT INTO purchase_limit_groups (limit_code, group_uid) VALUES (?, ?) ON CONFLICT DO NOTHING");
  const unassignGroup = db.prepare<[string, string]>("DELETE FROM purchase_limit_groups WHERE limit_code = ? AND group_uid = ?");
  const findIdempotent = db.prepare<[string, string, string], { resultId: string }>(
    "SELECT result_id AS resultId FROM org_idempotency WHERE actor_uid = ? AND key = ? AND operation = ?",
  );
  const insertIdempotent = db.prepare<[string, string, string, string, number]>(
    "INSERT INTO org_idempotency (actor_uid, key, operation, result_id, created_at) VALUES (?, ?, ?, ?, ?)",
  );

  const limitJson = (row: Row): PurchaseLimitJson => ({
    code: row.code,
    orderApprovalPermissionType: PURCHASE_LIMIT_PERMISSION_TYPES[row.type],
    ...(row.thresholdCents !== null ? { threshold: row.thresholdCents / 100 } : {}),
    ...(row.currency ? { currency: { isocode: row.currency, symbol: row.symbol ?? row.currency } } : {}),
    ...(row.period ? { periodRange: row.period } : {}),
    orgUnit: { uid: row.unitUid, name: row.unitName, active: row.unitActive === 1 },
    active: row.active === 1,
    assignedUsersCount: row.users,
    assignedUserGroupsCount: row.groups,
  });
  const customerJson = (row: CustomerRow & { selected?: number }) => ({
    uid: row.uid,
    customerId: String(row.pk),
    name: `${row.firstName} ${row.lastName}`,
    orgUnit: { uid: row.unitUid, name: row.unitName },
    active: row.disabled === 0,
    ...(row.selected !== undefined ? { selected: row.selected === 1 } : {}),
  });
  const groupJson = (row: GroupRow & { selected?: number }) => ({
    uid: row.uid,
    name: row.name,
    orgUnit: { uid: row.unitUid, name: row.unitName },
    ...(row.selected !== undefined ? { selected: row.selected === 1 } : {}),
  });
  const page = (total: number, currentPage: number, pageSize: number, sort?: string) => ({
    currentPage,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalResults: total,
    ...(sort ? { sort } : {}),
  });

  function visibleLimit(admin: OrgAdmin, code: string): Row {
    const row = findLimit.get(code);
    if (!row || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("Purchase limit", code);
    return row;
  }
  function usableUnit(admin: OrgAdmin, unitUid: string): UnitRow {
    const unit = findUnit.get(unitUid);
    if (!unit || !orgAdmins.inScope(admin, unitUid)) throw notInScope("Unit", unitUid);
    if (unit.active !== 1) throw illegal("parentDisabled", `Unit '${unitUid}' is disabled`);
    return unit;
  }
  function visibleCustomer(admin: OrgAdmin, id: string): CustomerRow {
    const row = findCustomer.get({ tree: admin.treeJson, id });
    if (!row) throw notInScope("Customer", id);
    return row;
  }
  function visibleGroup(admin: OrgAdmin, groupId: string): GroupRow {
    const row = findGroup.get(groupId);
    if (!row || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("User group", groupId);
    return row;
  }

  /**
   * The stored columns of a limit from the input (per type; fields the type does not use are dropped), or every field
   * problem at once (400 ValidationError per field).
   */
  function columnsOf(admin: OrgAdmin, input: PurchaseLimitInput, current: Row | null) {
    const errors: OccErrorItem[] = [];
    const typeCode = input.orderApprovalPermissionType?.code;
    const type = typeCode !== undefined ? limitTypeOf(typeCode) : (current?.type ?? null);
    if (type === null) {
      errors.push(typeCode === undefined ? fieldError("orderApprovalPermissionType.code", "orderApprovalPermissionType.code is required", "missing") : fieldError("orderApprovalPermissionType.code", "Unknown purchase limit type"));
    }
    let threshold: number | null = null;
    let currency: string | null = null;
    let period: LimitPeriod | null = null;
    if (type === "ORDER" || type === "PERIOD") {
      const value = input.threshold !== undefined ? input.threshold : current && current.thresholdCents !== null ? current.thresholdCents / 100 : null;
      if (value === null) errors.push(fieldError("threshold", "threshold is required", "missing"));
      else if (!Number.isFinite(value) || value < 0) errors.push(fieldError("threshold", "threshold must be 0 or more"));
      else if (value > MAX_THRESHOLD) errors.push(fieldError("threshold", `threshold must be at most ${MAX_THRESHOLD}`));
      else if (Math.round(value * 100) !== Math.round(value * 10000) / 100) errors.push(fieldError("threshold", "threshold has at most 2 decimals"));
      else threshold = Math.round(value * 100);
      const iso = input.currency !== undefined ? (input.currency?.isocode ?? null) : (current?.currency ?? null);
      const allowed = orgCurrencies.all(admin.root).map((row) => row.isocode);
      if (!iso) errors.push(fieldError("currency.isocode", "currency.isocode is required", "missing"));
      else if (!allowed.includes(iso)) errors.push(fieldError("currency.isocode", `currency must be one of the organisation's: ${allowed.join(", ")}`));
      else currency = iso;
    }
    if (type === "PERIOD") {
      const value = input.periodRange !== undefined ? input.periodRange : (current?.period ?? null);
      const known = LIMIT_PERIODS.find((p) => p === value);
      if (!value) errors.push(fieldError("periodRange", "periodRange is required", "missing"));
      else if (!known) errors.push(fieldError("periodRange", `periodRange must be one of ${LIMIT_PERIODS.join(", ")}`));
      else period = known;
    }
    const [first, ...rest] = errors;
    if (first) throw new OccError(400, [first, ...rest]);
    return { type: type as LimitType, threshold, currency, period };
  }

  return {
    /** `GET /orderApprovalPermissionTypes` (B2BPermissionTypeList). */
    types() {
      return { orderApprovalPermissionTypes: LIMIT_TYPES.map((type) => PURCHASE_LIMIT_PERMISSION_TYPES[type]) };
    },

    /** The currencies a limit may use (the organisation's units'); the form offers them. */
    currencies(admin: OrgAdmin): string[] {
      return orgCurrencies.all(admin.root).map((row) => row.isocode);
    },

    /** `GET users/{u}/orderApprovalPermissions` (B2BApprovalPermissionList: orderApprovalPermissions, pagination, sorts). */
    list(admin: OrgAdmin, query: { currentPage: number; pageSize: number; sort: keyof typeof SORTS }) {
      const total = countLimits.get(admin.treeJson)?.n ?? 0;
      return {
        orderApprovalPermissions: pageOf[query.sort].all(admin.treeJson, query.pageSize, query.currentPage * query.pageSize).map(limitJson),
        pagination: page(total, query.currentPage, query.pageSize, query.sort),
        sorts: Object.keys(SORTS).map((code) => ({ code, selected: code === query.sort })),
        /** Ours: the currencies a limit may use (the create form offers them). */
        currencies: orgCurrencies.all(admin.root).map((c) => ({ isocode: c.isocode })),
      };
    },

    /**
     * `GET users/{u}/orderApprovalPermissions/{code}`: the limit, the users and groups of the admin's scope with
     * `selected` (assigned to this limit), the currencies it may use and the last change.
     */
    get(admin: OrgAdmin, code: string) {
      const row = visibleLimit(admin, code);
      return {
        ...limitJson(row),
        orgCustomers: customersOf.all({ tree: admin.treeJson, code: row.code }).map(customerJson),
        orgUnitUserGroups: groupsOf.all({ tree: admin.treeJson, code: row.code }).map(groupJson),
        currencies: orgCurrencies.all(admin.root).map((c) => ({ isocode: c.isocode })),
        lastChange: orgAdmins.lastChange("PURCHASE_LIMIT", row.code),
      };
    },

    /** `POST users/{u}/orderApprovalPermissions` → 201 the limit (the same Idempotency-Key again: the limit it created). */
    create(admin: OrgAdmin, input: PurchaseLimitInput & { code: string; orgUnit: { uid: string } }, key: string | null): { limit: PurchaseLimitJson; created: boolean } {
      if (key) {
        const done = findIdempotent.get(admin.uid, key, "PURCHASE_LIMIT_CREATE");
        if (done) return { limit: limitJson(visibleLimit(admin, done.resultId)), created: false };
      }
      const unit = usableUnit(admin, input.orgUnit.uid);
      const columns = columnsOf(admin, input, null);
      if (codeExists.get(input.code)) {
        throw new OccError(400, [{ type: "DuplicateUidError", subject: "code", subjectType: "parameter", message: permissionExists(input.code) }]);
      }
      insertLimit.run({ code: input.code, ...columns, unit: unit.uid });
      if (key) insertIdempotent.run(admin.uid, key, "PURCHASE_LIMIT_CREATE", input.code, now());
      orgAdmins.record(admin, "PURCHASE_LIMIT", input.code, "CREATE", { ...columns, unit: unit.uid });
      return { limit: limitJson(visibleLimit(admin, input.code)), created: true };
    },

    /**
     * `PATCH users/{u}/orderApprovalPermissions/{code}`: type, threshold, currency, period, unit, active. A disabled
     * limit (or one of a disabled unit) only accepts `{ active: true }`.
     */
    update(admin: OrgAdmin, code: string, input: PurchaseLimitInput): PurchaseLimitJson {
      const row = visibleLimit(admin, code);
      if (input.code !== undefined && input.code !== row.code) throw new OccError(400, [fieldError("code", "The code of a purchase limit cannot be changed")]);
      const editing = [input.orderApprovalPermissionType, input.threshold, input.currency, input.periodRange, input.orgUnit].some((v) => v !== undefined);
      if (row.unitActive !== 1) {
        throw illegal(input.active === true && !editing ? "parentDisabled" : "disabledItem", `Purchase limit '${row.code}' belongs to a disabled unit and cannot be changed`);
      }
      if (row.active !== 1 && (editing || input.active === false)) {
        throw illegal("disabledItem", `Purchase limit '${row.code}' is disabled and cannot be changed`);
      }
      const unitUid = input.orgUnit?.uid ?? row.unitUid;
      if (unitUid !== row.unitUid) usableUnit(admin, unitUid);
      const columns = columnsOf(admin, input, row);
      const active = input.active === undefined ? row.active : input.active ? 1 : 0;
      updateLimit.run({ code: row.code, ...columns, unit: unitUid, active });
      const action = active !== row.active ? (active ? "ENABLE" : "DISABLE") : "UPDATE";
      orgAdmins.record(admin, "PURCHASE_LIMIT", row.code, action, { ...columns, unit: unitUid, active: active === 1 });
      return limitJson(visibleLimit(admin, row.code));
    },

    /** `GET users/{u}/orgCustomers/{id}/permissions`: the limits of the admin's scope, `selected` = assigned to the user. */
    customerLimits(admin: OrgAdmin, orgCustomerId: string, query: { currentPage: number; pageSize: number }) {
      const customer = visibleCustomer(admin, orgCustomerId);
      const total = countLimits.get(admin.treeJson)?.n ?? 0;
      const rows = limitsWithUser.all({ tree: admin.treeJson, uid: customer.uid, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      return {
        orgCustomer: customerJson(customer),
        orderApprovalPermissions: rows.map((r) => ({ ...limitJson(r), selected: r.selected === 1 })),
        pagination: page(total, query.currentPage, query.pageSize),
        sorts: [{ code: "byCode", selected: true }],
      };
    },

    /** `POST / DELETE users/{u}/orgCustomers/{id}/permissions/{code}` → B2BSelectionData `{ id, selected }`. */
    setCustomerLimit(admin: OrgAdmin, orgCustomerId: string, code: string, selected: boolean) {
      const customer = visibleCustomer(admin, orgCustomerId);
      const row = visibleLimit(admin, code);
      const assigned = (userAssigned.get(row.code, customer.uid)?.n ?? 0) > 0;
      if (selected && !assigned) {
        if (row.active !== 1 || row.unitActive !== 1) throw illegal("disabledItem", `Purchase limit '${row.code}' is disabled and cannot be assigned`);
        assignUser.run(row.code, customer.uid);
        orgAdmins.record(admin, "PURCHASE_LIMIT", row.code, "ASSIGN_USER", { user: customer.uid });
        orgAdmins.record(admin, "USER", customer.uid, "ASSIGN_PURCHASE_LIMIT", { limit: row.code });
      } else if (!selected && assigned) {
        unassignUser.run(row.code, customer.uid);
        orgAdmins.record(admin, "PURCHASE_LIMIT", row.code, "UNASSIGN_USER", { user: customer.uid });
        orgAdmins.record(admin, "USER", customer.uid, "UNASSIGN_PURCHASE_LIMIT", { limit: row.code });
      }
      return { id: row.code, selected };
    },

    /** `GET users/{u}/orgUnitUserGroups/{g}/orderApprovalPermissions`: the limits assigned to the group. */
    groupLimits(admin: OrgAdmin, groupId: string) {
      const group = visibleGroup(admin, groupId);
      const rows = limitsOfGroup.all({ tree: admin.treeJson, group: group.uid });
      return { orderApprovalPermissions: rows.map(limitJson), pagination: page(rows.length, 0, Math.max(rows.length, 1)) };
    },

    /**
     * `POST users/{u}/orgUnitUserGroups/{g}/orderApprovalPermissions?orderApprovalPermissionCode=` and `DELETE
     * …/orderApprovalPermissions/{code}` → `{ id, selected }`. A group of a disabled unit is read-only (part 1).
     */
    setGroupLimit(admin: OrgAdmin, groupId: string, code: string, selected: boolean) {
      const group = visibleGroup(admin, groupId);
      const row = visibleLimit(admin, code);
      if (group.unitActive !== 1) throw illegal("disabledItem", `User group '${group.uid}' belongs to a disabled unit and cannot be changed`);
      const assigned = (groupAssigned.get(row.code, group.uid)?.n ?? 0) > 0;
      if (selected && !assigned) {
        if (row.active !== 1 || row.unitActive !== 1) throw illegal("disabledItem", `Purchase limit '${row.code}' is disabled and cannot be assigned`);
        assignGroup.run(row.code, group.uid);
        orgAdmins.record(admin, "PURCHASE_LIMIT", row.code, "ASSIGN_USER_GROUP", { group: group.uid });
        orgAdmins.record(admin, "USER_GROUP", group.uid, "ASSIGN_PURCHASE_LIMIT", { limit: row.code });
      } else if (!selected && assigned) {
        unassignGroup.run(row.code, group.uid);
        orgAdmins.record(admin, "PURCHASE_LIMIT", row.code, "UNASSIGN_USER_GROUP", { group: group.uid });
        orgAdmins.record(admin, "USER_GROUP", group.uid, "UNASSIGN_PURCHASE_LIMIT", { limit: row.code });
      }
      return { id: row.code, selected };
    },
  };
}

export type OrgPurchaseLimits = ReturnType<typeof orgPurchaseLimits>;
export type PurchaseLimitSort = "byCode" | "byUnitName";
