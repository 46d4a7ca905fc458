import { z } from "zod";
import { ReturnStatusSchema, type ReturnStatus } from "~/lib/occ/returns.server";
import { readPageParam } from "~/lib/pagination";
import { filterDay, parseFilterFields } from "~/lib/filter-query";
import * as m from "./messages";
import { RETURNS_FIELDS, type ReturnsField, type ReturnsValues } from "./paths";

/**
 * /my-account/returns' GET filter form (issue 24; docs/return-details-and-documents.md), one zod schema per field,
 * read on the server at every render: status (one of the 14), requested from / to (yyyy-mm-dd, from 2020-01-01 to
 * today in the store's time zone), sort (newest first, return number). URL: `?status=&from=&to=&sort=&page=`
 * (`page` 1-based).
 */

export const RETURNS_PAGE_SIZE = 10;
export const EARLIEST_RETURN_DAY = "2020-01-01";
export const RETURN_SORTS = ["byDate", "byRMA"] as const;
export type ReturnSort = (typeof RETURN_SORTS)[number];
export const FILTER_STATUSES = ReturnStatusSchema.options;

export function returnsFilterSchema(today: string) {
  const day = filterDay(EARLIEST_RETURN_DAY, today, { invalid: m.dateInvalid, tooEarly: m.dateTooEarly, tooLate: m.dateTooLate });
  return z.object({
    status: z.enum(FILTER_STATUSES, { errorMap: () => ({ message: m.statusInvalid }) }),
    from: day,
    to: day,
    sort: z.enum(RETURN_SORTS, { errorMap: () => ({ message: m.sortInvalid }) }),
  });
}

export interface ParsedReturnsQuery {
  values: ReturnsValues;
  errors: Partial<Record<ReturnsField, string>>;
  /** The valid filters, typed for the backend query. */
  query: { statuses?: ReturnStatus[]; createdFrom?: string; createdTo?: string; sort?: ReturnSort };
  /** 0-based. */
  currentPage: number;
}

export function parseReturnsQuery(params: URLSearchParams, today: string): ParsedReturnsQuery {
  const { values, errors, valid } = parseFilterFields(params, RETURNS_FIELDS, returnsFilterSchema(today).shape, m.statusInvalid);
  if (valid.from && valid.to && valid.to < valid.from) {
    errors.to = m.dateRangeInvalid;
    delete valid.to;
  }
  const status = FILTER_STATUSES.find((code) => code === valid.status);
  const sort = RETURN_SORTS.find((code) => code === valid.sort);
  return {
    values,
    errors,
    query: { statuses: status ? [status] : undefined, createdFrom: valid.from, createdTo: valid.to, sort },
    currentPage: readPageParam(params.get("page")),
  };
}
