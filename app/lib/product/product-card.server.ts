import { type SearchProduct } from "~/lib/occ/products.server";
import { type PriceContext, type PricedProduct } from "~/lib/product/pricing";
import { type RequestContext } from "~/lib/request-context.server";
import { type SafeHtml, htmlToText, sanitizeInlineHtml } from "~/lib/sanitize.server";
import { getSession } from "~/lib/session.server";
import { productPath } from "~/lib/product/slug";
import { swatchSummary } from "~/lib/product/swatches";

/**
 * What a product card needs (spec part 1 §3 search product), made in the loader: the name
 * sanitised to inline HTML (it may contain markup) plus its plain text for alt texts, labels and
 * the URL; prices only when the user may see them, so they never reach an anonymous page.
 */
export interface ProductCardData {
  code: string;
  href: string;
  nameHtml: SafeHtml;
  plainName: string;
  isNew: boolean;
  imageUrl: string | null;
  price: PricedProduct | null;
  swatches: { colour: string; imageUrl: string | null }[];
  moreColours: number;
}

const money = (price: { value: number } | undefined) => (price ? { value: price.value } : undefined);

export function toProductCard(product: SearchProduct, priceContext: PriceContext): ProductCardData {
  const plainName = htmlToText(product.name) || product.code;
  const image = product.images.find((i) => i.format === "product") ?? product.images[0];
  const { shown, more } = swatchSummary(product.colorImageMapList);
  return {
    code: product.code,
    href: productPath(product.code, plainName),
    nameHtml: sanitizeInlineHtml(product.name),
    plainName,
    isNew: product.isNewItem,
    imageUrl: image?.url ?? null,
    price: priceContext.priceEnabled
      ? {
          minSTDPriceData: money(product.minSTDPriceData),
          maxSTDPriceData: money(product.maxSTDPriceData),
          minRRPPriceData: money(product.minRRPPriceData),
          price: money(product.price),
        }
      : null,
    swatches: shown.map((entry) => ({ colour: entry.color, imageUrl: entry.swatchImageURL ?? null })),
    moreColours: more,
  };
}

/**
 * Spec part 1 §5: prices only for signed-in users whose priceEnabled is true (kept in the
 * session at sign-in), in the org unit's currency symbol (default '$').
 */
export async function getPriceContext(request: Request, context: RequestContext): Promise<PriceContext> {
  const session = await getSession(request, context);
  const signedIn = Boolean(session.get("accessToken"));
  return {
    priceEnabled: signedIn && session.get("priceEnabled") === true,
    currencySymbol: session.get("currencySymbol") ?? null,
  };
}
