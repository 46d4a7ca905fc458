/**
 * Issue 28 (H2, documents and statements; docs/finance.md "Documents and statements"):
 *
 * - Demo: the statements flag of acme-au on, and one statement per month for the last 12 complete months for acme-au
 *   (ids 'ST-acme-au-YYYYMM', requested by nobody: the monthly run), whose balances come from Acme's invoices.
 * - E2E and backend tests: organisations of their own, so nothing the other finance specs read changes —
 *   `docs-e2e` (AU, AUD, statements on; a branch below it) with a finance user, a buyer, three invoices (one partly
 *   paid, one paid by bank transfer), a credit note and a seeded September statement; and `docs-e2e-nz` (NZ, NZD,
 *   statements off) with a finance user and one NZ invoice (GST 15 %); and `docs-e2e-corpus` (statements on), the
 *   bad-input corpus's finance user's own (what the corpus requests never shows in docs-e2e's list). The finance users
 *   are in `financegroup` and `b2badmingroup`. Fixed numbers and dates, so the specs can read
 *   exact amounts. Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const AU = { site: "corporate", bill_to_name: "Docs Test Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };
const NZ = { site: "corporate", bill_to_name: "Docs Test NZ Limited", country: "NZ", currency: "NZD", customer_specific_currency_symbol: "NZ$" };

export const FINANCE_DOCS_E2E = {
  root: "docs-e2e",
  branch: "docs-e2e-branch",
  nzRoot: "docs-e2e-nz",
  /** The bad-input corpus's own organisation (statements on; what it requests never shows in docs-e2e's list). */
  corpusRoot: "docs-e2e-corpus",
  finance: "finance-docs@docs-e2e.example",
  buyer: "buyer-docs@docs-e2e.example",
  nzFinance: "finance-docs@docs-e2e-nz.example",
  /** The bad-input corpus's finance user (e2e/bad-input-forms.ts: the statement request form). */
  corpusFinance: "bad-input-docs@docs-e2e.example",
  costCentre: "DOCS-E2E-CC",
  /** 770.00 (700.00 + GST 70.00), 300.00 paid by bank transfer: 470.00 due. */
  partlyPaid: "INV-DOCS-0001",
  /** 330.00, paid in full. */
  paid: "INV-DOCS-0002",
  /** 528.00, open. */
  open: "INV-DOCS-0003",
  /** 88.00 against INV-DOCS-0001, unused. */
  credit: "CN-DOCS-0001",
  /** NZ: 517.50 NZD (450.00 + GST 67.50). */
  nzInvoice: "INV-DOCS-NZ-0001",
  /** September 2026 of docs-e2e: opening 770.00, invoices 330.00, payments 300.00, credits 88.00, closing 712.00. */
  statement: "ST-docs-e2e-202609",
} as const;

export const FINANCE_DOCS_E2E_UNITS = [
  { uid: FINANCE_DOCS_E2E.root, parent: null, name: "Docs Test Head Office", org: AU, statements: 1 },
  { uid: FINANCE_DOCS_E2E.branch, parent: FINANCE_DOCS_E2E.root, name: "Docs Test Branch", org: AU, statements: 0 },
  { uid: FINANCE_DOCS_E2E.nzRoot, parent: null, name: "Docs Test Ngātā Office", org: NZ, statements: 0 },
  { uid: FINANCE_DOCS_E2E.corpusRoot, parent: null, name: "Docs Corpus Office", org: AU, statements: 1 },
] as const;

export const FINANCE_DOCS_E2E_USERS: readonly TestAccountSeed[] = [
  { uid: FINANCE_DOCS_E2E.finance, firstName: "Fran", lastName: "Ledger", orgUnit: FINANCE_DOCS_E2E.root, group: "financegroup" },
  { uid: FINANCE_DOCS_E2E.buyer, firstName: "Bill", lastName: "Buyer", orgUnit: FINANCE_DOCS_E2E.root },
  { uid: FINANCE_DOCS_E2E.nzFinance, firstName: "Aroha", lastName: "Ledger", orgUnit: FINANCE_DOCS_E2E.nzRoot, group: "financegroup" },
  { uid: FINANCE_DOCS_E2E.corpusFinance, firstName: "Cora", lastName: "Ledger", orgUnit: FINANCE_DOCS_E2E.corpusRoot, group: "financegroup" },
];

/** What this file adds, for backend/tests/seed.test.ts. */
export const FINANCE_DOCS_COUNTS = { units: FINANCE_DOCS_E2E_UNITS.length, users: FINANCE_DOCS_E2E_USERS.length, costCentres: 1, acmeStatements: 12 } as const;

type Line = { description: string; quantity: number; unitPriceCents: number; taxRate: number };
type DocumentSeed = {
  id: string;
  kind: "INVOICE" | "CREDIT_NOTE";
  unit: string;
  currency: string;
  issuedOn: string;
  dueOn: string | null;
  costCentre?: string;
  orderCode?: string;
  relatedInvoice?: string;
  lines: Line[];
};

const DOCUMENTS: DocumentSeed[] = [
  {
    id: FINANCE_DOCS_E2E.partlyPaid,
    kind: "INVOICE",
    unit: FINANCE_DOCS_E2E.root,
    currency: "AUD",
    issuedOn: "2026-08-05",
    dueOn: "2026-09-04",
    costCentre: FINANCE_DOCS_E2E.costCentre,
    orderCode: "DOCS-E2E-ORDER-1",
    lines: [
      { description: "Polo shirt, navy (POL-CL-NAVY-M)", quantity: 10, unitPriceCents: 4000, taxRate: 10 },
      { description: "Work trousers, charcoal (TRS-CH-32)", quantity: 5, unitPriceCents: 6000, taxRate: 10 },
    ],
  },
  {
    id: FINANCE_DOCS_E2E.paid,
    kind: "INVOICE",
    unit: FINANCE_DOCS_E2E.branch,
    currency: "AUD",
    issuedOn: "2026-09-10",
    dueOn: "2026-10-10",
    lines: [{ description: "Hi-vis vest (HV-VEST-L)", quantity: 20, unitPriceCents: 1500, taxRate: 10 }],
  },
  {
    id: FINANCE_DOCS_E2E.credit,
    kind: "CREDIT_NOTE",
    unit: FINANCE_DOCS_E2E.root,
    currency: "AUD",
    issuedOn: "2026-09-15",
    dueOn: null,
    relatedInvoice: FINANCE_DOCS_E2E.partlyPaid,
    lines: [{ description: "Returned: polo shirt, navy (POL-CL-NAVY-M)", quantity: 2, unitPriceCents: 4000, taxRate: 10 }],
  },
  {
    id: FINANCE_DOCS_E2E.open,
    kind: "INVOICE",
    unit: FINANCE_DOCS_E2E.root,
    currency: "AUD",
    issuedOn: "2026-10-20",
    dueOn: "2026-11-19",
    costCentre: FINANCE_DOCS_E2E.costCentre,
    lines: [{ description: "Safety boots (BOOT-SF-9)", quantity: 4, unitPriceCents: 12_000, taxRate: 10 }],
  },
  {
    id: FINANCE_DOCS_E2E.nzInvoice,
    kind: "INVOICE",
    unit: FINANCE_DOCS_E2E.nzRoot,
    currency: "NZD",
    issuedOn: "2026-09-20",
    dueOn: "2026-10-20",
    lines: [{ description: "Polo shirt, navy (POL-CL-NAVY-M)", quantity: 10, unitPriceCents: 4500, taxRate: 15 }],
  },
];

const PAYMENTS = [
  { reference: "RCPT-DOCS-0001", unit: FINANCE_DOCS_E2E.root, amountCents: 30_000, paidOn: "2026-09-01", documentId: FINANCE_DOCS_E2E.partlyPaid },
  { reference: "RCPT-DOCS-0002", unit: FINANCE_DOCS_E2E.branch, amountCents: 33_000, paidOn: "2026-10-01", documentId: FINANCE_DOCS_E2E.paid },
] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const lineTax = (line: Line) => Math.round((line.quantity * line.unitPriceCents * line.taxRate) / 100);

/** The last 12 complete months before `at`: [from, to, 'YYYYMM'] (oldest first). */
export function lastTwelveMonths(at: number): Array<{ from: string; to: string; month: string }> {
  const today = new Date(at);
  const months: Array<{ from: string; to: string; month: string }> = [];
  for (let back = 12; back >= 1; back -= 1) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    months.push({ from: isoDay(first.getTime()), to: isoDay(last.getTime()), month: isoDay(first.getTime()).slice(0, 7).replace("-", "") });
  }
  return months;
}

export function seedFinanceStatements(db: Db, insert: Insert, at: number = Date.now()) {
  // --- demo: acme-au's statements tab and its monthly statements ---
  // Once (seed version 22), so a flag turned off since stays off.
  if (Number(db.pragma("user_version", { simple: true })) < 22) db.prepare("UPDATE org_units SET statements_enabled = 1 WHERE uid = 'acme-au'").run();
  for (const { from, to, month } of lastTwelveMonths(at)) {
    insert("finance_statements", { id: `ST-acme-au-${month}`, unit_uid: "acme-au", from_on: from, to_on: to, requested_by_uid: null, created_at: Date.parse(`${to}T20:00:00.000Z`), idempotency_key: null });
  }

  // --- e2e: the docs-e2e organisations ---
  for (const unit of FINANCE_DOCS_E2E_UNITS) {
    insert("org_units", { ...unit.org, uid: unit.uid, parent_uid: unit.parent, name: unit.name, statements_enabled: unit.statements });
  }
  seedTestAccounts(db, insert, FINANCE_DOCS_E2E_USERS);
  // The finance users are administrators too (the organisation layout lets admins in; finance-only users come with
  // the finance area's layout, helper H1): members of both groups.
  for (const uid of [FINANCE_DOCS_E2E.finance, FINANCE_DOCS_E2E.nzFinance, FINANCE_DOCS_E2E.corpusFinance]) insert("user_group_members", { user_uid: uid, group_uid: "b2badmingroup", position: 1 });
  insert("cost_centres", { code: FINANCE_DOCS_E2E.costCentre, name: "Docs head office", unit_uid: FINANCE_DOCS_E2E.root, currency: "AUD", active: 1 });
  if (db.prepare("SELECT 1 FROM finance_documents WHERE id = ?").get(FINANCE_DOCS_E2E.partlyPaid)) return;
  const paidCents = new Map<string, number>(PAYMENTS.map((payment) => [payment.documentId, payment.amountCents]));
  for (const document of DOCUMENTS) {
    const net = document.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    const tax = document.lines.reduce((sum, line) => sum + lineTax(line), 0);
    insert("finance_documents", {
      id: document.id,
      kind: document.kind,
      unit_uid: document.unit,
      cost_centre_code: document.costCentre ?? null,
      order_code: document.orderCode ?? null,
      related_invoice_id: document.relatedInvoice ?? null,
      return_rma: null,
      currency: document.currency,
      issued_on: document.issuedOn,
      due_on: document.dueOn,
      net_cents: net,
      tax_cents: tax,
      total_cents: net + tax,
      open_cents: net + tax - (paidCents.get(document.id) ?? 0),
      created_at: Date.parse(`${document.issuedOn}T00:00:00.000Z`),
    });
    document.lines.forEach((line, index) => {
      insert("finance_document_lines", {
        document_id: document.id,
        line_no: index + 1,
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        net_cents: line.quantity * line.unitPriceCents,
        tax_cents: lineTax(line),
      });
    });
  }
  for (const payment of PAYMENTS) {
    insert("finance_payments", {
      reference: payment.reference,
      unit_uid: payment.unit,
      paid_by_uid: null,
      method: "BANK_TRANSFER",
      card_label: null,
      payment_details_id: null,
      currency: "AUD",
      amount_cents: payment.amountCents,
      paid_on: payment.paidOn,
      paid_at: Date.parse(`${payment.paidOn}T00:00:00.000Z`),
      idempotency_key: null,
    });
    const id = db.prepare<[string], { id: number }>("SELECT id FROM finance_payments WHERE reference = ?").get(payment.reference)?.id;
    if (id !== undefined) insert("finance_allocations", { payment_id: id, document_id: payment.documentId, amount_cents: payment.amountCents });
  }
  insert("finance_statements", { id: FINANCE_DOCS_E2E.statement, unit_uid: FINANCE_DOCS_E2E.root, from_on: "2026-09-01", to_on: "2026-09-30", requested_by_uid: null, created_at: Date.parse("2026-10-01T00:00:00.000Z"), idempotency_key: null });
}
