import { formatPriceText } from "~/lib/cart/totals-display";
import type { ChangeOrder, ChangeOrderEntry } from "~/lib/occ/order-changes.server";

/** An entry's name as the pages show it: the product and its variant ("Polo shirt (Navy, M)"). */
export function entryName(entry: Pick<ChangeOrderEntry, "product">): string {
  const name = entry.product.name ?? entry.product.code;
  const options = entry.product.variantOptionQualifiers.map((qualifier) => qualifier.value).filter(Boolean);
  return options.length > 0 ? `${name} (${options.join(", ")})` : name;
}

export interface CancelEntryView {
  entryNumber: number;
  name: string;
  code: string;
  ordered: number;
  cancelled: number;
  /** Units still cancellable. */
  max: number;
}

export interface CancelView {
  code: string;
  total: string | null;
  cancellable: boolean;
  /** Entries with something left to cancel (the form's). */
  entries: CancelEntryView[];
  /** Entries with nothing left to cancel (shipped or cancelled). */
  locked: CancelEntryView[];
}

/** The order as the cancel form shows it (SAP's `cancellable` and entries' `cancellableQuantity`). */
export function cancelView(order: ChangeOrder): CancelView {
  const all = order.entries.map((entry) => ({
    entryNumber: entry.entryNumber,
    name: entryName(entry),
    code: entry.product.code,
    ordered: entry.approvedQuantity ?? entry.quantity,
    cancelled: entry.cancelledQuantity,
    max: entry.cancellableQuantity,
  }));
  const entries = all.filter((entry) => entry.max > 0);
  return {
    code: order.code,
    total: order.totalPriceWithTax ? formatPriceText(order.totalPriceWithTax) : null,
    cancellable: order.cancellable && entries.length > 0,
    entries,
    locked: all.filter((entry) => entry.max === 0),
  };
}
