/**
 * Organisation user groups (issue 26, H4; spec part 2 §3 "User group: uid, name, unit"; docs/organisation.md "User
 * groups", docs/occ-api.md "Organisation administration"). SAP Commerce 2211's B2BUserGroup as Spartacus' organisation
 * calls it (`orgUnitUserGroups`): list, detail, create, update, delete, members, and the purchase limits assigned to a
 * group (read-only here; managed in issue 27).
 *
 * Rules (every call starts with `orgAdmins.admin` — 403 for anybody but an admin — and checks the scope):
 * - A group is visible when its unit is in the admin's scope (their unit and below); else 404 `notInScope`. Role
 *   groups (b2bcustomergroup, …: `unit_uid` NULL) are never organisation groups: 404 too.
 * - Create: the uid is unique across every group (409 AlreadyExistsError, SAP's 'Member Permission with the same id
 *   already exists'); the unit in scope (404) and enabled (400 IllegalStateError `parentDisabled`). An
 *   `Idempotency-Key` answers the group it created.
 * - A group of a disabled unit is read-only (400 IllegalStateError `disabledItem`): no edit, members or delete.
 * - Update: name and unit (uid cannot change: 400 ValidationError on `uid`); the new unit in scope and enabled; members
 *   must stay inside the new unit's subtree (400 IllegalStateError `membersOutsideUnit`).
 * - Members: users (not deleted) of the group's unit and the units below it, inside the admin's scope; adding one
 *   twice or removing a non-member changes nothing (a double submit is harmless).
 * - Delete: the group, its members and its purchase-limit assignments.
 * Every change writes an audit row in its transaction (callers run each change in `db.transaction(...).immediate()`).
 */
import { type Db } from "../db";
import { OccError, type OccErrorItem } from "../http/errors";
import { notInScope, type OrgAdmin, type OrgAdmins } from "./org-admin";
import { type LimitType, PURCHASE_LIMIT_PERMISSION_TYPES as PERMISSION_TYPES } from "./purchase-limits";

/** SAP's conflict text for a user group uid that exists (Spartacus' OrganizationConflictHandler `userGroupMask`). */
export const USER_GROUP_EXISTS = "Member Permission with the same id already exists";
export const UID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

type UnitRow = { uid: string; name: string; active: number };
type GroupRow = { uid: string; name: string; unitUid: string; unitName: string; unitActive: number; members: number };
type MemberRow = { uid: string; pk: number; firstName: string; lastName: string; unitUid: string; unitName: string; disabled: number; selected: number };
type LimitRow = {
  code: string;
  type: LimitType;
  thresholdCents: number | null;
  period: string | null;
  currency: string | null;
  symbol: string | null;
  unitUid: string;
  unitName: string;
  active: number;
  selected: number;
};

export interface UserGroupJson {
  uid: string;
  name: string;
  orgUnit: { uid: string; name: string; active: boolean };
  membersCount: number;
  /** Ours: the group is editable only while its unit is enabled. */
  active: boolean;
}

export interface OrgCustomerJson {
  uid: string;
  customerId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  orgUnit: { uid: string; name: string };
  active: boolean;
  selected: boolean;
}


const illegal = (reason: OccErrorItem["reason"], message: string) => new OccError(400, [{ type: "IllegalStateError", reason, message }]);
const fieldError = (subject: string, message: string) => new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

export interface UserGroupInput {
  uid: string;
  name: string;
  orgUnit: { uid: string };
}

export function orgUserGroups(db: Db, now: () => number, { orgAdmins }: { orgAdmins: OrgAdmins }) {
  const GROUP_COLUMNS = `g.uid, g.name, g.unit_uid AS unitUid, ou.name AS unitName, ou.active AS unitActive,
    (SELECT count(*) FROM user_group_members m JOIN users mu ON mu.uid = m.user_uid WHERE m.group_uid = g.uid AND mu.deleted_at IS NULL) AS members`;
  const findGroup = db.prepare<[string], GroupRow>(`SELECT ${GROUP_COLUMNS} FROM user_groups g JOIN org_units ou ON ou.uid = g.unit_uid WHERE g.uid = ?`);
  const countGroups = db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM user_groups WHERE unit_uid IN (SELECT value FROM json_each(?))`);
  const SORTS = { byName: "g.name COLLATE NOCASE, g.uid", byGroupID: "g.uid", byUnitName: "ou.name COLLATE NOCASE, g.name COLLATE NOCASE" } as const;
  const pageOf = Object.fromEntries(
    Object.entries(SORTS).map(([code, order]) => [
      code,
      db.prepare<[string, number, number], GroupRow>(
        `SELECT ${GROUP_COLUMNS} FROM user_groups g JOIN org_units ou ON ou.uid = g.unit_uid
         WHERE g.unit_uid IN (SELECT value FROM json_each(?)) ORDER BY ${order} LIMIT ? OFFSET ?`,
      ),
    ]),
  ) as Record<keyof typeof SORTS, ReturnType<typeof db.prepare<[string, number, number], GroupRow>>>;
  const findUnit = db.prepare<[string], UnitRow>("SELECT uid, name, active FROM org_units WHERE uid = ?");
  const subtree = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth) AS (SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT uid FROM down`,
  );
  const groupExists = db.prepare<[string], { uid: string }>("SELECT uid FROM user_groups WHERE uid = ? COLLATE NOCASE");
  const insertGroup = db.prepare<[string, string, string]>("INSERT INTO user_groups (uid, name, unit_uid) VALUES (?, ?, ?)");
  const updateGroup = db.prepare<[string, string, string]>("UPDATE user_groups SET name = ?, unit_uid = ? WHERE uid = ?");
  const deleteMembers = db.prepare<[string]>("DELETE FROM user_group_members WHERE group_uid = ?");
  const deleteLimits = db.prepare<[string]>("DELETE FROM purchase_limit_groups WHERE group_uid = ?");
  const deleteGroup = db.prepare<[string]>("DELETE FROM user_groups WHERE uid = ?");
  const membersOutside = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM user_group_members m JOIN users u ON u.uid = m.user_uid
     WHERE m.group_uid = ? AND u.deleted_at IS NULL AND u.org_unit NOT IN (SELECT value FROM json_each(?))`,
  );
  const CUSTOMER_WHERE = `u.is_guest = 0 AND u.deleted_at IS NULL AND u.org_unit IN (SELECT value FROM json_each(@units))`;
  const CUSTOMER_COLUMNS = `u.uid, u.pk, u.first_name AS firstName, u.last_name AS lastName, ou.uid AS unitUid, ou.name AS unitName, u.disabled,
    EXISTS (SELECT 1 FROM user_group_members m WHERE m.user_uid = u.uid AND m.group_uid = @group) AS selected`;
  const customersPage = db.prepare<{ units: string; group: string; limit: number; offset: number }, MemberRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE ${CUSTOMER_WHERE}
     ORDER BY u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.uid LIMIT @limit OFFSET @offset`,
  );
  const customersCount = db.prepare<{ units: string }, { n: number }>(`SELECT count(*) AS n FROM users u WHERE ${CUSTOMER_WHERE}`);
  const members = db.prepare<{ units: string; group: string }, MemberRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM user_group_members gm JOIN users u ON u.uid = gm.user_uid JOIN org_units ou ON ou.uid = u.org_unit
     WHERE gm.group_uid = @group AND ${CUSTOMER_WHERE} ORDER BY u.last_name COLLATE NOCASE, u.first_name COLLATE NOCASE, u.uid`,
  );
  const findCustomer = db.prepare<{ units: string; group: string; uid: string }, MemberRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE u.uid = lower(@uid) AND ${CUSTOMER_WHERE}`,
  );
  const insertMember = db.prepare<[string, string]>("INSERT INTO user_group_members (user_uid, group_uid, position) VALUES (?, ?, 100) ON CONFLICT DO NOTHING");
  const deleteMember = db.prepare<[string, string]>("DELETE FROM user_group_members WHERE user_uid = ? AND group_uid = ?");
  const LIMIT_COLUMNS = `l.code, l.type, l.threshold_cents AS thresholdCents, l.period, l.currency, c.symbol, l.unit AS unitUid, ou.name AS unitName, l.active,
    EXISTS (SELECT 1 FROM purchase_limit_groups pg WHERE pg.limit_code = l.code AND pg.group_uid = @group) AS selected`;
  const limitsPage = db.prepare<{ tree: string; group: string; limit: number; offset: number }, LimitRow>(
    `SELECT ${LIMIT_COLUMNS} FROM purchase_limits l JOIN org_units ou ON ou.uid = l.unit LEFT JOIN currencies c ON c.isocode = l.currency
     WHERE l.unit IN (SELECT value FROM json_each(@tree)) ORDER BY selected DESC, l.code LIMIT @limit OFFSET @offset`,
  );
  const limitsCount = db.prepare<{ tree: string }, { n: number }>(`SELECT count(*) AS n FROM purchase_limits l WHERE l.unit IN (SELECT value FROM json_each(@tree))`);
  const unitNodes = db.prepare<[string], { id: string; name: string; active: number; parent: string | null }>(
    `SELECT uid AS id, name, active, parent_uid AS parent FROM org_units WHERE uid IN (SELECT value FROM json_each(?)) ORDER BY name COLLATE NOCASE, uid`,
  );
  const findIdempotent = db.prepare<[string, string, string], { resultId: string }>(
    "SELECT result_id AS resultId FROM org_idempotency WHERE actor_uid = ? AND key = ? AND operation = ?",
  );
  const insertIdempotent = db.prepare<[string, string, string, string, number]>(
    "INSERT INTO org_idempotency (actor_uid, key, operation, result_id, created_at) VALUES (?, ?, ?, ?, ?)",
  );

  const groupJson = (row: GroupRow): UserGroupJson => ({
    uid: row.uid,
    name: row.name,
    orgUnit: { uid: row.unitUid, name: row.unitName, active: row.unitActive === 1 },
    membersCount: row.members,
    active: row.unitActive === 1,
  });
  const customerJson = (row: MemberRow): OrgCustomerJson => ({
    uid: row.uid,
    customerId: String(row.pk),
    name: `${row.firstName} ${row.lastName}`,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.uid,
    orgUnit: { uid: row.unitUid, name: row.unitName },
    active: row.disabled === 0,
    selected: row.selected === 1,
  });
  const limitJson = (row: LimitRow) => ({
    code: row.code,
    orderApprovalPermissionType: PERMISSION_TYPES[row.type],
    ...(row.thresholdCents !== null ? { threshold: row.thresholdCents / 100 } : {}),
    ...(row.currency ? { currency: { isocode: row.currency, symbol: row.symbol ?? row.currency } } : {}),
    periodRange: row.period,
    orgUnit: { uid: row.unitUid, name: row.unitName },
    active: row.active === 1,
    selected: row.selected === 1,
  });

  /** The group, visible to the admin (404 otherwise). */
  function visibleGroup(admin: OrgAdmin, groupId: string): GroupRow {
    const row = findGroup.get(groupId);
    if (!row || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("User group", groupId);
    return row;
  }
  /** The group, which must be editable (its unit enabled). */
  function editableGroup(admin: OrgAdmin, groupId: string): GroupRow {
    const row = visibleGroup(admin, groupId);
    if (row.unitActive !== 1) throw illegal("disabledItem", `User group '${groupId}' belongs to a disabled unit and cannot be changed`);
    return row;
  }
  /** A unit the admin may put a group in: in scope (404) and enabled (400 parentDisabled). */
  function usableUnit(admin: OrgAdmin, unitUid: string): UnitRow {
    const unit = findUnit.get(unitUid);
    if (!unit || !orgAdmins.inScope(admin, unitUid)) throw notInScope("Unit", unitUid);
    if (unit.active !== 1) throw illegal("parentDisabled", `Unit '${unitUid}' is disabled`);
    return unit;
  }
  /** The units whose users may be members of the group: the group's unit and below, inside the admin's scope. */
  const memberUnits = (admin: OrgAdmin, unitUid: string) => JSON.stringify(subtree.all(unitUid).map((row) => row.uid).filter((uid) => admin.tree.includes(uid)));
  const current = (uid: string) => {
    const row = findGroup.get(uid);
    if (!row) throw notInScope("User group", uid);
    return row;
  };

  return {
    /**
     * `GET users/{u}/availableOrgUnitNodes` (SAP's B2BUnitNodeList: `unitNodes` [{id, name, active, parent}]): the
     * units of the admin's scope, which the group form offers (Spartacus' `orgUnitsAvailable`).
     */
    availableUnitNodes(admin: OrgAdmin) {
      return { unitNodes: unitNodes.all(admin.treeJson).map((row) => ({ id: row.id, name: row.name, active: row.active === 1, ...(row.parent && admin.tree.includes(row.parent) ? { parent: row.parent } : {}) })) };
    },

    /** `GET users/{u}/orgUnitUserGroups` (B2BUserGroupList: orgUnitUserGroups, pagination, sorts). */
    list(admin: OrgAdmin, query: { currentPage: number; pageSize: number; sort: keyof typeof SORTS }) {
      const total = countGroups.get(admin.treeJson)?.n ?? 0;
      const rows = pageOf[query.sort].all(admin.treeJson, query.pageSize, query.currentPage * query.pageSize);
      return {
        orgUnitUserGroups: rows.map(groupJson),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total, sort: query.sort },
        sorts: Object.keys(SORTS).map((code) => ({ code, selected: code === query.sort })),
      };
    },

    /** `GET users/{u}/orgUnitUserGroups/{groupId}`: the group, its members, its purchase limits and the last change. */
    get(admin: OrgAdmin, groupId: string) {
      const row = visibleGroup(admin, groupId);
      const group = { units: memberUnits(admin, row.unitUid), group: row.uid };
      const permissions = limitsPage.all({ tree: admin.treeJson, group: row.uid, limit: 1000, offset: 0 }).filter((limit) => limit.selected === 1);
      return {
        ...groupJson(row),
        members: members.all(group).map(customerJson),
        permissions: permissions.map(limitJson),
        lastChange: orgAdmins.lastChange("USER_GROUP", row.uid),
      };
    },

    /** `POST users/{u}/orgUnitUserGroups` → 201 the group (the same Idempotency-Key again: the group it created). */
    create(admin: OrgAdmin, input: UserGroupInput, key: string | null): { group: UserGroupJson; created: boolean } {
      if (key) {
        const done = findIdempotent.get(admin.uid, key, "USER_GROUP_CREATE");
        if (done) return { group: groupJson(visibleGroup(admin, done.resultId)), created: false };
      }
      const unit = usableUnit(admin, input.orgUnit.uid);
      if (groupExists.get(input.uid)) {
        throw new OccError(409, [{ type: "AlreadyExistsError", subject: "uid", subjectType: "parameter", message: USER_GROUP_EXISTS }]);
      }
      insertGroup.run(input.uid, input.name, unit.uid);
      if (key) insertIdempotent.run(admin.uid, key, "USER_GROUP_CREATE", input.uid, now());
      orgAdmins.record(admin, "USER_GROUP", input.uid, "CREATE", { name: input.name, unit: unit.uid });
      return { group: groupJson(current(input.uid)), created: true };
    },

    /** `PATCH users/{u}/orgUnitUserGroups/{groupId}` (name, orgUnit; uid unchanged) → the group. */
    update(admin: OrgAdmin, groupId: string, input: Partial<UserGroupInput>): UserGroupJson {
      const row = editableGroup(admin, groupId);
      if (input.uid !== undefined && input.uid !== row.uid) throw fieldError("uid", "The uid of a user group cannot be changed");
      const unitUid = input.orgUnit?.uid ?? row.unitUid;
      if (unitUid !== row.unitUid) {
        usableUnit(admin, unitUid);
        if ((membersOutside.get(row.uid, JSON.stringify(subtree.all(unitUid).map((u) => u.uid)))?.n ?? 0) > 0) {
          throw illegal("membersOutsideUnit", `Members of user group '${row.uid}' belong to units outside '${unitUid}'`);
        }
      }
      const name = input.name ?? row.name;
      updateGroup.run(name, unitUid, row.uid);
      orgAdmins.record(admin, "USER_GROUP", row.uid, "UPDATE", { name, unit: unitUid });
      return groupJson(current(row.uid));
    },

    /** `DELETE users/{u}/orgUnitUserGroups/{groupId}`: the group, its members and its purchase-limit assignments. */
    delete(admin: OrgAdmin, groupId: string): void {
      const row = editableGroup(admin, groupId);
      deleteMembers.run(row.uid);
      deleteLimits.run(row.uid);
      deleteGroup.run(row.uid);
      orgAdmins.record(admin, "USER_GROUP", row.uid, "DELETE", { name: row.name, unit: row.unitUid });
    },

    /** `GET …/{groupId}/availableOrgCustomers`: the users who may be members, each with `selected` (a member). */
    availableOrgCustomers(admin: OrgAdmin, groupId: string, query: { currentPage: number; pageSize: number }) {
      const row = visibleGroup(admin, groupId);
      const units = memberUnits(admin, row.unitUid);
      const total = customersCount.get({ units })?.n ?? 0;
      const rows = customersPage.all({ units, group: row.uid, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      return {
        users: rows.map(customerJson),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
        sorts: [{ code: "byName", selected: true }],
      };
    },

    /** `POST …/{groupId}/members?orgCustomerId=`: adds a member (already one: nothing changes). */
    addMember(admin: OrgAdmin, groupId: string, orgCustomerId: string): void {
      const row = editableGroup(admin, groupId);
      const customer = findCustomer.get({ units: memberUnits(admin, row.unitUid), group: row.uid, uid: orgCustomerId });
      if (!customer) throw notInScope("Customer", orgCustomerId);
      if (customer.selected === 1) return;
      insertMember.run(customer.uid, row.uid);
      orgAdmins.record(admin, "USER_GROUP", row.uid, "ADD_MEMBER", { member: customer.uid });
    },

    /** `DELETE …/{groupId}/members/{orgCustomerId}`: removes a member (not one: nothing changes). */
    removeMember(admin: OrgAdmin, groupId: string, orgCustomerId: string): void {
      const row = editableGroup(admin, groupId);
      const customer = findCustomer.get({ units: memberUnits(admin, row.unitUid), group: row.uid, uid: orgCustomerId });
      if (!customer) throw notInScope("Customer", orgCustomerId);
      if (customer.selected !== 1) return;
      deleteMember.run(customer.uid, row.uid);
      orgAdmins.record(admin, "USER_GROUP", row.uid, "REMOVE_MEMBER", { member: customer.uid });
    },

    /** `GET …/{groupId}/availableOrderApprovalPermissions`: the purchase limits of the admin's units, `selected` = assigned. */
    availableOrderApprovalPermissions(admin: OrgAdmin, groupId: string, query: { currentPage: number; pageSize: number }) {
      const row = visibleGroup(admin, groupId);
      const total = limitsCount.get({ tree: admin.treeJson })?.n ?? 0;
      const rows = limitsPage.all({ tree: admin.treeJson, group: row.uid, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      return {
        orderApprovalPermissions: rows.map(limitJson),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
        sorts: [{ code: "byCode", selected: true }],
      };
    },
  };
}

export type OrgUserGroups = ReturnType<typeof orgUserGroups>;
export type UserGroupSort = "byName" | "byGroupID" | "byUnitName";
