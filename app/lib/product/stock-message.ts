import * as messages from "~/lib/messages";
import { type StockStatus } from "~/lib/product/variant-selection";

/** Product types sourced or made to order (spec part 1 §9: K made to order, R sourced to order). */
const TO_ORDER_TYPES = new Set(["K", "R"]);

export interface StockMessage {
  status: StockStatus;
  text: string;
  /** Spec part 1 §8 stock note, when the item is made or sourced to order and not stocked. */
  note: string | null;
}

/**
 * The stock message of the chosen variant: 'In stock', 'Only n left' (low stock) or 'Out of
 * stock', plus 'This item is made or sourced to order. Please allow extra time for delivery'
 * when the product type is K or R and the item is not stocked. Null when the status is unknown.
 */
export function stockMessage(
  stock: { stockStatus: StockStatus | null; stockLevel: number | null },
  productType: string | null | undefined,
): StockMessage | null {
  const { stockStatus, stockLevel } = stock;
  if (!stockStatus) return null;
  const text =
    stockStatus === "inStock"
      ? messages.inStock
      : stockStatus === "lowStock"
        ? stockLevel !== null && stockLevel > 0
          ? messages.lowStock(stockLevel)
          : messages.lowStockNoCount
        : messages.outOfStock;
  const notStocked = stockStatus === "outOfStock";
  const note = notStocked && productType && TO_ORDER_TYPES.has(productType) ? messages.madeToOrder : null;
  return { status: stockStatus, text, note };
}
