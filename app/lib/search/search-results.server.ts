import { redirect } from "@remix-run/node";
import { getOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getEnv } from "~/lib/env.server";
import * as messages from "~/lib/messages";
import { type OccClient } from "~/lib/occ/client.server";
import { type RequestContext } from "~/lib/request-context.server";
import { PRODUCT_LIST_PAGE_SIZE, searchProducts } from "~/lib/occ/products.server";
import {
  type ContentResult,
  GLOBAL_SEARCH_PAGE_SIZE,
  autocomplete,
  globalSearch,
  isSearchQueryError,
} from "~/lib/occ/search.server";
import { type PriceContext } from "~/lib/product/pricing";
import { type ProductCardData, getPriceContext, toProductCard } from "~/lib/product/product-card.server";
import {
  type AppliedFilterView,
  type ResultRange,
  type FacetView,
  type SortOptionView,
  appliedFilterViews,
  facetViews,
  sortOptionViews,
  visibleRange,
} from "~/lib/search/product-listing";
import {
  type ListingState,
  listingOccQuery,
  readListingState,
  readPageParam,
  searchPath,
  searchTermProblem,
} from "~/lib/search/search-query";
import { htmlToText } from "~/lib/sanitize.server";

export { getPriceContext };

/**
 * The global search results: the `/search/{term}` page (product list + content results, fetched
 * in parallel) and the search dialog's data (global search, autocomplete). Terms with special
 * characters are refused before any backend call; the backend's own 400 maps to the same text.
 */

export interface ContentResultView {
  title: string;
  description: string | null;
  imageUrl: string | null;
  href: string | null;
  label: string | null;
}

/** Only site paths and http(s) addresses become links: never `javascript:` or data URLs. */
export function safeContentHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

export function toContentResult(result: ContentResult): ContentResultView {
  return {
    title: htmlToText(result.title),
    description: result.description ? htmlToText(result.description) || null : null,
    imageUrl: result.imageUrl ?? null,
    href: safeContentHref(result.url),
    label: result.label ? htmlToText(result.label) : null,
  };
}

interface PageInfo {
  currentPage: number;
  totalPages: number;
}

function pageInfo(pagination: { currentPage: number; totalResults: number; totalPages?: number }, pageSize: number) {
  return {
    currentPage: pagination.currentPage,
    totalPages: pagination.totalPages ?? Math.ceil(pagination.totalResults / pageSize),
  };
}

export interface ProductResults {
  cards: ProductCardData[];
  range: ResultRange;
  pagination: PageInfo;
  facets: FacetView[];
  applied: AppliedFilterView[];
  /** Empty on the wholesale site: its search sorts by relevance only (spec part 2 §9). */
  sorts: SortOptionView[];
}

export interface ContentResults {
  results: ContentResultView[];
  range: ResultRange;
  pagination: PageInfo;
}

export type SearchPageData =
  | { status: "invalid"; term: string; message: string }
  | {
      status: "ok";
      term: string;
      suggestions: string[];
      topProducts: ProductCardData[];
      products: ProductResults;
      content: ContentResults;
      /** The list state actually searched (the wholesale site ignores a sort). */
      state: ListingState;
      priceContext: PriceContext;
    };

export interface SearchPageArgs {
  term: string;
  pathname: string;
  state: ListingState;
  contentPage: number;
  priceContext: PriceContext;
  siteType: "corporate" | "wholesale";
}

const uniqueTerms = (suggestions: { term: string }[], own: string) =>
  [...new Set(suggestions.map((s) => s.term.trim()))].filter(
    (term) => term && term.toLowerCase() !== own.toLowerCase() && !searchTermProblem(term),
  );

export async function loadSearchPage(occ: OccClient, args: SearchPageArgs): Promise<SearchPageData> {
  const { term, priceContext } = args;
  if (searchTermProblem(term) === "invalidCharacters") return { status: "invalid", term, message: messages.searchQueryIncorrect };
  const state: ListingState = args.siteType === "wholesale" ? { ...args.state, sort: null } : args.state;
  let productPage, global;
  try {
    [productPage, global] = await Promise.all([
      searchProducts({ occ }, {
        query: listingOccQuery(term, [], state),
        currentPage: state.page,
        pageSize: PRODUCT_LIST_PAGE_SIZE,
        sort: state.sort ?? undefined,
      }),
      globalSearch({ occ }, { search: term, currentPage: args.contentPage, pageSize: GLOBAL_SEARCH_PAGE_SIZE }),
    ]);
  } catch (error) {
    if (isSearchQueryError(error)) return { status: "invalid", term, message: messages.searchQueryIncorrect };
    throw error;
  }
  const listing = { pathname: args.pathname, base: [], state, extra: { contentPage: contentPageParam(args.contentPage) } };
  return {
    status: "ok",
    term,
    suggestions: uniqueTerms(global.suggestions, term),
    topProducts: global.products.map((p) => toProductCard(p, priceContext)),
    products: {
      cards: productPage.products.map((p) => toProductCard(p, priceContext)),
      range: visibleRange(productPage.pagination, productPage.products.length),
      pagination: pageInfo(productPage.pagination, productPage.pagination.pageSize),
      facets: facetViews(productPage, listing),
      applied: appliedFilterViews(productPage, listing),
      sorts: args.siteType === "wholesale" ? [] : sortOptionViews(productPage, state),
    },
    content: {
      results: global.results.map(toContentResult),
      range: visibleRange(global.pagination, global.results.length, GLOBAL_SEARCH_PAGE_SIZE),
      pagination: pageInfo(global.pagination, GLOBAL_SEARCH_PAGE_SIZE),
    },
    state,
    priceContext,
  };
}

/** The content results' page in the URL (1-based), or null for the first page. */
export function contentPageParam(page: number): number | null {
  return page > 0 ? page + 1 : null;
}

// ---------------------------------------------------------------------------------------------
// The search dialog's data (resource route)
// ---------------------------------------------------------------------------------------------

export type DialogSearchData =
  | { kind: "error"; term: string; message: string }
  | {
      kind: "search";
      term: string;
      viewAllHref: string;
      suggestions: string[];
      products: ProductCardData[];
      results: ContentResultView[];
      range: ResultRange;
      pagination: PageInfo;
      priceContext: PriceContext;
    }
  | { kind: "autocomplete"; term: string; suggestions: string[]; products: ProductCardData[]; priceContext: PriceContext };

export async function loadDialogSearch(
  occ: OccClient,
  args: { term: string; page: number; priceContext: PriceContext },
): Promise<DialogSearchData> {
  const problem = searchTermProblem(args.term);
  if (problem) {
    return { kind: "error", term: args.term, message: problem === "required" ? messages.required : messages.searchQueryIncorrect };
  }
  try {
    const global = await globalSearch({ occ }, { search: args.term, currentPage: args.page });
    return {
      kind: "search",
      term: args.term,
      viewAllHref: searchPath(args.term),
      suggestions: uniqueTerms(global.suggestions, args.term),
      products: global.products.map((p) => toProductCard(p, args.priceContext)),
      results: global.results.map(toContentResult),
      range: visibleRange(global.pagination, global.results.length, GLOBAL_SEARCH_PAGE_SIZE),
      pagination: pageInfo(global.pagination, GLOBAL_SEARCH_PAGE_SIZE),
      priceContext: args.priceContext,
    };
  } catch (error) {
    if (isSearchQueryError(error)) return { kind: "error", term: args.term, message: messages.searchQueryIncorrect };
    throw error;
  }
}

export async function loadAutocomplete(
  occ: OccClient,
  args: { term: string; priceContext: PriceContext },
): Promise<DialogSearchData> {
  if (searchTermProblem(args.term)) return { kind: "autocomplete", term: args.term, suggestions: [], products: [], priceContext: args.priceContext };
  try {
    const result = await autocomplete({ occ }, args.term);
    return {
      kind: "autocomplete",
      term: args.term,
      suggestions: uniqueTerms(result.suggestions, ""),
      products: result.products.map((p) => toProductCard(p, args.priceContext)),
      priceContext: args.priceContext,
    };
  } catch (error) {
    if (isSearchQueryError(error)) return { kind: "autocomplete", term: args.term, suggestions: [], products: [], priceContext: args.priceContext };
    throw error;
  }
}

/** The `/search/{term}` route's loader: redirects an empty term to the search form. */
export async function loadSearchRoute(request: Request, context: RequestContext, rawTerm: string) {
  const term = rawTerm.trim();
  if (searchTermProblem(term) === "required") throw redirect("/search");
  const url = new URL(request.url);
  const siteType = getEnv().siteType;
  const [occ, priceContext] = await Promise.all([getOcc(request, context), getPriceContext(request, context)]);
  const data = await loadSearchPage(occ, {
    term,
    pathname: url.pathname,
    state: readListingState(url.searchParams),
    contentPage: readPageParam(url.searchParams.get("contentPage")),
    priceContext,
    siteType,
  }).catch(throwBackendError);
  return { ...data, siteType, pathname: url.pathname };
}
