import { type OrderMessageItem } from "./cxml";

/**
 * Requisition processing (spec part 2 §7 "punch-out requisition processing"): the priced cart becomes the lines of
 * a PunchOutOrderMessage. Pure; the prices come from the cart (stores/cart.ts `toCart`: the price list, volume
 * tiers, pack value-adds), so the requisition shows exactly what the cart showed.
 *
 * - UnitPrice: the entry's unit price (net of tax); Total: Σ unit price × quantity. Cart-level discounts (vouchers,
 *   order promotions, pack credits) are not sent: the procurement system prices the order it raises.
 * - UnitOfMeasure: UN/CEFACT codes — footwear is sold by the pair (PR), everything else each (EA).
 * - Classification: the UNSPSC class of the product's category.
 */

/** UNSPSC classes of the catalogue's categories (backend/src/seed-data/catalog.ts). */
export const UNSPSC_BY_CATEGORY: Readonly<Record<string, string>> = {
  polos: "53101600", // Shirts and blouses
  shirts: "53101600",
  trousers: "53101500", // Slacks and trousers and shorts
  shorts: "53101500",
  jackets: "53101800", // Coats and jackets
  "hi-vis": "46181500", // Safety apparel
  fleece: "53101700", // Sweaters
  headwear: "53102500", // Clothing accessories
  footwear: "46181600", // Safety footwear
  aprons: "46181500",
  scrubs: "42131600", // Medical staff clothing
};
/** Uniforms: any category not listed above. */
export const UNSPSC_DEFAULT = "53102700";

export const unitOfMeasureOf = (category: string) => (category === "footwear" ? "PR" : "EA");

/** The cart entry fields processing reads (the OCC Cart shape of stores/cart.ts). */
export interface PricedEntry {
  entryNumber: number;
  quantity: number;
  basePrice: { value: number };
  product: {
    code: string;
    name: string;
    baseProduct: string;
    variantOptionQualifiers: { name: string; value: string }[];
  };
}

/** "Classic Polo, Navy, M" (options in the cart's order: colour, size, fit). */
export const lineDescription = (entry: PricedEntry) => [entry.product.name, ...entry.product.variantOptionQualifiers.map((q) => q.value)].join(", ");

export function requisitionItems(cartCode: string, entries: readonly PricedEntry[], categoryOf: (productCode: string) => string): OrderMessageItem[] {
  return entries.map((entry, index) => {
    const category = categoryOf(entry.product.baseProduct);
    return {
      lineNumber: index + 1,
      quantity: entry.quantity,
      supplierPartId: entry.product.code,
      supplierPartAuxiliaryId: `${cartCode}/${entry.entryNumber}`,
      unitCents: Math.round(entry.basePrice.value * 100),
      description: lineDescription(entry),
      unitOfMeasure: unitOfMeasureOf(category),
      unspsc: UNSPSC_BY_CATEGORY[category] ?? UNSPSC_DEFAULT,
    };
  });
}

export const itemsTotalCents = (items: readonly OrderMessageItem[]) => items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
