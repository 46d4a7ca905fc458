import { messages } from "~/lib/messages";
import { type OccClient } from "~/lib/occ/client.server";
import { PRODUCT_LIST_PAGE_SIZE, searchProducts } from "~/lib/occ/products.server";
import { resultRange } from "~/lib/pagination";
import { type PriceContext } from "~/lib/pricing";
import { type ProductCardData, toProductCard } from "~/lib/product-card.server";
import {
  type AppliedFilterView,
  type FacetView,
  type SortOptionView,
  appliedFilterViews,
  facetViews,
  sortOptionViews,
} from "~/lib/product-listing";
import { type FacetFilter, type ListingState, listingOccQuery } from "~/lib/search-query";

/**
 * Category and brand pages (spec part 2 §2, §9): `products/search` with the page's own filter
 * (`:relevance:allCategories:{code}` or the brand facet) plus the user's filters, sort and page
 * from the URL; 18 per page.
 */
export interface ListingPageData {
  heading: string;
  cards: ProductCardData[];
  range: { from: number; to: number; total: number };
  pagination: { currentPage: number; totalPages: number };
  facets: FacetView[];
  applied: AppliedFilterView[];
  sorts: SortOptionView[];
  state: ListingState;
  priceContext: PriceContext;
}

export interface ListingPageArgs {
  base: FacetFilter;
  pathname: string;
  state: ListingState;
  priceContext: PriceContext;
}

export async function loadProductListing(occ: OccClient, args: ListingPageArgs): Promise<ListingPageData> {
  const { base, state, priceContext } = args;
  const result = await searchProducts(occ, {
    query: listingOccQuery("", [base], state),
    currentPage: state.page,
    pageSize: PRODUCT_LIST_PAGE_SIZE,
    sort: state.sort ?? undefined,
  });
  // An unknown category or brand: the backend names none and finds nothing.
  if (!result.categoryName && result.pagination.totalResults === 0 && state.filters.length === 0) {
    throw new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
  }
  const context = { pathname: args.pathname, base: [base], state, hiddenFacets: [base.facet] };
  return {
    heading: result.categoryName ?? base.value,
    cards: result.products.map((product) => toProductCard(product, priceContext)),
    range: resultRange(result.pagination.currentPage, result.pagination.pageSize, result.pagination.totalResults),
    pagination: { currentPage: result.pagination.currentPage, totalPages: result.pagination.totalPages },
    facets: facetViews(result, context),
    applied: appliedFilterViews(result, context),
    sorts: sortOptionViews(result, state),
    state,
    priceContext,
  };
}
