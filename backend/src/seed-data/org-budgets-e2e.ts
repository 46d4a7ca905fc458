/**
 * Issue 27 (budgets; docs/organisation.md "Budgets"): Acme's nearly spent budget and the budget e2e accounts.
 *
 * - Demo: the Newcastle depot's cost centre ACME-NCL (acme-au-nsw-newcastle) and its budget ACME-NCL-FY27, with three
 *   orders of ethan.moore@acme.example charged to it (codes 29270001–29270003, placed 3, 9 and 20 days before
 *   seeding); the budget's amount is set so that they spend about 92 % of it (the detail page's nearly full bar).
 * - E2E: a leaf unit under acme-au that nothing else uses (acme-au-budgets-e2e, cost centres and PO numbers on), its
 *   admin (e2e/org-budgets.spec.ts), the bad-input corpus's admin with its own budget and cost centre, and one buyer
 *   and cost centre per Playwright project (js, nojs) whose orders move only their own budgets.
 * Password: the demo password.
 */
import { type Db } from "../db";
import { addressReader } from "../stores/addresses";
import { budgetConsumption } from "../stores/budget-consumption";
import { directOrders } from "../stores/direct-orders";
import { volumeTierLoader } from "../stores/pricing";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const DAY = 86_400_000;
const ACME = { site: "corporate", bill_to_name: "Acme Workwear Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

export const ORG_BUDGETS_E2E = {
  unit: "acme-au-budgets-e2e",
  unitName: "Acme budgets depot",
  admin: "budgets-admin@acme.example",
  corpusAdmin: "bad-input-budgets-admin@acme.example",
  /** The bad-input corpus's budgets: edited, disabled, enabled (seeded disabled). */
  corpusBudget: "BUDGETS-E2E-CORPUS",
  corpusDisable: "BUDGETS-E2E-CORPUS-DISABLE",
  corpusEnable: "BUDGETS-E2E-CORPUS-ENABLE",
  corpusCostCentre: "BUDGETS-E2E-CORPUS-CC",
  buyer: (project: "js" | "nojs") => `budgets-buyer-${project}@acme.example`,
  costCentre: (project: "js" | "nojs") => `BUDGETS-E2E-${project.toUpperCase()}`,
} as const;

/** The demo's nearly spent budget. */
export const NEARLY_SPENT = { costCentre: "ACME-NCL", costCentreName: "Newcastle depot", budget: "ACME-NCL-FY27", name: "Newcastle depot FY27", unit: "acme-au-nsw-newcastle", buyer: "ethan.moore@acme.example" } as const;
const NEARLY_SPENT_ORDERS = [
  { id: 29_270_001, daysAgo: 3, entries: [{ variantCode: "POL-CL-NAVY-M", quantity: 6 }] },
  { id: 29_270_002, daysAgo: 9, entries: [{ variantCode: "POL-CL-NAVY-L", quantity: 4 }] },
  { id: 29_270_003, daysAgo: 20, entries: [{ variantCode: "POL-CL-NAVY-S", quantity: 5 }] },
] as const;

export const ORG_BUDGETS_E2E_USERS: readonly TestAccountSeed[] = [
  { uid: ORG_BUDGETS_E2E.admin, firstName: "Bea", lastName: "Budgets", orgUnit: ORG_BUDGETS_E2E.unit, group: "b2badmingroup" },
  { uid: ORG_BUDGETS_E2E.corpusAdmin, firstName: "Cora", lastName: "Budgets", orgUnit: ORG_BUDGETS_E2E.unit, group: "b2badmingroup" },
  { uid: ORG_BUDGETS_E2E.buyer("js"), firstName: "Bo", lastName: "Buyer Script", orgUnit: ORG_BUDGETS_E2E.unit },
  { uid: ORG_BUDGETS_E2E.buyer("nojs"), firstName: "Bo", lastName: "Buyer Plain", orgUnit: ORG_BUDGETS_E2E.unit },
];

/** What this file adds, for backend/tests/seed.test.ts: its unit (cost centres on), its cost centres (e2e js, nojs, corpus; ACME-NCL), the 3 orders. */
export const ORG_BUDGETS_E2E_COUNTS = { units: 1, costCentres: 4, costCentreEnabledUnits: 1, orders: 3 } as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function seedOrgBudgetsE2e(db: Db, insert: Insert, at: number = Date.now()) {
  // --- e2e ---
  insert("org_units", { ...ACME, uid: ORG_BUDGETS_E2E.unit, parent_uid: "acme-au", name: ORG_BUDGETS_E2E.unitName, cost_centre_enabled: 1, po_number_enabled: 1 });
  seedTestAccounts(db, insert, ORG_BUDGETS_E2E_USERS);
  for (const admin of [ORG_BUDGETS_E2E.admin, ORG_BUDGETS_E2E.corpusAdmin]) insert("user_group_members", { user_uid: admin, group_uid: "CustomerAdmin", position: 1 });
  for (const project of ["js", "nojs"] as const) {
    const code = ORG_BUDGETS_E2E.costCentre(project);
    insert("cost_centres", { code, name: `Budgets e2e ${project}`, unit_uid: ORG_BUDGETS_E2E.unit, currency: "AUD", active: 1 });
    insert("user_cost_centres", { user_uid: ORG_BUDGETS_E2E.buyer(project), cost_centre_code: code, is_default: 1 });
  }
  insert("cost_centres", { code: ORG_BUDGETS_E2E.corpusCostCentre, name: "Budgets corpus", unit_uid: ORG_BUDGETS_E2E.unit, currency: "AUD", active: 1 });
  const corpus = [
    [ORG_BUDGETS_E2E.corpusBudget, "Corpus budget", 1],
    [ORG_BUDGETS_E2E.corpusDisable, "Corpus budget to disable", 1],
    [ORG_BUDGETS_E2E.corpusEnable, "Corpus budget to enable", 0],
  ] as const;
  for (const [code, name, active] of corpus) {
    insert("budgets", { code, name, amount_cents: 100_000, currency: "AUD", start_date: "2026-01-01", end_date: "2027-12-31", unit_uid: ORG_BUDGETS_E2E.unit, active });
  }

  // --- demo: the nearly spent budget (its amount from the orders, once) ---
  insert("cost_centres", { code: NEARLY_SPENT.costCentre, name: NEARLY_SPENT.costCentreName, unit_uid: NEARLY_SPENT.unit, currency: "AUD", active: 1 });
  insert("user_cost_centres", { user_uid: NEARLY_SPENT.buyer, cost_centre_code: NEARLY_SPENT.costCentre, is_default: 0 });
  if (db.prepare("SELECT 1 FROM budgets WHERE code = ?").get(NEARLY_SPENT.budget)) return;
  const orders = directOrders(db, { addresses: addressReader(db), tiersOf: volumeTierLoader(db) });
  const charge = db.prepare<[string, string, number]>("UPDATE orders SET cost_centre_code = ?, cost_centre_name = ? WHERE id = ?");
  for (const order of NEARLY_SPENT_ORDERS) {
    if (orders.exists(String(order.id))) continue;
    orders.create({ id: order.id, site: "corporate", userUid: NEARLY_SPENT.buyer, placedByUid: NEARLY_SPENT.buyer, entries: order.entries, createdAt: at - order.daysAgo * DAY, status: "CREATED", exceededLimit: null });
    charge.run(NEARLY_SPENT.costCentre, NEARLY_SPENT.costCentreName, order.id);
  }
  // A year around the seeding day: 60 days back to 304 days ahead (the orders inside it).
  insert("budgets", { code: NEARLY_SPENT.budget, name: NEARLY_SPENT.name, amount_cents: 100, currency: "AUD", start_date: isoDay(at - 60 * DAY), end_date: isoDay(at + 304 * DAY), unit_uid: NEARLY_SPENT.unit, active: 1 });
  insert("cost_centre_budgets", { cost_centre_code: NEARLY_SPENT.costCentre, budget_code: NEARLY_SPENT.budget });
  const spent = budgetConsumption(db).of(NEARLY_SPENT.budget)?.spentCents ?? 0;
  const amount = spent > 0 ? Math.ceil(spent / 0.92 / 100) * 100 : 100_000;
  db.prepare<[number, string]>("UPDATE budgets SET amount_cents = ? WHERE code = ?").run(amount, NEARLY_SPENT.budget);
}
