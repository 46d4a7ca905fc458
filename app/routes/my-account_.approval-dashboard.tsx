import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { DashboardTabs } from "~/components/approvals/dashboard-tabs";
import * as approvalMessages from "~/lib/approvals/approval-messages";
import { requireUser } from "~/lib/auth.server";
import { pageTitle } from "~/lib/page-title";
import { APPROVAL_ROLES } from "~/lib/roles";
import dashboardStylesheet from "~/styles/approvals-dashboard.css";

/**
 * /my-account/approval-dashboard (issue 7; spec part 2 §2 "Order approval"): the layout of the approval dashboard —
 * the heading and the two lists as page links; the index child is the pending list, `/actioned` the decided orders.
 * Approvers only (`APPROVAL_ROLES`). Flash messages (e.g. 'Order … was approved.') come from the root's flash region.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStylesheet }];

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(approvalMessages.dashboardTitle, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, { roles: APPROVAL_ROLES });
  return null;
}

export default function ApprovalDashboardLayout() {
  return (
    <div className="approval-dashboard">
      <h1>{approvalMessages.dashboardTitle}</h1>
      <DashboardTabs />
      <Outlet />
    </div>
  );
}
