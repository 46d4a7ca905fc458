/**
 * Units (stores on the wholesale site) of the organisation administration (issue 26, H1; docs/organisation.md "Units /
 * stores", docs/occ-api.md "Organisation administration"). Spec part 2 §3 (Unit: uid, name, approval process, parent
 * unit), §4 (disabling a unit disables its child units, users, budgets and cost centres; the root cannot be disabled;
 * a disabled item cannot be edited; a child cannot be enabled while its parent is disabled), §5 (remove-user-from-
 * business-unit is checked first), §6 (approvers per unit, visibility: the admin's unit and below).
 *
 * Every function takes the admin from `orgAdmins.admin(...)` (the route resolves it) and answers 404 for a unit or user
 * outside the admin's scope. Changes run inside the caller's IMMEDIATE transaction and write an audit row.
 */
import { type Db } from "../db";
import { cartsReleasing } from "./org-cost-centres";
import { OccError } from "../http/errors";
import { type OrgAdmin, type OrgAdmins, notInScope } from "./org-admin";
import { type ApproverReader } from "./org-approvers";

/** SAP's B2B approval processes (`orgUnitsAvailableApprovalProcesses`). */
export const APPROVAL_PROCESSES = [
  { code: "accApproval", name: "Approval with merchant check" },
  { code: "accApprovalEscalation", name: "Escalation approval with merchant check" },
] as const;
export type ApprovalProcessCode = (typeof APPROVAL_PROCESSES)[number]["code"];

/** The role groups a user may hold (spec part 2 §3) and the right. */
export const ROLE_GROUPS = ["customergroup", "b2bcustomergroup", "b2bapprovergroup", "b2bmanagergroup", "b2badmingroup", "unitorderviewergroup"] as const;

const illegalState = (reason: "rootUnit" | "disabledItem" | "parentDisabled" | "self", message: string) =>
  new OccError(400, [{ type: "IllegalStateError", reason, message }]);
const fieldError = (subject: string, message: string) =>
  new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

interface UnitRow {
  uid: string;
  name: string;
  active: number;
  parent: string | null;
  parentName: string | null;
  parentActive: number | null;
  approvalProcess: string | null;
}

interface UserRow {
  pk: number;
  uid: string;
  firstName: string;
  lastName: string;
  employeeCode: string | null;
  unitUid: string;
  unitName: string;
  disabled: number;
  roles: string | null;
}

export interface UnitCreate {
  uid: string;
  name: string;
  parentOrgUnit: { uid: string };
  approvalProcess?: { code: ApprovalProcessCode } | null;
}

export interface UnitPatch {
  name?: string;
  parentOrgUnit?: { uid: string };
  approvalProcess?: { code: ApprovalProcessCode } | null;
  active?: boolean;
}

export interface UsersTabQuery {
  unitId: string;
  currentPage: number;
  pageSize: number;
  search?: string;
  role?: string;
  status?: "ACTIVE" | "DISABLED";
}

const processJson = (code: string | null) => {
  const process = APPROVAL_PROCESSES.find((p) => p.code === code);
  return process ? { code: process.code, name: process.name } : null;
};

const USER_COLUMNS = `u.pk, u.uid, u.first_name AS firstName, u.last_name AS lastName, u.employee_code AS employeeCode,
  ou.uid AS unitUid, ou.name AS unitName, u.disabled,
  (SELECT group_concat(m.group_uid) FROM user_group_members m WHERE m.user_uid = u.uid
     AND m.group_uid IN (${ROLE_GROUPS.map((g) => `'${g}'`).join(", ")})) AS roles`;

/** H2's OrgUserRow shape (contract): the users tab and the user search answer it. */
const userJson = (row: UserRow) => ({
  pk: String(row.pk),
  uid: row.uid,
  email: row.uid,
  firstName: row.firstName,
  lastName: row.lastName,
  name: `${row.firstName} ${row.lastName}`,
  employeeCode: row.employeeCode,
  unit: { uid: row.unitUid, name: row.unitName },
  roles: (row.roles ?? "").split(",").filter((role) => role !== "").sort((a, b) => ROLE_GROUPS.indexOf(a as never) - ROLE_GROUPS.indexOf(b as never)),
  active: row.disabled === 0,
});

export function orgUnitsStore(db: Db, now: () => number, deps: { orgAdmins: OrgAdmins; approvers: ApproverReader }) {
  const { orgAdmins, approvers } = deps;

  const unitRow = db.prepare<[string], UnitRow>(
    `SELECT o.uid, o.name, o.active, o.parent_uid AS parent, p.name AS parentName, p.active AS parentActive, o.approval_process AS approvalProcess
     FROM org_units o LEFT JOIN org_units p ON p.uid = o.parent_uid WHERE o.uid = ?`,
  );
  const unitsIn = db.prepare<[string], { uid: string; name: string; active: number; parent: string | null }>(
    `SELECT o.uid, o.name, o.active, o.parent_uid AS parent FROM org_units o JOIN json_each(?) t ON t.value = o.uid ORDER BY t.key`,
  );
  const childrenOf = db.prepare<[string], { uid: string; name: string; active: number }>(
    "SELECT uid, name, active FROM org_units WHERE parent_uid = ? ORDER BY name, uid",
  );
  const subtreeOf = db.prepare<[string], { uid: string; name: string; active: number; depth: number }>(
    `WITH RECURSIVE down(uid, depth) AS (
       SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT o.uid, o.name, o.active, down.depth FROM down JOIN org_units o ON o.uid = down.uid ORDER BY down.depth, o.name`,
  );
  const costCentresOf = db.prepare<[string], { code: string; name: string; currency: string; active: number }>(
    "SELECT code, name, currency, active FROM cost_centres WHERE unit_uid = ? ORDER BY name, code",
  );
  const budgetsOf = db.prepare<[string], { code: string; name: string; active: number }>(
    "SELECT code, name, active FROM budgets WHERE unit_uid = ? ORDER BY name, code",
  );
  const counts = db.prepare<[string, string, string, string], { users: number; childUnits: number; costCentres: number; budgets: number }>(
    `SELECT (SELECT count(*) FROM users WHERE org_unit = ? AND deleted_at IS NULL AND is_guest = 0) AS users,
            (SELECT count(*) FROM org_units WHERE parent_uid = ?) AS childUnits,
            (SELECT count(*) FROM cost_centres WHERE unit_uid = ?) AS costCentres,
            (SELECT count(*) FROM budgets WHERE unit_uid = ?) AS budgets`,
  );
  const insertUnit = db.prepare<{ uid: string; name: string; parent: string; process: string | null }>(
    `INSERT INTO org_units (uid, site, parent_uid, name, active, bill_to_name, country, currency, customer_specific_currency_symbol, bulk_upload_enabled, approval_process)
     SELECT @uid, site, uid, @name, 1, bill_to_name, country, currency, customer_specific_currency_symbol, bulk_upload_enabled, @process FROM org_units WHERE uid = @parent`,
  );
  const unitExists = db.prepare<[string], { uid: string }>("SELECT uid FROM org_units WHERE uid = ? COLLATE NOCASE");
  const findKey = db.prepare<[string, string], { operation: string; resultId: string }>(
    "SELECT operation, result_id AS resultId FROM org_idempotency WHERE actor_uid = ? AND key = ?",
  );
  const insertKey = db.prepare<[string, string, string, string, number]>(
    "INSERT INTO org_idempotency (actor_uid, key, operation, result_id, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const setName = db.prepare<[string, string]>("UPDATE org_units SET name = ? WHERE uid = ?");
  const setProcess = db.prepare<[string | null, string]>("UPDATE org_units SET approval_process = ? WHERE uid = ?");
  const setParent = db.prepare<[string, string]>("UPDATE org_units SET parent_uid = ? WHERE uid = ?");
  const enableUnit = db.prepare<[string]>("UPDATE org_units SET active = 1 WHERE uid = ?");

  // The cascade (spec part 2 §4): only what is still active, so the preview lists exactly what changes.
  const activeUnitsUnder = db.prepare<[string], { uid: string; name: string }>(
    `SELECT o.uid, o.name FROM org_units o JOIN json_each(?) t ON t.value = o.uid WHERE o.active = 1 ORDER BY t.key`,
  );
  const activeUsersUnder = db.prepare<[string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit JOIN json_each(?) t ON t.value = u.org_unit
     WHERE u.disabled = 0 AND u.deleted_at IS NULL AND u.is_guest = 0 ORDER BY u.last_name, u.first_name, u.uid`,
  );
  const activeBudgetsUnder = db.prepare<[string], { code: string; name: string; unitUid: string }>(
    `SELECT b.code, b.name, b.unit_uid AS unitUid FROM budgets b JOIN json_each(?) t ON t.value = b.unit_uid WHERE b.active = 1 ORDER BY b.name, b.code`,
  );
  const activeCostCentresUnder = db.prepare<[string], { code: string; name: string; unitUid: string }>(
    `SELECT c.code, c.name, c.unit_uid AS unitUid FROM cost_centres c JOIN json_each(?) t ON t.value = c.unit_uid WHERE c.active = 1 ORDER BY c.name, c.code`,
  );
  const disableUnits = db.prepare<[string]>("UPDATE org_units SET active = 0 WHERE active = 1 AND uid IN (SELECT value FROM json_each(?))");
  const disableUsers = db.prepare<[string]>(
    "UPDATE users SET disabled = 1 WHERE disabled = 0 AND deleted_at IS NULL AND uid IN (SELECT value FROM json_each(?))",
  );
  const revokeTokens = db.prepare<[number, string]>(
    "UPDATE oauth_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND user_uid IN (SELECT value FROM json_each(?))",
  );
  const disableBudgets = db.prepare<[string]>("UPDATE budgets SET active = 0 WHERE active = 1 AND code IN (SELECT value FROM json_each(?))");
  const disableCostCentres = db.prepare<[string]>("UPDATE cost_centres SET active = 0 WHERE active = 1 AND code IN (SELECT value FROM json_each(?))");
  const releaseCarts = cartsReleasing(db, now);

  // Users of a unit.
  const userByPk = db.prepare<[number], UserRow & { deletedAt: number | null }>(
    `SELECT ${USER_COLUMNS}, u.deleted_at AS deletedAt FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE u.pk = ? AND u.is_guest = 0`,
  );
  const userByUid = db.prepare<[string], UserRow & { deletedAt: number | null }>(
    `SELECT ${USER_COLUMNS}, u.deleted_at AS deletedAt FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE u.uid = ? AND u.is_guest = 0`,
  );
  const moveUser = db.prepare<[string, string]>("UPDATE users SET org_unit = ? WHERE uid = ?");
  const approverOfUnit = db.prepare<[string, string], { n: number }>("SELECT count(*) AS n FROM unit_approvers WHERE unit_uid = ? AND approver_uid = ?");
  const unitCostCentresOfUser = db.prepare<[string, string], { code: string; name: string }>(
    `SELECT c.code, c.name FROM user_cost_centres uc JOIN cost_centres c ON c.code = uc.cost_centre_code WHERE uc.user_uid = ? AND c.unit_uid = ? ORDER BY c.name`,
  );
  const unitGroupsOfUser = db.prepare<[string, string], { uid: string; name: string }>(
    `SELECT g.uid, g.name FROM user_group_members m JOIN user_groups g ON g.uid = m.group_uid WHERE m.user_uid = ? AND g.unit_uid = ? ORDER BY g.name`,
  );
  const dropUnitApprover = db.prepare<[string, string]>("DELETE FROM unit_approvers WHERE unit_uid = ? AND approver_uid = ?");
  const dropUnitCostCentres = db.prepare<[string, string]>(
    "DELETE FROM user_cost_centres WHERE user_uid = ? AND cost_centre_code IN (SELECT code FROM cost_centres WHERE unit_uid = ?)",
  );
  const dropUnitGroups = db.prepare<[string, string]>(
    "DELETE FROM user_group_members WHERE user_uid = ? AND group_uid IN (SELECT uid FROM user_groups WHERE unit_uid = ?)",
  );
  /** What ties a user to a unit they leave (removed from it, or moved into another): approver, cost centres, groups. */
  const dropUnitLinks = (unitUid: string, userUid: string) => {
    dropUnitApprover.run(unitUid, userUid);
    dropUnitCostCentres.run(userUid, unitUid);
    dropUnitGroups.run(userUid, unitUid);
  };
  const isApproverRole = db.prepare<[string], { n: number }>(
    "SELECT count(*) AS n FROM user_group_members WHERE user_uid = ? AND group_uid = 'b2bapprovergroup'",
  );
  const addUnitApprover = db.prepare<[string, string]>("INSERT INTO unit_approvers (unit_uid, approver_uid) VALUES (?, ?) ON CONFLICT DO NOTHING");
  const unitApproverCandidates = db.prepare<[string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit JOIN json_each(?) t ON t.value = u.org_unit
     WHERE u.disabled = 0 AND u.deleted_at IS NULL AND u.is_guest = 0
       AND EXISTS (SELECT 1 FROM user_group_members m WHERE m.user_uid = u.uid AND m.group_uid = 'b2bapprovergroup')
     ORDER BY u.last_name, u.first_name, u.uid`,
  );
  const addressesOf = db.prepare<
    [string],
    {
      id: number;
      isDefault: number;
      title: string | null;
      firstName: string;
      lastName: string;
      line1: string;
      line2: string | null;
      town: string;
      region: string | null;
      regionName: string | null;
      postalCode: string;
      country: string;
      countryName: string;
      phone: string | null;
    }
  >(
    `SELECT a.id, a.is_default AS isDefault, a.title, a.first_name AS firstName, a.last_name AS lastName, a.line1, a.line2, a.town,
       a.region, r.name AS regionName, a.postal_code AS postalCode, a.country, c.name AS countryName, a.phone
     FROM addresses a JOIN countries c ON c.isocode = a.country LEFT JOIN regions r ON r.isocode = a.region
     WHERE a.owner_unit = ? AND a.in_book = 1 ORDER BY a.is_default DESC, a.id`,
  );

  /** The unit, or 404 when unknown or outside the admin's scope. */
  function unitInScope(admin: OrgAdmin, uid: string, what = "Unit"): UnitRow {
    orgAdmins.requireUnit(admin, uid, what);
    const row = unitRow.get(uid);
    if (!row) throw notInScope(what, uid);
    return row;
  }

  /** The user (not deleted) by PK, or 404 when unknown or outside the admin's scope. */
  function userInScope(admin: OrgAdmin, pk: number | string): UserRow {
    const row = typeof pk === "number" ? userByPk.get(pk) : /^\d{1,12}$/.test(pk) ? userByPk.get(Number(pk)) : userByUid.get(pk.toLowerCase());
    if (!row || row.deletedAt !== null || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("User", String(pk));
    return row;
  }

  const subtree = (uid: string) => subtreeOf.all(uid).map((row) => row.uid);

  function detail(admin: OrgAdmin, uid: string) {
    const row = unitInScope(admin, uid);
    const count = counts.get(uid, uid, uid, uid) ?? { users: 0, childUnits: 0, costCentres: 0, budgets: 0 };
    return {
      uid: row.uid,
      name: row.name,
      active: row.active === 1,
      parentOrgUnit: row.parent === null ? null : { uid: row.parent, name: row.parentName ?? row.parent, active: row.parentActive === 1 },
      /** False at the admin's own unit (its parent, if any, is outside what they administer). */
      parentInScope: row.parent !== null && orgAdmins.inScope(admin, row.parent),
      approvalProcess: processJson(row.approvalProcess),
      children: childrenOf.all(uid).map((child) => ({ uid: child.uid, name: child.name, active: child.active === 1 })),
      costCentres: costCentresOf.all(uid).map((c) => ({ code: c.code, name: c.name, currency: { isocode: c.currency }, active: c.active === 1 })),
      budgets: budgetsOf.all(uid).map((b) => ({ code: b.code, name: b.name, active: b.active === 1 })),
      approvers: approvers.assignedToUnit(uid),
      effectiveApprovers: approvers.forUnit(uid),
      counts: count,
      lastChange: orgAdmins.lastChange("UNIT", uid),
    };
  }

  /** What disabling `uid` changes: the unit and every descendant, their users, budgets and cost centres still active. */
  function cascadeOf(uid: string) {
    const tree = JSON.stringify(subtree(uid));
    const units = activeUnitsUnder.all(tree);
    const users = activeUsersUnder.all(tree);
    const budgets = activeBudgetsUnder.all(tree);
    const costCentres = activeCostCentresUnder.all(tree);
    return { units, users, budgets, costCentres };
  }

  /** The disable rules before anything changes: the root (and the admin's own unit) stay enabled. */
  function checkDisable(admin: OrgAdmin, row: UnitRow) {
    if (row.parent === null) throw illegalState("rootUnit", "The root unit cannot be disabled");
    if (subtree(row.uid).includes(admin.unit)) throw illegalState("self", "You cannot disable your own unit");
  }

  function checkRemove(admin: OrgAdmin, unit: UnitRow, user: UserRow) {
    if (user.unitUid !== unit.uid) throw notInScope("User", String(user.pk));
    const blockers: { code: string; message: string }[] = [];
    if (unit.parent === null) blockers.push({ code: "rootUnit", message: "A user cannot be removed from the root unit" });
    else if (!orgAdmins.inScope(admin, unit.parent)) blockers.push({ code: "rootUnit", message: "A user cannot be removed from the top unit you administer" });
    if (user.uid === admin.uid) blockers.push({ code: "self", message: "You cannot remove yourself from your unit" });
    return blockers;
  }

  return {
    /** `GET users/{u}/orgUnitsRootNodeTree`: the admin's unit as the root node (B2BUnitNode), every descendant below. */
    tree(admin: OrgAdmin) {
      type Node = { id: string; name: string; active: boolean; parent: string | null; children: Node[] };
      const nodes = new Map<string, Node>();
      const rows = unitsIn.all(admin.treeJson);
      for (const row of rows) nodes.set(row.uid, { id: row.uid, name: row.name, active: row.active === 1, parent: row.parent, children: [] });
      for (const row of rows) {
        if (row.uid === admin.unit || row.parent === null) continue;
        nodes.get(row.parent)?.children.push(nodes.get(row.uid)!);
      }
      return nodes.get(admin.unit)!;
    },

    detail,

    approvalProcesses: () => ({ approvalProcesses: APPROVAL_PROCESSES.map((p) => ({ ...p })) }),

    /** `POST users/{u}/orgUnits`: the parent in scope and enabled; a duplicate uid is 409; a repeated key answers the first. */
    create(admin: OrgAdmin, body: UnitCreate, key: string | null) {
      if (key) {
        const seen = findKey.get(admin.uid, key);
        if (seen && seen.operation === "createUnit") return { created: false, unit: detail(admin, seen.resultId) };
      }
      const parent = unitInScope(admin, body.parentOrgUnit.uid, "Parent unit");
      if (parent.active !== 1) throw illegalState("parentDisabled", `The parent unit '${parent.uid}' is disabled`);
      if (unitExists.get(body.uid)) {
        throw new OccError(409, [{ type: "AlreadyExistsError", subject: "uid", message: `Organizational unit with uid [${body.uid}] already exists` }]);
      }
      insertUnit.run({ uid: body.uid, name: body.name, parent: parent.uid, process: body.approvalProcess?.code ?? null });
      if (key) insertKey.run(admin.uid, key, "createUnit", body.uid, now());
      // The new unit is in the admin's scope from now on.
      admin.tree.push(body.uid);
      orgAdmins.record(admin, "UNIT", body.uid, "created", { parent: parent.uid });
      return { created: true, unit: detail(admin, body.uid) };
    },

    /**
     * `PATCH users/{u}/orgUnits/{unitId}`. `active: false` disables the unit with the cascade (idempotent: an already
     * disabled unit stays as it is); `active: true` enables the unit only, refused under a disabled parent. Any other
     * change of a disabled unit is refused (`disabledItem`).
     */
    patch(admin: OrgAdmin, uid: string, body: UnitPatch) {
      const row = unitInScope(admin, uid);
      const edits = body.name !== undefined || body.parentOrgUnit !== undefined || body.approvalProcess !== undefined;
      if (body.active === false) {
        checkDisable(admin, row);
        if (edits) throw illegalState("disabledItem", "A unit being disabled cannot be edited in the same request");
        if (row.active === 0) return { changed: false };
        const cascade = cascadeOf(uid);
        const users = JSON.stringify(cascade.users.map((u) => u.uid));
        disableUnits.run(JSON.stringify(cascade.units.map((u) => u.uid)));
        disableUsers.run(users);
        revokeTokens.run(now(), users);
        disableBudgets.run(JSON.stringify(cascade.budgets.map((b) => b.code)));
        disableCostCentres.run(JSON.stringify(cascade.costCentres.map((c) => c.code)));
        // Issue 27: open carts that chose one of them review again (no order charges a disabled cost centre).
        releaseCarts(cascade.costCentres.map((c) => c.code));
        const detailJson = { units: cascade.units.length, users: cascade.users.length, budgets: cascade.budgets.length, costCentres: cascade.costCentres.length };
        orgAdmins.record(admin, "UNIT", uid, "disabled", detailJson);
        for (const unit of cascade.units) if (unit.uid !== uid) orgAdmins.record(admin, "UNIT", unit.uid, "disabled with parent", { unit: uid });
        for (const user of cascade.users) orgAdmins.record(admin, "USER", user.uid, "disabled with unit", { unit: uid });
        return { changed: true };
      }
      if (row.active === 0) {
        if (edits) throw illegalState("disabledItem", "A disabled unit cannot be edited");
        if (body.active !== true) return { changed: false };
        if (row.parent !== null && row.parentActive !== 1) throw illegalState("parentDisabled", `The unit cannot be enabled while its parent unit '${row.parent}' is disabled`);
        enableUnit.run(uid);
        orgAdmins.record(admin, "UNIT", uid, "enabled");
        return { changed: true };
      }
      // An enabled unit: name, approval process, parent.
      if (body.parentOrgUnit !== undefined && body.parentOrgUnit.uid !== row.parent) {
        if (row.parent === null) throw illegalState("rootUnit", "The root unit cannot be moved");
        const parent = unitInScope(admin, body.parentOrgUnit.uid, "Parent unit");
        if (subtree(uid).includes(parent.uid)) throw fieldError("parentOrgUnit", "A unit cannot be moved under itself or one of its child units");
        if (uid === admin.unit) throw illegalState("self", "You cannot move your own unit");
        if (parent.active !== 1) throw illegalState("parentDisabled", `The parent unit '${parent.uid}' is disabled`);
        setParent.run(parent.uid, uid);
      }
      if (body.name !== undefined) setName.run(body.name, uid);
      if (body.approvalProcess !== undefined) setProcess.run(body.approvalProcess?.code ?? null, uid);
      if (edits) orgAdmins.record(admin, "UNIT", uid, "edited", { ...body });
      return { changed: edits };
    },

    /** Ours: exactly what disabling the unit disables (only what is still active). Root: 400 rootUnit. */
    disablePreview(admin: OrgAdmin, uid: string) {
      const row = unitInScope(admin, uid);
      checkDisable(admin, row);
      const cascade = cascadeOf(uid);
      return {
        unit: { uid: row.uid, name: row.name, active: row.active === 1 },
        childUnits: cascade.units.filter((u) => u.uid !== uid).map((u) => ({ uid: u.uid, name: u.name })),
        users: cascade.users.map(userJson),
        budgets: cascade.budgets.map((b) => ({ code: b.code, name: b.name, unit: b.unitUid })),
        costCentres: cascade.costCentres.map((c) => ({ code: c.code, name: c.name, unit: c.unitUid })),
      };
    },

    /** Spec `business-units/details/deliveryAndShipping?b2bUnit=`: the unit's shipping addresses (SAP Address shape). */
    addresses(admin: OrgAdmin, uid: string) {
      const row = unitInScope(admin, uid);
      return {
        unit: { uid: row.uid, name: row.name },
        addresses: addressesOf.all(uid).map((a) => ({
          id: String(a.id),
          ...(a.title ? { titleCode: a.title } : {}),
          firstName: a.firstName,
          lastName: a.lastName,
          line1: a.line1,
          ...(a.line2 ? { line2: a.line2 } : {}),
          town: a.town,
          ...(a.region ? { region: { isocode: a.region, name: a.regionName ?? a.region } } : {}),
          postalCode: a.postalCode,
          country: { isocode: a.country, name: a.countryName },
          ...(a.phone ? { phone: a.phone } : {}),
          defaultAddress: a.isDefault === 1,
          shippingAddress: true,
        })),
      };
    },

    /** Spec `manage-users/businessUnitUsersTab`: the unit's own users (not deleted), filtered, paginated. */
    usersTab(admin: OrgAdmin, query: UsersTabQuery) {
      unitInScope(admin, query.unitId);
      const where = ["u.org_unit = @unit", "u.deleted_at IS NULL", "u.is_guest = 0"];
      const params: Record<string, string | number> = { unit: query.unitId };
      if (query.search) {
        where.push("(u.uid LIKE @search ESCAPE '\\' OR (u.first_name || ' ' || u.last_name) LIKE @search ESCAPE '\\' OR coalesce(u.employee_code, '') LIKE @search ESCAPE '\\')");
        params["search"] = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      }
      if (query.role) {
        where.push("EXISTS (SELECT 1 FROM user_group_members m WHERE m.user_uid = u.uid AND m.group_uid = @role)");
        params["role"] = query.role;
      }
      if (query.status) where.push(query.status === "ACTIVE" ? "u.disabled = 0" : "u.disabled = 1");
      const sqlWhere = where.join(" AND ");
      const total = (db.prepare(`SELECT count(*) AS n FROM users u WHERE ${sqlWhere}`).get(params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT ${USER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE ${sqlWhere} ORDER BY u.last_name, u.first_name, u.uid LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize }) as UserRow[];
      return {
        users: rows.map(userJson),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
      };
    },

    /**
     * Spec `searchUsersFromBillTo?soldToId=&searchText=`: users of the admin's scope (not deleted) matching the text, up
     * to 20. `soldToId` is the organisation's root (or a unit of the scope); anything else is 404.
     */
    searchUsers(admin: OrgAdmin, soldToId: string, searchText: string) {
      if (soldToId !== admin.root && !orgAdmins.inScope(admin, soldToId)) throw notInScope("Unit", soldToId);
      const text = `%${searchText.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = db
        .prepare(
          `SELECT ${USER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit JOIN json_each(@tree) t ON t.value = u.org_unit
           WHERE u.deleted_at IS NULL AND u.is_guest = 0
             AND (u.uid LIKE @text ESCAPE '\\' OR (u.first_name || ' ' || u.last_name) LIKE @text ESCAPE '\\' OR coalesce(u.employee_code, '') LIKE @text ESCAPE '\\')
           ORDER BY u.last_name, u.first_name, u.uid LIMIT 20`,
        )
        .all({ tree: admin.treeJson, text }) as UserRow[];
      return { users: rows.map(userJson) };
    },

    /**
     * Spec `addUserToSelectedBusinessUnit` {unitId, customerPK}: moves the user into the unit (enabled, in scope). As a
     * removal does, the move drops what tied the user to the unit they leave: its approver assignment, its cost centres
     * and its user groups (kept, they would point at a unit the user is no longer in).
     */
    addUser(admin: OrgAdmin, unitId: string, customerPK: string) {
      const unit = unitInScope(admin, unitId);
      const user = userInScope(admin, customerPK);
      if (unit.active !== 1) throw illegalState("disabledItem", "A user cannot be added to a disabled unit");
      if (user.uid === admin.uid) throw illegalState("self", "You cannot move yourself to another unit");
      if (user.unitUid === unit.uid) return { changed: false, user: userJson(user) };
      dropUnitLinks(user.unitUid, user.uid);
      moveUser.run(unit.uid, user.uid);
      orgAdmins.record(admin, "USER", user.uid, "moved to unit", { from: user.unitUid, to: unit.uid });
      orgAdmins.record(admin, "UNIT", unit.uid, "user added", { user: user.uid });
      return { changed: true, user: userJson({ ...user, unitUid: unit.uid, unitName: unit.name }) };
    },

    /**
     * Spec `manage-users/removeUserValidation` {unitId, customerPK}: what removing the user from the unit does — the user
     * moves to the parent unit; their approver assignment of this unit, cost centres of this unit and user groups of this
     * unit are dropped — and what blocks it (the root unit, or the top of the admin's scope; the admin themself).
     */
    removeValidation(admin: OrgAdmin, unitId: string, customerPK: string) {
      const unit = unitInScope(admin, unitId);
      const user = userInScope(admin, customerPK);
      const blockers = checkRemove(admin, unit, user);
      return {
        canRemove: blockers.length === 0,
        blockers,
        user: userJson(user),
        unit: { uid: unit.uid, name: unit.name },
        movesTo: unit.parent === null ? null : { uid: unit.parent, name: unit.parentName ?? unit.parent },
        drops: {
          approverOfUnit: (approverOfUnit.get(unit.uid, user.uid)?.n ?? 0) > 0,
          costCentres: unitCostCentresOfUser.all(user.uid, unit.uid),
          userGroups: unitGroupsOfUser.all(user.uid, unit.uid),
        },
      };
    },

    /** Spec `manage-users/removeUserFromUnit`: does what the validation said (refused with its first blocker). */
    removeUser(admin: OrgAdmin, unitId: string, customerPK: string) {
      const unit = unitInScope(admin, unitId);
      const user = userInScope(admin, customerPK);
      const [blocker] = checkRemove(admin, unit, user);
      if (blocker) throw illegalState(blocker.code as "rootUnit" | "self", blocker.message);
      dropUnitLinks(unit.uid, user.uid);
      moveUser.run(unit.parent!, user.uid);
      orgAdmins.record(admin, "USER", user.uid, "removed from unit", { from: unit.uid, to: unit.parent });
      orgAdmins.record(admin, "UNIT", unit.uid, "user removed", { user: user.uid });
      return { movedTo: { uid: unit.parent!, name: unit.parentName ?? unit.parent! } };
    },

    /** Users who may be assigned as the unit's approvers: active b2bapprovergroup members of the admin's scope. */
    approverCandidates(admin: OrgAdmin, unitId: string) {
      unitInScope(admin, unitId);
      const assigned = new Set(approvers.assignedToUnit(unitId).map((a) => a.uid));
      return { orgCustomers: unitApproverCandidates.all(admin.treeJson).map((row) => ({ ...userJson(row), selected: assigned.has(row.uid) })) };
    },

    /** Stock `POST .../orgUnits/{unitId}/orgCustomers/{orgCustomerId}/roles?roleId=b2bapprovergroup`. */
    assignApprover(admin: OrgAdmin, unitId: string, customerId: string) {
      const unit = unitInScope(admin, unitId);
      const user = userInScope(admin, customerId);
      if (unit.active !== 1) throw illegalState("disabledItem", "A disabled unit cannot be edited");
      if ((isApproverRole.get(user.uid)?.n ?? 0) === 0 || user.disabled === 1) throw fieldError("orgCustomerId", "The user is not an active approver");
      const changed = addUnitApprover.run(unit.uid, user.uid).changes > 0;
      if (changed) orgAdmins.record(admin, "UNIT", unit.uid, "approver assigned", { approver: user.uid });
      return { changed };
    },

    /** Stock `DELETE .../orgUnits/{unitId}/orgCustomers/{orgCustomerId}/roles/b2bapprovergroup`. */
    unassignApprover(admin: OrgAdmin, unitId: string, customerId: string) {
      const unit = unitInScope(admin, unitId);
      const user = userInScope(admin, customerId);
      if (unit.active !== 1) throw illegalState("disabledItem", "A disabled unit cannot be edited");
      const changed = dropUnitApprover.run(unit.uid, user.uid).changes > 0;
      if (changed) orgAdmins.record(admin, "UNIT", unit.uid, "approver unassigned", { approver: user.uid });
      return { changed };
    },
  };
}

export type OrgUnitsStore = ReturnType<typeof orgUnitsStore>;
