/**
 * Finance lists (issue 28, H1 — core and lists; docs/finance.md, docs/occ-api.md "Finance and payment (issue 28)"):
 * what an organisation that orders on account owes, as the finance area's tabs read it.
 *
 * - Where documents come from (`sync`, run before every finance read; idempotent by migration 043's unique indexes):
 *   one INVOICE per delivered (COMPLETED) ACCOUNT order — dated the day its last consignment was delivered, due 30
 *   days later, net / tax / total as the order carries them (AU GST 10 %, NZ GST 15 %), one line per entry and one for
 *   delivery — and one CREDIT_NOTE per COMPLETED return (with a money refund) of an invoiced order, dated the day it
 *   completed, for the refund and its tax. Plus the seeded ones (seed-data/finance.ts).
 * - Who: `orgAdmins.finance` (admins and `financegroup`; 403 'No sufficient permissions to access this page' for the
 *   rest); the scope is the caller's unit and every unit below it. A `unit` filter outside the scope: 404.
 * - Invoice status: OPEN (nothing paid), PARTLY_PAID (0 < amount due < total), PAID (amount due 0). Days overdue
 *   count from the due date to the backend's today (UTC day of `now()`); ageing buckets CURRENT (not yet due), 1-30,
 *   31-60, 61-90, 90+.
 * - Summary (totals at the top and the ageing chart): over the OPEN invoices matching the filters (status apart).
 * Money is PriceWsDTO in the document's currency (the summary in the caller's unit's currency: an organisation
 * bills in one currency).
 */
import { type Db } from "../db";
import { formatPrice, type Price } from "./pricing";
import { type OrgAdmin } from "./org-admin";
import { notInScope } from "./org-admin";

export const DAY_MS = 86_400_000;
/** Invoices are due this many days after they are issued. */
export const PAYMENT_TERMS_DAYS = 30;
export const AGEING_BUCKETS = ["CURRENT", "1-30", "31-60", "61-90", "90+"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const INVOICE_SORTS = ["byDueDate", "byDueDateDesc", "byInvoiceDate", "byInvoiceDateDesc", "byAmountDueDesc", "byInvoiceNumber"] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const CREDIT_SORTS = ["byDateDesc", "byDate", "byRemainingDesc"] as const;
export type CreditSort = (typeof CREDIT_SORTS)[number];

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS);

/** The bucket of an open invoice `daysOverdue` days past its due date (≤ 0: not yet due). */
export function ageingBucket(daysOverdue: number): AgeingBucket {
  if (daysOverdue <= 0) return "CURRENT";
  if (daysOverdue <= 30) return "1-30";
  if (daysOverdue <= 60) return "31-60";
  if (daysOverdue <= 90) return "61-90";
  return "90+";
}

export interface InvoiceQuery {
  status: "OPEN" | "PAID";
  unit?: string;
  costCenter?: string;
  fromDate?: string;
  toDate?: string;
  overdueOnly: boolean;
  sort: InvoiceSort;
  currentPage: number;
  pageSize: number;
}

export interface CreditQuery {
  unit?: string;
  fromDate?: string;
  toDate?: string;
  openOnly: boolean;
  sort: CreditSort;
  currentPage: number;
  pageSize: number;
}

type InvoiceRow = {
  id: string;
  unitUid: string;
  unitName: string;
  costCentreCode: string | null;
  costCentreName: string | null;
  orderCode: string | null;
  issuedOn: string;
  dueOn: string;
  currency: string;
  symbol: string;
  totalCents: number;
  openCents: number;
  daysOverdue: number;
  payReference: string | null;
  payOn: string | null;
  payMethod: string | null;
  payCard: string | null;
};
type CreditRow = {
  id: string;
  unitUid: string;
  unitName: string;
  invoiceId: string | null;
  returnRma: string | null;
  issuedOn: string;
  currency: string;
  symbol: string;
  totalCents: number;
  openCents: number;
};
type OrderToInvoice = {
  id: number;
  code: string;
  unit: string;
  currency: string;
  costCentre: string | null;
  netCents: number;
  taxCents: number;
  grossCents: number;
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  deliveryName: string;
  taxRate: number;
  createdAt: number;
  deliveredAt: number | null;
};
type ReturnToCredit = { id: number; rma: string; refundCents: number; taxCents: number; statusAt: number; invoiceId: string; unit: string; costCentre: string | null; currency: string };

const INVOICE_SORT_SQL: Record<InvoiceSort, string> = {
  byDueDate: "d.due_on, d.id",
  byDueDateDesc: "d.due_on DESC, d.id DESC",
  byInvoiceDate: "d.issued_on, d.id",
  byInvoiceDateDesc: "d.issued_on DESC, d.id DESC",
  byAmountDueDesc: "d.open_cents DESC, d.due_on, d.id",
  byInvoiceNumber: "d.id",
};
const CREDIT_SORT_SQL: Record<CreditSort, string> = {
  byDateDesc: "d.issued_on DESC, d.id DESC",
  byDate: "d.issued_on, d.id",
  byRemainingDesc: "d.open_cents DESC, d.issued_on DESC, d.id",
};

/** Splits `total` over `weights` in proportion, the rounding remainder on the last share (shares sum to `total`). */
export function share(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === weights.length - 1 ? total : 0));
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  shares[shares.length - 1]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export function financeStore(db: Db, now: () => number) {
  // --- sync: invoices from delivered account orders, credit notes from completed returns ---
  const ordersToInvoice = db.prepare<[], OrderToInvoice>(
    `SELECT o.id, o.code, o.org_unit AS unit, o.currency, o.cost_centre_code AS costCentre, o.total_cents AS netCents, o.tax_cents AS taxCents,
       o.total_with_tax_cents AS grossCents, o.subtotal_cents AS subtotalCents, o.discount_cents AS discountCents, o.delivery_cents AS deliveryCents,
       o.delivery_mode_name AS deliveryName, o.tax_rate_percent AS taxRate, o.created_at AS createdAt,
       (SELECT max(c.delivered_at) FROM consignments c WHERE c.order_id = o.id) AS deliveredAt
     FROM orders o
     WHERE o.status = 'COMPLETED' AND o.payment_type = 'ACCOUNT' AND o.total_with_tax_cents > 0
       AND NOT EXISTS (SELECT 1 FROM finance_documents d WHERE d.order_code = o.code AND d.kind = 'INVOICE')`,
  );
  const orderEntries = db.prepare<[number], { name: string; colour: string; size: string; quantity: number; cancelled: number; unitCents: number; lineCents: number }>(
    `SELECT name, colour, size, quantity, cancelled_quantity AS cancelled, unit_cents AS unitCents, line_cents AS lineCents
     FROM order_entries WHERE order_id = ? ORDER BY entry_number`,
  );
  const returnsToCredit = db.prepare<[], ReturnToCredit>(
    `SELECT r.id, r.rma, r.refund_cents AS refundCents, r.tax_cents AS taxCents, r.status_at AS statusAt, d.id AS invoiceId, d.unit_uid AS unit,
       d.cost_centre_code AS costCentre, d.currency
     FROM return_requests r JOIN orders o ON o.id = r.order_id
       JOIN finance_documents d ON d.order_code = o.code AND d.kind = 'INVOICE'
     WHERE r.status = 'COMPLETED' AND r.refund_cents > 0 AND NOT EXISTS (SELECT 1 FROM finance_documents c WHERE c.return_rma = r.rma)`,
  );
  const returnEntries = db.prepare<[number], { name: string; colour: string; size: string; quantity: number; refundCents: number; unitCents: number }>(
    `SELECT oe.name, oe.colour, oe.size, re.quantity, re.refund_cents AS refundCents, oe.unit_cents AS unitCents
     FROM return_entries re JOIN return_requests r ON r.id = re.return_id JOIN order_entries oe ON oe.order_id = r.order_id AND oe.entry_number = re.entry_number
     WHERE re.return_id = ? AND re.kind = 'RETURN' AND re.refund_cents > 0 ORDER BY re.entry_number`,
  );
  const insertDocument = db.prepare<{
    id: string;
    kind: string;
    unit: string;
    costCentre: string | null;
    orderCode: string | null;
    relatedInvoice: string | null;
    rma: string | null;
    currency: string;
    issuedOn: string;
    dueOn: string | null;
    net: number;
    tax: number;
    total: number;
    createdAt: number;
  }>(
    `INSERT INTO finance_documents (id, kind, unit_uid, cost_centre_code, order_code, related_invoice_id, return_rma, currency, issued_on, due_on,
       net_cents, tax_cents, total_cents, open_cents, created_at)
     VALUES (@id, @kind, @unit, @costCentre, @orderCode, @relatedInvoice, @rma, @currency, @issuedOn, @dueOn, @net, @tax, @total, @total, @createdAt)
     ON CONFLICT DO NOTHING`,
  );
  const insertLine = db.prepare<[string, number, string, number, number, number, number]>(
    `INSERT INTO finance_document_lines (document_id, line_no, description, quantity, unit_price_cents, net_cents, tax_cents) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );

  const yyyymm = (day: string) => day.slice(0, 7).replace("-", "");

  function invoiceOrder(order: OrderToInvoice, at: number): void {
    const issuedOn = isoDay(order.deliveredAt ?? order.createdAt);
    const id = `INV-${yyyymm(issuedOn)}-${order.code}`;
    const result = insertDocument.run({
      id,
      kind: "INVOICE",
      unit: order.unit,
      costCentre: order.costCentre,
      orderCode: order.code,
      relatedInvoice: null,
      rma: null,
      currency: order.currency,
      issuedOn,
      dueOn: addDays(issuedOn, PAYMENT_TERMS_DAYS),
      net: order.grossCents - order.taxCents,
      tax: order.taxCents,
      total: order.grossCents,
      createdAt: at,
    });
    if (result.changes === 0) return;
    // Lines: the entries (less cancelled units) and delivery; the order's discount and tax spread over them so the
    // lines add up to the document's net and tax.
    const entries = orderEntries.all(order.id).map((entry) => {
      const quantity = entry.quantity - entry.cancelled;
      return { description: `${entry.name}, ${entry.colour}, ${entry.size}`, quantity, unitCents: entry.unitCents, gross: quantity * entry.unitCents };
    }).filter((entry) => entry.quantity > 0);
    const lines = [
      ...entries,
      ...(order.deliveryCents > 0 ? [{ description: `Delivery: ${order.deliveryName}`, quantity: 1, unitCents: order.deliveryCents, gross: order.deliveryCents }] : []),
    ];
    const net = share(order.grossCents - order.taxCents, lines.map((line) => line.gross));
    const tax = share(order.taxCents, net);
    lines.forEach((line, index) => insertLine.run(id, index + 1, line.description, line.quantity, line.unitCents, net[index] ?? 0, tax[index] ?? 0));
  }

  function creditReturn(ret: ReturnToCredit, at: number): void {
    const issuedOn = isoDay(ret.statusAt);
    const id = `CN-${yyyymm(issuedOn)}-${ret.rma}`;
    const result = insertDocument.run({
      id,
      kind: "CREDIT_NOTE",
      unit: ret.unit,
      costCentre: ret.costCentre,
      orderCode: null,
      relatedInvoice: ret.invoiceId,
      rma: ret.rma,
      currency: ret.currency,
      issuedOn,
      dueOn: null,
      net: ret.refundCents - ret.taxCents,
      tax: ret.taxCents,
      total: ret.refundCents,
      createdAt: at,
    });
    if (result.changes === 0) return;
    const entries = returnEntries.all(ret.id);
    const lines = entries.length > 0 ? entries : [{ name: `Return ${ret.rma}`, colour: "", size: "", quantity: 1, refundCents: ret.refundCents, unitCents: ret.refundCents }];
    const net = share(ret.refundCents - ret.taxCents, lines.map((line) => line.refundCents));
    const tax = share(ret.taxCents, net);
    lines.forEach((line, index) =>
      insertLine.run(id, index + 1, [line.name, line.colour, line.size].filter(Boolean).join(", "), line.quantity, line.unitCents, net[index] ?? 0, tax[index] ?? 0),
    );
  }

  /**
   * Invoices every delivered account order and credits every completed return of an invoiced order that has no
   * document yet (one transaction; run it after the fulfilment and returns clocks). Returns how many it wrote.
   */
  function sync(at: number = now()): number {
    return db.transaction(() => {
      const orders = ordersToInvoice.all();
      for (const order of orders) invoiceOrder(order, at);
      const returns = returnsToCredit.all();
      for (const ret of returns) creditReturn(ret, at);
      return orders.length + returns.length;
    }).immediate();
  }

  // --- reads ---
  const unitsOf = db.prepare<[string], { uid: string; name: string; statementsEnabled: number; currency: string; symbol: string }>(
    `SELECT o.uid, o.name, o.statements_enabled AS statementsEnabled, o.currency, c.symbol
     FROM org_units o JOIN currencies c ON c.isocode = o.currency WHERE o.uid IN (SELECT value FROM json_each(?))`,
  );
  const subtree = db.prepare<[string], { uid: string }>(
    `WITH RECURSIVE down(uid, depth) AS (SELECT uid, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, down.depth + 1 FROM org_units o JOIN down ON o.parent_uid = down.uid WHERE down.depth < 50)
     SELECT uid FROM down`,
  );
  const centresOf = db.prepare<[string], { code: string; name: string; unitUid: string }>(
    "SELECT code, name, unit_uid AS unitUid FROM cost_centres WHERE unit_uid IN (SELECT value FROM json_each(?)) ORDER BY name COLLATE NOCASE, code",
  );
  const centreOf = db.prepare<[string, string], { code: string }>("SELECT code FROM cost_centres WHERE code = ? AND unit_uid IN (SELECT value FROM json_each(?))");

  const INVOICE_WHERE = `d.kind = 'INVOICE' AND d.unit_uid IN (SELECT value FROM json_each(@units))
    AND (@costCentre IS NULL OR d.cost_centre_code = @costCentre)
    AND (@fromDate IS NULL OR d.issued_on >= @fromDate) AND (@toDate IS NULL OR d.issued_on <= @toDate)
    AND (@overdueOnly = 0 OR (d.due_on < @today AND d.open_cents > 0))`;
  const STATUS_WHERE = { OPEN: "d.open_cents > 0", PAID: "d.open_cents = 0" } as const;
  type InvoiceParams = { units: string; costCentre: string | null; fromDate: string | null; toDate: string | null; overdueOnly: number; today: string };
  const INVOICE_COLUMNS = `d.id, d.unit_uid AS unitUid, u.name AS unitName, d.cost_centre_code AS costCentreCode, cc.name AS costCentreName, d.order_code AS orderCode,
    d.issued_on AS issuedOn, d.due_on AS dueOn, d.currency, c.symbol, d.total_cents AS totalCents, d.open_cents AS openCents,
    CAST(julianday(@today) - julianday(d.due_on) AS INTEGER) AS daysOverdue,
    p.reference AS payReference, p.paid_on AS payOn, p.method AS payMethod, p.card_label AS payCard`;
  const INVOICE_FROM = `FROM finance_documents d JOIN org_units u ON u.uid = d.unit_uid JOIN currencies c ON c.isocode = d.currency
    LEFT JOIN cost_centres cc ON cc.code = d.cost_centre_code
    LEFT JOIN finance_payments p ON p.id = (SELECT a.payment_id FROM finance_allocations a JOIN finance_payments q ON q.id = a.payment_id
      WHERE a.document_id = d.id ORDER BY q.paid_at DESC, q.id DESC LIMIT 1)`;
  const invoicePages = Object.fromEntries(
    (["OPEN", "PAID"] as const).flatMap((status) =>
      INVOICE_SORTS.map((sort) => [
        `${status}:${sort}`,
        db.prepare<InvoiceParams & { limit: number; offset: number }, InvoiceRow>(
          `SELECT ${INVOICE_COLUMNS} ${INVOICE_FROM} WHERE ${INVOICE_WHERE} AND ${STATUS_WHERE[status]} ORDER BY ${INVOICE_SORT_SQL[sort]} LIMIT @limit OFFSET @offset`,
        ),
      ]),
    ),
  ) as Record<string, ReturnType<typeof db.prepare<InvoiceParams & { limit: number; offset: number }, InvoiceRow>>>;
  const invoiceCounts = {
    OPEN: db.prepare<InvoiceParams, { n: number }>(`SELECT count(*) AS n FROM finance_documents d WHERE ${INVOICE_WHERE} AND d.open_cents > 0`),
    PAID: db.prepare<InvoiceParams, { n: number }>(`SELECT count(*) AS n FROM finance_documents d WHERE ${INVOICE_WHERE} AND d.open_cents = 0`),
  };
  const ageingRows = db.prepare<InvoiceParams, { daysOverdue: number; openCents: number }>(
    `SELECT CAST(julianday(@today) - julianday(d.due_on) AS INTEGER) AS daysOverdue, d.open_cents AS openCents FROM finance_documents d
     WHERE ${INVOICE_WHERE} AND d.open_cents > 0`,
  );

  const CREDIT_WHERE = `d.kind = 'CREDIT_NOTE' AND d.unit_uid IN (SELECT value FROM json_each(@units))
    AND (@fromDate IS NULL OR d.issued_on >= @fromDate) AND (@toDate IS NULL OR d.issued_on <= @toDate) AND (@openOnly = 0 OR d.open_cents > 0)`;
  type CreditParams = { units: string; fromDate: string | null; toDate: string | null; openOnly: number };
  const creditPages = Object.fromEntries(
    CREDIT_SORTS.map((sort) => [
      sort,
      db.prepare<CreditParams & { limit: number; offset: number }, CreditRow>(
        `SELECT d.id, d.unit_uid AS unitUid, u.name AS unitName, d.related_invoice_id AS invoiceId, d.return_rma AS returnRma, d.issued_on AS issuedOn,
           d.currency, c.symbol, d.total_cents AS totalCents, d.open_cents AS openCents
         FROM finance_documents d JOIN org_units u ON u.uid = d.unit_uid JOIN currencies c ON c.isocode = d.currency
         WHERE ${CREDIT_WHERE} ORDER BY ${CREDIT_SORT_SQL[sort]} LIMIT @limit OFFSET @offset`,
      ),
    ]),
  ) as Record<CreditSort, ReturnType<typeof db.prepare<CreditParams & { limit: number; offset: number }, CreditRow>>>;
  const creditCount = db.prepare<CreditParams, { n: number }>(`SELECT count(*) AS n FROM finance_documents d WHERE ${CREDIT_WHERE}`);

  const today = () => isoDay(now());
  const pagination = (total: number, currentPage: number, pageSize: number) => ({ currentPage, pageSize, totalPages: Math.ceil(total / pageSize), totalResults: total });
  const price = (cents: number, currency: string, symbol: string): Price => formatPrice(cents, { isocode: currency, symbol });

  /** The units a list covers: the caller's tree, or the `unit` filter's subtree (404 outside the caller's scope). */
  function unitsFor(caller: OrgAdmin, unit: string | undefined): string {
    if (!unit) return caller.treeJson;
    if (!caller.tree.includes(unit)) throw notInScope("Unit", unit);
    return JSON.stringify(subtree.all(unit).map((row) => row.uid));
  }
  function callerCurrency(caller: OrgAdmin) {
    const own = unitsOf.all(JSON.stringify([caller.unit]))[0];
    return { currency: own?.currency ?? "AUD", symbol: own?.symbol ?? "$" };
  }

  function summaryOf(caller: OrgAdmin, params: InvoiceParams) {
    const { currency, symbol } = callerCurrency(caller);
    const buckets = new Map<AgeingBucket, { amount: number; count: number }>(AGEING_BUCKETS.map((bucket) => [bucket, { amount: 0, count: 0 }]));
    let total = 0;
    let overdue = 0;
    let overdueCount = 0;
    for (const row of ageingRows.all(params)) {
      const bucket = buckets.get(ageingBucket(row.daysOverdue))!;
      bucket.amount += row.openCents;
      bucket.count += 1;
      total += row.openCents;
      if (row.daysOverdue > 0) {
        overdue += row.openCents;
        overdueCount += 1;
      }
    }
    return {
      totalDue: price(total, currency, symbol),
      overdue: price(overdue, currency, symbol),
      overdueCount,
      openCount: [...buckets.values()].reduce((n, bucket) => n + bucket.count, 0),
      ageing: AGEING_BUCKETS.map((bucket) => ({ bucket, amount: price(buckets.get(bucket)!.amount, currency, symbol), count: buckets.get(bucket)!.count })),
    };
  }

  const invoiceJson = (row: InvoiceRow) => ({
    id: row.id,
    unit: { uid: row.unitUid, name: row.unitName },
    costCenter: row.costCentreCode ? { code: row.costCentreCode, name: row.costCentreName ?? row.costCentreCode } : null,
    orderCode: row.orderCode,
    invoiceDate: row.issuedOn,
    dueDate: row.dueOn,
    total: price(row.totalCents, row.currency, row.symbol),
    amountDue: price(row.openCents, row.currency, row.symbol),
    daysOverdue: row.openCents > 0 ? Math.max(0, row.daysOverdue) : 0,
    status: row.openCents === 0 ? "PAID" : row.openCents < row.totalCents ? "PARTLY_PAID" : "OPEN",
    lastPayment: row.payReference ? { reference: row.payReference, paidOn: row.payOn, method: row.payMethod, cardLabel: row.payCard } : null,
  });

  return {
    sync,

    /**
     * `GET wwg-manage-finances/filters`: the units of the caller's scope (top-down), the statements tab flag and (ours,
     * for the cost-centre filter of finance people, who may not call the admins' `getAllAvailCostCenters`) the cost
     * centres of the scope.
     */
    filters(caller: OrgAdmin) {
      const units = new Map(unitsOf.all(caller.treeJson).map((row) => [row.uid, row]));
      return {
        units: caller.tree.flatMap((uid) => {
          const row = units.get(uid);
          return row ? [{ uid: row.uid, name: row.name }] : [];
        }),
        statementsEnabled: units.get(caller.unit)?.statementsEnabled === 1,
        costCenters: centresOf.all(caller.treeJson).map((row) => ({ code: row.code, name: row.name, unit: { uid: row.unitUid } })),
      };
    },

    /** `GET wwg-manage-finances/invoices`: a page of OPEN (amount due > 0) or PAID invoices, with the summary. */
    invoices(caller: OrgAdmin, query: InvoiceQuery) {
      if (query.costCenter && !centreOf.get(query.costCenter, caller.treeJson)) throw notInScope("Cost center", query.costCenter);
      const params: InvoiceParams = {
        units: unitsFor(caller, query.unit),
        costCentre: query.costCenter ?? null,
        fromDate: query.fromDate ?? null,
        toDate: query.toDate ?? null,
        overdueOnly: query.overdueOnly ? 1 : 0,
        today: today(),
      };
      const total = invoiceCounts[query.status].get(params)?.n ?? 0;
      const rows = invoicePages[`${query.status}:${query.sort}`]!.all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      const { openCount: _openCount, ...summary } = summaryOf(caller, params);
      return {
        invoices: rows.map(invoiceJson),
        pagination: pagination(total, query.currentPage, query.pageSize),
        sorts: INVOICE_SORTS.map((code) => ({ code, selected: code === query.sort })),
        summary,
      };
    },

    /** `GET wwg-manage-finances/credits`: a page of credit notes (remaining balance, the invoice they relate to). */
    credits(caller: OrgAdmin, query: CreditQuery) {
      const params: CreditParams = { units: unitsFor(caller, query.unit), fromDate: query.fromDate ?? null, toDate: query.toDate ?? null, openOnly: query.openOnly ? 1 : 0 };
      const total = creditCount.get(params)?.n ?? 0;
      const rows = creditPages[query.sort].all({ ...params, limit: query.pageSize, offset: query.currentPage * query.pageSize });
      return {
        credits: rows.map((row) => ({
          id: row.id,
          unit: { uid: row.unitUid, name: row.unitName },
          invoiceId: row.invoiceId,
          returnRma: row.returnRma,
          creditDate: row.issuedOn,
          total: price(row.totalCents, row.currency, row.symbol),
          remaining: price(row.openCents, row.currency, row.symbol),
          status: row.openCents > 0 ? "OPEN" : "USED",
        })),
        pagination: pagination(total, query.currentPage, query.pageSize),
        sorts: CREDIT_SORTS.map((code) => ({ code, selected: code === query.sort })),
      };
    },

    /** `GET wwg-manage-finances/getOutstandingInvoices` (the home page's block): totals over the caller's scope. */
    outstanding(caller: OrgAdmin) {
      const { totalDue, overdue, overdueCount, openCount } = summaryOf(caller, {
        units: caller.treeJson,
        costCentre: null,
        fromDate: null,
        toDate: null,
        overdueOnly: 0,
        today: today(),
      });
      return { totalDue, overdue, overdueCount, openCount };
    },
  };
}

export type FinanceStore = ReturnType<typeof financeStore>;
