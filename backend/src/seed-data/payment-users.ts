/**
 * Issue 5 e2e accounts for the payment step (docs/checkout.md "Payment and card registration"): one buyer per spec and
 * Playwright project, so card and account payment tests never share a cart. Buyers of acme-au (account payment,
 * cost centre and PO number enabled), password Uniform!2026. Inserted by `seed()` with ON CONFLICT DO NOTHING.
 */
import { createHash } from "node:crypto";
import { type Db } from "../db";
import { hashSecret } from "../passwords";
import { DEMO_PASSWORD } from "./orgs";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const PAYMENT_TEST_BUYERS = [
  { uid: "card-js@acme.example", firstName: "Cara", lastName: "Card" },
  { uid: "card-nojs@acme.example", firstName: "Carl", lastName: "Card" },
  { uid: "account-pay-js@acme.example", firstName: "Anna", lastName: "Account" },
  { uid: "account-pay-nojs@acme.example", firstName: "Andy", lastName: "Account" },
] as const;

const seedSalt = (id: string) => createHash("sha256").update(`uniform-seed:${id}`).digest().subarray(0, 16);

export function seedPaymentUsers(db: Db, insert: Insert) {
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  for (const buyer of PAYMENT_TEST_BUYERS) {
    if (userExists.get(buyer.uid)) continue; // hashing is slow: skip existing accounts
    insert("users", {
      uid: buyer.uid,
      org_unit: "acme-au",
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      password_hash: hashSecret(DEMO_PASSWORD, seedSalt(buyer.uid)),
      price_enabled: 1,
    });
    insert("user_group_members", { user_uid: buyer.uid, group_uid: "b2bcustomergroup", position: 0 });
  }
}
