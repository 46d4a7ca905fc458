/**
 * Accounts kept for e2e specs and the load script (one per spec, purpose and Playwright project, so no two tests
 * share a cart): inserted when missing, with the public demo password. They all share one scrypt hash (one fixed
 * salt): hashing is the slow part of every test backend's seed, and separate hashes of the same known password
 * protect nothing more.
 */
import { createHash } from "node:crypto";
import { type Db } from "../db";
import { hashSecret } from "../passwords";
import { DEMO_PASSWORD } from "./orgs";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export interface TestAccountSeed {
  uid: string;
  firstName: string;
  lastName: string;
  /** Default acme-au. */
  orgUnit?: string;
  /** Default b2bcustomergroup (a buyer). */
  group?: string;
  /** Default true. */
  priceEnabled?: boolean;
  /** Default false (issue 8: the taken cart). */
  enableTaken?: boolean;
}

const SHARED_SALT = createHash("sha256").update("uniform-seed:test-accounts").digest().subarray(0, 16);
let sharedHash: string | undefined;

export function seedTestAccounts(db: Db, insert: Insert, accounts: readonly TestAccountSeed[]) {
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  for (const account of accounts) {
    if (userExists.get(account.uid)) continue;
    sharedHash ??= hashSecret(DEMO_PASSWORD, SHARED_SALT);
    insert("users", {
      uid: account.uid,
      org_unit: account.orgUnit ?? "acme-au",
      first_name: account.firstName,
      last_name: account.lastName,
      password_hash: sharedHash,
      price_enabled: account.priceEnabled === false ? 0 : 1,
      ...(account.enableTaken ? { enable_taken: 1 } : {}),
    });
    insert("user_group_members", { user_uid: account.uid, group_uid: account.group ?? "b2bcustomergroup", position: 0 });
  }
}
