/**
 * The totals block of the cart page, the checkout order summary and the order confirmation (spec part 2 §3
 * "totals"): which rows show and how each reads. Pure and unit-tested (tests/cart/totals-display.test.ts).
 * Amounts come formatted by the backend in the cart's currency (`formattedValue`); a missing formatted value
 * falls back to the number with two decimals and the currency code.
 */

export interface DisplayPrice {
  value: number;
  formattedValue?: string;
  currencyIso?: string;
}

export interface TotalsSource {
  subTotal?: DisplayPrice;
  totalDiscounts?: DisplayPrice;
  deliveryCost?: DisplayPrice;
  totalPrice?: DisplayPrice;
  totalTax?: DisplayPrice;
  totalPriceWithTax?: DisplayPrice;
  taxRatePercent?: number;
}

/** Only the totals of a cart (or any object carrying them): what the cart page and the pack-added panel show. */
export function totalsSource(source: TotalsSource): TotalsSource {
  return {
    subTotal: source.subTotal,
    totalDiscounts: source.totalDiscounts,
    deliveryCost: source.deliveryCost,
    totalPrice: source.totalPrice,
    totalTax: source.totalTax,
    totalPriceWithTax: source.totalPriceWithTax,
    taxRatePercent: source.taxRatePercent,
  };
}

export interface TotalsRow {
  key: "subtotal" | "discounts" | "delivery" | "tax" | "total";
  label: string;
  value: string;
}

export function formatPriceText(price: DisplayPrice): string {
  return price.formattedValue ?? `${price.value.toFixed(2)}${price.currencyIso ? ` ${price.currencyIso}` : ""}`;
}

/**
 * Subtotal; discounts (only when there are any, shown as a negative amount); delivery (once a delivery mode
 * is chosen, 'Free' at zero); tax ('GST (10%)' when the rate is known); total with tax.
 */
export function totalsRows(source: TotalsSource): TotalsRow[] {
  const rows: TotalsRow[] = [];
  if (source.subTotal) rows.push({ key: "subtotal", label: "Subtotal", value: formatPriceText(source.subTotal) });
  if (source.totalDiscounts && source.totalDiscounts.value > 0) {
    rows.push({ key: "discounts", label: "Discounts", value: `−${formatPriceText(source.totalDiscounts)}` });
  }
  if (source.deliveryCost) {
    rows.push({ key: "delivery", label: "Delivery", value: source.deliveryCost.value === 0 ? "Free" : formatPriceText(source.deliveryCost) });
  }
  if (source.totalTax) {
    const label = source.taxRatePercent !== undefined ? `GST (${source.taxRatePercent}%)` : "Tax";
    rows.push({ key: "tax", label, value: formatPriceText(source.totalTax) });
  }
  const total = source.totalPriceWithTax ?? source.totalPrice;
  if (total) rows.push({ key: "total", label: "Total (incl. GST)", value: formatPriceText(total) });
  return rows;
}
