/**
 * Issue 28 (H1, finance lists; docs/finance.md): the demo's finance documents — 12 months of invoices for Acme's three
 * units (acme-au with cost centres ACME-OPS and ACME-FLEET, acme-au-nsw with ACME-NSW, acme-au-vic without one): the
 * last month's not yet due, older ones overdue in every ageing bucket, some partly paid and most of the older ones
 * paid by seeded BANK_TRANSFER payments with their allocations; four credit notes (one used against an invoice); a
 * few NZD invoices for Kiwi (GST 15 %) and one credit note; the statements tab on for acme-au only (Kiwi stays off).
 * Dates count back from the seeding day; seeded once (the marker payment `BT-ACME-0001`).
 */
import { type Db } from "../db";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const yyyymm = (day: string) => day.slice(0, 7).replace("-", "");

export interface SeedLine {
  description: string;
  quantity: number;
  unitCents: number;
}
export interface SeedInvoice {
  unit: string;
  costCentre: string | null;
  currency: string;
  taxRate: number;
  /** Issued this many days before the seeding day; due 30 days later. */
  daysAgo: number;
  lines: SeedLine[];
  /** Paid by bank transfer: 'full', a part (cents), or nothing. */
  paid?: "full" | number;
}
export interface SeedCredit {
  unit: string;
  currency: string;
  taxRate: number;
  daysAgo: number;
  /** The index (in the same seed's invoices) of the invoice it relates to. */
  invoice: number | null;
  lines: SeedLine[];
  /** Used in full against this invoice (index) by a bank-transfer payment. */
  usedOn?: number;
}

/** Net, tax (rounded per line) and total of lines. */
function priced(lines: readonly SeedLine[], taxRate: number) {
  const rows = lines.map((line) => {
    const net = line.quantity * line.unitCents;
    return { ...line, net, tax: Math.round((net * taxRate) / 100) };
  });
  const net = rows.reduce((sum, row) => sum + row.net, 0);
  const tax = rows.reduce((sum, row) => sum + row.tax, 0);
  return { rows, net, tax, total: net + tax };
}

/**
 * Writes invoices, credit notes, payments and allocations (amount due and remaining balance kept in step). `prefix`
 * names the seed's documents (INV-yyyymm-{prefix}{n}) and its payments (BT-{prefix}-{n}).
 */
export function seedFinanceDocuments(insert: Insert, at: number, prefix: string, invoices: readonly SeedInvoice[], credits: readonly SeedCredit[]) {
  const ids: string[] = [];
  const open = new Map<string, number>();
  const documents: Array<Record<string, SqlValue>> = [];
  const lines: Array<Record<string, SqlValue>> = [];
  const payments: Array<{ reference: string; unit: string; currency: string; amount: number; paidOn: string; paidAt: number; allocations: Array<[string, number]> }> = [];
  let payment = 0;
  const nextReference = () => `BT-${prefix}-${String(++payment).padStart(4, "0")}`;

  invoices.forEach((invoice, index) => {
    const issuedAt = at - invoice.daysAgo * DAY;
    const issuedOn = isoDay(issuedAt);
    const id = `INV-${yyyymm(issuedOn)}-${prefix}${String(index + 1).padStart(4, "0")}`;
    ids.push(id);
    const money = priced(invoice.lines, invoice.taxRate);
    documents.push({
      id,
      kind: "INVOICE",
      unit_uid: invoice.unit,
      cost_centre_code: invoice.costCentre,
      currency: invoice.currency,
      issued_on: issuedOn,
      due_on: isoDay(issuedAt + 30 * DAY),
      net_cents: money.net,
      tax_cents: money.tax,
      total_cents: money.total,
      created_at: issuedAt,
    });
    money.rows.forEach((row, line) =>
      lines.push({ document_id: id, line_no: line + 1, description: row.description, quantity: row.quantity, unit_price_cents: row.unitCents, net_cents: row.net, tax_cents: row.tax }),
    );
    open.set(id, money.total);
    if (invoice.paid !== undefined) {
      const amount = invoice.paid === "full" ? money.total : Math.min(invoice.paid, money.total - 1);
      // Paid by bank transfer a little before the due date (or 20 days after issue).
      const paidAt = Math.min(issuedAt + 20 * DAY, at - DAY);
      payments.push({ reference: nextReference(), unit: invoice.unit, currency: invoice.currency, amount, paidOn: isoDay(paidAt), paidAt, allocations: [[id, amount]] });
      open.set(id, money.total - amount);
    }
  });

  credits.forEach((credit, index) => {
    const issuedAt = at - credit.daysAgo * DAY;
    const issuedOn = isoDay(issuedAt);
    const id = `CN-${yyyymm(issuedOn)}-${prefix}${String(index + 1).padStart(4, "0")}`;
    const money = priced(credit.lines, credit.taxRate);
    documents.push({
      id,
      kind: "CREDIT_NOTE",
      unit_uid: credit.unit,
      cost_centre_code: null,
      related_invoice_id: credit.invoice === null ? null : (ids[credit.invoice] ?? null),
      currency: credit.currency,
      issued_on: issuedOn,
      due_on: null,
      net_cents: money.net,
      tax_cents: money.tax,
      total_cents: money.total,
      created_at: issuedAt,
    });
    money.rows.forEach((row, line) =>
      lines.push({ document_id: id, line_no: line + 1, description: row.description, quantity: row.quantity, unit_price_cents: row.unitCents, net_cents: row.net, tax_cents: row.tax }),
    );
    open.set(id, money.total);
    const target = credit.usedOn === undefined ? undefined : ids[credit.usedOn];
    if (target) {
      // The credit pays part of the invoice; the rest by bank transfer the same day (both allocated in one payment).
      const due = open.get(target) ?? 0;
      const applied = Math.min(money.total, due);
      const cash = due - applied;
      const paidAt = Math.min(issuedAt + 2 * DAY, at - DAY);
      payments.push({ reference: nextReference(), unit: credit.unit, currency: credit.currency, amount: cash, paidOn: isoDay(paidAt), paidAt, allocations: [[target, due], [id, applied]] });
      open.set(target, 0);
      open.set(id, money.total - applied);
    }
  });

  for (const document of documents) insert("finance_documents", { ...document, open_cents: open.get(String(document.id)) ?? 0 });
  for (const line of lines) insert("finance_document_lines", line);
  for (const entry of payments) {
    insert("finance_payments", {
      reference: entry.reference,
      unit_uid: entry.unit,
      paid_by_uid: null,
      method: "BANK_TRANSFER",
      card_label: null,
      currency: entry.currency,
      amount_cents: entry.amount,
      paid_on: entry.paidOn,
      paid_at: entry.paidAt,
    });
  }
  return { ids, payments: payments.map((entry) => ({ reference: entry.reference, allocations: entry.allocations })) };
}

/** Allocations by payment reference (the payments' ids are the database's). */
export function seedAllocations(db: Db, insert: Insert, payments: ReadonlyArray<{ reference: string; allocations: Array<[string, number]> }>) {
  const idOf = db.prepare<[string], { id: number }>("SELECT id FROM finance_payments WHERE reference = ?");
  for (const entry of payments) {
    const id = idOf.get(entry.reference)?.id;
    if (id === undefined) continue;
    for (const [documentId, amount] of entry.allocations) if (amount > 0) insert("finance_allocations", { payment_id: id, document_id: documentId, amount_cents: amount });
  }
}

const PRODUCTS: readonly SeedLine[] = [
  { description: "Classic polo, Navy, assorted sizes", quantity: 24, unitCents: 3_450 },
  { description: "Work trousers, Charcoal, assorted sizes", quantity: 12, unitCents: 6_990 },
  { description: "Hi-vis vest, Orange, assorted sizes", quantity: 30, unitCents: 1_450 },
  { description: "Softshell jacket, Black, assorted sizes", quantity: 8, unitCents: 12_900 },
  { description: "Safety boots, Brown, assorted sizes", quantity: 6, unitCents: 15_900 },
  { description: "Chef jacket, White, assorted sizes", quantity: 10, unitCents: 5_450 },
];
const DELIVERY: SeedLine = { description: "Delivery: Standard delivery", quantity: 1, unitCents: 1_500 };

/** The i-th invoice's lines (deterministic: two products in varied quantities, and delivery). */
function linesFor(i: number): SeedLine[] {
  const first = PRODUCTS[i % PRODUCTS.length]!;
  const second = PRODUCTS[(i * 5 + 2) % PRODUCTS.length]!;
  return [
    { ...first, quantity: Math.max(1, first.quantity - (i % 7)) },
    { ...second, quantity: 1 + ((i * 3) % 9) },
    DELIVERY,
  ];
}

const ACME_UNITS = [
  { unit: "acme-au", centres: ["ACME-OPS", "ACME-FLEET"] },
  { unit: "acme-au-nsw", centres: ["ACME-NSW"] },
  { unit: "acme-au-vic", centres: [null] },
] as const;

/** Acme's invoices: two a month per unit for 12 months (72). */
export function acmeInvoices(): SeedInvoice[] {
  const invoices: SeedInvoice[] = [];
  let i = 0;
  for (let month = 0; month < 12; month += 1) {
    ACME_UNITS.forEach((entry, u) => {
      for (let k = 0; k < 2; k += 1) {
        const daysAgo = 3 + month * 30 + k * 13 + u * 4;
        const overdue = daysAgo - 30;
        // Recent ones open; 1-90 days overdue: a mix (every bucket has open ones); older: paid, but a few left open (90+).
        let paid: SeedInvoice["paid"];
        if (overdue > 90) paid = i % 5 === 0 ? undefined : i % 7 === 0 ? 20_000 : "full";
        else if (overdue > 0) paid = i % 3 === 0 ? "full" : i % 3 === 1 ? 15_000 : undefined;
        invoices.push({ unit: entry.unit, costCentre: entry.centres[k % entry.centres.length] ?? null, currency: "AUD", taxRate: 10, daysAgo, lines: linesFor(i), ...(paid === undefined ? {} : { paid }) });
        i += 1;
      }
    });
  }
  return invoices;
}

export const ACME_CREDITS: readonly SeedCredit[] = [
  { unit: "acme-au", currency: "AUD", taxRate: 10, daysAgo: 40, invoice: 9, lines: [{ description: "Returned: Classic polo, Navy, M", quantity: 4, unitCents: 3_450 }] },
  { unit: "acme-au-nsw", currency: "AUD", taxRate: 10, daysAgo: 25, invoice: 14, lines: [{ description: "Returned: Work trousers, Charcoal, 32", quantity: 2, unitCents: 6_990 }] },
  { unit: "acme-au-vic", currency: "AUD", taxRate: 10, daysAgo: 12, invoice: null, lines: [{ description: "Goodwill credit: late delivery", quantity: 1, unitCents: 5_000 }] },
  { unit: "acme-au", currency: "AUD", taxRate: 10, daysAgo: 150, invoice: 26, usedOn: 30, lines: [{ description: "Returned: Softshell jacket, Black, L", quantity: 1, unitCents: 12_900 }] },
];

/** Kiwi's invoices (NZD, GST 15 %): six over the last six months. */
export const KIWI_INVOICES: readonly SeedInvoice[] = [0, 1, 2, 3, 4, 5].map((n) => ({
  unit: n % 2 === 0 ? "kiwi-nz" : "kiwi-nz-akl",
  costCentre: n % 2 === 0 ? "KIWI-OPS" : null,
  currency: "NZD",
  taxRate: 15,
  daysAgo: 5 + n * 31,
  lines: linesFor(n + 40),
  ...(n >= 4 ? { paid: "full" as const } : n === 2 ? { paid: 10_000 } : {}),
}));
export const KIWI_CREDITS: readonly SeedCredit[] = [
  { unit: "kiwi-nz", currency: "NZD", taxRate: 15, daysAgo: 20, invoice: 1, lines: [{ description: "Returned: Hi-vis vest, Orange, L", quantity: 3, unitCents: 1_450 }] },
];

export function seedFinance(db: Db, insert: Insert, at: number = Date.now()) {
  db.prepare("UPDATE org_units SET statements_enabled = 1 WHERE uid = 'acme-au'").run();
  if (db.prepare("SELECT 1 FROM finance_payments WHERE reference = 'BT-ACME-0001'").get()) return;
  const acme = seedFinanceDocuments(insert, at, "ACME", acmeInvoices(), ACME_CREDITS);
  seedAllocations(db, insert, acme.payments);
  const kiwi = seedFinanceDocuments(insert, at, "KIWI", KIWI_INVOICES, KIWI_CREDITS);
  seedAllocations(db, insert, kiwi.payments);
}
