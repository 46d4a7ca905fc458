import { Link } from "@remix-run/react";

/**
 * The header's mini cart: a link to the cart with the number of units in it. The count comes
 * from the root loader, which revalidates after every action, so it goes up after add to cart
 * with and without JavaScript. Its accessible name reads 'Cart, 3 items' ('Cart, 1 item').
 * The side panel comes with the cart issue.
 */
export function MiniCart({ count }: { count: number }) {
  return (
    <Link to="/cart" className="site-header__link mini-cart">
      Cart<span className="visually-hidden">, </span>
      <span className="mini-cart__count">
        {count}
      </span>
      <span className="visually-hidden"> {count === 1 ? "item" : "items"}</span>
    </Link>
  );
}
