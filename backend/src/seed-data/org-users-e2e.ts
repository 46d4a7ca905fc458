/**
 * Issue 26 (H2), organisation users: the bad-input corpus's organisation admin (e2e/bad-input-forms.ts `orgAdmin`),
 * an admin of acme-au whose own rows the corpus must leave unchanged, and the user whose edit forms it posts to
 * (org-users-corpus@acme.example). The e2e spec (e2e/org-users.spec.ts) creates its own users through the OCC API.
 */
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const ORG_USERS_E2E = {
  corpusAdmin: "bad-input-orgadmin@acme.example",
  corpusSubject: "org-users-corpus@acme.example",
} as const;

export function seedOrgUsersE2e(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, [
    { uid: ORG_USERS_E2E.corpusAdmin, firstName: "Corpus", lastName: "Admin", orgUnit: "acme-au", group: "b2badmingroup" },
    { uid: ORG_USERS_E2E.corpusSubject, firstName: "Corpus", lastName: "Subject", orgUnit: "acme-au-vic-geelong", group: "customergroup" },
  ]);
  insert("user_group_members", { user_uid: ORG_USERS_E2E.corpusAdmin, group_uid: "CustomerAdmin", position: 1 });
  const code = db.prepare<[string, string]>("UPDATE users SET employee_code = coalesce(employee_code, ?) WHERE uid = ?");
  code.run("ACME-8801", ORG_USERS_E2E.corpusAdmin);
  code.run("ACME-8802", ORG_USERS_E2E.corpusSubject);
}
