import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import { loadReturnDocument, type ReturnDocumentView } from "./return-document.server";

/**
 * The return form and parcel label as a real PDF (issue 24; decision 029), from the document's view model: pdfkit
 * with the DejaVu Sans TTF embedded for every text from the backend (names and addresses in any Latin, Greek or Cyrillic script: 'Ngātā', 'Zoë'), a
 * Code 128 barcode of the RMA (bwip-js, PNG) with the RMA as text under it, the return-to and customer addresses, the
 * items with return or exchange and their quantities, the instructions (the NZ variant's for New Zealand) and a
 * cut-out parcel label. A4, one page for up to about 15 items (pdfkit flows onto more pages after that).
 */

const require = createRequire(import.meta.url);
/**
 * The body font's file, read once per process (a static asset, not state): pdfkit subsets it into each PDF. Every text
 * that can carry a name or an address is set in it. Headings and labels are this module's own ASCII texts (and the
 * RMA, letters and digits): they use Helvetica-Bold, a PDF standard font that is not embedded — a second embedded
 * font would double the time a PDF takes (bench/return-pdf.ts).
 */
let bodyFont: Buffer | null = null;
const BOLD = "Helvetica-Bold";

const MARGIN = 50;
const GREY = "#555555";

const BARCODE = { bcid: "code128", scale: 3, height: 12, includetext: false, paddingwidth: 0, paddingheight: 0 } as const;

async function barcode(rma: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...BARCODE, text: rma });
}

/** The same Code 128 barcode for the HTML page, as an SVG data URL (CSP img-src allows data:). */
export function barcodeDataUrl(rma: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(bwipjs.toSVG({ ...BARCODE, text: rma })).toString("base64")}`;
}

export async function renderReturnPdf(view: ReturnDocumentView): Promise<Buffer> {
  const code = await barcode(view.rma);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: m.documentTitle(view.rma), Subject: m.documentHeading, Author: "Uniform Store" },
    lang: view.nz ? "en-NZ" : "en-AU",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  bodyFont ??= readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  doc.registerFont("body", bodyFont);
  const width = doc.page.width - MARGIN * 2;

  // Heading, RMA and barcode.
  doc.font(BOLD).fontSize(18).text(m.documentHeading);
  doc.moveDown(0.3);
  doc.font("body").fontSize(11).text(`${m.documentRmaLabel}: ${view.rma}`);
  if (view.orderCode) doc.text(`${m.documentOrderLabel}: ${view.orderCode}`);
  if (view.requestedOn) doc.text(`${m.documentDateLabel}: ${view.requestedOn}`);
  doc.moveDown(0.5);
  doc.image(code, { width: 220, height: 50 });
  doc.font(BOLD).fontSize(12).text(view.rma, { width: 220, align: "center" });
  doc.moveDown(1);

  // Addresses side by side.
  const top = doc.y;
  const column = (width - 20) / 2;
  doc.font(BOLD).fontSize(11).text(m.documentReturnTo, MARGIN, top, { width: column });
  doc.font("body").fontSize(10).text((view.returnTo ?? [m.documentNoReturnAddress]).join("\n"), { width: column });
  const leftBottom = doc.y;
  doc.font(BOLD).fontSize(11).text(m.documentFrom, MARGIN + column + 20, top, { width: column });
  doc.font("body").fontSize(10).text((view.from ?? [m.documentNoCustomerAddress]).join("\n"), { width: column });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 15;

  // Items.
  doc.font(BOLD).fontSize(12).text(m.documentItemsTitle, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  const cols = [
    { label: m.documentItemColumn, width: width * 0.38 },
    { label: m.documentOptionsColumn, width: width * 0.2 },
    { label: m.documentKindColumn, width: width * 0.3 },
    { label: m.documentQuantityColumn, width: width * 0.12 },
  ];
  const row = (cells: string[], font: "body" | typeof BOLD) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(font).fontSize(9.5);
    cells.forEach((cell, index) => {
      const col = cols[index];
      if (!col) return;
      doc.text(cell, x, y, { width: col.width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += col.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
    doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width, doc.y - 2).strokeColor("#cccccc").lineWidth(0.5).stroke();
  };
  row(cols.map((col) => col.label), BOLD);
  for (const item of view.items) row([item.code ? `${item.name} (${item.code})` : item.name, item.options, item.kindText, String(item.quantity)], "body");
  doc.moveDown(0.8);

  // Instructions.
  doc.font(BOLD).fontSize(12).text(m.documentInstructionsTitle, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  doc.font("body").fontSize(10).list([...view.instructions], { width, bulletRadius: 2 });
  if (view.hasExchange) doc.moveDown(0.3).text(m.documentExchangeNote, { width });
  doc.moveDown(0.3).fillColor(GREY).text(view.taxNote, { width }).fillColor("black");
  doc.moveDown(1);

  // The cut-out parcel label.
  const labelHeight = 150;
  if (doc.y + labelHeight > doc.page.height - MARGIN) doc.addPage();
  const labelTop = doc.y;
  doc.dash(4, { space: 3 }).rect(MARGIN, labelTop, width, labelHeight).strokeColor("#888888").stroke().undash();
  doc.font(BOLD).fontSize(10).text(m.documentLabelTitle, MARGIN + 10, labelTop + 8);
  doc.font("body").fontSize(11).text((view.returnTo ?? [m.documentNoReturnAddress]).join("\n"), MARGIN + 10, labelTop + 26, { width: width / 2 - 20 });
  doc.image(code, MARGIN + width / 2 + 10, labelTop + 26, { width: width / 2 - 20, height: 60 });
  doc.font(BOLD).fontSize(12).text(`RMA ${view.rma}`, MARGIN + width / 2 + 10, labelTop + 92, { width: width / 2 - 20, align: "center" });
  doc.font("body").fontSize(8).fillColor(GREY).text(m.documentFooter(view.rma), MARGIN, labelTop + labelHeight + 8, { width }).fillColor("black");

  doc.end();
  return finished;
}

/** GET /my-account/return/{rma}/document.pdf: the PDF, inline, never cached (it names the customer's address). */
export async function returnPdfResponse(request: Request, context: RequestContext, rma: string): Promise<Response> {
  const view = await loadReturnDocument(request, context, rma);
  const pdf = await renderReturnPdf(view);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="return-${view.rma}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
