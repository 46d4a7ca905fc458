import { type ReactNode } from "react";
import { PriceBlock } from "~/components/product/price";
import { AddToCartForm } from "~/components/product/add-to-cart-form";
import { BulkPricingTable } from "~/components/product/bulk-pricing-table";
import { BackInStockForm } from "~/components/interests/back-in-stock-form";
import { ProductGallery } from "~/components/product/product-gallery";
import { SafeHtml } from "~/components/safe-html";
import { type AddToCartFailure } from "~/lib/product/add-to-cart-result";
import { type ProductView } from "~/lib/product/product-page.server";

/** The product page body: gallery, name and code, prices, the add-to-cart form (variant choice, stock, quantity), bulk pricing. */
export function ProductDetails({
  view,
  failed,
  errorSummary,
}: {
  view: ProductView;
  /** A failed add: its errors, choices and quantity. */
  failed: AddToCartFailure | null;
  errorSummary: ReactNode;
}) {
  return (
    <article className="product-page">
      <div className="product-page__gallery">
        <ProductGallery image={view.image} />
      </div>
      <div className="product-page__info">
        <SafeHtml as="h1" html={view.nameHtml} className="product-page__name" />
        {errorSummary}
        <p className="product-page__code">
          Product code: <span className="product-page__code-value">{view.code}</span>
          {view.isNew ? <span className="product-badge">New</span> : null}
        </p>
        <PriceBlock product={view.priced} context={view.prices} />
        {view.summaryHtml ? <SafeHtml as="div" html={view.summaryHtml} className="product-page__summary" /> : null}

        <AddToCartForm key={view.code} view={view} failed={failed} />
        {/* Issue 25: an out-of-stock item's "Notify me when back in stock" (its own form, posted to My interests). */}
        <BackInStockForm view={view} />

        <BulkPricingTable rows={view.bulkPrices} />

        {view.descriptionHtml ? (
          <section className="product-page__description" aria-labelledby="product-description-title">
            <h2 id="product-description-title">Description</h2>
            <SafeHtml as="div" html={view.descriptionHtml} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
