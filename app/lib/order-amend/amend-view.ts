/** The amend page's data (issue 23): the order's lines, a page of eligible products, the draft's additions off that page. */
export interface AmendView {
  /** `unavailable`: the backend has no amendment extension (stock SAP); `closed`: the order is not amendable. */
  state: "amendable" | "closed" | "unavailable";
  code: string;
  total: string | null;
  lines: { entryNumber: number; name: string; code: string; quantity: number; max: number; price: string | null }[];
  products: { code: string; name: string; price: string | null; max: number }[];
  /** Products chosen earlier (the draft) that are not on this page of products. */
  pending: { code: string; quantity: number }[];
  search: { q: string; page: number; pages: number };
}
