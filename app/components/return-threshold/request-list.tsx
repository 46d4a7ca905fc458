import { Link } from "@remix-run/react";
import { ListResults } from "~/components/approvals/list-results";
import * as m from "~/lib/return-threshold/messages";
import { listHref, type ListTab } from "~/lib/return-threshold/paths";
import { type RequestRowView } from "~/lib/return-threshold/view";

export interface RequestListProps {
  tab: ListTab;
  rows: readonly RequestRowView[];
  /** 0-based. */
  pagination: { currentPage: number; totalPages: number };
  range: { from: number; to: number; total: number };
}

/**
 * The approval dashboard's "Return requests" tab (issue 24): the two lists as page links (`aria-current`), 'Showing
 * a-b of n return requests' (or the empty state), the table, the page links. Every control is a link: the same page
 * without JavaScript.
 */
export function RequestList({ tab, rows, pagination, range }: RequestListProps) {
  const countId = `return-requests-count-${tab}`;
  const empty = tab === "PENDING" ? m.noPending : m.noActioned;
  return (
    <>
      <h2 className="return-threshold__title">{m.listTitle}</h2>
      <p>{m.listIntro}</p>
      <nav className="return-threshold-lists" aria-label={m.subTabsLabel}>
        <ul className="return-threshold-lists__list">
          {(["PENDING", "ACTIONED"] as const).map((each) => (
            <li key={each}>
              <Link to={listHref(each)} className="return-threshold-lists__link" aria-current={each === tab ? "page" : undefined}>
                {each === "PENDING" ? m.pendingTab : m.actionedTab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListResults
        countId={countId}
        count={range.total > 0 ? m.showingCount(range.from, range.to, range.total) : empty}
        paging={{
          currentPage: pagination.currentPage,
          totalPages: pagination.totalPages,
          label: tab === "PENDING" ? m.pendingPagination : m.actionedPagination,
          hrefFor: (page) => listHref(tab, page + 1),
        }}
      >
        {rows.length > 0 ? <RequestTable rows={rows} tab={tab} /> : null}
      </ListResults>
    </>
  );
}

/** RMA (link to the request), order, store, requested by, date, units (vs the threshold), refund value, status. Cards below 768 px (the approvals' table CSS). */
function RequestTable({ rows, tab }: { rows: readonly RequestRowView[]; tab: ListTab }) {
  return (
    <table className="approval-table" data-testid="return-requests-table">
      <caption className="visually-hidden">{tab === "PENDING" ? m.pendingCaption : m.actionedCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.rmaColumn}</th>
          <th scope="col">{m.orderColumn}</th>
          <th scope="col">{m.storeColumn}</th>
          <th scope="col">{m.requestedByColumn}</th>
          <th scope="col">{m.dateColumn}</th>
          <th scope="col" className="approval-table__number">
            {m.unitsColumn}
          </th>
          <th scope="col" className="approval-table__number">
            {m.valueColumn}
          </th>
          <th scope="col">{m.statusColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rma} data-testid={`return-request-${row.rma}`}>
            <th scope="row" data-label={m.rmaColumn}>
              <Link to={row.href}>{row.rma}</Link>
            </th>
            <td data-label={m.orderColumn}>{row.orderCode}</td>
            <td data-label={m.storeColumn}>{row.store}</td>
            <td data-label={m.requestedByColumn}>{row.requestedBy}</td>
            <td data-label={m.dateColumn}>
              <time dateTime={row.date.iso}>{row.date.text}</time>
            </td>
            <td data-label={m.unitsColumn} className="approval-table__number">
              {m.unitsOfThreshold(row.units, row.threshold)}
            </td>
            <td data-label={m.valueColumn} className="approval-table__number">
              {row.value ?? m.notGiven}
            </td>
            <td data-label={m.statusColumn}>
              <span className={`approval-status approval-status--${row.statusTone}`}>{row.statusName}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
