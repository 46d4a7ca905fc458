import { Link } from "@remix-run/react";
import { PriceBlock } from "~/components/product/price";
import { QuickAddButton } from "~/components/product/quick-add-button";
import { ProductImage } from "~/components/product/product-image";
import { SafeHtml } from "~/components/safe-html";
import { type PriceContext } from "~/lib/product/pricing";
import { type ProductCardData } from "~/lib/product/product-card.server";
import { moreColoursLabel } from "~/lib/product/swatches";

/**
 * A product in a list, grid or carousel (spec part 1 §2, §3): image, optional 'New' label, name
 * (sanitised inline HTML, linking to the product page), code, price block, up to 3 colour
 * swatches plus '+N', and quick add.
 */
export function ProductCard({
  card,
  priceContext,
  headingLevel = 3,
  eager = false,
}: {
  card: ProductCardData;
  priceContext: PriceContext;
  headingLevel?: 3 | 4;
  eager?: boolean;
}) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const more = moreColoursLabel(card.moreColours);
  return (
    <article className="product-card">
      <ProductImage
        url={card.imageUrl}
        alt={card.plainName}
        width={240}
        height={240}
        className="product-card__image"
        eager={eager}
      />
      {card.isNew ? <p className="product-card__new">New</p> : null}
      <Heading className="product-card__name">
        <Link to={card.href} className="product-card__link">
          <SafeHtml html={card.nameHtml} />
        </Link>
      </Heading>
      <p className="product-card__code">
        <span className="visually-hidden">Product code </span>
        {card.code}
      </p>
      {card.price ? <PriceBlock product={card.price} context={priceContext} /> : null}
      {card.swatches.length > 0 ? (
        <div className="swatches">
          <span className="visually-hidden">Colours:</span>
          <ul className="swatches__list">
            {card.swatches.map((swatch) => (
              <li key={swatch.colour} className="swatches__item">
                <ProductImage url={swatch.imageUrl} alt={swatch.colour} width={20} height={20} className="swatch" />
              </li>
            ))}
          </ul>
          {more ? (
            <span className="swatches__more">
              {more}
              <span className="visually-hidden"> more colours</span>
            </span>
          ) : null}
        </div>
      ) : null}
      <QuickAddButton code={card.code} plainName={card.plainName} />
    </article>
  );
}
