import { type Db } from "../db";
import { withoutMarkup } from "./products";
import { englishCollator } from "./search-index";

/** Characters the global search refuses in its term (`:` would be read as an OCC query separator). */
export const SPECIAL_CHARACTERS = /[:<>{}[\]\\]/;

interface ContentRow {
  title: string;
  description: string;
  imageUrl: string | null;
  label: string | null;
  name: string | null;
  url: string;
  keywords: string;
  position: number;
}

export interface ContentResult {
  title: string;
  description: string;
  imageUrl?: string;
  label?: string;
  name?: string;
  url: string;
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const terms = (text: string) => [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];

/** Whole-word title matches first, then partial title matches, then label and keyword matches, then description. */
function contentScore(row: ContentRow, searchTerms: string[]): number {
  const title = row.title.toLowerCase();
  const titleWords = words(row.title);
  let score = 0;
  for (const term of searchTerms) {
    if (titleWords.includes(term)) score += 30;
    else if (title.includes(term)) score += 15;
    if (`${row.label ?? ""} ${row.keywords}`.toLowerCase().includes(term)) score += 10;
    if (row.description.toLowerCase().includes(term)) score += 5;
  }
  return score;
}

/**
 * The content items of a site matching free text: every word must occur (case-insensitive substring) in the
 * title, description, label or keywords. Best matches first; ties keep the seeded order.
 */
export function contentSearcher(db: Db) {
  const rows = db.prepare<[string], ContentRow>(
    `SELECT title, description, image_url AS imageUrl, label, name, url, keywords, position
     FROM search_content WHERE site = ? ORDER BY position`,
  );
  return (site: string, text: string): ContentResult[] => {
    const searchTerms = terms(text);
    if (searchTerms.length === 0) return [];
    const haystack = (row: ContentRow) => `${row.title} ${row.description} ${row.label ?? ""} ${row.keywords}`.toLowerCase();
    return rows
      .all(site)
      .filter((row) => searchTerms.every((term) => haystack(row).includes(term)))
      .map((row) => ({ row, score: contentScore(row, searchTerms) }))
      .sort((a, b) => b.score - a.score || a.row.position - b.row.position)
      .map(({ row }) => ({
        title: row.title,
        description: row.description,
        ...(row.imageUrl === null ? {} : { imageUrl: row.imageUrl }),
        ...(row.label === null ? {} : { label: row.label }),
        ...(row.name === null ? {} : { name: row.name }),
        url: row.url,
      }));
  };
}

/** Product names without markup, category, brand and content titles: lower-case phrases to suggest. */
const plain = (text: string) => withoutMarkup(text).toLowerCase();

/**
 * Search-term suggestions: phrases (product names without markup, categories, brands, content titles, in lower
 * case) in which every word of the text starts a word. Phrases that start with the text come first, then
 * shorter ones, then alphabetical. Phrases with special characters are never suggested (they could not be searched).
 */
export function suggester(db: Db) {
  const phrases = db.prepare<[string], { phrase: string }>(
    `SELECT name AS phrase FROM products
     UNION SELECT name FROM categories
     UNION SELECT name FROM brands
     UNION SELECT title FROM search_content WHERE site = ?`,
  );
  const versionQuery = db.prepare<[], { version: number }>("SELECT version FROM catalogue_version WHERE id = 1");
  /** Per site: the phrases that can be suggested and their words, as of one catalogue version (decision 026). */
  const cache = new Map<string, { version: number; candidates: { phrase: string; words: string[] }[] }>();
  const candidatesOf = (site: string) => {
    const version = versionQuery.get()?.version ?? 0;
    const cached = cache.get(site);
    if (cached?.version === version) return cached.candidates;
    const candidates = [...new Set(phrases.all(site).map((row) => plain(row.phrase)))]
      .filter((phrase) => phrase !== "" && !SPECIAL_CHARACTERS.test(phrase))
      .map((phrase) => ({ phrase, words: phrase.split(/[^a-z0-9]+/).filter(Boolean) }));
    cache.set(site, { version, candidates });
    return candidates;
  };
  return (site: string, text: string, limit: number): { term: string }[] => {
    const wanted = terms(text);
    const start = wanted.join(" ");
    if (wanted.length === 0) return [];
    return candidatesOf(site)
      .filter(({ phrase, words }) => phrase.startsWith(start) || wanted.every((term) => words.some((word) => word.startsWith(term))))
      .map(({ phrase }) => phrase)
      .sort((a, b) => Number(b.startsWith(start)) - Number(a.startsWith(start)) || a.length - b.length || englishCollator.compare(a, b))
      .slice(0, limit)
      .map((term) => ({ term }));
  };
}
