/**
 * The order history's addresses and field names (issue 23; docs/order-history.md), without the schema: the components
 * import these, so the browser's bundle of the history and of the home page (recent orders) carries no zod
 * (history-query.ts holds the schema and runs on the server).
 */

import { listHref } from "~/lib/pagination";

export const ORDER_HISTORY_PATH = "/my-account/orders";

export const HISTORY_FIELDS = ["status", "from", "to", "q", "sort"] as const;
export const UNIT_FIELDS = ["unit", "buyer", "sort"] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number] | (typeof UNIT_FIELDS)[number];
export type HistoryValues = Record<HistoryField, string>;

/** The list's URL with the given values (as the user gave them) and 1-based page; page 1 has no `page`. */
export function historyHref(view: "mine" | "units", values: Partial<HistoryValues>, page = 1, returns = false): string {
  const fields = view === "units" ? UNIT_FIELDS : HISTORY_FIELDS;
  const params = [
    ["view", view === "units" ? "units" : undefined],
    ["returns", returns ? "true" : undefined],
    ...fields.map((field) => [field, values[field]] as const),
  ] as const;
  return listHref(ORDER_HISTORY_PATH, params, page);
}

/** The order details page (issue 23) of an order. */
export const orderDetailsHref = (code: string) => `/my-account/order/${encodeURIComponent(code)}`;
