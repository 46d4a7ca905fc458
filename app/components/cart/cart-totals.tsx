import { clsx } from "clsx";
import { totalsRows, type TotalsSource } from "~/lib/cart/totals-display";

/** The totals of a cart or order as a description list (cart page, checkout summary, confirmation). */
export function CartTotals({ totals, className }: { totals: TotalsSource; className?: string }) {
  return (
    <dl className={clsx("cart-totals", className)}>
      {totalsRows(totals).map((row) => (
        <div key={row.key} className={clsx("cart-totals__row", `cart-totals__row--${row.key}`)}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
