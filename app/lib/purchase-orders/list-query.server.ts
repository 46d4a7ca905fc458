import { z } from "zod";
import {
  DEFAULT_PURCHASE_ORDER_SORT,
  PURCHASE_ORDER_PAGE_SIZE,
  PURCHASE_ORDER_SORTS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderListQuery,
} from "~/lib/occ/purchase-orders.server";
import { LIST_FILTER_FIELDS, type ListFilterField, type ListFilterValues } from "./list-href";
import * as poMessages from "./messages";

/**
 * The /purchase-order list's GET filter form (`status`, `businessUnit`, `createdFrom`, `createdTo`, `sort`, `page`)
 * read from the URL with zod. Never throws: a bad value is left out of the backend query and gets a message next
 * to its field, so the list still shows (with the filters that are fine). `page` is 1-based in the URL (as the
 * other lists), 0-based in OCC; a bad page is page 1, silently (there is no field to show it by).
 */


export interface ParsedListQuery {
  query: PurchaseOrderListQuery;
  /** What the URL carried (trimmed), to show in the form as typed — also when invalid. */
  values: ListFilterValues;
  errors: Partial<Record<ListFilterField, string>>;
  /** 1-based, as in the URL. */
  page: number;
}

const optional = (value: string) => (value === "" ? undefined : value);

const statusSchema = z.enum(PURCHASE_ORDER_STATUSES);
const sortSchema = z.enum(PURCHASE_ORDER_SORTS);
/** A unit uid as the backend makes them (e.g. 'acme-au-nsw'); whether the user may see it is the backend's call. */
const unitSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._@-]{0,99}$/);
/** yyyy-mm-dd that is a real calendar day (2026-02-30 is not). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  });
const pageSchema = z.coerce.number().int().min(1).max(100_000);

export function parseListQuery(params: URLSearchParams, unitSingular: string): ParsedListQuery {
  const values = Object.fromEntries(LIST_FILTER_FIELDS.map((field) => [field, (params.get(field) ?? "").trim()])) as ListFilterValues;
  const errors: ParsedListQuery["errors"] = {};
  const page = pageSchema.safeParse(params.get("page") ?? "1");
  const query: PurchaseOrderListQuery = {
    currentPage: page.success ? page.data - 1 : 0,
    pageSize: PURCHASE_ORDER_PAGE_SIZE,
    sort: DEFAULT_PURCHASE_ORDER_SORT,
  };

  function read<T>(field: ListFilterField, schema: z.ZodType<T>, message: string): T | undefined {
    const raw = optional(values[field]);
    if (raw === undefined) return undefined;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    errors[field] = message;
    return undefined;
  }

  const status = read("status", statusSchema, poMessages.statusInvalid);
  if (status) query.status = status;
  const businessUnit = read("businessUnit", unitSchema, poMessages.unitInvalid(unitSingular));
  if (businessUnit) query.businessUnit = businessUnit;
  const createdFrom = read("createdFrom", isoDateSchema, poMessages.dateInvalid);
  if (createdFrom) query.createdFrom = createdFrom;
  const createdTo = read("createdTo", isoDateSchema, poMessages.dateInvalid);
  if (createdTo) {
    // ISO days compare as strings.
    if (createdFrom && createdTo < createdFrom) errors.createdTo = poMessages.dateRangeInvalid;
    else query.createdTo = createdTo;
  }
  const sort = read("sort", sortSchema, poMessages.sortInvalid);
  if (sort) query.sort = sort;

  return { query, values, errors, page: query.currentPage + 1 };
}
