import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { type OccDownload } from "./client.server";

/**
 * Issue 28 (H2): finance documents and statements (docs/occ-api.md "Finance and payment (issue 28)" → "Documents and
 * statements"). This customer's calls (spec part 2 §7 'Finance and payment'): `GET payment/payment-invoice?invoiceIds`
 * (a PDF), `POST wwg-manage-finances/statements`, `POST wwg-manage-finances/downloadStatement` (a PDF), and the
 * reference backend's `GET wwg-manage-finances/documents/{id}` and `GET wwg-manage-finances/statements`.
 */

const USER = "orgUsers/current";
const FINANCES = `${USER}/wwg-manage-finances`;

/** SAP's PriceWsDTO. */
export const FinancePriceSchema = z.object({ currencyIso: z.string(), value: z.number(), formattedValue: z.string() });
export type FinancePrice = z.infer<typeof FinancePriceSchema>;
const Day = z.string().transform((value) => value.slice(0, 10));
const UnitRef = z.object({ uid: z.string(), name: z.string() });

export const FinanceDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(["INVOICE", "CREDIT_NOTE"]),
  title: z.string(),
  status: z.enum(["OPEN", "PARTLY_PAID", "PAID", "USED"]),
  unit: UnitRef,
  billTo: z.object({ name: z.string(), unitName: z.string(), country: z.string() }),
  supplier: z.object({ name: z.string(), address: z.array(z.string()), taxIdLabel: z.string(), taxId: z.string() }),
  costCenter: z.object({ code: z.string(), name: z.string() }).nullable(),
  orderCode: z.string().nullable(),
  relatedInvoiceId: z.string().nullable(),
  returnRma: z.string().nullable(),
  documentDate: Day,
  dueDate: Day.nullable(),
  currencyIso: z.string(),
  taxLabel: z.string(),
  taxRate: z.number(),
  lines: z.array(
    z.object({ lineNo: z.number().int(), description: z.string(), quantity: z.number().int(), unitPrice: FinancePriceSchema, net: FinancePriceSchema, tax: FinancePriceSchema }),
  ),
  net: FinancePriceSchema,
  tax: FinancePriceSchema,
  total: FinancePriceSchema,
  amountDue: FinancePriceSchema.nullable(),
  remaining: FinancePriceSchema.nullable(),
  payments: z.array(
    z.object({ reference: z.string(), paidOn: Day, method: z.enum(["CARD", "BANK_TRANSFER", "CREDIT"]), cardLabel: z.string().nullable(), amount: FinancePriceSchema }),
  ),
  creditNotes: z.array(z.string()).optional().default([]),
});
export type FinanceDocument = z.infer<typeof FinanceDocumentSchema>;

export const StatementSchema = z.object({
  id: z.string(),
  unit: UnitRef,
  fromDate: Day,
  toDate: Day,
  requestedOn: Day,
  requestedBy: z.string().nullable(),
  currencyIso: z.string(),
  openingBalance: FinancePriceSchema,
  invoicesTotal: FinancePriceSchema,
  paymentsTotal: FinancePriceSchema,
  creditsTotal: FinancePriceSchema,
  closingBalance: FinancePriceSchema,
  counts: z.object({ invoices: z.number().int(), payments: z.number().int(), credits: z.number().int() }),
});
export type Statement = z.infer<typeof StatementSchema>;

const StatementListSchema = z.object({
  statements: z.array(StatementSchema),
  pagination: z.object({ currentPage: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int(), totalResults: z.number().int() }),
  units: z.array(UnitRef).optional().default([]),
});
export type StatementList = z.infer<typeof StatementListSchema>;

/** `GET wwg-manage-finances/documents/{id}` → one invoice or credit note in full (404 outside the caller's tree). */
export function getFinanceDocument({ occ }: OccCaller, id: string): Promise<FinanceDocument> {
  return occ.request({ path: `${FINANCES}/documents/${encodeURIComponent(id)}`, schema: FinanceDocumentSchema });
}

/** `GET payment/payment-invoice?invoiceIds=A,B` → the invoices and credit notes named, as one PDF. */
export function downloadDocumentsPdf({ occ }: OccCaller, ids: readonly string[]): Promise<OccDownload> {
  return occ.download({ path: `${USER}/payment/payment-invoice`, query: { invoiceIds: ids.join(",") } }, "application/pdf");
}

/** `GET wwg-manage-finances/statements?unit&currentPage&pageSize` → the statements, and the units the form offers. */
export function getStatements({ occ }: OccCaller, query: { unit?: string; currentPage: number; pageSize: number }): Promise<StatementList> {
  return occ.request({ path: `${FINANCES}/statements`, query, schema: StatementListSchema });
}

/** `POST wwg-manage-finances/statements` with `Idempotency-Key` → 201 the statement (the same key again: the first). */
export function requestStatement({ occ }: OccCaller, body: { unit: string; fromDate: string; toDate: string }, idempotencyKey: string): Promise<Statement> {
  return occ.request({ method: "POST", path: `${FINANCES}/statements`, body, headers: { "Idempotency-Key": idempotencyKey }, schema: StatementSchema });
}

/** `POST wwg-manage-finances/downloadStatement` `{ statementId }` → the statement as a PDF. */
export function downloadStatementPdf({ occ }: OccCaller, statementId: string): Promise<OccDownload> {
  return occ.download({ method: "POST", path: `${FINANCES}/downloadStatement`, body: { statementId } }, "application/pdf");
}
