import { Link } from "@remix-run/react";

/** The mini cart link's accessible name: 'Cart, 3 items' / 'Cart, 1 item'. */
export function miniCartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The header's mini cart: a link to the cart with the number of units in it (sum of quantities).
 * The count comes from the root loader, which revalidates after every action, so it goes up after
 * add to cart with and without JavaScript. Shows 'Cart 3'; its accessible name reads 'Cart, 3 items'
 * (an aria-label: the header's links are flex boxes, which would split a composed name into
 * 'Cart , 3 items'). The side panel comes with the cart issue.
 */
export function MiniCart({ count }: { count: number }) {
  return (
    <Link to="/cart" className="site-header__link mini-cart" aria-label={miniCartLabel(count)}>
      Cart <span className="mini-cart__count">{count}</span>
    </Link>
  );
}
