import { type PriceContext, type PricedProduct, RRP_SUFFIX, FROM_PREFIX, priceDisplay } from "~/lib/product/pricing";

/** The price block of a product card or page, following the rules in app/lib/product/pricing.ts. */
export function PriceBlock({ product, context }: { product: PricedProduct; context: PriceContext }) {
  const price = priceDisplay(product, context);
  if (!price) return null;
  return (
    <p className="price">
      {price.standard ? (
        <span className="price__standard">
          {price.from ? `${FROM_PREFIX} ` : ""}
          {price.standard}
        </span>
      ) : null}
      {price.rrp ? (
        <span className="price__rrp">
          <abbr title="Recommended retail price">RRP</abbr> {price.rrp} {RRP_SUFFIX}
        </span>
      ) : null}
    </p>
  );
}
