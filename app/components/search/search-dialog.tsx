import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Dialog } from "radix-ui";
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Carousel } from "~/components/search/carousel";
import { Pagination } from "~/components/pagination";
import { ProductCard } from "~/components/product/product-card";
import { SafeHtml } from "~/components/safe-html";
import { ContentResults } from "~/components/search/content-results";
import { resultRangeText } from "~/components/search/product-listing";
import * as messages from "~/lib/messages";
import {
  AUTOCOMPLETE_DELAY_MS,
  type SearchVariant,
  shouldAutocomplete,
  shouldLaunchSearch,
} from "~/lib/search/search-query";
import { type DialogSearchData } from "~/lib/search/search-results.server";
import { SuggestionLinks } from "~/components/search/suggestion-links";

type SearchData = Extract<DialogSearchData, { kind: "search" }>;
type AutocompleteData = Extract<DialogSearchData, { kind: "autocomplete" }>;

const RESOURCE = "/resources/search";
const MOBILE_QUERY = "(max-width: 768px)";

/**
 * The global search dialog (spec part 1 §2, §4, §5), loaded on first use. Radix: focus trapped,
 * Escape closes, focus goes back to the header link (or to the new page's heading after a result
 * was followed). Closing unmounts the panel, which clears the term and the results.
 *
 * - default variant: input; autocomplete suggestions 300 ms after typing (from 1 character); Enter
 *   searches when the term has more than 1 character; 'Showing a-b of n results', items with
 *   'Top Result' on the first, pagination, empty state.
 * - wholesale variant: full-height panel on the right; searches as soon as the term is non-empty
 *   (after the same 300 ms pause, so each keystroke does not hit the backend); 'Top suggestions',
 *   product carousel, 'Top results', pagination, 'Nothing here.'.
 */
export default function SearchDialog({
  variant,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  variant: SearchVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const navigated = useRef(false);
  const closeAfterNavigation = useCallback(() => {
    navigated.current = true;
    onOpenChange(false);
  }, [onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          ref={contentRef}
          className={`search-dialog search-dialog--${variant}`}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (navigated.current) {
              navigated.current = false;
              focusPageHeading();
            } else {
              returnFocusTo.current?.focus();
            }
          }}
        >
          <div className="search-dialog__header">
            <Dialog.Title className="search-dialog__title">Search</Dialog.Title>
            <Dialog.Close className="search-dialog__close" type="button">
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close search</span>
            </Dialog.Close>
          </div>
          <SearchPanel variant={variant} onNavigate={closeAfterNavigation} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** After following a result, focus the new page's heading (as a route change does). */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

function SearchPanel({ variant, onNavigate }: { variant: SearchVariant; onNavigate: () => void }) {
  const [term, setTerm] = useState("");
  /** The term whose results are shown; null before a search and after clearing. */
  const [searched, setSearched] = useState<string | null>(null);
  const search = useFetcher<DialogSearchData>();
  const suggest = useFetcher<DialogSearchData>();
  const isMobile = useMediaQuery(MOBILE_QUERY);

  // Following any link in the dialog (a result, a suggestion, 'View all results') closes it.
  const location = useLocation();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) onNavigate();
  }, [location.key, onNavigate]);

  const loadSearch = search.load;
  const runSearch = useCallback(
    (value: string, page: number) => {
      const trimmed = value.trim();
      setSearched(trimmed);
      loadSearch(`${RESOURCE}?${new URLSearchParams({ term: trimmed, page: String(page + 1) })}`);
    },
    [loadSearch],
  );

  const loadSuggestions = suggest.load;
  useEffect(() => {
    if (variant !== "default" || !shouldAutocomplete(term)) return;
    const params = new URLSearchParams({ mode: "autocomplete", term: term.trim() });
    const timer = setTimeout(() => loadSuggestions(`${RESOURCE}?${params}`), AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [variant, term, loadSuggestions]);

  useEffect(() => {
    if (variant !== "wholesale" || !shouldLaunchSearch("wholesale", term, "")) return;
    const timer = setTimeout(() => runSearch(term, 0), AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [variant, term, runSearch]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter (and a mobile keyboard's Go/Search/Done) submits the form.
    event.preventDefault();
    if (shouldLaunchSearch(variant, term, "Enter")) runSearch(term, 0);
  }

  const trimmed = term.trim();
  const result = searched !== null && search.data && search.data.term === searched ? search.data : null;
  const suggestions =
    variant === "default" &&
    suggest.data?.kind === "autocomplete" &&
    suggest.data.term === trimmed &&
    trimmed !== "" &&
    searched !== trimmed
      ? suggest.data
      : null;

  const placeholder =
    variant === "wholesale"
      ? messages.searchPlaceholderWholesale
      : isMobile
        ? messages.searchPlaceholderMobile
        : messages.searchPlaceholderDesktop;

  const status =
    result?.kind === "error" ? result.message : result?.kind === "search" ? resultRangeText(result.range) : "";

  return (
    <div className="search-dialog__body">
      <form role="search" className="search-dialog__form" action="/search" method="get" onSubmit={onSubmit}>
        <label htmlFor="search-dialog-input" className="visually-hidden">
          Search
        </label>
        <input
          id="search-dialog-input"
          type="search"
          name="q"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            if (event.target.value.trim() === "") setSearched(null); // clearing resets the results
          }}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="field__input search-dialog__input"
          aria-describedby="search-dialog-status"
        />
      </form>
      <p
        id="search-dialog-status"
        role="status"
        className={
          result?.kind === "error" || (variant === "default" && result)
            ? "search-dialog__status"
            : "visually-hidden"
        }
      >
        {status}
      </p>
      <div className="search-dialog__results" aria-busy={search.state === "loading"}>
        {suggestions ? <Suggestions data={suggestions} /> : null}
        {result?.kind === "search" ? (
          variant === "wholesale" ? (
            <WholesaleResults data={result} onPage={(page) => runSearch(result.term, page)} />
          ) : (
            <DefaultResults data={result} onPage={(page) => runSearch(result.term, page)} />
          )
        ) : null}
      </div>
    </div>
  );
}

function EmptyState({ term }: { term: string }) {
  return (
    <div className="search-empty">
      <h3>{messages.searchNothingHere}</h3>
      <p>{messages.searchNoResultsFor(term)}</p>
    </div>
  );
}

function ViewAll({ href }: { href: string }) {
  return (
    <p className="search-dialog__view-all">
      <Link to={href} className="button button--secondary">
        View all results
      </Link>
    </p>
  );
}

/** Default variant, while typing: autocomplete suggestions and products. */
function Suggestions({ data }: { data: AutocompleteData }) {
  if (data.suggestions.length === 0 && data.products.length === 0) return null;
  return (
    <div className="search-autocomplete">
      {data.suggestions.length > 0 ? (
        <section aria-labelledby="search-autocomplete-title">
          <h3 id="search-autocomplete-title" className="search-dialog__section-title">
            Suggestions
          </h3>
          <SuggestionLinks suggestions={data.suggestions} />
        </section>
      ) : null}
      {data.products.length > 0 ? (
        <section aria-labelledby="search-autocomplete-products">
          <h3 id="search-autocomplete-products" className="search-dialog__section-title">
            Products
          </h3>
          <ul className="search-autocomplete__products">
            {data.products.map((product) => (
              <li key={product.code}>
                <Link to={product.href}>
                  <SafeHtml html={product.nameHtml} />
                </Link>{" "}
                <span className="product-card__code">{product.code}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function DefaultResults({ data, onPage }: { data: SearchData; onPage: (page: number) => void }) {
  return (
    <>
      {data.range.total === 0 ? (
        <EmptyState term={data.term} />
      ) : (
        <>
          <ContentResults results={data.results} topResultFirst={data.pagination.currentPage === 0} />
          <Pagination
            label="Search result pages"
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onSelect={onPage}
          />
        </>
      )}
      <ViewAll href={data.viewAllHref} />
    </>
  );
}

function WholesaleResults({ data, onPage }: { data: SearchData; onPage: (page: number) => void }) {
  if (data.range.total === 0 && data.products.length === 0 && data.suggestions.length === 0) {
    return (
      <>
        <EmptyState term={data.term} />
        <ViewAll href={data.viewAllHref} />
      </>
    );
  }
  return (
    <>
      {data.suggestions.length > 0 ? (
        <section aria-labelledby="search-dialog-suggestions" className="search-dialog__section">
          <h3 id="search-dialog-suggestions" className="search-dialog__section-title">
            {messages.searchTopSuggestions}
          </h3>
          <SuggestionLinks suggestions={data.suggestions} />
        </section>
      ) : null}
      {data.products.length > 0 ? (
        <div className="search-dialog__section">
          <h3 className="search-dialog__section-title">Products</h3>
          <Carousel
            label="Products"
            items={data.products.map((card) => ({
              key: card.code,
              node: <ProductCard card={card} priceContext={data.priceContext} headingLevel={4} />,
            }))}
          />
        </div>
      ) : null}
      <section aria-labelledby="search-dialog-results" className="search-dialog__section">
        <h3 id="search-dialog-results" className="search-dialog__section-title">
          {messages.searchTopResults}
        </h3>
        {data.results.length > 0 ? (
          <>
            <ContentResults
              results={data.results}
              topResultFirst={data.pagination.currentPage === 0}
              headingLevel={4}
            />
            <Pagination
              label="Search result pages"
              currentPage={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              onSelect={onPage}
            />
          </>
        ) : (
          <p>{messages.searchNothingHere}</p>
        )}
      </section>
      <ViewAll href={data.viewAllHref} />
    </>
  );
}
