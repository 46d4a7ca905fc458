import { type Db } from "../db";
import { invalidParameter } from "../http/errors";

export const SORTS = [
  { code: "relevance", name: "Relevance" },
  { code: "name-asc", name: "Name (A to Z)" },
  { code: "name-desc", name: "Name (Z to A)" },
  { code: "price-asc", name: "Price (lowest first)" },
  { code: "price-desc", name: "Price (highest first)" },
] as const;
export type SortCode = (typeof SORTS)[number]["code"];
export const SORT_CODES = SORTS.map((sort) => sort.code) as [SortCode, ...SortCode[]];

/** Facets accepted in the `:facet:value` part of a query: category code, colour code, size. */
const FACETS = ["allCategories", "colour", "size"] as const;
type Facet = (typeof FACETS)[number];

export interface SearchCriteria {
  text: string;
  sort: SortCode;
  filters: { facet: Facet; value: string }[];
}

const isSort = (code: string): code is SortCode => SORT_CODES.some((known) => known === code);
const isFacet = (code: string): code is Facet => FACETS.some((known) => known === code);

/**
 * Parses an OCC query `free text[:sort[:facet:value]...]`. An explicit `sort` parameter wins over the sort
 * inside the query; without either the sort is relevance.
 */
export function parseSearchQuery(query: string, sortParam: SortCode | undefined): SearchCriteria {
  const [text = "", embeddedSort = "", ...pairs] = query.split(":");
  if (embeddedSort !== "" && !isSort(embeddedSort)) throw invalidParameter("query", `Unknown sort '${embeddedSort}'`);
  if (pairs.length % 2 !== 0) throw invalidParameter("query", "Facets must come in facet:value pairs");
  const filters: SearchCriteria["filters"] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const facet = pairs[i] ?? "";
    const value = pairs[i + 1] ?? "";
    if (!isFacet(facet)) throw invalidParameter("query", `Unknown facet '${facet}'`);
    if (value === "") throw invalidParameter("query", `Facet '${facet}' needs a value`);
    filters.push({ facet, value });
  }
  return { text: text.trim(), sort: sortParam ?? (isSort(embeddedSort) ? embeddedSort : "relevance"), filters };
}

export const queryValue = ({ text, sort, filters }: SearchCriteria) =>
  [text, sort, ...filters.flatMap((filter) => [filter.facet, filter.value])].join(":");

interface Candidate {
  code: string;
  name: string;
  description: string;
  position: number;
  minStdCents: number;
}

const FACET_SQL: Record<Facet, string> = {
  allCategories: "p.category IN (SELECT value FROM json_each(?))",
  colour:
    "EXISTS (SELECT 1 FROM product_colours pc WHERE pc.product_code = p.code AND pc.colour IN (SELECT value FROM json_each(?)))",
  size: "EXISTS (SELECT 1 FROM variants v WHERE v.product_code = p.code AND v.size IN (SELECT value FROM json_each(?)))",
};

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

/** Product codes matching the criteria, sorted; each free-text word must match the name, code or description. */
export function productSearcher(db: Db) {
  return (criteria: SearchCriteria, priceList: string): string[] => {
    const terms = [...new Set(criteria.text.toLowerCase().split(/\s+/).filter(Boolean))];
    const conditions: string[] = [];
    const params: string[] = [priceList];
    for (const term of terms) {
      conditions.push("(p.name LIKE ? ESCAPE '\\' OR p.code LIKE ? ESCAPE '\\' OR p.description LIKE ? ESCAPE '\\')");
      const pattern = likePattern(term);
      params.push(pattern, pattern, pattern);
    }
    for (const facet of FACETS) {
      const values = criteria.filters.filter((filter) => filter.facet === facet).map((filter) => filter.value);
      if (values.length === 0) continue;
      conditions.push(FACET_SQL[facet]);
      params.push(JSON.stringify(values));
    }
    const candidates = db
      .prepare<string[], Candidate>(
        `SELECT code, name, description, position, min_std_cents AS minStdCents FROM (
           SELECT p.code, p.name, p.description, p.position,
             (SELECT MIN(vp.std_cents) FROM variants v JOIN variant_prices vp ON vp.variant_code = v.code
              WHERE v.product_code = p.code AND vp.price_list = ?) AS min_std_cents
           FROM products p
           ${conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : ""}
         ) WHERE min_std_cents IS NOT NULL`,
      )
      .all(...params);
    switch (criteria.sort) {
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
    return candidates.map((candidate) => candidate.code);
  };
}
