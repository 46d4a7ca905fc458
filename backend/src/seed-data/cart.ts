/**
 * Issue 5 demo data for the cart page (docs/checkout.md "Cart"): accounts kept for the cart e2e specs, one per
 * Playwright project and test (carts are per user, so no two tests share one). Vouchers and promotions are in
 * seed-data/checkout.ts. Inserted by `seed()` with ON CONFLICT DO NOTHING.
 */
import { createHash } from "node:crypto";
import { type Db } from "../db";
import { hashSecret } from "../passwords";
import { DEMO_PASSWORD } from "./orgs";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export interface CartTestUser {
  uid: string;
  firstName: string;
  lastName: string;
  orgUnit: string;
  group: "b2bcustomergroup" | "customergroup";
  priceEnabled: boolean;
}

const buyer = (uid: string, firstName: string): CartTestUser => ({
  uid,
  firstName,
  lastName: "Cart",
  orgUnit: "acme-au",
  group: "b2bcustomergroup",
  priceEnabled: true,
});

/**
 * e2e/cart.spec.ts: the cart page flow (`cart-js`, `cart-nojs`), the side panel (`cart-panel-*`), the keyboard
 * test (`cart-keys-js`), a wearer without prices (`cart-wearer-*`) and the wholesale panel (`cart-*@wholesale.example`).
 */
export const CART_TEST_USERS: CartTestUser[] = [
  buyer("cart-js@acme.example", "Casey"),
  buyer("cart-nojs@acme.example", "Corey"),
  buyer("cart-panel-js@acme.example", "Penny"),
  buyer("cart-panel-nojs@acme.example", "Percy"),
  buyer("cart-keys-js@acme.example", "Kit"),
  { uid: "cart-wearer-js@acme.example", firstName: "Wren", lastName: "Cart", orgUnit: "acme-au", group: "customergroup", priceEnabled: false },
  { uid: "cart-wearer-nojs@acme.example", firstName: "Wade", lastName: "Cart", orgUnit: "acme-au", group: "customergroup", priceEnabled: false },
  { ...buyer("cart-js@wholesale.example", "Harper"), orgUnit: "harbour-wholesale" },
  { ...buyer("cart-nojs@wholesale.example", "Hayden"), orgUnit: "harbour-wholesale" },
];

const seedSalt = (id: string) => createHash("sha256").update(`uniform-seed:${id}`).digest().subarray(0, 16);

export function seedCartTestUsers(db: Db, insert: Insert) {
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  // Test-only accounts with the public demo password share one hash (one salt): scrypt is the slow part of every
  // test backend's seed, and nine hashes of the same known password protect nothing more than one.
  let passwordHash: string | null = null;
  for (const user of CART_TEST_USERS) {
    if (userExists.get(user.uid)) continue;
    passwordHash ??= hashSecret(DEMO_PASSWORD, seedSalt("cart-e2e-accounts"));
    insert("users", {
      uid: user.uid,
      org_unit: user.orgUnit,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: passwordHash,
      price_enabled: user.priceEnabled ? 1 : 0,
    });
    insert("user_group_members", { user_uid: user.uid, group_uid: user.group, position: 0 });
  }
}
