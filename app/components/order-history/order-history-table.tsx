import { Link } from "@remix-run/react";
import { type OrderHistoryRow } from "~/lib/order-history/order-history.server";
import * as historyMessages from "~/lib/order-history/messages";

interface OrderHistoryTableProps {
  rows: readonly OrderHistoryRow[];
  view: "mine" | "units";
  caption: string;
  /** Issue 24: the returns view (`?returns=true`): each row links to the order's return or exchange form. */
  returns?: boolean;
}

/**
 * The orders as a table (a row header per order: its number, linking to the order details). My orders: placed on,
 * placed by (who placed it for whom), PO number, status, total; the unit tab adds the unit and the buyer.
 */
export function OrderHistoryTable({ rows, view, caption, returns = false }: OrderHistoryTableProps) {
  const { columns } = historyMessages;
  return (
    <div className="order-history__scroll">
      <table className="order-history__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.code}</th>
            <th scope="col">{columns.placed}</th>
            {view === "units" ? <th scope="col">{columns.unit}</th> : null}
            <th scope="col">{view === "units" ? columns.buyer : columns.placedBy}</th>
            <th scope="col">{columns.po}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className="order-history__total">
              {columns.total}
            </th>
            {returns ? <th scope="col">{historyMessages.returnColumn}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                <Link to={row.href}>{row.code}</Link>
              </th>
              <td>{row.placedIso ? <time dateTime={row.placedIso}>{row.placedOn}</time> : row.placedOn}</td>
              {view === "units" ? <td>{row.unit}</td> : null}
              <td>{view === "units" ? row.buyer : row.placedBy}</td>
              <td>{row.poNumber || <span className="order-history__none">{historyMessages.noPoNumber}</span>}</td>
              <td>{row.status}</td>
              <td className="order-history__total">{row.total}</td>
              {returns ? (
                <td>
                  <Link to={`${row.href}/return`}>
                    {historyMessages.returnLink}
                    <span className="visually-hidden">{historyMessages.returnLinkHidden(row.code)}</span>
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
