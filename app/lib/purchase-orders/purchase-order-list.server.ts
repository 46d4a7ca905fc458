import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { isOccError } from "~/lib/occ/errors";
import { type OccClient } from "~/lib/occ/client.server";
import {
  DEFAULT_PURCHASE_ORDER_SORT,
  getPurchaseOrderFilters,
  getPurchaseOrders,
  type PurchaseOrderList,
  type PurchaseOrderListQuery,
} from "~/lib/occ/purchase-orders.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PURCHASE_ORDER_ROLES } from "~/lib/roles";
import { resultRange } from "~/lib/pagination";
import { listHref, type ListFilterField } from "./list-href";
import { parseListQuery, type ParsedListQuery } from "./list-query.server";
import { purchaseOrderView, siteType } from "./purchase-order-view.server";
import * as poMessages from "./messages";

/**
 * GET /purchase-order (issue 6; spec part 1 §2; part 2 §7 `wwgPurchaseOrders/filters`, `getPurchaseOrdersList`):
 * the filters and the page of purchase orders, fetched in parallel. Bad filter values get a message by their field
 * and are left out of the query (the list still shows). A page past the last one redirects to the last page.
 */
export async function loadPurchaseOrderList(request: Request, context: RequestContext) {
  await requireUser(request, context, { roles: PURCHASE_ORDER_ROLES });
  const site = siteType();
  const parsed = parseListQuery(new URL(request.url).searchParams, poMessages.unitWords(site).singular);
  const occ = await getOcc(request, context);
  const [filters, list] = await Promise.all([getPurchaseOrderFilters({ occ }), listWithoutRejectedFilters(occ, parsed)]).catch(
    throwBackendError,
  );
  const { pagination } = list;
  if (list.purchaseOrders.length === 0 && pagination.totalPages > 0 && pagination.currentPage >= pagination.totalPages) {
    throw redirect(listHref(parsed.values, pagination.totalPages));
  }
  const { status, businessUnit, createdFrom, createdTo } = parsed.values;
  const filtered = Boolean(status || businessUnit || createdFrom || createdTo);
  return {
    siteType: site,
    values: parsed.values,
    errors: parsed.errors,
    statuses: filters.statuses,
    businessUnits: filters.businessUnits,
    sorts: filters.sorts,
    selectedSort: parsed.query.sort,
    purchaseOrders: list.purchaseOrders.map(purchaseOrderView),
    pagination: { currentPage: pagination.currentPage, totalPages: pagination.totalPages },
    range: resultRange(pagination.currentPage, pagination.pageSize, pagination.totalResults),
    filtered,
  };
}

/**
 * The list call. The backend has the last word on `businessUnit` (must be in the user's unit tree), the dates and the
 * sort: a 400 naming one of them gets that field's message, and the list is asked again without it.
 */
async function listWithoutRejectedFilters(occ: OccClient, parsed: ParsedListQuery): Promise<PurchaseOrderList> {
  const query: PurchaseOrderListQuery = { ...parsed.query };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getPurchaseOrders({ occ }, query);
    } catch (error) {
      const field = rejectedField(error);
      if (!field || attempt >= 3) throw error;
      parsed.errors[field] ??= fieldMessage(field, parsed);
      if (field === "sort") query.sort = DEFAULT_PURCHASE_ORDER_SORT;
      else delete query[field];
    }
  }
}

function rejectedField(error: unknown): ListFilterField | null {
  if (!isOccError(error) || error.kind !== "badRequest") return null;
  const subject = error.details.find((detail) => detail.subject)?.subject;
  return subject === "status" || subject === "businessUnit" || subject === "createdFrom" || subject === "createdTo" || subject === "sort"
    ? subject
    : null;
}

function fieldMessage(field: ListFilterField, parsed: ParsedListQuery): string {
  switch (field) {
    case "status":
      return poMessages.statusInvalid;
    case "businessUnit":
      return poMessages.unitInvalid(poMessages.unitWords(siteType()).singular);
    case "sort":
      return poMessages.sortInvalid;
    case "createdTo":
      return parsed.query.createdFrom ? poMessages.dateRangeInvalid : poMessages.dateInvalid;
    default:
      return poMessages.dateInvalid;
  }
}
