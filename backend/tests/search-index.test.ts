import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../src/bench-catalogue";
import { parseSearchQuery, productSearcher, type SortCode } from "../src/stores/search";
import { suggester } from "../src/stores/site-search";
import { createTestBackend, type TestBackend } from "./helpers";
import { referenceProductSearcher, referenceSuggester } from "./reference-search";

/**
 * Issue 21 (Measure), decision 026: the indexed catalogue search (FTS5 trigram text index + in-memory facet index)
 * answers exactly what the LIKE scan it replaced answered — results in order, facets with counts and order,
 * breadcrumbs, headings, suggestions — over the seeded catalogue plus generated products and a few odd ones.
 */

const QUERIES = [
  "",
  "polo",
  "POLO",
  "po",
  "p",
  "polo shirt",
  "shirt polo",
  "cotton",
  "classic polo",
  "navy",
  "pol-cl",
  "POL-CL",
  "gen-0001",
  "heavy-duty",
  "%",
  "_",
  "\\",
  '"',
  "'",
  "50%",
  "a_b",
  "ca",
  "café",
  "CAFÉ",
  "été",
  "ÉTÉ",
  "é",
  "zzz",
  "-",
  "🙂",
  "שלום",
  "bold",
  "x".repeat(60),
  "polo:relevance:colour:navy",
  ":name-asc",
  ":name-desc",
  ":price-asc",
  ":price-desc",
  ":price-desc:allCategories:polos",
  ":relevance:allCategories:polos",
  ":relevance:allCategories:polos:allCategories:shirts:size:M",
  ":relevance:brand:ironbark:colour:black:size:XL",
  ":name-asc:allCategories:polos:size:M",
  "shirt:price-asc:size:L",
  ":relevance:colour:nonexistent",
  ":relevance:allCategories:polos:brand:tasman",
  "jacket:name-desc:brand:kauri:brand:coastline",
  "pro:relevance:size:One Size",
];

const PRICE_LISTS = ["corporate-aud", "corporate-nzd", "wholesale-aud"];

const SUGGESTIONS = ["polo", "p", "classic po", "hi", "size guide", "café", "gen", "heavy duty", "zzz", "🙂"];

let backend: TestBackend;

beforeAll(() => {
  backend = createTestBackend();
  generateCatalogue(backend.db, 120);
  const odd = backend.db.prepare(
    `INSERT INTO products (code, name, summary, description, category, shape, product_type, position, brand)
     VALUES (?, ?, 'Odd product.', ?, 'aprons', 'apron', 'S', ?, 'kauri')`,
  );
  const colour = backend.db.prepare("INSERT INTO product_colours (product_code, colour, position) VALUES (?, 'navy', 0)");
  const variant = backend.db.prepare("INSERT INTO variants (code, product_code, colour, size, position, stock_level) VALUES (?, ?, 'navy', 'One Size', 0, 5)");
  const price = backend.db.prepare("INSERT INTO variant_prices (price_list, variant_code, std_cents, rrp_cents) VALUES ('corporate-aud', ?, 2500, 3500)");
  [
    ["ODD-1", "Café Crème Apron", "ÉTÉ collection, 50% linen"],
    ["ODD-2", "<b>Bold</b> a_b Apron", "With \"quotes\" and 'apostrophes' and a back\\slash"],
    ["ODD-3", "Apron שלום 🙂", "Right-to-left and emoji"],
  ].forEach(([code = "", name = "", description = ""], i) => {
    odd.run(code, name, description, 900_000 + i);
    colour.run(code);
    variant.run(`${code}-V`, code);
    price.run(`${code}-V`);
  });
});
afterAll(() => backend.close());

function expectSameSearch(indexed: ReturnType<typeof productSearcher>, reference: ReturnType<typeof referenceProductSearcher>) {
  for (const priceList of PRICE_LISTS) {
    // Every query in the default list; in the others, those whose prices or sold products could differ.
    for (const query of priceList === "corporate-aud" ? QUERIES : QUERIES.filter((q) => q === "" || q.includes(":"))) {
      const criteria = parseSearchQuery(query, undefined);
      const got = indexed(criteria, priceList);
      const want = reference(criteria, priceList);
      const { codes, total, ...rest } = got;
      const label = `${priceList} "${query}"`;
      expect({ codes: codes(0, total), ...rest }, label).toEqual(want);
      expect(codes(2, 5), label).toEqual(want.codes.slice(2, 5));
      const resultsOnly = indexed(criteria, priceList, { facets: false });
      expect({ total: resultsOnly.total, codes: resultsOnly.codes(0, 12), facets: resultsOnly.facets }, label).toEqual({ total: total, codes: want.codes.slice(0, 12), facets: [] });
    }
  }
}

describe("indexed catalogue search", () => {
  it("answers every query of the set exactly as the LIKE scan did, in every price list", { timeout: 60_000 }, () => {
    const indexed = productSearcher(backend.db);
    const reference = referenceProductSearcher(backend.db);
    // The set covers empty and non-empty results, facets selected and not.
    const sizes = QUERIES.map((query) => indexed(parseSearchQuery(query, undefined), "corporate-aud").total);
    expect(sizes.filter((size) => size === 0).length).toBeGreaterThan(3);
    expect(sizes.filter((size) => size > 100).length).toBeGreaterThan(3);
    expectSameSearch(indexed, reference);
    for (const sort of ["relevance", "name-asc", "name-desc", "price-asc", "price-desc"] satisfies SortCode[]) {
      const criteria = parseSearchQuery("apron", sort);
      const { codes, total, ...rest } = indexed(criteria, "corporate-aud");
      expect({ codes: codes(0, total), ...rest }, sort).toEqual(reference(criteria, "corporate-aud"));
    }
  });

  it("suggests exactly what the phrase scan suggested", () => {
    const indexed = suggester(backend.db);
    const reference = referenceSuggester(backend.db);
    for (const site of ["corporate", "wholesale"]) {
      for (const text of SUGGESTIONS) expect(indexed(site, text, 8), `${site} "${text}"`).toEqual(reference(site, text, 8));
    }
  });

  it("follows catalogue changes (the index is rebuilt) but not stock changes", { timeout: 60_000 }, () => {
    const indexed = productSearcher(backend.db);
    const reference = referenceProductSearcher(backend.db);
    const suggest = suggester(backend.db);
    expect(indexed(parseSearchQuery("gen-00001", undefined), "corporate-aud").total).toBe(1);
    const version = () => backend.db.prepare<[], { version: number }>("SELECT version FROM catalogue_version").get()?.version;

    const before = version();
    backend.db.prepare("UPDATE variants SET stock_level = stock_level + 1 WHERE product_code = 'POL-CL'").run();
    expect(version()).toBe(before);

    backend.db.prepare("UPDATE products SET name = 'Renamed Zebra Smock' WHERE code = 'GEN-00001'").run();
    backend.db.prepare("DELETE FROM variant_prices WHERE variant_code IN (SELECT code FROM variants WHERE product_code = 'GEN-00002') AND price_list = 'corporate-aud'").run();
    backend.db.prepare("INSERT INTO product_colours (product_code, colour, position) VALUES ('ODD-1', 'black', 1)").run();
    expect(version()).not.toBe(before);
    expect(indexed(parseSearchQuery("zebra", undefined), "corporate-aud").codes(0, 5)).toEqual(["GEN-00001"]);
    expect(indexed(parseSearchQuery("gen-00002", undefined), "corporate-aud").total).toBe(0);
    expect(suggest("corporate", "zebra", 8)).toEqual([{ term: "renamed zebra smock" }]);
    expectSameSearch(indexed, reference);
  });
});
