import { Link, useFetcher } from "@remix-run/react";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import { ProductImage } from "~/components/product/product-image";
import { TransferCartForm } from "~/components/punchout/transfer-cart-form";
import * as cartMessages from "~/lib/cart/messages";
import { shareCspNonce } from "~/lib/csp-nonce.client";
import { type loader as cartLoader } from "~/routes/cart";

/** How many entries the panel lists before 'and n more items in your cart'. */
const SHOWN_ENTRIES = 5;

/**
 * Flashes that already opened the panel. The root's data (and its flash) stays the same object until the root
 * loader runs again, so a header that mounts anew (e.g. back from a page without the full header) must not open
 * the panel a second time for the same add.
 */
const shownFlashes = new WeakSet<object>();

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
 * The mini cart's side panel (spec part 2 §2 "mini cart"), opened with JavaScript after a successful add to
 * cart (a flash marked `cartPanel`): the cart's entries, the subtotal (when prices show) and the links 'View cart'
 * and 'Checkout'. 531 px wide, 900 px on the wholesale site, full width up to 992 px (app.css). Loaded on first
 * use (decision 004) by app/components/cart/mini-cart.tsx; it reads the cart through the /cart route's loader, so
 * it shows exactly what the cart page shows. Radix dialog: focus moves in, Escape closes, and focus returns to
 * where it was (the add button, the quick-add link) — or to the mini cart link when that element is gone.
 */
export default function CartPanel({
  flash,
  miniCartLink,
}: {
  /** The root loader's flash: a new one marked `cartPanel` opens the panel. */
  flash: { cartPanel?: boolean } | null;
  miniCartLink: RefObject<HTMLAnchorElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!flash?.cartPanel || shownFlashes.has(flash)) return;
    return whenDialogsClosed(() => {
      shownFlashes.add(flash);
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      shareCspNonce(); // the dialog's scroll lock injects a <style> that needs the CSP nonce
      setOpen(true);
    });
  }, [flash]);

  const focusTarget: RefObject<HTMLElement | null> = useMemo(
    () => ({
      get current() {
        const element = returnTo.current;
        return element?.isConnected ? element : miniCartLink.current;
      },
    }),
    [miniCartLink],
  );

  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      returnFocusTo={focusTarget}
      title={cartMessages.cartPanelTitle}
      className="cart-panel"
      closeButton
    >
      {/* Mounted on every opening: the cart as it is now. */}
      <CartPanelBody onNavigate={() => setOpen(false)} />
    </ModalDialog>
  );
}

function CartPanelBody({ onNavigate }: { onNavigate: () => void }) {
  const cart = useFetcher<typeof cartLoader>();
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    cart.load("/cart");
  }, [cart]);

  const page = cart.data;
  if (!page) {
    return (
      <p role="status" className="cart-panel__loading">
        {cartMessages.cartPanelLoading}
      </p>
    );
  }
  const entries = page.cart?.entries ?? [];
  const subtotal = page.cart?.subtotal;
  const more = entries.length - SHOWN_ENTRIES;

  return (
    <div className="cart-panel__body">
      {entries.length === 0 ? (
        <p>{page.notice ?? cartMessages.cartEmpty}</p>
      ) : (
        <ul className="cart-panel__entries">
          {entries.slice(0, SHOWN_ENTRIES).map((entry) => (
            <li key={entry.entryNumber} className="cart-panel__entry">
              <ProductImage url={entry.imageUrl} alt="" width={64} height={64} />
              <div className="cart-panel__entry-details">
                <p className="cart-panel__entry-name">{entry.name}</p>
                <p className="cart-panel__entry-meta">
                  {[...entry.qualifiers.map((q) => q.value), entry.code].join(" · ")}
                </p>
                <p className="cart-panel__entry-meta">
                  Quantity: {entry.quantity}
                  {entry.total ? <span className="cart-panel__entry-total"> {entry.total}</span> : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p className="cart-panel__more">{cartMessages.cartPanelMore(more)}</p> : null}
      {subtotal && entries.length > 0 ? (
        <dl className="cart-totals cart-panel__subtotal">
          <div className="cart-totals__row">
            <dt>Subtotal</dt>
            <dd>{subtotal}</dd>
          </div>
        </dl>
      ) : null}
      <div className="button-row cart-panel__actions">
        <Link to="/cart" className="button button--secondary" onClick={onNavigate}>
          {cartMessages.cartPanelViewCart}
        </Link>
        {entries.length > 0 && page.punchOutTransferKey ? <TransferCartForm transferKey={page.punchOutTransferKey} /> : null}
        {entries.length > 0 && !page.punchOutTransferKey ? (
          <Link to={page.checkoutPath} className="button button--primary" onClick={onNavigate}>
            {cartMessages.cartPanelCheckout}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
