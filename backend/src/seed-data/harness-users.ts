/**
 * Accounts reserved for the issue-21 harness (e2e/authorization-matrix.spec.ts, e2e/link-crawl.spec.ts): the buyer
 * whose sessions are in proxy mode (proxy mode is kept per user on the backend, so no other spec may share it; it
 * orders on behalf of wearer@acme.example and only reads). Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const HARNESS_E2E_USERS: TestAccountSeed[] = [{ uid: "proxy.matrix@acme.example", firstName: "Max", lastName: "Matrix", orgUnit: "acme-au" }];

export function seedHarnessE2eUsers(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, HARNESS_E2E_USERS);
}
