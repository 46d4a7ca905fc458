// Issue 26 (H2): organisation users' e2e accounts
import { ORG_USERS_E2E } from "../src/seed-data/org-users-e2e";
import { ORGANISATION_DEMO_USERS } from "../src/seed-data/organisation";
// Issue 26 (H3): user administration e2e accounts
import { ORG_USER_ADMIN_E2E_USERS } from "../src/seed-data/org-user-admin-e2e";
// Issue 26 (H4): the user-group e2e organisation (2 units, its users, 1 purchase limit)
import { ORG_GROUPS_E2E_UNITS, ORG_GROUPS_E2E_USERS } from "../src/seed-data/org-groups-e2e";
import { ORG_CC_E2E_UNITS, ORG_CC_E2E_USERS } from "../src/seed-data/org-cost-centres-e2e";
import { ORG_BUDGETS_E2E_COUNTS, ORG_BUDGETS_E2E_USERS } from "../src/seed-data/org-budgets-e2e";
// Issue 28 (H2): the documents e2e organisations (3 units, 3 users, 1 cost centre)
import { FINANCE_DOCS_COUNTS } from "../src/seed-data/finance-statements";
import { ORG_UPLOADS_E2E_UNITS, ORG_UPLOADS_E2E_USERS } from "../src/seed-data/org-uploads-e2e";
import { ORG_LIMITS_E2E_LIMIT_COUNT, ORG_LIMITS_E2E_UNITS, ORG_LIMITS_E2E_USERS } from "../src/seed-data/org-limits-e2e";
import { FINANCE_E2E_COUNTS, FINANCE_E2E_USERS } from "../src/seed-data/finance-e2e";
import { COUPONS, INTERESTS_COUPONS_TEST_ACCOUNTS } from "../src/seed-data/interests-coupons";
import { readdirSync } from "node:fs";
import { ORDER_PO_E2E_USERS, REPLENISH_CANCEL_E2E_USERS } from "../src/seed-data/replenishments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { type Db, migrate, openDatabase } from "../src/db";
// Issue 28 (H3): the payment e2e organisations
import { FINANCE_PAY_E2E_COUNTS } from "../src/seed-data/finance-payments-e2e";
import { isSeeded, seed, SEED_VERSION, seedVersion } from "../src/seed";
// Issue 26 (H1): units / stores
const ORG_UNITS_E2E_UNITS = 1;
const ORG_UNITS_E2E_USERS = 1;
import { SEEDED_RETURNS } from "../src/seed-data/returns";
import { AUTH_E2E_USERS } from "../src/seed-data/auth-e2e-users";
import { BAD_INPUT_E2E_USERS } from "../src/seed-data/bad-input-users";
import { CART_TEST_USERS } from "../src/seed-data/cart";
import { CATALOGUE_E2E_USERS } from "../src/seed-data/catalogue-e2e-users";
import { HARNESS_E2E_USERS } from "../src/seed-data/harness-users";
import { ORDER_USERS } from "../src/seed-data/orders";
import { ORDER_DETAILS_USERS, ORDER_HISTORY } from "../src/seed-data/order-history";
import { ORDER_HISTORY_ACCOUNTS, ORDER_HISTORY_SEEDS, UNIT_ORDER_SEEDS } from "../src/seed-data/order-history-filters";
import { ORDER_CHANGE_ACCOUNTS } from "../src/seed-data/order-changes";
import { PAYMENT_TEST_BUYERS } from "../src/seed-data/payment-users";
import { RESET_USERS } from "../src/seed-data/password-reset";
import { CHECKOUT_TEST_BUYERS } from "../src/seed-data/checkout-users";
import { PURCHASE_ORDER_TEST_USERS } from "../src/seed-data/purchase-orders";
import { APPROVAL_USERS, approvalSeedOrders, PURCHASE_LIMITS } from "../src/seed-data/approvals";
import { PACK_TEST_ACCOUNTS } from "../src/seed-data/packs";
import { RETURN_E2E_ACCOUNTS, RETURN_ORDER_SEEDS, RETURN_SEEDS } from "../src/seed-data/return-orders";
// Issue 25 (H4, billing and notifications)
import { BILLING_TEST_ACCOUNTS } from "../src/seed-data/billing";
import { createTestBackend, get, login, testConfig, type TestBackend } from "./helpers";
import { PROFILE_E2E_ACCOUNTS } from "../src/seed-data/account-profile";
import { ACCOUNT_SECURITY_E2E_USERS } from "../src/seed-data/account-security";
import { ADDRESS_TEST_ACCOUNTS } from "../src/seed-data/addresses";

/**
 * Every row of every table, in a stable order: equal dumps mean equal data. Not the search index's bookkeeping
 * (migration 024): the catalogue version counts changes, and the text index's shadow tables depend on the order rows
 * came in (the index's own rows, `product_text`, are compared).
 */
function dump(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'catalogue_version')
       AND name NOT GLOB 'product_text_*' ORDER BY name`,
    )
    .all();
  return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM ${name} ORDER BY 1, 2`).all()]));
}

const counts = (db: Db) => Object.fromEntries(Object.entries(dump(db)).map(([table, rows]) => [table, rows.length]));

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

describe("migrations and seed", () => {
  it("records the applied migrations and applies nothing twice", () => {
    const versions = backend.db.prepare<[], { version: number; name: string }>("SELECT version, name FROM schema_migrations ORDER BY version").all();
    const files = readdirSync(new URL("../src/migrations/", import.meta.url)).filter((name) => name.endsWith(".sql")).sort();
    expect(files.slice(0, 8)).toEqual(["001_init.sql", "002_catalog_cms.sql", "003_packs.sql", "004_brands_volume_prices.sql", "005_cms_personalisation.sql", "006_search_content.sql", "007_carts.sql", "008_user_contact.sql"]);
    expect(versions.map((row) => row.name)).toEqual(files);
    expect(migrate(backend.db)).toEqual([]);
  });

  it("is idempotent: seeding again inserts and changes nothing", () => {
    const before = dump(backend.db);
    expect(isSeeded(backend.db)).toBe(true);
    expect(seed(backend.db)).toBe(0);
    expect(dump(backend.db)).toEqual(before);
  });

  it("adds the rows of a newer seed version to a database seeded by an older one", () => {
    const old = createTestBackend();
    try {
      const fresh = dump(old.db);
      expect(seedVersion(old.db)).toBe(SEED_VERSION);
      // What a database seeded by version 1 (before issue 3) lacks, once the new migrations ran on it; and the footer's
      // terms link as it was before version 9.
      old.db.exec(`
        UPDATE products SET brand = NULL;
        DELETE FROM volume_price_tiers;
        DELETE FROM products WHERE code = 'XSS-001';
        DELETE FROM cms_component_personalisations;
        DELETE FROM cms_pages WHERE uid <> 'homepage';
        DELETE FROM cms_components WHERE uid IN ('NotificationsLink') OR (site = 'wholesale' AND slot = 'HomepageHeroBannerLinks' AND position >= 2);
        DELETE FROM search_content;
        DELETE FROM purchase_orders;
        DELETE FROM cms_components WHERE slot IN ('TermsAndConditionsContent', 'PrivacyPolicyContent', 'FaqContent');
        UPDATE cms_components SET json = replace(json,
          '{"uid":"FooterTermsLink","name":"Terms and conditions Link","linkName":"Terms and conditions","url":"/terms-and-conditions"}',
          '{"uid":"FooterTermsLink","name":"Terms of use Link","linkName":"Terms of use","url":"/terms"}')
          WHERE uid = 'FooterHelpLinks';
        PRAGMA user_version = 0;
      `);
      // Before version 12 (issue 21): links to pages that do not exist yet — a link component and a banner's link (the
      // upgrade takes them away again, as seed-data/cms.ts LINKS_WAITING_FOR_PAGES says).
      old.db.exec(`
        INSERT INTO cms_components (site, uid, type_code, slot, position, json) VALUES
          ('corporate', 'OldContactUsLink', 'CMSLinkComponent', 'ProfileSlot', 90, '{"name":"Contact us Link","linkName":"Contact us","url":"/contact-us"}');
        UPDATE cms_components SET json = json_set(json, '$.urlLink', '/contact-us', '$.urlName', 'Contact us') WHERE uid = 'ContactBannerComponent';
      `);
      expect(isSeeded(old.db)).toBe(false);
      expect(seed(old.db)).toBeGreaterThan(0);
      expect(isSeeded(old.db)).toBe(true);
      expect(dump(old.db)).toEqual(fresh);
    } finally {
      old.close();
    }
  });

  it("writes identical data on every install", () => {
    const other = createTestBackend();
    try {
      expect(dump(other.db)).toEqual(dump(backend.db));
    } finally {
      other.close();
    }
  });

  it("keeps the data when the database file is reopened", async () => {
    const reopened = createTestBackend();
    const before = counts(reopened.db);
    reopened.db.close();
    const db = openDatabase(reopened.dbPath);
    try {
      expect(migrate(db)).toEqual([]);
      expect(counts(db)).toEqual(before);
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
      const app = createApp({ db, config: testConfig({ accessTokenTtlSeconds: 60 }) });
      const { access_token } = await login({ ...reopened, app, db }, "wearer@acme.example");
      expect((await get({ ...reopened, app, db }, "/occ/v2/corporate/orgUsers/current", access_token)).status).toBe(200);
    } finally {
      db.close();
      reopened.close();
    }
    // A whole seeded database is created, reopened and signed into: seconds on a busy 2-core machine.
  }, 20_000);

  it("seeds the documented data set", () => {
    const db = backend.db;
    const one = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n;
    // users: the 11 demo accounts + the reset e2e accounts + the 2 proxy e2e buyers, 2 proxy e2e wearers and 2 punch-out transfer e2e buyers of seed-data/punchout.ts
    // + the checkout-steps e2e buyers of seed-data/checkout-users.ts + the payment e2e buyers of seed-data/payment-users.ts
    // + the order failure demo buyers, place-order e2e buyers and bench buyers of seed-data/orders.ts
    // + the cart e2e accounts of seed-data/cart.ts + the purchase-order e2e accounts of seed-data/purchase-orders.ts
    // + the approval demo buyers and wearers and e2e accounts of seed-data/approvals.ts + the pack e2e accounts (issue 8)
    // + the bad-input corpus accounts (issue 21) + the order history accounts of seed-data/order-history.ts (issue 23)
    // org units: 10 organisation units + the 2 guest units of seed-data/checkout.ts + the 2 e2e approval units
    // + issue 23: the order details accounts (seed-data/order-history.ts), the order history filter and unit order
    // accounts (seed-data/order-history-filters.ts), the PO number and replenishment e2e accounts (seed-data/replenishments.ts),
    // the cancel/amend e2e accounts (seed-data/order-changes.ts); issue 24 part 2: the returns e2e accounts (seed-data/return-orders.ts)
    // issue 25: the profile, login & security, address book, billing, interests and coupons e2e accounts
    // issue 26: Acme's 4 sites (org units), the organisation demo users and admins and 3 site cost centres (seed-data/organisation.ts)
    // issue 27 (B): the purchase-limit e2e organisation (seed-data/org-limits-e2e.ts): its units and accounts
    // issue 26 (H1): the bad-input corpus's organisation admin and unit (seed-data/org-units-e2e.ts): + ORG_UNITS_E2E_UNITS, + 1 user
    // issue 27 (B): the purchase-limit e2e organisation (seed-data/org-limits-e2e.ts): its units and accounts
    // issue 27: the bulk upload e2e organisation (seed-data/org-uploads-e2e.ts): its units and admins
    // issue 28: finance@acme.example (the demo users of seed-data/orgs.ts: 17 → 18)
    // issue 28 (H3): the payment e2e organisations (seed-data/finance-payments-e2e.ts): their root units and accounts
    // issue 28 (H2): the docs-e2e organisations' units, users and cost centres (seed-data/finance-statements.ts)
    // issue 28 (H1): the finance-lists e2e organisation (seed-data/finance-e2e.ts): + FINANCE_E2E_COUNTS.units, + its users
    expect(counts(db)).toMatchObject({ base_sites: 2, org_units: 18 + FINANCE_E2E_COUNTS.units + FINANCE_DOCS_COUNTS.units + FINANCE_PAY_E2E_COUNTS.units + ORG_UNITS_E2E_UNITS + ORG_GROUPS_E2E_UNITS.length + ORG_CC_E2E_UNITS.length + ORG_BUDGETS_E2E_COUNTS.units + ORG_UPLOADS_E2E_UNITS.length + ORG_LIMITS_E2E_UNITS.length, users: FINANCE_E2E_USERS.length + FINANCE_DOCS_COUNTS.users + FINANCE_PAY_E2E_COUNTS.users + ORG_UNITS_E2E_USERS + ORG_GROUPS_E2E_USERS.length + ORG_CC_E2E_USERS.length + ORG_BUDGETS_E2E_USERS.length + ORG_UPLOADS_E2E_USERS.length + ORG_LIMITS_E2E_USERS.length + 18 + ORGANISATION_DEMO_USERS.length + RESET_USERS.length + CHECKOUT_TEST_BUYERS.length + PAYMENT_TEST_BUYERS.length + ORDER_USERS.length + CART_TEST_USERS.length + PURCHASE_ORDER_TEST_USERS.length + APPROVAL_USERS.length + PACK_TEST_ACCOUNTS.length + AUTH_E2E_USERS.length + CATALOGUE_E2E_USERS.length + BAD_INPUT_E2E_USERS.length + HARNESS_E2E_USERS.length + ORDER_DETAILS_USERS.length + ORDER_HISTORY_ACCOUNTS.length + ORDER_PO_E2E_USERS.length + REPLENISH_CANCEL_E2E_USERS.length + ORDER_CHANGE_ACCOUNTS.length + RETURN_E2E_ACCOUNTS.length + PROFILE_E2E_ACCOUNTS.length + INTERESTS_COUPONS_TEST_ACCOUNTS.length + BILLING_TEST_ACCOUNTS.length + ADDRESS_TEST_ACCOUNTS.length + Object.keys(ACCOUNT_SECURITY_E2E_USERS).length + ORG_USER_ADMIN_E2E_USERS.length + Object.keys(ORG_USERS_E2E).length, products: 45, brands: 5, packs: 5, oauth_clients: 1 });
    expect(one("SELECT COUNT(*) AS n FROM products WHERE brand IS NULL")).toBe(0);
    // + issue 28 (H1): the finance-lists e2e organisation's 2 cost centres (seed-data/finance-e2e.ts)
    expect(counts(db)).toMatchObject({ delivery_modes: 4, cost_centres: 8 + 5 + ORG_BUDGETS_E2E_COUNTS.costCentres + FINANCE_E2E_COUNTS.costCentres + FINANCE_DOCS_COUNTS.costCentres, vouchers: 4 + COUPONS.length, order_promotions: 2, regions: 11 });
    // + issue 27 (helper A): the cost-centre e2e organisation's root (seed-data/org-cost-centres-e2e.ts) and its 5 cost centres; + issue 27 (budgets): seed-data/org-budgets-e2e.ts
    expect(one("SELECT COUNT(*) AS n FROM org_units WHERE cost_centre_enabled = 1")).toBe(3 + ORG_BUDGETS_E2E_COUNTS.costCentreEnabledUnits);
    expect(one("SELECT seq AS n FROM sqlite_sequence WHERE name = 'addresses'")).toBe(999);
    expect(ORDER_USERS).toHaveLength(70);
    // orders: only the approval seeds (codes 29000001–29000019, 29000101–108, 29000201–208, wholesale 29000301–307);
    // + the order history seeds of seed-data/order-history.ts (issue 23: 28000201–216, 28000250–253, 28000290);
    // placed ones count from 30000001
    expect(approvalSeedOrders()).toHaveLength(19 + 8 + 8 + 7);
    // + issue 23: the order histories of seed-data/order-history.ts (28000001–28000199; 4 of them went through
    // approval), the filter and unit orders of seed-data/order-history-filters.ts (28000201–216, 28000250–253,
    // 28000290), and seed-data/replenishments.ts: 2 PO e2e orders and the 14 orders the seeded schedules placed;
    // seed-data/order-changes.ts: 4 cancel/amend e2e orders per project (28000301–…, 28000351–…) with their own purchase limit;
    // issue 24 part 2, seed-data/return-orders.ts: the delivered return orders (28500001–…) and the seeded exchange's replacement (28500191)
    // issue 27 (B): Acme's demo limits of every type and period and the limits-e2e organisation's (seed-data/org-limits-e2e.ts)
    expect(counts(db)).toMatchObject({ order_outcome_flags: 6, orders: 42 + ORDER_HISTORY.length + ORDER_HISTORY_SEEDS.length + UNIT_ORDER_SEEDS.length + 16 + 8 + RETURN_ORDER_SEEDS.length + 1 + ORG_BUDGETS_E2E_COUNTS.orders, order_approvals: 42 + 4, purchase_limits: PURCHASE_LIMITS.length + 2 + 1 + ORG_LIMITS_E2E_LIMIT_COUNT, order_decline_reasons: 6 });
    expect(one("SELECT seq AS n FROM sqlite_sequence WHERE name = 'orders'")).toBe(30_000_000);
    expect(one("SELECT COUNT(*) AS n FROM orders WHERE status = 'PENDING_APPROVAL' AND org_unit IN ('acme-au-nsw', 'acme-au-vic')")).toBeGreaterThanOrEqual(12);
    // purchase orders: AU2026001–014, HW2026001–006, NZ2026001–003; created ones count from 1001
    expect(counts(db)).toMatchObject({ purchase_orders: 23, purchase_order_units: 14 + 4 + 6 + 3 });
    expect(one("SELECT seq AS n FROM sqlite_sequence WHERE name = 'purchase_orders'")).toBe(1000);
    expect(one("SELECT COUNT(DISTINCT product_code) AS n FROM volume_price_tiers")).toBe(15);
    expect(one("SELECT MIN(n) AS n FROM (SELECT COUNT(*) AS n FROM product_colours GROUP BY product_code)")).toBe(2);
    expect(one("SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM product_colours GROUP BY product_code)")).toBe(5);
    // every variant has a price in every price list
    expect(one("SELECT COUNT(*) AS n FROM variants v CROSS JOIN price_lists pl LEFT JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = pl.code WHERE vp.variant_code IS NULL")).toBe(0);
    expect(one("SELECT COUNT(*) AS n FROM products WHERE is_new = 1")).toBeGreaterThan(0);
    expect(one("SELECT COUNT(*) AS n FROM products WHERE product_type IN ('K', 'R')")).toBeGreaterThan(0);
    expect(db.prepare<[], { pack_type: string }>("SELECT pack_type FROM packs WHERE org_unit = 'acme-au' ORDER BY position").all().map((row) => row.pack_type)).toEqual([
      "NEW_STARTER",
      "COMPULSORY",
      "OPTIONAL",
      "SELF_PURCHASE",
    ]);
    expect(one("SELECT COUNT(*) AS n FROM pack_bundles WHERE pack_id = 'acme-new-starter'")).toBe(3);
    expect(one("SELECT COUNT(*) AS n FROM packs WHERE org_unit = 'kiwi-nz'")).toBe(1);
    expect(counts(db)).toMatchObject({ pack_roles: 3, pack_value_adds: 2, pack_replacement_reasons: 5 });
    // issue 24: the return reasons of migration 031 and the returns of seed-data/returns.ts (one entry each, RMA
    // codes 49000001–49000005; created ones count from 50000001); part 2, seed-data/return-orders.ts: RMAs 49100001–…
    // (one entry each) with happy-path histories (WAIT 3 rows, RECEIVED 5, COMPLETED 8, pending 1, declined 2) and the
    // wholesale threshold requests (49100022, 49100023 declined, 49100111–49100114)
    expect(counts(db)).toMatchObject({
      return_reasons: 5,
      return_requests: SEEDED_RETURNS.length + RETURN_SEEDS.length,
      return_entries: SEEDED_RETURNS.length + RETURN_SEEDS.length,
      return_status_history: 2 + 4 + 7 + 3 + 1 + (3 + 8 + 3 + 8 + 1 + 2) + 2 * (3 + 5 + 1 + 1),
      return_threshold_requests: 6,
    });
    expect(one("SELECT return_threshold AS n FROM org_units WHERE uid = 'harbour-wholesale'")).toBe(10);
    expect(one("SELECT seq AS n FROM sqlite_sequence WHERE name = 'return_requests'")).toBe(50_000_000);
    expect(one("SELECT COUNT(*) AS n FROM packs WHERE role IS NULL")).toBe(0);
    expect(one("SELECT COUNT(*) AS n FROM variants WHERE in_stock_code = 'D'")).toBeGreaterThan(0);
    const hash = db.prepare<[], { hash: string }>("SELECT password_hash AS hash FROM users WHERE uid = 'buyer@acme.example'").get()?.hash;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });
});
