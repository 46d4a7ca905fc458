import { getOcc, requireUser } from "~/lib/auth.server";
import { signedInOwner } from "~/lib/occ/caller.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { listReturns, type ReturnRequestList } from "~/lib/occ/returns.server";
import { storeToday } from "~/lib/order-history/order-history.server";
import { resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import { EARLIEST_RETURN_DAY, FILTER_STATUSES, parseReturnsQuery, RETURN_SORTS, RETURNS_PAGE_SIZE } from "./returns-query";
import { returnRow } from "./return-view.server";

/**
 * /my-account/returns (issue 24; docs/return-details-and-documents.md): the signed-in user's return requests through
 * SAP's stock `GET users/current/orderReturns` with this customer's filters (status, request dates). One backend call
 * per render, the same server render with and without JavaScript. A stock backend ignores the filters and sends no
 * `appliedFilters`: the page then names the filters it could not apply instead of pretending the list is filtered.
 */

const EXTENSION_FILTERS = ["statuses", "createdFrom", "createdTo"] as const;
type ExtensionFilter = (typeof EXTENSION_FILTERS)[number];

/** The filters sent that the backend did not apply (all of them when it sent no `appliedFilters`). */
export function ignoredFilters(sent: Partial<Record<ExtensionFilter, unknown>>, list: Pick<ReturnRequestList, "appliedFilters">): string[] {
  const ignored = EXTENSION_FILTERS.filter((name) => sent[name] !== undefined && list.appliedFilters?.[name] === undefined);
  return [...new Set(ignored.map((name) => m.ignoredNames[name]))];
}

export async function loadReturnsList(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const today = storeToday();
  const parsed = parseReturnsQuery(new URL(request.url).searchParams, today);
  const occ = await getOcc(request, context);
  const owner = signedInOwner(occ);
  const { statuses, createdFrom, createdTo, sort } = parsed.query;
  const list = await listReturns(owner, { currentPage: parsed.currentPage, pageSize: RETURNS_PAGE_SIZE, sort, statuses, createdFrom, createdTo }).catch(
    throwBackendError,
  );
  const pagination = list.pagination ?? { currentPage: 0, totalPages: 0, totalResults: 0 };
  return {
    values: parsed.values,
    errors: parsed.errors,
    filtered: Boolean(statuses || createdFrom || createdTo),
    returns: list.returnRequests.map(returnRow),
    currentPage: pagination.currentPage,
    totalPages: pagination.totalPages,
    range: resultRange(pagination.currentPage, RETURNS_PAGE_SIZE, pagination.totalResults),
    selectedSort: sort ?? "byDate",
    options: {
      statuses: FILTER_STATUSES.map((code) => ({ value: code, label: m.returnStatusName(code) })),
      sorts: RETURN_SORTS.map((code) => ({ value: code, label: m.sorts[code] })),
    },
    dateRange: { min: EARLIEST_RETURN_DAY, max: today },
    ignoredFilters: ignoredFilters({ statuses, createdFrom, createdTo }, list),
  };
}
