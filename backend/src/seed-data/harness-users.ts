/**
 * Accounts reserved for the issue-21 harness (e2e/authorization-matrix.spec.ts, e2e/link-crawl.spec.ts): the buyer
 * whose sessions are in proxy mode (proxy mode is kept per user on the backend, so no other spec may share it; it
 * orders on behalf of wearer@acme.example and only reads), and a wearer with the acme-office pack role whose pack
 * draft the matrix makes and checks no other user sees. Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const HARNESS_PACK_WEARER = "packs.matrix@acme.example";

export const HARNESS_E2E_USERS: TestAccountSeed[] = [
  { uid: "proxy.matrix@acme.example", firstName: "Max", lastName: "Matrix", orgUnit: "acme-au" },
  { uid: HARNESS_PACK_WEARER, firstName: "Pat", lastName: "Matrix", orgUnit: "acme-au" },
];

export function seedHarnessE2eUsers(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, HARNESS_E2E_USERS);
  insert("user_pack_roles", { user_uid: HARNESS_PACK_WEARER, role_code: "acme-office" });
}
