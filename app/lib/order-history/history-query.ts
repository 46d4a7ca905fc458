import { z } from "zod";
import { filterDay, parseFilterFields } from "~/lib/filter-query";
import { orderStatusLabels } from "~/lib/orders/messages";
import { HISTORY_FIELDS, type HistoryField, type HistoryValues, UNIT_FIELDS } from "./history-href";
import * as historyMessages from "./messages";

export { historyHref, HISTORY_FIELDS, type HistoryField, type HistoryValues, ORDER_HISTORY_PATH, orderDetailsHref, UNIT_FIELDS } from "./history-href";

/**
 * The order history's GET filter form (issue 23; docs/order-history.md), one zod schema per field, read the same way
 * on the server (every render) and usable in the browser. Never throws: a bad value is left out of the backend query
 * and gets its message next to its field and in the error summary, and is kept in the field as typed.
 *
 * URL: `/my-account/orders?status=&from=&to=&q=&sort=&page=` (my orders), `&returns=true` (the returns view),
 * `?view=units&unit=&buyer=&sort=&page=` (the unit tab). `page` is 1-based.
 */

export const ORDER_HISTORY_PAGE_SIZE = 10;
/** The earliest day the date fields offer (their `min`); the latest is today. */
export const EARLIEST_ORDER_DAY = "2020-01-01";

/** SAP order status codes a buyer can filter by (the order flow's statuses), in the flow's order. */
export const FILTER_STATUSES = ["CREATED", "PENDING_APPROVAL", "APPROVED", "REJECTED", "PROCESSING", "COMPLETED", "CANCELLED"] as const;
export const HISTORY_SORTS = ["byDate", "byOrderNumber"] as const;
export const UNIT_SORTS = ["byDate", "byOrderNumber", "byOrgUnit", "byOrgUnitDesc", "byBuyer", "byBuyerDesc"] as const;


/** SAP status code → 'Pending approval' (the spec's display names). */
export const statusName = (code: string) => orderStatusLabels[code.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] ?? code;

/** The form's schema: every field optional text; `today` bounds the dates (yyyy-mm-dd in the store's time zone). */
export function orderHistoryFilterSchema(today: string) {
  const day = filterDay(EARLIEST_ORDER_DAY, today, { invalid: historyMessages.dateInvalid, tooEarly: historyMessages.dateTooEarly, tooLate: historyMessages.dateTooLate });
  return z.object({
    status: z.enum(FILTER_STATUSES, { errorMap: () => ({ message: historyMessages.statusInvalid }) }),
    from: day,
    to: day,
    q: z.string().max(64, historyMessages.searchInvalid).regex(/^[\w\s\-/.]+$/, historyMessages.searchInvalid),
    unit: z.string().max(64, historyMessages.textInvalid).regex(/^[^:]+$/, historyMessages.textInvalid),
    buyer: z.string().max(64, historyMessages.textInvalid).regex(/^[^:]+$/, historyMessages.textInvalid),
    sort: z.enum(UNIT_SORTS, { errorMap: () => ({ message: historyMessages.sortInvalid }) }),
  });
}

export interface ParsedHistoryQuery {
  view: "mine" | "units";
  returns: boolean;
  /** What the URL carried (trimmed), shown in the form as typed. */
  values: HistoryValues;
  errors: Partial<Record<HistoryField, string>>;
  /** The valid values only. */
  valid: Partial<Record<HistoryField, string>>;
  /** 0-based. */
  currentPage: number;
}

export function parseHistoryQuery(params: URLSearchParams, today: string): ParsedHistoryQuery {
  const view = params.get("view") === "units" ? "units" : "mine";
  const fields: readonly HistoryField[] = view === "units" ? UNIT_FIELDS : HISTORY_FIELDS;
  const values = Object.fromEntries([...HISTORY_FIELDS, ...UNIT_FIELDS].map((field) => [field, (params.get(field) ?? "").trim()])) as HistoryValues;
  const { errors, valid } = parseFilterFields(params, fields, orderHistoryFilterSchema(today).shape, historyMessages.textInvalid);
  if (view === "mine" && valid.sort && !(HISTORY_SORTS as readonly string[]).includes(valid.sort)) {
    errors.sort = historyMessages.sortInvalid;
    delete valid.sort;
  }
  // ISO days compare as strings.
  if (valid.from && valid.to && valid.to < valid.from) {
    errors.to = historyMessages.dateRangeInvalid;
    delete valid.to;
  }
  const page = params.get("page") ?? "";
  const currentPage = /^\d{1,6}$/.test(page) ? Math.max(0, Number(page) - 1) : 0;
  return { view, returns: view === "mine" && params.get("returns") === "true", values, errors, valid, currentPage };
}
