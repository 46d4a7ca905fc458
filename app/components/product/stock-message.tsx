import { clsx } from "clsx";
import { type StockMessage as StockMessageData } from "~/lib/product/stock-message";

/** The chosen variant's stock: 'In stock', 'Only n left', 'Out of stock', and the made-to-order note. */
export function StockMessage({ stock }: { stock: StockMessageData | null }) {
  if (!stock) return null;
  return (
    <div className="stock">
      <p className={clsx("stock__status", `stock__status--${stock.status}`)}>{stock.text}</p>
      {stock.note ? <p className="stock__note">{stock.note}</p> : null}
    </div>
  );
}
