/**
 * Issue 5 e2e accounts for the payment step (docs/checkout.md "Payment and card registration"): one buyer per spec and
 * Playwright project, so card and account payment tests never share a cart. Buyers of acme-au (account payment,
 * cost centre and PO number enabled), password Uniform!2026. Inserted by `seed()` with ON CONFLICT DO NOTHING.
 */
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const PAYMENT_TEST_BUYERS = [
  { uid: "card-js@acme.example", firstName: "Cara", lastName: "Card" },
  { uid: "card-nojs@acme.example", firstName: "Carl", lastName: "Card" },
  { uid: "account-pay-js@acme.example", firstName: "Anna", lastName: "Account" },
  { uid: "account-pay-nojs@acme.example", firstName: "Andy", lastName: "Account" },
] as const;

export function seedPaymentUsers(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, PAYMENT_TEST_BUYERS);
}
