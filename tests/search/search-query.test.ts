import { describe, expect, it } from "vitest";
import {
  EMPTY_LISTING,
  brandQuery,
  categoryQuery,
  clearFacet,
  formatOccQuery,
  listingOccQuery,
  listingSearch,
  listingStateFromOccQuery,
  parseOccQuery,
  readListingState,
  readPageParam,
  searchPath,
  searchTermProblem,
  shouldAutocomplete,
  shouldLaunchSearch,
  toggleFilter,
} from "~/lib/search/search-query";

describe("search terms (spec part 1 §4, §5; part 2 §8)", () => {
  it("needs a non-empty term", () => {
    expect(searchTermProblem("")).toBe("required");
    expect(searchTermProblem("   ")).toBe("required");
    expect(searchTermProblem(null)).toBe("required");
    expect(searchTermProblem("polo")).toBeNull();
    expect(searchTermProblem(" hi vis ")).toBeNull();
  });

  it.each([":", "a:b", "<b>", "x>y", "{", "}", "[", "]", "back\\slash"])("refuses special characters: %s", (term) => {
    expect(searchTermProblem(term)).toBe("invalidCharacters");
  });

  it("allows ordinary punctuation", () => {
    for (const term of ["hi-vis", "o'neil", "50%", "polo & cap", "size 2XL", "café"]) {
      expect(searchTermProblem(term)).toBeNull();
    }
  });

  it("default variant: Enter with more than 1 character", () => {
    expect(shouldLaunchSearch("default", "po", "Enter")).toBe(true);
    expect(shouldLaunchSearch("default", "p", "Enter")).toBe(false);
    expect(shouldLaunchSearch("default", " p ", "Enter")).toBe(false);
    expect(shouldLaunchSearch("default", "polo", "a")).toBe(false);
  });

  it("wholesale variant: any key when the term is non-empty", () => {
    expect(shouldLaunchSearch("wholesale", "p", "p")).toBe(true);
    expect(shouldLaunchSearch("wholesale", "p", "Enter")).toBe(true);
    expect(shouldLaunchSearch("wholesale", "  ", "a")).toBe(false);
  });

  it("autocompletes from 1 character", () => {
    expect(shouldAutocomplete("p")).toBe(true);
    expect(shouldAutocomplete(" ")).toBe(false);
  });

  it("builds /search/{term} with the term encoded", () => {
    expect(searchPath(" hi vis ")).toBe("/search/hi%20vis");
    expect(searchPath("50%/x")).toBe("/search/50%25%2Fx");
  });
});

describe("OCC product queries", () => {
  it("category and brand pages filter on their facet (spec part 2 §9)", () => {
    expect(categoryQuery("polos")).toBe(":relevance:allCategories:polos");
    expect(brandQuery("acme-pro")).toBe(":relevance:brand:acme-pro");
  });

  it("parses and formats text:sort:facet:value…", () => {
    const query = parseOccQuery("polo:price-asc:allCategories:polos:colour:navy:colour:black");
    expect(query).toEqual({
      text: "polo",
      sort: "price-asc",
      filters: [
        { facet: "allCategories", value: "polos" },
        { facet: "colour", value: "navy" },
        { facet: "colour", value: "black" },
      ],
    });
    expect(formatOccQuery(query)).toBe("polo:price-asc:allCategories:polos:colour:navy:colour:black");
  });

  it("drops unknown sorts, unknown facets, incomplete pairs and duplicates", () => {
    expect(parseOccQuery("x:bogus:evil:1:colour:navy:colour:navy:size")).toEqual({
      text: "x",
      sort: "relevance",
      filters: [{ facet: "colour", value: "navy" }],
    });
    expect(parseOccQuery("")).toEqual({ text: "", sort: "relevance", filters: [] });
  });

  it("adds the page's own filter before the user's, once", () => {
    const state = { filters: [{ facet: "colour" as const, value: "navy" }], sort: "name-asc" as const, page: 2 };
    expect(listingOccQuery("", [{ facet: "allCategories", value: "polos" }], state)).toBe(
      ":name-asc:allCategories:polos:colour:navy",
    );
    expect(listingOccQuery("polo", [], EMPTY_LISTING)).toBe("polo:relevance");
    const dup = { ...EMPTY_LISTING, filters: [{ facet: "allCategories" as const, value: "polos" }] };
    expect(listingOccQuery("", [{ facet: "allCategories", value: "polos" }], dup)).toBe(":relevance:allCategories:polos");
  });
});

describe("product list URL state", () => {
  it("reads filters, sort and a 1-based page from the URL", () => {
    const state = readListingState(new URLSearchParams("colour=navy&colour=black&size=M&sort=price-desc&page=3"));
    expect(state).toEqual({
      filters: [
        { facet: "colour", value: "navy" },
        { facet: "colour", value: "black" },
        { facet: "size", value: "M" },
      ],
      sort: "price-desc",
      page: 2,
    });
  });

  it("ignores unknown parameters, bad sorts, values with ':' and odd pages", () => {
    expect(readListingState(new URLSearchParams("foo=bar&colour=a:b&colour=&sort=evil&page=-1"))).toEqual(EMPTY_LISTING);
    expect(readPageParam("0")).toBe(0);
    expect(readPageParam("1")).toBe(0);
    expect(readPageParam("2")).toBe(1);
    expect(readPageParam("abc")).toBe(0);
    expect(readPageParam(null)).toBe(0);
  });

  it("writes the state back, default sort and first page left out", () => {
    expect(listingSearch(EMPTY_LISTING)).toBe("");
    expect(listingSearch({ filters: [], sort: "relevance", page: 0 })).toBe("");
    const state = {
      filters: [
        { facet: "size" as const, value: "2XL" },
        { facet: "colour" as const, value: "hivis-orange" },
      ],
      sort: "name-desc" as const,
      page: 1,
    };
    const search = listingSearch(state, { contentPage: 2, empty: null });
    expect(search).toBe("?colour=hivis-orange&size=2XL&sort=name-desc&page=2&contentPage=2");
    expect(readListingState(new URLSearchParams(search))).toEqual({ ...state, filters: [...state.filters].reverse() });
  });

  it("toggles a facet value on and off", () => {
    const navy = { facet: "colour" as const, value: "navy" };
    const black = { facet: "colour" as const, value: "black" };
    const on = toggleFilter([black], navy);
    expect(on).toEqual([black, navy]);
    expect(toggleFilter(on, navy)).toEqual([black]);
  });

  it("clears every value of one facet", () => {
    const filters = [
      { facet: "colour" as const, value: "navy" },
      { facet: "size" as const, value: "M" },
      { facet: "colour" as const, value: "black" },
    ];
    expect(clearFacet(filters, "colour")).toEqual([{ facet: "size", value: "M" }]);
  });

  it("turns a backend toggle query into list state without the page's own filter", () => {
    const base = [{ facet: "allCategories" as const, value: "polos" }];
    expect(listingStateFromOccQuery(":relevance:allCategories:polos:colour:navy", base, "price-asc")).toEqual({
      filters: [{ facet: "colour", value: "navy" }],
      sort: "price-asc",
      page: 0,
    });
    expect(listingStateFromOccQuery(":relevance:allCategories:polos", base, null)).toEqual(EMPTY_LISTING);
  });
});
