import { describe, expect, it } from "vitest";
import { type ProductSearchPage } from "~/lib/occ/products.server";
import { appliedFilterViews, facetViews, sortOptionViews, visibleRange } from "~/lib/search/product-listing";
import { listingHeading } from "~/lib/search/product-listing.server";
import { EMPTY_LISTING } from "~/lib/search/search-query";

const q = (value: string) => ({ query: { value } });

const result: Pick<ProductSearchPage, "facets" | "breadcrumbs" | "sorts"> = {
  facets: [
    {
      code: "allCategories",
      name: "Category",
      visible: true,
      multiSelect: true,
      values: [{ code: "polos", name: "Polos", count: 4, selected: true, query: q(":relevance") }],
    },
    {
      code: "colour",
      name: "Colour",
      visible: true,
      multiSelect: true,
      values: [
        { code: "navy", name: "Navy", count: 2, selected: true, query: q(":relevance:allCategories:polos") },
        {
          code: "black",
          name: "Black",
          count: 3,
          selected: false,
          query: q(":relevance:allCategories:polos:colour:navy:colour:black"),
        },
      ],
    },
    { code: "size", name: "Size", visible: false, multiSelect: true, values: [] },
  ],
  breadcrumbs: [
    { facetCode: "allCategories", facetName: "Category", facetValueCode: "polos", facetValueName: "Polos", removeQuery: q(":relevance") },
    {
      facetCode: "colour",
      facetName: "Colour",
      facetValueCode: "navy",
      facetValueName: "Navy",
      removeQuery: q(":relevance:allCategories:polos"),
    },
  ],
  sorts: [
    { code: "name-asc", name: "Name (A to Z)", selected: false },
    { code: "relevance", name: "Relevance", selected: true },
    { code: "mystery", name: "Unknown", selected: false },
  ],
};

const context = {
  pathname: "/category/polos",
  base: [{ facet: "allCategories" as const, value: "polos" }],
  state: { filters: [{ facet: "colour" as const, value: "navy" }], sort: "name-asc" as const, page: 3 },
  hiddenFacets: ["allCategories"],
};

describe("facets, applied filters and sorts of a product list", () => {
  it("links each facet value to its toggle, keeps the sort, resets the page and hides the page's own facet", () => {
    const views = facetViews(result, context);
    expect(views.map((v) => v.code)).toEqual(["colour"]);
    expect(views[0]?.values).toEqual([
      { name: "Navy", count: 2, selected: true, href: "/category/polos?sort=name-asc" },
      { name: "Black", count: 3, selected: false, href: "/category/polos?colour=navy&colour=black&sort=name-asc" },
    ]);
    expect(views[0]?.clearHref).toBe("/category/polos?sort=name-asc");
  });

  it("has no 'Clear' for a facet with nothing selected", () => {
    const views = facetViews(result, { ...context, state: EMPTY_LISTING });
    const navyOff = { ...result, facets: result.facets.map((f) => ({ ...f, values: f.values.map((v) => ({ ...v, selected: false })) })) };
    expect(facetViews(navyOff, context)[0]?.clearHref).toBeNull();
    expect(views[0]?.values[1]?.href).toBe("/category/polos?colour=navy&colour=black");
  });

  it("lists applied filters except the page's own, each with a remove link", () => {
    expect(appliedFilterViews(result, context)).toEqual([
      { facetName: "Colour", valueName: "Navy", href: "/category/polos?sort=name-asc" },
    ]);
  });

  it("offers known sorts, relevance first, the current one selected", () => {
    expect(sortOptionViews(result, context.state)).toEqual([
      { code: "relevance", name: "Relevance", selected: false },
      { code: "name-asc", name: "Name (A to Z)", selected: true },
    ]);
    expect(sortOptionViews(result, EMPTY_LISTING)[0]).toEqual({ code: "relevance", name: "Relevance", selected: true });
  });
});

describe("headings and ranges", () => {
  it("names the page after its own filter, also when another category is chosen", () => {
    const crumb = (facetCode: string, facetValueCode: string, facetValueName: string) => ({
      facetCode,
      facetName: facetCode,
      facetValueCode,
      facetValueName,
      removeQuery: q(":relevance"),
    });
    const brand = { facet: "brand" as const, value: "southerly" };
    expect(
      listingHeading(
        { categoryName: "Polos", breadcrumbs: [crumb("brand", "southerly", "Southerly"), crumb("allCategories", "polos", "Polos")] },
        brand,
      ),
    ).toBe("Southerly");
    expect(listingHeading({ categoryName: "Southerly", breadcrumbs: [] }, brand)).toBe("Southerly");
    expect(listingHeading({ breadcrumbs: [] }, brand)).toBe("southerly");
  });

  it("reads 0 shown for a page past the end, keeping the total", () => {
    expect(visibleRange({ currentPage: 1, pageSize: 18, totalResults: 36 }, 18)).toEqual({ from: 19, to: 36, total: 36 });
    expect(visibleRange({ currentPage: 5, pageSize: 18, totalResults: 36 }, 0)).toEqual({ from: 0, to: 0, total: 36 });
    expect(visibleRange({ currentPage: 2, totalResults: 27 }, 7, 10)).toEqual({ from: 21, to: 27, total: 27 });
  });
});
