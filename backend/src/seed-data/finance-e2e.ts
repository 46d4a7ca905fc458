/**
 * Issue 28 (H1, finance lists; e2e/finance-lists.spec.ts): an organisation of its own that nothing else reads or
 * changes — root `fin-lists-e2e` ("Finlist Traders", AUD, GST 10 %) with two units:
 * - North (`fin-lists-e2e-north`, cost centre FINLIST-N): 55 open invoices (two pages of 50), issued 1–27 days ago (none overdue).
 * - South (`fin-lists-e2e-south`, cost centre FINLIST-S): one open invoice in each ageing bucket (not yet due, 15, 45,
 *   75 and 130 days overdue — mid-bucket, so a run days after seeding reads the same table), three paid by bank
 *   transfer, an open credit note and a used one.
 * Its finance user (financegroup) and admin; password: the demo password.
 */
import { type Db } from "../db";
import { seedAllocations, seedFinanceDocuments, type SeedCredit, type SeedInvoice } from "./finance";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const ORG = { site: "corporate", bill_to_name: "Finlist Traders Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

export const FINANCE_E2E = {
  root: "fin-lists-e2e",
  rootName: "Finlist Traders",
  north: "fin-lists-e2e-north",
  northName: "Finlist North",
  south: "fin-lists-e2e-south",
  southName: "Finlist South",
  northCentre: "FINLIST-N",
  southCentre: "FINLIST-S",
  finance: "finance-lists@finlist.example",
  admin: "admin-lists@finlist.example",
  /** South's open invoices: [days issued ago, net cents] → buckets CURRENT, 1-30, 31-60, 61-90, 90+. */
  southOpen: [
    [10, 10_000],
    [45, 20_000],
    [75, 30_000],
    [105, 40_000],
    [160, 50_000],
  ],
  northOpenCount: 55,
} as const;

export const FINANCE_E2E_USERS: readonly TestAccountSeed[] = [
  { uid: FINANCE_E2E.finance, firstName: "Fin", lastName: "Lister", orgUnit: FINANCE_E2E.root, group: "financegroup" },
  { uid: FINANCE_E2E.admin, firstName: "Ada", lastName: "Lister", orgUnit: FINANCE_E2E.root, group: "b2badmingroup" },
];
/** What this file adds, for backend/tests/seed.test.ts. */
export const FINANCE_E2E_COUNTS = { units: 3, costCentres: 2 } as const;

const line = (net: number) => [{ description: "Classic polo, Navy, assorted sizes", quantity: 1, unitCents: net }];

export function financeE2eInvoices(): SeedInvoice[] {
  const north: SeedInvoice[] = Array.from({ length: FINANCE_E2E.northOpenCount }, (_, n) => ({
    unit: FINANCE_E2E.north,
    costCentre: FINANCE_E2E.northCentre,
    currency: "AUD",
    taxRate: 10,
    daysAgo: 1 + (n % 27),
    lines: line(1_000 + n * 100),
  }));
  const southOpen: SeedInvoice[] = FINANCE_E2E.southOpen.map(([daysAgo, net]) => ({ unit: FINANCE_E2E.south, costCentre: FINANCE_E2E.southCentre, currency: "AUD", taxRate: 10, daysAgo, lines: line(net) }));
  const southPaid: SeedInvoice[] = [60, 90, 120].map((daysAgo, n) => ({
    unit: FINANCE_E2E.south,
    costCentre: FINANCE_E2E.southCentre,
    currency: "AUD",
    taxRate: 10,
    daysAgo,
    lines: line(7_000 + n * 1_000),
    paid: "full" as const,
  }));
  // The last: paid in part by the used credit note (below).
  const southForCredit: SeedInvoice = { unit: FINANCE_E2E.south, costCentre: FINANCE_E2E.southCentre, currency: "AUD", taxRate: 10, daysAgo: 200, lines: line(5_000) };
  return [...north, ...southOpen, ...southPaid, southForCredit];
}

export function financeE2eCredits(invoiceCount: number): SeedCredit[] {
  return [
    { unit: FINANCE_E2E.south, currency: "AUD", taxRate: 10, daysAgo: 20, invoice: FINANCE_E2E.northOpenCount + 1, lines: [{ description: "Returned: Classic polo, Navy, M", quantity: 1, unitCents: 2_500 }] },
    { unit: FINANCE_E2E.south, currency: "AUD", taxRate: 10, daysAgo: 190, invoice: invoiceCount - 1, usedOn: invoiceCount - 1, lines: [{ description: "Returned: Classic polo, Navy, L", quantity: 1, unitCents: 1_000 }] },
  ];
}

export function seedFinanceE2e(db: Db, insert: Insert, at: number = Date.now()) {
  insert("org_units", { ...ORG, uid: FINANCE_E2E.root, parent_uid: null, name: FINANCE_E2E.rootName });
  insert("org_units", { ...ORG, uid: FINANCE_E2E.north, parent_uid: FINANCE_E2E.root, name: FINANCE_E2E.northName });
  insert("org_units", { ...ORG, uid: FINANCE_E2E.south, parent_uid: FINANCE_E2E.root, name: FINANCE_E2E.southName });
  insert("cost_centres", { code: FINANCE_E2E.northCentre, name: "North operations", unit_uid: FINANCE_E2E.north, currency: "AUD", active: 1 });
  insert("cost_centres", { code: FINANCE_E2E.southCentre, name: "South operations", unit_uid: FINANCE_E2E.south, currency: "AUD", active: 1 });
  seedTestAccounts(db, insert, FINANCE_E2E_USERS);
  insert("user_group_members", { user_uid: FINANCE_E2E.admin, group_uid: "CustomerAdmin", position: 1 });
  if (db.prepare("SELECT 1 FROM finance_documents WHERE unit_uid = ?").get(FINANCE_E2E.north)) return;
  const invoices = financeE2eInvoices();
  const seeded = seedFinanceDocuments(insert, at, "FINLIST", invoices, financeE2eCredits(invoices.length));
  seedAllocations(db, insert, seeded.payments);
}
