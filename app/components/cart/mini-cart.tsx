import { Link } from "@remix-run/react";

/** SEAM (issue 3, product page): the header's mini cart with the item count. */
export function MiniCart({ count }: { count: number }) {
  return (
    <Link to="/cart" className="site-header__link">
      Cart <span className="mini-cart__count">({count})</span>
      <span className="visually-hidden"> items</span>
    </Link>
  );
}
