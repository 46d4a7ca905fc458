import * as messages from "~/lib/messages";
import { type InterestRelation } from "~/lib/occ/interests.server";
import { productPath } from "~/lib/product/slug";

export interface InterestRowView {
  /** The item (variant) code: the one the remove form names. */
  code: string;
  name: string;
  href: string;
  /** "Navy, M" — the item's colour, size and fit. */
  variant: string;
  added: string;
  stock: string;
  /** When the back-in-stock e-mail went out, formatted; null while waiting. */
  notified: string | null;
}

const date = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Sydney" });
export const formatDate = (iso: string | undefined) => (iso ? date.format(new Date(iso)) : "");

function stockText(stock: InterestRelation["product"]["stock"]): string {
  switch (stock?.stockLevelStatus) {
    case "inStock":
      return messages.inStock;
    case "lowStock":
      return stock.stockLevel ? messages.lowStock(stock.stockLevel) : messages.lowStockNoCount;
    case "outOfStock":
      return messages.outOfStock;
    default:
      return "";
  }
}

/** One row of My interests per relation (SAP answers one relation per product, with its entries). */
export function interestRows(results: readonly InterestRelation[]): InterestRowView[] {
  return results.map(({ product, productInterestEntry }) => {
    const qualifiers = product.baseOptions.flatMap((option) => option.selected?.variantOptionQualifiers ?? []);
    const entry = productInterestEntry[0];
    const name = product.name ?? product.code;
    return {
      code: product.code,
      name,
      href: productPath(product.code, name),
      variant: qualifiers.map((q) => q.value).filter(Boolean).join(", "),
      added: formatDate(entry?.dateAdded),
      stock: stockText(product.stock),
      notified: entry?.dateNotified ? formatDate(entry.dateNotified) : null,
    };
  });
}
