import { z } from "zod";
import { isOccError } from "./errors";
import { SearchProductSchema } from "./products.server";
import { type OccCaller } from "./caller.server";

/**
 * Call group "global search and autocomplete" (spec part 1 §7: paths not shown; ours in
 * docs/occ-api.md "Global search and autocomplete"). Request and response: spec part 1 §3.
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
  suggestions: z.array(SuggestionSchema).default([]),
  products: z.array(SearchProductSchema).default([]),
  results: z.array(ContentResultSchema).default([]),
  pagination: GlobalSearchPaginationSchema,
});
export type GlobalSearchResponse = z.infer<typeof GlobalSearchResponseSchema>;

export const AutocompleteResponseSchema = z.object({
  suggestions: z.array(SuggestionSchema).default([]),
  products: z.array(SearchProductSchema).default([]),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

export interface GlobalSearchRequest {
  search: string;
  currentPage?: number;
  pageSize?: number;
}

export async function globalSearch({ occ }: OccCaller, request: GlobalSearchRequest): Promise<GlobalSearchResponse> {
  return occ.request({
    path: "search/global",
    query: {
      search: request.search,
      pageSize: request.pageSize ?? GLOBAL_SEARCH_PAGE_SIZE,
      currentPage: request.currentPage ?? 0,
    },
    schema: GlobalSearchResponseSchema,
  });
}

export async function autocomplete({ occ }: OccCaller, term: string): Promise<AutocompleteResponse> {
  return occ.request({ path: "search/autocomplete", query: { term }, schema: AutocompleteResponseSchema });
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
