import { ProductCard } from "~/components/product/product-card";
import { type PriceContext } from "~/lib/product/pricing";
import { type ProductCardData } from "~/lib/product/product-card.server";

/** Products in a grid: 3 columns on desktop, 1 below 768 px (spec part 1 §2). */
export function ProductGrid({ cards, priceContext }: { cards: readonly ProductCardData[]; priceContext: PriceContext }) {
  if (cards.length === 0) return null;
  return (
    <ul className="product-grid">
      {cards.map((card, index) => (
        <li key={card.code} className="product-grid__item">
          <ProductCard card={card} priceContext={priceContext} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
