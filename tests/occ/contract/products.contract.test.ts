import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getProduct, searchProducts } from "~/lib/occ/products.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { contract, sapErrors } from "./harness";
import { stockProduct, stockSearchPage } from "./fixtures/products";

const PRODUCT_SOURCE = "Spartacus projects/core/src/occ/adapters/product/default-occ-product-config.ts (products/${productCode}); SAP 2211 ProductsController (ProductWsDTO)";
const SEARCH_SOURCE = "Spartacus default-occ-product-config.ts productSearch (products/search); SAP 2211 ProductsController (ProductSearchPageWsDTO)";
const SPEC_PRODUCT = "spec part 2 §7 GET product/{productCode}?userId";

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetStockFallbacks();
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("contract: GET products/search", () => {
  it("sends query, currentPage, pageSize and fields as request parameters; reads SAP's page, dropping a product without a name", async () => {
    const run = contract([
      {
        source: SEARCH_SOURCE,
        request: { method: "GET", path: "products/search", query: { query: "beakers:relevance", currentPage: "0", pageSize: "18", fields: "FULL" } },
        response: { status: 200, body: stockSearchPage },
      },
    ]);
    const page = await run.verify(searchProducts({ occ: run.occ }, { query: "beakers:relevance" }));
    expect(page.products.map((p) => p.code)).toEqual(["2217258"]);
    expect(page.products[0]).toMatchObject({ name: "Measuring beakers", isNewItem: false, colorImageMapList: [], price: { value: 7.5, currencyIso: "USD" } });
    expect(page.products[0]?.images[0]?.url).toMatch(/^\/medias\/\?context=/);
    expect(page.pagination).toMatchObject({ currentPage: 0, pageSize: 18, totalResults: 2 });
    expect(page.facets.map((f) => f.name)).toEqual(["Stores", "Category"]);
    expect(page.breadcrumbs[0]?.removeQuery.query.value).toBe("beakers:relevance");
    expect(page.sorts.find((s) => s.selected)?.code).toBe("relevance");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped item 1 of products/search products"));
  });

  it("sends the sort when one is chosen", async () => {
    const run = contract([
      {
        source: SEARCH_SOURCE,
        request: { method: "GET", path: "products/search", query: { query: "beakers", currentPage: "2", pageSize: "18", sort: "price-asc", fields: "FULL" } },
        response: { status: 200, body: { ...stockSearchPage, products: [] } },
      },
    ]);
    await run.verify(searchProducts({ occ: run.occ }, { query: "beakers", currentPage: 2, sort: "price-asc" }));
  });
});

describe("contract: the product page (GET product/{code}?userId, stock GET products/{code}?fields=FULL)", () => {
  it("asks this customer's product/{code} with the user id", async () => {
    const run = contract([
      { source: SPEC_PRODUCT, request: { method: "GET", path: "product/2217258", query: { userId: "current" } }, response: { status: 200, body: { ...stockProduct, isNewItem: true, productType: "S" } } },
    ]);
    const product = await run.verify(getProduct({ occ: run.occ }, "2217258"));
    expect(product).toMatchObject({ code: "2217258", isNewItem: true, productType: "S" });
  });

  it("falls back to the stock products/{code}?fields=FULL when the extension is an unknown resource, and reads SAP's ProductWsDTO", async () => {
    const run = contract([
      { source: SPEC_PRODUCT, request: { method: "GET", path: "product/2217258", query: { userId: "current" } }, response: { status: 404, body: sapErrors.unknownResource("/corporate/product/2217258") } },
      { source: PRODUCT_SOURCE, request: { method: "GET", path: "products/2217258", query: { fields: "FULL" } }, response: { status: 200, body: stockProduct } },
    ]);
    const product = await run.verify(getProduct({ occ: run.occ }, "2217258"));
    expect(product).toMatchObject({
      code: "2217258",
      name: "Measuring beakers",
      purchasable: true,
      variantOptions: [],
      stock: { stockLevelStatus: "inStock", stockLevel: 120 },
      volumePrices: [{ minQuantity: 1, maxQuantity: 9, value: 7.5 }, { minQuantity: 10, value: 6.9 }],
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("product/{code}"));

    // Remembered: the next product goes straight to the stock call.
    const next = contract([{ source: PRODUCT_SOURCE, request: { method: "GET", path: "products/2217258", query: { fields: "FULL" } }, response: { status: 200, body: stockProduct } }]);
    await next.verify(getProduct({ occ: next.occ }, "2217258"));
  });

  it("an unknown product is SAP's 400 UnknownIdentifierError: notFound", async () => {
    const run = contract([
      { source: PRODUCT_SOURCE, request: { method: "GET", path: "product/NOPE", query: { userId: "current" } }, response: { status: 400, body: sapErrors.unknownIdentifier("Product with code 'NOPE' not found!") } },
    ]);
    await expect(run.verify(getProduct({ occ: run.occ }, "NOPE"))).rejects.toMatchObject({ kind: "notFound" });
  });
});
