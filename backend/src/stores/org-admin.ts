/**
 * Organisation administration (issue 26; docs/organisation.md, docs/occ-api.md "Organisation administration"): who may
 * administer, what they see, and the audit trail. Every org-admin store (org-units.ts, org-users.ts,
 * org-user-groups.ts, org-tiles.ts) starts from `orgAdmins(db).admin(...)` and checks visibility here.
 *
 * - Administrators are members of `b2badmingroup` or `CustomerAdmin` (spec part 1 §6, part 2 §3), not disabled, not
 *   deleted, on the request's base site. Anybody else: 403 ForbiddenError 'No sufficient permissions to access this page'.
 * - Scope: the admin's own unit and every unit below it (spec part 2 §6 "users see child units of their unit"). A
 *   unit, user or user group outside the scope does not exist for the admin: 404 UnknownIdentifierError (an admin of
 *   another organisation, or of a sibling subtree, learns nothing).
 * - Audit: every change writes a row (`record`); detail pages show the newest (`lastChange`).
 */
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden, OccError } from "../http/errors";

export const ORG_ADMIN_GROUPS = ["b2badmingroup", "CustomerAdmin"] as const;
/**
 * Issue 28: who may use the finance area — administrators and members of `financegroup` (the organisation's finance
 * people; docs/finance.md). Their scope is the same as an admin's: their unit and every unit below it.
 */
export const FINANCE_GROUPS = [...ORG_ADMIN_GROUPS, "financegroup"] as const;
/** The forbidden text of the organisation area (spec part 2 §6). */
export const NO_PERMISSION = "No sufficient permissions to access this page";

export type AuditEntity = "UNIT" | "USER" | "USER_GROUP" | "COST_CENTRE" | "BUDGET" | "PURCHASE_LIMIT";

export interface OrgAdmin {
  uid: string;
  name: string;
  /** The admin's own unit (the top of their scope). */
  unit: string;
  /** The root unit of the admin's organisation. */
  root: string;
  site: string;
  /** The admin's unit and every unit below it (active or not), top-down. */
  tree: string[];
  /** `tree` as a JSON array, for `IN (SELECT value FROM json_each(@tree))`. */
  treeJson: string;
}

export interface LastChange {
  by: { uid: string; name: string };
  /** ISO 8601 */
  at: string;
  action: string;
}

/** 404 UnknownIdentifierError: an id that does not exist or is outside the admin's scope (the same answer). */
export const notInScope = (what: string, id: string) =>
  new OccError(404, [{ type: "UnknownIdentifierError", message: `${what} '${id}' not found`, subject: id }]);

export function orgAdmins(db: Db, now: () => number) {
  const findUser = db.prepare<[string], { uid: string; name: string; unit: string; site: string; disabled: number; deletedAt: number | null }>(
    `SELECT u.uid, u.first_name || ' ' || u.last_name AS name, u.org_unit AS unit, ou.site, u.disabled, u.deleted_at AS deletedAt
     FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE u.uid = ? AND u.is_guest = 0`,
  );
  const isAdmin = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM user_group_members WHERE user_uid = ? AND group_uid IN ('b2badmingroup', 'CustomerAdmin')`,
  );
  const isFinance = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM user_group_members WHERE user_uid = ? AND group_uid IN ('b2badmingroup', 'CustomerAdmin', 'financegroup')`,
  );
  const findTree = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth, path) AS (
       SELECT uid, 0, name FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1, down.path || char(31) || o.name FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT uid FROM down ORDER BY path`,
  );
  const findRoot = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE up(uid, parent, depth) AS (
       SELECT uid, parent_uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT uid FROM up WHERE parent IS NULL`,
  );
  const insertAudit = db.prepare<{ entity: AuditEntity; id: string; action: string; actor: string; at: number; detail: string | null }>(
    `INSERT INTO org_audit (entity_type, entity_id, action, actor_uid, at, detail_json) VALUES (@entity, @id, @action, @actor, @at, @detail)`,
  );
  const newestAudit = db.prepare<[AuditEntity, string], { uid: string; name: string; at: number; action: string }>(
    `SELECT a.actor_uid AS uid, u.first_name || ' ' || u.last_name AS name, a.at, a.action
     FROM org_audit a JOIN users u ON u.uid = a.actor_uid WHERE a.entity_type = ? AND a.entity_id = ? ORDER BY a.at DESC, a.id DESC LIMIT 1`,
  );

  function member(userUid: string | null | undefined, userId: string, site: BaseSite, inGroups: typeof isAdmin): OrgAdmin {
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) throw forbidden("Access to another user's organisation is not allowed");
    const user = findUser.get(userUid);
    if (!user || user.disabled === 1 || user.deletedAt !== null || user.site !== site.uid) throw forbidden(NO_PERMISSION);
    if ((inGroups.get(userUid)?.n ?? 0) === 0) throw forbidden(NO_PERMISSION);
    const tree = findTree.all(user.unit).map((row) => row.uid);
    return { uid: user.uid, name: user.name, unit: user.unit, root: findRoot.get(user.unit)?.uid ?? user.unit, site: site.uid, tree, treeJson: JSON.stringify(tree) };
  }

  return {
    /**
     * The administrator behind the token: `userId` must be `current` or their own uid (403 otherwise, as SAP), they
     * must be an admin of an organisation on this base site (403 'No sufficient permissions to access this page').
     */
    admin(userUid: string | null | undefined, userId: string, site: BaseSite): OrgAdmin {
      return member(userUid, userId, site, isAdmin);
    },

    /**
     * Issue 28: the finance user behind the token (an admin or a `financegroup` member; `FINANCE_GROUPS`), with the
     * same rules and the same scope as `admin`. Every finance store starts here.
     */
    finance(userUid: string | null | undefined, userId: string, site: BaseSite): OrgAdmin {
      return member(userUid, userId, site, isFinance);
    },

    /** True when the unit is in the admin's scope. */
    inScope(admin: OrgAdmin, unitUid: string): boolean {
      return admin.tree.includes(unitUid);
    },

    /** Throws 404 unless the unit is in the admin's scope. */
    requireUnit(admin: OrgAdmin, unitUid: string, what = "Unit"): void {
      if (!admin.tree.includes(unitUid)) throw notInScope(what, unitUid);
    },

    /** Writes one audit row (call inside the change's transaction). */
    record(admin: OrgAdmin, entity: AuditEntity, id: string, action: string, detail?: Record<string, unknown>): void {
      insertAudit.run({ entity, id, action, actor: admin.uid, at: now(), detail: detail ? JSON.stringify(detail) : null });
    },

    /** The newest change of an entity ('last changed by … on …'), or null when it was never changed here. */
    lastChange(entity: AuditEntity, id: string): LastChange | null {
      const row = newestAudit.get(entity, id);
      return row ? { by: { uid: row.uid, name: row.name }, at: new Date(row.at).toISOString(), action: row.action } : null;
    },
  };
}

export type OrgAdmins = ReturnType<typeof orgAdmins>;
