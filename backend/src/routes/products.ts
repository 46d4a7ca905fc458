import { type Context, Hono } from "hono";
import { z } from "zod";
import { toProduct, toSearchProduct } from "../stores/products";
import { parseSearchQuery, queryValue, SORT_CODES, SORTS } from "../stores/search";
import { bearerAuth, currentUserOf } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { unknownIdentifier } from "../http/errors";
import { intParam, pagination, parseInput } from "../http/validation";

const searchSchema = z.object({
  query: z.string().max(500).optional(),
  pageSize: intParam(1, 100, 18),
  currentPage: intParam(0, 100_000, 0),
  sort: z.enum(SORT_CODES).optional(),
  fields: z.string().max(2000).optional(),
});

const productParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "Not a product code"),
});

/** Stock `GET products/suggestions?term=&max=` (SAP ProductsController; Spartacus `productSuggestions`). */
const suggestionsSchema = z.object({
  term: z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string().min(1).max(100)),
  max: intParam(1, 50, 10),
  fields: z.string().max(2000).optional(),
});

const productQuerySchema = z.object({
  userId: z.enum(["current", "anonymous"]).optional(),
  fields: z.string().max(2000).optional(),
});

/**
 * `GET /occ/v2/{site}/products/search`, `GET /occ/v2/{site}/product/{code}` and `products/{code}`
 * (docs/occ-api.md, "Products"). Prices follow the bearer token's user, if a token is sent.
 */
export function productsRoutes(deps: AppDeps) {
  const { resolvePrices, products: loadProducts, productSearch: searchProducts, suggest } = deps.stores;
  const optionalAuth = bearerAuth(deps, { required: false });
  const priceHeaders = { "Cache-Control": "private, no-cache", Vary: "Authorization" };
  const findVariant = deps.db.prepare<[string], { productCode: string }>("SELECT product_code AS productCode FROM variants WHERE code = ?");

  const app = new Hono<OccEnv>();

  app.get("/:site/products/search", optionalAuth, (c) => {
    const input = parseInput(searchSchema, c.req.query());
    const criteria = parseSearchQuery(input.query ?? "", input.sort);
    const prices = resolvePrices(c.get("site"), c.get("auth")?.userUid ?? null);
    const { total, codes, facets, breadcrumbs, categoryName } = searchProducts(criteria, prices.priceList);
    const start = input.currentPage * input.pageSize;
    const page = loadProducts(codes(start, start + input.pageSize), prices.priceList);
    return c.json(
      {
        products: page.map((product) => toSearchProduct(product, prices)),
        pagination: { ...pagination(total, input.currentPage, input.pageSize), sort: criteria.sort },
        sorts: SORTS.map((sort) => ({ ...sort, selected: sort.code === criteria.sort })),
        facets,
        breadcrumbs,
        ...(categoryName === undefined ? {} : { categoryName }),
        freeTextSearch: criteria.text,
        currentQuery: { query: { value: queryValue(criteria) } },
      },
      200,
      priceHeaders,
    );
  });

  // Stock SAP's `SuggestionListWsDTO`: `{suggestions: [{value}]}`. Registered before `products/:code`.
  app.get("/:site/products/suggestions", (c) => {
    const input = parseInput(suggestionsSchema, c.req.query());
    const suggestions = suggest(c.get("site").uid, input.term, input.max).map(({ term }) => ({ value: term }));
    return c.json({ suggestions }, 200, { "Cache-Control": "public, max-age=60" });
  });

  // `product/{code}?userId=` is this customer's (spec part 2 §7); `products/{code}` is stock SAP's.
  const extension = extensionRoute(deps.config);
  const product = (c: Context<OccEnv>) => {
    const { code } = parseInput(productParamsSchema, c.req.param());
    const { userId } = parseInput(productQuerySchema, c.req.query());
    const prices = resolvePrices(c.get("site"), currentUserOf(c.get("auth"), userId));
    const variantOf = findVariant.get(code)?.productCode;
    const [found] = loadProducts([variantOf ?? code], prices.priceList);
    if (!found) throw unknownIdentifier(`Product with code '${code}' not found`);
    return c.json(toProduct(found, prices, variantOf === undefined ? undefined : code), 200, priceHeaders);
  };
  app.get("/:site/product/:code", extension, optionalAuth, product);
  app.get("/:site/products/:code", optionalAuth, product);

  return app;
}
