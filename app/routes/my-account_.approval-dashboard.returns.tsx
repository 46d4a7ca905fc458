import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RequestList } from "~/components/return-threshold/request-list";
import * as approvalMessages from "~/lib/approvals/messages";
import { pageTitle } from "~/lib/page-title";
import { loadReturnRequestList } from "~/lib/return-threshold/list.server";
import * as thresholdMessages from "~/lib/return-threshold/messages";

/**
 * /my-account/approval-dashboard/returns (issue 24; spec part 2 §7 "wholesale category and return threshold request"):
 * a tab of the approval dashboard's layout — the wholesale return threshold requests waiting for the approver's
 * decision, or decided (`?status=ACTIONED`), 10 a page, each RMA linking to /my-account/return-request/{rma}.
 * Approvers only; on the corporate site (no threshold) the empty state. docs/return-threshold-requests.md.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const list = data?.tab === "ACTIONED" ? thresholdMessages.actionedTab : thresholdMessages.pendingTab;
  return [{ title: pageTitle(`${thresholdMessages.tabLabel}: ${list} – ${approvalMessages.dashboardTitle}`, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReturnRequestList(request, context);
}

export default function ReturnRequestsRoute() {
  const data = useLoaderData<typeof loader>();
  return <RequestList {...data} />;
}
