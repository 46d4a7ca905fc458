import { Link } from "@remix-run/react";
import * as poMessages from "~/lib/purchase-orders/messages";

export interface PurchaseOrderRow {
  id: string;
  number: string;
  description: string;
  status: "OPEN" | "CLOSED";
  statusName: string;
  units: string[];
  created: { text: string; iso: string };
  updated: { text: string; iso: string };
}

/**
 * The results: number (link to the detail), description, units ('Stores' on wholesale), status, created, updated.
 * A real table; below 768 px each row becomes a card with the column names beside the values (CSS, data-label).
 */
export function PurchaseOrderTable({ rows, siteType }: { rows: readonly PurchaseOrderRow[]; siteType: poMessages.SiteType }) {
  const unitsLabel = poMessages.unitWords(siteType).label;
  return (
    <table className="po-table card-table">
      <caption className="visually-hidden">{poMessages.resultsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{poMessages.numberColumn}</th>
          <th scope="col">{poMessages.descriptionLabel}</th>
          <th scope="col">{unitsLabel}</th>
          <th scope="col">{poMessages.statusLabel}</th>
          <th scope="col">{poMessages.createdLabel}</th>
          <th scope="col">{poMessages.updatedLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label={poMessages.numberColumn}>
              <Link to={`/purchase-order/${row.id}`}>{row.number}</Link>
            </th>
            <td data-label={poMessages.descriptionLabel}>{row.description}</td>
            <td data-label={unitsLabel}>{row.units.join(", ")}</td>
            <td data-label={poMessages.statusLabel}>
              <span className={`po-status po-status--${row.status.toLowerCase()}`}>{row.statusName}</span>
            </td>
            <td data-label={poMessages.createdLabel}>
              <time dateTime={row.created.iso}>{row.created.text}</time>
            </td>
            <td data-label={poMessages.updatedLabel}>
              <time dateTime={row.updated.iso}>{row.updated.text}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
