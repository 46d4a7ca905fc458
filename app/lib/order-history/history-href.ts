/**
 * The order history's addresses and field names (issue 23; docs/order-history.md), without the schema: the components
 * import these, so the browser's bundle of the history and of the home page (recent orders) carries no zod
 * (history-query.ts holds the schema and runs on the server).
 */

export const ORDER_HISTORY_PATH = "/my-account/orders";

export const HISTORY_FIELDS = ["status", "from", "to", "q", "sort"] as const;
export const UNIT_FIELDS = ["unit", "buyer", "sort"] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number] | (typeof UNIT_FIELDS)[number];
export type HistoryValues = Record<HistoryField, string>;

/** The list's URL with the given values (as the user gave them) and 1-based page; page 1 has no `page`. */
export function historyHref(view: "mine" | "units", values: Partial<HistoryValues>, page = 1, returns = false): string {
  const params = new URLSearchParams();
  if (view === "units") params.set("view", "units");
  if (returns) params.set("returns", "true");
  for (const field of view === "units" ? UNIT_FIELDS : HISTORY_FIELDS) {
    const value = values[field];
    if (value) params.set(field, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${ORDER_HISTORY_PATH}?${search}` : ORDER_HISTORY_PATH;
}

/** The order details page (issue 23) of an order. */
export const orderDetailsHref = (code: string) => `/my-account/order/${encodeURIComponent(code)}`;
