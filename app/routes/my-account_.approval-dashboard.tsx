import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { DashboardTabs } from "~/components/approvals/dashboard-tabs";
import * as approvalMessages from "~/lib/approvals/messages";
import { loadApprovalDashboardLayout } from "~/lib/approvals/dashboard-layout.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/approval-dashboard (issue 7; spec part 2 §2 "Order approval"): the layout of the approval dashboard —
 * the heading and the two lists as page links; the index child is the pending list, `/actioned` the decided orders.
 * Approvers only (`APPROVAL_ROLES`). Flash messages (e.g. 'Order … was approved.') come from the root's flash region.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(approvalMessages.dashboardTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadApprovalDashboardLayout(request, context);
}

export default function ApprovalDashboardLayout() {
  const { returnRequestsTab } = useLoaderData<typeof loader>();
  return (
    <div className="approval-dashboard">
      <h1>{approvalMessages.dashboardTitle}</h1>
      <DashboardTabs returnRequestsTab={returnRequestsTab} />
      <Outlet />
    </div>
  );
}
