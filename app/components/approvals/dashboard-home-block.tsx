import { Link } from "@remix-run/react";
import * as approvalMessages from "~/lib/approvals/messages";
import { DASHBOARD_PATH } from "~/lib/approvals/dashboard-href";

/**
 * The home page's 'Pending approvals' block (issue 7; spec part 2 §7 "Home page: GET pendingApprovalOrders"): how many
 * orders wait for this approver, linking to the dashboard. Only approvers get a count; everyone else gets nothing.
 */
export function DashboardHomeBlock({ count }: { count: number }) {
  return (
    <section className="approval-home" aria-labelledby="approval-home-title">
      <h2 id="approval-home-title">{approvalMessages.homeHeading}</h2>
      <p>
        <Link to={DASHBOARD_PATH}>{approvalMessages.homeCount(count)}</Link>
      </p>
    </section>
  );
}
