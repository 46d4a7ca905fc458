import { requireFinanceCaller } from "~/lib/finance/access.server";
import {
  getCredits,
  getFinanceFilters,
  getInvoices,
  type Credit,
  type Invoice,
} from "~/lib/occ/finance.server";
import { type OrgPagination } from "~/lib/occ/org-common.server";
import { throwOrgBackendError } from "~/lib/organisation/access.server";
import { storeToday } from "~/lib/order-history/order-history.server";
import { resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import { ageingBars, ageingDescription } from "./ageing";
import { formatDay } from "./format";
import {
  CREDIT_FIELDS,
  CREDIT_SORTS,
  financeHref,
  INVOICE_FIELDS,
  INVOICE_SORTS,
  parseCreditQuery,
  parseInvoiceQuery,
  type ParsedFinanceQuery,
} from "./list-query";
import * as m from "./messages";
import {
  CREDITS_PATH,
  documentPath,
  EARLIEST_FINANCE_DAY,
  FINANCE_PAGE_SIZE,
  FINANCE_PATH,
  PAID_PATH,
  receiptPath,
} from "./paths";
import { visibleTabs } from "./tabs";

/**
 * The finance area's list flows (issue 28, H1; docs/finance.md): the layout (tabs; the statements tab only when the
 * flag is on), the outstanding and paid tabs (filters, sort, paging, totals and the ageing chart) and the credits tab.
 * Every loader starts with `requireFinanceCaller` (403 'No sufficient permissions to access this page' for anybody but
 * an admin or a finance person); the backend checks the same and the caller's unit tree (a unit outside it: 404).
 * GET forms only: nothing here changes anything (paying and downloading are the H3 and H2 pages).
 */

const notFound = () =>
  new Response(null, { status: 404, statusText: "Not Found" });

/**
 * What the invoice and credit lists share: the filters' values and errors (kept as typed), the sort choice, the date
 * bounds, the paging (a page past the last: 404) with page links that keep the valid filters.
 */
function listView<F extends string>(args: {
  parsed: ParsedFinanceQuery<F>;
  list: { pagination: OrgPagination; sorts: ReadonlyArray<{ code: string; selected: boolean }> };
  path: string;
  fields: readonly F[];
  today: string;
  sortCodes: readonly [string, ...string[]];
  sortLabels: Readonly<Record<string, string>>;
}) {
  const { parsed, list, path, fields, today, sortCodes, sortLabels } = args;
  const { valid, currentPage } = parsed;
  const { pagination } = list;
  if (currentPage > 0 && currentPage >= pagination.totalPages) throw notFound();
  return {
    values: parsed.values,
    errors: parsed.errors,
    filtered: Object.keys(valid).some((field) => field !== "sort"),
    selectedSort: list.sorts.find((sort) => sort.selected)?.code ?? sortCodes[0],
    sorts: sortCodes.map((code) => ({ value: code, label: sortLabels[code] ?? code })),
    dateRange: { min: EARLIEST_FINANCE_DAY, max: today },
    pagination,
    range: resultRange(pagination.currentPage, pagination.pageSize, pagination.totalResults),
    pageHrefs: Array.from({ length: pagination.totalPages }, (_, page) => financeHref(path, fields, valid, page + 1)),
  };
}

/** The layout: the tabs and the filter choices (units, cost centres) the tabs' forms offer. */
export async function loadFinanceLayout(
  request: Request,
  context: RequestContext
) {
  const { caller } = await requireFinanceCaller(request, context);
  const filters = await getFinanceFilters(caller).catch(throwOrgBackendError);
  return {
    tabs: visibleTabs(filters.statementsEnabled),
    statementsEnabled: filters.statementsEnabled,
    units: filters.units.map((unit) => ({ value: unit.uid, label: unit.name })),
    costCentres: filters.costCenters.map((centre) => ({
      value: centre.code,
      label: `${centre.name} (${centre.code})`,
    })),
  };
}
export type FinanceLayoutData = Awaited<ReturnType<typeof loadFinanceLayout>>;

const invoiceRow = (invoice: Invoice) => ({
  id: invoice.id,
  href: documentPath(invoice.id),
  unit: invoice.unit.name,
  costCentre: invoice.costCenter ? invoice.costCenter.name : m.none,
  invoiceDate: formatDay(invoice.invoiceDate),
  dueDate: formatDay(invoice.dueDate),
  amount: invoice.total.formattedValue,
  amountDue: invoice.amountDue.formattedValue,
  daysOverdue:
    invoice.daysOverdue > 0 ? String(invoice.daysOverdue) : m.notOverdue,
  overdue: invoice.daysOverdue > 0,
  partlyPaid: invoice.status === "PARTLY_PAID",
  payment: invoice.lastPayment
    ? {
        paidOn: formatDay(invoice.lastPayment.paidOn),
        method:
          invoice.lastPayment.cardLabel ??
          m.methods[invoice.lastPayment.method] ??
          invoice.lastPayment.method,
        reference: invoice.lastPayment.reference,
        // Card payments have a receipt page (H3); seeded bank transfers do not.
        receiptHref:
          invoice.lastPayment.method === "CARD"
            ? receiptPath(invoice.lastPayment.reference)
            : null,
      }
    : null,
});
export type InvoiceRowView = ReturnType<typeof invoiceRow>;

/** /organisation/finance (OPEN: amount due > 0) and /organisation/finance/paid (PAID). */
export async function loadInvoices(
  request: Request,
  context: RequestContext,
  status: "OPEN" | "PAID"
) {
  const { caller } = await requireFinanceCaller(request, context);
  const today = storeToday();
  const parsed = parseInvoiceQuery(
    new URL(request.url).searchParams,
    today,
    status === "OPEN"
  );
  const { valid, currentPage } = parsed;
  const list = await getInvoices(caller, {
    status,
    unit: valid.unit,
    costCenter: valid.costCentre,
    fromDate: valid.from,
    toDate: valid.to,
    overdueOnly: valid.overdue === "true",
    sort: valid.sort,
    currentPage,
    pageSize: FINANCE_PAGE_SIZE,
  }).catch(throwOrgBackendError);
  const path = status === "OPEN" ? FINANCE_PATH : PAID_PATH;
  const fields = status === "OPEN" ? INVOICE_FIELDS : INVOICE_FIELDS.filter((field) => field !== "overdue");
  const bars = ageingBars(list.summary);
  return {
    status,
    path,
    ...listView({ parsed, list, path, fields, today, sortCodes: INVOICE_SORTS, sortLabels: m.invoiceSorts }),
    invoices: list.invoices.map(invoiceRow),
    summary: {
      totalDue: list.summary.totalDue.formattedValue,
      overdue: list.summary.overdue.formattedValue,
      overdueCount: list.summary.overdueCount,
      bars,
      description: ageingDescription(bars),
    },
  };
}
export type InvoicesData = Awaited<ReturnType<typeof loadInvoices>>;

const creditRow = (credit: Credit) => ({
  id: credit.id,
  href: documentPath(credit.id),
  unit: credit.unit.name,
  invoiceId: credit.invoiceId,
  invoiceHref: credit.invoiceId ? documentPath(credit.invoiceId) : null,
  creditDate: formatDay(credit.creditDate),
  amount: credit.total.formattedValue,
  remaining: credit.remaining.formattedValue,
  status: m.creditStatuses[credit.status] ?? credit.status,
  open: credit.status === "OPEN",
});
export type CreditRowView = ReturnType<typeof creditRow>;

/** /organisation/finance/credits: credit notes, their remaining balance and the invoice they relate to. */
export async function loadCredits(request: Request, context: RequestContext) {
  const { caller } = await requireFinanceCaller(request, context);
  const today = storeToday();
  const parsed = parseCreditQuery(new URL(request.url).searchParams, today);
  const { valid, currentPage } = parsed;
  const list = await getCredits(caller, {
    unit: valid.unit,
    fromDate: valid.from,
    toDate: valid.to,
    openOnly: valid.open === "true",
    sort: valid.sort,
    currentPage,
    pageSize: FINANCE_PAGE_SIZE,
  }).catch(throwOrgBackendError);
  return {
    ...listView({ parsed, list, path: CREDITS_PATH, fields: CREDIT_FIELDS, today, sortCodes: CREDIT_SORTS, sortLabels: m.creditSorts }),
    credits: list.credits.map(creditRow),
  };
}
export type CreditsData = Awaited<ReturnType<typeof loadCredits>>;
