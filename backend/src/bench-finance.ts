import { createHash } from "node:crypto";
import { type Db } from "./db";
import { hashSecret } from "./passwords";
import { DEMO_PASSWORD } from "./seed-data/orgs";
import { seedFinanceDocuments, type SeedInvoice } from "./seed-data/finance";

/**
 * The finance bench's organisation (issue 28, "Measure": the outstanding tab with 1,000 invoices): Bench Finance (root
 * `bench-fin`, corporate site, AU, three units below it) with `invoices` open invoices spread over the units and the
 * last 13 months (every ageing bucket), and its finance person `BENCH_FINANCE_USER` (financegroup; the demo password).
 * Only for a bench's own copy of the database (bench-organisation-cli.ts), never the demo seed. Deterministic.
 */
export const BENCH_FINANCE_USER = "finance@bench.example";
export const BENCH_FINANCE_ROOT = "bench-fin";

const UNIT = { site: "corporate", bill_to_name: "Bench Finance Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };
const UNITS = [
  { uid: BENCH_FINANCE_ROOT, parent: null, name: "Bench Finance Australia" },
  { uid: "bench-fin-north", parent: BENCH_FINANCE_ROOT, name: "Bench Finance North" },
  { uid: "bench-fin-south", parent: BENCH_FINANCE_ROOT, name: "Bench Finance South" },
  { uid: "bench-fin-west", parent: BENCH_FINANCE_ROOT, name: "Bench Finance West" },
];

/** Adds the organisation and its invoices (one transaction); returns how many invoices it added (0: already there). */
export function generateFinanceBench(db: Db, invoices: number): number {
  if (db.prepare("SELECT 1 FROM org_units WHERE uid = ?").get(BENCH_FINANCE_ROOT)) return 0;
  const insert = (table: string, row: Record<string, string | number | null>) => {
    const columns = Object.keys(row);
    db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).run(...Object.values(row));
  };
  const hash = hashSecret(DEMO_PASSWORD, createHash("sha256").update("uniform-bench:finance").digest().subarray(0, 16));
  const rows: SeedInvoice[] = Array.from({ length: invoices }, (_, i) => ({
    unit: UNITS[1 + (i % 3)]!.uid,
    costCentre: null,
    currency: "AUD",
    taxRate: 10,
    daysAgo: (i * 7) % 400,
    lines: [{ description: "Classic polo, Navy, assorted sizes", quantity: 1 + (i % 20), unitCents: 3_450 }],
    ...(i % 9 === 0 ? { paid: 2_000 } : {}),
  }));
  db.transaction(() => {
    for (const unit of UNITS) insert("org_units", { ...UNIT, uid: unit.uid, parent_uid: unit.parent, name: unit.name });
    insert("users", { uid: BENCH_FINANCE_USER, org_unit: BENCH_FINANCE_ROOT, first_name: "Bailey", last_name: "Finance", password_hash: hash, disabled: 0, price_enabled: 1 });
    insert("user_group_members", { user_uid: BENCH_FINANCE_USER, group_uid: "financegroup", position: 0 });
    const seeded = seedFinanceDocuments(insert, Date.now(), "BENCH", rows, []);
    const idOf = db.prepare<[string], { id: number }>("SELECT id FROM finance_payments WHERE reference = ?");
    for (const payment of seeded.payments) {
      const id = idOf.get(payment.reference)?.id;
      if (id !== undefined) for (const [documentId, amount] of payment.allocations) insert("finance_allocations", { payment_id: id, document_id: documentId, amount_cents: amount });
    }
  })();
  return invoices;
}
