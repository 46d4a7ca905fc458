import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FINANCE_E2E } from "../src/seed-data/finance-e2e";
import { ageingBucket, financeStore, share } from "../src/stores/finance";
import { createTestBackend, readJson, signedInRequests, type TestBackend } from "./helpers";

/** Issue 28 (H1): finance lists, filters, ageing and the invoice / credit-note sync (docs/finance.md). */
const BASE = "/occ/v2/corporate/orgUsers/current/wwg-manage-finances";

type Money = { currencyIso: string; value: number; formattedValue: string };
type Invoice = { id: string; unit: { uid: string }; costCenter: { code: string } | null; orderCode: string | null; dueDate: string; total: Money; amountDue: Money; daysOverdue: number; status: string; lastPayment: { method: string; reference: string } | null };
type InvoiceList = {
  invoices: Invoice[];
  pagination: { currentPage: number; pageSize: number; totalPages: number; totalResults: number };
  sorts: Array<{ code: string; selected: boolean }>;
  summary: { totalDue: Money; overdue: Money; overdueCount: number; ageing: Array<{ bucket: string; amount: Money; count: number }> };
};
type Json = Record<string, unknown> & { errors?: Array<{ type: string; message: string }> };

describe("finance lists", () => {
  let backend: TestBackend;
  const requests = signedInRequests(() => backend);
  const as = (uid: string, url: string) => requests.as(uid, "GET", url);
  const json = async <T = Json>(response: Response) => (await readJson(response)) as T;

  beforeEach(() => {
    backend = createTestBackend();
  });
  afterEach(() => backend.close());

  it("ageing buckets and proportional shares", () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual(["CURRENT", "CURRENT", "1-30", "1-30", "31-60", "31-60", "61-90", "61-90", "90+", "90+"]);
    expect(share(1000, [1, 1, 1])).toEqual([333, 333, 334]);
    expect(share(0, [5, 5])).toEqual([0, 0]);
  });

  it("the filters: the caller's units and the statements flag", async () => {
    const acme = await json<{ units: Array<{ uid: string }>; statementsEnabled: boolean }>(await as("finance@acme.example", `${BASE}/filters`));
    expect(acme.units[0]?.uid).toBe("acme-au");
    expect(acme.units.map((unit) => unit.uid)).toEqual(expect.arrayContaining(["acme-au-nsw", "acme-au-vic"]));
    expect(acme.statementsEnabled).toBe(true);
    const e2e = await json<{ units: Array<{ uid: string }>; statementsEnabled: boolean }>(await as(FINANCE_E2E.finance, `${BASE}/filters`));
    expect(e2e.units.map((unit) => unit.uid)).toEqual([FINANCE_E2E.root, FINANCE_E2E.north, FINANCE_E2E.south]);
    expect(e2e.statementsEnabled).toBe(false);
  });

  it("buyers, wearers and approvers get 403; a unit or cost centre outside the scope 404", async () => {
    for (const uid of ["buyer@acme.example", "wearer@acme.example", "approver@acme.example"]) {
      for (const path of ["filters", "invoices", "credits", "getOutstandingInvoices"]) {
        const response = await as(uid, `${BASE}/${path}`);
        expect(response.status, `${uid} ${path}`).toBe(403);
        expect((await json(response)).errors?.[0]?.message).toBe("No sufficient permissions to access this page");
      }
    }
    expect((await as(FINANCE_E2E.finance, `${BASE}/invoices?unit=acme-au`)).status).toBe(404);
    expect((await as(FINANCE_E2E.finance, `${BASE}/invoices?costCenter=ACME-OPS`)).status).toBe(404);
    expect((await as(FINANCE_E2E.finance, `${BASE}/invoices?fromDate=2026-02-30`)).status).toBe(400);
    expect((await as(FINANCE_E2E.finance, `${BASE}/invoices?fromDate=2026-05-02&toDate=2026-05-01`)).status).toBe(400);
  });

  it("the ageing summary and the outstanding list of a unit", async () => {
    const south = await json<InvoiceList>(await as(FINANCE_E2E.finance, `${BASE}/invoices?unit=${FINANCE_E2E.south}`));
    expect(south.summary.ageing.map((bucket) => [bucket.bucket, bucket.count])).toEqual([
      ["CURRENT", 1],
      ["1-30", 1],
      ["31-60", 1],
      ["61-90", 1],
      ["90+", 1],
    ]);
    // Net 100, 200, 300, 400, 500 + 10 % GST (an open credit note changes no amount due: credits apply when paying).
    expect(south.summary.ageing.map((bucket) => bucket.amount.value)).toEqual([110, 220, 330, 440, 550]);
    expect(south.summary.totalDue.value).toBe(1650);
    expect(south.summary.overdue.value).toBe(1540);
    expect(south.summary.overdueCount).toBe(4);
    expect(south.invoices.map((invoice) => invoice.amountDue.value)).toEqual([550, 440, 330, 220, 110]);
    expect(south.invoices.every((invoice) => invoice.status === "OPEN" && invoice.costCenter?.code === FINANCE_E2E.southCentre)).toBe(true);
    const overdue = await json<InvoiceList>(await as(FINANCE_E2E.finance, `${BASE}/invoices?unit=${FINANCE_E2E.south}&overdueOnly=true`));
    expect(overdue.invoices).toHaveLength(4);
    expect(overdue.invoices.every((invoice) => invoice.daysOverdue > 0)).toBe(true);
    const home = await json(await as(FINANCE_E2E.finance, `${BASE}/getOutstandingInvoices`));
    expect(home).toMatchObject({ overdueCount: 4, openCount: FINANCE_E2E.northOpenCount + 5 });
  });

  it("pages of 50, sorts, and the paid tab with the payments", async () => {
    const first = await json<InvoiceList>(await as(FINANCE_E2E.finance, `${BASE}/invoices?unit=${FINANCE_E2E.north}`));
    expect(first.pagination).toEqual({ currentPage: 0, pageSize: 50, totalPages: 2, totalResults: 55 });
    expect(first.sorts.find((sort) => sort.selected)?.code).toBe("byDueDate");
    const second = await json<InvoiceList>(await as(FINANCE_E2E.finance, `${BASE}/invoices?unit=${FINANCE_E2E.north}&currentPage=1`));
    expect(second.invoices).toHaveLength(5);
    const byAmount = await json<InvoiceList>(await as(FINANCE_E2E.finance, `${BASE}/invoices?costCenter=${FINANCE_E2E.northCentre}&sort=byAmountDueDesc&pageSize=3`));
    const values = byAmount.invoices.map((invoice) => invoice.amountDue.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const paid = await json<InvoiceList>(await as(FINANCE_E2E.finance, `${BASE}/invoices?status=PAID`));
    expect(paid.invoices).toHaveLength(4);
    expect(paid.invoices.every((invoice) => invoice.status === "PAID" && invoice.amountDue.value === 0 && invoice.lastPayment?.method === "BANK_TRANSFER")).toBe(true);
  });

  it("credit notes: remaining balance, related invoice, open only", async () => {
    const all = await json<{ credits: Array<{ id: string; invoiceId: string | null; remaining: Money; total: Money; status: string }> }>(await as(FINANCE_E2E.finance, `${BASE}/credits`));
    expect(all.credits.map((credit) => credit.status).sort()).toEqual(["OPEN", "USED"]);
    expect(all.credits.every((credit) => credit.invoiceId?.startsWith("INV-"))).toBe(true);
    const open = await json<{ credits: Array<{ remaining: Money; total: Money }> }>(await as(FINANCE_E2E.finance, `${BASE}/credits?openOnly=true`));
    expect(open.credits).toHaveLength(1);
    expect(open.credits[0]?.remaining.value).toBe(27.5);
  });

  it("the Acme demo: overdue in every bucket, partly paid, paid by bank transfer, NZD for Kiwi", async () => {
    const acme = await json<InvoiceList>(await as("finance@acme.example", `${BASE}/invoices?pageSize=100`));
    expect(acme.summary.ageing.every((bucket) => bucket.count > 0)).toBe(true);
    expect(acme.invoices.some((invoice) => invoice.status === "PARTLY_PAID")).toBe(true);
    expect(acme.invoices.every((invoice) => invoice.amountDue.currencyIso === "AUD")).toBe(true);
    const kiwiAdmin = backend.db.prepare("SELECT u.uid FROM users u JOIN user_group_members m ON m.user_uid = u.uid WHERE u.org_unit = 'kiwi-nz' AND m.group_uid = 'b2badmingroup' LIMIT 1").get() as { uid: string } | undefined;
    if (kiwiAdmin) {
      const kiwi = await json<InvoiceList>(await as(kiwiAdmin.uid, `${BASE}/invoices`));
      expect(kiwi.invoices.every((invoice) => invoice.total.currencyIso === "NZD")).toBe(true);
    }
  });

  it("invoices a delivered account order once, due in 30 days, and credits its completed return", () => {
    const db = backend.db;
    const store = financeStore(db, () => backend.clock.now);
    store.sync();
    const order = db.prepare("SELECT id, code, total_with_tax_cents AS gross, tax_cents AS tax FROM orders WHERE payment_type = 'ACCOUNT' AND status <> 'COMPLETED' AND total_with_tax_cents > 0 LIMIT 1").get() as { id: number; code: string; gross: number; tax: number };
    db.prepare("UPDATE orders SET status = 'COMPLETED', fulfilment_next_at = NULL WHERE id = ?").run(order.id);
    expect(store.sync()).toBeGreaterThanOrEqual(1);
    expect(store.sync()).toBe(0);
    const invoice = db.prepare("SELECT id, issued_on AS issuedOn, due_on AS dueOn, total_cents AS total, tax_cents AS tax, open_cents AS open FROM finance_documents WHERE order_code = ?").get(order.code) as { id: string; issuedOn: string; dueOn: string; total: number; tax: number; open: number };
    expect(invoice).toMatchObject({ total: order.gross, tax: order.tax, open: order.gross });
    expect((Date.parse(invoice.dueOn) - Date.parse(invoice.issuedOn)) / 86_400_000).toBe(30);
    const lines = db.prepare("SELECT sum(net_cents) AS net, sum(tax_cents) AS tax FROM finance_document_lines WHERE document_id = ?").get(invoice.id) as { net: number; tax: number };
    expect(lines).toEqual({ net: order.gross - order.tax, tax: order.tax });
  });

  it("syncs before every finance call, the other finance modules' paths too (FINANCE_SYNC_PATHS)", async () => {
    const db = backend.db;
    const order = db.prepare("SELECT id, code FROM orders WHERE payment_type = 'ACCOUNT' AND status <> 'COMPLETED' AND total_with_tax_cents > 0 AND org_unit LIKE 'acme-au%' LIMIT 1").get() as { id: number; code: string };
    db.prepare("UPDATE orders SET status = 'COMPLETED', fulfilment_next_at = NULL WHERE id = ?").run(order.id);
    const invoiced = () => db.prepare("SELECT count(*) AS n FROM finance_documents WHERE order_code = ?").get(order.code) as { n: number };
    expect(invoiced().n).toBe(0);
    // A path another finance module serves (H3's payment calls): the sync runs before it is routed.
    await as("finance@acme.example", "/occ/v2/corporate/orgUsers/current/payment/not-a-call");
    expect(invoiced().n).toBe(1);
    const list = await json<InvoiceList>(await as("finance@acme.example", `${BASE}/invoices?sort=byInvoiceNumber&pageSize=100`));
    expect(list.summary.overdueCount).toBeGreaterThan(0);
  });

  it("is an extension: 404 UnknownResourceError with BACKEND_EXTENSIONS=none", async () => {
    backend.close();
    backend = createTestBackend({ extensions: "none" });
    const response = await as("finance@acme.example", `${BASE}/invoices`);
    expect(response.status).toBe(404);
    expect((await json(response)).errors?.[0]?.type).toBe("UnknownResourceError");
  });
});
