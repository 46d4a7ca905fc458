import { type Db } from "../db";
import { garmentImageUrl, swatchImageUrl } from "../media-paths";
import { type Currency, discountedCents, formatPrice, type PriceContext, type VolumeTier, type VolumeTierLoader } from "./pricing";

interface ProductRow {
  code: string;
  name: string;
  summary: string;
  description: string;
  shape: string;
  productType: string;
  isNew: number;
}

interface ColourRow {
  productCode: string;
  code: string;
  name: string;
}

interface VariantRow {
  code: string;
  productCode: string;
  colour: string;
  colourName: string;
  size: string;
  fit: string | null;
  stockLevel: number;
  stdCents: number;
  rrpCents: number;
}

export interface ProductData {
  product: ProductRow;
  colours: ColourRow[];
  variants: VariantRow[];
  volumeTiers: VolumeTier[];
}

type StockLevelStatus = "inStock" | "lowStock" | "outOfStock";

const LOW_STOCK_THRESHOLD = 10;

const stockStatus = (level: number): StockLevelStatus =>
  level === 0 ? "outOfStock" : level <= LOW_STOCK_THRESHOLD ? "lowStock" : "inStock";

/** The best status among the variants: in stock if any variant is, and so on. */
const productStockStatus = (variants: VariantRow[]) => stockStatus(Math.max(0, ...variants.map((variant) => variant.stockLevel)));

/** Text of a name that may contain markup: elements removed (script and style with their content). */
export const withoutMarkup = (text: string) =>
  text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const slug = (name: string) =>
  withoutMarkup(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Storefront path of a product page: `/product/{code}/{slug of the name}`. */
export const productUrl = (code: string, name: string) => `/product/${code}/${slug(name)}`;

/** Loads products with their colours and priced variants, in the order of `codes` (unknown codes are left out). */
export function productLoader(db: Db, { volumeTiers }: { volumeTiers: VolumeTierLoader }) {
  const products = db.prepare<[string], ProductRow>(
    `SELECT code, name, summary, description, shape, product_type AS productType, is_new AS isNew
     FROM products WHERE code IN (SELECT value FROM json_each(?))`,
  );
  const colours = db.prepare<[string], ColourRow>(
    `SELECT pc.product_code AS productCode, c.code, c.name FROM product_colours pc JOIN colours c ON c.code = pc.colour
     WHERE pc.product_code IN (SELECT value FROM json_each(?)) ORDER BY pc.product_code, pc.position`,
  );
  const variants = db.prepare<[string, string], VariantRow>(
    `SELECT v.code, v.product_code AS productCode, v.colour, c.name AS colourName, v.size, v.fit,
       v.stock_level AS stockLevel, vp.std_cents AS stdCents, vp.rrp_cents AS rrpCents
     FROM variants v
     JOIN colours c ON c.code = v.colour
     -- CROSS JOIN: the variants of the products first, then each one's price (not every price of the list first).
     CROSS JOIN variant_prices vp ON vp.variant_code = v.code AND vp.price_list = ?
     WHERE v.product_code IN (SELECT value FROM json_each(?))
     ORDER BY v.product_code, v.position`,
  );
  return (codes: string[], priceList: string): ProductData[] => {
    const json = JSON.stringify(codes);
    const tiersByCode = volumeTiers(codes);
    const byCode = new Map(products.all(json).map((product) => [product.code, product]));
    const group = <T extends { productCode: string }>(rows: T[]) => {
      const grouped = new Map<string, T[]>();
      for (const row of rows) grouped.set(row.productCode, [...(grouped.get(row.productCode) ?? []), row]);
      return grouped;
    };
    const coloursByCode = group(colours.all(json));
    const variantsByCode = group(variants.all(priceList, json));
    return codes.flatMap((code) => {
      const product = byCode.get(code);
      const productVariants = variantsByCode.get(code) ?? [];
      // A product without a price in this price list cannot be sold here.
      if (!product || productVariants.length === 0) return [];
      return [{ product, colours: coloursByCode.get(code) ?? [], variants: productVariants, volumeTiers: tiersByCode.get(code) ?? [] }];
    });
  };
}

function priceRange(variants: VariantRow[], currency: Currency) {
  const std = variants.map((variant) => variant.stdCents);
  const rrp = variants.map((variant) => variant.rrpCents);
  const minStd = Math.min(...std);
  return {
    price: formatPrice(minStd, currency),
    minSTDPriceData: formatPrice(minStd, currency),
    maxSTDPriceData: formatPrice(Math.max(...std), currency),
    minRRPPriceData: formatPrice(Math.min(...rrp), currency),
    maxRRPPriceData: formatPrice(Math.max(...rrp), currency),
  };
}

function images({ product, colours }: ProductData) {
  const primary = colours[0];
  if (!primary) return [];
  const altText = `${product.name} in ${primary.name}`;
  return (["product", "thumbnail"] as const).map((format) => ({
    url: garmentImageUrl(format, product.shape, primary.code),
    altText,
    format,
    imageType: "PRIMARY",
  }));
}

/** A search result; the product page adds to it. */
export function toSearchProduct(data: ProductData, { currency }: PriceContext) {
  const { product, colours, variants } = data;
  return {
    code: product.code,
    productCode: product.code,
    name: product.name,
    summary: product.summary,
    url: productUrl(product.code, product.name),
    isNewItem: product.isNew === 1,
    productType: product.productType,
    images: images(data),
    ...priceRange(variants, currency),
    colorImageMapList: colours.map((colour) => ({
      color: colour.name,
      swatchImageURL: swatchImageUrl(colour.code),
      productImageURL: garmentImageUrl("product", product.shape, colour.code),
    })),
    stock: { stockLevelStatus: productStockStatus(variants) },
  };
}

/** Bulk prices from the lowest standard price of the product (the `price`), one per tier. */
function volumePrices({ variants, volumeTiers }: ProductData, currency: Currency) {
  const base = Math.min(...variants.map((variant) => variant.stdCents));
  return volumeTiers.map((tier) => ({
    minQuantity: tier.minQuantity,
    ...(tier.maxQuantity === null ? {} : { maxQuantity: tier.maxQuantity }),
    ...formatPrice(discountedCents(base, tier.discountPercent), currency),
    discountPercent: tier.discountPercent,
  }));
}

/**
 * The product page shape (spec part 2 §3), with one variant option per colour × fit × size. Asked for by a
 * variant code, it is the base product with `selectedVariant` set, and purchasable; the base product itself is not.
 */
export function toProduct(data: ProductData, context: PriceContext, selectedVariant?: string) {
  const { product, variants } = data;
  return {
    ...toSearchProduct(data, context),
    description: product.description,
    purchasable: selectedVariant !== undefined,
    ...(selectedVariant === undefined ? {} : { selectedVariant }),
    volumePrices: volumePrices(data, context.currency),
    configurable: false,
    multidimensional: true,
    variantOptions: variants.map((variant) => ({
      code: variant.code,
      stock: { stockLevelStatus: stockStatus(variant.stockLevel), stockLevel: variant.stockLevel },
      priceData: formatPrice(variant.stdCents, context.currency),
      variantOptionQualifiers: [
        {
          qualifier: "colour",
          name: "Colour",
          value: variant.colourName,
          image: { url: swatchImageUrl(variant.colour), format: "swatch" },
        },
        { qualifier: "size", name: "Size", value: variant.size },
        ...(variant.fit === null ? [] : [{ qualifier: "fit", name: "Fit", value: variant.fit }]),
      ],
    })),
  };
}
