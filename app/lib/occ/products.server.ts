import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { lenientList } from "./lenient-list.server";
import { withStockFallback } from "./stock-fallback.server";

/**
 * Call group "Cart, checkout, products" (spec part 2 §7), product half: `products/search` and
 * `product/{code}`. Shapes: spec part 1 §3 (search product), part 2 §3 (product, variant options,
 * search result and criteria), docs/occ-api.md. They parse SAP Commerce 2211's `ProductWsDTO` and
 * `ProductSearchPageWsDTO` too (issue 22; Spartacus `occ.models.ts`): extra fields are ignored, this customer's
 * fields (`isNewItem`, `productType`, the RRP/STD price ranges, `colorImageMapList`, …) are optional, and a product
 * without a code or name in a list is dropped with a logged warning.
 */

export const PriceSchema = z.object({
  value: z.number(),
  formattedValue: z.string().optional(),
  currencyIso: z.string().optional(),
});
export type Price = z.infer<typeof PriceSchema>;

export const ImageSchema = z.object({
  url: z.string(),
  altText: z.string().nullish(),
  format: z.string().optional(),
  imageType: z.string().optional(),
});

export const ColorImageSchema = z.object({
  color: z.string(),
  swatchImageURL: z.string().nullish(),
  productImageURL: z.string().nullish(),
});

const StockSchema = z.object({
  stockLevelStatus: z.string().optional(),
  stockLevel: z.number().optional(),
});

export const SearchProductSchema = z.object({
  code: z.string(),
  productCode: z.string().optional(),
  name: z.string(),
  summary: z.string().nullish(),
  url: z.string().optional(),
  isNewItem: z.boolean().optional().default(false),
  productType: z.string().optional(),
  images: z.array(ImageSchema).optional().default([]),
  price: PriceSchema.optional(),
  minSTDPriceData: PriceSchema.optional(),
  maxSTDPriceData: PriceSchema.optional(),
  minRRPPriceData: PriceSchema.optional(),
  maxRRPPriceData: PriceSchema.optional(),
  colorImageMapList: z.array(ColorImageSchema).optional().default([]),
  stock: StockSchema.optional(),
});
export type SearchProduct = z.infer<typeof SearchProductSchema>;

const QuerySchema = z.object({ query: z.object({ value: z.string() }) });

export const FacetSchema = z.object({
  code: z.string().optional(),
  name: z.string(),
  multiSelect: z.boolean().optional(),
  visible: z.boolean().optional().default(true),
  values: z
    .array(
      z.object({
        code: z.string().optional(),
        name: z.string(),
        count: z.number().optional(),
        selected: z.boolean().optional().default(false),
        query: QuerySchema,
      }),
    )
    .default([]),
});
export type Facet = z.infer<typeof FacetSchema>;

export const BreadcrumbSchema = z.object({
  facetCode: z.string(),
  facetName: z.string(),
  facetValueCode: z.string(),
  facetValueName: z.string(),
  removeQuery: QuerySchema,
});

export const PaginationSchema = z.object({
  currentPage: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  totalResults: z.number().int().nonnegative(),
  sort: z.string().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const ProductSearchPageSchema = z.object({
  products: lenientList(SearchProductSchema, "products/search products").default([]),
  facets: lenientList(FacetSchema, "products/search facets").default([]),
  breadcrumbs: lenientList(BreadcrumbSchema, "products/search breadcrumbs").default([]),
  pagination: PaginationSchema,
  sorts: z.array(z.object({ code: z.string(), name: z.string().optional(), selected: z.boolean().optional() })).default([]),
  freeTextSearch: z.string().optional(),
  currentQuery: QuerySchema.optional(),
  categoryName: z.string().optional(),
});
export type ProductSearchPage = z.infer<typeof ProductSearchPageSchema>;

export const VariantOptionSchema = z.object({
  code: z.string(),
  stock: StockSchema.optional(),
  priceData: PriceSchema.optional(),
  variantOptionQualifiers: z
    .array(
      z.object({
        qualifier: z.string(),
        name: z.string().optional(),
        value: z.string(),
        image: z.object({ url: z.string(), format: z.string().optional() }).nullish(),
      }),
    )
    .default([]),
});
export type VariantOption = z.infer<typeof VariantOptionSchema>;

export const VolumePriceSchema = z.object({
  minQuantity: z.number().int(),
  maxQuantity: z.number().int().nullish(),
  value: z.number(),
  formattedValue: z.string().optional(),
  currencyIso: z.string().optional(),
  discountPercent: z.number().optional(),
});

export const ProductSchema = SearchProductSchema.extend({
  description: z.string().nullish(),
  purchasable: z.boolean().optional().default(false),
  configurable: z.boolean().optional(),
  multidimensional: z.boolean().optional(),
  variantOptions: lenientList(VariantOptionSchema, "product variantOptions").optional().default([]),
  volumePrices: lenientList(VolumePriceSchema, "product volumePrices").optional().default([]),
  selectedVariant: z.string().nullish(),
});
export type Product = z.infer<typeof ProductSchema>;

export const PRODUCT_LIST_PAGE_SIZE = 18; // spec part 1 §9 / part 2 §9

export interface ProductSearchCriteria {
  /** `free text[:sort[:facet:value]…]` */
  query: string;
  currentPage?: number;
  pageSize?: number;
  sort?: string;
}

export async function searchProducts({ occ }: OccCaller, criteria: ProductSearchCriteria): Promise<ProductSearchPage> {
  return occ.request({
    path: "products/search",
    query: {
      query: criteria.query,
      currentPage: criteria.currentPage ?? 0,
      pageSize: criteria.pageSize ?? PRODUCT_LIST_PAGE_SIZE,
      sort: criteria.sort,
      fields: "FULL",
    },
    schema: ProductSearchPageSchema,
  });
}

/**
 * `GET product/{code}?userId=` (spec part 2 §7, this customer's extension); without it the stock
 * `GET products/{code}?fields=FULL` (SAP ProductsController; Spartacus `product` endpoints), priced for the token's user.
 */
export async function getProduct({ occ }: OccCaller, code: string): Promise<Product> {
  const path = encodeURIComponent(code);
  return withStockFallback(
    "product/{code}",
    "GET products/{code}?fields=FULL",
    async () => occ.request({ path: `product/${path}`, query: { userId: await occ.userId() }, schema: ProductSchema }),
    () => occ.request({ path: `products/${path}`, query: { fields: "FULL" }, schema: ProductSchema }),
  );
}
