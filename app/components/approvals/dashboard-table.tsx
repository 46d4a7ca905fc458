import { Link } from "@remix-run/react";
import * as approvalMessages from "~/lib/approvals/messages";
import { type DashboardTab } from "~/lib/approvals/dashboard-href";

export interface DashboardTableRow {
  code: string;
  href: string;
  placedBy: string;
  wearer: string;
  employeeId: string | null;
  date: { text: string; iso: string };
  decided: { text: string; iso: string } | null;
  total: string;
  statusName: string;
  statusTone: string;
}

/**
 * The orders of a tab: Order (link to the approval detail), Placed by, Wearer, Date (placed), on the actioned tab
 * Decision date (its default sort), Total, Status. A real table with
 * a caption; below 768 px each row becomes a card with the column names beside the values (CSS, data-label), so it
 * stays usable at 320 px without scrolling sideways.
 */
export function DashboardTable({ rows, tab }: { rows: readonly DashboardTableRow[]; tab: DashboardTab }) {
  return (
    <table className="approval-table">
      <caption className="visually-hidden">{tab === "pending" ? approvalMessages.pendingCaption : approvalMessages.actionedCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{approvalMessages.orderColumn}</th>
          <th scope="col">{approvalMessages.placedByColumn}</th>
          <th scope="col">{approvalMessages.wearerColumn}</th>
          <th scope="col">{approvalMessages.dateColumn}</th>
          {tab === "actioned" ? <th scope="col">{approvalMessages.decisionDateColumn}</th> : null}
          <th scope="col" className="approval-table__number">
            {approvalMessages.totalColumn}
          </th>
          <th scope="col">{approvalMessages.statusColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row" data-label={approvalMessages.orderColumn}>
              <Link to={row.href}>{row.code}</Link>
            </th>
            <td data-label={approvalMessages.placedByColumn}>{row.placedBy}</td>
            <td data-label={approvalMessages.wearerColumn}>
              <span>
                {row.wearer}
                {row.employeeId ? <span className="approval-table__meta">{approvalMessages.employeeId(row.employeeId)}</span> : null}
              </span>
            </td>
            <td data-label={approvalMessages.dateColumn}>
              <time dateTime={row.date.iso}>{row.date.text}</time>
            </td>
            {tab === "actioned" ? (
              <td data-label={approvalMessages.decisionDateColumn}>
                {row.decided ? <time dateTime={row.decided.iso}>{row.decided.text}</time> : null}
              </td>
            ) : null}
            <td data-label={approvalMessages.totalColumn} className="approval-table__number">
              {row.total}
            </td>
            <td data-label={approvalMessages.statusColumn}>
              <span className={`approval-status approval-status--${row.statusTone}`}>{row.statusName}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
