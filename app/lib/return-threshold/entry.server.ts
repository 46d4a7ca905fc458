import { redirect } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { LIST_PATH } from "./paths";

/**
 * Where approvers find the return threshold requests (issue 24), on the wholesale site (the threshold exists only
 * there): the approval dashboard's "Return requests" tab (`returnRequestsTab`), and the home page's quick link
 * "Approve exchanges and returns" (CMS `ApproverExchangeAndReturnLink`, url `/my-account/approval-dashboard` with the
 * quick links' `returns=true`), which the dashboard sends on to the tab.
 */
export function returnRequestsEntry(request: Request): { returnRequestsTab: boolean } {
  if (getEnv().siteType !== "wholesale") return { returnRequestsTab: false };
  const url = new URL(request.url);
  if (url.searchParams.get("returns") === "true" && url.pathname.replace(/\/$/, "") === "/my-account/approval-dashboard") throw redirect(LIST_PATH);
  return { returnRequestsTab: true };
}
