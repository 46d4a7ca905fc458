import { z } from "zod";
import { isOccError } from "./errors";
import { lenientList } from "./lenient-list.server";
import { ProductSearchPageSchema, SearchProductSchema } from "./products.server";
import { type OccCaller } from "./caller.server";
import { withStockFallback } from "./stock-fallback.server";

/**
 * Call group "global search and autocomplete" (spec part 1 §7: paths not shown; ours in
 * docs/occ-api.md "Global search and autocomplete"). Request and response: spec part 1 §3.
 *
 * Both are this customer's extensions. Without them (a stock SAP Commerce 2211 B2B answers 404
 * UnknownResourceError; issue 22) the storefront uses the stock calls Spartacus' search box makes
 * (`projects/core/src/occ/adapters/product/default-occ-product-config.ts`, `occ-product-search.adapter.ts`):
 * `GET products/search?query=&pageSize=` for the products and `GET products/suggestions?term=&max=`
 * (`SuggestionListWsDTO` `{suggestions: [{value}]}`) for the terms; a stock SAP has no content search, so the
 * content results are empty.
 */

/** Spec part 1 §9: search page size 10, first page 0. */
export const GLOBAL_SEARCH_PAGE_SIZE = 10;

const SuggestionSchema = z.object({ term: z.string() });

export const ContentResultSchema = z.object({
  title: z.string(),
  description: z.string().nullish(),
  imageUrl: z.string().nullish(),
  label: z.string().nullish(),
  name: z.string().nullish(),
  url: z.string().nullish(),
});
export type ContentResult = z.infer<typeof ContentResultSchema>;

export const GlobalSearchPaginationSchema = z.object({
  currentPage: z.number().int().nonnegative(),
  pageSize: z.number().int().positive().optional(),
  totalPages: z.number().int().nonnegative().optional(),
  totalResults: z.number().int().nonnegative(),
});

export const GlobalSearchResponseSchema = z.object({
  suggestions: lenientList(SuggestionSchema, "search/global suggestions").default([]),
  products: lenientList(SearchProductSchema, "search/global products").default([]),
  results: lenientList(ContentResultSchema, "search/global results").default([]),
  pagination: GlobalSearchPaginationSchema,
});
export type GlobalSearchResponse = z.infer<typeof GlobalSearchResponseSchema>;

export const AutocompleteResponseSchema = z.object({
  suggestions: lenientList(SuggestionSchema, "search/autocomplete suggestions").default([]),
  products: lenientList(SearchProductSchema, "search/autocomplete products").default([]),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

export interface GlobalSearchRequest {
  search: string;
  currentPage?: number;
  pageSize?: number;
}

/** How many products the global search shows (the reference backend's `search/global` answers 12). */
export const GLOBAL_SEARCH_PRODUCTS = 12;
/** How many products and terms autocomplete shows (the reference backend's `search/autocomplete`). */
export const AUTOCOMPLETE_PRODUCTS = 5;
export const SUGGESTIONS = 8;

/** Stock SAP's `SuggestionListWsDTO` (`GET products/suggestions`), as the terms this module returns. */
export const StockSuggestionsSchema = z
  .object({ suggestions: lenientList(z.object({ value: z.string() }), "products/suggestions suggestions").default([]) })
  .transform(({ suggestions }) => suggestions.map(({ value }) => ({ term: value })));

/** Stock: `GET products/suggestions?term=&max=`. */
function stockSuggestions({ occ }: OccCaller, term: string, max: number) {
  return occ.request({ path: "products/suggestions", query: { term, max }, schema: StockSuggestionsSchema });
}

/** Stock: the best `pageSize` products of a free-text `products/search` (Spartacus' search box query). */
async function stockProducts({ occ }: OccCaller, term: string, pageSize: number) {
  const page = await occ.request({
    path: "products/search",
    query: { query: term, pageSize, fields: "FULL" },
    schema: ProductSearchPageSchema,
  });
  return page.products;
}

export async function globalSearch(caller: OccCaller, request: GlobalSearchRequest): Promise<GlobalSearchResponse> {
  const { occ } = caller;
  const currentPage = request.currentPage ?? 0;
  const pageSize = request.pageSize ?? GLOBAL_SEARCH_PAGE_SIZE;
  return withStockFallback(
    "search/global",
    "GET products/search and GET products/suggestions (no content results)",
    () =>
      occ.request({
        path: "search/global",
        query: { search: request.search, pageSize, currentPage },
        schema: GlobalSearchResponseSchema,
      }),
    async () => {
      const [suggestions, products] = await Promise.all([
        stockSuggestions(caller, request.search, SUGGESTIONS),
        stockProducts(caller, request.search, GLOBAL_SEARCH_PRODUCTS),
      ]);
      return { suggestions, products, results: [], pagination: { currentPage, pageSize, totalPages: 0, totalResults: 0 } };
    },
  );
}

export async function autocomplete(caller: OccCaller, term: string): Promise<AutocompleteResponse> {
  return withStockFallback(
    "search/autocomplete",
    "GET products/suggestions?term=&max= and GET products/search",
    () => caller.occ.request({ path: "search/autocomplete", query: { term }, schema: AutocompleteResponseSchema }),
    async () => {
      const [suggestions, products] = await Promise.all([
        stockSuggestions(caller, term, SUGGESTIONS),
        stockProducts(caller, term, AUTOCOMPLETE_PRODUCTS),
      ]);
      return { suggestions, products };
    },
  );
}

/**
 * The backend's 400 for a malformed search (`search` of the global search, `query` of the
 * product search): shown as 'Your search query is incorrectly formatted…' (spec part 2 §8).
 */
export function isSearchQueryError(error: unknown): boolean {
  return (
    isOccError(error) &&
    error.status === 400 &&
    error.details.some((detail) => detail.subject === "search" || detail.subject === "query")
  );
}
