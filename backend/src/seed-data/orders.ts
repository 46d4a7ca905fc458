/**
 * Issue 5 demo and test data for order placement (docs/checkout.md "Orders"): the demo buyers whose orders always
 * fail one way (spec part 2 §4 outcomes), the buyers reserved for the place-order e2e spec (one per test and
 * Playwright project, so no two tests share a cart) and the buyers of the checkout load script
 * (bench/checkout-load.mjs). All are buyers of acme-au (cost centre, PO number and account payment enabled), prices
 * on, password Uniform!2026. Inserted by `seed()` with ON CONFLICT DO NOTHING.
 */
import { type Db } from "../db";
import { type OrderOutcome } from "../stores/orders";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

interface OrderUserSeed {
  uid: string;
  firstName: string;
  lastName: string;
  outcome?: OrderOutcome;
}

/** Demo: every order of these buyers fails (the cart is kept). */
export const ORDER_FAILURE_DEMO_USERS: OrderUserSeed[] = [
  { uid: "order-unavailable@acme.example", firstName: "Uma", lastName: "Unavailable", outcome: "serviceUnavailable" },
  { uid: "order-allocation@acme.example", firstName: "Alan", lastName: "Allocation", outcome: "allocationError" },
];

/** What each e2e test of e2e/place-order.spec.ts does with its own buyer. */
export const ORDER_E2E_PURPOSES = ["place", "card", "double", "tabs", "stock", "reorder", "replenish", "unavailable", "allocation"] as const;
export type OrderE2ePurpose = (typeof ORDER_E2E_PURPOSES)[number];

/** `order-js@acme.example` (purpose place) or `order-double-nojs@acme.example`. */
export const orderTestUser = (purpose: OrderE2ePurpose, project: "js" | "nojs") =>
  purpose === "place" ? `order-${project}@acme.example` : `order-${purpose}-${project}@acme.example`;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const ORDER_E2E_USERS: OrderUserSeed[] = (["js", "nojs"] as const).flatMap((project) =>
  ORDER_E2E_PURPOSES.map((purpose) => ({
    uid: orderTestUser(purpose, project),
    firstName: `Olive ${capital(purpose)}`,
    lastName: project === "js" ? "Script" : "Plain",
    ...(purpose === "unavailable" ? { outcome: "serviceUnavailable" as const } : {}),
    ...(purpose === "allocation" ? { outcome: "allocationError" as const } : {}),
  })),
);

/** The 50 concurrent buyers of `npm run bench:checkout` (20 until issue 21). */
export const BENCH_BUYERS: OrderUserSeed[] = Array.from({ length: 50 }, (_, index) => {
  const number = String(index + 1).padStart(2, "0");
  return { uid: `bench-buyer-${number}@acme.example`, firstName: "Bench", lastName: `Buyer ${number}` };
});

export const ORDER_USERS: OrderUserSeed[] = [...ORDER_FAILURE_DEMO_USERS, ...ORDER_E2E_USERS, ...BENCH_BUYERS];

export function seedOrders(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, ORDER_USERS);
  for (const user of ORDER_USERS) {
    if (user.outcome) insert("order_outcome_flags", { user_uid: user.uid, outcome: user.outcome });
  }
}
