import { Link, useFetcher } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import { ProductImage } from "~/components/product-image";
import { formatPriceText } from "~/lib/cart/totals-display";
import * as checkoutMessages from "~/lib/checkout-messages";
import { type loader as cartLoader } from "~/routes/cart";

/** How many entries the panel lists before 'and n more items in your cart'. */
const SHOWN_ENTRIES = 5;

/**
 * The mini cart's side panel (spec part 2 §2 "mini cart"), opened with JavaScript after a successful add to
 * cart: the cart's entries, the subtotal (when prices show) and the links 'View cart' and 'Checkout'. 531 px
 * wide, 900 px on the wholesale site, full width up to 992 px (app.css). Loaded on first use (decision 004) by
 * app/components/cart/mini-cart.tsx; it reads the cart through the /cart route's loader, so it shows exactly what
 * the cart page shows. Radix dialog: focus moves in, Escape closes, focus returns to where it was.
 */
export default function CartPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={checkoutMessages.cartPanelTitle}
      className="cart-panel"
      closeButton
    >
      {/* Mounted on every opening: the cart as it is now. */}
      <CartPanelBody onNavigate={() => onOpenChange(false)} />
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
        {checkoutMessages.cartPanelLoading}
      </p>
    );
  }
  const entries = page.cart?.entries ?? [];
  const subtotal = page.cart?.totals?.subTotal;
  const more = entries.length - SHOWN_ENTRIES;

  return (
    <div className="cart-panel__body">
      {entries.length === 0 ? (
        <p>{page.notice ?? checkoutMessages.cartEmpty}</p>
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
      {more > 0 ? <p className="cart-panel__more">{checkoutMessages.cartPanelMore(more)}</p> : null}
      {subtotal && entries.length > 0 ? (
        <dl className="cart-totals cart-panel__subtotal">
          <div className="cart-totals__row">
            <dt>Subtotal</dt>
            <dd>{formatPriceText(subtotal)}</dd>
          </div>
        </dl>
      ) : null}
      <div className="button-row cart-panel__actions">
        <Link to="/cart" className="button button--secondary" onClick={onNavigate}>
          {checkoutMessages.cartPanelViewCart}
        </Link>
        {entries.length > 0 ? (
          <Link to={page.checkoutPath} className="button button--primary" onClick={onNavigate}>
            {checkoutMessages.cartPanelCheckout}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
