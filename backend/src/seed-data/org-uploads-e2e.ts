/**
 * Issue 27 (bulk user upload): an organisation of its own for the upload e2e spec and the bad-input corpus, so the
 * users they create never touch the demo organisations (docs/organisation.md "Bulk user upload"). Root unit
 * `bulk-e2e` (corporate site) with one team unit; the spec's admin and the corpus's admin. Three uploads kept as the
 * backend keeps them (org_user_uploads): the authorization matrix's preview and result of admin@acme.example (one row
 * with errors each, so no post can create anybody) and the corpus's preview (no valid row). Password: the demo one.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const ORG = { site: "corporate", bill_to_name: "Bulk Test Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

export const ORG_UPLOADS_E2E = {
  root: "bulk-e2e",
  team: "bulk-e2e-team",
  /** The e2e spec's admin (admin of the root). */
  admin: "bulk-admin@bulk-e2e.example",
  /** The bad-input corpus's admin. */
  corpusAdmin: "bad-input-bulk-admin@bulk-e2e.example",
  /** admin@acme.example's uploads the authorization matrix opens. */
  matrixPreview: "matrix-upload-preview",
  matrixResult: "matrix-upload-result",
  /** The corpus admin's upload (no valid row: its create form refuses every post). */
  corpusUpload: "bulk-e2e-corpus",
} as const;

export const ORG_UPLOADS_E2E_USERS: readonly TestAccountSeed[] = [
  { uid: ORG_UPLOADS_E2E.admin, firstName: "Bella", lastName: "Bulk", orgUnit: ORG_UPLOADS_E2E.root, group: "b2badmingroup" },
  { uid: ORG_UPLOADS_E2E.corpusAdmin, firstName: "Cody", lastName: "Bulk", orgUnit: ORG_UPLOADS_E2E.root, group: "b2badmingroup" },
];

/** One row whose e-mail is taken (the admin's own): never valid. */
const invalidRows = (email: string, unit: string) =>
  JSON.stringify([
    {
      row: 2,
      values: { title: "", firstName: "Taken", lastName: "Email", email, mobile: "", employeeCode: "", unit, roles: "Customer" },
      errors: [{ field: "email", code: "taken", message: "This email is already in use" }],
    },
  ]);

export const ORG_UPLOADS_E2E_UNITS = [
  { uid: ORG_UPLOADS_E2E.root, parent: null, name: "Bulk Test Head Office" },
  { uid: ORG_UPLOADS_E2E.team, parent: ORG_UPLOADS_E2E.root, name: "Bulk Test Team" },
] as const;

export function seedOrgUploadsE2e(db: Db, insert: Insert) {
  for (const unit of ORG_UPLOADS_E2E_UNITS) insert("org_units", { ...ORG, uid: unit.uid, parent_uid: unit.parent, name: unit.name, approval_process: unit.parent ? null : "accApproval" });
  seedTestAccounts(db, insert, ORG_UPLOADS_E2E_USERS);
  for (const admin of [ORG_UPLOADS_E2E.admin, ORG_UPLOADS_E2E.corpusAdmin]) insert("user_group_members", { user_uid: admin, group_uid: "CustomerAdmin", position: 1 });
  // Uploads are purged a week after they were made: these are as new as the seeding.
  const at = Date.now();
  const upload = (id: string, actor: string, rows: string, created: string | null) =>
    insert("org_user_uploads", {
      id,
      actor_uid: actor,
      site: "corporate",
      file_name: "users.csv",
      file_type: "csv",
      rows_json: rows,
      status: created === null ? "PREVIEW" : "CREATED",
      created_json: created,
      created_at: at,
      completed_at: created === null ? null : at,
    });
  upload(ORG_UPLOADS_E2E.matrixPreview, "admin@acme.example", invalidRows("admin@acme.example", "acme-au"), null);
  upload(ORG_UPLOADS_E2E.matrixResult, "admin@acme.example", invalidRows("admin@acme.example", "acme-au"), "[]");
  upload(ORG_UPLOADS_E2E.corpusUpload, ORG_UPLOADS_E2E.corpusAdmin, invalidRows(ORG_UPLOADS_E2E.corpusAdmin, ORG_UPLOADS_E2E.root), null);
}
