import { Link, useRouteLoaderData } from "@remix-run/react";
import { type RefObject, Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import { shareCspNonce } from "~/lib/csp-nonce.client";
import { type loader as rootLoader } from "~/root";

const CartPanel = lazy(() => import("~/components/cart/cart-panel"));

/**
 * Flashes that already opened the panel. The root's data (and its flash) stays the same object until the root
 * loader runs again, so a header that mounts anew (e.g. back from a page without the full header) must not open
 * the panel a second time for the same add.
 */
const shownFlashes = new WeakSet<object>();

/** The mini cart link's accessible name: 'Cart, 3 items' / 'Cart, 1 item'. */
export function miniCartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * Runs `open` once no other dialog is on the page any more, one frame later (the quick-add dialog closes as the
 * add succeeds, and hands focus back to its link on the next tick); gives up waiting after about a second.
 * Returns the cancel function.
 */
function whenDialogsClosed(open: () => void): () => void {
  let frame = 0;
  let waited = 0;
  const check = () => {
    if (document.querySelector('[role="dialog"]') && waited++ < 60) {
      frame = requestAnimationFrame(check);
      return;
    }
    frame = requestAnimationFrame(open);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}

/**
 * The header's mini cart: a link to the cart with the number of units in it (sum of quantities).
 * The count comes from the root loader, which revalidates after every action, so it goes up after
 * add to cart with and without JavaScript. Shows 'Cart 3'; its accessible name reads 'Cart, 3 items'
 * (an aria-label: the header's links are flex boxes, which would split a composed name into
 * 'Cart , 3 items').
 *
 * With JavaScript, a successful add to cart (its flash carries `cartPanel`) opens the side panel
 * (cart-panel.tsx, loaded on first use): focus moves into it and, on close, back to where it was (the add
 * button, or the quick-add link) — or to this link when that element is gone. Without JavaScript the
 * flash message is all there is.
 */
export function MiniCart({ count }: { count: number }) {
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  const linkRef = useRef<HTMLAnchorElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [panel, setPanel] = useState({ loaded: false, open: false });

  useEffect(() => {
    if (!flash?.cartPanel || shownFlashes.has(flash)) return;
    return whenDialogsClosed(() => {
      shownFlashes.add(flash);
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      shareCspNonce(); // the dialog's scroll lock injects a <style> that needs the CSP nonce
      setPanel({ loaded: true, open: true });
    });
  }, [flash]);

  const focusTarget: RefObject<HTMLElement | null> = useMemo(
    () => ({
      get current() {
        const element = returnTo.current;
        return element?.isConnected ? element : linkRef.current;
      },
    }),
    [],
  );

  return (
    <>
      <Link to="/cart" ref={linkRef} className="site-header__link mini-cart" aria-label={miniCartLabel(count)}>
        Cart <span className="mini-cart__count">{count}</span>
      </Link>
      {panel.loaded ? (
        <Suspense fallback={null}>
          <CartPanel open={panel.open} onOpenChange={(open) => setPanel({ loaded: true, open })} returnFocusTo={focusTarget} />
        </Suspense>
      ) : null}
    </>
  );
}
