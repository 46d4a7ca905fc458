/**
 * Issue 28 (H2): how long the backend takes to render a statement PDF with 50 invoices (docs/finance.md "Documents and
 * statements"), in process: backend/src/finance-pdf.ts `renderStatementPdf` (pdfkit with the embedded DejaVu font) on
 * a statement of 50 invoices, 20 payments and 5 credit notes (about three A4 pages), FINANCE_PDF_RUNS times (50) after
 * one cold run, plus a 10-invoice documents PDF (`payment/payment-invoice` with 10 ids) for reference. Prints the cold
 * run, p50, p95 and max; exits 1 when the statement's p95 is over the budget (500 ms on the 2-core machine).
 * Run by `npm run bench` (scripts/bench.mjs, `pdf` group) through tsx; alone: `npx tsx bench/finance-statement-pdf.ts`.
 */
import { performance } from "node:perf_hooks";
import { renderDocumentsPdf, renderStatementPdf } from "../backend/src/finance-pdf";
import { type FinanceDocument, financePrice, supplierOf } from "../backend/src/stores/finance-documents";
import { type StatementEntry, type StatementWithEntries } from "../backend/src/stores/finance-statements";

const BUDGET_MS = 500;
const runs = Number(process.env.FINANCE_PDF_RUNS ?? 50);
const AUD = { isocode: "AUD", symbol: "$" };
const price = (cents: number) => financePrice(cents, AUD);
const day = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000).toISOString().slice(0, 10);

function statement(): StatementWithEntries {
  const opening = 1_234_500;
  const raw: Array<{ day: string; kind: StatementEntry["kind"]; reference: string; description: string; cents: number }> = [
    ...Array.from({ length: 50 }, (_, i) => ({ day: day(Math.floor(i * 0.6)), kind: "INVOICE" as const, reference: `INV-202610-${String(i).padStart(4, "0")}`, description: `Invoice (Order 2850${String(i).padStart(4, "0")})`, cents: 12_345 + i * 731 })),
    ...Array.from({ length: 20 }, (_, i) => ({ day: day(i + 1), kind: "PAYMENT" as const, reference: `RCPT-202610${String(i + 1).padStart(2, "0")}-BENCH${i}`, description: "Payment (Bank transfer)", cents: 25_000 + i * 113 })),
    ...Array.from({ length: 5 }, (_, i) => ({ day: day(i * 5 + 2), kind: "CREDIT_NOTE" as const, reference: `CN-202610-${String(i).padStart(4, "0")}`, description: `Credit note (Invoice INV-202610-${String(i).padStart(4, "0")})`, cents: 4_400 + i * 100 })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  let balance = opening;
  const totals = { INVOICE: 0, PAYMENT: 0, CREDIT_NOTE: 0 };
  const entries: StatementEntry[] = raw.map((row) => {
    totals[row.kind] += row.cents;
    balance += row.kind === "INVOICE" ? row.cents : -row.cents;
    return {
      date: row.day,
      kind: row.kind,
      reference: row.reference,
      description: row.description,
      debit: row.kind === "INVOICE" ? price(row.cents) : null,
      credit: row.kind === "INVOICE" ? null : price(row.cents),
      balance: price(balance),
    };
  });
  return {
    id: "ST-bench-202610",
    unit: { uid: "bench-unit", name: "Bench Ngātā Depot" },
    fromDate: "2026-10-01",
    toDate: "2026-10-31",
    requestedOn: "2026-11-01",
    requestedBy: "Zoë Bench",
    currencyIso: "AUD",
    openingBalance: price(opening),
    invoicesTotal: price(totals.INVOICE),
    paymentsTotal: price(totals.PAYMENT),
    creditsTotal: price(totals.CREDIT_NOTE),
    closingBalance: price(balance),
    counts: { invoices: 50, payments: 20, credits: 5 },
    billTo: { name: "Bench Workwear Pty Ltd", country: "AU" },
    entries,
  };
}

function invoice(n: number): FinanceDocument {
  const supplier = supplierOf("AU");
  return {
    id: `INV-202610-${String(n).padStart(4, "0")}`,
    kind: "INVOICE",
    title: "Tax invoice",
    status: "OPEN",
    unit: { uid: "bench-unit", name: "Bench Ngātā Depot" },
    billTo: { name: "Bench Workwear Pty Ltd", unitName: "Bench Ngātā Depot", country: "AU" },
    supplier: { name: supplier.name, address: [...supplier.address], taxIdLabel: supplier.taxIdLabel, taxId: supplier.taxId },
    costCenter: { code: "BENCH-CC", name: "Bench cost centre" },
    orderCode: `2850${n}`,
    relatedInvoiceId: null,
    returnRma: null,
    documentDate: "2026-10-01",
    dueDate: "2026-10-31",
    currencyIso: "AUD",
    taxLabel: "GST",
    taxRate: 10,
    lines: Array.from({ length: 6 }, (_, i) => ({ lineNo: i + 1, description: `Work shirt ${i + 1}, navy (SHI-${i})`, quantity: 2 + i, unitPrice: price(4500), net: price(4500 * (2 + i)), tax: price(450 * (2 + i)) })),
    net: price(148_500),
    tax: price(14_850),
    total: price(163_350),
    amountDue: price(163_350),
    remaining: null,
    payments: [],
    creditNotes: [],
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function time(render: () => Promise<Buffer>) {
  const coldStart = performance.now();
  const first = await render();
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { kb: first.length / 1024, cold, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

async function main() {
  const view = statement();
  const supplier = supplierOf("AU");
  const s = await time(() => renderStatementPdf(view, supplier));
  const ok = s.p95 <= BUDGET_MS;
  console.log(
    `Statement PDF (in process, ${runs} runs, ${view.counts.invoices} invoices, ${view.counts.payments} payments, ${view.counts.credits} credit notes, ${s.kb.toFixed(1)} KB): ` +
      `cold ${s.cold.toFixed(0)} ms, p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms ${ok ? "✓" : "✗"}, max ${s.max.toFixed(0)} ms (budget p95 ≤ ${BUDGET_MS} ms)`,
  );
  const documents = Array.from({ length: 10 }, (_, i) => invoice(i + 1));
  const d = await time(() => renderDocumentsPdf(documents));
  console.log(`Invoices PDF (in process, ${runs} runs, 10 invoices of 6 lines, ${d.kb.toFixed(1)} KB): cold ${d.cold.toFixed(0)} ms, p50 ${d.p50.toFixed(0)} ms, p95 ${d.p95.toFixed(0)} ms, max ${d.max.toFixed(0)} ms`);
  process.exitCode = ok ? 0 : 1;
}

await main();
