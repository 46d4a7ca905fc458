import { PDFParse } from "pdf-parse";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FINANCE_DOCS_E2E as E2E } from "../src/seed-data/finance-statements";
import { createTestBackend, readJson, signedInRequests, type TestBackend } from "./helpers";

/** Issue 28 (H2): finance documents (detail, PDFs), statements (balances, PDF) and the statements flag. */
const BASE = "/occ/v2/corporate/orgUsers/current";
const FIN = `${BASE}/wwg-manage-finances`;

type Price = { value: number; formattedValue: string; currencyIso: string };
type Json = Record<string, unknown> & { errors?: Array<{ type: string; message: string; subject?: string }> };
const json = async (response: Response) => (await readJson(response)) as Json;

async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("finance documents and statements", () => {
  let backend: TestBackend;
  const { as } = signedInRequests(() => backend);

  beforeEach(() => {
    backend = createTestBackend();
  });
  afterEach(() => backend.close());

  it("answers an invoice in full: lines, net, GST, total, amount due, payments, credit notes", async () => {
    const response = await as(E2E.finance, "GET", `${FIN}/documents/${E2E.partlyPaid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const doc = await json(response);
    expect(doc).toMatchObject({
      id: E2E.partlyPaid,
      kind: "INVOICE",
      title: "Tax invoice",
      status: "PARTLY_PAID",
      taxLabel: "GST",
      taxRate: 10,
      unit: { uid: E2E.root },
      costCenter: { code: E2E.costCentre },
      documentDate: "2026-08-05",
      dueDate: "2026-09-04",
      supplier: { taxIdLabel: "ABN" },
      creditNotes: [E2E.credit],
    });
    expect((doc.net as Price).value).toBe(700);
    expect((doc.tax as Price).value).toBe(70);
    expect((doc.total as Price).formattedValue).toBe("$770.00");
    expect((doc.amountDue as Price).value).toBe(470);
    expect(doc.lines).toHaveLength(2);
    expect(doc.payments).toEqual([expect.objectContaining({ reference: "RCPT-DOCS-0001", method: "BANK_TRANSFER", amount: expect.objectContaining({ value: 300 }) })]);
    const credit = await json(await as(E2E.finance, "GET", `${FIN}/documents/${E2E.credit}`));
    expect(credit).toMatchObject({ kind: "CREDIT_NOTE", title: "Credit note", relatedInvoiceId: E2E.partlyPaid, amountDue: null, status: "OPEN" });
    expect((credit.remaining as Price).value).toBe(88);
  });

  it("hides documents outside the caller's tree (404) and refuses buyers (403)", async () => {
    expect((await as(E2E.nzFinance, "GET", `${FIN}/documents/${E2E.partlyPaid}`)).status).toBe(404);
    expect((await as(E2E.finance, "GET", `${FIN}/documents/NO-SUCH-DOC`)).status).toBe(404);
    const buyer = await as(E2E.buyer, "GET", `${FIN}/documents/${E2E.partlyPaid}`);
    expect(buyer.status).toBe(403);
    expect((await json(buyer)).errors?.[0]?.message).toBe("No sufficient permissions to access this page");
    expect((await as(E2E.buyer, "GET", `${BASE}/payment/payment-invoice?invoiceIds=${E2E.partlyPaid}`)).status).toBe(403);
    expect((await as(E2E.nzFinance, "GET", `${BASE}/payment/payment-invoice?invoiceIds=${E2E.nzInvoice},${E2E.partlyPaid}`)).status).toBe(404);
    expect((await as(E2E.finance, "GET", `${BASE}/payment/payment-invoice?invoiceIds=`)).status).toBe(400);
  });

  it("renders the invoices and credit notes named as one PDF (AU: ABN, GST 10%)", async () => {
    const response = await as(E2E.finance, "GET", `${BASE}/payment/payment-invoice?invoiceIds=${E2E.partlyPaid},${E2E.credit}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toContain("documents.pdf");
    const text = await pdfText(response);
    expect(text).toContain("Tax invoice");
    expect(text).toContain(E2E.partlyPaid);
    expect(text).toContain("Credit note");
    expect(text).toContain(E2E.credit);
    expect(text).toContain("ABN 51 824 753 556");
    expect(text).toContain("GST 10%");
    expect(text).toContain("$770.00");
    expect(text).toContain("$470.00");
    expect(text).toContain("$88.00");
  });

  it("prints an NZ invoice with GST at 15% and the supplier's GST number", async () => {
    const doc = await json(await as(E2E.nzFinance, "GET", `${FIN}/documents/${E2E.nzInvoice}`));
    expect(doc).toMatchObject({ taxRate: 15, currencyIso: "NZD", supplier: { taxIdLabel: "GST number", taxId: "123-456-789" } });
    expect((doc.tax as Price).value).toBe(67.5);
    const text = await pdfText(await as(E2E.nzFinance, "GET", `${BASE}/payment/payment-invoice?invoiceIds=${E2E.nzInvoice}`));
    expect(text).toContain("Tax invoice");
    expect(text).toContain("GST number 123-456-789");
    expect(text).toContain("GST 15%");
    expect(text).toContain("$517.50");
    expect(text).toContain("Docs Test Ngātā Office");
  });

  it("computes statement balances: opening + invoices − payments − credits = closing", async () => {
    const list = await json(await as(E2E.finance, "GET", `${FIN}/statements`));
    type Figures = Record<"openingBalance" | "invoicesTotal" | "paymentsTotal" | "creditsTotal" | "closingBalance", Price> & { id: string };
    const figures = (list.statements as Figures[]).find((s) => s.id === E2E.statement);
    if (!figures) throw new Error("the seeded statement is not listed");
    expect(figures.openingBalance.value).toBe(770);
    expect(figures.invoicesTotal.value).toBe(330);
    expect(figures.paymentsTotal.value).toBe(300);
    expect(figures.creditsTotal.value).toBe(88);
    expect(figures.closingBalance.value).toBe(712);
    expect(figures.openingBalance.value + figures.invoicesTotal.value - figures.paymentsTotal.value - figures.creditsTotal.value).toBe(figures.closingBalance.value);

    // A period from the first document on: the closing balance is what is open (470 + 0 + 528 − 88).
    const created = await as(E2E.finance, "POST", `${FIN}/statements`, { unit: E2E.root, fromDate: "2026-08-01", toDate: "2026-10-31" }, { "Idempotency-Key": "stmt-key-0001" });
    expect(created.status).toBe(201);
    const statement = await json(created);
    expect((statement.openingBalance as Price).value).toBe(0);
    expect((statement.closingBalance as Price).value).toBe(910);
    expect(statement.counts).toEqual({ invoices: 3, payments: 2, credits: 1 });
    const again = await as(E2E.finance, "POST", `${FIN}/statements`, { unit: E2E.root, fromDate: "2026-08-01", toDate: "2026-10-31" }, { "Idempotency-Key": "stmt-key-0001" });
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(statement.id);
    // The branch alone: its invoice and its payment.
    const branch = await json(await as(E2E.finance, "POST", `${FIN}/statements`, { unit: E2E.branch, fromDate: "2026-09-01", toDate: "2026-10-31" }));
    expect((branch.closingBalance as Price).value).toBe(0);
    expect((branch.invoicesTotal as Price).value).toBe(330);
  });

  it("downloads a statement as a PDF with its balances and entries", async () => {
    const response = await as(E2E.finance, "POST", `${FIN}/downloadStatement`, { statementId: E2E.statement });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const text = await pdfText(response);
    expect(text).toContain("Statement");
    expect(text).toContain(E2E.statement);
    expect(text).toContain("Opening balance");
    expect(text).toContain("$770.00");
    expect(text).toContain(E2E.paid);
    expect(text).toContain(E2E.credit);
    expect(text).toContain("RCPT-DOCS-0001");
    expect(text).toContain("Closing balance");
    expect(text).toContain("$712.00");
  });

  it("validates statement requests", async () => {
    const post = (body: unknown) => as(E2E.finance, "POST", `${FIN}/statements`, body);
    const reversed = await post({ unit: E2E.root, fromDate: "2026-10-01", toDate: "2026-09-01" });
    expect(reversed.status).toBe(400);
    expect((await json(reversed)).errors?.[0]?.subject).toBe("toDate");
    expect((await post({ unit: E2E.root, fromDate: "2026-10-01", toDate: "2099-01-01" })).status).toBe(400);
    expect((await post({ unit: E2E.root, fromDate: "2026-02-30", toDate: "2026-03-01" })).status).toBe(400);
    expect((await post({ unit: "acme-au", fromDate: "2026-09-01", toDate: "2026-09-30" })).status).toBe(404);
    expect((await as(E2E.finance, "POST", `${FIN}/downloadStatement`, { statementId: "ST-acme-au-202609" })).status).toBe(404);
  });

  it("refuses statements when the flag is off (403) and the enablement answers the flag", async () => {
    const list = await as(E2E.nzFinance, "GET", `${FIN}/statements`);
    expect(list.status).toBe(403);
    expect((await json(list)).errors?.[0]?.message).toBe("Statements are not enabled for your organisation");
    expect((await as(E2E.nzFinance, "POST", `${FIN}/statements`, { unit: E2E.nzRoot, fromDate: "2026-09-01", toDate: "2026-09-30" })).status).toBe(403);
    expect((await as(E2E.nzFinance, "POST", `${FIN}/downloadStatement`, { statementId: E2E.statement })).status).toBe(403);
    const on = await json(await as(E2E.finance, "GET", "/occ/v2/corporate/orgUsers/current/checkout/enablement"));
    const off = await json(await as(E2E.nzFinance, "GET", "/occ/v2/corporate/orgUsers/current/checkout/enablement"));
    expect(on.statementsTabEnabled).toBe(true);
    expect(off.statementsTabEnabled).toBe(false);
  });

  it("seeds a statement per month for the last 12 months for acme-au", async () => {
    const rows = backend.db.prepare("SELECT id FROM finance_statements WHERE unit_uid = 'acme-au' AND requested_by_uid IS NULL").all() as Array<{ id: string }>;
    expect(rows).toHaveLength(12);
    const list = await json(await as("finance@acme.example", "GET", `${FIN}/statements?pageSize=50`));
    expect((list.statements as unknown[]).length).toBeGreaterThanOrEqual(12);
  });
});
