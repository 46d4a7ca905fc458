/**
 * The catalogue search as it was before the search index (issue 21, decision 026): a LIKE scan of the products and
 * facets counted from per-request queries, kept verbatim as the reference the indexed search must equal
 * (search-index.test.ts). Test code only. One change: the lowest-price subquery joins variants before prices
 * (CROSS JOIN), the same rows in a join order that does not read every price of the list per product (the scan it
 * replaced took minutes over a few hundred products).
 */
import { type Db } from "../src/db";
import { queryValue, type SearchCriteria, type SearchFacet, type SearchFilter, type SortCode } from "../src/stores/search";
import { withoutMarkup } from "../src/stores/products";
import { SPECIAL_CHARACTERS } from "../src/stores/site-search";

/** Facets accepted in the `:facet:value` part of a query (category code, brand code, colour code, size), in response order. */
const FACETS = ["allCategories", "brand", "colour", "size"] as const;
type Facet = (typeof FACETS)[number];

const FACET_NAMES: Record<Facet, string> = { allCategories: "Category", brand: "Brand", colour: "Colour", size: "Size" };

const sameFilter = (a: SearchFilter) => (b: SearchFilter) => a.facet === b.facet && a.value === b.value;

/** The query with one facet value switched on (appended) or off (removed). */
function toggledQuery(criteria: SearchCriteria, filter: SearchFilter) {
  const selected = criteria.filters.some(sameFilter(filter));
  const filters = selected ? criteria.filters.filter((other) => !sameFilter(filter)(other)) : [...criteria.filters, filter];
  return { query: { value: queryValue({ ...criteria, filters }) } };
}

interface Candidate {
  code: string;
  name: string;
  description: string;
  position: number;
  minStdCents: number;
  category: string;
  brand: string | null;
}

interface FacetValueInfo {
  name: string;
  order: number;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Relevance: exact or leading code matches first, then whole words of the name, then partial and description matches. */
function relevance(candidate: Candidate, terms: string[]): number {
  const code = candidate.code.toLowerCase();
  const name = candidate.name.toLowerCase();
  const words = name.split(/[^a-z0-9]+/);
  const description = candidate.description.toLowerCase();
  let score = 0;
  for (const term of terms) {
    if (code === term) score += 100;
    else if (code.startsWith(term)) score += 40;
    if (words.includes(term)) score += 30;
    else if (name.includes(term)) score += 15;
    if (description.includes(term)) score += 5;
  }
  return score;
}

const byName = (a: Candidate, b: Candidate) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.code.localeCompare(b.code);

function sortCandidates(candidates: Candidate[], sort: SortCode, terms: string[]) {
  switch (sort) {
    case "relevance": {
      const scores = new Map(candidates.map((candidate) => [candidate.code, relevance(candidate, terms)]));
      candidates.sort((a, b) => (scores.get(b.code) ?? 0) - (scores.get(a.code) ?? 0) || a.position - b.position);
      break;
    }
    case "name-asc":
      candidates.sort(byName);
      break;
    case "name-desc":
      candidates.sort((a, b) => byName(b, a));
      break;
    case "price-asc":
      candidates.sort((a, b) => a.minStdCents - b.minStdCents || byName(a, b));
      break;
    case "price-desc":
      candidates.sort((a, b) => b.minStdCents - a.minStdCents || byName(a, b));
      break;
  }
}

const group = <T extends { productCode: string; value: string }>(rows: T[]) => {
  const grouped = new Map<string, string[]>();
  for (const row of rows) grouped.set(row.productCode, [...(grouped.get(row.productCode) ?? []), row.value]);
  return grouped;
};

/**
 * Product search with facets. Free text: every word must occur in the name, code or description. Values of one
 * facet are OR-ed, different facets AND-ed. A facet's counts are over the products matching the text and every
 * other facet's selection (standard multi-select facets), so a selected value's siblings keep their counts.
 */
export function referenceProductSearcher(db: Db) {
  const productColours = db.prepare<[string], { productCode: string; value: string }>(
    `SELECT product_code AS productCode, colour AS value FROM product_colours
     WHERE product_code IN (SELECT value FROM json_each(?)) ORDER BY product_code, position`,
  );
  const productSizes = db.prepare<[string], { productCode: string; value: string }>(
    `SELECT DISTINCT product_code AS productCode, size AS value FROM variants
     WHERE product_code IN (SELECT value FROM json_each(?))`,
  );
  const facetValueInfo = db.prepare<[], { facet: Facet; code: string; name: string; ord: number }>(
    `SELECT 'allCategories' AS facet, code, name, position AS ord FROM categories
     UNION ALL SELECT 'brand', code, name, position FROM brands
     UNION ALL SELECT 'colour', code, name, 0 FROM colours
     UNION ALL SELECT 'size', v.size, v.size, MIN(p.position * 100000 + v.position)
       FROM variants v JOIN products p ON p.code = v.product_code GROUP BY v.size`,
  );

  const loadValueInfo = () => {
    const info: Record<Facet, Map<string, FacetValueInfo>> = {
      allCategories: new Map(),
      brand: new Map(),
      colour: new Map(),
      size: new Map(),
    };
    for (const row of facetValueInfo.all()) info[row.facet].set(row.code, { name: row.name, order: row.ord });
    return info;
  };

  return (criteria: SearchCriteria, priceList: string) => {
    const terms = [...new Set(criteria.text.toLowerCase().split(/\s+/).filter(Boolean))];
    const params: string[] = [priceList];
    const conditions = terms.map((term) => {
      const pattern = likePattern(term);
      params.push(pattern, pattern, pattern);
      return "(p.name LIKE ? ESCAPE '\\' OR p.code LIKE ? ESCAPE '\\' OR p.description LIKE ? ESCAPE '\\')";
    });
    // Products without a price in this price list cannot be sold here.
    const textMatches = db
      .prepare<string[], Candidate>(
        `SELECT code, name, description, position, min_std_cents AS minStdCents, category, brand FROM (
           SELECT p.code, p.name, p.description, p.position, p.category, p.brand,
             (SELECT MIN(vp.std_cents) FROM variants v CROSS JOIN variant_prices vp ON vp.variant_code = v.code
              WHERE v.product_code = p.code AND vp.price_list = ?) AS min_std_cents
           FROM products p
           ${conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : ""}
         ) WHERE min_std_cents IS NOT NULL`,
      )
      .all(...params);

    const codesJson = JSON.stringify(textMatches.map((candidate) => candidate.code));
    const colours = group(productColours.all(codesJson));
    const sizes = group(productSizes.all(codesJson));
    const attributes = (candidate: Candidate, facet: Facet): string[] => {
      switch (facet) {
        case "allCategories":
          return [candidate.category];
        case "brand":
          return candidate.brand === null ? [] : [candidate.brand];
        case "colour":
          return colours.get(candidate.code) ?? [];
        case "size":
          return sizes.get(candidate.code) ?? [];
      }
    };
    const selected = (facet: Facet) => criteria.filters.filter((filter) => filter.facet === facet).map((filter) => filter.value);
    const passes = (candidate: Candidate, facet: Facet) => {
      const values = selected(facet);
      return values.length === 0 || attributes(candidate, facet).some((value) => values.includes(value));
    };
    const passesAllBut = (candidate: Candidate, skipped: Facet | null) =>
      FACETS.every((facet) => facet === skipped || passes(candidate, facet));

    const results = textMatches.filter((candidate) => passesAllBut(candidate, null));
    sortCandidates(results, criteria.sort, terms);

    const info = loadValueInfo();
    const valueName = (facet: Facet, code: string) => info[facet].get(code)?.name ?? code;
    const facets = FACETS.flatMap((facet): SearchFacet[] => {
      const counts = new Map<string, number>();
      for (const candidate of textMatches) {
        if (!passesAllBut(candidate, facet)) continue;
        for (const value of attributes(candidate, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      // A selected value stays listed (count 0) so that it can be switched off.
      for (const value of selected(facet)) if (!counts.has(value)) counts.set(value, 0);
      const order = (code: string) => info[facet].get(code)?.order ?? Number.MAX_SAFE_INTEGER;
      const values = [...counts]
        .sort(([a], [b]) =>
          facet === "colour"
            ? valueName(facet, a).localeCompare(valueName(facet, b), "en")
            : order(a) - order(b) || a.localeCompare(b),
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
      codes: results.map((candidate) => candidate.code),
      facets,
      breadcrumbs,
      ...(heading === undefined ? {} : { categoryName: heading }),
    };
  };
}

const terms = (text: string) => [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];

/** Product names without markup, category, brand and content titles: lower-case phrases to suggest. */
const plain = (text: string) => withoutMarkup(text).toLowerCase();

/**
 * Search-term suggestions: phrases (product names without markup, categories, brands, content titles, in lower
 * case) in which every word of the text starts a word. Phrases that start with the text come first, then
 * shorter ones, then alphabetical. Phrases with special characters are never suggested (they could not be searched).
 */
export function referenceSuggester(db: Db) {
  const phrases = db.prepare<[string], { phrase: string }>(
    `SELECT name AS phrase FROM products
     UNION SELECT name FROM categories
     UNION SELECT name FROM brands
     UNION SELECT title FROM search_content WHERE site = ?`,
  );
  return (site: string, text: string, limit: number): { term: string }[] => {
    const wanted = terms(text);
    const start = wanted.join(" ");
    if (wanted.length === 0) return [];
    const candidates = [...new Set(phrases.all(site).map((row) => plain(row.phrase)))].filter(
      (phrase) => phrase !== "" && !SPECIAL_CHARACTERS.test(phrase),
    );
    return candidates
      .filter((phrase) => {
        const phraseWords = phrase.split(/[^a-z0-9]+/).filter(Boolean);
        return phrase.startsWith(start) || wanted.every((term) => phraseWords.some((word) => word.startsWith(term)));
      })
      .sort(
        (a, b) => Number(b.startsWith(start)) - Number(a.startsWith(start)) || a.length - b.length || a.localeCompare(b, "en"),
      )
      .slice(0, limit)
      .map((term) => ({ term }));
  };
}
