/**
 * Issue 28 (H2): the finance PDFs the backend serves (docs/finance.md "Documents and statements"; decision 037) —
 * invoices and credit notes (`GET payment/payment-invoice?invoiceIds=A,B`: every document named, each from a new page,
 * one PDF) and statements (`POST wwg-manage-finances/downloadStatement`). pdfkit 0.20 with the DejaVu Sans TTF
 * (`dejavu-fonts-ttf`) embedded for every text that comes from the data (names in any Latin script: 'Ngātā');
 * headings in Helvetica-Bold, a PDF standard font that is not embedded (as the return form, decision 029: a second
 * embedded font doubles the time). A4. The backend's own module: it never imports storefront code.
 *
 * Tax wording: 'Tax invoice' at the top, the supplier's ABN (AU) or GST number (NZ), the GST amount and rate
 * ('GST 10%' / 'GST 15%') and 'Total (incl. GST)', as Australian and New Zealand tax invoices show them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { type FinanceDocument } from "./stores/finance-documents";
import { type StatementWithEntries } from "./stores/finance-statements";

const require = createRequire(import.meta.url);
let bodyFont: Buffer | null = null;
const BOLD = "Helvetica-Bold";
const MARGIN = 50;
const GREY = "#555555";

type Column = { label: string; width: number; align?: "left" | "right" };

function newPdf(title: string, lang: string) {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "Uniform Store" }, lang, displayTitle: true, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  bodyFont ??= readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  doc.registerFont("body", bodyFont);
  return { doc, finished };
}

/** A table row: cells in columns, wrapped; a new page (with the header row again) when it would not fit. */
function tableRow(doc: PDFKit.PDFDocument, cols: readonly Column[], cells: readonly string[], font: "body" | typeof BOLD, header?: () => void) {
  const width = doc.page.width - MARGIN * 2;
  if (doc.y + 30 > doc.page.height - MARGIN) {
    doc.addPage();
    header?.();
  }
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(font).fontSize(9);
  cols.forEach((col, index) => {
    doc.text(cells[index] ?? "", x, y, { width: col.width - 6, align: col.align ?? "left" });
    bottom = Math.max(bottom, doc.y);
    x += col.width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
  doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width, doc.y - 2).strokeColor("#cccccc").lineWidth(0.5).stroke();
}

/** Label–value pairs, right-aligned in the right half (totals). */
function totals(doc: PDFKit.PDFDocument, pairs: ReadonlyArray<readonly [string, string, boolean?]>) {
  const width = doc.page.width - MARGIN * 2;
  const left = MARGIN + width / 2;
  for (const [label, value, strong] of pairs) {
    const y = doc.y;
    doc.font(strong ? BOLD : "body").fontSize(10).text(label, left, y, { width: width / 4 });
    doc.font(strong ? BOLD : "body").text(value, left + width / 4, y, { width: width / 4, align: "right" });
    doc.x = MARGIN;
    doc.moveDown(0.2);
  }
}

function documentPage(doc: PDFKit.PDFDocument, d: FinanceDocument) {
  doc.addPage();
  const width = doc.page.width - MARGIN * 2;
  const half = (width - 20) / 2;
  const top = doc.y;
  // Supplier (left) and the document's title and number (right).
  doc.font(BOLD).fontSize(12).text(d.supplier.name, MARGIN, top, { width: half });
  doc.font("body").fontSize(9).text([...d.supplier.address, `${d.supplier.taxIdLabel} ${d.supplier.taxId}`].join("\n"), { width: half });
  const leftBottom = doc.y;
  doc.font(BOLD).fontSize(20).text(d.title, MARGIN + half + 20, top, { width: half, align: "right" });
  doc.font("body").fontSize(11).text(d.id, { width: half, align: "right" });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 16;

  // Bill to and the facts.
  const factsTop = doc.y;
  doc.font(BOLD).fontSize(10).text("Bill to", MARGIN, factsTop, { width: half });
  doc.font("body").fontSize(10).text([d.billTo.name, d.billTo.unitName].join("\n"), { width: half });
  const billBottom = doc.y;
  const invoice = d.kind === "INVOICE";
  const facts: Array<[string, string]> = [
    [invoice ? "Invoice number" : "Credit note number", d.id],
    [invoice ? "Invoice date" : "Credit date", d.documentDate],
  ];
  if (d.dueDate) facts.push(["Due date", d.dueDate]);
  if (d.orderCode) facts.push(["Order", d.orderCode]);
  if (d.costCenter) facts.push(["Cost centre", `${d.costCenter.name} (${d.costCenter.code})`]);
  if (d.relatedInvoiceId) facts.push(["Related invoice", d.relatedInvoiceId]);
  if (d.returnRma) facts.push(["Return", d.returnRma]);
  doc.y = factsTop;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(BOLD).fontSize(9).text(label, MARGIN + half + 20, y, { width: half / 2 });
    doc.font("body").fontSize(9).text(value, MARGIN + half + 20 + half / 2, y, { width: half / 2, align: "right" });
  }
  doc.x = MARGIN;
  doc.y = Math.max(billBottom, doc.y) + 16;

  // Lines.
  const cols: Column[] = [
    { label: "Description", width: width * 0.4 },
    { label: "Qty", width: width * 0.08, align: "right" },
    { label: "Unit price", width: width * 0.16, align: "right" },
    { label: `${d.taxLabel}`, width: width * 0.16, align: "right" },
    { label: "Amount (excl. GST)", width: width * 0.2, align: "right" },
  ];
  const header = () => tableRow(doc, cols, cols.map((col) => col.label), BOLD);
  header();
  for (const line of d.lines) {
    tableRow(doc, cols, [line.description, String(line.quantity), line.unitPrice.formattedValue, line.tax.formattedValue, line.net.formattedValue], "body", header);
  }
  doc.moveDown(0.6);
  const pairs: Array<readonly [string, string, boolean?]> = [
    ["Net (excl. GST)", d.net.formattedValue],
    [`${d.taxLabel} ${d.taxRate}%`, d.tax.formattedValue],
    [`Total (incl. ${d.taxLabel})`, d.total.formattedValue, true],
  ];
  if (d.amountDue) pairs.push(["Amount due", d.amountDue.formattedValue, true]);
  if (d.remaining) pairs.push(["Remaining credit", d.remaining.formattedValue, true]);
  totals(doc, pairs);
  doc.moveDown(0.6);

  if (d.payments.length > 0) {
    doc.font(BOLD).fontSize(11).text(invoice ? "Payments" : "Applied", MARGIN, doc.y, { width });
    doc.moveDown(0.2);
    const payCols: Column[] = [
      { label: "Date", width: width * 0.2 },
      { label: "Reference", width: width * 0.3 },
      { label: "Method", width: width * 0.3 },
      { label: "Amount", width: width * 0.2, align: "right" },
    ];
    tableRow(doc, payCols, payCols.map((col) => col.label), BOLD);
    for (const payment of d.payments) {
      const method = payment.method === "CARD" ? (payment.cardLabel ?? "Card") : payment.method === "BANK_TRANSFER" ? "Bank transfer" : "Credit";
      tableRow(doc, payCols, [payment.paidOn, payment.reference, method, payment.amount.formattedValue], "body");
    }
    doc.moveDown(0.6);
  }
  const nz = d.billTo.country === "NZ";
  const note = nz
    ? `All amounts in ${d.currencyIso}. The total includes GST of ${d.tax.formattedValue} at 15%. GST number ${d.supplier.taxId}.`
    : `All amounts in ${d.currencyIso}. The total includes GST of ${d.tax.formattedValue} at 10%. ABN ${d.supplier.taxId}.`;
  doc.font("body").fontSize(9).fillColor(GREY).text(note, MARGIN, doc.y, { width }).fillColor("black");
  if (invoice && d.dueDate) doc.text(`Please pay by ${d.dueDate}, quoting ${d.id}.`, { width });
}

/** Invoices and credit notes, one after the other (each from a new page), as one PDF. */
export function renderDocumentsPdf(documents: readonly FinanceDocument[]): Promise<Buffer> {
  const first = documents[0];
  const title = documents.length === 1 && first ? `${first.title} ${first.id}` : `${documents.length} documents`;
  const { doc, finished } = newPdf(title, first?.billTo.country === "NZ" ? "en-NZ" : "en-AU");
  for (const document of documents) documentPage(doc, document);
  doc.end();
  return finished;
}

/** A statement: the unit, the period, the opening balance, every invoice, credit note and payment, the closing balance. */
export function renderStatementPdf(s: StatementWithEntries, supplier: { name: string; address: readonly string[]; taxIdLabel: string; taxId: string }): Promise<Buffer> {
  const { doc, finished } = newPdf(`Statement ${s.id}`, s.billTo.country === "NZ" ? "en-NZ" : "en-AU");
  doc.addPage();
  const width = doc.page.width - MARGIN * 2;
  const half = (width - 20) / 2;
  const top = doc.y;
  doc.font(BOLD).fontSize(12).text(supplier.name, MARGIN, top, { width: half });
  doc.font("body").fontSize(9).text([...supplier.address, `${supplier.taxIdLabel} ${supplier.taxId}`].join("\n"), { width: half });
  const leftBottom = doc.y;
  doc.font(BOLD).fontSize(20).text("Statement", MARGIN + half + 20, top, { width: half, align: "right" });
  doc.font("body").fontSize(10).text([s.id, `${s.fromDate} to ${s.toDate}`].join("\n"), { width: half, align: "right" });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 16;
  doc.font(BOLD).fontSize(10).text("Account", MARGIN, doc.y, { width });
  doc.font("body").fontSize(10).text([s.billTo.name, `${s.unit.name} and the units below it`, `Currency: ${s.currencyIso}`].join("\n"), { width });
  doc.moveDown(0.8);

  const cols: Column[] = [
    { label: "Date", width: width * 0.14 },
    { label: "Reference", width: width * 0.2 },
    { label: "Description", width: width * 0.26 },
    { label: "Debit", width: width * 0.13, align: "right" },
    { label: "Credit", width: width * 0.13, align: "right" },
    { label: "Balance", width: width * 0.14, align: "right" },
  ];
  const header = () => tableRow(doc, cols, cols.map((col) => col.label), BOLD);
  header();
  tableRow(doc, cols, [s.fromDate, "", "Opening balance", "", "", s.openingBalance.formattedValue], BOLD, header);
  for (const entry of s.entries) {
    tableRow(doc, cols, [entry.date, entry.reference, entry.description, entry.debit?.formattedValue ?? "", entry.credit?.formattedValue ?? "", entry.balance.formattedValue], "body", header);
  }
  tableRow(doc, cols, [s.toDate, "", "Closing balance", "", "", s.closingBalance.formattedValue], BOLD, header);
  doc.moveDown(0.8);
  if (doc.y + 90 > doc.page.height - MARGIN) doc.addPage();
  totals(doc, [
    ["Opening balance", s.openingBalance.formattedValue],
    [`Invoices (${s.counts.invoices})`, s.invoicesTotal.formattedValue],
    [`Payments (${s.counts.payments})`, s.paymentsTotal.formattedValue],
    [`Credit notes (${s.counts.credits})`, s.creditsTotal.formattedValue],
    ["Closing balance", s.closingBalance.formattedValue, true],
  ]);
  doc.end();
  return finished;
}
