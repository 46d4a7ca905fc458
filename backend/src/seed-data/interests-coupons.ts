/**
 * Issue 25 (H5) seed: customer coupons per site, claimable by link (one valid, one used up, one expired), the demo
 * accounts' claimed coupons and back-in-stock interests (so My interests and Coupons show something real), and the
 * e2e accounts that claim coupons and add interests (one per Playwright project). docs/interests-and-coupons.md.
 */
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const at = (date: string) => Date.parse(`${date}T00:00:00.000+10:00`);

export interface CouponSeed {
  code: string;
  site: "corporate" | "wholesale";
  name: string;
  description: string;
  discountPercent: number;
  maxUses: number | null;
  usedCount: number;
  start: string;
  end: string;
}

/** Fixed dates (not relative to seed time), so the backend tests' clock and a live run agree on each status. */
export const COUPONS: readonly CouponSeed[] = [
  { code: "THANKYOU15", site: "corporate", name: "Thank you 15% off", description: "15% off your next order", discountPercent: 15, maxUses: null, usedCount: 0, start: "2026-01-01", end: "2030-12-31" },
  { code: "EARLYBIRD", site: "corporate", name: "Early bird 20% off", description: "20% off for the first 50 claims", discountPercent: 20, maxUses: 50, usedCount: 50, start: "2026-01-01", end: "2030-12-31" },
  { code: "WINTER25", site: "corporate", name: "Winter 10% off", description: "10% off winter orders", discountPercent: 10, maxUses: null, usedCount: 0, start: "2025-06-01", end: "2025-08-31" },
  { code: "TRADE15", site: "wholesale", name: "Trade thank you 15% off", description: "15% off your next trade order", discountPercent: 15, maxUses: null, usedCount: 0, start: "2026-01-01", end: "2030-12-31" },
  { code: "TRADEEARLY", site: "wholesale", name: "Trade early bird 20% off", description: "20% off for the first 20 claims", discountPercent: 20, maxUses: 20, usedCount: 20, start: "2026-01-01", end: "2030-12-31" },
  { code: "TRADEWINTER", site: "wholesale", name: "Trade winter 10% off", description: "10% off winter trade orders", discountPercent: 10, maxUses: null, usedCount: 0, start: "2025-06-01", end: "2025-08-31" },
];

/** The demo accounts that can sign in (scripts/lib/demo-accounts.mjs), some seeded by other seed files: each gets data. */
const DEMO_ACCOUNTS = [
  "wearer@acme.example",
  "buyer@acme.example",
  "liam.nguyen@acme.example",
  "olivia.brown@acme.example",
  "approver@acme.example",
  "approver@wholesale.example",
  "admin@acme.example",
  "wearer@kiwi.example",
  "newstarter@acme.example",
  "buyer@wholesale.example",
  "sso@acme.example",
  "punchout@acme.example",
  "newstarter@wholesale.example",
  "order-unavailable@acme.example",
  "order-allocation@acme.example",
] as const;

/** The coupons each demo account holds already: its site's valid and expired ones. */
const DEMO_CLAIMS = { corporate: ["THANKYOU15", "WINTER25"], wholesale: ["TRADE15", "TRADEWINTER"] } as const;

/** e2e accounts (e2e/interests-coupons.spec.ts): one per Playwright project, each changing only its own state. */
export const INTERESTS_COUPONS_TEST_ACCOUNTS = [
  { uid: "interests-js@acme.example", firstName: "Ines", lastName: "Interest" },
  { uid: "interests-nojs@acme.example", firstName: "Ivan", lastName: "Interest" },
  { uid: "coupons-js@acme.example", firstName: "Cora", lastName: "Coupon" },
  { uid: "coupons-nojs@acme.example", firstName: "Colin", lastName: "Coupon" },
  { uid: "coupon-cart-js@acme.example", firstName: "Carla", lastName: "Coupon" },
  { uid: "coupon-cart-nojs@acme.example", firstName: "Carlos", lastName: "Coupon" },
] as const;

export function seedInterestsAndCoupons(db: Db, insert: Insert) {
  for (const coupon of COUPONS) {
    insert("vouchers", {
      code: coupon.code,
      site: coupon.site,
      name: coupon.name,
      description: coupon.description,
      discount_percent: coupon.discountPercent,
      amount_cents: null,
      max_uses: coupon.maxUses,
      used_count: coupon.usedCount,
    });
    insert("customer_coupons", { code: coupon.code, start_at: at(coupon.start), end_at: at(coupon.end) });
  }
  seedTestAccounts(db, insert, INTERESTS_COUPONS_TEST_ACCOUNTS);

  const now = Date.now();
  const siteOf = db.prepare<[string], { site: string }>("SELECT o.site FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?");
  // Two stocked items out of stock when the database was first seeded (the same ones every time: the seed is deterministic).
  const outOfStock = db
    .prepare<[], { code: string }>(
      "SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code WHERE v.stock_level = 0 AND p.product_type = 'S' ORDER BY v.code LIMIT 2",
    )
    .all();
  DEMO_ACCOUNTS.forEach((uid, index) => {
    const site = siteOf.get(uid)?.site;
    if (site !== "corporate" && site !== "wholesale") return;
    for (const code of DEMO_CLAIMS[site]) insert("customer_coupon_claims", { user_uid: uid, coupon_code: code, claimed_at: now - index * 60_000 });
    outOfStock.forEach((variant, position) => {
      insert("product_interests", {
        user_uid: uid,
        variant_code: variant.code,
        notification_type: "BACK_IN_STOCK",
        site,
        created_at: now - (position + 1) * 86_400_000,
      });
    });
  });
}
