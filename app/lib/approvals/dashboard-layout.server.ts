import { type AppLoadContext } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { returnRequestsEntry } from "~/lib/return-threshold/entry.server";
import { APPROVAL_ROLES } from "~/lib/roles";

/**
 * The approval dashboard layout's loader (issue 7): approvers only. Its own `.server` module so the layout route
 * imports exactly one server module and the browser build inlines its empty stub instead of loading a shared stub
 * chunk (decision 004; one request fewer on a slow phone).
 */
export async function loadApprovalDashboardLayout(request: Request, context: AppLoadContext): Promise<{ returnRequestsTab: boolean }> {
  await requireUser(request, context, { roles: APPROVAL_ROLES });
  // Issue 24: the "Return requests" tab (wholesale return threshold requests) on the wholesale site only; the home
  // page's "Approve exchanges and returns" quick link (`?returns=true`) goes on to it.
  return returnRequestsEntry(request);
}
