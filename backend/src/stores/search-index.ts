import type Database from "better-sqlite3";
import { type Db } from "../db";

/**
 * The catalogue search's index (decision 026): what the search filters, counts and sorts on, held in memory and
 * rebuilt when `catalogue_version` (migration 024: moved on by triggers on every catalogue table, not by stock
 * changes) differs from the version it was built from — as a commerce search reads its search engine's index, not
 * the product tables. Free text is found through the FTS5 trigram table `product_text` (see `textMatches`).
 *
 * Products are numbered by catalogue (position) order: an ordinal. What a search reads for every candidate (facet
 * values, name rank, prices) is kept in typed arrays by ordinal, so a search over tens of thousands of products
 * reads a few contiguous arrays instead of one object per product.
 */

export type FacetCode = "allCategories" | "brand" | "colour" | "size";
export const FACET_CODES = ["allCategories", "brand", "colour", "size"] as const satisfies readonly FacetCode[];

export interface IndexedProduct {
  code: string;
  name: string;
  position: number;
  /** Lower-case code, name, name words and description, for relevance. */
  lower: { code: string; name: string; words: string[]; description: string };
}

export interface FacetValueInfo {
  name: string;
  order: number;
}

/**
 * One facet's values: `values[id]` is a value; the values of the product with ordinal `o` are the ids
 * `ids[offsets[o]]` … `ids[offsets[o + 1] - 1]`, in the product's order (colours as listed, sizes as first met).
 */
export interface FacetColumn {
  values: string[];
  idOf: Map<string, number>;
  offsets: Int32Array;
  ids: Int32Array;
}

export interface CatalogueIndex {
  version: number;
  /** Every product, by ordinal (catalogue order). */
  products: IndexedProduct[];
  ordinalOfPosition: Map<number, number>;
  facets: Record<FacetCode, FacetColumn>;
  /** Place of each product (by ordinal) in the name order: name without case or accents, then code. */
  nameRank: Int32Array;
  valueInfo: Record<FacetCode, Map<string, FacetValueInfo>>;
  /** Per price list: each product's lowest standard price (−1: not sold in it), and the ordinals of those sold. */
  prices(priceList: string): { minStdCents: Int32Array; sold: Int32Array };
}

/** `a.localeCompare(b, "en", options)` as one collator: the same order, far cheaper per comparison. */
export const nameCollator = new Intl.Collator("en", { sensitivity: "base" });
export const englishCollator = new Intl.Collator("en");
/** `a.localeCompare(b)`: the runtime's default locale. */
export const defaultCollator = new Intl.Collator();

interface ProductRow {
  code: string;
  name: string;
  description: string;
  position: number;
  category: string;
  brand: string | null;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** An FTS5 string literal: the term between double quotes, its double quotes doubled (no operators inside). */
const ftsString = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The trigram index can only look up terms of three characters or more. */
const TRIGRAM = 3;

/** Builds a facet column from each product's values (by ordinal). */
function facetColumn(valuesByOrdinal: readonly (readonly string[])[]): FacetColumn {
  const values: string[] = [];
  const idOf = new Map<string, number>();
  const offsets = new Int32Array(valuesByOrdinal.length + 1);
  const ids: number[] = [];
  valuesByOrdinal.forEach((productValues, ordinal) => {
    offsets[ordinal] = ids.length;
    for (const value of productValues) {
      let id = idOf.get(value);
      if (id === undefined) {
        id = values.length;
        idOf.set(value, id);
        values.push(value);
      }
      ids.push(id);
    }
  });
  offsets[valuesByOrdinal.length] = ids.length;
  return { values, idOf, offsets, ids: Int32Array.from(ids) };
}

export function catalogueIndexer(db: Db) {
  const versionQuery = db.prepare<[], { version: number }>("SELECT version FROM catalogue_version WHERE id = 1");
  const productRows = db.prepare<[], ProductRow>(
    "SELECT code, name, description, position, category, brand FROM products ORDER BY position",
  );
  const colourRows = db.prepare<[], { productCode: string; value: string }>(
    "SELECT product_code AS productCode, colour AS value FROM product_colours ORDER BY product_code, position",
  );
  const sizeRows = db.prepare<[], { productCode: string; value: string }>(
    "SELECT product_code AS productCode, size AS value FROM variants ORDER BY product_code, position",
  );
  const priceRows = db.prepare<[string], { productCode: string; minStdCents: number }>(
    `SELECT v.product_code AS productCode, MIN(vp.std_cents) AS minStdCents
     FROM variant_prices vp JOIN variants v ON v.code = vp.variant_code WHERE vp.price_list = ? GROUP BY v.product_code`,
  );
  const facetValueRows = db.prepare<[], { facet: FacetCode; code: string; name: string; ord: number }>(
    `SELECT 'allCategories' AS facet, code, name, position AS ord FROM categories
     UNION ALL SELECT 'brand', code, name, position FROM brands
     UNION ALL SELECT 'colour', code, name, 0 FROM colours
     UNION ALL SELECT 'size', v.size, v.size, MIN(p.position * 100000 + v.position)
       FROM variants v JOIN products p ON p.code = v.product_code GROUP BY v.size`,
  );

  const build = (version: number): CatalogueIndex => {
    const colours = new Map<string, string[]>();
    for (const row of colourRows.iterate()) {
      const list = colours.get(row.productCode);
      if (list) list.push(row.value);
      else colours.set(row.productCode, [row.value]);
    }
    const sizes = new Map<string, string[]>();
    for (const row of sizeRows.iterate()) {
      const list = sizes.get(row.productCode);
      if (!list) sizes.set(row.productCode, [row.value]);
      else if (!list.includes(row.value)) list.push(row.value);
    }
    const rows = productRows.all();
    const products = rows.map(
      (row): IndexedProduct => ({
        code: row.code,
        name: row.name,
        position: row.position,
        lower: {
          code: row.code.toLowerCase(),
          name: row.name.toLowerCase(),
          words: row.name.toLowerCase().split(/[^a-z0-9]+/),
          description: row.description.toLowerCase(),
        },
      }),
    );
    const ordinalOfCode = new Map(rows.map((row, ordinal) => [row.code, ordinal]));
    const nameRank = new Int32Array(rows.length);
    rows
      .map((row, ordinal) => ({ row, ordinal }))
      .sort((a, b) => nameCollator.compare(a.row.name, b.row.name) || defaultCollator.compare(a.row.code, b.row.code))
      .forEach(({ ordinal }, rank) => {
        nameRank[ordinal] = rank;
      });
    const facets: Record<FacetCode, FacetColumn> = {
      allCategories: facetColumn(rows.map((row) => [row.category])),
      brand: facetColumn(rows.map((row) => (row.brand === null ? [] : [row.brand]))),
      colour: facetColumn(rows.map((row) => colours.get(row.code) ?? [])),
      size: facetColumn(rows.map((row) => sizes.get(row.code) ?? [])),
    };
    const valueInfo: CatalogueIndex["valueInfo"] = { allCategories: new Map(), brand: new Map(), colour: new Map(), size: new Map() };
    for (const row of facetValueRows.all()) valueInfo[row.facet].set(row.code, { name: row.name, order: row.ord });

    const priceLists = new Map<string, { minStdCents: Int32Array; sold: Int32Array }>();
    const prices = (priceList: string) => {
      let entry = priceLists.get(priceList);
      if (!entry) {
        const minStdCents = new Int32Array(rows.length).fill(-1);
        for (const row of priceRows.iterate(priceList)) {
          const ordinal = ordinalOfCode.get(row.productCode);
          if (ordinal !== undefined) minStdCents[ordinal] = row.minStdCents;
        }
        const sold: number[] = [];
        minStdCents.forEach((cents, ordinal) => {
          if (cents >= 0) sold.push(ordinal);
        });
        entry = { minStdCents, sold: Int32Array.from(sold) };
        priceLists.set(priceList, entry);
      }
      return entry;
    };
    return {
      version,
      products,
      ordinalOfPosition: new Map(rows.map((row, ordinal) => [row.position, ordinal])),
      facets,
      nameRank,
      valueInfo,
      prices,
    };
  };

  let current: CatalogueIndex | null = null;

  /** The index of the catalogue as it is now (rebuilt first when the catalogue changed). */
  const index = (): CatalogueIndex => {
    const version = versionQuery.get()?.version ?? 0;
    if (current?.version !== version) current = build(version);
    return current;
  };

  /** One statement per shape of query (number of terms, indexed or not), prepared once, answering positions. */
  const statements = new Map<string, Database.Statement<string[], number>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<string[], number>(sql).pluck();
      statements.set(sql, statement);
    }
    return statement;
  };

  /**
   * Positions of the products whose name, code or description contains every term (a case-insensitive substring:
   * SQLite's LIKE, as before the index). The trigram index narrows the rows for terms of three characters or more;
   * LIKE then decides, so the answer is exactly the LIKE scan's (the trigram index folds case beyond ASCII, LIKE
   * does not; terms shorter than three characters are LIKE only).
   */
  const textMatches = (terms: string[]): number[] => {
    const params: string[] = [];
    const indexed = terms.filter((term) => [...term].length >= TRIGRAM);
    const conditions = terms.map((term) => {
      const pattern = likePattern(term);
      params.push(pattern, pattern, pattern);
      return "(p.name LIKE ? ESCAPE '\\' OR p.code LIKE ? ESCAPE '\\' OR p.description LIKE ? ESCAPE '\\')";
    });
    if (indexed.length > 0) {
      params.unshift(indexed.map(ftsString).join(" "));
      conditions.unshift("p.position IN (SELECT rowid FROM product_text WHERE product_text MATCH ?)");
    }
    return prepared(`SELECT p.position FROM products p WHERE ${conditions.join(" AND ")}`).all(...params);
  };

  return { index, textMatches };
}

export type CatalogueIndexer = ReturnType<typeof catalogueIndexer>;
