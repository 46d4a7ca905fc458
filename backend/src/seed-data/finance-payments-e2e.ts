/**
 * Issue 28 (H3, make a payment; docs/finance.md "Make a payment"): organisations of their own for the payment e2e spec,
 * the backend tests and the bad-input corpus, so that a payment moves no document another spec or the demo reads.
 *
 * One root unit per payer (`FINANCE_PAY_E2E.payers`): each a corporate AUD organisation with one payer (`financegroup`;
 * `FINANCE_PAY_ADMINS` are admins instead) holding a saved Visa ending 4242 (the `newcard-*` payers: no card at all), three open invoices (one 75 days overdue, one 12 days overdue, one
 * due in 18 days; dates relative to the seeding day) and an open credit note. The corpus root also holds one CARD
 * payment with a fixed reference (the receipt page the authorization matrix and the crawl open) and a buyer.
 * Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const DAY = 86_400_000;
const ORG = { site: "corporate", bill_to_name: "Payment Test Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

/** The payers: e2e (one per test that pays, per project), the backend tests and the bad-input corpus. */
export const FINANCE_PAY_PAYERS = ["js", "nojs", "replay-js", "replay-nojs", "keyboard", "tests", "corpus", "newcard-js", "newcard-nojs"] as const;
export type FinancePayer = (typeof FINANCE_PAY_PAYERS)[number];
/** Payers who are organisation admins (an admin pays as a finance person does); the others are `financegroup` only. */
export const FINANCE_PAY_ADMINS: ReadonlySet<FinancePayer> = new Set<FinancePayer>(["keyboard", "corpus"]);
/** Payers without any saved card: they pay with a new card through the hosted card registration round trip (seed v23). */
export const FINANCE_PAY_NO_CARD: ReadonlySet<FinancePayer> = new Set<FinancePayer>(["newcard-js", "newcard-nojs"]);

const tag = (payer: FinancePayer) => payer.toUpperCase().replaceAll("-", "");

export const FINANCE_PAY_E2E = {
  root: (payer: FinancePayer) => `fpay-${payer}`,
  rootName: (payer: FinancePayer) => `Payment Test ${payer}`,
  /** The payer's finance user (financegroup). */
  user: (payer: FinancePayer) => `finance-pay-${payer}@fpay.example`,
  /** Invoices, oldest due first: 75 days overdue ($220.00), 12 days overdue ($330.00), due in 18 days ($110.00). */
  invoices: (payer: FinancePayer) => [`INV-FP${tag(payer)}-1`, `INV-FP${tag(payer)}-2`, `INV-FP${tag(payer)}-3`] as const,
  /** An open credit note of $50.00. */
  credit: (payer: FinancePayer) => `CN-FP${tag(payer)}-1`,
  /** The corpus's seeded CARD payment (of a fourth invoice, paid in full). */
  corpusReceipt: "RCPT-20261101-FPCORP",
  corpusPaidInvoice: "INV-FPCORPUS-PAID",
  /** A buyer of the corpus organisation (403 on every finance page). */
  corpusBuyer: "buyer-pay-corpus@fpay.example",
} as const;

/** Invoice amounts (cents, tax included: GST 10 %) and their due dates relative to the seeding day. */
export const FINANCE_PAY_INVOICES = [
  { netCents: 20_000, taxCents: 2_000, dueInDays: -75 },
  { netCents: 30_000, taxCents: 3_000, dueInDays: -12 },
  { netCents: 10_000, taxCents: 1_000, dueInDays: 18 },
] as const;
export const FINANCE_PAY_CREDIT_CENTS = 5_000;

export const FINANCE_PAY_E2E_USERS: readonly TestAccountSeed[] = [
  ...FINANCE_PAY_PAYERS.map((payer) => ({ uid: FINANCE_PAY_E2E.user(payer), firstName: "Penny", lastName: `Payer ${payer}`, orgUnit: FINANCE_PAY_E2E.root(payer), group: FINANCE_PAY_ADMINS.has(payer) ? "b2badmingroup" : "financegroup" })),
  { uid: FINANCE_PAY_E2E.corpusBuyer, firstName: "Bert", lastName: "Buyer", orgUnit: FINANCE_PAY_E2E.root("corpus") },
];

/** What this file adds, for backend/tests/seed.test.ts. */
export const FINANCE_PAY_E2E_COUNTS = {
  units: FINANCE_PAY_PAYERS.length,
  users: FINANCE_PAY_E2E_USERS.length,
  /** 4 documents per payer and the corpus's paid invoice. */
  documents: FINANCE_PAY_PAYERS.length * 4 + 1,
  payments: 1,
  cards: FINANCE_PAY_PAYERS.length - FINANCE_PAY_NO_CARD.size,
} as const;

const FINANCE_PAY_ADDRESS_IDS_FROM = 960;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function seedFinancePaymentsE2e(db: Db, insert: Insert, at: number = Date.now()) {
  for (const payer of FINANCE_PAY_PAYERS) {
    insert("org_units", { ...ORG, uid: FINANCE_PAY_E2E.root(payer), parent_uid: null, name: FINANCE_PAY_E2E.rootName(payer), approval_process: "accApproval" });
  }
  seedTestAccounts(db, insert, FINANCE_PAY_E2E_USERS);

  const hasCard = db.prepare<[string], { id: number }>("SELECT id FROM payment_infos WHERE user_uid = ? LIMIT 1");
  // Fixed address ids 960–968, one per payer with a card (seeds keep ids below 1000: seed-data/checkout.ts).
  const insertAddress = db.prepare<[number, string, string, number]>(
    `INSERT INTO addresses (id, owner_user, owner_unit, in_book, is_default, first_name, last_name, line1, town, region, postal_code, country, created_at)
     VALUES (?, ?, NULL, 0, 0, 'Penny', ?, '1 Ledger Lane', 'Sydney', 'AU-NSW', '2000', 'AU', ?)`,
  );
  const insertCard = db.prepare<[string, string, number, number]>(
    `INSERT INTO payment_infos (user_uid, card_type, card_type_name, card_number_last4, account_holder_name, expiry_month,
       expiry_year, billing_address_id, created_at, saved, is_default)
     VALUES (?, 'visa', 'Visa', '4242', ?, '12', '2030', ?, ?, 1, 1)`,
  );
  const issued = isoDay(at - 100 * DAY);
  FINANCE_PAY_PAYERS.forEach((payer, index) => {
    const uid = FINANCE_PAY_E2E.user(payer);
    const root = FINANCE_PAY_E2E.root(payer);
    if (!FINANCE_PAY_NO_CARD.has(payer) && !hasCard.get(uid)) {
      const addressId = FINANCE_PAY_ADDRESS_IDS_FROM + index;
      insertAddress.run(addressId, uid, `Payer ${payer}`, at);
      insertCard.run(uid, `Penny Payer ${payer}`, addressId, at);
    }
    FINANCE_PAY_E2E.invoices(payer).forEach((id, index) => {
      const invoice = FINANCE_PAY_INVOICES[index];
      if (!invoice) return;
      const due = isoDay(at + invoice.dueInDays * DAY);
      const total = invoice.netCents + invoice.taxCents;
      insert("finance_documents", {
        id,
        kind: "INVOICE",
        unit_uid: root,
        cost_centre_code: null,
        order_code: null,
        related_invoice_id: null,
        return_rma: null,
        currency: "AUD",
        issued_on: isoDay(at + (invoice.dueInDays - 30) * DAY),
        due_on: due,
        net_cents: invoice.netCents,
        tax_cents: invoice.taxCents,
        total_cents: total,
        open_cents: total,
        created_at: at,
      });
      insert("finance_document_lines", { document_id: id, line_no: 1, description: `Workwear supplied (${id})`, quantity: 1, unit_price_cents: invoice.netCents, net_cents: invoice.netCents, tax_cents: invoice.taxCents });
    });
    const creditNet = Math.round(FINANCE_PAY_CREDIT_CENTS / 1.1);
    insert("finance_documents", {
      id: FINANCE_PAY_E2E.credit(payer),
      kind: "CREDIT_NOTE",
      unit_uid: root,
      cost_centre_code: null,
      order_code: null,
      related_invoice_id: FINANCE_PAY_E2E.invoices(payer)[0],
      return_rma: null,
      currency: "AUD",
      issued_on: issued,
      due_on: null,
      net_cents: creditNet,
      tax_cents: FINANCE_PAY_CREDIT_CENTS - creditNet,
      total_cents: FINANCE_PAY_CREDIT_CENTS,
      open_cents: FINANCE_PAY_CREDIT_CENTS,
      created_at: at,
    });
    insert("finance_document_lines", { document_id: FINANCE_PAY_E2E.credit(payer), line_no: 1, description: "Credit for returned items", quantity: 1, unit_price_cents: creditNet, net_cents: creditNet, tax_cents: FINANCE_PAY_CREDIT_CENTS - creditNet });
  });

  // The corpus's paid invoice and its CARD payment (the receipt page the matrix opens).
  const corpus = FINANCE_PAY_E2E.root("corpus");
  insert("finance_documents", {
    id: FINANCE_PAY_E2E.corpusPaidInvoice,
    kind: "INVOICE",
    unit_uid: corpus,
    cost_centre_code: null,
    order_code: null,
    related_invoice_id: null,
    return_rma: null,
    currency: "AUD",
    issued_on: "2026-09-20",
    due_on: "2026-10-20",
    net_cents: 40_000,
    tax_cents: 4_000,
    total_cents: 44_000,
    open_cents: 0,
    created_at: at,
  });
  insert("finance_document_lines", { document_id: FINANCE_PAY_E2E.corpusPaidInvoice, line_no: 1, description: "Workwear supplied", quantity: 1, unit_price_cents: 40_000, net_cents: 40_000, tax_cents: 4_000 });
  if (db.prepare<[string], { id: number }>("SELECT id FROM finance_payments WHERE reference = ?").get(FINANCE_PAY_E2E.corpusReceipt)) return;
  const card = hasCard.get(FINANCE_PAY_E2E.user("corpus"));
  const payment = db
    .prepare<[string, string, string, number | null, number]>(
      `INSERT INTO finance_payments (reference, unit_uid, paid_by_uid, method, card_label, payment_details_id, currency, amount_cents, paid_on, paid_at, idempotency_key)
       VALUES (?, ?, ?, 'CARD', 'Visa ending 4242', ?, 'AUD', 44000, '2026-11-01', ?, NULL)`,
    )
    .run(FINANCE_PAY_E2E.corpusReceipt, corpus, FINANCE_PAY_E2E.user("corpus"), card?.id ?? null, Date.parse("2026-11-01T01:00:00Z"));
  insert("finance_allocations", { payment_id: Number(payment.lastInsertRowid), document_id: FINANCE_PAY_E2E.corpusPaidInvoice, amount_cents: 44_000 });
}
