import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autocomplete, globalSearch } from "~/lib/occ/search.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { contract, sapErrors } from "./harness";
import { stockSearchPage, stockSuggestions } from "./fixtures/products";
import { customerAutocomplete, customerGlobalSearch } from "./fixtures/search";

const SPEC = "spec part 1 §7 'global search and autocomplete' (paths not shown): docs/occ-api.md";
const SUGGESTIONS_SOURCE = "Spartacus default-occ-product-config.ts productSuggestions + occ-product-search.adapter.ts {term, max}; SAP 2211 SuggestionListWsDTO";
const SEARCH_SOURCE = "Spartacus default-occ-product-config.ts productSearch (products/search); SAP 2211 ProductSearchPageWsDTO";

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetStockFallbacks();
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("contract: global search", () => {
  it("asks this customer's search/global with search, pageSize and currentPage; drops a malformed product", async () => {
    const run = contract([
      { source: SPEC, request: { method: "GET", path: "search/global", query: { search: "beakers", pageSize: "10", currentPage: "0" } }, response: { status: 200, body: customerGlobalSearch } },
    ]);
    const answer = await run.verify(globalSearch({ occ: run.occ }, { search: "beakers" }));
    expect(answer.products.map((p) => p.code)).toEqual(["2217258"]);
    expect(answer.results).toHaveLength(1);
  });

  it("falls back to stock products/suggestions and products/search (no content results) when search/global is unknown", async () => {
    const run = contract([
      { source: SPEC, request: { method: "GET", path: "search/global", query: { search: "beakers", pageSize: "10", currentPage: "1" } }, response: { status: 404, body: sapErrors.unknownResource("/corporate/search/global") } },
      { source: SUGGESTIONS_SOURCE, request: { method: "GET", path: "products/suggestions", query: { term: "beakers", max: "8" } }, response: { status: 200, body: stockSuggestions } },
      { source: SEARCH_SOURCE, request: { method: "GET", path: "products/search", query: { query: "beakers", pageSize: "12", fields: "FULL" } }, response: { status: 200, body: stockSearchPage } },
    ]);
    const answer = await run.verify(globalSearch({ occ: run.occ }, { search: "beakers", currentPage: 1 }));
    expect(answer).toMatchObject({
      suggestions: [{ term: "beakers" }, { term: "beam" }],
      results: [],
      pagination: { currentPage: 1, totalResults: 0 },
    });
    expect(answer.products.map((p) => p.code)).toEqual(["2217258"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no search/global extension"));
  });
});

describe("contract: autocomplete", () => {
  it("asks this customer's search/autocomplete with the term", async () => {
    const run = contract([{ source: SPEC, request: { method: "GET", path: "search/autocomplete", query: { term: "bea" } }, response: { status: 200, body: customerAutocomplete } }]);
    const answer = await run.verify(autocomplete({ occ: run.occ }, "bea"));
    expect(answer.suggestions).toEqual([{ term: "beakers" }]);
  });

  it("falls back to stock products/suggestions?term=&max= and products/search when search/autocomplete is unknown", async () => {
    const run = contract([
      { source: SPEC, request: { method: "GET", path: "search/autocomplete", query: { term: "bea" } }, response: { status: 404, body: sapErrors.unknownResource("/corporate/search/autocomplete") } },
      { source: SUGGESTIONS_SOURCE, request: { method: "GET", path: "products/suggestions", query: { term: "bea", max: "8" } }, response: { status: 200, body: stockSuggestions } },
      { source: SEARCH_SOURCE, request: { method: "GET", path: "products/search", query: { query: "bea", pageSize: "5", fields: "FULL" } }, response: { status: 200, body: stockSearchPage } },
    ]);
    const answer = await run.verify(autocomplete({ occ: run.occ }, "bea"));
    expect(answer.suggestions.map((s) => s.term)).toEqual(["beakers", "beam"]);
    expect(answer.products.map((p) => p.code)).toEqual(["2217258"]);
  });
});
