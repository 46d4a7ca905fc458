import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getEnv } from "~/lib/env.server";
import { type OrderOwner, signedInOwner } from "~/lib/occ/caller.server";
import { isUnknownResource } from "~/lib/occ/errors";
import { listThresholdRequests, type ThresholdRequestList } from "~/lib/occ/returns.server";
import { readPageParam, resultRange } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import { APPROVAL_ROLES } from "~/lib/roles";
import { listHref, type ListTab } from "./paths";
import { type RequestRowView } from "./view";
import { requestRow } from "./view.server";

/**
 * `/my-account/approval-dashboard/returns` (issue 24; spec part 2 §7 "wholesale category and return threshold
 * request"): the return threshold requests the approver decides — waiting (default) or decided (`?status=ACTIONED`),
 * 10 a page, one document request (`GET {orgUserPath}/returnThresholdRequests`). Approvers only (`APPROVAL_ROLES`, as
 * the rest of the approval dashboard). The threshold exists only on the wholesale site: on the corporate site the
 * page shows the empty state without asking the backend; a backend without the extension (a stock SAP: 404
 * UnknownResourceError) shows it too.
 */

export const PAGE_SIZE = 10;

export interface RequestListData {
  tab: ListTab;
  rows: RequestRowView[];
  /** 0-based. */
  pagination: { currentPage: number; totalPages: number };
  range: { from: number; to: number; total: number };
}

const EMPTY_LIST: ThresholdRequestList = { returnThresholdRequests: [], pagination: { currentPage: 0, totalPages: 0, totalResults: 0 } };

export async function loadReturnRequestList(request: Request, context: RequestContext): Promise<RequestListData> {
  await requireUser(request, context, { roles: APPROVAL_ROLES });
  const { searchParams } = new URL(request.url);
  const status = searchParams.get("status");
  const tab: ListTab = status === "ACTIONED" ? "ACTIONED" : "PENDING";
  const currentPage = readPageParam(searchParams.get("page"));
  // `?status=PENDING` (or anything else) means the default list: show its short URL.
  if (status !== null && status !== "ACTIONED") throw redirect(listHref(tab, currentPage + 1));

  const list = getEnv().siteType === "wholesale" ? await fetchList(request, context, tab, currentPage) : EMPTY_LIST;
  const pagination = { currentPage: 0, totalPages: 0, totalResults: 0, pageSize: PAGE_SIZE, ...list.pagination };
  if (list.returnThresholdRequests.length === 0 && pagination.totalPages > 0 && currentPage >= pagination.totalPages) {
    throw redirect(listHref(tab, pagination.totalPages));
  }
  return {
    tab,
    rows: list.returnThresholdRequests.map(requestRow),
    pagination: { currentPage: pagination.currentPage, totalPages: pagination.totalPages },
    range: resultRange(pagination.currentPage, pagination.pageSize ?? PAGE_SIZE, pagination.totalResults),
  };
}

async function fetchList(request: Request, context: RequestContext, tab: ListTab, currentPage: number): Promise<ThresholdRequestList> {
  const owner: OrderOwner = signedInOwner(await getOcc(request, context));
  return listThresholdRequests(owner, { status: tab, currentPage, pageSize: PAGE_SIZE }).catch((error: unknown) => {
    if (isUnknownResource(error)) return EMPTY_LIST;
    return throwBackendError(error);
  });
}
