import { getOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import * as messages from "~/lib/messages";
import { type OccClient } from "~/lib/occ/client.server";
import { PRODUCT_LIST_PAGE_SIZE, type ProductSearchPage, searchProducts } from "~/lib/occ/products.server";
import { type PriceContext } from "~/lib/product/pricing";
import { type ProductCardData, getPriceContext, toProductCard } from "~/lib/product/product-card.server";
import {
  type AppliedFilterView,
  type FacetView,
  type SortOptionView,
  appliedFilterViews,
  facetViews,
  sortOptionViews,
  visibleRange,
} from "~/lib/search/product-listing";
import { type FacetFilter, type ListingState, listingOccQuery, readListingState } from "~/lib/search/search-query";
import { type RequestContext } from "~/lib/request-context.server";

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

/**
 * The page's heading: the name of its own filter. `categoryName` names the page when it is the
 * only category or brand filter; with a category chosen on a brand page, the breadcrumb of the
 * page's own filter still names it.
 */
export function listingHeading(result: Pick<ProductSearchPage, "breadcrumbs" | "categoryName">, base: FacetFilter): string {
  const own = result.breadcrumbs.find((crumb) => crumb.facetCode === base.facet && crumb.facetValueCode === base.value);
  return own?.facetValueName ?? result.categoryName ?? base.value;
}

export interface ListingPageArgs {
  base: FacetFilter;
  pathname: string;
  state: ListingState;
  priceContext: PriceContext;
}

export async function loadProductListing(occ: OccClient, args: ListingPageArgs): Promise<ListingPageData> {
  const { base, state, priceContext } = args;
  const result = await searchProducts({ occ }, {
    query: listingOccQuery("", [base], state),
    currentPage: state.page,
    pageSize: PRODUCT_LIST_PAGE_SIZE,
    sort: state.sort ?? undefined,
  });
  // An unknown category or brand (or one with nothing in it) has no page.
  if (result.pagination.totalResults === 0 && state.filters.length === 0) {
    throw new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
  }
  const context = { pathname: args.pathname, base: [base], state, hiddenFacets: [base.facet] };
  return {
    heading: listingHeading(result, base),
    cards: result.products.map((product) => toProductCard(product, priceContext)),
    range: visibleRange(result.pagination, result.products.length),
    pagination: { currentPage: result.pagination.currentPage, totalPages: result.pagination.totalPages },
    facets: facetViews(result, context),
    applied: appliedFilterViews(result, context),
    sorts: sortOptionViews(result, state),
    state,
    priceContext,
  };
}

/**
 * The whole loader of a category or brand page: the page's own filter, plus the user's filters,
 * sort and page from the URL. The two routes differ only in `base`.
 */
export async function loadListingPage(request: Request, context: RequestContext, base: FacetFilter) {
  const url = new URL(request.url);
  const [occ, priceContext] = await Promise.all([getOcc(request, context), getPriceContext(request, context)]);
  const data = await loadProductListing(occ, {
    base,
    pathname: url.pathname,
    state: readListingState(url.searchParams),
    priceContext,
  }).catch(throwBackendError);
  return { ...data, pathname: url.pathname };
}
