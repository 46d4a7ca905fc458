import { type ReactNode } from "react";
import { PriceBlock } from "~/components/price";
import { AddToCartForm } from "~/components/product/add-to-cart-form";
import { BulkPricingTable } from "~/components/product/bulk-pricing-table";
import { ProductGallery } from "~/components/product/product-gallery";
import { StockMessage } from "~/components/product/stock-message";
import { VariantSelector } from "~/components/product/variant-selector";
import { SafeHtml } from "~/components/safe-html";
import * as messages from "~/lib/messages";
import { type ProductView } from "~/lib/product-page.server";

/** The product page body: gallery, name and code, prices, variant choice, stock, add to cart, bulk pricing. */
export function ProductDetails({
  view,
  errorSummary,
  quantityErrors,
  quantity,
}: {
  view: ProductView;
  errorSummary: ReactNode;
  quantityErrors: readonly string[];
  quantity: string;
}) {
  const chosen = view.selected ? Object.values(view.selected.values).join(", ") : null;
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

        <VariantSelector groups={view.groups} selection={view.selection} action={view.path} />

        <div className="product-page__selection" aria-live="polite" aria-atomic="true">
          {view.selected ? (
            <p className="product-page__chosen">
              Selected: {chosen} ({view.selected.code})
              {view.selected.price ? (
                <>
                  {" "}
                  <span className="product-page__variant-price">{view.selected.price}</span>
                </>
              ) : null}
            </p>
          ) : view.unavailable ? (
            <p className="product-page__hint">{messages.combinationUnavailable}</p>
          ) : view.groups.length > 0 ? (
            <p className="product-page__hint">{messages.chooseOptions}</p>
          ) : null}
          <StockMessage stock={view.stock} />
        </div>

        <AddToCartForm
          key={view.code}
          productCode={view.addToCartCode}
          submissionToken={view.submissionToken}
          quantityErrors={quantityErrors}
          quantity={quantity}
        />

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
