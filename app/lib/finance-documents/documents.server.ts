import { redirect } from "@remix-run/node";
import { requireFinanceCaller } from "~/lib/finance/access.server";
import { type OccDownload } from "~/lib/occ/client.server";
import { isOccError } from "~/lib/occ/errors";
import { downloadDocumentsPdf, type FinanceDocument, getFinanceDocument } from "~/lib/occ/finance-documents.server";
import { throwOrgBackendError } from "~/lib/organisation/access.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as m from "./messages";
import { DOCUMENT_ID, documentPath, documentPdfPath, FINANCE_PATH, MAX_DOCUMENTS } from "./paths";

/**
 * The finance document flows (issue 28, H2; docs/finance.md "Documents and statements"): the HTML view of one invoice
 * or credit note (the same content as its PDF), its PDF, and one PDF of several (`?invoice=…&credit=…`). Every loader
 * starts with `requireFinanceCaller` (403 'No sufficient permissions to access this page' for buyers, wearers and
 * approvers); a document outside the caller's tree is the backend's 404, shown as the not-found page. The PDFs are
 * rendered by the backend (`payment/payment-invoice`) and streamed through: `Content-Type: application/pdf`, its
 * `Content-Disposition`, `Cache-Control: private, no-store` (they name the organisation's amounts).
 */

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

function checkedId(id: string | undefined): string {
  if (!id || !DOCUMENT_ID.test(id)) throw notFound();
  return id;
}

/** What the HTML view shows (every text ready; amounts as the backend formatted them). */
export function documentView(doc: FinanceDocument) {
  const invoice = doc.kind === "INVOICE";
  const facts: Array<{ label: string; value: string; href?: string }> = [
    { label: invoice ? m.invoiceNumber : m.creditNoteNumber, value: doc.id },
    { label: invoice ? m.invoiceDate : m.creditDate, value: doc.documentDate },
  ];
  if (doc.dueDate) facts.push({ label: m.dueDate, value: doc.dueDate });
  facts.push({ label: m.status, value: m.statusText[doc.status] });
  facts.push({ label: m.unit, value: doc.unit.name });
  if (doc.costCenter) facts.push({ label: m.costCentre, value: `${doc.costCenter.name} (${doc.costCenter.code})` });
  if (doc.orderCode) facts.push({ label: m.order, value: doc.orderCode });
  if (doc.relatedInvoiceId) facts.push({ label: m.relatedInvoice, value: doc.relatedInvoiceId, href: documentPath(doc.relatedInvoiceId) });
  if (doc.returnRma) facts.push({ label: m.returnRma, value: doc.returnRma });
  const totals: Array<{ label: string; value: string; strong?: boolean }> = [
    { label: m.netExGst, value: doc.net.formattedValue },
    { label: m.taxRateLabel(doc.taxLabel, doc.taxRate), value: doc.tax.formattedValue },
    { label: m.totalInclTax(doc.taxLabel), value: doc.total.formattedValue, strong: true },
  ];
  if (doc.amountDue) totals.push({ label: m.amountDue, value: doc.amountDue.formattedValue, strong: true });
  if (doc.remaining) totals.push({ label: m.remainingCredit, value: doc.remaining.formattedValue, strong: true });
  return {
    id: doc.id,
    title: doc.title,
    heading: `${doc.title} ${doc.id}`,
    invoice,
    supplier: { name: doc.supplier.name, lines: [...doc.supplier.address, `${doc.supplier.taxIdLabel} ${doc.supplier.taxId}`] },
    billTo: [doc.billTo.name, doc.billTo.unitName],
    facts,
    lines: doc.lines.map((line) => ({
      key: line.lineNo,
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: line.unitPrice.formattedValue,
      tax: line.tax.formattedValue,
      net: line.net.formattedValue,
    })),
    taxColumn: doc.taxLabel,
    totals,
    payments: doc.payments.map((payment) => ({
      key: `${payment.reference}-${payment.paidOn}`,
      paidOn: payment.paidOn,
      reference: payment.reference,
      method: m.methodText(payment.method, payment.cardLabel),
      amount: payment.amount.formattedValue,
    })),
    creditNotes: doc.creditNotes.map((id) => ({ id, href: documentPath(id) })),
    taxNote: m.taxNote(doc.billTo.country === "NZ", doc.currencyIso, doc.tax.formattedValue, doc.supplier.taxId),
    payBy: invoice && doc.dueDate && doc.amountDue && doc.amountDue.value > 0 ? m.payBy(doc.dueDate, doc.id) : null,
    pdfHref: documentPdfPath(doc.id),
  };
}
export type DocumentView = ReturnType<typeof documentView>;

/** GET /organisation/finance/documents/{id}: the HTML view. */
export async function loadDocument(request: Request, context: RequestContext, id: string | undefined) {
  const { caller } = await requireFinanceCaller(request, context);
  const document = await getFinanceDocument(caller, checkedId(id)).catch(throwOrgBackendError);
  return { document: documentView(document), backHref: FINANCE_PATH };
}

function pdfResponse(download: OccDownload, fallbackName: string): Response {
  const name = /filename="([A-Za-z0-9_.-]{1,100})"/.exec(download.disposition ?? "")?.[1] ?? fallbackName;
  return new Response(download.bytes, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Length": String(download.bytes.length),
      "Cache-Control": "private, no-store",
    },
  });
}

/** GET /organisation/finance/documents/{id}/document.pdf: one invoice or credit note. */
export async function documentPdfResponse(request: Request, context: RequestContext, id: string | undefined): Promise<Response> {
  const { caller } = await requireFinanceCaller(request, context);
  const documentId = checkedId(id);
  const download = await downloadDocumentsPdf(caller, [documentId]).catch(throwOrgBackendError);
  return pdfResponse(download, `${documentId}.pdf`);
}

/**
 * GET /organisation/finance/documents.pdf?invoice=A&invoice=B&credit=C: the documents selected in a list, as one PDF.
 * Nothing selected (a "Download selected" press with no box ticked): back to the list the form came from with an
 * error flash. A malformed number is the not-found page (nothing is looked up).
 */
export async function documentsPdfResponse(request: Request, context: RequestContext): Promise<Response> {
  const { caller } = await requireFinanceCaller(request, context);
  const params = new URL(request.url).searchParams;
  const ids = [...new Set([...params.getAll("invoice"), ...params.getAll("credit")].map((id) => id.trim()).filter((id) => id !== ""))];
  if (ids.length === 0) {
    const session = await getSession(request, context);
    setFlash(session, { type: "error", message: m.noDocumentsChosen });
    markSessionChanged(context, session);
    throw redirect(backTo(request), 303);
  }
  if (ids.length > MAX_DOCUMENTS || ids.some((id) => !DOCUMENT_ID.test(id))) throw notFound();
  try {
    return pdfResponse(await downloadDocumentsPdf(caller, ids), ids.length === 1 ? `${ids[0]}.pdf` : "documents.pdf");
  } catch (error) {
    if (isOccError(error) && error.status === 400) throw notFound();
    return throwOrgBackendError(error);
  }
}

/** The finance list the download form was on (same origin, under /organisation/finance), else the outstanding tab. */
function backTo(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return FINANCE_PATH;
  try {
    const url = new URL(referer);
    const here = new URL(request.url);
    if (url.origin === here.origin && (url.pathname === FINANCE_PATH || url.pathname.startsWith(`${FINANCE_PATH}/`))) return `${url.pathname}${url.search}`;
  } catch {
    // not a URL
  }
  return FINANCE_PATH;
}
