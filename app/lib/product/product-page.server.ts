import { randomUUID } from "node:crypto";
import { type BulkPriceRow } from "~/components/product/bulk-pricing-table";
import { type GalleryImageProps as GalleryImage } from "~/components/product/product-gallery";
import { throwBackendError } from "~/lib/backend-errors.server";
import { imageUrl } from "~/lib/media";
import { type OccClient } from "~/lib/occ/client.server";
import { isOccError } from "~/lib/occ/errors";
import { getProduct, type Product } from "~/lib/occ/products.server";
import { type PriceContext, type PricedProduct, formatMoney } from "~/lib/product/pricing";
import { htmlToText, sanitizeInlineHtml, sanitizeRichHtml, type SafeHtml } from "~/lib/sanitize.server";
import { productNameSlug, productPath } from "~/lib/product/slug";
import { stockMessage, type StockMessage } from "~/lib/product/stock-message";
import {
  type OptionGroup,
  type Selection,
  type StockStatus,
  type VariantChoice,
  isCompleteSelection,
  resolveVariant,
  selectionFromParams,
  selectionSearch,
} from "~/lib/product/variant-selection";

/**
 * The product page's domain logic (spec part 1 §2 route `/product/{productCode}/{productName}`,
 * part 1 §5 price and image rules, part 1 §8 stock notes, part 2 §3 variant options, part 2 §9
 * bulk pricing): the canonical URL, the variant chosen in the URL, and the view model the page
 * and the quick-add dialog render.
 */

/**
 * Loads a product; an unknown (or malformed) code is the 404 page, any other failure goes to `onFailure`: by default
 * the catalogue error page (an action that keeps its form returns the error instead).
 */
export async function loadProduct<F = never>(
  occ: OccClient,
  code: string,
  onFailure: (error: unknown) => F = throwBackendError,
): Promise<Product | F> {
  try {
    return await getProduct({ occ }, code);
  } catch (error) {
    if (isOccError(error) && (error.kind === "notFound" || error.kind === "badRequest")) {
      throw new Response("Not found", { status: 404, statusText: "Not Found" });
    }
    return onFailure(error);
  }
}

/** `/product/{code}/{name without tags or slashes}` for a product as the backend names it. */
export function canonicalProductPath(product: Pick<Product, "code" | "name">): string {
  return productPath(product.code, htmlToText(product.name));
}

/**
 * Where a product URL must go instead (a 301), or null when it is canonical:
 * - a wrong or missing name → the canonical URL, query string kept (e.g. the chosen variant);
 * - a variant code in place of the product code → the product's canonical URL with that
 *   variant chosen (`?colour=…&size=…`).
 */
export function canonicalRedirect(
  requested: { productCode: string; productName?: string },
  product: Product,
  url: URL,
): string | null {
  const path = canonicalProductPath(product);
  if (requested.productCode !== product.code) {
    const variantCode = product.selectedVariant ?? requested.productCode;
    const variant = variantChoices(product, { priceEnabled: false }).find((choice) => choice.code === variantCode);
    return path + selectionSearch(optionGroups(product), variant?.values ?? {}, url.searchParams);
  }
  const expectedName = productNameSlug(htmlToText(product.name)) || product.code;
  if (requested.productName !== expectedName) return path + url.search;
  return null;
}

/**
 * Fields of the add-to-cart form that mean nothing in a URL. Its secondary GET button ('Show selected option')
 * submits the whole form, so they come along with the options and the quantity.
 */
const POST_ONLY_FIELDS = ["csrf", "submissionToken", "via"];

/**
 * The page's path and query without the add-to-cart form's POST-only fields (and without the default quantity), or
 * null when there are none: the loader redirects there, so the CSRF token never stays in the address bar, the
 * history or a shared link.
 */
export function withoutFormFields(url: URL): string | null {
  if (!POST_ONLY_FIELDS.some((name) => url.searchParams.has(name))) return null;
  const params = new URLSearchParams(url.search);
  for (const name of POST_ONLY_FIELDS) params.delete(name);
  // The quantity stays only when the user changed it.
  if (quantityFromParams(params) === "1") params.delete("quantity");
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : "");
}

/** The quantity a URL carries (`?quantity=3`, kept by 'Show selected option'), else 1. */
export function quantityFromParams(params: URLSearchParams): string {
  const quantity = params.get("quantity")?.trim() ?? "";
  return /^\d{1,4}$/.test(quantity) ? quantity : "1";
}

/** The qualifier groups (colour, size, fit …) of a product's variants, values in catalogue order. */
export function optionGroups(product: Pick<Product, "variantOptions">): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const variant of product.variantOptions) {
    for (const q of variant.variantOptionQualifiers) {
      let group = groups.get(q.qualifier);
      if (!group) {
        group = { qualifier: q.qualifier, label: q.name ?? capitalise(q.qualifier), values: [] };
        groups.set(q.qualifier, group);
      }
      if (!group.values.some((option) => option.value === q.value)) {
        group.values.push({ value: q.value, swatchUrl: q.image?.url ? imageUrl(q.image.url) : null });
      }
    }
  }
  return [...groups.values()];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const STOCK_STATUSES = new Set<string>(["inStock", "lowStock", "outOfStock"]);
function stockStatus(value: string | undefined): StockStatus | null {
  return value && STOCK_STATUSES.has(value) ? (value as StockStatus) : null;
}

function money(value: number | undefined, prices: PriceContext): string | null {
  if (!prices.priceEnabled || value === undefined || value <= 0) return null;
  return formatMoney(value, prices.currencySymbol);
}

/** Every variant with its qualifier values, stock and (when prices show) its price. */
export function variantChoices(product: Pick<Product, "variantOptions">, prices: PriceContext): VariantChoice[] {
  return product.variantOptions.map((variant) => ({
    code: variant.code,
    values: Object.fromEntries(variant.variantOptionQualifiers.map((q) => [q.qualifier, q.value])),
    stockStatus: stockStatus(variant.stock?.stockLevelStatus),
    stockLevel: variant.stock?.stockLevel ?? null,
    price: money(variant.priceData?.value, prices),
  }));
}

/** Bulk pricing rows (spec part 2 §2/§9: quantity, price, discount); empty when prices are hidden or there are none. */
export function bulkPriceRows(product: Pick<Product, "volumePrices">, prices: PriceContext): BulkPriceRow[] {
  if (!prices.priceEnabled) return [];
  return [...product.volumePrices]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((tier) => ({
      quantity:
        tier.maxQuantity === null || tier.maxQuantity === undefined
          ? `${tier.minQuantity}+`
          : tier.maxQuantity === tier.minQuantity
            ? String(tier.minQuantity)
            : `${tier.minQuantity}–${tier.maxQuantity}`,
      price: formatMoney(tier.value, prices.currencySymbol),
      discount: `${tier.discountPercent ?? 0}%`,
    }));
}

/** The main image: the chosen colour's image when there is one, else the product's primary image. */
function galleryImage(product: Product, plainName: string, colour: string | undefined): GalleryImage {
  const colourImage = colour
    ? product.colorImageMapList.find((entry) => entry.color === colour)?.productImageURL
    : undefined;
  const primary = product.images.find((image) => image.format === "product") ?? product.images[0];
  const zoom = product.images.find((image) => image.format === "zoom");
  const url = colourImage ?? primary?.url ?? null;
  const alt = colourImage ? `${plainName} in ${colour}` : htmlToText(primary?.altText) || plainName;
  return { url, fullUrl: colourImage ?? zoom?.url ?? url, alt };
}

export interface ProductView {
  code: string;
  /** Canonical path without query. */
  path: string;
  nameHtml: SafeHtml;
  plainName: string;
  summaryHtml: SafeHtml | null;
  descriptionHtml: SafeHtml | null;
  isNew: boolean;
  /** K made to order, R sourced to order, S stocked (spec part 1 §9). */
  productType: string | null;
  prices: PriceContext;
  /** The product's price range (PriceBlock input). */
  priced: PricedProduct;
  image: GalleryImage;
  groups: OptionGroup[];
  variants: VariantChoice[];
  selection: Selection;
  /** The variant the selection resolves to. */
  selected: VariantChoice | null;
  /** Every group chosen but no variant has that combination. */
  unavailable: boolean;
  stock: StockMessage | null;
  /** The quantity field's value (`?quantity=`, else 1). */
  quantity: string;
  bulkPrices: BulkPriceRow[];
  /** One-time token of the add-to-cart form rendered with this view. */
  submissionToken: string;
}

/** The product page's view model for a URL's query (the chosen variant). */
export function productView(product: Product, prices: PriceContext, params: URLSearchParams): ProductView {
  const plainName = htmlToText(product.name) || product.code;
  const groups = optionGroups(product);
  const variants = variantChoices(product, prices);
  const selection = selectionFromParams(groups, params);
  const selected = resolveVariant(variants, groups, selection);
  const productStock = { stockStatus: stockStatus(product.stock?.stockLevelStatus), stockLevel: product.stock?.stockLevel ?? null };
  const stock = selected
    ? stockMessage(selected, product.productType)
    : groups.length === 0
      ? stockMessage(productStock, product.productType)
      : null;
  return {
    code: product.code,
    path: canonicalProductPath(product),
    nameHtml: sanitizeInlineHtml(product.name),
    plainName,
    summaryHtml: product.summary ? sanitizeRichHtml(product.summary) : null,
    descriptionHtml: product.description ? sanitizeRichHtml(product.description) : null,
    isNew: product.isNewItem,
    productType: product.productType ?? null,
    prices,
    priced: {
      price: product.price,
      minSTDPriceData: product.minSTDPriceData,
      maxSTDPriceData: product.maxSTDPriceData,
      minRRPPriceData: product.minRRPPriceData,
    },
    image: galleryImage(product, plainName, selection.colour),
    groups,
    variants,
    selection,
    selected,
    unavailable: isCompleteSelection(groups, selection) && !selected,
    stock,
    quantity: quantityFromParams(params),
    bulkPrices: bulkPriceRows(product, prices),
    submissionToken: randomUUID(),
  };
}
