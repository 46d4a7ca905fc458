import { Facets, SortForm } from "~/components/search/facets";
import { Pagination } from "~/components/pagination";
import { ProductGrid } from "~/components/product/product-grid";
import * as messages from "~/lib/messages";
import { type PriceContext } from "~/lib/product/pricing";
import { type ProductCardData } from "~/lib/product/product-card.server";
import { type AppliedFilterView, type FacetView, type SortOptionView } from "~/lib/search/product-listing";
import { type ExtraParams, type ListingState, listingSearch } from "~/lib/search/search-query";

export interface ProductListingProps {
  pathname: string;
  cards: readonly ProductCardData[];
  range: { from: number; to: number; total: number };
  pagination: { currentPage: number; totalPages: number };
  facets: readonly FacetView[];
  applied: readonly AppliedFilterView[];
  sorts: readonly SortOptionView[];
  state: ListingState;
  priceContext: PriceContext;
  /** Other URL parameters the page keeps in its links (the search page's content page). */
  extra?: ExtraParams;
}

export function resultRangeText(range: { from: number; to: number; total: number }): string {
  return range.total === 0 || range.from === 0 ? messages.searchShowingNone : messages.searchShowing(range.from, range.to, range.total);
}

/** A product list: facets beside the grid, the count and sort above it, pagination below. */
export function ProductListing(props: ProductListingProps) {
  const { pathname, state, extra } = props;
  return (
    <div className="listing">
      <div className="listing__facets">
        <Facets facets={props.facets} applied={props.applied} />
      </div>
      <div className="listing__results">
        <div className="listing__toolbar">
          <p className="listing__count">{resultRangeText(props.range)}</p>
          <SortForm sorts={props.sorts} state={state} extra={extra} />
        </div>
        <ProductGrid cards={props.cards} priceContext={props.priceContext} />
        <Pagination
          label="Product pages"
          currentPage={props.pagination.currentPage}
          totalPages={props.pagination.totalPages}
          hrefFor={(page) => `${pathname}${listingSearch({ ...state, page }, extra)}`}
        />
      </div>
    </div>
  );
}

/** A category or brand page: its heading (the filter's name) and the listing. */
export function ListingPage({ heading, ...listing }: ProductListingProps & { heading: string }) {
  return (
    <div className="listing-page">
      <h1>{heading}</h1>
      <ProductListing {...listing} />
    </div>
  );
}
