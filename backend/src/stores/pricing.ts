import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden } from "../http/errors";

export interface Currency {
  isocode: string;
  symbol: string;
}

/** Which price list applies to a request, and the currency its amounts are in. */
export interface PriceContext {
  priceList: string;
  currency: Currency;
}

export interface Price {
  value: number;
  formattedValue: string;
  currencyIso: string;
}

const amount = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1250 cents in AUD → `{ value: 12.5, formattedValue: "$12.50", currencyIso: "AUD" }`. */
export function formatPrice(cents: number, currency: Currency): Price {
  const value = cents / 100;
  return { value, formattedValue: `${currency.symbol}${amount.format(value)}`, currencyIso: currency.isocode };
}

export interface VolumeTier {
  minQuantity: number;
  maxQuantity: number | null;
  discountPercent: number;
}

/** A price less a percentage, rounded to the nearest 5 cents like every scaled seed price. */
export const discountedCents = (cents: number, discountPercent: number) => Math.round((cents * (100 - discountPercent)) / 500) * 5;

/** The discount of the tier that holds `quantity` (0 without tiers or when no tier holds it). */
export function volumeDiscount(tiers: VolumeTier[], quantity: number): number {
  const tier = tiers.find((t) => quantity >= t.minQuantity && (t.maxQuantity === null || quantity <= t.maxQuantity));
  return tier?.discountPercent ?? 0;
}

/** Volume tiers of each product in `codes` (JSON array), in quantity order. */
export type VolumeTierLoader = ReturnType<typeof volumeTierLoader>;

export function volumeTierLoader(db: Db) {
  const tiers = db.prepare<[string], VolumeTier & { productCode: string }>(
    `SELECT product_code AS productCode, min_quantity AS minQuantity, max_quantity AS maxQuantity, discount_percent AS discountPercent
     FROM volume_price_tiers WHERE product_code IN (SELECT value FROM json_each(?)) ORDER BY product_code, min_quantity`,
  );
  return (codes: string[]): Map<string, VolumeTier[]> => {
    const byProduct = new Map<string, VolumeTier[]>();
    for (const { productCode, ...tier } of tiers.all(JSON.stringify(codes))) {
      byProduct.set(productCode, [...(byProduct.get(productCode) ?? []), tier]);
    }
    return byProduct;
  };
}

interface PriceListRow {
  priceList: string;
  isocode: string;
  symbol: string;
}

/**
 * Prices are in the signed-in user's organisation currency, or the site's default currency for anonymous
 * callers (and when the site has no price list in the user's currency). A user of another site is refused.
 */
export type PriceResolver = ReturnType<typeof priceResolver>;

export function priceResolver(db: Db) {
  const findUser = db.prepare<[string], { site: string; currency: string }>(
    "SELECT o.site, o.currency FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?",
  );
  const findPriceList = db.prepare<[string, string], PriceListRow>(
    `SELECT pl.code AS priceList, c.isocode, c.symbol FROM price_lists pl JOIN currencies c ON c.isocode = pl.currency
     WHERE pl.site = ? AND pl.currency = ?`,
  );
  return (site: BaseSite, userUid: string | null): PriceContext => {
    let currency = site.defaultCurrency;
    if (userUid !== null) {
      const user = findUser.get(userUid);
      if (!user || user.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
      currency = user.currency;
    }
    const row = findPriceList.get(site.uid, currency) ?? findPriceList.get(site.uid, site.defaultCurrency);
    if (!row) throw new Error(`Base site '${site.uid}' has no price list in ${site.defaultCurrency}`);
    return { priceList: row.priceList, currency: { isocode: row.isocode, symbol: row.symbol } };
  };
}
