import * as orderMessages from "~/lib/orders/messages";

/** What a reorder (cartFromOrder) did, per entry (spec part 2 §8 "Import and reorder messages"; wording ours). */
export interface ReorderModification {
  statusCode: string;
  quantityAdded?: number;
  name: string;
}

/** The flash after a reorder: what was added, what was reduced for low stock, what was out of stock. */
export function reorderFlash(code: string, modifications: readonly ReorderModification[]): { type: "success" | "info" | "error"; message: string } {
  const added = modifications.filter((m) => (m.quantityAdded ?? 0) > 0);
  const low = modifications.filter((m) => m.statusCode === "lowStock" && (m.quantityAdded ?? 0) > 0).map((m) => m.name);
  const none = modifications.filter((m) => (m.quantityAdded ?? 0) === 0).map((m) => m.name);
  if (added.length === 0) return { type: "error", message: orderMessages.reorderNothingAdded(code) };
  const parts = [orderMessages.reorderAdded(code)];
  if (low.length > 0) parts.push(orderMessages.reorderLowStock(low.join(", ")));
  if (none.length > 0) parts.push(orderMessages.reorderNoStock(none.join(", ")));
  return { type: low.length > 0 || none.length > 0 ? "info" : "success", message: parts.join(" ") };
}
