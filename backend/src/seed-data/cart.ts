/**
 * Issue 5 demo data for the cart page (docs/checkout.md "Cart"): accounts kept for the cart e2e specs, one per
 * Playwright project and test (carts are per user, so no two tests share one). Vouchers and promotions are in
 * seed-data/checkout.ts. Inserted by `seed()` with ON CONFLICT DO NOTHING.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export type CartTestUser = TestAccountSeed & { group: "b2bcustomergroup" | "customergroup" };

const buyer = (uid: string, firstName: string): CartTestUser => ({
  uid,
  firstName,
  lastName: "Cart",
  orgUnit: "acme-au",
  group: "b2bcustomergroup",
  priceEnabled: true,
});

/**
 * e2e/cart.spec.ts: the cart page flow (`cart-js`, `cart-nojs`), the side panel (`cart-panel-*`; after a quick add
 * `cart-quickadd-js`: a test of its own, as tests run in parallel), the keyboard
 * test (`cart-keys-js`), a wearer without prices (`cart-wearer-*`) and the wholesale panel (`cart-*@wholesale.example`).
 */
export const CART_TEST_USERS: CartTestUser[] = [
  buyer("cart-js@acme.example", "Casey"),
  buyer("cart-nojs@acme.example", "Corey"),
  buyer("cart-panel-js@acme.example", "Penny"),
  buyer("cart-panel-nojs@acme.example", "Percy"),
  buyer("cart-keys-js@acme.example", "Kit"),
  buyer("cart-quickadd-js@acme.example", "Quinn"),
  { uid: "cart-wearer-js@acme.example", firstName: "Wren", lastName: "Cart", orgUnit: "acme-au", group: "customergroup", priceEnabled: false },
  { uid: "cart-wearer-nojs@acme.example", firstName: "Wade", lastName: "Cart", orgUnit: "acme-au", group: "customergroup", priceEnabled: false },
  { ...buyer("cart-js@wholesale.example", "Harper"), orgUnit: "harbour-wholesale" },
  { ...buyer("cart-nojs@wholesale.example", "Hayden"), orgUnit: "harbour-wholesale" },
];

export function seedCartTestUsers(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, CART_TEST_USERS);
}
