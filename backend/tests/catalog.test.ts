import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, readJson, type TestBackend } from "./helpers";

const querySchema = z.object({ query: z.object({ value: z.string() }) });
const facetValueSchema = z.object({ code: z.string(), name: z.string(), count: z.number(), selected: z.boolean(), query: querySchema });
const facetSchema = z.object({ code: z.string(), name: z.string(), multiSelect: z.boolean(), visible: z.boolean(), values: z.array(facetValueSchema) });
const searchSchema = z.object({
  products: z.array(z.object({ code: z.string(), name: z.string() })),
  pagination: z.object({ totalResults: z.number() }),
  sorts: z.array(z.object({ code: z.string(), selected: z.boolean() })),
  facets: z.array(facetSchema),
  breadcrumbs: z.array(
    z.object({ facetCode: z.string(), facetName: z.string(), facetValueCode: z.string(), facetValueName: z.string(), removeQuery: querySchema }),
  ),
  categoryName: z.string().optional(),
  currentQuery: querySchema,
});
type SearchBody = z.infer<typeof searchSchema>;
const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() });
const productSchema = z.object({
  code: z.string(),
  url: z.string(),
  name: z.string(),
  purchasable: z.boolean(),
  selectedVariant: z.string().optional(),
  price: priceSchema,
  volumePrices: z.array(priceSchema.extend({ minQuantity: z.number(), maxQuantity: z.number().optional(), discountPercent: z.number() })),
  variantOptions: z.array(z.object({ code: z.string() })),
});

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

async function search(query: string, site = "corporate"): Promise<SearchBody> {
  const response = await get(backend, `/occ/v2/${site}/products/search?pageSize=100&query=${encodeURIComponent(query)}`);
  expect(response.status, query).toBe(200);
  return parseJson(response, searchSchema);
}

const facet = (body: SearchBody, code: string) => {
  const found = body.facets.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`No facet ${code}`);
  return found;
};
const counts = (body: SearchBody, code: string) => Object.fromEntries(facet(body, code).values.map((value) => [value.code, value.count]));
const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

describe("products/search facets", () => {
  it("lists category, brand, colour and size facets with counts over the whole result", async () => {
    const all = await search("");
    expect(all.facets.map((f) => [f.code, f.name, f.multiSelect, f.visible])).toEqual([
      ["allCategories", "Category", true, true],
      ["brand", "Brand", true, true],
      ["colour", "Colour", true, true],
      ["size", "Size", true, true],
    ]);
    const categories = counts(all, "allCategories");
    expect(Object.keys(categories)).toHaveLength(11);
    expect(categories["hi-vis"]).toBe(5); // four vests and the markup test product
    expect(sum(categories)).toBe(45);
    const brands = facet(all, "brand").values;
    expect(brands.length).toBeGreaterThanOrEqual(4);
    expect(brands.length).toBeLessThanOrEqual(6);
    expect(sum(counts(all, "brand"))).toBe(45);
    expect(facet(all, "allCategories").values[0]).toEqual({
      code: "polos",
      name: "Polos",
      count: 4,
      selected: false,
      query: { query: { value: ":relevance:allCategories:polos" } },
    });
    expect(facet(all, "colour").values.find((value) => value.code === "navy")?.name).toBe("Navy");
    expect(facet(all, "size").values.slice(0, 7).map((value) => value.code)).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL"]);
    expect(all.breadcrumbs).toEqual([]);
    expect(all.categoryName).toBeUndefined();
  });

  it("counts a facet over the result ignoring its own selection, and toggles values through their query", async () => {
    const all = await search("");
    const polos = await search(":relevance:allCategories:polos");
    expect(polos.products.map((product) => product.code)).toEqual(["POL-CL", "POL-PR", "POL-EC", "POL-MT"]);
    // The category facet ignores the category selection: same counts as without it, polos selected.
    expect(counts(polos, "allCategories")).toEqual(counts(all, "allCategories"));
    const selected = facet(polos, "allCategories").values.filter((value) => value.selected);
    expect(selected).toEqual([{ code: "polos", name: "Polos", count: 4, selected: true, query: { query: { value: ":relevance" } } }]);
    // Other facets count within the polos.
    expect(sum(counts(polos, "brand"))).toBe(4);
    const shirts = facet(polos, "allCategories").values.find((value) => value.code === "shirts");
    expect(shirts?.query.query.value).toBe(":relevance:allCategories:polos:allCategories:shirts");

    // Multi-select: values of one facet are OR-ed.
    const both = await search(shirts?.query.query.value ?? "");
    expect(both.pagination.totalResults).toBe(8);
    expect(both.categoryName).toBeUndefined();
    expect(both.breadcrumbs).toEqual([
      { facetCode: "allCategories", facetName: "Category", facetValueCode: "polos", facetValueName: "Polos", removeQuery: { query: { value: ":relevance:allCategories:shirts" } } },
      { facetCode: "allCategories", facetName: "Category", facetValueCode: "shirts", facetValueName: "Shirts", removeQuery: { query: { value: ":relevance:allCategories:polos" } } },
    ]);
    const removed = await search(both.breadcrumbs[0]?.removeQuery.query.value ?? "");
    expect(removed.products.every((product) => product.code.startsWith("SHT-"))).toBe(true);
  });

  it("gives every listed value a count equal to the result of selecting it alone in its facet", async () => {
    const base = await search("polo:name-asc:colour:navy:colour:black");
    expect(base.currentQuery.query.value).toBe("polo:name-asc:colour:navy:colour:black");
    expect(base.sorts.find((sort) => sort.selected)?.code).toBe("name-asc");
    for (const f of base.facets) {
      for (const value of f.values) {
        const others = f.code === "colour" ? "" : ":colour:navy:colour:black";
        const alone = await search(`polo:name-asc${others}:${f.code}:${value.code}`);
        expect(alone.pagination.totalResults, `${f.code}=${value.code}`).toBe(value.count);
      }
    }
    // Colour counts ignore the colour selection: every colour of a polo is listed.
    const colours = facet(base, "colour").values;
    expect(colours.filter((value) => value.selected).map((value) => value.code).sort()).toEqual(["black", "navy"]);
    expect(colours.length).toBeGreaterThan(2);
  });

  it("keeps a selected value listed with count 0 when nothing else matches", async () => {
    const none = await search(":relevance:allCategories:footwear:colour:navy");
    expect(none.products).toEqual([]);
    expect(facet(none, "colour").values.find((value) => value.code === "navy")).toMatchObject({ count: 0, selected: true, query: { query: { value: ":relevance:allCategories:footwear" } } });
    expect(facet(none, "allCategories").values.find((value) => value.code === "footwear")).toMatchObject({ count: 0, selected: true });
    expect(none.facets.map((f) => f.code)).toEqual(["allCategories", "colour"]);
  });

  it("names the category or the brand being listed", async () => {
    expect((await search(":relevance:allCategories:hi-vis")).categoryName).toBe("Hi-Vis");
    const brand = await search(":relevance:brand:kauri");
    expect(brand.categoryName).toBe("Kauri");
    expect(brand.pagination.totalResults).toBeGreaterThan(0);
    expect((await search(":relevance:allCategories:polos:brand:kauri")).categoryName).toBe("Polos");
    expect((await search(":relevance:brand:kauri:brand:tasman")).categoryName).toBeUndefined();
    expect((await search(":relevance:colour:navy")).categoryName).toBeUndefined();
    // An unknown value matches nothing and is named by its code.
    const unknown = await search(":relevance:brand:nope");
    expect(unknown.pagination.totalResults).toBe(0);
    expect(unknown.breadcrumbs[0]?.facetValueName).toBe("nope");
  });

  it("repeats a facet pair only once", async () => {
    const body = await search(":relevance:colour:navy:colour:navy");
    expect(body.currentQuery.query.value).toBe(":relevance:colour:navy");
    expect(body.breadcrumbs).toHaveLength(1);
  });
});

describe("GET catalogs/categories", () => {
  it("lists the categories, then the brands, with their storefront urls", async () => {
    const response = await get(backend, "/occ/v2/wholesale/catalogs/categories");
    expect(response.status).toBe(200);
    const { categories } = z
      .object({ categories: z.array(z.object({ code: z.string(), name: z.string(), type: z.enum(["category", "brand"]), url: z.string() }).strict()) })
      .strict()
      .parse(await readJson(response));
    expect(categories.filter((entry) => entry.type === "category")).toHaveLength(11);
    expect(categories[0]).toEqual({ code: "polos", name: "Polos", type: "category", url: "/category/polos" });
    const brands = categories.filter((entry) => entry.type === "brand");
    expect(brands.length).toBeGreaterThanOrEqual(4);
    expect(brands[0]).toEqual({ code: "ironbark", name: "Ironbark", type: "brand", url: "/Brands/Ironbark/c/ironbark" });
    expect(categories.findIndex((entry) => entry.type === "brand")).toBe(11);
  });

  it("is a 404 on an unknown site", async () => {
    const response = await get(backend, "/occ/v2/nope/catalogs/categories");
    expect(response.status).toBe(404);
    expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("UnknownResourceError");
  });
});

describe("product details: volume prices, purchasable, selected variant", () => {
  it("serves bulk price tiers on every third product, in the user's currency", async () => {
    const polo = await parseJson(await get(backend, "/occ/v2/corporate/product/POL-CL"), productSchema);
    expect(polo.volumePrices).toEqual([
      { minQuantity: 1, maxQuantity: 9, value: 34.95, formattedValue: "$34.95", currencyIso: "AUD", discountPercent: 0 },
      { minQuantity: 10, maxQuantity: 49, value: 33.2, formattedValue: "$33.20", currencyIso: "AUD", discountPercent: 5 },
      { minQuantity: 50, value: 31.45, formattedValue: "$31.45", currencyIso: "AUD", discountPercent: 10 },
    ]);
    expect((await parseJson(await get(backend, "/occ/v2/corporate/product/POL-PR"), productSchema)).volumePrices).toEqual([]);
    expect((await parseJson(await get(backend, "/occ/v2/corporate/product/POL-MT"), productSchema)).volumePrices).toHaveLength(3);

    const { access_token } = await login(backend, "wearer@kiwi.example");
    const kiwi = await parseJson(await get(backend, "/occ/v2/corporate/product/POL-CL?userId=current", access_token), productSchema);
    expect(kiwi.volumePrices.map((tier) => [tier.value, tier.currencyIso])).toEqual([
      [38.45, "NZD"],
      [36.55, "NZD"],
      [34.6, "NZD"],
    ]);
  });

  it("marks the base product not purchasable and a variant code purchasable, with selectedVariant", async () => {
    const base = await parseJson(await get(backend, "/occ/v2/corporate/product/SHT-MT"), productSchema);
    expect(base.purchasable).toBe(false);
    expect(base.selectedVariant).toBeUndefined();
    const variant = await parseJson(await get(backend, "/occ/v2/corporate/products/SHT-MT-WHITE-M-SLIM"), productSchema);
    expect(variant).toMatchObject({ code: "SHT-MT", purchasable: true, selectedVariant: "SHT-MT-WHITE-M-SLIM" });
    expect(variant.variantOptions.map((option) => option.code)).toContain("SHT-MT-WHITE-M-SLIM");
    expect((await get(backend, "/occ/v2/corporate/product/SHT-MT-WHITE-M-HUGE")).status).toBe(400);
  });

  it("serves the product whose name contains HTML as it is stored", async () => {
    const product = await parseJson(await get(backend, "/occ/v2/corporate/product/XSS-001"), productSchema);
    expect(product.name).toBe("Hi-Vis <b>Bold</b> Vest <img src=x onerror=alert(1)><script>alert(2)</script>");
    expect(product.url).toBe("/product/XSS-001/hi-vis-bold-vest");
    const found = await search("Bold");
    expect(found.products.map((p) => [p.code, p.name])).toEqual([["XSS-001", product.name]]);
    expect((await search("Bold", "wholesale")).products).toHaveLength(1);
  });
});
