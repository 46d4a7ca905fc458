import { Link, useRouteLoaderData } from "@remix-run/react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { type loader as rootLoader } from "~/root";

const CartPanel = lazy(() => import("~/components/cart/cart-panel"));

/** The mini cart link's accessible name: 'Cart, 3 items' / 'Cart, 1 item'. */
export function miniCartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The header's mini cart: a link to the cart with the number of units in it (sum of quantities).
 * The count comes from the root loader, which revalidates after every action, so it goes up after
 * add to cart with and without JavaScript. Shows 'Cart 3'; its accessible name reads 'Cart, 3 items'
 * (an aria-label: the header's links are flex boxes, which would split a composed name into
 * 'Cart , 3 items').
 *
 * With JavaScript, a successful add to cart (its flash carries `cartPanel`) loads the side panel
 * (cart-panel.tsx, on first use: everything else about it lives there, off the shell's first-load JavaScript),
 * which opens for that add. Without JavaScript the flash message is all there is.
 */
export function MiniCart({ count }: { count: number }) {
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash ?? null;
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (flash?.cartPanel) setLoaded(true);
  }, [flash]);

  return (
    <>
      <Link to="/cart" ref={linkRef} className="site-header__link mini-cart" aria-label={miniCartLabel(count)}>
        Cart <span className="mini-cart__count">{count}</span>
      </Link>
      {loaded ? (
        <Suspense fallback={null}>
          <CartPanel flash={flash} miniCartLink={linkRef} />
        </Suspense>
      ) : null}
    </>
  );
}
