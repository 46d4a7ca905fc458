import { z } from "zod";
import { type OccCaller } from "./caller.server";

/**
 * Call group "Cart, checkout, products" (spec part 2 §7), product half: `products/search` and
 * `product/{code}`. Shapes: spec part 1 §3 (search product), part 2 §3 (product, variant options,
 * search result and criteria), docs/occ-api.md.
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
  products: z.array(SearchProductSchema).default([]),
  facets: z.array(FacetSchema).default([]),
  breadcrumbs: z.array(BreadcrumbSchema).default([]),
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
  variantOptions: z.array(VariantOptionSchema).optional().default([]),
  volumePrices: z.array(VolumePriceSchema).optional().default([]),
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

export async function getProduct({ occ }: OccCaller, code: string): Promise<Product> {
  return occ.request({
    path: `product/${encodeURIComponent(code)}`,
    query: { userId: await occ.userId() },
    schema: ProductSchema,
  });
}
