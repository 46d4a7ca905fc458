/**
 * Price display rules (spec part 1 §5):
 * - prices show only when the user's `priceEnabled` is true;
 * - the lower standard price shows when above 0, prefixed 'From' when a maximum exists
 *   (read as: a higher maximum — the backend repeats the minimum as the maximum when every
 *   variant costs the same, and 'From $10.00' for a single price would mislead);
 * - the recommended retail price shows when above 0, with the suffix 'incl. GST';
 * - the currency symbol is the org unit's customer-specific symbol, default '$'
 *   (spec part 1 §3 `currencySymbolWithISO`); amounts are formatted with Intl.
 */
export const DEFAULT_CURRENCY_SYMBOL = "$";
export const RRP_SUFFIX = "incl. GST";
export const FROM_PREFIX = "From";

interface Money {
  value: number;
}

export interface PricedProduct {
  minSTDPriceData?: Money;
  maxSTDPriceData?: Money;
  minRRPPriceData?: Money;
  price?: Money;
}

export interface PriceContext {
  priceEnabled: boolean;
  currencySymbol?: string | null;
}

export interface PriceDisplay {
  /** e.g. 'A$24.95', or null when there is no standard price above 0. */
  standard: string | null;
  /** True when the standard price is the lower end of a range. */
  from: boolean;
  /** e.g. 'A$39.95', or null. Shown with RRP_SUFFIX. */
  rrp: string | null;
}

const amountFormat = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(value: number, currencySymbol?: string | null): string {
  const symbol = currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const sign = value < 0 ? "-" : "";
  return `${sign}${symbol}${amountFormat.format(Math.abs(value))}`;
}

/** What to show for a product's price, or null when prices are hidden or there is nothing to show. */
export function priceDisplay(product: PricedProduct, context: PriceContext): PriceDisplay | null {
  if (!context.priceEnabled) return null;
  const min = product.minSTDPriceData?.value ?? product.price?.value ?? 0;
  const max = product.maxSTDPriceData?.value;
  const rrp = product.minRRPPriceData?.value ?? 0;
  const display: PriceDisplay = {
    standard: min > 0 ? formatMoney(min, context.currencySymbol) : null,
    from: min > 0 && max !== undefined && max > min,
    rrp: rrp > 0 ? formatMoney(rrp, context.currencySymbol) : null,
  };
  return display.standard || display.rrp ? display : null;
}
