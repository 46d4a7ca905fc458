import { type Db } from "../db";
import { invalidParameter } from "../http/errors";
import { type CatalogueIndex, type CatalogueIndexer, catalogueIndexer, defaultCollator, englishCollator, FACET_CODES, type FacetCode, type IndexedProduct } from "./search-index";

export const SORTS = [
  { code: "relevance", name: "Relevance" },
  { code: "name-asc", name: "Name (A to Z)" },
  { code: "name-desc", name: "Name (Z to A)" },
  { code: "price-asc", name: "Price (lowest first)" },
  { code: "price-desc", name: "Price (highest first)" },
] as const;
export type SortCode = (typeof SORTS)[number]["code"];
export const SORT_CODES = SORTS.map((sort) => sort.code) as [SortCode, ...SortCode[]];

/** Facets accepted in the `:facet:value` part of a query (category code, brand code, colour code, size), in response order. */
const FACETS = FACET_CODES;
type Facet = FacetCode;

const FACET_NAMES: Record<Facet, string> = { allCategories: "Category", brand: "Brand", colour: "Colour", size: "Size" };

export interface SearchFilter {
  facet: Facet;
  value: string;
}

export interface SearchCriteria {
  text: string;
  sort: SortCode;
  filters: SearchFilter[];
}

const isSort = (code: string): code is SortCode => SORT_CODES.some((known) => known === code);
const isFacet = (code: string): code is Facet => FACETS.some((known) => known === code);

/**
 * Parses an OCC query `free text[:sort[:facet:value]...]`. An explicit `sort` parameter wins over the sort
 * inside the query; without either the sort is relevance. A repeated facet:value pair counts once.
 */
export function parseSearchQuery(query: string, sortParam: SortCode | undefined): SearchCriteria {
  const [text = "", embeddedSort = "", ...pairs] = query.split(":");
  if (embeddedSort !== "" && !isSort(embeddedSort)) throw invalidParameter("query", `Unknown sort '${embeddedSort}'`);
  if (pairs.length % 2 !== 0) throw invalidParameter("query", "Facets must come in facet:value pairs");
  const filters: SearchFilter[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const facet = pairs[i] ?? "";
    const value = pairs[i + 1] ?? "";
    if (!isFacet(facet)) throw invalidParameter("query", `Unknown facet '${facet}'`);
    if (value === "") throw invalidParameter("query", `Facet '${facet}' needs a value`);
    if (!filters.some((filter) => filter.facet === facet && filter.value === value)) filters.push({ facet, value });
  }
  return { text: text.trim(), sort: sortParam ?? (isSort(embeddedSort) ? embeddedSort : "relevance"), filters };
}

/** Free text only (global search, autocomplete): `:` is not a separator there. */
export const textCriteria = (text: string): SearchCriteria => ({ text: text.trim(), sort: "relevance", filters: [] });

export const queryValue = ({ text, sort, filters }: SearchCriteria) =>
  [text, sort, ...filters.flatMap((filter) => [filter.facet, filter.value])].join(":");

const sameFilter = (a: SearchFilter) => (b: SearchFilter) => a.facet === b.facet && a.value === b.value;

/** The query with one facet value switched on (appended) or off (removed). */
function toggledQuery(criteria: SearchCriteria, filter: SearchFilter) {
  const selected = criteria.filters.some(sameFilter(filter));
  const filters = selected ? criteria.filters.filter((other) => !sameFilter(filter)(other)) : [...criteria.filters, filter];
  return { query: { value: queryValue({ ...criteria, filters }) } };
}

export interface FacetValue {
  code: string;
  name: string;
  count: number;
  selected: boolean;
  query: { query: { value: string } };
}

export interface SearchFacet {
  code: Facet;
  name: string;
  multiSelect: true;
  visible: true;
  values: FacetValue[];
}

export interface Breadcrumb {
  facetCode: Facet;
  facetName: string;
  facetValueCode: string;
  facetValueName: string;
  removeQuery: { query: { value: string } };
}

export interface SearchOutcome {
  /** How many products match. */
  total: number;
  /** The codes of the matching products from `start` to `end` (exclusive), in the sorted order. */
  codes(start: number, end: number): string[];
  facets: SearchFacet[];
  breadcrumbs: Breadcrumb[];
  /** Heading for a category or brand listing: set when the query filters on exactly one category, or on no category and exactly one brand. */
  categoryName?: string;
}

/** Relevance: exact or leading code matches first, then whole words of the name, then partial and description matches. */
function relevance({ lower }: IndexedProduct, terms: string[]): number {
  let score = 0;
  for (const term of terms) {
    if (lower.code === term) score += 100;
    else if (lower.code.startsWith(term)) score += 40;
    if (lower.words.includes(term)) score += 30;
    else if (lower.name.includes(term)) score += 15;
    if (lower.description.includes(term)) score += 5;
  }
  return score;
}

/**
 * Sorts result ordinals. Name: without case or accents, then code (the index's name rank); price: the lowest
 * standard price in the price list, then name; relevance: score, then catalogue order (the ordinal).
 */
function sortResults(results: number[], sort: SortCode, terms: string[], index: CatalogueIndex, minStdCents: Int32Array) {
  const { nameRank, products } = index;
  const rank = (ordinal: number) => nameRank[ordinal] ?? 0;
  const price = (ordinal: number) => minStdCents[ordinal] ?? 0;
  switch (sort) {
    case "relevance": {
      // Without text every score is 0: the results are already in catalogue order.
      if (terms.length === 0) break;
      const scores = new Map(results.map((ordinal) => [ordinal, products[ordinal] ? relevance(products[ordinal], terms) : 0]));
      results.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a - b);
      break;
    }
    case "name-asc":
      results.sort((a, b) => rank(a) - rank(b));
      break;
    case "name-desc":
      results.sort((a, b) => rank(b) - rank(a));
      break;
    case "price-asc":
      results.sort((a, b) => price(a) - price(b) || rank(a) - rank(b));
      break;
    case "price-desc":
      results.sort((a, b) => price(b) - price(a) || rank(a) - rank(b));
      break;
  }
}

/**
 * Product search with facets. Free text: every word must occur in the name, code or description. Values of one
 * facet are OR-ed, different facets AND-ed. A facet's counts are over the products matching the text and every
 * other facet's selection (standard multi-select facets), so a selected value's siblings keep their counts.
 * Served from the catalogue index (search-index.ts, decision 026): the trigram text index finds the text's
 * products, the in-memory index has their facet values, names and prices.
 */
export function productSearcher(db: Db, indexer: CatalogueIndexer = catalogueIndexer(db)) {
  /** `facets: false`: results only (global search and autocomplete show no facets); facets and breadcrumbs empty. */
  return (criteria: SearchCriteria, priceList: string, { facets: withFacets = true }: { facets?: boolean } = {}): SearchOutcome => {
    const terms = [...new Set(criteria.text.toLowerCase().split(/\s+/).filter(Boolean))];
    const index = indexer.index();
    const { products, facets: columns, valueInfo: info } = index;
    const { minStdCents, sold } = index.prices(priceList);
    // The text's products that are sold in this price list (a product without a price here cannot be sold here),
    // in catalogue order.
    let candidates: Int32Array;
    if (terms.length === 0) candidates = sold;
    else {
      const ordinals = indexer.textMatches(terms).flatMap((position) => index.ordinalOfPosition.get(position) ?? []);
      candidates = Int32Array.from(ordinals.filter((ordinal) => (minStdCents[ordinal] ?? -1) >= 0)).sort();
    }

    const selectedValues = new Map(
      FACETS.map((facet) => [facet, criteria.filters.filter((filter) => filter.facet === facet).map((filter) => filter.value)]),
    );
    const selected = (facet: Facet) => selectedValues.get(facet) ?? [];
    // Per candidate, one bit per facet whose selection it fails: it is a result when no bit is set, and counts in a
    // facet when no other facet's bit is set (the facet's own selection does not narrow its counts).
    const failed = new Uint8Array(candidates.length);
    FACETS.forEach((facet, bit) => {
      const values = selected(facet);
      if (values.length === 0) return;
      const { idOf, offsets, ids } = columns[facet];
      const wanted = new Set(values.flatMap((value) => idOf.get(value) ?? []));
      candidates.forEach((ordinal, i) => {
        const end = offsets[ordinal + 1] ?? 0;
        for (let k = offsets[ordinal] ?? 0; k < end; k++) if (wanted.has(ids[k] ?? -1)) return;
        failed[i] = (failed[i] ?? 0) | (1 << bit);
      });
    });

    const results: number[] = [];
    candidates.forEach((ordinal, i) => {
      if (failed[i] === 0) results.push(ordinal);
    });
    sortResults(results, criteria.sort, terms, index, minStdCents);

    const valueName = (facet: Facet, code: string) => info[facet].get(code)?.name ?? code;
    const facets = (withFacets ? FACETS : []).flatMap((facet, bit): SearchFacet[] => {
      const own = 1 << bit;
      const { values: columnValues, offsets, ids } = columns[facet];
      const tally = new Int32Array(columnValues.length);
      // Values in the order they are first met (the order of a Map of counts filled candidate by candidate).
      const met: number[] = [];
      candidates.forEach((ordinal, i) => {
        const mask = failed[i] ?? 0;
        if (mask !== 0 && mask !== own) return;
        const end = offsets[ordinal + 1] ?? 0;
        for (let k = offsets[ordinal] ?? 0; k < end; k++) {
          const id = ids[k] ?? 0;
          if ((tally[id] = (tally[id] ?? 0) + 1) === 1) met.push(id);
        }
      });
      const counts = new Map(met.map((id) => [columnValues[id] ?? "", tally[id] ?? 0]));
      // A selected value stays listed (count 0) so that it can be switched off.
      for (const value of selected(facet)) if (!counts.has(value)) counts.set(value, 0);
      const order = (code: string) => info[facet].get(code)?.order ?? Number.MAX_SAFE_INTEGER;
      const values = [...counts]
        .sort(([a], [b]) =>
          facet === "colour"
            ? englishCollator.compare(valueName(facet, a), valueName(facet, b))
            : order(a) - order(b) || defaultCollator.compare(a, b),
        )
        .map(([code, count]) => ({
          code,
          name: valueName(facet, code),
          count,
          selected: selected(facet).includes(code),
          query: toggledQuery(criteria, { facet, value: code }),
        }));
      return values.length === 0 ? [] : [{ code: facet, name: FACET_NAMES[facet], multiSelect: true, visible: true, values }];
    });

    const breadcrumbs = criteria.filters.map((filter) => ({
      facetCode: filter.facet,
      facetName: FACET_NAMES[filter.facet],
      facetValueCode: filter.value,
      facetValueName: valueName(filter.facet, filter.value),
      removeQuery: toggledQuery(criteria, filter),
    }));

    const categories = selected("allCategories");
    const brands = selected("brand");
    const heading =
      categories.length === 1 && categories[0] !== undefined
        ? valueName("allCategories", categories[0])
        : categories.length === 0 && brands.length === 1 && brands[0] !== undefined
          ? valueName("brand", brands[0])
          : undefined;

    return {
      total: results.length,
      codes: (start, end) => results.slice(start, end).flatMap((ordinal) => products[ordinal]?.code ?? []),
      facets,
      breadcrumbs,
      ...(heading === undefined ? {} : { categoryName: heading }),
    };
  };
}
