/**
 * Buyers reserved for the checkout-steps e2e spec (e2e/checkout-steps.spec.ts), one per Playwright project and
 * purpose, so no two tests share a cart. Acme AU (cost centre, PO number, alternate address, urgent orders) and
 * Kiwi NZ (no optional checkout feature, no account payment). Password: the demo password.
 */
import { createHash } from "node:crypto";
import { type Db } from "../db";
import { hashSecret } from "../passwords";
import { DEMO_PASSWORD } from "./orgs";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const CHECKOUT_TEST_BUYERS = [
  // the full walk: review, a new address (with a validation error first), the book address, mode
  { uid: "checkout-js@acme.example", orgUnit: "acme-au", firstName: "Chloe", lastName: "Checkout" },
  { uid: "checkout-nojs@acme.example", orgUnit: "acme-au", firstName: "Colin", lastName: "Checkout" },
  // gating: skipping ahead, /checkout → the first incomplete step
  { uid: "checkout-gate-js@acme.example", orgUnit: "acme-au", firstName: "Gina", lastName: "Gate" },
  { uid: "checkout-gate-nojs@acme.example", orgUnit: "acme-au", firstName: "Glen", lastName: "Gate" },
  // never get a cart: 'Checkout conditions not met'
  { uid: "checkout-empty-js@acme.example", orgUnit: "acme-au", firstName: "Emma", lastName: "Empty" },
  { uid: "checkout-empty-nojs@acme.example", orgUnit: "acme-au", firstName: "Eli", lastName: "Empty" },
  // keyboard-only walk and the unsaved-changes question (js project only)
  { uid: "checkout-keys-js@acme.example", orgUnit: "acme-au", firstName: "Kai", lastName: "Keys" },
  { uid: "checkout-unsaved-js@acme.example", orgUnit: "acme-au", firstName: "Uma", lastName: "Unsaved" },
  // a unit with every optional feature off
  { uid: "checkout-kiwi-js@kiwi.example", orgUnit: "kiwi-nz", firstName: "Mere", lastName: "Kiwi" },
  { uid: "checkout-kiwi-nojs@kiwi.example", orgUnit: "kiwi-nz", firstName: "Tama", lastName: "Kiwi" },
] as const;

const seedSalt = (id: string) => createHash("sha256").update(`uniform-seed:${id}`).digest().subarray(0, 16);

export function seedCheckoutUsers(db: Db, insert: Insert) {
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  // One salt for these test-only accounts: one scrypt hash instead of ten keeps seeding (every backend test) fast.
  let passwordHash: string | null = null;
  for (const buyer of CHECKOUT_TEST_BUYERS) {
    if (userExists.get(buyer.uid)) continue;
    passwordHash ??= hashSecret(DEMO_PASSWORD, seedSalt("checkout-test-buyers"));
    insert("users", {
      uid: buyer.uid,
      org_unit: buyer.orgUnit,
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      password_hash: passwordHash,
      price_enabled: 1,
    });
    insert("user_group_members", { user_uid: buyer.uid, group_uid: "b2bcustomergroup", position: 0 });
  }
}
