export interface BulkPriceRow {
  quantity: string;
  price: string;
  discount: string;
}

/** Bulk pricing (spec part 2 §2 and §9): quantity, price per item and discount per tier. */
export function BulkPricingTable({ rows }: { rows: readonly BulkPriceRow[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="bulk-pricing">
      <caption className="bulk-pricing__caption">Bulk pricing</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Price</th>
          <th scope="col">Discount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.quantity}>
            <th scope="row">{row.quantity}</th>
            <td>{row.price}</td>
            <td>{row.discount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
