/**
 * Issue 25 (H4): saved cards and notification preferences for the demo accounts, and the e2e accounts of the Billing
 * and Notification preferences pages (docs/billing-and-notifications.md). Inserted only where missing: a user who
 * already has cards (e.g. from checkout) gets none, a user who already chose a channel keeps the choice.
 */
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

interface CardSeed {
  type: "visa" | "master" | "amex";
  last4: string;
  holder: string;
  month: string;
  year: string;
  isDefault: boolean;
}

interface BillingAddressSeed {
  line1: string;
  town: string;
  region: string | null;
  postalCode: string;
  country: "AU" | "NZ";
}

/** The seeded billing addresses' ids: 800 up to 899 (36 used). */
const BILLING_ADDRESS_IDS_FROM = 800;

const CARD_NAMES = { visa: "Visa", master: "Mastercard", amex: "American Express" } as const;

const SYDNEY: BillingAddressSeed = { line1: "1 George Street", town: "Sydney", region: "AU-NSW", postalCode: "2000", country: "AU" };
const MELBOURNE: BillingAddressSeed = { line1: "200 Collins Street", town: "Melbourne", region: "AU-VIC", postalCode: "3000", country: "AU" };
const AUCKLAND: BillingAddressSeed = { line1: "12 Queen Street", town: "Auckland", region: null, postalCode: "1010", country: "NZ" };

/** Two cards each (Visa default, Mastercard): every demo account that signs in shows something on Billing. */
const DEMO_CARD_OWNERS: readonly { uid: string; name: string; address: BillingAddressSeed }[] = [
  { uid: "wearer@acme.example", name: "Wendy Walker", address: SYDNEY },
  { uid: "buyer@acme.example", name: "Bella Barnes", address: SYDNEY },
  { uid: "liam.nguyen@acme.example", name: "Liam Nguyen", address: SYDNEY },
  { uid: "olivia.brown@acme.example", name: "Olivia Brown", address: MELBOURNE },
  { uid: "approver@acme.example", name: "Arjun Patel", address: SYDNEY },
  { uid: "approver@wholesale.example", name: "Hana Kim", address: SYDNEY },
  { uid: "admin@acme.example", name: "Alex Morgan", address: MELBOURNE },
  { uid: "wearer@kiwi.example", name: "Aroha Ngata", address: AUCKLAND },
  { uid: "newstarter@acme.example", name: "Noah Fischer", address: SYDNEY },
  { uid: "buyer@wholesale.example", name: "Sam Turner", address: SYDNEY },
  { uid: "sso@acme.example", name: "Sasha Okafor", address: SYDNEY },
  { uid: "punchout@acme.example", name: "Priya Shah", address: SYDNEY },
  { uid: "newstarter@wholesale.example", name: "Mia Chen", address: SYDNEY },
  { uid: "order-unavailable@acme.example", name: "Uma Unavailable", address: SYDNEY },
  { uid: "order-allocation@acme.example", name: "Alan Allocation", address: SYDNEY },
];

const demoCards = (holder: string): CardSeed[] => [
  { type: "visa", last4: "1111", holder, month: "08", year: "2029", isDefault: true },
  { type: "master", last4: "4444", holder, month: "03", year: "2028", isDefault: false },
];

/**
 * E2E accounts (one per spec purpose and Playwright project, e2e/billing.spec.ts, e2e/notification-preferences.spec.ts):
 * - `billing-…`: three cards (Visa default, Mastercard, Amex) for set default and delete;
 * - `billing-add-…`: no card, for adding one through the hosted card page;
 * - `notify-…`: a mobile number (SMS visible), the defaults (e-mail on, SMS off).
 */
export const BILLING_TEST_ACCOUNTS = [
  { uid: "billing-js@acme.example", firstName: "Bill", lastName: "Cards" },
  { uid: "billing-nojs@acme.example", firstName: "Bianca", lastName: "Cards" },
  { uid: "billing-add-js@acme.example", firstName: "Addie", lastName: "Cards" },
  { uid: "billing-add-nojs@acme.example", firstName: "Adam", lastName: "Cards" },
  { uid: "notify-js@acme.example", firstName: "Nora", lastName: "Notify" },
  { uid: "notify-nojs@acme.example", firstName: "Nate", lastName: "Notify" },
] as const;

const E2E_MOBILES: Record<string, string> = {
  "notify-js@acme.example": "+61400002501",
  "notify-nojs@acme.example": "+61400002502",
};

const e2eCards = (holder: string): CardSeed[] => [
  { type: "visa", last4: "1111", holder, month: "08", year: "2029", isDefault: true },
  { type: "master", last4: "4444", holder, month: "03", year: "2028", isDefault: false },
  { type: "amex", last4: "0005", holder, month: "11", year: "2030", isDefault: false },
];

export function seedBilling(db: Db, insert: Insert, now = Date.parse("2026-11-01T00:00:00.000Z")): void {
  seedTestAccounts(db, insert, BILLING_TEST_ACCOUNTS);
  const setMobile = db.prepare<[string, string]>("UPDATE users SET mobile = ? WHERE uid = ? AND mobile IS NULL");
  for (const [uid, mobile] of Object.entries(E2E_MOBILES)) setMobile.run(mobile, uid);

  const exists = db.prepare<[string], { uid: string; mobile: string | null }>("SELECT uid, mobile FROM users WHERE uid = ?");
  const hasCards = db.prepare<[string], { id: number }>("SELECT id FROM payment_infos WHERE user_uid = ? LIMIT 1");
  // Fixed address ids 800–899 (below the run-time ids, which start at 1000: seed-data/checkout.ts), one per seeded card.
  const insertAddress = db.prepare<[number, string, string, string, string, string, string | null, string, string, number]>(
    `INSERT INTO addresses (id, owner_user, owner_unit, in_book, is_default, first_name, last_name, line1, town, region, postal_code, country, created_at)
     VALUES (?, ?, NULL, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  let nextAddressId = BILLING_ADDRESS_IDS_FROM;
  const insertCard = db.prepare<[string, string, string, string, string, string, string, number, number, number]>(
    `INSERT INTO payment_infos (user_uid, card_type, card_type_name, card_number_last4, account_holder_name, expiry_month,
       expiry_year, billing_address_id, created_at, saved, is_default)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );

  const seedCards = (uid: string, holder: string, address: BillingAddressSeed, cards: readonly CardSeed[]) => {
    const first = nextAddressId;
    nextAddressId += cards.length;
    if (!exists.get(uid) || hasCards.get(uid)) return;
    const [firstName = holder, ...rest] = holder.split(" ");
    const lastName = rest.join(" ") || firstName;
    cards.forEach((card, index) => {
      const addressId = first + index;
      insertAddress.run(addressId, uid, firstName, lastName, address.line1, address.town, address.region, address.postalCode, address.country, now);
      // Older cards first, so the list's "newest first" order is the order written here after the default.
      insertCard.run(uid, card.type, CARD_NAMES[card.type], card.last4, card.holder, card.month, card.year, addressId, now - (cards.length - index) * 86_400_000, card.isDefault ? 1 : 0);
    });
  };

  for (const owner of DEMO_CARD_OWNERS) seedCards(owner.uid, owner.name, owner.address, demoCards(owner.name));
  for (const account of BILLING_TEST_ACCOUNTS) {
    if (account.uid.startsWith("billing-") && !account.uid.startsWith("billing-add-")) {
      seedCards(account.uid, `${account.firstName} ${account.lastName}`, SYDNEY, e2eCards(`${account.firstName} ${account.lastName}`));
    }
  }

  // Notification preferences for every demo account: e-mail on; SMS on where the account has a mobile number.
  for (const owner of DEMO_CARD_OWNERS) {
    const user = exists.get(owner.uid);
    if (!user) continue;
    insert("notification_preferences", { user_uid: owner.uid, channel: "EMAIL", enabled: 1, updated_at: now });
    if (user.mobile) insert("notification_preferences", { user_uid: owner.uid, channel: "SMS", enabled: 1, updated_at: now });
  }
}
