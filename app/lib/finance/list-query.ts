import { z } from "zod";
import { filterDay, parseFilterFields } from "~/lib/filter-query";
import { listHref } from "~/lib/pagination";
import * as m from "./messages";
import { EARLIEST_FINANCE_DAY } from "./paths";

/**
 * The finance lists' GET filter forms (issue 28, H1; docs/finance.md), one zod schema per field, read on the server
 * every render. Never throws: a bad value is left out of the backend query, gets its message next to its field and in
 * the error summary, and stays in the field as typed.
 *
 * URL: `/organisation/finance?unit=&costCentre=&from=&to=&overdue=true&sort=&page=` (outstanding; paid without
 * `overdue`), `/organisation/finance/credits?unit=&from=&to=&open=true&sort=&page=`. `page` is 1-based.
 */

export const INVOICE_SORTS = [
  "byDueDate",
  "byDueDateDesc",
  "byInvoiceDateDesc",
  "byInvoiceDate",
  "byAmountDueDesc",
  "byInvoiceNumber",
] as const;
export const CREDIT_SORTS = [
  "byDateDesc",
  "byDate",
  "byRemainingDesc",
] as const;

export const INVOICE_FIELDS = [
  "unit",
  "costCentre",
  "from",
  "to",
  "overdue",
  "sort",
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export const CREDIT_FIELDS = ["unit", "from", "to", "open", "sort"] as const;
export type CreditField = (typeof CREDIT_FIELDS)[number];

const code = z
  .string()
  .max(64, m.choiceInvalid)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.@-]*$/, m.choiceInvalid);
const flag = z.enum(["true"], {
  errorMap: () => ({ message: m.choiceInvalid }),
});

function shape(today: string) {
  const day = filterDay(EARLIEST_FINANCE_DAY, today, {
    invalid: m.dateInvalid,
    tooEarly: m.dateTooEarly,
    tooLate: m.dateTooLate,
  });
  return {
    unit: code,
    costCentre: code,
    from: day,
    to: day,
    overdue: flag,
    open: flag,
    invoiceSort: z.enum(INVOICE_SORTS, {
      errorMap: () => ({ message: m.choiceInvalid }),
    }),
    creditSort: z.enum(CREDIT_SORTS, {
      errorMap: () => ({ message: m.choiceInvalid }),
    }),
  };
}

export interface ParsedFinanceQuery<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  valid: Partial<Record<F, string>>;
  /** 0-based. */
  currentPage: number;
}

function pageOf(params: URLSearchParams): number {
  const page = params.get("page") ?? "";
  return /^\d{1,6}$/.test(page) ? Math.max(0, Number(page) - 1) : 0;
}

function checkRange<F extends string>(
  parsed: {
    errors: Partial<Record<F, string>>;
    valid: Partial<Record<F, string>>;
  },
  from: F,
  to: F
) {
  const start = parsed.valid[from];
  const end = parsed.valid[to];
  // ISO days compare as strings.
  if (start && end && end < start) {
    parsed.errors[to] = m.dateRangeInvalid;
    delete parsed.valid[to];
  }
}

/** The outstanding and paid tabs' filters (`withOverdue`: the outstanding tab's "Overdue only"). */
export function parseInvoiceQuery(
  params: URLSearchParams,
  today: string,
  withOverdue: boolean
): ParsedFinanceQuery<InvoiceField> {
  const s = shape(today);
  const fields = withOverdue
    ? INVOICE_FIELDS
    : INVOICE_FIELDS.filter((field) => field !== "overdue");
  const parsed = parseFilterFields<InvoiceField>(
    params,
    fields,
    {
      unit: s.unit,
      costCentre: s.costCentre,
      from: s.from,
      to: s.to,
      overdue: s.overdue,
      sort: s.invoiceSort,
    },
    m.choiceInvalid
  );
  if (!withOverdue) parsed.values.overdue = "";
  checkRange(parsed, "from", "to");
  return { ...parsed, currentPage: pageOf(params) };
}

/** The credits tab's filters. */
export function parseCreditQuery(
  params: URLSearchParams,
  today: string
): ParsedFinanceQuery<CreditField> {
  const s = shape(today);
  const parsed = parseFilterFields<CreditField>(
    params,
    CREDIT_FIELDS,
    { unit: s.unit, from: s.from, to: s.to, open: s.open, sort: s.creditSort },
    m.choiceInvalid
  );
  checkRange(parsed, "from", "to");
  return { ...parsed, currentPage: pageOf(params) };
}

/** A list's URL with its valid filters and a 1-based page (the page links keep the filters). */
export function financeHref<F extends string>(
  path: string,
  fields: readonly F[],
  valid: Partial<Record<F, string>>,
  page = 1
): string {
  return listHref(
    path,
    fields.map((field) => [field, valid[field]] as const),
    page
  );
}
