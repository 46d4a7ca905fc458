import { Carousel } from "~/components/search/carousel";
import { Pagination } from "~/components/pagination";
import { ProductCard } from "~/components/product/product-card";
import { ContentResults } from "~/components/search/content-results";
import { ProductListing, resultRangeText } from "~/components/search/product-listing";
import { SearchForm } from "~/components/search/search-form";
import * as messages from "~/lib/messages";
import { listingSearch } from "~/lib/search/search-query";
import { type SearchPageData } from "~/lib/search/search-results.server";
import { SuggestionLinks } from "~/components/search/suggestion-links";

type Props = { data: SearchPageData & { siteType: "corporate" | "wholesale"; pathname: string } };

/**
 * The `/search/{term}` page: the term in a form to refine it, then 'Top suggestions', the top
 * products as a carousel, the product list (facets, sort, pagination) and the content results
 * ('Top results', 'Showing a-b of n results', 'Top Result' first, their own pagination).
 */
export function SearchResults({ data }: Props) {
  const { term, siteType, pathname } = data;
  return (
    <div className="search-page">
      <h1>Search results for &apos;{term}&apos;</h1>
      <SearchForm
        siteType={siteType}
        defaultValue={term}
        error={data.status === "invalid" ? data.message : null}
      />
      {data.status === "ok" ? <Results data={data} pathname={pathname} /> : null}
    </div>
  );
}

function Results({ data, pathname }: { data: Extract<SearchPageData, { status: "ok" }>; pathname: string }) {
  const { term, products, content, state, priceContext } = data;
  if (products.range.total === 0 && content.range.total === 0) {
    return (
      <section className="search-empty" aria-labelledby="search-empty-title">
        <h2 id="search-empty-title">{messages.searchNothingHere}</h2>
        <p>{messages.searchNoResultsFor(term)}</p>
        <p>{messages.searchShowingNone}</p>
      </section>
    );
  }
  const contentPage = content.pagination.currentPage;
  const contentExtra = { contentPage: contentPage > 0 ? contentPage + 1 : null };
  return (
    <>
      {data.suggestions.length > 0 ? (
        <nav className="search-suggestions" aria-labelledby="search-suggestions-title">
          <h2 id="search-suggestions-title">{messages.searchTopSuggestions}</h2>
          <SuggestionLinks suggestions={data.suggestions} />
        </nav>
      ) : null}

      {data.topProducts.length > 0 ? (
        <div className="search-section">
          <h2>Top products</h2>
          <Carousel
            label="Top products"
            items={data.topProducts.map((card) => ({
              key: card.code,
              node: <ProductCard card={card} priceContext={priceContext} />,
            }))}
          />
        </div>
      ) : null}

      <section className="search-section" aria-labelledby="products-title">
        <h2 id="products-title">Products</h2>
        <ProductListing
          pathname={pathname}
          cards={products.cards}
          range={products.range}
          pagination={products.pagination}
          facets={products.facets}
          applied={products.applied}
          sorts={products.sorts}
          state={state}
          priceContext={priceContext}
          extra={contentExtra}
        />
      </section>

      <section className="search-section" aria-labelledby="content-results-title">
        <h2 id="content-results-title">{messages.searchTopResults}</h2>
        <p className="search-section__count">{resultRangeText(content.range)}</p>
        <ContentResults results={content.results} topResultFirst={contentPage === 0} />
        <Pagination
          label="Content result pages"
          currentPage={contentPage}
          totalPages={content.pagination.totalPages}
          hrefFor={(page) => `${pathname}${listingSearch(state, { contentPage: page > 0 ? page + 1 : null })}`}
        />
      </section>
    </>
  );
}
