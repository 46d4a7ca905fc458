import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardList } from "~/components/approvals/dashboard-list";
import * as approvalMessages from "~/lib/approvals/messages";
import { loadApprovalDashboardTab } from "~/lib/approvals/dashboard-list.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/approval-dashboard/actioned (issue 7): the orders the approver's unit tree approved or declined,
 * filterable by status. GET filters, 10 a page, each order code linking to /my-account/approval/{code}; the loader
 * (approvers only) fetches the filters and the page in parallel.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const hasErrors = Object.keys(data?.errors ?? {}).length > 0;
  const title = `${approvalMessages.actionedTab} – ${approvalMessages.dashboardTitle}`;
  return [{ title: pageTitle(hasErrors ? `Error: ${title}` : title, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadApprovalDashboardTab(request, context, "actioned");
}

export default function ActionedOrdersRoute() {
  const data = useLoaderData<typeof loader>();
  return <DashboardList {...data} />;
}
