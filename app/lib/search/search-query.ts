import { readPageParam } from "~/lib/pagination";

/**
 * Search terms and product-list queries (spec part 1 §4, §5; part 2 §3, §8, §9).
 * Pure functions: used by loaders and by the search dialog in the browser, so no zod here.
 *
 * Two kinds of query meet here:
 * - the OCC `products/search` query, `free text:sort[:facet:value]…` (docs/occ-api.md);
 * - the product list's URL state, `?colour=navy&colour=black&sort=price-asc&page=2`, which keeps
 *   page, sort and filters in the address bar so Back and reloads return to the same list
 *   (the retained search filters of spec part 1 §2 live here, not in browser storage).
 */

// ---------------------------------------------------------------------------------------------
// Search terms
// ---------------------------------------------------------------------------------------------

/** Characters the global search rejects (docs/occ-api.md) and that would break an OCC query. */
export const SEARCH_SPECIAL_CHARACTERS = /[:<>{}[\]\\]/;

export type SearchTermProblem = "required" | "invalidCharacters";

/** Why a search term cannot be searched, or null when it can (spec part 1 §5, part 2 §8). */
export function searchTermProblem(term: string | null | undefined): SearchTermProblem | null {
  const trimmed = (term ?? "").trim();
  if (trimmed === "") return "required";
  if (SEARCH_SPECIAL_CHARACTERS.test(trimmed)) return "invalidCharacters";
  return null;
}

/** `/search/{term}`: the full results page. */
export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term.trim())}`;
}

export type SearchVariant = "default" | "wholesale";

export const AUTOCOMPLETE_MIN_LENGTH = 1;
export const AUTOCOMPLETE_DELAY_MS = 300;
/** Default variant: a search starts on Enter only with more than this many characters. */
export const DEFAULT_VARIANT_MIN_LENGTH = 2;

/**
 * Spec part 1 §4: the default variant launches on Enter (mobile keyboards' Done, Go, Search and
 * Next send Enter too) when the term has more than 1 character; the wholesale variant searches
 * on any key when the term is non-empty.
 */
export function shouldLaunchSearch(variant: SearchVariant, term: string, key: string): boolean {
  const length = term.trim().length;
  if (variant === "wholesale") return length > 0;
  return key === "Enter" && length >= DEFAULT_VARIANT_MIN_LENGTH;
}

/** Spec part 1 §5: autocomplete from 1 character (after a 300 ms pause). */
export function shouldAutocomplete(term: string): boolean {
  return term.trim().length >= AUTOCOMPLETE_MIN_LENGTH;
}

// ---------------------------------------------------------------------------------------------
// OCC product queries
// ---------------------------------------------------------------------------------------------

/** Facets the storefront reads from the URL (docs/occ-api.md "Issue 3 additions"). */
export const FACET_CODES = ["allCategories", "brand", "colour", "size"] as const;
export type FacetCode = (typeof FACET_CODES)[number];

export const SORT_CODES = ["relevance", "name-asc", "name-desc", "price-asc", "price-desc"] as const;
export type SortCode = (typeof SORT_CODES)[number];
/** Spec part 2 §9: relevance (always on the wholesale site). */
export const DEFAULT_SORT: SortCode = "relevance";

export interface FacetFilter {
  facet: FacetCode;
  value: string;
}

export interface OccQuery {
  text: string;
  sort: SortCode;
  filters: FacetFilter[];
}

export const isFacetCode = (code: string): code is FacetCode => (FACET_CODES as readonly string[]).includes(code);
export const isSortCode = (code: string): code is SortCode => (SORT_CODES as readonly string[]).includes(code);

/** A facet value the OCC query can carry: non-empty, no separator. */
function isFacetValue(value: string): boolean {
  return value.length > 0 && value.length <= 100 && !value.includes(":");
}

/**
 * Reads `text:sort:facet:value…`. Tolerant: an unknown sort becomes relevance, unknown facets and
 * incomplete pairs are dropped (the value comes from the backend or the URL, never trusted as is).
 */
export function parseOccQuery(value: string): OccQuery {
  const [text = "", sort = "", ...pairs] = value.split(":");
  const filters: FacetFilter[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const facet = pairs[i] ?? "";
    const facetValue = pairs[i + 1] ?? "";
    if (isFacetCode(facet) && isFacetValue(facetValue)) filters.push({ facet, value: facetValue });
  }
  return { text: text.trim(), sort: isSortCode(sort) ? sort : DEFAULT_SORT, filters: uniqueFilters(filters) };
}

export function formatOccQuery({ text, sort, filters }: OccQuery): string {
  return [text.trim(), sort, ...filters.flatMap((filter) => [filter.facet, filter.value])].join(":");
}

/** Spec part 2 §9: category pages query `:relevance:allCategories:{code}`. */
export function categoryFilter(code: string): FacetFilter {
  return { facet: "allCategories", value: code };
}

/** Brand pages filter on the `brand` facet (docs/occ-api.md). */
export function brandFilter(code: string): FacetFilter {
  return { facet: "brand", value: code };
}

export function categoryQuery(code: string): string {
  return formatOccQuery({ text: "", sort: DEFAULT_SORT, filters: [categoryFilter(code)] });
}

export function brandQuery(code: string): string {
  return formatOccQuery({ text: "", sort: DEFAULT_SORT, filters: [brandFilter(code)] });
}

// ---------------------------------------------------------------------------------------------
// Product list URL state
// ---------------------------------------------------------------------------------------------

export interface ListingState {
  /** Filters chosen by the user (the page's own filter, e.g. its category, is not among them). */
  filters: FacetFilter[];
  /** The chosen sort; null is the default (relevance). */
  sort: SortCode | null;
  /** 0-based, as in OCC; the URL shows it 1-based (`?page=2` is the second page). */
  page: number;
}

export const EMPTY_LISTING: ListingState = { filters: [], sort: null, page: 0 };

const sameFilter = (a: FacetFilter, b: FacetFilter) => a.facet === b.facet && a.value === b.value;

function uniqueFilters(filters: readonly FacetFilter[]): FacetFilter[] {
  return filters.filter((filter, index) => filters.findIndex((other) => sameFilter(other, filter)) === index);
}


export function readListingState(params: URLSearchParams, pageParam = "page"): ListingState {
  const filters: FacetFilter[] = [];
  for (const facet of FACET_CODES) {
    for (const value of params.getAll(facet)) if (isFacetValue(value)) filters.push({ facet, value });
  }
  const sort = params.get("sort");
  return {
    filters: uniqueFilters(filters),
    sort: sort && isSortCode(sort) ? sort : null,
    page: readPageParam(params.get(pageParam)),
  };
}

export type ExtraParams = Record<string, string | number | null | undefined>;

/**
 * The query string of a list state (`?colour=navy&sort=price-asc&page=2`, or '' for the default
 * list). `extra` adds other parameters the page keeps (e.g. the content results' page).
 */
export function listingSearch(state: ListingState, extra: ExtraParams = {}, pageParam = "page"): string {
  const params = new URLSearchParams();
  for (const facet of FACET_CODES) {
    for (const filter of state.filters) if (filter.facet === facet) params.append(facet, filter.value);
  }
  if (state.sort && state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  if (state.page > 0) params.set(pageParam, String(state.page + 1));
  for (const [key, value] of Object.entries(extra)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Adds the filter if absent, removes it if present (a facet value's link). */
export function toggleFilter(filters: readonly FacetFilter[], filter: FacetFilter): FacetFilter[] {
  return filters.some((f) => sameFilter(f, filter))
    ? filters.filter((f) => !sameFilter(f, filter))
    : [...filters, filter];
}

/** Removes every value of one facet (a facet's 'Clear' link). */
export function clearFacet(filters: readonly FacetFilter[], facet: string): FacetFilter[] {
  return filters.filter((f) => f.facet !== facet);
}

/**
 * The OCC query for a list: the page's free text and own filters (`base`) plus the user's.
 * The sort travels in the query and, when chosen, as the explicit `sort` parameter too.
 */
export function listingOccQuery(text: string, base: readonly FacetFilter[], state: ListingState): string {
  return formatOccQuery({
    text,
    sort: state.sort ?? DEFAULT_SORT,
    filters: uniqueFilters([...base, ...state.filters]),
  });
}

/**
 * The list state an OCC query (a facet value's toggle query or a breadcrumb's remove query from
 * the backend) stands for on a page whose own filters are `base`: those are left out of the URL,
 * the sort is kept and the page goes back to the first.
 */
export function listingStateFromOccQuery(
  value: string,
  base: readonly FacetFilter[],
  sort: SortCode | null,
): ListingState {
  const query = parseOccQuery(value);
  return {
    filters: query.filters.filter((filter) => !base.some((own) => sameFilter(own, filter))),
    sort,
    page: 0,
  };
}

/** Kept here too for the search modules that read it with the rest of the query. */
export { readPageParam };
