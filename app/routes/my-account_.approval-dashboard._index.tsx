import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardList } from "~/components/approvals/dashboard-list";
import * as approvalMessages from "~/lib/approvals/messages";
import { loadApprovalDashboardTab } from "~/lib/approvals/dashboard-list.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/approval-dashboard (issue 7), the layout's index: the orders waiting for the approver's decision.
 * GET filters, 10 a page, each order code linking to /my-account/approval/{code}; the loader (approvers only)
 * fetches the filters and the page in parallel.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const hasErrors = Object.keys(data?.errors ?? {}).length > 0;
  const title = `${approvalMessages.pendingTab} – ${approvalMessages.dashboardTitle}`;
  return [{ title: pageTitle(hasErrors ? `Error: ${title}` : title, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadApprovalDashboardTab(request, context, "pending");
}

export default function PendingApprovalsRoute() {
  const data = useLoaderData<typeof loader>();
  return <DashboardList {...data} />;
}
