/**
 * Issue 28 (H2, documents; docs/finance.md "Documents and statements"): one invoice or credit note in full — the
 * document view behind `GET wwg-manage-finances/documents/{id}`, the storefront's HTML view and the PDF
 * (`GET payment/payment-invoice?invoiceIds=A,B`, finance-pdf.ts).
 *
 * Rules: every call starts with `orgAdmins.finance` (admins and `financegroup`; 403 'No sufficient permissions to
 * access this page' for anybody else). A document whose unit is outside the caller's tree does not exist for them:
 * 404 UnknownIdentifierError (`notInScope`), the same answer as an unknown number. Tax is GST: 10 % for Australian
 * units (the supplier's ABN printed), 15 % for New Zealand ones (the supplier's GST number printed, as NZ tax invoices
 * show it). Money is SAP's PriceWsDTO; dates yyyy-mm-dd.
 */
import { type Db } from "../db";
import { OccError } from "../http/errors";
import { notInScope, type OrgAdmin } from "./org-admin";

export interface FinancePrice {
  currencyIso: string;
  value: number;
  formattedValue: string;
}

/** The supplier printed on the documents, per country of the billed unit (AU: ABN; NZ: GST number). */
export const SUPPLIERS = {
  AU: {
    name: "Uniform Store Pty Ltd",
    address: ["Level 4, 100 Market Street", "Sydney NSW 2000", "Australia"],
    taxIdLabel: "ABN",
    taxId: "51 824 753 556",
    taxRate: 10,
  },
  NZ: {
    name: "Uniform Store NZ Limited",
    address: ["Level 2, 10 Customs Street East", "Auckland 1010", "New Zealand"],
    taxIdLabel: "GST number",
    taxId: "123-456-789",
    taxRate: 15,
  },
} as const;
export type SupplierCountry = keyof typeof SUPPLIERS;
export const supplierOf = (country: string) => SUPPLIERS[country === "NZ" ? "NZ" : "AU"];

/** At most this many documents in one PDF (`invoiceIds`). */
export const MAX_DOCUMENTS_PER_PDF = 100;
/** A document number as the backend issues it ('INV-202611-0042', 'CN-202611-0007'). */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const money = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as a PriceWsDTO (negative amounts as '-$12.50'). */
export function financePrice(cents: number, currency: { isocode: string; symbol: string }): FinancePrice {
  const value = cents / 100;
  const text = `${currency.symbol}${money.format(Math.abs(value))}`;
  return { currencyIso: currency.isocode, value, formattedValue: cents < 0 ? `-${text}` : text };
}

type DocumentRow = {
  id: string;
  kind: "INVOICE" | "CREDIT_NOTE";
  unitUid: string;
  unitName: string;
  billToName: string;
  country: string;
  costCentreCode: string | null;
  costCentreName: string | null;
  orderCode: string | null;
  relatedInvoiceId: string | null;
  returnRma: string | null;
  currency: string;
  symbol: string;
  issuedOn: string;
  dueOn: string | null;
  netCents: number;
  taxCents: number;
  totalCents: number;
  openCents: number;
};
type LineRow = { lineNo: number; description: string; quantity: number; unitPriceCents: number; netCents: number; taxCents: number };
type PaymentRow = { reference: string; paidOn: string; method: "CARD" | "BANK_TRANSFER" | "CREDIT"; cardLabel: string | null; amountCents: number };

export type DocumentStatus = "OPEN" | "PARTLY_PAID" | "PAID" | "USED";

export interface FinanceDocument {
  id: string;
  kind: "INVOICE" | "CREDIT_NOTE";
  /** 'Tax invoice' or 'Credit note' (the PDF's and the page's heading). */
  title: string;
  status: DocumentStatus;
  unit: { uid: string; name: string };
  billTo: { name: string; unitName: string; country: string };
  supplier: { name: string; address: string[]; taxIdLabel: string; taxId: string };
  costCenter: { code: string; name: string } | null;
  orderCode: string | null;
  relatedInvoiceId: string | null;
  returnRma: string | null;
  /** The document's date (an invoice's invoice date, a credit note's credit date). */
  documentDate: string;
  dueDate: string | null;
  currencyIso: string;
  taxLabel: string;
  taxRate: number;
  lines: Array<{ lineNo: number; description: string; quantity: number; unitPrice: FinancePrice; net: FinancePrice; tax: FinancePrice }>;
  net: FinancePrice;
  tax: FinancePrice;
  total: FinancePrice;
  /** An invoice's amount due (null for credit notes). */
  amountDue: FinancePrice | null;
  /** A credit note's remaining balance (null for invoices). */
  remaining: FinancePrice | null;
  /** Payments allocated to an invoice (credits applied to it show as method CREDIT), or the payments a credit was applied in. */
  payments: Array<{ reference: string; paidOn: string; method: "CARD" | "BANK_TRANSFER" | "CREDIT"; cardLabel: string | null; amount: FinancePrice }>;
  /** Credit notes issued against this invoice. */
  creditNotes: string[];
}

export function statusOf(kind: "INVOICE" | "CREDIT_NOTE", openCents: number, totalCents: number): DocumentStatus {
  if (kind === "CREDIT_NOTE") return openCents === 0 ? "USED" : "OPEN";
  if (openCents === 0) return "PAID";
  return openCents < totalCents ? "PARTLY_PAID" : "OPEN";
}

export function financeDocuments(db: Db) {
  const findDocument = db.prepare<[string], DocumentRow>(
    `SELECT d.id, d.kind, d.unit_uid AS unitUid, ou.name AS unitName, ou.bill_to_name AS billToName, ou.country,
       d.cost_centre_code AS costCentreCode, cc.name AS costCentreName, d.order_code AS orderCode,
       d.related_invoice_id AS relatedInvoiceId, d.return_rma AS returnRma, d.currency, c.symbol,
       d.issued_on AS issuedOn, d.due_on AS dueOn, d.net_cents AS netCents, d.tax_cents AS taxCents,
       d.total_cents AS totalCents, d.open_cents AS openCents
     FROM finance_documents d JOIN org_units ou ON ou.uid = d.unit_uid JOIN currencies c ON c.isocode = d.currency
     LEFT JOIN cost_centres cc ON cc.code = d.cost_centre_code
     WHERE d.id = ?`,
  );
  const findLines = db.prepare<[string], LineRow>(
    `SELECT line_no AS lineNo, description, quantity, unit_price_cents AS unitPriceCents, net_cents AS netCents, tax_cents AS taxCents
     FROM finance_document_lines WHERE document_id = ? ORDER BY line_no`,
  );
  // An invoice's payments: cash allocations, and the credit notes applied to it in the same payment (method CREDIT).
  const findPayments = db.prepare<[string], PaymentRow>(
    `SELECT p.reference, p.paid_on AS paidOn, p.method, p.card_label AS cardLabel, a.amount_cents AS amountCents
     FROM finance_allocations a JOIN finance_payments p ON p.id = a.payment_id
     WHERE a.document_id = ? ORDER BY p.paid_at, p.id`,
  );
  const findCreditNotes = db.prepare<[string], { id: string }>(
    "SELECT id FROM finance_documents WHERE related_invoice_id = ? AND kind = 'CREDIT_NOTE' ORDER BY issued_on, id",
  );

  function toDocument(row: DocumentRow): FinanceDocument {
    const currency = { isocode: row.currency, symbol: row.symbol };
    const price = (cents: number) => financePrice(cents, currency);
    const supplier = supplierOf(row.country);
    const invoice = row.kind === "INVOICE";
    return {
      id: row.id,
      kind: row.kind,
      title: invoice ? "Tax invoice" : "Credit note",
      status: statusOf(row.kind, row.openCents, row.totalCents),
      unit: { uid: row.unitUid, name: row.unitName },
      billTo: { name: row.billToName, unitName: row.unitName, country: row.country },
      supplier: { name: supplier.name, address: [...supplier.address], taxIdLabel: supplier.taxIdLabel, taxId: supplier.taxId },
      costCenter: row.costCentreCode ? { code: row.costCentreCode, name: row.costCentreName ?? row.costCentreCode } : null,
      orderCode: row.orderCode,
      relatedInvoiceId: row.relatedInvoiceId,
      returnRma: row.returnRma,
      documentDate: row.issuedOn,
      dueDate: row.dueOn,
      currencyIso: row.currency,
      taxLabel: "GST",
      taxRate: supplier.taxRate,
      lines: findLines.all(row.id).map((line) => ({
        lineNo: line.lineNo,
        description: line.description,
        quantity: line.quantity,
        unitPrice: price(line.unitPriceCents),
        net: price(line.netCents),
        tax: price(line.taxCents),
      })),
      net: price(row.netCents),
      tax: price(row.taxCents),
      total: price(row.totalCents),
      amountDue: invoice ? price(row.openCents) : null,
      remaining: invoice ? null : price(row.openCents),
      payments: findPayments.all(row.id).map((payment) => ({
        reference: payment.reference,
        paidOn: payment.paidOn,
        method: payment.method,
        cardLabel: payment.cardLabel,
        amount: price(payment.amountCents),
      })),
      creditNotes: invoice ? findCreditNotes.all(row.id).map((note) => note.id) : [],
    };
  }

  function find(finance: OrgAdmin, id: string): FinanceDocument {
    const row = DOCUMENT_ID_PATTERN.test(id) ? findDocument.get(id) : undefined;
    if (!row || !finance.tree.includes(row.unitUid)) throw notInScope("Document", id);
    return toDocument(row);
  }

  return {
    /** One invoice or credit note of the caller's tree (404 otherwise). */
    get: find,

    /**
     * The documents named, in the order given, each once (a repeated number counts once): all in the caller's tree
     * (404 on the first that is not), at least one and at most `MAX_DOCUMENTS_PER_PDF` (400 ValidationError on
     * `invoiceIds`).
     */
    many(finance: OrgAdmin, ids: readonly string[]): FinanceDocument[] {
      const unique = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ""))];
      if (unique.length === 0) throw invalidIds("Name at least one invoice or credit note");
      if (unique.length > MAX_DOCUMENTS_PER_PDF) throw invalidIds(`At most ${MAX_DOCUMENTS_PER_PDF} documents in one PDF`);
      return unique.map((id) => find(finance, id));
    },
  };
}

const invalidIds = (message: string) =>
  new OccError(400, [{ type: "ValidationError", subject: "invoiceIds", subjectType: "parameter", reason: "invalid", message }]);

export type FinanceDocuments = ReturnType<typeof financeDocuments>;
