/**
 * Bulk user upload (issue 27; docs/organisation.md "Bulk user upload"; docs/decisions/036-bulk-user-upload.md;
 * docs/occ-api.md "Organisation administration"). The backend, standing for SAP, reads the file
 * (org-user-upload-file.ts), validates every row and keeps the result under an id of the admin who uploaded it
 * (`org_user_uploads`): the storefront stays stateless between upload, preview and create.
 *
 * Row rules — the part-1 create-wwg-user rules, reused: the same body schema (routes/org-users.ts `createBody`) for
 * title, names, e-mail, mobile, employee code and roles; the unit in the admin's scope (else `unknownUnit`, the same
 * answer for a unit of another organisation) and enabled (`unitDisabled`); e-mail, employee code and mobile not taken
 * by any user (`orgUsers.isTaken`: `taken`) nor by another row of the file (`duplicateInFile`, on every row sharing
 * it); roles by uid or name (`Wearer; Approver`), an unknown one `unknownRole`. A blank employee code is generated on
 * creation (the organisation's next free code, as 'Generate' on the form).
 *
 * Create: in ONE IMMEDIATE transaction (the route's) every row is validated again and, when the valid rows are still
 * the ones the admin confirmed (`expectedCount`), all of them are created with `orgUsers.create` (welcome e-mail with
 * the set-your-password link, audit row) — all or none. Otherwise nothing is created and the upload keeps the new
 * errors (`uploadChanged`). An upload is created once: a second create answers the first result (`replayed`).
 */
import { randomBytes } from "node:crypto";
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { OccError } from "../http/errors";
import { hashSecret } from "../passwords";
import { normaliseMobile } from "../rules/mobile-number";
import { createBody } from "../routes/org-users";
import { notInScope, type OrgAdmin } from "./org-admin";
import { type UploadColumn, type UploadFileType, type UploadRow, type UploadValues } from "./org-user-upload-file";
import { ORG_RIGHTS, ORG_ROLES, type OrgUsersStore } from "./org-users";

export type RowErrorCode = "required" | "invalid" | "taken" | "duplicateInFile" | "unknownUnit" | "unitDisabled" | "unknownRole";
export interface RowError {
  field: UploadColumn;
  code: RowErrorCode;
  message: string;
  /** `duplicateInFile`: the other rows with the same value. */
  rows?: number[];
}
export interface CheckedRow extends UploadRow {
  errors: RowError[];
}
export interface CreatedUser {
  row: number;
  pk: string;
  name: string;
  email: string;
  employeeCode: string;
}
export interface UploadJson {
  uploadId: string;
  fileName: string;
  fileType: UploadFileType;
  status: "PREVIEW" | "CREATED";
  uploadedAt: string;
  counts: { rows: number; valid: number; invalid: number };
  rows: CheckedRow[];
  created: CreatedUser[] | null;
}

/** The backend's texts per row problem (the storefront shows its own, by field and code). */
export const ROW_TEXTS = {
  required: (field: string) => `${field} is required`,
  taken: (field: string) => `This ${field} is already in use`,
  duplicateInFile: (field: string, rows: number[]) => `The same ${field} is on row${rows.length > 1 ? "s" : ""} ${rows.join(", ")}`,
  unknownUnit: (unit: string) => `Unit '${unit}' not found`,
  unitDisabled: (unit: string) => `Unit '${unit}' is disabled`,
  unknownRole: (roles: string[]) => `Unknown role${roles.length > 1 ? "s" : ""}: ${roles.join(", ")}`,
  uploadChanged: "The rows changed since the preview (another change took an e-mail, code or mobile): review the preview again",
  nothingValid: "The upload has no valid row to create",
};

/** How long an upload waits for its create (older ones are purged on the next upload). */
export const UPLOAD_TTL_MS = 7 * 24 * 3600 * 1000;

const FIELD_OF: Record<string, UploadColumn> = {
  titleCode: "title",
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  mobile: "mobile",
  employeeCode: "employeeCode",
  unitId: "unit",
  roles: "roles",
};
const ROLE_BY_KEY = new Map<string, string>(
  [...ORG_ROLES, ...ORG_RIGHTS].flatMap((role) => [
    [role.uid.toLowerCase(), role.uid],
    [role.name.toLowerCase(), role.uid],
  ]),
);
const TITLE_BY_KEY = (code: string) => code.trim().toLowerCase().replace(/\.$/, "");

/** A row's roles cell (`;`, `,` or `|` between roles; uids or names) → known uids and the unknown entries. */
export function rolesOf(cell: string): { roles: string[]; unknown: string[] } {
  const roles: string[] = [];
  const unknown: string[] = [];
  for (const entry of cell.split(/[;,|]/).map((part) => part.trim()).filter(Boolean)) {
    const uid = ROLE_BY_KEY.get(entry.toLowerCase());
    if (uid) {
      if (!roles.includes(uid)) roles.push(uid);
    } else unknown.push(entry);
  }
  return { roles, unknown };
}

/** The create-wwg-user body of a row (blank cells absent). */
export function bodyOf(values: UploadValues) {
  const { roles } = rolesOf(values.roles);
  return {
    titleCode: values.title ? TITLE_BY_KEY(values.title) : "",
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    mobile: values.mobile,
    employeeCode: values.employeeCode,
    unitId: values.unit,
    roles,
  };
}

const rowSchema = createBody.extend({ employeeCode: createBody.shape.employeeCode.optional() });

export function orgUserUploads(db: Db, now: () => number, deps: { orgUsers: OrgUsersStore }) {
  const { orgUsers } = deps;
  const insert = db.prepare<{ id: string; actor: string; site: string; name: string; type: string; rows: string; at: number }>(
    `INSERT INTO org_user_uploads (id, actor_uid, site, file_name, file_type, rows_json, status, created_at)
     VALUES (@id, @actor, @site, @name, @type, @rows, 'PREVIEW', @at)`,
  );
  const purge = db.prepare<[number]>("DELETE FROM org_user_uploads WHERE created_at < ?");
  const find = db.prepare<[string, string, string], { id: string; fileName: string; fileType: UploadFileType; rows: string; status: "PREVIEW" | "CREATED"; created: string | null; at: number }>(
    `SELECT id, file_name AS fileName, file_type AS fileType, rows_json AS rows, status, created_json AS created, created_at AS at
     FROM org_user_uploads WHERE id = ? AND actor_uid = ? AND site = ?`,
  );
  const saveRows = db.prepare<[string, string]>("UPDATE org_user_uploads SET rows_json = ? WHERE id = ?");
  const complete = db.prepare<[string, number, string]>("UPDATE org_user_uploads SET status = 'CREATED', created_json = ?, completed_at = ? WHERE id = ?");
  const units = db.prepare<[string], { uid: string; active: number }>("SELECT uid, active FROM org_units WHERE uid IN (SELECT value FROM json_each(?))");

  /** Every row's errors: the create schema, unit, roles, and duplicates in the database and in the file. */
  function check(admin: OrgAdmin, rows: UploadRow[]): CheckedRow[] {
    const unitState = new Map(units.all(admin.treeJson).map((unit) => [unit.uid, unit.active === 1]));
    const checked: CheckedRow[] = rows.map((row) => ({ ...row, errors: [] }));
    const seen = { email: new Map<string, number[]>(), employeeCode: new Map<string, number[]>(), mobile: new Map<string, number[]>() };
    const keys = new Map<CheckedRow, Partial<Record<keyof typeof seen, string>>>();

    for (const row of checked) {
      const add = (field: UploadColumn, code: RowErrorCode, message: string) => {
        if (!row.errors.some((error) => error.field === field)) row.errors.push({ field, code, message });
      };
      const { unknown } = rolesOf(row.values.roles);
      if (unknown.length > 0) add("roles", "unknownRole", ROW_TEXTS.unknownRole(unknown));
      const body = bodyOf(row.values);
      const parsed = rowSchema.safeParse({
        ...body,
        employeeCode: body.employeeCode === "" ? undefined : body.employeeCode,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = FIELD_OF[String(issue.path[0])] ?? "roles";
          const blank = row.values[field] === "";
          add(field, blank ? "required" : "invalid", blank ? ROW_TEXTS.required(field) : issue.message);
        }
      }
      const unit = row.values.unit;
      if (unit !== "") {
        const active = unitState.get(unit);
        if (active === undefined) add("unit", "unknownUnit", ROW_TEXTS.unknownUnit(unit));
        else if (!active) add("unit", "unitDisabled", ROW_TEXTS.unitDisabled(unit));
      }
      const own: Partial<Record<keyof typeof seen, string>> = {};
      if (row.values.email !== "" && !row.errors.some((e) => e.field === "email")) own.email = row.values.email.trim().toLowerCase();
      if (row.values.employeeCode !== "" && !row.errors.some((e) => e.field === "employeeCode")) own.employeeCode = row.values.employeeCode.trim().toUpperCase();
      if (row.values.mobile !== "" && !row.errors.some((e) => e.field === "mobile")) own.mobile = normaliseMobile(row.values.mobile);
      for (const field of ["email", "employeeCode", "mobile"] as const) {
        const value = own[field];
        if (!value) continue;
        const list = seen[field].get(value) ?? [];
        list.push(row.row);
        seen[field].set(value, list);
      }
      keys.set(row, own);
    }

    for (const row of checked) {
      const own = keys.get(row) ?? {};
      for (const field of ["email", "employeeCode", "mobile"] as const) {
        const value = own[field];
        if (!value || row.errors.some((e) => e.field === field)) continue;
        if (orgUsers.isTaken[field](value)) {
          row.errors.push({ field, code: "taken", message: ROW_TEXTS.taken(field) });
          continue;
        }
        const others = (seen[field].get(value) ?? []).filter((number) => number !== row.row);
        if (others.length > 0) row.errors.push({ field, code: "duplicateInFile", message: ROW_TEXTS.duplicateInFile(field, others), rows: others });
      }
      row.errors.sort((a, b) => COLUMN_ORDER.indexOf(a.field) - COLUMN_ORDER.indexOf(b.field));
    }
    return checked;
  }

  function toJson(record: { id: string; fileName: string; fileType: UploadFileType; rows: string; status: "PREVIEW" | "CREATED"; created: string | null; at: number }): UploadJson {
    const rows = JSON.parse(record.rows) as CheckedRow[];
    const valid = rows.filter((row) => row.errors.length === 0).length;
    return {
      uploadId: record.id,
      fileName: record.fileName,
      fileType: record.fileType,
      status: record.status,
      uploadedAt: new Date(record.at).toISOString(),
      counts: { rows: rows.length, valid, invalid: rows.length - valid },
      rows,
      created: record.created ? (JSON.parse(record.created) as CreatedUser[]) : null,
    };
  }

  function load(admin: OrgAdmin, uploadId: string) {
    const record = /^[A-Za-z0-9_-]{8,64}$/.test(uploadId) ? find.get(uploadId, admin.uid, admin.site) : undefined;
    if (!record) throw notInScope("Upload", uploadId);
    return record;
  }

  return {
    check,

    /** `POST manage-users/bulk-user-uploads`: validates the rows and keeps them under a new id of this admin. */
    store(admin: OrgAdmin, file: { name: string; type: UploadFileType; rows: UploadRow[] }): UploadJson {
      const at = now();
      const id = randomBytes(12).toString("base64url");
      const rows = check(admin, file.rows);
      purge.run(at - UPLOAD_TTL_MS);
      insert.run({ id, actor: admin.uid, site: admin.site, name: file.name.slice(0, 255), type: file.type, rows: JSON.stringify(rows), at });
      return toJson(load(admin, id));
    },

    /** `GET manage-users/bulk-user-uploads/{uploadId}`: the preview (or, once created, the result). */
    get(admin: OrgAdmin, uploadId: string): UploadJson {
      return toJson(load(admin, uploadId));
    },

    /**
     * `POST manage-users/bulk-user-uploads/{uploadId}/create` (in an IMMEDIATE transaction, by the route): creates
     * every valid row or none. `changed` when the rows' validity moved since the preview (nothing created; the new
     * errors are kept: commit, then answer `uploadChanged`).
     */
    create(admin: OrgAdmin, site: BaseSite, uploadId: string, expectedCount: number): { upload: UploadJson; replayed: boolean; changed: boolean } {
      const record = load(admin, uploadId);
      if (record.status === "CREATED") return { upload: toJson(record), replayed: true, changed: false };
      const stored = JSON.parse(record.rows) as CheckedRow[];
      const rows = check(admin, stored.map(({ row, values }) => ({ row, values })));
      const valid = rows.filter((row) => row.errors.length === 0);
      if (valid.length !== expectedCount) {
        saveRows.run(JSON.stringify(rows), uploadId);
        return { upload: toJson(load(admin, uploadId)), replayed: false, changed: true };
      }
      if (valid.length === 0) throw new OccError(400, [{ type: "IllegalStateError", reason: "empty", message: ROW_TEXTS.nothingValid }]);
      // One unusable password for the upload's users (a random secret, never kept): see orgUsers.create.
      const unusable = hashSecret(randomBytes(24).toString("base64url"));
      const created: CreatedUser[] = valid.map((row) => {
        const body = bodyOf(row.values);
        const employeeCode = body.employeeCode === "" ? orgUsers.generateCode(admin) : body.employeeCode.toUpperCase();
        const parsed = createBody.parse({ ...body, employeeCode });
        const { details } = orgUsers.create(admin, site, parsed, null, unusable);
        return { row: row.row, pk: details.pk, name: details.name, email: details.email, employeeCode: details.employeeCode ?? employeeCode };
      });
      saveRows.run(JSON.stringify(rows), uploadId);
      complete.run(JSON.stringify(created), now(), uploadId);
      return { upload: toJson(load(admin, uploadId)), replayed: false, changed: false };
    },
  };
}

const COLUMN_ORDER: readonly UploadColumn[] = ["title", "firstName", "lastName", "email", "mobile", "employeeCode", "unit", "roles"];

export type OrgUserUploads = ReturnType<typeof orgUserUploads>;
