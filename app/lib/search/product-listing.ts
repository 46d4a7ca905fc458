import { type ProductSearchPage } from "~/lib/occ/products.server";
import { resultRange } from "~/lib/pagination";
import {
  DEFAULT_SORT,
  type ExtraParams,
  type FacetFilter,
  type ListingState,
  type SortCode,
  clearFacet,
  isFacetCode,
  isSortCode,
  listingSearch,
  listingStateFromOccQuery,
} from "~/lib/search/search-query";

/**
 * What a product list (category, brand and search pages) shows around its products: facets as
 * links, the filters applied (breadcrumbs) with their remove links, and the sort options. Every
 * link is a plain URL of the list state (app/lib/search/search-query.ts), so all of it works without JS.
 */

export interface FacetValueView {
  name: string;
  count: number | null;
  selected: boolean;
  href: string;
}

export interface FacetView {
  code: string;
  name: string;
  values: FacetValueView[];
  /** Removes every selected value of this facet; null when none is selected. */
  clearHref: string | null;
}

export interface AppliedFilterView {
  facetName: string;
  valueName: string;
  href: string;
}

export interface SortOptionView {
  code: SortCode;
  name: string;
  selected: boolean;
}

export interface ListingContext {
  pathname: string;
  /** The page's own filters (its category or brand): never shown as removable, never in the URL. */
  base: readonly FacetFilter[];
  state: ListingState;
  /** Facets the page does not offer (a category page does not list categories). */
  hiddenFacets?: readonly string[];
  /** Other parameters the page keeps in its links. */
  extra?: ExtraParams;
}

function href(context: ListingContext, state: ListingState): string {
  return `${context.pathname}${listingSearch(state, context.extra)}`;
}

function isBase(context: ListingContext, facet: string, value: string): boolean {
  return context.base.some((own) => own.facet === facet && own.value === value);
}

export function facetViews(result: Pick<ProductSearchPage, "facets">, context: ListingContext): FacetView[] {
  const hidden = new Set(context.hiddenFacets ?? []);
  const views: FacetView[] = [];
  for (const facet of result.facets) {
    if (!facet.visible || (facet.code && hidden.has(facet.code))) continue;
    const values = facet.values
      .filter((value) => !(facet.code && value.code && isBase(context, facet.code, value.code)))
      .map((value) => ({
        name: value.name,
        count: value.count ?? null,
        selected: value.selected,
        href: href(context, listingStateFromOccQuery(value.query.query.value, context.base, context.state.sort)),
      }));
    if (values.length === 0) continue;
    const code = facet.code ?? facet.name;
    const anySelected = values.some((value) => value.selected);
    views.push({
      code,
      name: facet.name,
      values,
      clearHref:
        anySelected && isFacetCode(code)
          ? href(context, { ...context.state, filters: clearFacet(context.state.filters, code), page: 0 })
          : null,
    });
  }
  return views;
}

export function appliedFilterViews(
  result: Pick<ProductSearchPage, "breadcrumbs">,
  context: ListingContext,
): AppliedFilterView[] {
  return result.breadcrumbs
    .filter((crumb) => !isBase(context, crumb.facetCode, crumb.facetValueCode))
    .map((crumb) => ({
      facetName: crumb.facetName,
      valueName: crumb.facetValueName,
      href: href(context, listingStateFromOccQuery(crumb.removeQuery.query.value, context.base, context.state.sort)),
    }));
}

/** The backend's sorts we know, relevance first (spec part 2 §9), the current one selected. */
export function sortOptionViews(result: Pick<ProductSearchPage, "sorts">, state: ListingState): SortOptionView[] {
  const current = state.sort ?? DEFAULT_SORT;
  const options: SortOptionView[] = [];
  for (const sort of result.sorts) {
    if (!isSortCode(sort.code)) continue;
    options.push({ code: sort.code, name: sort.name ?? sort.code, selected: sort.code === current });
  }
  return options.sort((a, b) => Number(b.code === DEFAULT_SORT) - Number(a.code === DEFAULT_SORT));
}

export interface ResultRange {
  from: number;
  to: number;
  total: number;
}

/**
 * 'Showing a-b of n results' numbers for what a page shows. A page past the end shows nothing:
 * from and to are 0 (read as 'Showing 0 results'), the total stays.
 */
export function visibleRange(
  pagination: { currentPage: number; pageSize?: number; totalResults: number },
  shown: number,
  pageSize = pagination.pageSize ?? 1,
): ResultRange {
  if (shown === 0) return { from: 0, to: 0, total: pagination.totalResults };
  return resultRange(pagination.currentPage, pageSize, pagination.totalResults);
}
