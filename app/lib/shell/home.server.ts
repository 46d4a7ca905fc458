import { pendingApprovalCount } from "~/lib/approvals/dashboard-home.server";
import { financeHomeSummary } from "~/lib/finance/home.server";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getEnv } from "~/lib/env.server";
import { homeFromCms } from "~/lib/shell/home-content.server";
import { loadRecentOrders } from "~/lib/order-history/recent-orders.server";
import { getCurrentUser } from "~/lib/occ/users.server";
import { getHomepageCms } from "~/lib/shell/shell.server";
import { type RequestContext } from "~/lib/request-context.server";

/**
 * The home page's data (pageId homepage, guarded): the salutation from the current user
 * (preferredName, else firstName) and the CMS homepage, fetched together; the CMS page is the
 * one the root loader's shell already asked for in this request (memoised, one backend call).
 * Approvers also get the count of orders waiting for them (issue 7), fetched alongside; null for everyone else.
 * Everyone gets their 3 most recent orders (issue 23), fetched alongside (null when they could not be loaded).
 * Admins and finance people get the finance block (issue 28: outstanding total, number overdue), fetched alongside.
 */
export async function loadHomePage(request: Request, context: RequestContext) {
  const sessionUser = await requireUser(request, context);
  const occ = await getOcc(request, context);
  const { siteType } = getEnv();
  const [user, page, pendingApprovals, recentOrders, finance] = await Promise.all([
    getCurrentUser({ occ }),
    getHomepageCms(request, context),
    pendingApprovalCount(occ, sessionUser),
    loadRecentOrders(occ),
    financeHomeSummary(occ, sessionUser),
  ]).catch(throwBackendError);
  return {
    salutation: user.preferredName?.trim() || user.firstName,
    siteType,
    pendingApprovals,
    recentOrders,
    finance,
    ...homeFromCms(page, siteType),
  };
}
