import { NavLink } from "@remix-run/react";
import * as approvalMessages from "~/lib/approvals/messages";
import { ACTIONED_PATH, DASHBOARD_PATH } from "~/lib/approvals/dashboard-href";
import * as thresholdMessages from "~/lib/return-threshold/messages";
import { LIST_PATH as RETURN_REQUESTS_PATH } from "~/lib/return-threshold/paths";

/**
 * The dashboard's two lists as page links (not an ARIA tablist: each is its own page, one document request).
 * NavLink marks the current one `aria-current="page"`; the pending list is the layout's index (`end`).
 */
export function DashboardTabs({ returnRequestsTab = false }: { returnRequestsTab?: boolean }) {
  return (
    <nav className="approval-tabs" aria-label={approvalMessages.tabsLabel}>
      <ul className="approval-tabs__list">
        <li>
          <NavLink to={DASHBOARD_PATH} end className="approval-tabs__link">
            {approvalMessages.pendingTab}
          </NavLink>
        </li>
        <li>
          <NavLink to={ACTIONED_PATH} className="approval-tabs__link">
            {approvalMessages.actionedTab}
          </NavLink>
        </li>
        {/* Issue 24: wholesale return threshold requests (app/lib/return-threshold). */}
        {returnRequestsTab ? (
          <li>
            <NavLink to={RETURN_REQUESTS_PATH} className="approval-tabs__link">
              {thresholdMessages.tabLabel}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
