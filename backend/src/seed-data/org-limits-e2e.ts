/**
 * Issue 27 (B, purchase limits): Acme's demo limits of every type and period (assigned to nobody, so no demo or e2e
 * order changes: an administrator assigns them), and an organisation of its own for the purchase-limit e2e spec and the
 * bad-input corpus (docs/organisation.md "Purchase limits"). Root unit `limits-e2e` (corporate site, AU, AUD) with one
 * team unit and a delivery address; its admin, the corpus admin, an approver at the root and, per Playwright project,
 * a buyer with a per-order limit and a buyer for the QUARTER limit the spec creates. Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const ORG = { site: "corporate", bill_to_name: "Limits Test Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

export const ORG_LIMITS_E2E = {
  root: "limits-e2e",
  team: "limits-e2e-team",
  /** The e2e spec's admin (admin of the root). */
  admin: "limits-admin@limits-e2e.example",
  /** The bad-input corpus's admin (its own rows are compared before and after). */
  corpusAdmin: "bad-input-limits-admin@limits-e2e.example",
  approver: "limits-approver@limits-e2e.example",
  /** Per project: the buyer whose per-order limit the spec lowers, and that limit. */
  orderBuyer: { js: "limits-order-js@limits-e2e.example", "no-js": "limits-order-nojs@limits-e2e.example" },
  orderLimit: { js: "LIMITS-E2E-ORDER-JS", "no-js": "LIMITS-E2E-ORDER-NOJS" },
  /** Per project: the buyer the spec's QUARTER limit is assigned to. */
  quarterBuyer: { js: "limits-quarter-js@limits-e2e.example", "no-js": "limits-quarter-nojs@limits-e2e.example" },
  /** A user group with a limit assigned (the group pages' link), and the corpus's limit (its edit form is posted). */
  group: "limits-e2e-crew",
  groupLimit: "LIMITS-E2E-MONTH-2000",
  corpusLimit: "LIMITS-E2E-CORPUS",
} as const;

export const ORG_LIMITS_E2E_ADDRESS_ID = 927;

export const ORG_LIMITS_E2E_UNITS = [
  { uid: ORG_LIMITS_E2E.root, parent: null, name: "Limits Test Head Office" },
  { uid: ORG_LIMITS_E2E.team, parent: ORG_LIMITS_E2E.root, name: "Limits Test Team" },
] as const;

export const ORG_LIMITS_E2E_USERS: readonly TestAccountSeed[] = [
  { uid: ORG_LIMITS_E2E.admin, firstName: "Lena", lastName: "Limits", orgUnit: ORG_LIMITS_E2E.root, group: "b2badmingroup" },
  { uid: ORG_LIMITS_E2E.corpusAdmin, firstName: "Cory", lastName: "Limits", orgUnit: ORG_LIMITS_E2E.root, group: "b2badmingroup" },
  { uid: ORG_LIMITS_E2E.approver, firstName: "Abel", lastName: "Limits", orgUnit: ORG_LIMITS_E2E.root, group: "b2bapprovergroup" },
  { uid: ORG_LIMITS_E2E.orderBuyer.js, firstName: "Oscar", lastName: "Order JS", orgUnit: ORG_LIMITS_E2E.team },
  { uid: ORG_LIMITS_E2E.orderBuyer["no-js"], firstName: "Olive", lastName: "Order No-JS", orgUnit: ORG_LIMITS_E2E.team },
  { uid: ORG_LIMITS_E2E.quarterBuyer.js, firstName: "Quinn", lastName: "Quarter JS", orgUnit: ORG_LIMITS_E2E.team },
  { uid: ORG_LIMITS_E2E.quarterBuyer["no-js"], firstName: "Quincy", lastName: "Quarter No-JS", orgUnit: ORG_LIMITS_E2E.team },
];

type LimitSeed = { code: string; type: "ORDER" | "PERIOD" | "BUDGET_EXCEEDED"; cents: number | null; period: string | null; unit: string };

/** Acme's demo limits: one of every type and period, unassigned. */
export const ACME_DEMO_LIMITS: readonly LimitSeed[] = [
  { code: "ACME-ORDER-1000", type: "ORDER", cents: 100_000, period: null, unit: "acme-au" },
  { code: "ACME-DAY-500", type: "PERIOD", cents: 50_000, period: "DAY", unit: "acme-au" },
  { code: "ACME-WEEK-1500", type: "PERIOD", cents: 150_000, period: "WEEK", unit: "acme-au" },
  { code: "ACME-MONTH-5000", type: "PERIOD", cents: 500_000, period: "MONTH", unit: "acme-au" },
  { code: "ACME-QUARTER-12000", type: "PERIOD", cents: 1_200_000, period: "QUARTER", unit: "acme-au" },
  { code: "ACME-YEAR-40000", type: "PERIOD", cents: 4_000_000, period: "YEAR", unit: "acme-au" },
  { code: "ACME-BUDGET-EXCEEDED", type: "BUDGET_EXCEEDED", cents: null, period: null, unit: "acme-au" },
];

const E2E_LIMITS: readonly (LimitSeed & { user?: string; group?: string })[] = [
  { code: ORG_LIMITS_E2E.orderLimit.js, type: "ORDER", cents: 1_000_000, period: null, unit: ORG_LIMITS_E2E.root, user: ORG_LIMITS_E2E.orderBuyer.js },
  { code: ORG_LIMITS_E2E.orderLimit["no-js"], type: "ORDER", cents: 1_000_000, period: null, unit: ORG_LIMITS_E2E.root, user: ORG_LIMITS_E2E.orderBuyer["no-js"] },
  { code: ORG_LIMITS_E2E.groupLimit, type: "PERIOD", cents: 200_000, period: "MONTH", unit: ORG_LIMITS_E2E.root, group: ORG_LIMITS_E2E.group },
  { code: ORG_LIMITS_E2E.corpusLimit, type: "ORDER", cents: 50_000, period: null, unit: ORG_LIMITS_E2E.root },
  { code: "LIMITS-E2E-BUDGET", type: "BUDGET_EXCEEDED", cents: null, period: null, unit: ORG_LIMITS_E2E.root },
];

/** How many limits this file seeds (seed test). */
export const ORG_LIMITS_E2E_LIMIT_COUNT = ACME_DEMO_LIMITS.length + E2E_LIMITS.length;

export function seedOrgLimitsE2e(db: Db, insert: Insert) {
  for (const unit of ORG_LIMITS_E2E_UNITS) insert("org_units", { ...ORG, uid: unit.uid, parent_uid: unit.parent, name: unit.name, approval_process: unit.parent ? null : "accApproval" });
  seedTestAccounts(db, insert, ORG_LIMITS_E2E_USERS);
  for (const admin of [ORG_LIMITS_E2E.admin, ORG_LIMITS_E2E.corpusAdmin]) insert("user_group_members", { user_uid: admin, group_uid: "CustomerAdmin", position: 1 });
  insert("unit_approvers", { unit_uid: ORG_LIMITS_E2E.root, approver_uid: ORG_LIMITS_E2E.approver });
  // The units' delivery address (checkout's address book; a fixed id below 1000, as seed-data/checkout.ts keeps them).
  insert("addresses", {
    id: ORG_LIMITS_E2E_ADDRESS_ID,
    owner_user: null,
    owner_unit: ORG_LIMITS_E2E.root,
    in_book: 1,
    is_default: 1,
    first_name: "Limits",
    last_name: "Receiving",
    line1: "9 Limit Lane",
    town: "Melbourne",
    region: "AU-VIC",
    postal_code: "3000",
    country: "AU",
    created_at: Date.parse("2026-01-01T00:00:00Z"),
  });
  insert("user_groups", { uid: ORG_LIMITS_E2E.group, name: "Limits crew", unit_uid: ORG_LIMITS_E2E.root });
  for (const limit of [...ACME_DEMO_LIMITS, ...E2E_LIMITS]) {
    insert("purchase_limits", {
      code: limit.code,
      type: limit.type,
      threshold_cents: limit.cents,
      period: limit.period,
      currency: limit.type === "BUDGET_EXCEEDED" ? null : "AUD",
      unit: limit.unit,
      active: 1,
    });
  }
  for (const limit of E2E_LIMITS) {
    if ("user" in limit && limit.user) insert("purchase_limit_users", { limit_code: limit.code, user_uid: limit.user });
    if ("group" in limit && limit.group) insert("purchase_limit_groups", { limit_code: limit.code, group_uid: limit.group });
  }
}
