import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, type TestBackend } from "./helpers";

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() }).strict();
const imageSchema = z
  .object({ url: z.string().startsWith("/medias/"), altText: z.string(), format: z.enum(["product", "thumbnail"]), imageType: z.literal("PRIMARY") })
  .strict();
const searchProductSchema = z
  .object({
    code: z.string(),
    productCode: z.string(),
    name: z.string(),
    summary: z.string(),
    url: z.string(),
    isNewItem: z.boolean(),
    productType: z.string(),
    images: z.array(imageSchema).min(1),
    price: priceSchema,
    minSTDPriceData: priceSchema,
    maxSTDPriceData: priceSchema,
    minRRPPriceData: priceSchema,
    maxRRPPriceData: priceSchema,
    colorImageMapList: z.array(z.object({ color: z.string(), swatchImageURL: z.string(), productImageURL: z.string() }).strict()).min(2).max(5),
    stock: z.object({ stockLevelStatus: z.enum(["inStock", "lowStock", "outOfStock"]) }).strict(),
  })
  .strict();
const searchSchema = z
  .object({
    products: z.array(searchProductSchema),
    pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number(), sort: z.string() }).strict(),
    sorts: z.array(z.object({ code: z.string(), name: z.string(), selected: z.boolean() }).strict()),
    facets: z.array(
      z
        .object({
          code: z.enum(["allCategories", "brand", "colour", "size"]),
          name: z.string(),
          multiSelect: z.literal(true),
          visible: z.literal(true),
          values: z
            .array(
              z
                .object({
                  code: z.string(),
                  name: z.string(),
                  count: z.number().int().min(0),
                  selected: z.boolean(),
                  query: z.object({ query: z.object({ value: z.string() }).strict() }).strict(),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
    ),
    breadcrumbs: z.array(
      z
        .object({
          facetCode: z.string(),
          facetName: z.string(),
          facetValueCode: z.string(),
          facetValueName: z.string(),
          removeQuery: z.object({ query: z.object({ value: z.string() }).strict() }).strict(),
        })
        .strict(),
    ),
    categoryName: z.string().optional(),
    freeTextSearch: z.string(),
    currentQuery: z.object({ query: z.object({ value: z.string() }) }),
  })
  .strict();
const productSchema = searchProductSchema
  .extend({
    description: z.string(),
    purchasable: z.boolean(),
    selectedVariant: z.string().optional(),
    volumePrices: z.array(
      z
        .object({
          minQuantity: z.number().int().min(1),
          maxQuantity: z.number().int().optional(),
          value: z.number(),
          formattedValue: z.string(),
          currencyIso: z.string(),
          discountPercent: z.number().int(),
        })
        .strict(),
    ),
    configurable: z.boolean(),
    multidimensional: z.boolean(),
    variantOptions: z
      .array(
        z
          .object({
            code: z.string(),
            stock: z.object({ stockLevelStatus: z.string(), stockLevel: z.number().int().min(0) }).strict(),
            priceData: priceSchema,
            variantOptionQualifiers: z.array(
              z
                .object({
                  qualifier: z.enum(["colour", "size", "fit"]),
                  name: z.string(),
                  value: z.string(),
                  image: z.object({ url: z.string(), format: z.string() }).optional(),
                })
                .strict(),
            ),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const search = async (query: string, token?: string, site = "corporate") => {
  const response = await get(backend, `/occ/v2/${site}/products/search${query}`, token);
  expect(response.status).toBe(200);
  return parseJson(response, searchSchema);
};

describe("GET /occ/v2/{site}/products/search", () => {
  it("pages through all 45 products, 18 per page by default", async () => {
    const first = await search("");
    expect(first.pagination).toEqual({ currentPage: 0, pageSize: 18, totalPages: 3, totalResults: 45, sort: "relevance" });
    expect(first.products).toHaveLength(18);
    const last = await search("?currentPage=2");
    expect(last.products).toHaveLength(9);
    const beyond = await search("?currentPage=3");
    expect(beyond.products).toHaveLength(0);
    const all = await search("?pageSize=100");
    expect(new Set(all.products.map((product) => product.code)).size).toBe(45);
    expect(all.sorts.find((sort) => sort.selected)?.code).toBe("relevance");
  });

  it("matches free text case-insensitively on name, code and description; every word must match", async () => {
    const polos = await search("?query=POLO");
    expect(polos.products.map((product) => product.code)).toEqual(["POL-CL", "POL-PR", "POL-EC", "POL-MT"]);
    expect(polos.freeTextSearch).toBe("POLO");
    expect(polos.currentQuery.query.value).toBe("POLO:relevance");

    expect((await search("?query=eco%20polo")).products.map((product) => product.code)).toEqual(["POL-EC"]);
    expect((await search("?query=trs-pr")).products[0]?.code).toBe("TRS-PR");
    expect((await search("?query=reflective")).products.every((product) => product.code.startsWith("VST-"))).toBe(true);
    expect((await search("?query=Bold")).products.map((product) => product.code)).toEqual(["XSS-001"]);
    expect((await search("?query=50%25")).pagination.totalResults).toBe(0);

    const none = await search("?query=zebra");
    expect(none.products).toEqual([]);
    expect(none.pagination).toMatchObject({ totalResults: 0, totalPages: 0 });
  });

  it("sorts by name and price", async () => {
    const byName = (await search("?query=vest&sort=name-asc")).products.map((product) => product.name);
    expect(byName).toEqual([...byName].sort());
    const descending = (await search("?query=vest:name-desc")).products.map((product) => product.name);
    expect(descending).toEqual([...byName].reverse());
    const prices = (await search("?pageSize=100&sort=price-asc")).products.map((product) => product.minSTDPriceData.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const highest = (await search("?pageSize=100&sort=price-desc")).products.map((product) => product.minSTDPriceData.value);
    expect(highest).toEqual([...prices].reverse());
  });

  it("filters by facet pairs after the sort", async () => {
    const boots = await search("?query=:relevance:allCategories:footwear");
    expect(boots.products.map((product) => product.code)).toEqual(["BOT-CL", "BOT-PR", "BOT-EC", "BOT-MT"]);
    const navyPolos = await search("?query=polo:name-asc:colour:navy");
    expect(navyPolos.products.length).toBeGreaterThan(0);
    expect(navyPolos.products.every((product) => product.colorImageMapList.some((colour) => colour.color === "Navy"))).toBe(true);
    expect(navyPolos.currentQuery.query.value).toBe("polo:name-asc:colour:navy");
  });

  it("prices in AUD for anonymous callers and in the signed-in user's organisation currency", async () => {
    const anonymous = await search("?query=POL-CL");
    expect(anonymous.products[0]?.price).toEqual({ value: 34.95, formattedValue: "$34.95", currencyIso: "AUD" });

    const { access_token: aud } = await login(backend, "buyer@acme.example");
    expect((await search("?query=POL-CL", aud)).products[0]?.price.currencyIso).toBe("AUD");

    const { access_token: nzd } = await login(backend, "wearer@kiwi.example");
    const kiwi = (await search("?query=POL-CL", nzd)).products[0];
    expect(kiwi?.price).toEqual({ value: 38.45, formattedValue: "$38.45", currencyIso: "NZD" });
    expect(kiwi?.maxRRPPriceData.currencyIso).toBe("NZD");
  });

  it("answers wholesale prices on the wholesale site", async () => {
    const anonymous = (await search("?query=POL-CL", undefined, "wholesale")).products[0];
    expect(anonymous?.price).toEqual({ value: 27.95, formattedValue: "$27.95", currencyIso: "AUD" });
    const { access_token } = await login(backend, "buyer@wholesale.example");
    expect((await search("?query=POL-CL", access_token, "wholesale")).products[0]?.price.value).toBe(27.95);
    const corporate = await get(backend, "/occ/v2/corporate/products/search", access_token);
    expect(corporate.status).toBe(403);
  });

  it("answers OCC ValidationErrors, one per invalid field", async () => {
    const response = await get(backend, "/occ/v2/corporate/products/search?pageSize=101&currentPage=-1&sort=cheapest");
    expect(response.status).toBe(400);
    const { errors } = await parseJson(response, occErrorsSchema);
    expect(errors.map((error) => [error.type, error.subject, error.reason])).toEqual([
      ["ValidationError", "pageSize", "invalid"],
      ["ValidationError", "currentPage", "invalid"],
      ["ValidationError", "sort", "invalid"],
    ]);
    for (const query of ["pageSize=0", "pageSize=abc", "pageSize=", "query=polo:cheapest", "query=polo:relevance:shade:navy", "query=polo:relevance:colour"]) {
      const invalid = await get(backend, `/occ/v2/corporate/products/search?${query}`);
      expect(invalid.status, query).toBe(400);
      const [error] = (await parseJson(invalid, occErrorsSchema)).errors;
      expect(error?.type).toBe("ValidationError");
      expect(error?.subject).toBe(query.split("=")[0]);
    }
  });
});

describe("GET /occ/v2/{site}/product/{code}", () => {
  it("answers the product page shape with variant options", async () => {
    const response = await get(backend, "/occ/v2/corporate/product/SHT-MT?userId=anonymous");
    expect(response.status).toBe(200);
    const product = await parseJson(response, productSchema);
    expect(product).toMatchObject({ code: "SHT-MT", name: "Metro Business Shirt", isNewItem: false, productType: "S" });
    const colours = product.colorImageMapList.length;
    expect(product.variantOptions).toHaveLength(colours * 2 * 7);
    const [first] = product.variantOptions;
    expect(first?.variantOptionQualifiers.map((qualifier) => qualifier.qualifier)).toEqual(["colour", "size", "fit"]);
    expect(first?.variantOptionQualifiers[0]?.image?.url).toMatch(/^\/medias\/swatch\/[a-z-]+\.svg$/);
    const values = product.variantOptions.map((option) => option.priceData.value);
    expect(product.minSTDPriceData.value).toBe(Math.min(...values));
    expect(product.maxSTDPriceData.value).toBe(Math.max(...values));
    expect(product.maxSTDPriceData.value).toBeGreaterThan(product.minSTDPriceData.value);
  });

  it("also answers products/{code}, with prices of the signed-in user", async () => {
    const { access_token } = await login(backend, "wearer@kiwi.example");
    const response = await get(backend, "/occ/v2/corporate/products/BOT-PR?userId=current", access_token);
    const product = await parseJson(response, productSchema);
    expect(product).toMatchObject({ code: "BOT-PR", productType: "K", price: { currencyIso: "NZD" } });
    expect(product.variantOptions[0]?.variantOptionQualifiers.map((qualifier) => qualifier.qualifier)).toEqual(["colour", "size"]);
  });

  it("answers 404 UnknownIdentifierError for an unknown product", async () => {
    const response = await get(backend, "/occ/v2/corporate/product/NOPE-1");
    expect(response.status).toBe(400);
    expect((await parseJson(response, occErrorsSchema)).errors).toEqual([
      { type: "UnknownIdentifierError", message: "Product with code 'NOPE-1' not found" },
    ]);
  });

  it("validates the code and userId", async () => {
    const badCode = await get(backend, "/occ/v2/corporate/product/%3Cscript%3E");
    expect(badCode.status).toBe(400);
    expect((await parseJson(badCode, occErrorsSchema)).errors[0]?.subject).toBe("code");
    const badUser = await get(backend, "/occ/v2/corporate/product/POL-CL?userId=someone");
    expect((await parseJson(badUser, occErrorsSchema)).errors[0]?.subject).toBe("userId");
    const noToken = await get(backend, "/occ/v2/corporate/product/POL-CL?userId=current");
    expect(noToken.status).toBe(401);
  });
});
