import { z } from "zod";
import {
  ACTIONED_APPROVAL_SORTS,
  ACTIONED_STATUSES,
  type ActionedListQuery,
  APPROVAL_PAGE_SIZE,
  DEFAULT_APPROVAL_SORTS,
  PENDING_APPROVAL_SORTS,
} from "~/lib/occ/approvals.server";
import * as approvalMessages from "./messages";
import { DASHBOARD_FILTER_FIELDS, type DashboardFilterField, type DashboardFilterValues, type DashboardTab } from "./dashboard-href";

/**
 * The approval dashboard's GET filter form read from the URL with zod (issue 7): `fromDate`, `toDate` (yyyy-mm-dd,
 * inclusive; spec part 2 §5 "Dates yyyy-mm-dd with min and max"), `unit`, `wearer`, `status` (actioned tab only),
 * `sort` (default per tab: newest order first on pending, newest decision first on actioned), `page` (1-based in the
 * URL, 0-based in OCC). Never throws: a bad value is left out of the backend query and
 * gets a message by its field (the value stays in the form), so the list still shows with the filters that are fine.
 * A bad page is page 1, silently (there is no field to show it by). Whether a unit or wearer is the approver's is the
 * backend's call; here only their shape is checked.
 */

export interface ParsedDashboardQuery {
  query: ActionedListQuery;
  /** What the URL carried (trimmed), to show in the form as given — also when invalid. */
  values: DashboardFilterValues;
  errors: Partial<Record<DashboardFilterField, string>>;
  /** Any filter (not the sort) is in use: the empty state says 'No orders match these filters.' */
  filtered: boolean;
}

/** yyyy-mm-dd that is a real calendar day (2026-02-30 is not). */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  });
/** Unit and user uids as the backend makes them ('acme-au-nsw', 'wearer@acme.example'). */
const uidSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._@+-]{0,199}$/);
/** Each tab's sorts: 'byDecisionDate' is the actioned tab's only. */
const SORT_SCHEMAS = { pending: z.enum(PENDING_APPROVAL_SORTS), actioned: z.enum(ACTIONED_APPROVAL_SORTS) } as const;
const statusSchema = z.enum(ACTIONED_STATUSES);
const pageSchema = z.coerce.number().int().min(1).max(100_000);

export function parseDashboardQuery(
  params: URLSearchParams,
  tab: DashboardTab,
  unitInvalid: string = approvalMessages.unitInvalid,
): ParsedDashboardQuery {
  const values = Object.fromEntries(
    DASHBOARD_FILTER_FIELDS.map((field) => [field, field === "status" && tab === "pending" ? "" : (params.get(field) ?? "").trim()]),
  ) as DashboardFilterValues;
  const errors: ParsedDashboardQuery["errors"] = {};
  const page = pageSchema.safeParse(params.get("page") ?? "1");
  const query: ActionedListQuery = { currentPage: page.success ? page.data - 1 : 0, pageSize: APPROVAL_PAGE_SIZE, sort: DEFAULT_APPROVAL_SORTS[tab] };

  function read<T>(field: DashboardFilterField, schema: z.ZodType<T>, message: string): T | undefined {
    const raw = values[field];
    if (raw === "") return undefined;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    errors[field] = message;
    return undefined;
  }

  const fromDate = read("fromDate", isoDaySchema, approvalMessages.dateInvalid(values.fromDate));
  if (fromDate) query.fromDate = fromDate;
  const toDate = read("toDate", isoDaySchema, approvalMessages.dateInvalid(values.toDate));
  if (toDate) {
    // ISO days compare as strings.
    if (fromDate && toDate < fromDate) errors.toDate = approvalMessages.dateRangeInvalid;
    else query.toDate = toDate;
  }
  const unit = read("unit", uidSchema, unitInvalid);
  if (unit) query.unit = unit;
  const wearer = read("wearer", uidSchema, approvalMessages.wearerInvalid);
  if (wearer) query.wearer = wearer;
  if (tab === "actioned") {
    const status = read("status", statusSchema, approvalMessages.statusInvalid);
    if (status) query.status = status;
  }
  const sort = read("sort", SORT_SCHEMAS[tab], approvalMessages.sortInvalid);
  if (sort) query.sort = sort;

  const filtered = Boolean(values.fromDate || values.toDate || values.unit || values.wearer || values.status);
  return { query, values, errors, filtered };
}

/** Each filter's backend body field (the 400 `subject`) → the form field it came from. */
export const SUBJECT_FIELDS: Readonly<Record<string, DashboardFilterField>> = {
  fromDate: "fromDate",
  toDate: "toDate",
  unit: "unit",
  wearer: "wearer",
  status: "status",
  sort: "sort",
};

/** The message for a filter the backend rejected (400 naming it). */
export function rejectedFieldMessage(
  field: DashboardFilterField,
  values: DashboardFilterValues,
  unitInvalid: string = approvalMessages.unitInvalid,
): string {
  switch (field) {
    case "fromDate":
    case "toDate":
      return approvalMessages.dateInvalid(values[field]);
    case "unit":
      return unitInvalid;
    case "wearer":
      return approvalMessages.wearerInvalid;
    case "status":
      return approvalMessages.statusInvalid;
    default:
      return approvalMessages.sortInvalid;
  }
}
