import { redirect } from "@remix-run/node";
import * as approvalMessages from "~/lib/approvals/messages";
import { getOcc, requireUser } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { type OccClient } from "~/lib/occ/client.server";
import {
  type ApprovalFilters,
  type ApprovalList,
  type ApprovalRow,
  DEFAULT_APPROVAL_SORTS,
  getActionedApprovalFilters,
  getActionedApprovals,
  getApprovalFilters,
  getPendingApprovals,
} from "~/lib/occ/approvals.server";
import { isOccError } from "~/lib/occ/errors";
import { resultRange } from "~/lib/pagination";
import { formatMoney } from "~/lib/product/pricing";
import { formatPurchaseOrderDate, isoDay } from "~/lib/purchase-orders/dates";
import { type RequestContext } from "~/lib/request-context.server";
import { APPROVAL_ROLES } from "~/lib/roles";
import { approvalDetailPath, DASHBOARD_FILTER_FIELDS, dashboardHref, type DashboardFilterField, type DashboardTab } from "./dashboard-href";
import { parseDashboardQuery, type ParsedDashboardQuery, rejectedFieldMessage, SUBJECT_FIELDS } from "./dashboard-query.server";
import { approvalStatusName, approvalStatusTone } from "./dashboard-status";

/**
 * The approval dashboard's tabs (issue 7; spec part 2 §2 "Order approval", §7 "Orders and approvals"): pending
 * (`manage-approvals/filters` + `pendingOrders`) and actioned (`manageapprovals/actionedFilters` + `actionedOrders`).
 * Each is one document request: approvers only (`APPROVAL_ROLES`), the filters and the page fetched in parallel, 10 a
 * page. Bad filter values get a message by their field and are left out (the list still shows); a page past the last
 * one redirects to the last page with the filters kept; a URL with empty filter fields redirects to the same list
 * without them (what the GET form sends, without JS too).
 */

export interface DashboardRow {
  code: string;
  href: string;
  placedBy: string;
  wearer: string;
  employeeId: string | null;
  unit: string;
  date: { text: string; iso: string };
  /** When the order was approved or declined (actioned tab). */
  decided: { text: string; iso: string } | null;
  total: string;
  statusName: string;
  statusTone: "pending" | "approved" | "rejected" | "other";
}

export interface FilterOption {
  value: string;
  label: string;
}

const SOURCES = {
  pending: { filters: getApprovalFilters, list: getPendingApprovals },
  actioned: { filters: getActionedApprovalFilters, list: getActionedApprovals },
} as const;

export async function loadApprovalDashboardTab(request: Request, context: RequestContext, tab: DashboardTab) {
  await requireUser(request, context, { roles: APPROVAL_ROLES });
  const { searchParams } = new URL(request.url);
  const unitText = approvalMessages.unitTexts(getEnv().siteType);
  const parsed = parseDashboardQuery(searchParams, tab, unitText.invalid);
  // A GET form sends its empty fields too (`?fromDate=&toDate=&unit=…`): show the short URL that means the same.
  if (hasEmptyParameters(searchParams)) throw redirect(dashboardHref(tab, parsed.values, parsed.query.currentPage + 1));
  const occ = await getOcc(request, context);
  const [filters, list] = await Promise.all([SOURCES[tab].filters({ occ }), listWithoutRejectedFilters(occ, tab, parsed, unitText.invalid)]).catch(
    throwBackendError,
  );
  const { pagination } = list;
  if (list.orders.length === 0 && pagination.totalPages > 0 && pagination.currentPage >= pagination.totalPages) {
    throw redirect(dashboardHref(tab, parsed.values, pagination.totalPages));
  }
  const options = filterOptions(filters);
  flagUnknownChoice(parsed, "unit", options.units, unitText.invalid);
  flagUnknownChoice(parsed, "wearer", options.wearers, unitText.invalid);
  return {
    tab,
    values: parsed.values,
    errors: parsed.errors,
    filtered: parsed.filtered,
    selectedSort: parsed.query.sort,
    options,
    unitText: { label: unitText.label, allUnits: unitText.allUnits },
    dateRange: filters.dateRange ?? null,
    rows: list.orders.map(dashboardRow),
    pagination: { currentPage: pagination.currentPage, totalPages: pagination.totalPages },
    range: resultRange(pagination.currentPage, pagination.pageSize, pagination.totalResults),
  };
}

/** An empty filter parameter, or `page=1`, is in the URL. */
function hasEmptyParameters(params: URLSearchParams): boolean {
  return DASHBOARD_FILTER_FIELDS.some((field) => params.has(field) && params.get(field)?.trim() === "") || params.get("page") === "1";
}

export type DashboardTabData = Awaited<ReturnType<typeof loadApprovalDashboardTab>>;

export function dashboardRow(row: ApprovalRow): DashboardRow {
  const total = row.totalPriceWithTax;
  return {
    code: row.code,
    // Stock SAP addresses an approval by its workflow action code, this customer's calls by the order code.
    href: approvalDetailPath(row.approvalCode ?? row.code),
    placedBy: row.placedBy.name,
    wearer: row.user.name,
    employeeId: row.user.employeeId ?? null,
    unit: row.unit.name,
    date: { text: formatPurchaseOrderDate(row.created), iso: isoDay(row.created) },
    decided: row.decidedAt ? { text: formatPurchaseOrderDate(row.decidedAt), iso: isoDay(row.decidedAt) } : null,
    total: total.formattedValue || formatMoney(total.value),
    statusName: approvalStatusName(row.statusDisplay, row.status),
    statusTone: approvalStatusTone(row.status),
  };
}

function filterOptions(filters: ApprovalFilters) {
  return {
    units: filters.units.map((unit) => ({ value: unit.uid, label: unit.name })),
    wearers: filters.wearers.map((wearer) => ({
      value: wearer.uid,
      label: wearer.employeeId ? `${wearer.name} (${wearer.employeeId})` : wearer.name,
    })),
    // The backend's names are the spec's lower-case display names ('approved'); shown as the app shows statuses.
    statuses: (filters.statuses ?? []).map((status) => ({ value: status.code, label: approvalStatusName(null, status.code) || status.name })),
    sorts: filters.sorts.map((sort) => ({ value: sort.code, label: sort.name })),
  };
}

/** A unit or wearer from an edited or stale URL that the filters do not offer: say so by the field. */
function flagUnknownChoice(parsed: ParsedDashboardQuery, field: "unit" | "wearer", options: readonly FilterOption[], unitInvalid: string) {
  const value = parsed.values[field];
  if (value && !parsed.errors[field] && !options.some((option) => option.value === value)) {
    parsed.errors[field] = rejectedFieldMessage(field, parsed.values, unitInvalid);
  }
}

/**
 * The list call. The backend has the last word on every filter (the unit and wearer must be in the approver's tree):
 * a 400 naming one of them gets that field's message and the list is asked again without it.
 */
async function listWithoutRejectedFilters(
  occ: OccClient,
  tab: DashboardTab,
  parsed: ParsedDashboardQuery,
  unitInvalid: string,
): Promise<ApprovalList> {
  const query = { ...parsed.query };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await SOURCES[tab].list({ occ }, query);
    } catch (error) {
      const field = rejectedField(error);
      if (!field || attempt >= 3) throw error;
      parsed.errors[field] ??= rejectedFieldMessage(field, parsed.values, unitInvalid);
      if (field === "sort") query.sort = DEFAULT_APPROVAL_SORTS[tab];
      else delete query[field];
    }
  }
}

function rejectedField(error: unknown): DashboardFilterField | null {
  if (!isOccError(error) || error.kind !== "badRequest") return null;
  const subject = error.details.find((detail) => detail.subject)?.subject;
  return (subject && SUBJECT_FIELDS[subject]) || null;
}
