import { Hono } from "hono";
import { z } from "zod";
import { toSearchProduct } from "../stores/products";
import { textCriteria } from "../stores/search";
import { SPECIAL_CHARACTERS } from "../stores/site-search";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type BaseSite, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { intParam, pagination, parseInput } from "../http/validation";

/** Spec part 2 §8: the storefront shows the same text. */
export const SPECIAL_CHARACTERS_MESSAGE =
  "Your search query is incorrectly formatted. Please remove special characters like ':' and try again.";

const GLOBAL_PRODUCTS = 12;
const AUTOCOMPLETE_PRODUCTS = 5;
const SUGGESTIONS = 8;

/** A trimmed search term; empty or blank counts as missing. */
const term = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
    z.string().max(max, `Must be at most ${max} characters`),
  );

const globalSearchSchema = z.object({
  search: term(100).refine((value) => !SPECIAL_CHARACTERS.test(value), SPECIAL_CHARACTERS_MESSAGE),
  pageSize: intParam(1, 100, 10),
  currentPage: intParam(0, 100_000, 0),
});

const autocompleteSchema = z.object({ term: term(100) });

/**
 * `GET /occ/v2/{site}/search/global` and `search/autocomplete` (docs/occ-api.md, "Global search and
 * autocomplete"). Product prices follow the bearer token's user, if a token is sent.
 */
export function searchRoutes(deps: AppDeps) {
  const { resolvePrices, products: loadProducts, productSearch: searchProducts, contentSearch: searchContent, suggest } = deps.stores;
  const optionalAuth = bearerAuth(deps, { required: false });
  const headers = { "Cache-Control": "private, no-cache", Vary: "Authorization" };

  /** This customer's extensions (spec part 1 §7 "global search and autocomplete"); stock: products/search, products/suggestions. */
  const extension = extensionRoute(deps.config);
  const app = new Hono<OccEnv>();

  /** The best `limit` product matches of a text, as search products. */
  const topProducts = (site: BaseSite, userUid: string | null, text: string, limit: number) => {
    const prices = resolvePrices(site, userUid);
    const { codes } = searchProducts(textCriteria(text), prices.priceList, { facets: false });
    return loadProducts(codes(0, limit), prices.priceList).map((product) => toSearchProduct(product, prices));
  };

  app.get("/:site/search/global", extension, optionalAuth, (c) => {
    const input = parseInput(globalSearchSchema, c.req.query());
    const site = c.get("site");
    const results = searchContent(site.uid, input.search);
    const start = input.currentPage * input.pageSize;
    return c.json(
      {
        suggestions: suggest(site.uid, input.search, SUGGESTIONS),
        products: topProducts(site, c.get("auth")?.userUid ?? null, input.search, GLOBAL_PRODUCTS),
        results: results.slice(start, start + input.pageSize),
        pagination: pagination(results.length, input.currentPage, input.pageSize),
      },
      200,
      headers,
    );
  });

  app.get("/:site/search/autocomplete", extension, optionalAuth, (c) => {
    const input = parseInput(autocompleteSchema, c.req.query());
    const site = c.get("site");
    return c.json(
      {
        suggestions: suggest(site.uid, input.term, SUGGESTIONS),
        products: topProducts(site, c.get("auth")?.userUid ?? null, input.term, AUTOCOMPLETE_PRODUCTS),
      },
      200,
      headers,
    );
  });

  return app;
}
