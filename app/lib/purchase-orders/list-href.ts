/** The /purchase-order list's GET parameters, in form order (the URL contract of issue 6). */
export const LIST_FILTER_FIELDS = ["status", "businessUnit", "createdFrom", "createdTo", "sort"] as const;
export type ListFilterField = (typeof LIST_FILTER_FIELDS)[number];
export type ListFilterValues = Record<ListFilterField, string>;

/** The list's URL for a 1-based page with the same filter values (as the user gave them); page 1 has no `page`. */
export function listHref(values: Partial<ListFilterValues>, page: number): string {
  const params = new URLSearchParams();
  for (const field of LIST_FILTER_FIELDS) {
    const value = values[field];
    if (value) params.set(field, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/purchase-order?${search}` : "/purchase-order";
}
