/**
 * Organisation users (issue 26, H2; docs/organisation.md "Users"; docs/occ-api.md "Organisation administration"): the
 * list with its filters, the user detail (getUserDetails), create-wwg-user, the employee code generator and the three
 * server-side checks (employee code, e-mail, mobile; spec part 2 §5), and the personal / contact / employee edits.
 *
 * Rules (every call starts with `orgAdmins.admin(...)` in the route):
 * - Scope: only users of the admin's unit and the units below it exist for the admin (404 `notInScope` otherwise);
 *   deleted users (`deleted_at`) never appear; guests are not organisation users.
 * - Duplicates are checked across ALL users (every organisation, deleted ones too): e-mail (the login, `users.uid`),
 *   employee code (case-insensitive; stored upper case) and mobile (normalised like rules/mobile-number.ts). A
 *   duplicate on create or edit is 409 AlreadyExistsError 'User already exists' with the subject.
 * - A new user's unit is in scope (404) and enabled (400 IllegalStateError `parentDisabled`); so is the unit an
 *   employee-details edit moves the user to. A disabled user, or a user of a disabled unit, is read-only
 *   (`disabledItem`).
 * - Create is idempotent per admin and `Idempotency-Key` (table org_idempotency); every change writes an audit row
 *   (`USER`, the customer PK) in its transaction. A new user has no password: a "set your password" link (a password
 *   reset token) goes to the outbox.
 * - An e-mail change renames `users.uid` and every reference (as the login change of stores/account-security.ts) and
 *   ends the user's sessions.
 */
import { randomBytes } from "node:crypto";
import { type AppConfig } from "../config";
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { OccError } from "../http/errors";
import { sendMessage } from "../outbox";
import { hashSecret } from "../passwords";
import { normaliseMobile } from "../rules/mobile-number";
import { userReferences } from "./account-security";
import { notInScope, type OrgAdmin, type OrgAdmins, type LastChange } from "./org-admin";
import { type ApproverJson, type ApproverReader, type EffectiveApprovers } from "./org-approvers";
import { hashResetToken } from "./password-reset";

/** Role groups of an organisation user (spec part 2 §3) and the right; `CustomerAdmin` follows `b2badmingroup`. */
export const ORG_ROLES = [
  { uid: "customergroup", name: "Wearer" },
  { uid: "b2bcustomergroup", name: "Customer" },
  { uid: "b2bapprovergroup", name: "Approver" },
  { uid: "b2bmanagergroup", name: "Manager" },
  { uid: "b2badmingroup", name: "Admin" },
] as const;
export const ORG_RIGHTS = [{ uid: "unitorderviewergroup", name: "View Unit-Level Orders" }] as const;
export const ROLE_UIDS: readonly string[] = [...ORG_ROLES, ...ORG_RIGHTS].map((role) => role.uid);
const ROLE_LIST_SQL = ROLE_UIDS.map((uid) => `'${uid}'`).join(", ");

/** Employee codes: letters, digits and hyphens (stored upper case). */
export const EMPLOYEE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,29}$/;

/** The backend's texts (the storefront shows its own, from the subject). */
export const ORG_USER_TEXTS = {
  alreadyExists: "User already exists",
  codeTaken: "This employee code is already in use",
  emailTaken: "This e-mail address is already in use",
  mobileTaken: "This mobile number is already in use",
  codeInvalid: "Employee codes are 1 to 30 letters, digits or hyphens",
  emailInvalid: "Not a valid e-mail address",
  mobileInvalid: "Must be 8 to 15 digits",
  disabledItem: "A disabled user cannot be edited",
  unitDisabled: (unit: string) => `Unit '${unit}' is disabled`,
};

export interface OrgUserRow {
  pk: string;
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  employeeCode: string | null;
  unit: { uid: string; name: string };
  roles: string[];
  active: boolean;
}

export interface OrgUserDetails extends Omit<OrgUserRow, "unit"> {
  titleCode: string | null;
  mobile: string | null;
  unit: { uid: string; name: string; active: boolean };
  userGroups: { uid: string; name: string }[];
  costCentres: { code: string; name: string; isDefault: boolean; active: boolean }[];
  approvers: ApproverJson[];
  effectiveApprovers: EffectiveApprovers;
  canEdit: boolean;
  lastChange: LastChange | null;
}

export interface OrgUserListQuery {
  currentPage: number;
  pageSize: number;
  sort: "byName" | "byEmail";
  search?: string;
  unitId?: string;
  role?: string;
  status?: "ACTIVE" | "DISABLED";
}

export interface CreateOrgUser {
  titleCode?: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  employeeCode: string;
  unitId: string;
  roles: string[];
}

interface RowSql {
  pk: string;
  uid: string;
  firstName: string;
  lastName: string;
  employeeCode: string | null;
  disabled: number;
  unitUid: string;
  unitName: string;
  roles: string | null;
}
interface DetailSql extends RowSql {
  titleCode: string | null;
  mobile: string | null;
  unitActive: number;
  deletedAt: number | null;
  isGuest: number;
}

const ROW_COLUMNS = `CAST(u.pk AS TEXT) AS pk, u.uid, u.first_name AS firstName, u.last_name AS lastName, u.employee_code AS employeeCode,
  u.disabled, ou.uid AS unitUid, ou.name AS unitName,
  (SELECT group_concat(m.group_uid) FROM user_group_members m WHERE m.user_uid = u.uid AND m.group_uid IN (${ROLE_LIST_SQL})) AS roles`;

const roleOrder = (uid: string) => ROLE_UIDS.indexOf(uid);
const rowJson = (row: RowSql): OrgUserRow => ({
  pk: row.pk,
  uid: row.uid,
  email: row.uid,
  firstName: row.firstName,
  lastName: row.lastName,
  name: `${row.firstName} ${row.lastName}`,
  employeeCode: row.employeeCode,
  unit: { uid: row.unitUid, name: row.unitName },
  roles: (row.roles ? row.roles.split(",") : []).sort((a, b) => roleOrder(a) - roleOrder(b)),
  active: row.disabled === 0,
});

const illegalState = (reason: "disabledItem" | "parentDisabled", message: string, subject?: string) =>
  new OccError(400, [{ type: "IllegalStateError", reason, message, ...(subject ? { subject } : {}) }]);
const conflict = (subject: "email" | "employeeCode" | "mobile") =>
  new OccError(409, [{ type: "AlreadyExistsError", subject, message: ORG_USER_TEXTS.alreadyExists }]);

/** `%text%` for LIKE with `\` as the escape character. */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The organisation's employee-code prefix: the root unit's first word, at most four letters (ACME-, KIWI-, HARB-). */
export function codePrefix(rootUid: string): string {
  const word = (rootUid.split(/[^A-Za-z0-9]/)[0] ?? rootUid).toUpperCase().slice(0, 4);
  return `${word || "ORG"}-`;
}

export function orgUsersStore(db: Db, now: () => number, config: AppConfig, deps: { orgAdmins: OrgAdmins; approvers: ApproverReader }) {
  const { orgAdmins, approvers } = deps;

  const LIST_WHERE = `u.org_unit IN (SELECT value FROM json_each(@tree)) AND u.deleted_at IS NULL AND u.is_guest = 0
     AND (@unit IS NULL OR u.org_unit = @unit)
     AND (@role IS NULL OR EXISTS (SELECT 1 FROM user_group_members r WHERE r.user_uid = u.uid AND r.group_uid = @role))
     AND (@status IS NULL OR u.disabled = @status)
     AND (@like IS NULL OR lower(u.first_name || ' ' || u.last_name) LIKE @like ESCAPE '\\' OR u.uid LIKE @like ESCAPE '\\'
          OR lower(coalesce(u.employee_code, '')) LIKE @like ESCAPE '\\')`;
  type ListParams = { tree: string; unit: string | null; role: string | null; status: number | null; like: string | null };
  const countUsers = db.prepare<ListParams, { n: number }>(`SELECT count(*) AS n FROM users u WHERE ${LIST_WHERE}`);
  const pageBy = (order: string) =>
    db.prepare<ListParams & { limit: number; offset: number }, RowSql>(
      `SELECT ${ROW_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE ${LIST_WHERE}
       ORDER BY ${order}, u.pk LIMIT @limit OFFSET @offset`,
    );
  const pages = {
    byName: pageBy("lower(u.last_name), lower(u.first_name)"),
    byEmail: pageBy("u.uid"),
  };

  const detailByPk = db.prepare<[number], DetailSql>(
    `SELECT ${ROW_COLUMNS}, u.title_code AS titleCode, u.mobile, ou.active AS unitActive, u.deleted_at AS deletedAt, u.is_guest AS isGuest
     FROM users u JOIN org_units ou ON ou.uid = u.org_unit WHERE u.pk = ?`,
  );
  const groupsOf = db.prepare<[string], { uid: string; name: string }>(
    `SELECT g.uid, g.name FROM user_group_members m JOIN user_groups g ON g.uid = m.group_uid
     WHERE m.user_uid = ? AND g.unit_uid IS NOT NULL ORDER BY g.name`,
  );
  const costCentresOf = db.prepare<[string], { code: string; name: string; isDefault: number; active: number }>(
    `SELECT c.code, c.name, uc.is_default AS isDefault, c.active FROM user_cost_centres uc JOIN cost_centres c ON c.code = uc.cost_centre_code
     WHERE uc.user_uid = ? ORDER BY uc.is_default DESC, c.name`,
  );
  const unitsByUid = db.prepare<[string], { uid: string; name: string; active: number }>("SELECT uid, name, active FROM org_units WHERE uid = ?");
  const subtree = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth) AS (
       SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT uid FROM down`,
  );
  const unitsIn = db.prepare<[string], { uid: string; name: string }>(
    "SELECT o.uid, o.name FROM json_each(?) t JOIN org_units o ON o.uid = t.value ORDER BY t.key",
  );

  const emailTaken = db.prepare<[string, number], { n: number }>("SELECT count(*) AS n FROM users WHERE uid = ? AND coalesce(pk, -1) <> ?");
  const codeTaken = db.prepare<[string, number], { n: number }>(
    "SELECT count(*) AS n FROM users WHERE upper(employee_code) = ? AND coalesce(pk, -1) <> ?",
  );
  const mobileTaken = db.prepare<[string, number], { n: number }>("SELECT count(*) AS n FROM users WHERE mobile = ? AND coalesce(pk, -1) <> ?");
  const codesWithPrefix = db.prepare<[string], { code: string }>("SELECT employee_code AS code FROM users WHERE employee_code LIKE ? || '%'");

  const insertUser = db.prepare<{
    uid: string;
    unit: string;
    first: string;
    last: string;
    hash: string;
    title: string | null;
    mobile: string | null;
    code: string;
  }>(
    `INSERT INTO users (uid, org_unit, first_name, last_name, password_hash, title_code, mobile, employee_code, price_enabled)
     VALUES (@uid, @unit, @first, @last, @hash, @title, @mobile, @code, 1)`,
  );
  const pkOf = db.prepare<[string], { pk: number }>("SELECT pk FROM users WHERE uid = ?");
  const addMember = db.prepare<[string, string, number]>("INSERT OR IGNORE INTO user_group_members (user_uid, group_uid, position) VALUES (?, ?, ?)");
  const findKey = db.prepare<[string, string], { operation: string; resultId: string }>(
    "SELECT operation, result_id AS resultId FROM org_idempotency WHERE actor_uid = ? AND key = ?",
  );
  const saveKey = db.prepare<[string, string, string, string, number]>(
    "INSERT INTO org_idempotency (actor_uid, key, operation, result_id, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const insertResetToken = db.prepare<[string, string, string, number, number]>(
    `INSERT INTO password_reset_tokens (token_hash, user_uid, site, channel, expires_at, created_at) VALUES (?, ?, ?, 'email', ?, ?)`,
  );
  const setPersonal = db.prepare<[string | null, string, string, number]>("UPDATE users SET title_code = ?, first_name = ?, last_name = ? WHERE pk = ?");
  const setMobile = db.prepare<[string | null, number]>("UPDATE users SET mobile = ? WHERE pk = ?");
  const setEmployee = db.prepare<[string, string, number]>("UPDATE users SET employee_code = ?, org_unit = ? WHERE pk = ?");
  const renameUser = db.prepare<[string, string]>("UPDATE users SET uid = ? WHERE uid = ?");
  const revokeAll = db.prepare<[number, string]>("UPDATE oauth_tokens SET revoked_at = ? WHERE user_uid = ? AND revoked_at IS NULL");
  const references = userReferences(db).map(({ table, column }) =>
    db.prepare<[string, string]>(`UPDATE ${quote(table)} SET ${quote(column)} = ? WHERE ${quote(column)} = ?`),
  );

  /** The user with this customer PK, in the admin's scope (404 otherwise: unknown, deleted, guest or outside). */
  function findInScope(admin: OrgAdmin, customerPk: string): DetailSql {
    const pk = /^\d{1,15}$/.test(customerPk) ? Number(customerPk) : NaN;
    const row = Number.isFinite(pk) ? detailByPk.get(pk) : undefined;
    if (!row || row.deletedAt !== null || row.isGuest === 1 || !orgAdmins.inScope(admin, row.unitUid)) throw notInScope("User", customerPk);
    return row;
  }

  function requireEditable(row: DetailSql): void {
    if (row.disabled === 1 || row.unitActive === 0) throw illegalState("disabledItem", ORG_USER_TEXTS.disabledItem);
  }

  /** A unit a user may be put in: in scope (404) and enabled (`parentDisabled`). */
  function requireTargetUnit(admin: OrgAdmin, unitUid: string): void {
    orgAdmins.requireUnit(admin, unitUid);
    const unit = unitsByUid.get(unitUid);
    if (!unit) throw notInScope("Unit", unitUid);
    if (unit.active === 0) throw illegalState("parentDisabled", ORG_USER_TEXTS.unitDisabled(unitUid), "unitId");
  }

  const isTaken = {
    email: (email: string, exceptPk = -1) => (emailTaken.get(email.toLowerCase(), exceptPk)?.n ?? 0) > 0,
    employeeCode: (code: string, exceptPk = -1) => (codeTaken.get(code.toUpperCase(), exceptPk)?.n ?? 0) > 0,
    mobile: (mobile: string, exceptPk = -1) => (mobileTaken.get(normaliseMobile(mobile), exceptPk)?.n ?? 0) > 0,
  };

  function details(admin: OrgAdmin, customerPk: string): OrgUserDetails {
    const row = findInScope(admin, customerPk);
    return {
      ...rowJson(row),
      titleCode: row.titleCode,
      mobile: row.mobile,
      unit: { uid: row.unitUid, name: row.unitName, active: row.unitActive === 1 },
      userGroups: groupsOf.all(row.uid),
      costCentres: costCentresOf.all(row.uid).map((c) => ({ code: c.code, name: c.name, isDefault: c.isDefault === 1, active: c.active === 1 })),
      approvers: approvers.assignedToUser(row.uid),
      effectiveApprovers: approvers.forUser(row.uid),
      canEdit: row.disabled === 0 && row.unitActive === 1,
      lastChange: orgAdmins.lastChange("USER", row.pk),
    };
  }

  /** Sends the new user's "set your password" link (a password reset token of 7 days) to the outbox. */
  function sendWelcome(site: BaseSite, uid: string, firstName: string, at: number): void {
    const storefront = config.storefrontUrls[site.uid];
    if (!storefront) {
      console.error(`[org-users] no storefront URL configured for site '${site.uid}': no set-password link sent`);
      return;
    }
    const token = randomBytes(32).toString("base64url");
    insertResetToken.run(hashResetToken(token), uid, site.uid, at + 7 * 24 * 3600 * 1000, at);
    const link = `${storefront}/reset?token=${encodeURIComponent(token)}&type=EMAIL`;
    sendMessage(
      db,
      {
        channel: "email",
        to: uid,
        subject: "Set your password",
        body: `Hello ${firstName}, an administrator created your ${site.name} account. Open this link within 7 days to choose your password: ${link}`,
        link,
      },
      at,
    );
  }

  return {
    findInScope,
    details,
    isTaken,

    /** `POST manage-users/users`: one page of the users in scope, filtered and sorted. */
    list(admin: OrgAdmin, query: OrgUserListQuery) {
      if (query.unitId) orgAdmins.requireUnit(admin, query.unitId);
      const search = query.search?.trim();
      const params: ListParams = {
        tree: admin.treeJson,
        unit: query.unitId ?? null,
        role: query.role ?? null,
        status: query.status === undefined ? null : query.status === "DISABLED" ? 1 : 0,
        like: search ? likeOf(search) : null,
      };
      const total = countUsers.get(params)?.n ?? 0;
      const users = pages[query.sort].all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize }).map(rowJson);
      return {
        users,
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), totalResults: total },
        sorts: (["byName", "byEmail"] as const).map((code) => ({ code, selected: code === query.sort })),
      };
    },

    /** `GET manage-users/filters`: the units in scope (narrowed to `unitId` and below, names containing `unitName`), roles, statuses. */
    filters(admin: OrgAdmin, params: { unitId?: string; unitName?: string }) {
      let units = unitsIn.all(admin.treeJson);
      if (params.unitId) {
        orgAdmins.requireUnit(admin, params.unitId);
        const below = new Set(subtree.all(params.unitId).map((unit) => unit.uid));
        units = units.filter((unit) => below.has(unit.uid));
      }
      if (params.unitName) {
        const needle = params.unitName.trim().toLowerCase();
        units = units.filter((unit) => unit.name.toLowerCase().includes(needle));
      }
      return {
        units,
        roles: [...ORG_ROLES, ...ORG_RIGHTS].map((role) => ({ uid: role.uid, name: role.name })),
        statuses: [
          { code: "ACTIVE" as const, name: "Active" },
          { code: "DISABLED" as const, name: "Disabled" },
        ],
      };
    },

    /** `GET generateEmployeeCode`: the organisation's prefix and the next free number ≥ 1001 (across all users). */
    generateCode(admin: OrgAdmin): string {
      const prefix = codePrefix(admin.root);
      const pattern = new RegExp(`^${prefix.replace(/[-]/g, "\\-")}(\\d{1,9})$`, "i");
      let highest = 1000;
      for (const { code } of codesWithPrefix.all(prefix)) {
        const match = pattern.exec(code);
        if (match) highest = Math.max(highest, Number(match[1]));
      }
      let next = highest + 1;
      while (isTaken.employeeCode(`${prefix}${next}`)) next += 1;
      return `${prefix}${next}`;
    },

    /**
     * `POST manage-users/create-wwg-user` (in an IMMEDIATE transaction, by the route): the same key again answers the
     * user it created (`replayed`).
     */
    create(
      admin: OrgAdmin,
      site: BaseSite,
      body: CreateOrgUser,
      key: string | null,
      /**
       * Issue 27: the bulk upload passes one hash of a random, discarded secret for all its rows (scrypt takes ~80 ms,
       * 500 of them would hold the transaction for a minute); nobody can sign in with it, each user sets their own.
       */
      unusablePasswordHash?: string,
    ): { details: OrgUserDetails; replayed: boolean } {
      if (key) {
        const earlier = findKey.get(admin.uid, key);
        if (earlier) return { details: details(admin, earlier.resultId), replayed: true };
      }
      requireTargetUnit(admin, body.unitId);
      if (isTaken.email(body.email)) throw conflict("email");
      if (isTaken.employeeCode(body.employeeCode)) throw conflict("employeeCode");
      if (body.mobile && isTaken.mobile(body.mobile)) throw conflict("mobile");
      const at = now();
      const uid = body.email.toLowerCase();
      insertUser.run({
        uid,
        unit: body.unitId,
        first: body.firstName,
        last: body.lastName,
        hash: unusablePasswordHash ?? hashSecret(randomBytes(24).toString("base64url")),
        title: body.titleCode ?? null,
        mobile: body.mobile ? normaliseMobile(body.mobile) : null,
        code: body.employeeCode.toUpperCase(),
      });
      const roles = [...new Set(body.roles)];
      if (roles.includes("b2badmingroup")) roles.push("CustomerAdmin");
      roles.forEach((role, position) => addMember.run(uid, role, position));
      const pk = String(pkOf.get(uid)?.pk ?? "");
      if (key) saveKey.run(admin.uid, key, "create-user", pk, at);
      orgAdmins.record(admin, "USER", pk, "CREATE", { uid, unit: body.unitId, roles: body.roles });
      sendWelcome(site, uid, body.firstName, at);
      return { details: details(admin, pk), replayed: false };
    },

    /** `PATCH manage-users/updatePersonalDetails`. */
    updatePersonal(admin: OrgAdmin, body: { customerPK: string; titleCode: string | null; firstName: string; lastName: string }): void {
      const row = findInScope(admin, body.customerPK);
      requireEditable(row);
      setPersonal.run(body.titleCode, body.firstName, body.lastName, Number(row.pk));
      orgAdmins.record(admin, "USER", row.pk, "UPDATE_PERSONAL_DETAILS");
    },

    /** `PATCH manage-users/updateContactDetails`: a new e-mail renames the login and ends the user's sessions. */
    updateContact(admin: OrgAdmin, body: { customerPK: string; email: string; mobile: string | null }): void {
      const row = findInScope(admin, body.customerPK);
      requireEditable(row);
      const pk = Number(row.pk);
      const email = body.email.toLowerCase();
      const mobile = body.mobile ? normaliseMobile(body.mobile) : null;
      if (email !== row.uid && isTaken.email(email, pk)) throw conflict("email");
      if (mobile && isTaken.mobile(mobile, pk)) throw conflict("mobile");
      setMobile.run(mobile, pk);
      if (email !== row.uid) {
        db.pragma("defer_foreign_keys = ON");
        revokeAll.run(now(), row.uid);
        renameUser.run(email, row.uid);
        for (const statement of references) statement.run(email, row.uid);
      }
      orgAdmins.record(admin, "USER", row.pk, "UPDATE_CONTACT_DETAILS", email !== row.uid ? { from: row.uid, to: email } : undefined);
    },

    /** `PATCH manage-users/updateEmployeeDetails`: the code (unique) and the unit (in scope, enabled). */
    updateEmployee(admin: OrgAdmin, body: { customerPK: string; employeeCode: string; unitId: string }): void {
      const row = findInScope(admin, body.customerPK);
      requireEditable(row);
      const pk = Number(row.pk);
      if (body.unitId !== row.unitUid) requireTargetUnit(admin, body.unitId);
      if (isTaken.employeeCode(body.employeeCode, pk)) throw conflict("employeeCode");
      setEmployee.run(body.employeeCode.toUpperCase(), body.unitId, pk);
      orgAdmins.record(admin, "USER", row.pk, "UPDATE_EMPLOYEE_DETAILS", body.unitId !== row.unitUid ? { fromUnit: row.unitUid, toUnit: body.unitId } : undefined);
    },
  };
}

export type OrgUsersStore = ReturnType<typeof orgUsersStore>;
