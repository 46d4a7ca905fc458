import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, type TestBackend } from "./helpers";

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() });
const searchProductSchema = z.object({ code: z.string(), name: z.string(), url: z.string(), price: priceSchema, minSTDPriceData: priceSchema, colorImageMapList: z.array(z.unknown()) });
const resultSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    imageUrl: z.string().startsWith("/medias/cms/").optional(),
    label: z.string().optional(),
    name: z.string().optional(),
    url: z.string().regex(/^\/[a-z0-9/-]*$/),
  })
  .strict();
const globalSchema = z
  .object({
    suggestions: z.array(z.object({ term: z.string() }).strict()).max(8),
    products: z.array(searchProductSchema).max(12),
    results: z.array(resultSchema),
    pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() }).strict(),
  })
  .strict();
const autocompleteSchema = z
  .object({ suggestions: z.array(z.object({ term: z.string() }).strict()).max(8), products: z.array(searchProductSchema).max(5) })
  .strict();

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

async function globalSearch(params: string, site = "corporate", token?: string) {
  const response = await get(backend, `/occ/v2/${site}/search/global?${params}`, token);
  expect(response.status, params).toBe(200);
  return parseJson(response, globalSchema);
}

async function autocomplete(term: string, site = "corporate") {
  const response = await get(backend, `/occ/v2/${site}/search/autocomplete?term=${encodeURIComponent(term)}`);
  expect(response.status, term).toBe(200);
  return parseJson(response, autocompleteSchema);
}

describe("GET search/global", () => {
  it("finds content, products and suggestions", async () => {
    const body = await globalSearch("search=polo&pageSize=10&currentPage=0");
    expect(body.results[0]).toEqual({
      title: "Polos size guide",
      description: "Find your size in polos (XS–3XL), with tips on how to measure.",
      imageUrl: "/medias/cms/search-size-guide.svg",
      label: "Size guide",
      name: "size-guide-polos",
      // Size guides wait for their pages: the help page until then (seed-data/search-content.ts CONTENT_PAGES_WAITING).
      url: "/faq",
    });
    expect(body.products.map((product) => product.code)).toEqual(["POL-CL", "POL-PR", "POL-EC", "POL-MT"]);
    expect(body.suggestions.map((suggestion) => suggestion.term)).toEqual(
      expect.arrayContaining(["polos", "polos size guide", "classic polo", "eco polo"]),
    );
    expect(body.suggestions[0]?.term).toBe("polos");
  });

  it("seeds at least 25 content items per site, with images that are served", async () => {
    for (const site of ["corporate", "wholesale"]) {
      const count = backend.db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM search_content WHERE site = ?").get(site)?.n;
      expect(count, site).toBeGreaterThanOrEqual(25);
    }
    const images = backend.db.prepare<[], { url: string }>("SELECT DISTINCT image_url AS url FROM search_content WHERE image_url IS NOT NULL").all();
    expect(images.length).toBeGreaterThan(0);
    for (const { url } of images) expect((await backend.app.request(url)).status, url).toBe(200);
  });

  it("paginates the content results; products are not paginated", async () => {
    const first = await globalSearch("search=size");
    const total = first.pagination.totalResults;
    expect(total).toBeGreaterThan(10);
    expect(first.pagination).toEqual({ currentPage: 0, pageSize: 10, totalPages: Math.ceil(total / 10), totalResults: total });
    expect(first.results).toHaveLength(10);
    const second = await globalSearch("search=size&currentPage=1");
    expect(second.results).toHaveLength(total - 10);
    expect(second.products).toEqual(first.products);
    const titles = [...first.results, ...second.results].map((result) => result.title);
    expect(new Set(titles).size).toBe(total);
    expect(titles.filter((title) => title.endsWith("size guide"))).toHaveLength(11);
    expect((await globalSearch("search=size&currentPage=9")).results).toEqual([]);
    const small = await globalSearch("search=size&pageSize=4&currentPage=2");
    expect(small.results.map((result) => result.title)).toEqual(titles.slice(8, 12));
  });

  it("serves each site's own content and prices products for the signed-in user", async () => {
    const wholesale = await globalSearch("search=bulk%20upload", "wholesale");
    expect(wholesale.results[0]).toMatchObject({ name: "help-bulk-upload", url: "/faq" });
    expect((await globalSearch("search=bulk%20upload")).results).toEqual([]);
    const { access_token } = await login(backend, "wearer@kiwi.example");
    const kiwi = await globalSearch("search=boots", "corporate", access_token);
    expect(kiwi.products.length).toBeGreaterThan(0);
    expect(kiwi.products.every((product) => product.price.currencyIso === "NZD")).toBe(true);
  });

  it("finds the product whose name contains HTML, and suggests its name without markup", async () => {
    const body = await globalSearch("search=Bold");
    expect(body.products.map((product) => product.code)).toEqual(["XSS-001"]);
    expect(body.suggestions).toEqual([{ term: "hi-vis bold vest" }]);
  });

  it("answers empty lists when nothing matches", async () => {
    expect(await globalSearch("search=zebra")).toEqual({
      suggestions: [],
      products: [],
      results: [],
      pagination: { currentPage: 0, pageSize: 10, totalPages: 0, totalResults: 0 },
    });
  });

  it("rejects special characters in the term", async () => {
    for (const char of [":", "<", ">", "{", "}", "[", "]", "\\"]) {
      const response = await get(backend, `/occ/v2/corporate/search/global?search=${encodeURIComponent(`polo${char}navy`)}`);
      expect(response.status, char).toBe(400);
      expect((await parseJson(response, occErrorsSchema)).errors).toEqual([
        {
          type: "ValidationError",
          subject: "search",
          subjectType: "parameter",
          reason: "invalid",
          message: "Your search query is incorrectly formatted. Please remove special characters like ':' and try again.",
        },
      ]);
    }
    // Other punctuation is ordinary text.
    expect((await globalSearch(`search=${encodeURIComponent("hi-vis & co.")}`)).pagination.totalResults).toBe(0);
  });

  it("needs a search term and valid paging", async () => {
    for (const query of ["", "search=", "search=%20%20"]) {
      const response = await get(backend, `/occ/v2/corporate/search/global?${query}`);
      expect(response.status, query).toBe(400);
      expect((await parseJson(response, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "search", reason: "missing" });
    }
    const long = await get(backend, `/occ/v2/corporate/search/global?search=${"a".repeat(101)}`);
    expect((await parseJson(long, occErrorsSchema)).errors[0]).toMatchObject({ subject: "search", reason: "invalid" });
    const paging = await get(backend, "/occ/v2/corporate/search/global?search=polo&pageSize=0&currentPage=x");
    expect((await parseJson(paging, occErrorsSchema)).errors.map((error) => error.subject)).toEqual(["pageSize", "currentPage"]);
    expect((await get(backend, "/occ/v2/corporate/search/global?search=polo", "expired-or-unknown")).status).toBe(401);
  });
});

describe("GET search/autocomplete", () => {
  it("suggests up to 8 terms and 5 products", async () => {
    const body = await autocomplete("po");
    expect(body.suggestions).toHaveLength(8);
    expect(body.suggestions[0]?.term).toBe("polos");
    expect(body.suggestions.every((suggestion) => suggestion.term.split(/[^a-z0-9]+/).some((word) => word.startsWith("po")))).toBe(true);
    expect(body.products).toHaveLength(5);
    const eco = await autocomplete("eco pol");
    expect(eco.suggestions).toEqual([{ term: "eco polo" }]);
    // Product search matches descriptions too ("pol" is in "recycled polyester"); the name match ranks first.
    expect(eco.products[0]?.code).toBe("POL-EC");
    expect(await autocomplete("zebra")).toEqual({ suggestions: [], products: [] });
  });

  it("takes any text of at least one character", async () => {
    expect((await autocomplete("k")).suggestions.map((suggestion) => suggestion.term)).toContain("kauri");
    expect(await autocomplete("polo:navy")).toEqual({ suggestions: [], products: [] });
    for (const query of ["", "?term=", "?term=%20"]) {
      const response = await get(backend, `/occ/v2/corporate/search/autocomplete${query}`);
      expect(response.status, query).toBe(400);
      expect((await parseJson(response, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "term", reason: "missing" });
    }
  });
});
