import { type LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import approvalDetailStylesheet from "~/styles/approval-detail.css";

/**
 * `/my-account/approval/{code}` and its `/confirm` step (issue 7; spec part 2 §2 "Order approval"): the stylesheet
 * around both. No loader: each child guards itself (approvers only) and loads what it shows.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: approvalDetailStylesheet }];

export default function ApprovalOrderLayout() {
  return (
    <div className="approval-page">
      <Outlet />
    </div>
  );
}
