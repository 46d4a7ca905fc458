import { Form, Link } from "@remix-run/react";
import { type AppliedFilterView, type FacetView, type SortOptionView } from "~/lib/search/product-listing";
import { type ExtraParams, type ListingState } from "~/lib/search/search-query";

/**
 * Facets as links (spec part 2 §3 search result): each value links to the list with that value
 * toggled; selected values carry aria-current; each facet with a selection has a 'Clear' link;
 * applied filters (breadcrumbs) link to the list without them. Plain links: no JS needed, and the
 * URL keeps the state for Back and reloads.
 */
export function Facets({ facets, applied }: { facets: readonly FacetView[]; applied: readonly AppliedFilterView[] }) {
  if (facets.length === 0 && applied.length === 0) return null;
  return (
    <div className="facets">
      <h2 className="facets__title">Filter by</h2>
      {applied.length > 0 ? (
        <section className="applied-filters" aria-labelledby="applied-filters-title">
          <h3 id="applied-filters-title" className="applied-filters__title">
            Applied filters
          </h3>
          <ul className="applied-filters__list">
            {applied.map((filter) => (
              <li key={`${filter.facetName}:${filter.valueName}`}>
                <Link to={filter.href} className="applied-filter">
                  <span className="visually-hidden">Remove filter </span>
                  {filter.facetName}: {filter.valueName}
                  <span className="applied-filter__remove" aria-hidden="true">
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {facets.map((facet, index) => {
        const anySelected = facet.values.some((value) => value.selected);
        return (
          <details key={facet.code} className="facet" open={index < 2 || anySelected}>
            <summary className="facet__name">{facet.name}</summary>
            <ul className="facet__values">
              {facet.values.map((value) => (
                <li key={value.name}>
                  <Link
                    to={value.href}
                    className="facet__value"
                    aria-current={value.selected ? "true" : undefined}
                    preventScrollReset
                  >
                    <span className="facet__check" aria-hidden="true" />
                    {value.name}
                    {value.count !== null ? <span className="facet__count"> ({value.count})</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
            {facet.clearHref ? (
              <Link to={facet.clearHref} className="facet__clear" preventScrollReset>
                Clear<span className="visually-hidden"> {facet.name} filters</span>
              </Link>
            ) : null}
          </details>
        );
      })}
    </div>
  );
}

/**
 * Sorts as a GET form (spec part 2 §3, §9): relevance first. The filters travel as hidden fields;
 * the page goes back to the first. An explicit Sort button: changing a select must not navigate.
 */
export function SortForm({
  sorts,
  state,
  extra = {},
}: {
  sorts: readonly SortOptionView[];
  state: ListingState;
  extra?: ExtraParams;
}) {
  if (sorts.length === 0) return null;
  const selected = sorts.find((sort) => sort.selected)?.code ?? sorts[0]?.code;
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      {state.filters.map((filter) => (
        <input key={`${filter.facet}:${filter.value}`} type="hidden" name={filter.facet} value={filter.value} />
      ))}
      {Object.entries(extra).map(([name, value]) =>
        value === null || value === undefined || value === "" ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
      <label htmlFor="sort-select" className="sort-form__label">
        Sort by
      </label>
      <select id="sort-select" name="sort" defaultValue={selected} key={selected} className="sort-form__select">
        {sorts.map((sort) => (
          <option key={sort.code} value={sort.code}>
            {sort.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        Sort
      </button>
    </Form>
  );
}
