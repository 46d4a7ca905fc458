/**
 * User administration (issue 26, H3; docs/organisation.md "Users: roles, status, delete, payment details, approvers";
 * docs/occ-api.md "Organisation administration"). Every call starts from the admin (`orgAdmins.admin`) and finds the
 * user by customer PK inside the admin's scope (else 404 `notInScope`). Rules (400 IllegalStateError with a reason):
 *
 * - Roles: customergroup, b2bcustomergroup, b2bapprovergroup, b2bmanagergroup, b2badmingroup (adding it adds
 *   CustomerAdmin too, removing removes both); right unitorderviewergroup. A user keeps at least one role (`lastRole`);
 *   an admin cannot remove their own admin role (`self`); the organisation's last active admin keeps it (`lastAdmin`).
 *   A disabled user's roles cannot be changed (`disabledItem`).
 * - Deactivate: not oneself (`self`), not the organisation's last active admin (`lastAdmin`); `disabled = 1` and every
 *   token of the user revoked in the same transaction (their next request is signed out). Activate: refused while
 *   the user's unit or an ancestor is disabled (`parentDisabled`).
 * - Delete: `validateDeletion` answers blockers (self, lastAdmin) and warnings (orders pending approval, approver of
 *   units or users, member of user groups); `delete` refuses a blocker and soft-deletes: `deleted_at`, disabled, tokens
 *   revoked, approver, group and cost-centre links dropped; orders stay.
 * - Payment details: the cost centres linked to the user (one default). Addable: the active cost centres of the
 *   user's unit and its ancestors not yet linked. Removing the default makes the next one (by name) the default.
 * - User approvers: members of b2bapprovergroup (or admins), active, in the admin's scope, not the user.
 * Every change writes an audit row (`orgAdmins.record`) in its transaction; repeats of a change already made are
 * no-ops (a double submit never acts twice).
 */
import { type Db } from "../db";
import { OccError } from "../http/errors";
import { notInScope, type OrgAdmin, type OrgAdmins } from "./org-admin";

export const ROLE_GROUPS = [
  { uid: "customergroup", name: "Wearer" },
  { uid: "b2bcustomergroup", name: "Customer" },
  { uid: "b2bapprovergroup", name: "Approver" },
  { uid: "b2bmanagergroup", name: "Manager" },
  { uid: "b2badmingroup", name: "Admin" },
] as const;
export const RIGHT_GROUPS = [{ uid: "unitorderviewergroup", name: "View Unit-Level Orders" }] as const;
const ROLE_IDS: readonly string[] = ROLE_GROUPS.map((r) => r.uid);
const RIGHT_IDS: readonly string[] = RIGHT_GROUPS.map((r) => r.uid);
const ADMIN_GROUPS = "('b2badmingroup', 'CustomerAdmin')";

type Reason = "self" | "lastAdmin" | "lastRole" | "disabledItem" | "parentDisabled";
const refused = (reason: Reason, message: string) => new OccError(400, [{ type: "IllegalStateError", reason, message }]);
const invalidField = (subject: string, message: string) =>
  new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

/** Texts of the refusals (the storefront shows its own, by reason). */
export const USER_ADMIN_TEXTS = {
  selfAdminRole: "You cannot remove your own admin role",
  selfDeactivate: "You cannot deactivate yourself",
  selfDelete: "You cannot delete yourself",
  lastAdmin: "The organisation needs at least one active administrator",
  lastRole: "A user needs at least one role",
  disabled: "A disabled user cannot be edited",
  parentDisabled: "The user's unit is disabled: enable it first",
} as const;

interface Subject {
  uid: string;
  pk: number;
  name: string;
  unit: string;
  disabled: number;
}

export interface DeletionIssue {
  code: string;
  message: string;
}

export interface UserCostCentreJson {
  code: string;
  name: string;
  isDefault: boolean;
  active: boolean;
  unit: { uid: string; name: string };
}

export function orgUserAdminStore(db: Db, now: () => number, { orgAdmins }: { orgAdmins: OrgAdmins }) {
  const byPk = db.prepare<[number], Subject>(
    `SELECT uid, pk, first_name || ' ' || last_name AS name, org_unit AS unit, disabled FROM users
     WHERE pk = ? AND is_guest = 0 AND deleted_at IS NULL`,
  );
  const byUid = db.prepare<[string], Subject>(
    `SELECT uid, pk, first_name || ' ' || last_name AS name, org_unit AS unit, disabled FROM users
     WHERE uid = ? AND is_guest = 0 AND deleted_at IS NULL`,
  );
  const groupsOf = db.prepare<[string], { uid: string }>("SELECT group_uid AS uid FROM user_group_members WHERE user_uid = ?");
  const nextPosition = db.prepare<[string], { p: number }>("SELECT coalesce(max(position), -1) + 1 AS p FROM user_group_members WHERE user_uid = ? AND position < 100");
  const addMember = db.prepare<[string, string, number]>("INSERT OR IGNORE INTO user_group_members (user_uid, group_uid, position) VALUES (?, ?, ?)");
  const removeMember = db.prepare<[string, string]>("DELETE FROM user_group_members WHERE user_uid = ? AND group_uid = ?");
  const orgTree = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth) AS (SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT uid FROM down`,
  );
  const activeAdminsIn = db.prepare<[string], { uid: string }>(
    `SELECT DISTINCT u.uid FROM users u JOIN user_group_members m ON m.user_uid = u.uid AND m.group_uid IN ${ADMIN_GROUPS}
     WHERE u.disabled = 0 AND u.deleted_at IS NULL AND u.org_unit IN (SELECT value FROM json_each(?))`,
  );
  const ancestry = db.prepare<[string], { uid: string; name: string; active: number }>(
    `WITH RECURSIVE up(uid, parent, name, active, depth) AS (
       SELECT uid, parent_uid, name, active, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, o.name, o.active, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT uid, name, active FROM up ORDER BY depth`,
  );
  const setDisabled = db.prepare<[number, string]>("UPDATE users SET disabled = ? WHERE uid = ?");
  const revokeAll = db.prepare<[number, string]>("UPDATE oauth_tokens SET revoked_at = ? WHERE user_uid = ? AND revoked_at IS NULL");
  const markDeleted = db.prepare<[number, string]>("UPDATE users SET deleted_at = ?, disabled = 1 WHERE uid = ?");
  const pendingOrders = db.prepare<[string, string], { n: number }>(
    "SELECT count(*) AS n FROM orders WHERE (user_uid = ? OR placed_by_uid = ?) AND status = 'PENDING_APPROVAL'",
  );
  const approverOfUnits = db.prepare<[string], { name: string }>(
    "SELECT ou.name FROM unit_approvers a JOIN org_units ou ON ou.uid = a.unit_uid WHERE a.approver_uid = ? ORDER BY ou.name",
  );
  const approverOfUsers = db.prepare<[string], { name: string }>(
    `SELECT u.first_name || ' ' || u.last_name AS name FROM user_approvers a JOIN users u ON u.uid = a.user_uid
     WHERE a.approver_uid = ? AND u.deleted_at IS NULL ORDER BY u.last_name, u.first_name`,
  );
  const orgGroupsOf = db.prepare<[string], { uid: string; name: string }>(
    `SELECT g.uid, g.name FROM user_group_members m JOIN user_groups g ON g.uid = m.group_uid
     WHERE m.user_uid = ? AND g.unit_uid IS NOT NULL ORDER BY g.name`,
  );
  const dropUnitApprovals = db.prepare<[string]>("DELETE FROM unit_approvers WHERE approver_uid = ?");
  const dropUserApprovals = db.prepare<[string, string]>("DELETE FROM user_approvers WHERE approver_uid = ? OR user_uid = ?");
  const dropOrgGroups = db.prepare<[string]>(
    "DELETE FROM user_group_members WHERE user_uid = ? AND group_uid IN (SELECT uid FROM user_groups WHERE unit_uid IS NOT NULL)",
  );
  const dropCostCentres = db.prepare<[string]>("DELETE FROM user_cost_centres WHERE user_uid = ?");

  const linkedCostCentres = db.prepare<[string], { code: string; name: string; isDefault: number; active: number; unitUid: string; unitName: string }>(
    `SELECT c.code, c.name, l.is_default AS isDefault, c.active, ou.uid AS unitUid, ou.name AS unitName
     FROM user_cost_centres l JOIN cost_centres c ON c.code = l.cost_centre_code JOIN org_units ou ON ou.uid = c.unit_uid
     WHERE l.user_uid = ? ORDER BY l.is_default DESC, c.name, c.code`,
  );
  const addableCostCentres = db.prepare<{ user: string; units: string; like: string; limit: number }, { code: string; name: string; unitUid: string; unitName: string }>(
    `SELECT c.code, c.name, ou.uid AS unitUid, ou.name AS unitName FROM cost_centres c JOIN org_units ou ON ou.uid = c.unit_uid
     WHERE c.active = 1 AND c.unit_uid IN (SELECT value FROM json_each(@units))
       AND NOT EXISTS (SELECT 1 FROM user_cost_centres l WHERE l.user_uid = @user AND l.cost_centre_code = c.code)
       AND (@like = '' OR lower(c.code) LIKE @like ESCAPE '\\' OR lower(c.name) LIKE @like ESCAPE '\\')
     ORDER BY c.name, c.code LIMIT @limit`,
  );
  const linkCostCentre = db.prepare<[string, string, number]>("INSERT OR IGNORE INTO user_cost_centres (user_uid, cost_centre_code, is_default) VALUES (?, ?, ?)");
  const unlinkCostCentre = db.prepare<[string, string]>("DELETE FROM user_cost_centres WHERE user_uid = ? AND cost_centre_code = ?");
  const clearDefault = db.prepare<[string]>("UPDATE user_cost_centres SET is_default = 0 WHERE user_uid = ? AND is_default = 1");
  const makeDefault = db.prepare<[string, string]>("UPDATE user_cost_centres SET is_default = 1 WHERE user_uid = ? AND cost_centre_code = ?");

  const approverCandidates = db.prepare<{ tree: string; user: string }, { uid: string; pk: number; name: string; email: string; unitUid: string; unitName: string; selected: number }>(
    `SELECT u.uid, u.pk, u.first_name || ' ' || u.last_name AS name, u.uid AS email, ou.uid AS unitUid, ou.name AS unitName,
            EXISTS (SELECT 1 FROM user_approvers a WHERE a.user_uid = @user AND a.approver_uid = u.uid) AS selected
     FROM users u JOIN org_units ou ON ou.uid = u.org_unit
     WHERE u.org_unit IN (SELECT value FROM json_each(@tree)) AND u.disabled = 0 AND u.deleted_at IS NULL AND u.is_guest = 0 AND u.uid <> @user
       AND EXISTS (SELECT 1 FROM user_group_members m WHERE m.user_uid = u.uid AND m.group_uid IN ('b2bapprovergroup', 'b2badmingroup', 'CustomerAdmin'))
     ORDER BY selected DESC, u.last_name, u.first_name, u.uid`,
  );
  const isApproverMember = db.prepare<[string], { n: number }>(
    "SELECT count(*) AS n FROM user_group_members WHERE user_uid = ? AND group_uid IN ('b2bapprovergroup', 'b2badmingroup', 'CustomerAdmin')",
  );
  const addUserApprover = db.prepare<[string, string]>("INSERT OR IGNORE INTO user_approvers (user_uid, approver_uid) VALUES (?, ?)");
  const removeUserApprover = db.prepare<[string, string]>("DELETE FROM user_approvers WHERE user_uid = ? AND approver_uid = ?");

  /** The user with this customer PK, in the admin's scope (404 otherwise, also for deleted users). */
  function subject(admin: OrgAdmin, customerPk: string): Subject {
    const pk = /^\d{1,12}$/.test(customerPk) ? Number(customerPk) : NaN;
    const user = Number.isSafeInteger(pk) ? byPk.get(pk) : undefined;
    if (!user || !orgAdmins.inScope(admin, user.unit)) throw notInScope("User", customerPk);
    return user;
  }

  /** The user with this uid in the admin's scope (stock calls name users by uid). */
  function subjectByUid(admin: OrgAdmin, uid: string): Subject {
    const user = byUid.get(uid.toLowerCase());
    if (!user || !orgAdmins.inScope(admin, user.unit)) throw notInScope("User", uid);
    return user;
  }

  const groupSet = (uid: string) => new Set(groupsOf.all(uid).map((row) => row.uid));
  const isAdminUser = (groups: Set<string>) => groups.has("b2badmingroup") || groups.has("CustomerAdmin");

  /** True when `user` is the only active admin of the admin's organisation (the root's tree). */
  function lastActiveAdmin(admin: OrgAdmin, user: Subject): boolean {
    if (user.disabled === 1) return false;
    const tree = JSON.stringify(orgTree.all(admin.root).map((row) => row.uid));
    const admins = activeAdminsIn.all(tree).map((row) => row.uid);
    return admins.length === 1 && admins[0] === user.uid;
  }

  function deletionBlockers(admin: OrgAdmin, user: Subject): DeletionIssue[] {
    const blockers: DeletionIssue[] = [];
    if (user.uid === admin.uid) blockers.push({ code: "self", message: USER_ADMIN_TEXTS.selfDelete });
    if (isAdminUser(groupSet(user.uid)) && lastActiveAdmin(admin, user)) blockers.push({ code: "lastAdmin", message: USER_ADMIN_TEXTS.lastAdmin });
    return blockers;
  }

  const ancestorsOf = (unit: string) => ancestry.all(unit);

  return {
    /** `GET roleDetails`: the role groups and the rights a user may have. */
    roleDetails() {
      return { roles: ROLE_GROUPS.map((r) => ({ ...r })), rights: RIGHT_GROUPS.map((r) => ({ ...r })) };
    },

    /** `POST manage-users/updateRole`: adds a role or right (a repeat is a no-op). */
    addRole(admin: OrgAdmin, customerPk: string, roleId: string): void {
      if (!ROLE_IDS.includes(roleId) && !RIGHT_IDS.includes(roleId)) throw invalidField("roleId", `Unknown role '${roleId}'`);
      const user = subject(admin, customerPk);
      if (user.disabled === 1) throw refused("disabledItem", USER_ADMIN_TEXTS.disabled);
      const groups = groupSet(user.uid);
      if (groups.has(roleId)) return;
      const position = nextPosition.get(user.uid)?.p ?? 0;
      addMember.run(user.uid, roleId, position);
      if (roleId === "b2badmingroup") addMember.run(user.uid, "CustomerAdmin", position + 1);
      orgAdmins.record(admin, "USER", String(user.pk), "addRole", { roleId });
    },

    /** `PATCH manage-users/removeRole`: removes a role or right (not held: a no-op). */
    removeRole(admin: OrgAdmin, customerPk: string, roleId: string): void {
      if (!ROLE_IDS.includes(roleId) && !RIGHT_IDS.includes(roleId)) throw invalidField("roleId", `Unknown role '${roleId}'`);
      const user = subject(admin, customerPk);
      if (user.disabled === 1) throw refused("disabledItem", USER_ADMIN_TEXTS.disabled);
      const groups = groupSet(user.uid);
      const adminRole = roleId === "b2badmingroup";
      if (!groups.has(roleId) && !(adminRole && groups.has("CustomerAdmin"))) return;
      if (adminRole && user.uid === admin.uid) throw refused("self", USER_ADMIN_TEXTS.selfAdminRole);
      if (ROLE_IDS.includes(roleId)) {
        const remaining = ROLE_IDS.filter((role) => role !== roleId && groups.has(role));
        if (remaining.length === 0) throw refused("lastRole", USER_ADMIN_TEXTS.lastRole);
      }
      if (adminRole && lastActiveAdmin(admin, user)) throw refused("lastAdmin", USER_ADMIN_TEXTS.lastAdmin);
      removeMember.run(user.uid, roleId);
      if (adminRole) removeMember.run(user.uid, "CustomerAdmin");
      orgAdmins.record(admin, "USER", String(user.pk), "removeRole", { roleId });
    },

    /** `POST manage-users/deactivate`: disabled, every token revoked (a repeat is a no-op). */
    deactivate(admin: OrgAdmin, customerPk: string): void {
      const user = subject(admin, customerPk);
      if (user.uid === admin.uid) throw refused("self", USER_ADMIN_TEXTS.selfDeactivate);
      if (user.disabled === 1) return;
      if (isAdminUser(groupSet(user.uid)) && lastActiveAdmin(admin, user)) throw refused("lastAdmin", USER_ADMIN_TEXTS.lastAdmin);
      setDisabled.run(1, user.uid);
      revokeAll.run(now(), user.uid);
      orgAdmins.record(admin, "USER", String(user.pk), "deactivate");
    },

    /** `POST manage-users/activate`: refused while the unit or an ancestor is disabled (a repeat is a no-op). */
    activate(admin: OrgAdmin, customerPk: string): void {
      const user = subject(admin, customerPk);
      if (ancestorsOf(user.unit).some((unit) => unit.active === 0)) throw refused("parentDisabled", USER_ADMIN_TEXTS.parentDisabled);
      if (user.disabled === 0) return;
      setDisabled.run(0, user.uid);
      orgAdmins.record(admin, "USER", String(user.pk), "activate");
    },

    /** `POST manage-users/validatedeletion`: what deleting would do. */
    validateDeletion(admin: OrgAdmin, customerPk: string) {
      const user = subject(admin, customerPk);
      const blockers = deletionBlockers(admin, user);
      const warnings: DeletionIssue[] = [];
      const pending = pendingOrders.get(user.uid, user.uid)?.n ?? 0;
      if (pending > 0) {
        warnings.push({ code: "pendingOrders", message: `${pending} ${pending === 1 ? "order is" : "orders are"} waiting for approval; they stay with the organisation` });
      }
      const units = approverOfUnits.all(user.uid).map((row) => row.name);
      if (units.length > 0) warnings.push({ code: "unitApprover", message: `Approver of ${units.join(", ")}: the assignment is removed` });
      const users = approverOfUsers.all(user.uid).map((row) => row.name);
      if (users.length > 0) warnings.push({ code: "userApprover", message: `Approver of ${users.join(", ")}: the assignment is removed` });
      const groups = orgGroupsOf.all(user.uid).map((row) => row.name);
      if (groups.length > 0) warnings.push({ code: "groupMember", message: `Member of ${groups.join(", ")}: the membership is removed` });
      return { customerPK: String(user.pk), canDelete: blockers.length === 0, blockers, warnings };
    },

    /** `DELETE manage-users/delete`: the soft delete (blockers refused). */
    delete(admin: OrgAdmin, customerPk: string): void {
      const user = subject(admin, customerPk);
      const [blocker] = deletionBlockers(admin, user);
      if (blocker) throw refused(blocker.code === "self" ? "self" : "lastAdmin", blocker.message);
      markDeleted.run(now(), user.uid);
      revokeAll.run(now(), user.uid);
      dropUnitApprovals.run(user.uid);
      dropUserApprovals.run(user.uid, user.uid);
      dropOrgGroups.run(user.uid);
      dropCostCentres.run(user.uid);
      orgAdmins.record(admin, "USER", String(user.pk), "delete");
    },

    /** `GET manage-users/user-payment-details?customerPk`: the cost centres linked to the user. */
    paymentDetails(admin: OrgAdmin, customerPk: string) {
      const user = subject(admin, customerPk);
      return { customerPK: String(user.pk), costCentres: costCentresOf(user.uid) };
    },

    /** `GET costcenter-search-paymentdetails?search&customerPK`: cost centres the user may be given. */
    searchCostCentres(admin: OrgAdmin, customerPk: string, search: string) {
      const user = subject(admin, customerPk);
      return { costCenters: addable(user, search) };
    },

    /** `GET add-costCenter-payment-details?costCenterCodes&customerPK`: links them (the first becomes the default when none is). */
    addCostCentres(admin: OrgAdmin, customerPk: string, codes: string[]) {
      const user = subject(admin, customerPk);
      if (user.disabled === 1) throw refused("disabledItem", USER_ADMIN_TEXTS.disabled);
      const linked = new Set(costCentresOf(user.uid).map((c) => c.code));
      const allowed = new Set(addable(user, "", 10_000).map((c) => c.code));
      const fresh = codes.filter((code) => !linked.has(code));
      const unknown = fresh.find((code) => !allowed.has(code));
      if (unknown !== undefined) throw invalidField("costCenterCodes", `Cost centre '${unknown}' cannot be given to this user`);
      if (fresh.length > 0) {
        const hasDefault = costCentresOf(user.uid).some((c) => c.isDefault);
        fresh.forEach((code, index) => linkCostCentre.run(user.uid, code, !hasDefault && index === 0 ? 1 : 0));
        orgAdmins.record(admin, "USER", String(user.pk), "addCostCentres", { codes: fresh });
      }
      return { customerPK: String(user.pk), costCentres: costCentresOf(user.uid) };
    },

    /** `DELETE manage-users/user-payment-details/{pk}/removeCostCenter/{ccId}` (not linked: 404). */
    removeCostCentre(admin: OrgAdmin, customerPk: string, code: string) {
      const user = subject(admin, customerPk);
      if (user.disabled === 1) throw refused("disabledItem", USER_ADMIN_TEXTS.disabled);
      const linked = costCentresOf(user.uid);
      const centre = linked.find((c) => c.code === code);
      if (!centre) throw notInScope("Cost centre", code);
      unlinkCostCentre.run(user.uid, code);
      if (centre.isDefault) {
        const next = linked.find((c) => c.code !== code);
        if (next) makeDefault.run(user.uid, next.code);
      }
      orgAdmins.record(admin, "USER", String(user.pk), "removeCostCentre", { code });
      return { customerPK: String(user.pk), costCentres: costCentresOf(user.uid) };
    },

    /** `PATCH manage-users/user-payment-details/{pk}/updateDefaultCostCenter/{ccId}` (not linked: 404; inactive: refused). */
    setDefaultCostCentre(admin: OrgAdmin, customerPk: string, code: string) {
      const user = subject(admin, customerPk);
      if (user.disabled === 1) throw refused("disabledItem", USER_ADMIN_TEXTS.disabled);
      const centre = costCentresOf(user.uid).find((c) => c.code === code);
      if (!centre) throw notInScope("Cost centre", code);
      if (!centre.active) throw refused("disabledItem", "A disabled cost centre cannot be the default");
      if (!centre.isDefault) {
        clearDefault.run(user.uid);
        makeDefault.run(user.uid, code);
        orgAdmins.record(admin, "USER", String(user.pk), "setDefaultCostCentre", { code });
      }
      return { customerPK: String(user.pk), costCentres: costCentresOf(user.uid) };
    },

    /** Stock `GET users/{u}/orgCustomers/{id}/approvers`: who may approve the user's orders, `selected` when assigned. */
    approvers(admin: OrgAdmin, orgCustomerId: string) {
      const user = subjectByUid(admin, orgCustomerId);
      const rows = approverCandidates.all({ tree: admin.treeJson, user: user.uid });
      return rows.map((row) => ({
        uid: row.uid,
        customerId: String(row.pk),
        name: row.name,
        email: row.email,
        active: true,
        selected: row.selected === 1,
        orgUnit: { uid: row.unitUid, name: row.unitName },
      }));
    },

    /** Stock `POST users/{u}/orgCustomers/{id}/approvers/{approverId}` (a repeat is a no-op). */
    addApprover(admin: OrgAdmin, orgCustomerId: string, approverId: string) {
      const user = subjectByUid(admin, orgCustomerId);
      const approver = subjectByUid(admin, approverId);
      if (user.disabled === 1) throw refused("disabledItem", USER_ADMIN_TEXTS.disabled);
      if (approver.uid === user.uid) throw invalidField("approverId", "A user cannot approve their own orders");
      if (approver.disabled === 1 || (isApproverMember.get(approver.uid)?.n ?? 0) === 0) {
        throw invalidField("approverId", `'${approverId}' is not an active approver`);
      }
      if (addUserApprover.run(user.uid, approver.uid).changes > 0) {
        orgAdmins.record(admin, "USER", String(user.pk), "addApprover", { approver: approver.uid });
      }
      return { id: approver.uid, selected: true };
    },

    /** Stock `DELETE users/{u}/orgCustomers/{id}/approvers/{approverId}` (not assigned: a no-op). */
    removeApprover(admin: OrgAdmin, orgCustomerId: string, approverId: string) {
      const user = subjectByUid(admin, orgCustomerId);
      if (user.disabled === 1) throw refused("disabledItem", USER_ADMIN_TEXTS.disabled);
      if (removeUserApprover.run(user.uid, approverId.toLowerCase()).changes > 0) {
        orgAdmins.record(admin, "USER", String(user.pk), "removeApprover", { approver: approverId.toLowerCase() });
      }
      return { id: approverId.toLowerCase(), selected: false };
    },
  };

  function costCentresOf(userUid: string): UserCostCentreJson[] {
    return linkedCostCentres.all(userUid).map((row) => ({
      code: row.code,
      name: row.name,
      isDefault: row.isDefault === 1,
      active: row.active === 1,
      unit: { uid: row.unitUid, name: row.unitName },
    }));
  }

  function addable(user: Subject, search: string, limit = 50) {
    const units = JSON.stringify(ancestry.all(user.unit).map((unit) => unit.uid));
    const like = search.trim() === "" ? "" : `%${search.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return addableCostCentres
      .all({ user: user.uid, units, like, limit })
      .map((row) => ({ code: row.code, name: row.name, unit: { uid: row.unitUid, name: row.unitName } }));
  }
}

export type OrgUserAdminStore = ReturnType<typeof orgUserAdminStore>;
