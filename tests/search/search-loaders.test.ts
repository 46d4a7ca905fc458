import { type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import * as messages from "~/lib/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as brandLoader } from "~/routes/Brands.$brandName.c.$brandCode";
import { loader as categoryLoader } from "~/routes/category.$categoryCode";
import { loader as resourceLoader } from "~/routes/resources.search";
import { loader as searchTermLoader } from "~/routes/search.$term";
import { loader as searchIndexLoader } from "~/routes/search._index";
import { OCC_BASE_URL, occError } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const PRODUCTS = `${OCC_BASE_URL}/corporate/products/search`;
const GLOBAL = `${OCC_BASE_URL}/corporate/search/global`;
const AUTOCOMPLETE = `${OCC_BASE_URL}/corporate/search/autocomplete`;

const price = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });

function product(code: string, name = `Product ${code}`) {
  return {
    code,
    name,
    isNewItem: code.endsWith("EC"),
    images: [{ url: `/medias/product/polo/navy.svg`, format: "product" }],
    price: price(34.95),
    minSTDPriceData: price(34.95),
    maxSTDPriceData: price(38.95),
    minRRPPriceData: price(48.95),
    maxRRPPriceData: price(54.55),
    colorImageMapList: ["navy", "black", "white", "royal", "red"].map((color) => ({
      color,
      swatchImageURL: `/medias/swatch/${color}.svg`,
    })),
  };
}

function productPage(overrides: Record<string, unknown> = {}) {
  return {
    products: [product("POL-CL"), product("POL-EC")],
    facets: [],
    breadcrumbs: [],
    pagination: { currentPage: 0, pageSize: 18, totalPages: 1, totalResults: 2 },
    sorts: [
      { code: "relevance", name: "Relevance", selected: true },
      { code: "name-asc", name: "Name (A to Z)", selected: false },
    ],
    ...overrides,
  };
}

function globalPage(overrides: Record<string, unknown> = {}) {
  return {
    suggestions: [{ term: "polo" }, { term: "polo shirt" }],
    products: [product("POL-PR")],
    results: [
      { title: "Polo care guide", description: "How to wash <b>polos</b>", url: "/help/polo-care" },
      { title: "Bad link", description: "x", url: "javascript:alert(1)" },
    ],
    pagination: { currentPage: 0, pageSize: 10, totalPages: 3, totalResults: 27 },
    ...overrides,
  };
}

function args(url: string, params: Record<string, string>, cookie?: string): LoaderFunctionArgs {
  return { request: pageRequest(url, cookie), context: createRequestContext("nonce"), params } as LoaderFunctionArgs;
}

/** Handlers that record the query strings the loaders send. */
function recordSearches(products = productPage(), global = globalPage()) {
  const calls: { products: URLSearchParams[]; global: URLSearchParams[] } = { products: [], global: [] };
  server.use(
    http.get(PRODUCTS, ({ request }) => {
      calls.products.push(new URL(request.url).searchParams);
      return HttpResponse.json(products);
    }),
    http.get(GLOBAL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.global.push(params);
      // Echo the page asked for, as the backend does.
      return HttpResponse.json({ ...global, pagination: { ...global.pagination, currentPage: Number(params.get("currentPage")) } });
    }),
  );
  return calls;
}

describe("/search", () => {
  it("shows the form without a query", async () => {
    await expect(searchIndexLoader(args("http://shop.test/search", {}))).resolves.toMatchObject({ q: "", error: null });
  });

  it("sends ?q= on to /search/{term}", async () => {
    const response = await thrownResponse(searchIndexLoader(args("http://shop.test/search?q=hi+vis", {})));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/search/hi%20vis");
  });

  it("keeps an empty term on the form with 'This field is required.'", async () => {
    await expect(searchIndexLoader(args("http://shop.test/search?q=+", {}))).resolves.toMatchObject({
      error: messages.required,
    });
  });
});

describe("/search/{term}", () => {
  it("calls the product search and the global search with the term, page and sort", async () => {
    const calls = recordSearches();
    const data = await searchTermLoader(
      args("http://shop.test/search/polo?colour=navy&sort=name-asc&page=2&contentPage=3", { term: "polo" }),
    );
    expect(calls.products[0]?.get("query")).toBe("polo:name-asc:colour:navy");
    expect(calls.products[0]?.get("sort")).toBe("name-asc");
    expect(calls.products[0]?.get("currentPage")).toBe("1");
    expect(calls.products[0]?.get("pageSize")).toBe("18");
    expect(calls.global[0]?.get("search")).toBe("polo");
    expect(calls.global[0]?.get("currentPage")).toBe("2");
    expect(calls.global[0]?.get("pageSize")).toBe("10");
    if (data.status !== "ok") throw new Error("expected results");
    expect(data.content.range).toEqual({ from: 21, to: 27, total: 27 });
    expect(data.suggestions).toEqual(["polo shirt"]); // the term itself is not suggested
  });

  it("refuses special characters before calling the backend", async () => {
    const calls = recordSearches();
    const data = await searchTermLoader(args("http://shop.test/search/a%3Ab", { term: "a:b" }));
    expect(data).toMatchObject({ status: "invalid", message: messages.searchQueryIncorrect });
    expect(calls.products).toHaveLength(0);
    expect(calls.global).toHaveLength(0);
  });

  it("maps the backend's 400 on `search` to the same message", async () => {
    server.use(
      http.get(PRODUCTS, () => HttpResponse.json(productPage())),
      http.get(GLOBAL, () =>
        occError(400, [{ type: "ValidationError", message: "invalid", subject: "search", reason: "invalid" }]),
      ),
    );
    await expect(searchTermLoader(args("http://shop.test/search/odd", { term: "odd" }))).resolves.toMatchObject({
      status: "invalid",
      message: messages.searchQueryIncorrect,
    });
  });

  it("other backend failures show the catalogue text", async () => {
    server.use(
      http.get(PRODUCTS, () => HttpResponse.json(productPage())),
      http.get(GLOBAL, () => new HttpResponse("down", { status: 502 })),
    );
    const response = await thrownResponse(searchTermLoader(args("http://shop.test/search/polo", { term: "polo" })));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.badGateway });
  });

  it("an empty term goes back to the search form", async () => {
    const response = await thrownResponse(searchTermLoader(args("http://shop.test/search/%20", { term: " " })));
    expect(response.headers.get("Location")).toBe("/search");
  });

  it("the wholesale-only relevance sort is not applied on the corporate site, and content links are safe", async () => {
    recordSearches();
    const data = await searchTermLoader(args("http://shop.test/search/polo", { term: "polo" }));
    if (data.status !== "ok") throw new Error("expected results");
    expect(data.products.sorts.map((s) => s.code)).toEqual(["relevance", "name-asc"]);
    expect(data.content.results.map((r) => r.href)).toEqual(["/help/polo-care", null]);
    expect(data.content.results[0]?.description).toBe("How to wash polos");
  });
});

describe("product cards", () => {
  const xss = 'Bold <b>Bold</b> Tee<img src=x onerror="alert(1)"><script>alert(2)</script>';

  it("sanitise names, keep prices from anonymous visitors and show up to 3 swatches", async () => {
    recordSearches(productPage({ products: [product("XSS-1", xss)] }));
    const data = await searchTermLoader(args("http://shop.test/search/bold", { term: "bold" }));
    if (data.status !== "ok") throw new Error("expected results");
    const card = data.products.cards[0];
    expect(card?.nameHtml).toBe("Bold <b>Bold</b> Tee");
    expect(card?.plainName).toBe("Bold Bold Tee");
    expect(card?.href).toBe("/product/XSS-1/Bold%20Bold%20Tee");
    expect(card?.price).toBeNull();
    expect(data.priceContext.priceEnabled).toBe(false);
    expect(card?.swatches.map((s) => s.colour)).toEqual(["navy", "black", "white"]);
    expect(card?.moreColours).toBe(2);
  });

  it("carry prices for a signed-in user with priceEnabled", async () => {
    recordSearches();
    const cookie = await sessionCookie(signedInData({ priceEnabled: true, currencySymbol: "A$" }));
    const data = await searchTermLoader(args("http://shop.test/search/polo", { term: "polo" }, cookie));
    if (data.status !== "ok") throw new Error("expected results");
    expect(data.priceContext).toEqual({ priceEnabled: true, currencySymbol: "A$" });
    expect(data.products.cards[0]?.price?.minSTDPriceData).toEqual({ value: 34.95 });
  });

  it("carry no prices for a signed-in user without priceEnabled (a wearer)", async () => {
    recordSearches();
    const cookie = await sessionCookie(signedInData({ priceEnabled: false }));
    const data = await searchTermLoader(args("http://shop.test/search/polo", { term: "polo" }, cookie));
    if (data.status !== "ok") throw new Error("expected results");
    expect(data.products.cards.every((c) => c.price === null)).toBe(true);
  });
});

describe("category and brand pages", () => {
  it("query `:relevance:allCategories:{code}` plus the URL's filters and sort", async () => {
    const calls = recordSearches(productPage({ categoryName: "Polos" }));
    const data = await categoryLoader(
      args("http://shop.test/category/polos?colour=navy&sort=price-asc&page=2", { categoryCode: "polos" }),
    );
    expect(calls.products[0]?.get("query")).toBe(":price-asc:allCategories:polos:colour:navy");
    expect(calls.products[0]?.get("currentPage")).toBe("1");
    expect(data.heading).toBe("Polos");
  });

  it("brand pages filter on the brand facet", async () => {
    const calls = recordSearches(productPage({ categoryName: "Acme Pro" }));
    const data = await brandLoader(
      args("http://shop.test/Brands/Acme%20Pro/c/acme-pro", { brandName: "Acme Pro", brandCode: "acme-pro" }),
    );
    expect(calls.products[0]?.get("query")).toBe(":relevance:brand:acme-pro");
    expect(data.heading).toBe("Acme Pro");
  });

  it("an unknown category is a 404", async () => {
    recordSearches(productPage({ products: [], pagination: { currentPage: 0, pageSize: 18, totalPages: 0, totalResults: 0 } }));
    const response = await thrownResponse(categoryLoader(args("http://shop.test/category/nope", { categoryCode: "nope" })));
    expect(response.status).toBe(404);
  });

  it("a code that could alter the query is a 404 without a backend call", async () => {
    const calls = recordSearches();
    const response = await thrownResponse(
      categoryLoader(args("http://shop.test/category/x:colour:navy", { categoryCode: "x:colour:navy" })),
    );
    expect(response.status).toBe(404);
    expect(calls.products).toHaveLength(0);
  });
});

describe("the dialog's resource route", () => {
  it("runs the global search for a page", async () => {
    const calls = recordSearches();
    const response = await resourceLoader(args("http://shop.test/resources/search?term=polo&page=2", {}));
    const data = await response.json();
    expect(calls.global[0]?.get("currentPage")).toBe("1");
    expect(data).toMatchObject({ kind: "search", term: "polo", viewAllHref: "/search/polo" });
  });

  it("answers special characters with the message, without a backend call", async () => {
    const calls = recordSearches();
    const response = await resourceLoader(args("http://shop.test/resources/search?term=a%3Ab", {}));
    expect(await response.json()).toEqual({ kind: "error", term: "a:b", message: messages.searchQueryIncorrect });
    expect(calls.global).toHaveLength(0);
  });

  it("autocompletes", async () => {
    let term: string | null = null;
    server.use(
      http.get(AUTOCOMPLETE, ({ request }) => {
        term = new URL(request.url).searchParams.get("term");
        return HttpResponse.json({ suggestions: [{ term: "polo" }], products: [product("POL-CL")] });
      }),
    );
    const response = await resourceLoader(args("http://shop.test/resources/search?mode=autocomplete&term=p", {}));
    const data = await response.json();
    expect(term).toBe("p");
    expect(data).toMatchObject({ kind: "autocomplete", suggestions: ["polo"], products: [{ code: "POL-CL" }] });
  });

  it("turns a backend failure into an error result (the page stays)", async () => {
    server.use(http.get(GLOBAL, () => new HttpResponse("", { status: 504 })));
    const response = await resourceLoader(args("http://shop.test/resources/search?term=polo", {}));
    expect(await response.json()).toEqual({ kind: "error", term: "polo", message: messages.gatewayTimeout });
  });
});
