/**
 * Buyers reserved for the checkout-steps e2e spec (e2e/checkout-steps.spec.ts), one per Playwright project and
 * purpose, so no two tests share a cart. Acme AU (cost centre, PO number, alternate address, urgent orders) and
 * Kiwi NZ (no optional checkout feature, no account payment). Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

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

export function seedCheckoutUsers(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, CHECKOUT_TEST_BUYERS);
}
