import { Link } from "@remix-run/react";
import * as messages from "~/lib/replenishments/messages";
import { type ReplenishmentRowView } from "~/lib/replenishments/replenishment-view";

/** The list of schedules: number (link to the detail), first / next date, frequency, items, total, cost centre, PO number, status. */
export function ReplenishmentTable({ rows, caption, detailHref }: { rows: readonly ReplenishmentRowView[]; caption: string; detailHref: (code: string) => string }) {
  return (
    <div className="table-scroll">
      <table className="order-items replenishment-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.codeColumn}</th>
            <th scope="col">{messages.datesColumn}</th>
            <th scope="col">{messages.frequencyColumn}</th>
            <th scope="col">{messages.itemsColumn}</th>
            <th scope="col">{messages.totalColumn}</th>
            <th scope="col">{messages.costCentreColumn}</th>
            <th scope="col">{messages.poNumberColumn}</th>
            <th scope="col">{messages.statusColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                <Link to={detailHref(row.code)}>{row.code}</Link>
              </th>
              <td>
                {row.firstDate ?? messages.none}
                <br />
                {row.nextDate ?? messages.noNextDate}
              </td>
              <td>{row.frequency}</td>
              <td>{row.items}</td>
              <td>{row.total}</td>
              <td>{row.costCentre ?? messages.none}</td>
              <td>{row.poNumber ?? messages.none}</td>
              <td>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
