/**
 * Issue 28 (H2, statements; docs/finance.md "Documents and statements"): statements requested for a unit (and the
 * units below it) and a period — `POST wwg-manage-finances/statements`, `GET wwg-manage-finances/statements`,
 * `POST wwg-manage-finances/downloadStatement` (the PDF, finance-pdf.ts).
 *
 * Rules (every call starts with `orgAdmins.finance`):
 * - The statements flag (spec part 2 §6 "statements tab") of the caller's unit (`org_units.statements_enabled`) must
 *   be on: else 403 ForbiddenError `STATEMENTS_DISABLED`, for the list, the request and the download alike.
 * - The unit must be in the caller's tree (404 `notInScope`); a statement of a unit outside it: 404.
 * - The period: yyyy-mm-dd, from ≤ to (400 on `toDate`), not after the backend's today (400 on `toDate`), from not
 *   before `MIN_DATE`.
 * - An `Idempotency-Key` answers the statement it created (a double submit requests once).
 * - Balances are computed whenever a statement is read, from the unit tree's documents and payments in the unit's
 *   currency: opening = Σ invoices − Σ credit notes − Σ payments (cash, `amount_cents`) dated before `from`;
 *   closing = opening + invoices − payments − credits of the period (credits applied in a payment move nothing: the
 *   credit note already counted when it was issued).
 */
import { randomBytes } from "node:crypto";
import { type Db } from "../db";
import { forbidden, OccError } from "../http/errors";
import { pagination } from "../http/validation";
import { financePrice, type FinancePrice } from "./finance-documents";
import { notInScope, type OrgAdmin } from "./org-admin";

export const STATEMENTS_DISABLED = "Statements are not enabled for your organisation";
export const MIN_STATEMENT_DATE = "2000-01-01";

export interface StatementInput {
  unit: string;
  fromDate: string;
  toDate: string;
}

type StatementRow = {
  id: string;
  unitUid: string;
  unitName: string;
  fromOn: string;
  toOn: string;
  createdAt: number;
  requestedBy: string | null;
  currency: string;
  symbol: string;
};
type EntryRow = { day: string; kind: "INVOICE" | "CREDIT_NOTE" | "PAYMENT"; reference: string; detail: string | null; cents: number };

export interface StatementEntry {
  date: string;
  kind: "INVOICE" | "CREDIT_NOTE" | "PAYMENT";
  reference: string;
  description: string;
  /** What the entry adds to the balance (invoices) … */
  debit: FinancePrice | null;
  /** … or takes off it (payments, credit notes). */
  credit: FinancePrice | null;
  balance: FinancePrice;
}

export interface Statement {
  id: string;
  unit: { uid: string; name: string };
  fromDate: string;
  toDate: string;
  requestedOn: string;
  requestedBy: string | null;
  currencyIso: string;
  openingBalance: FinancePrice;
  invoicesTotal: FinancePrice;
  paymentsTotal: FinancePrice;
  creditsTotal: FinancePrice;
  closingBalance: FinancePrice;
  counts: { invoices: number; payments: number; credits: number };
}

export interface StatementWithEntries extends Statement {
  billTo: { name: string; country: string };
  entries: StatementEntry[];
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const fieldError = (subject: string, message: string) => new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason: "invalid", message }]);

export function financeStatements(db: Db, now: () => number) {
  const flagOf = db.prepare<[string], { on: number }>("SELECT statements_enabled AS \"on\" FROM org_units WHERE uid = ?");
  const unitOf = db.prepare<[string], { uid: string; name: string; currency: string; symbol: string; billToName: string; country: string }>(
    `SELECT ou.uid, ou.name, ou.currency, c.symbol, ou.bill_to_name AS billToName, ou.country
     FROM org_units ou JOIN currencies c ON c.isocode = ou.currency WHERE ou.uid = ?`,
  );
  const COLUMNS = `s.id, s.unit_uid AS unitUid, ou.name AS unitName, s.from_on AS fromOn, s.to_on AS toOn, s.created_at AS createdAt,
    CASE WHEN u.uid IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS requestedBy, ou.currency, c.symbol`;
  const FROM = `FROM finance_statements s JOIN org_units ou ON ou.uid = s.unit_uid JOIN currencies c ON c.isocode = ou.currency
    LEFT JOIN users u ON u.uid = s.requested_by_uid`;
  const findStatement = db.prepare<[string], StatementRow>(`SELECT ${COLUMNS} ${FROM} WHERE s.id = ?`);
  const findByKey = db.prepare<[string, string], StatementRow>(`SELECT ${COLUMNS} ${FROM} WHERE s.requested_by_uid = ? AND s.idempotency_key = ?`);
  const countIn = db.prepare<{ units: string }, { n: number }>(
    "SELECT count(*) AS n FROM finance_statements WHERE unit_uid IN (SELECT value FROM json_each(@units))",
  );
  const pageIn = db.prepare<{ units: string; limit: number; offset: number }, StatementRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE s.unit_uid IN (SELECT value FROM json_each(@units))
     ORDER BY s.to_on DESC, s.created_at DESC, s.id DESC LIMIT @limit OFFSET @offset`,
  );
  const insertStatement = db.prepare<{ id: string; unit: string; from: string; to: string; by: string; at: number; key: string | null }>(
    `INSERT INTO finance_statements (id, unit_uid, from_on, to_on, requested_by_uid, created_at, idempotency_key)
     VALUES (@id, @unit, @from, @to, @by, @at, @key)`,
  );
  // Sums before the period (the opening balance), per kind, of the unit tree in the unit's currency.
  const before = db.prepare<{ units: string; currency: string; from: string }, { invoices: number; credits: number; payments: number }>(
    `SELECT
       (SELECT coalesce(sum(total_cents), 0) FROM finance_documents WHERE kind = 'INVOICE' AND currency = @currency AND issued_on < @from
          AND unit_uid IN (SELECT value FROM json_each(@units))) AS invoices,
       (SELECT coalesce(sum(total_cents), 0) FROM finance_documents WHERE kind = 'CREDIT_NOTE' AND currency = @currency AND issued_on < @from
          AND unit_uid IN (SELECT value FROM json_each(@units))) AS credits,
       (SELECT coalesce(sum(amount_cents), 0) FROM finance_payments WHERE currency = @currency AND paid_on < @from
          AND unit_uid IN (SELECT value FROM json_each(@units))) AS payments`,
  );
  // The period's entries, oldest first (on one day: invoices, then credit notes, then payments).
  const entriesOf = db.prepare<{ units: string; currency: string; from: string; to: string }, EntryRow>(
    `SELECT * FROM (
       SELECT issued_on AS day, kind, id AS reference,
         CASE WHEN kind = 'INVOICE' THEN coalesce('Order ' || order_code, NULL) ELSE coalesce('Invoice ' || related_invoice_id, NULL) END AS detail,
         total_cents AS cents
       FROM finance_documents WHERE currency = @currency AND issued_on BETWEEN @from AND @to AND unit_uid IN (SELECT value FROM json_each(@units))
       UNION ALL
       SELECT paid_on AS day, 'PAYMENT' AS kind, reference, CASE method WHEN 'CARD' THEN coalesce(card_label, 'Card') WHEN 'BANK_TRANSFER' THEN 'Bank transfer' ELSE 'Credit' END AS detail,
         amount_cents AS cents
       FROM finance_payments WHERE currency = @currency AND amount_cents > 0 AND paid_on BETWEEN @from AND @to AND unit_uid IN (SELECT value FROM json_each(@units))
     ) ORDER BY day, CASE kind WHEN 'INVOICE' THEN 0 WHEN 'CREDIT_NOTE' THEN 1 ELSE 2 END, reference`,
  );
  const unitNames = db.prepare<{ units: string }, { uid: string; name: string }>(
    "SELECT uid, name FROM org_units WHERE uid IN (SELECT value FROM json_each(@units))",
  );
  const treeOf = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth) AS (SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT uid FROM down`,
  );

  function requireEnabled(finance: OrgAdmin) {
    if ((flagOf.get(finance.unit)?.on ?? 0) !== 1) throw forbidden(STATEMENTS_DISABLED);
  }

  /** The statement's figures and (on request) its entries, computed now. */
  function compute(row: StatementRow, withEntries: boolean) {
    const currency = { isocode: row.currency, symbol: row.symbol };
    const units = JSON.stringify(treeOf.all(row.unitUid).map((unit) => unit.uid));
    const prior = before.get({ units, currency: row.currency, from: row.fromOn }) ?? { invoices: 0, credits: 0, payments: 0 };
    const opening = prior.invoices - prior.credits - prior.payments;
    const rows = entriesOf.all({ units, currency: row.currency, from: row.fromOn, to: row.toOn });
    let balance = opening;
    const totals = { INVOICE: 0, CREDIT_NOTE: 0, PAYMENT: 0 };
    const counts = { INVOICE: 0, CREDIT_NOTE: 0, PAYMENT: 0 };
    const entries: StatementEntry[] = [];
    for (const entry of rows) {
      totals[entry.kind] += entry.cents;
      counts[entry.kind] += 1;
      balance += entry.kind === "INVOICE" ? entry.cents : -entry.cents;
      if (!withEntries) continue;
      const label = entry.kind === "INVOICE" ? "Invoice" : entry.kind === "CREDIT_NOTE" ? "Credit note" : "Payment";
      entries.push({
        date: entry.day,
        kind: entry.kind,
        reference: entry.reference,
        description: entry.detail ? `${label} (${entry.detail})` : label,
        debit: entry.kind === "INVOICE" ? financePrice(entry.cents, currency) : null,
        credit: entry.kind === "INVOICE" ? null : financePrice(entry.cents, currency),
        balance: financePrice(balance, currency),
      });
    }
    const statement: Statement = {
      id: row.id,
      unit: { uid: row.unitUid, name: row.unitName },
      fromDate: row.fromOn,
      toDate: row.toOn,
      requestedOn: isoDay(row.createdAt),
      requestedBy: row.requestedBy,
      currencyIso: row.currency,
      openingBalance: financePrice(opening, currency),
      invoicesTotal: financePrice(totals.INVOICE, currency),
      paymentsTotal: financePrice(totals.PAYMENT, currency),
      creditsTotal: financePrice(totals.CREDIT_NOTE, currency),
      closingBalance: financePrice(opening + totals.INVOICE - totals.PAYMENT - totals.CREDIT_NOTE, currency),
      counts: { invoices: counts.INVOICE, payments: counts.PAYMENT, credits: counts.CREDIT_NOTE },
    };
    return { statement, entries };
  }

  return {
    /** Whether the caller's unit has the statements tab (the `checkout/enablement` flag reads the same column). */
    enabled(finance: OrgAdmin): boolean {
      return (flagOf.get(finance.unit)?.on ?? 0) === 1;
    },

    /**
     * `GET statements?unit&currentPage&pageSize`: the statements of the unit (default: the caller's) and below, newest
     * first, and `units` — the units the caller may request a statement for (their tree, top-down: the form's choices).
     */
    list(finance: OrgAdmin, query: { unit?: string; currentPage: number; pageSize: number }) {
      requireEnabled(finance);
      const unit = query.unit ?? finance.unit;
      if (!finance.tree.includes(unit)) throw notInScope("Unit", unit);
      const units = JSON.stringify(treeOf.all(unit).map((row) => row.uid).filter((uid) => finance.tree.includes(uid)));
      const total = countIn.get({ units })?.n ?? 0;
      const rows = pageIn.all({ units, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      const names = new Map(unitNames.all({ units: finance.treeJson }).map((row) => [row.uid, row.name]));
      return {
        statements: rows.map((row) => compute(row, false).statement),
        pagination: pagination(total, query.currentPage, query.pageSize),
        units: finance.tree.map((uid) => ({ uid, name: names.get(uid) ?? uid })),
      };
    },

    /** `POST statements` (call in a transaction): 201 the new statement; the same Idempotency-Key again: 200 the first. */
    request(finance: OrgAdmin, input: StatementInput, key: string | null): { statement: Statement; created: boolean } {
      requireEnabled(finance);
      if (key) {
        const known = findByKey.get(finance.uid, key);
        if (known) return { statement: compute(known, false).statement, created: false };
      }
      if (!finance.tree.includes(input.unit)) throw notInScope("Unit", input.unit);
      const today = isoDay(now());
      if (input.fromDate < MIN_STATEMENT_DATE) throw fieldError("fromDate", `The start date is on or after ${MIN_STATEMENT_DATE}`);
      if (input.toDate < input.fromDate) throw fieldError("toDate", "The end date is on or after the start date");
      if (input.toDate > today) throw fieldError("toDate", "The end date is today or earlier");
      const id = `ST-${today.replaceAll("-", "")}-${randomBytes(4).toString("hex").toUpperCase()}`;
      insertStatement.run({ id, unit: input.unit, from: input.fromDate, to: input.toDate, by: finance.uid, at: now(), key });
      const row = findStatement.get(id);
      if (!row) throw new Error(`statement ${id} not stored`);
      return { statement: compute(row, false).statement, created: true };
    },

    /** One statement with its entries (the PDF's content): the caller's tree only (404), the flag on (403). */
    get(finance: OrgAdmin, id: string): StatementWithEntries {
      requireEnabled(finance);
      const row = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(id) ? findStatement.get(id) : undefined;
      if (!row || !finance.tree.includes(row.unitUid)) throw notInScope("Statement", id);
      const unit = unitOf.get(row.unitUid);
      const { statement, entries } = compute(row, true);
      return { ...statement, billTo: { name: unit?.billToName ?? row.unitName, country: unit?.country ?? "AU" }, entries };
    },
  };
}

export type FinanceStatements = ReturnType<typeof financeStatements>;
