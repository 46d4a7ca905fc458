import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { OrgPaginationSchema, OrgUnitRefSchema } from "./org-common.server";

/**
 * Finance lists (issue 28, H1; docs/occ-api.md "Finance and payment (issue 28)"): this customer's
 * `wwg-manage-finances` calls under `orgUsers/{u}` — the finance filters, the outstanding / paid / credit tab lists
 * and the home page's `getOutstandingInvoices` (spec part 2 §7). Money is SAP's PriceWsDTO; dates yyyy-mm-dd.
 */

const BASE = "orgUsers/current/wwg-manage-finances";

/** SAP's PriceWsDTO as the finance calls send it (always with its currency and formatted value). */
export const MoneySchema = z.object({ currencyIso: z.string(), value: z.number(), formattedValue: z.string() });
export type Money = z.infer<typeof MoneySchema>;

export const FinanceFiltersSchema = z.object({
  units: z.array(OrgUnitRefSchema),
  statementsEnabled: z.boolean(),
  /** Ours: the cost centres of the caller's scope (the cost-centre filter). */
  costCenters: z.array(z.object({ code: z.string(), name: z.string(), unit: z.object({ uid: z.string() }) })).optional().default([]),
});
export type FinanceFilters = z.infer<typeof FinanceFiltersSchema>;

export const AGEING_BUCKETS = ["CURRENT", "1-30", "31-60", "61-90", "90+"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const InvoiceSchema = z.object({
  id: z.string(),
  unit: OrgUnitRefSchema,
  costCenter: z.object({ code: z.string(), name: z.string() }).nullable(),
  orderCode: z.string().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  total: MoneySchema,
  amountDue: MoneySchema,
  daysOverdue: z.number().int(),
  status: z.enum(["OPEN", "PARTLY_PAID", "PAID"]),
  lastPayment: z.object({ reference: z.string(), paidOn: z.string(), method: z.string(), cardLabel: z.string().nullable() }).nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const FinanceSummarySchema = z.object({
  totalDue: MoneySchema,
  overdue: MoneySchema,
  overdueCount: z.number().int(),
  ageing: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), amount: MoneySchema, count: z.number().int() })),
});
export type FinanceSummary = z.infer<typeof FinanceSummarySchema>;

const SortsSchema = z.array(z.object({ code: z.string(), selected: z.boolean() })).optional().default([]);

export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSchema), pagination: OrgPaginationSchema, sorts: SortsSchema, summary: FinanceSummarySchema });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const CreditSchema = z.object({
  id: z.string(),
  unit: OrgUnitRefSchema,
  invoiceId: z.string().nullable(),
  returnRma: z.string().nullable(),
  creditDate: z.string(),
  total: MoneySchema,
  remaining: MoneySchema,
  status: z.enum(["OPEN", "USED"]),
});
export type Credit = z.infer<typeof CreditSchema>;
export const CreditListSchema = z.object({ credits: z.array(CreditSchema), pagination: OrgPaginationSchema, sorts: SortsSchema });
export type CreditList = z.infer<typeof CreditListSchema>;

export const OutstandingSchema = z.object({ totalDue: MoneySchema, overdue: MoneySchema, overdueCount: z.number().int(), openCount: z.number().int() });
export type Outstanding = z.infer<typeof OutstandingSchema>;

export interface InvoiceQuery {
  status: "OPEN" | "PAID";
  unit?: string;
  costCenter?: string;
  fromDate?: string;
  toDate?: string;
  overdueOnly?: boolean;
  sort?: string;
  currentPage: number;
  pageSize: number;
}
export interface CreditQuery {
  unit?: string;
  fromDate?: string;
  toDate?: string;
  openOnly?: boolean;
  sort?: string;
  currentPage: number;
  pageSize: number;
}

type Query = Record<string, string | number | boolean>;
const defined = (query: Record<string, string | number | boolean | undefined>): Query =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== false));

/** `GET orgUsers/{u}/wwg-manage-finances/filters` ("finance filters"). */
export function getFinanceFilters({ occ }: OccCaller): Promise<FinanceFilters> {
  return occ.request({ path: `${BASE}/filters`, schema: FinanceFiltersSchema });
}

/** `GET orgUsers/{u}/wwg-manage-finances/invoices?status&unit&costCenter&fromDate&toDate&overdueOnly&sort&currentPage&pageSize`. */
export function getInvoices({ occ }: OccCaller, query: InvoiceQuery): Promise<InvoiceList> {
  return occ.request({ path: `${BASE}/invoices`, query: defined({ ...query }), schema: InvoiceListSchema });
}

/** `GET orgUsers/{u}/wwg-manage-finances/credits?unit&fromDate&toDate&openOnly&sort&currentPage&pageSize`. */
export function getCredits({ occ }: OccCaller, query: CreditQuery): Promise<CreditList> {
  return occ.request({ path: `${BASE}/credits`, query: defined({ ...query }), schema: CreditListSchema });
}

/** `GET orgUsers/{u}/wwg-manage-finances/getOutstandingInvoices` (the home page's block). */
export function getOutstandingInvoices({ occ }: OccCaller): Promise<Outstanding> {
  return occ.request({ path: `${BASE}/getOutstandingInvoices`, schema: OutstandingSchema });
}
