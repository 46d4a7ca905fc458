/**
 * Issue 28 (H3, make a payment; docs/finance.md "Make a payment", docs/occ-api.md "Finance and payment"): the caller's
 * saved cards, the payment modes, the total to pay for a selection of invoices and credit notes, the payment itself
 * and its receipt. Every call starts with `orgAdmins.finance` (admins and `financegroup`; 403 for anybody else) and
 * every document must be in the caller's unit tree (404 `notInScope` otherwise, so another organisation's numbers
 * tell nothing).
 *
 * Rules (the contract in docs/finance.md):
 * - Every selected document is open (`open_cents > 0`), of the right kind (invoices in `invoiceIds`, credit notes in
 *   `creditIds`), in scope, named once, and all of them are in one currency (400 ValidationError otherwise).
 * - Credits are applied in the order given, each up to what the invoices still owe after the credits before it (its
 *   remaining balance keeps the rest). total = Σ amount due − credits applied, and must be > 0.
 * - `amount` (optional: a partial payment) is > 0 and ≤ total; the cash charged is `amount ?? total`.
 * - Cash + credits applied are allocated to the invoices oldest due date first (then by number); an invoice that gets
 *   less than its amount due keeps the rest as its amount due.
 * - The payment is one `finance_payments` row (method CARD, amount = the cash), one allocation per invoice paid and per
 *   credit note applied, and `open_cents` of each document lowered in the same transaction (callers run `pay` in
 *   `db.transaction(...).immediate()`).
 * - One payment per (caller, Idempotency-Key): the same key again answers the first payment (`created: false`); a raced
 *   pair that both get past the first look-up is stopped by the UNIQUE index and the loser re-reads the winner's.
 */
import { randomBytes } from "node:crypto";
import { type Db } from "../db";
import { OccError } from "../http/errors";
import { STORE_TIME_ZONE } from "./order-history";
import { notInScope, type OrgAdmin } from "./org-admin";
import { formatPrice } from "./pricing";
import { type savedPaymentsStore } from "./saved-payments";

type SavedPayments = ReturnType<typeof savedPaymentsStore>;

/** The most documents one payment may name (a page of the outstanding list). */
export const MAX_DOCUMENTS = 50;

interface DocumentRow {
  id: string;
  kind: "INVOICE" | "CREDIT_NOTE";
  unitUid: string;
  currency: string;
  symbol: string;
  dueOn: string | null;
  totalCents: number;
  openCents: number;
}

interface PaymentRow {
  id: number;
  reference: string;
  unitUid: string;
  unitName: string;
  paidByUid: string | null;
  method: string;
  cardLabel: string | null;
  currency: string;
  symbol: string;
  amountCents: number;
  paidOn: string;
  paidAt: number;
}

export interface PaymentSelection {
  invoiceIds: string[];
  creditIds: string[];
}

export interface PaymentInput extends PaymentSelection {
  /** A partial payment (in the documents' currency); absent: the whole total. */
  amount?: number;
  paymentDetailsId: string;
}

const invalid = (subject: string, message: string) => new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

/** yyyy-mm-dd of `at` in the shop's time zone (the organisation's calendar day). */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: STORE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
export const financeDay = (at: number) => dayFormat.format(new Date(at));

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference(day: string): string {
  const bytes = randomBytes(6);
  let suffix = "";
  for (const byte of bytes) suffix += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `RCPT-${day.replaceAll("-", "")}-${suffix}`;
}

export function financePayments(db: Db, now: () => number, { savedPayments }: { savedPayments: SavedPayments }) {
  const findDocument = db.prepare<[string], DocumentRow>(
    `SELECT d.id, d.kind, d.unit_uid AS unitUid, d.currency, COALESCE(c.symbol, '$') AS symbol, d.due_on AS dueOn,
       d.total_cents AS totalCents, d.open_cents AS openCents
     FROM finance_documents d LEFT JOIN currencies c ON c.isocode = d.currency WHERE d.id = ?`,
  );
  const openCredits = db.prepare<[string, string], DocumentRow & { issuedOn: string; relatedInvoiceId: string | null; unitName: string }>(
    `SELECT d.id, d.kind, d.unit_uid AS unitUid, ou.name AS unitName, d.currency, COALESCE(c.symbol, '$') AS symbol, d.due_on AS dueOn,
       d.total_cents AS totalCents, d.open_cents AS openCents, d.issued_on AS issuedOn, d.related_invoice_id AS relatedInvoiceId
     FROM finance_documents d JOIN org_units ou ON ou.uid = d.unit_uid LEFT JOIN currencies c ON c.isocode = d.currency
     WHERE d.kind = 'CREDIT_NOTE' AND d.open_cents > 0 AND d.unit_uid IN (SELECT value FROM json_each(?)) AND d.currency = ?
     ORDER BY d.issued_on, d.id LIMIT ${MAX_DOCUMENTS}`,
  );
  const ancestors = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE up(uid, parent, depth) AS (
       SELECT uid, parent_uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT uid FROM up ORDER BY depth`,
  );
  const insertPayment = db.prepare<{
    reference: string;
    unit: string;
    paidBy: string;
    cardLabel: string;
    detailsId: number;
    currency: string;
    cents: number;
    paidOn: string;
    paidAt: number;
    key: string | null;
  }>(
    `INSERT INTO finance_payments (reference, unit_uid, paid_by_uid, method, card_label, payment_details_id, currency, amount_cents, paid_on, paid_at, idempotency_key)
     VALUES (@reference, @unit, @paidBy, 'CARD', @cardLabel, @detailsId, @currency, @cents, @paidOn, @paidAt, @key)`,
  );
  const insertAllocation = db.prepare<[number, string, number]>("INSERT INTO finance_allocations (payment_id, document_id, amount_cents) VALUES (?, ?, ?)");
  // The guard `open_cents >= ?` keeps a document from going below 0 should two payments race past the checks.
  const lowerOpen = db.prepare<[number, string, number]>("UPDATE finance_documents SET open_cents = open_cents - ? WHERE id = ? AND open_cents >= ?");
  const PAYMENT_COLUMNS = `p.id, p.reference, p.unit_uid AS unitUid, ou.name AS unitName, p.paid_by_uid AS paidByUid, p.method,
    p.card_label AS cardLabel, p.currency, COALESCE(c.symbol, '$') AS symbol, p.amount_cents AS amountCents, p.paid_on AS paidOn, p.paid_at AS paidAt`;
  const PAYMENT_FROM = "FROM finance_payments p JOIN org_units ou ON ou.uid = p.unit_uid LEFT JOIN currencies c ON c.isocode = p.currency";
  const byKey = db.prepare<[string, string], PaymentRow>(`SELECT ${PAYMENT_COLUMNS} ${PAYMENT_FROM} WHERE p.paid_by_uid = ? AND p.idempotency_key = ?`);
  const byReference = db.prepare<[string], PaymentRow>(`SELECT ${PAYMENT_COLUMNS} ${PAYMENT_FROM} WHERE p.reference = ?`);
  const byId = db.prepare<[number], PaymentRow>(`SELECT ${PAYMENT_COLUMNS} ${PAYMENT_FROM} WHERE p.id = ?`);
  const allocationsOf = db.prepare<[number], { documentId: string; kind: "INVOICE" | "CREDIT_NOTE"; amountCents: number; unitUid: string; dueOn: string | null }>(
    `SELECT a.document_id AS documentId, d.kind, a.amount_cents AS amountCents, d.unit_uid AS unitUid, d.due_on AS dueOn
     FROM finance_allocations a JOIN finance_documents d ON d.id = a.document_id WHERE a.payment_id = ?
     ORDER BY d.kind DESC, d.due_on, d.id`,
  );

  /** The documents named, checked (kind, scope, open, once, one currency), in the order given. */
  function selection(finance: OrgAdmin, input: PaymentSelection) {
    if (input.invoiceIds.length === 0) throw invalid("invoiceIds", "Select at least one invoice");
    if (input.invoiceIds.length + input.creditIds.length > MAX_DOCUMENTS) throw invalid("invoiceIds", `At most ${MAX_DOCUMENTS} documents in one payment`);
    const seen = new Set<string>();
    const load = (id: string, kind: DocumentRow["kind"], subject: string) => {
      if (seen.has(id)) throw invalid(subject, `Document ${id} is selected twice`);
      seen.add(id);
      const row = findDocument.get(id);
      if (!row || row.kind !== kind || !finance.tree.includes(row.unitUid)) throw notInScope(kind === "INVOICE" ? "Invoice" : "Credit note", id);
      if (row.openCents <= 0) throw invalid(subject, kind === "INVOICE" ? `Invoice ${id} is already paid` : `Credit note ${id} has no remaining balance`);
      return row;
    };
    const invoices = input.invoiceIds.map((id) => load(id, "INVOICE", "invoiceIds"));
    const credits = input.creditIds.map((id) => load(id, "CREDIT_NOTE", "creditIds"));
    const currency = invoices[0]?.currency ?? "";
    const other = [...invoices, ...credits].find((row) => row.currency !== currency);
    if (other) throw invalid(other.kind === "INVOICE" ? "invoiceIds" : "creditIds", `All documents of a payment must be in one currency (${other.id} is in ${other.currency}, not ${currency})`);
    return { invoices, credits, currency, symbol: invoices[0]?.symbol ?? "$" };
  }

  /** What the selection costs: the credits applied in order up to what is due, and the total (cents). */
  function totals(invoices: DocumentRow[], credits: DocumentRow[]) {
    const dueCents = invoices.reduce((sum, row) => sum + row.openCents, 0);
    let left = dueCents;
    const applied = credits.map((row) => {
      const cents = Math.min(left, row.openCents);
      left -= cents;
      return { row, cents };
    });
    const creditsCents = dueCents - left;
    return { dueCents, applied, creditsCents, totalCents: dueCents - creditsCents };
  }

  /** The lowest unit that holds every invoice (the payment's unit: a statement of it and above counts the payment). */
  function commonUnit(units: string[]): string {
    const chains = [...new Set(units)].map((uid) => ancestors.all(uid).map((row) => row.uid));
    const [first = [], ...rest] = chains;
    return first.find((uid) => rest.every((chain) => chain.includes(uid))) ?? units[0] ?? "";
  }

  function paymentJson(row: PaymentRow) {
    const currency = { isocode: row.currency, symbol: row.symbol };
    const allocations = allocationsOf.all(row.id);
    return {
      reference: row.reference,
      paidOn: row.paidOn,
      amount: formatPrice(row.amountCents, currency),
      method: row.method,
      cardLabel: row.cardLabel,
      unit: { uid: row.unitUid, name: row.unitName },
      allocations: allocations.map((a) => ({ documentId: a.documentId, kind: a.kind, amount: formatPrice(a.amountCents, currency) })),
      /** Ours: Σ allocations to invoices (cash + credits applied) and Σ credits applied. */
      invoicesPaid: formatPrice(allocations.filter((a) => a.kind === "INVOICE").reduce((sum, a) => sum + a.amountCents, 0), currency),
      creditsApplied: formatPrice(allocations.filter((a) => a.kind === "CREDIT_NOTE").reduce((sum, a) => sum + a.amountCents, 0), currency),
    };
  }
  function replay(finance: OrgAdmin, key: string | null) {
    if (!key) return null;
    const row = byKey.get(finance.uid, key);
    return row ? paymentJson(row) : null;
  }
  const units = (row: PaymentRow) => [row.unitUid, ...allocationsOf.all(row.id).map((a) => a.unitUid)];

  return {
    /** `GET payment/saved-cards`: the caller's saved cards (SAP PaymentDetailsWsDTO, default first). */
    savedCards(finance: OrgAdmin) {
      return { payments: savedPayments.list(finance.uid) };
    },

    /** `GET payment/modes`: how an invoice can be paid here — a saved card, or a new card (hosted registration). */
    modes(finance: OrgAdmin) {
      const saved = savedPayments.list(finance.uid).length;
      return {
        paymentModes: [
          { code: "savedCard", name: "Saved card", available: saved > 0 },
          { code: "newCard", name: "New card", available: true },
        ],
      };
    },

    /**
     * `GET payment/open-credits?invoiceIds=` (ours): the open credit notes of the caller's tree in the invoices'
     * currency, oldest first (at most `MAX_DOCUMENTS`) — what the pay page offers to apply.
     */
    openCredits(finance: OrgAdmin, invoiceIds: string[]) {
      const { currency, symbol } = selection(finance, { invoiceIds, creditIds: [] });
      const money = (cents: number) => formatPrice(cents, { isocode: currency, symbol });
      return {
        credits: openCredits.all(finance.treeJson, currency).map((row) => ({
          id: row.id,
          unit: { uid: row.unitUid, name: row.unitName },
          invoiceId: row.relatedInvoiceId,
          creditDate: row.issuedOn,
          total: money(row.totalCents),
          remaining: money(row.openCents),
        })),
      };
    },

    /** `POST payment/totalAmount`: the amounts due, the credits applied and the total to pay (> 0 or 400). */
    totalAmount(finance: OrgAdmin, input: PaymentSelection) {
      const { invoices, credits, currency, symbol } = selection(finance, input);
      const sum = totals(invoices, credits);
      const money = (cents: number) => formatPrice(cents, { isocode: currency, symbol });
      return {
        invoices: invoices.map((row) => ({ id: row.id, amountDue: money(row.openCents), dueDate: row.dueOn })),
        credits: sum.applied.map(({ row, cents }) => ({ id: row.id, remaining: money(row.openCents), applied: money(cents) })),
        invoicesTotal: money(sum.dueCents),
        creditsApplied: money(sum.creditsCents),
        total: money(sum.totalCents),
      };
    },

    /** The payment a key already made (the replay), or null. */
    replay,

    /**
     * `POST payment/makePayment` (run inside `db.transaction(...).immediate()`): charges the saved card, allocates,
     * lowers the documents' open amounts → `{ payment, created }`. The same key again: the first payment, created false.
     */
    pay(finance: OrgAdmin, input: PaymentInput, key: string | null) {
      const done = replay(finance, key);
      if (done) return { payment: done, created: false };
      // The documents first (another organisation's are 404 whatever the card), then the caller's own card (400).
      const { invoices, credits, currency, symbol } = selection(finance, input);
      const card = savedPayments.get(finance.uid, input.paymentDetailsId);
      const sum = totals(invoices, credits);
      if (sum.totalCents <= 0) throw invalid("creditIds", "The credits cover the invoices: there is nothing to pay");
      let cashCents = sum.totalCents;
      if (input.amount !== undefined) {
        const cents = Math.round(input.amount * 100);
        if (cents <= 0) throw invalid("amount", "The amount must be more than 0");
        if (cents > sum.totalCents) throw invalid("amount", `The amount must not be more than the total to pay (${formatPrice(sum.totalCents, { isocode: currency, symbol }).formattedValue})`);
        cashCents = cents;
      }
      const at = now();
      const paidOn = financeDay(at);
      const cardLabel = `${card.cardType.name} ending ${card.cardNumber.slice(-4)}`;
      const result = insertPayment.run({
        reference: newReference(paidOn),
        unit: commonUnit(invoices.map((row) => row.unitUid)),
        paidBy: finance.uid,
        cardLabel,
        detailsId: Number(card.id),
        currency,
        cents: cashCents,
        paidOn,
        paidAt: at,
        key,
      });
      const paymentId = Number(result.lastInsertRowid);
      const lower = (id: string, cents: number) => {
        if (lowerOpen.run(cents, id, cents).changes !== 1) throw invalid("invoiceIds", `Document ${id} changed while paying: try again`);
        insertAllocation.run(paymentId, id, cents);
      };
      let pool = cashCents + sum.creditsCents;
      const oldestFirst = [...invoices].sort((a, b) => (a.dueOn ?? "").localeCompare(b.dueOn ?? "") || a.id.localeCompare(b.id));
      for (const row of oldestFirst) {
        const cents = Math.min(pool, row.openCents);
        if (cents <= 0) break;
        lower(row.id, cents);
        pool -= cents;
      }
      for (const { row, cents } of sum.applied) if (cents > 0) lower(row.id, cents);
      const made = byId.get(paymentId);
      if (!made) throw new Error(`Payment ${paymentId} vanished`);
      return { payment: paymentJson(made), created: true };
    },

    /** `GET wwg-manage-finances/payments/{reference}`: the receipt (a payment of the caller's tree; 404 otherwise). */
    payment(finance: OrgAdmin, reference: string) {
      const row = byReference.get(reference);
      if (!row || !units(row).every((uid) => finance.tree.includes(uid))) throw notInScope("Payment", reference);
      return paymentJson(row);
    },
  };
}

export type FinancePayments = ReturnType<typeof financePayments>;
