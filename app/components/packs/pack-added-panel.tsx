import { Link } from "@remix-run/react";
import { type Ref } from "react";
import { CartTotals } from "~/components/cart/cart-totals";
import * as m from "~/lib/packs/messages";
import type { PackAddedView } from "~/lib/packs/pack-list.server";

/**
 * What the pack list shows after ADD TO CART / UPDATE CART (`/packList?…&added={packId}`): the pack's lines (name,
 * step, colour, size, fit, quantity), the cart's totals when the pack shows prices, 'View cart' and 'Checkout'.
 * `PackAddedRegion` is the server-rendered region at the top of the page (what a browser without JavaScript keeps);
 * with JavaScript pack-added-dialog.tsx (lazy) shows the same body in a side panel instead.
 */
export function PackAddedBody({ added, onNavigate }: { added: PackAddedView; onNavigate?: () => void }) {
  return (
    <div className="pack-added">
      <p className="pack-added__pack">{added.packName}</p>
      <ul className="pack-added__lines">
        {added.lines.map((line) => (
          <li key={line.key} className="pack-added__line">
            <p className="pack-added__name">{line.name}</p>
            {line.bundleName ? <p className="pack-added__bundle">{line.bundleName}</p> : null}
            <dl className="pack-added__details">
              {line.colour ? (
                <div>
                  <dt>{m.colourLabel}</dt>
                  <dd>{line.colour}</dd>
                </div>
              ) : null}
              {line.size ? (
                <div>
                  <dt>{m.sizeLabel}</dt>
                  <dd>{line.size}</dd>
                </div>
              ) : null}
              {line.fit ? (
                <div>
                  <dt>{m.fitLabel}</dt>
                  <dd>{line.fit}</dd>
                </div>
              ) : null}
              <div>
                <dt>{m.quantityLabel}</dt>
                <dd>{line.quantity}</dd>
              </div>
              {line.total ? (
                <div>
                  <dt>{m.cartTotal}</dt>
                  <dd>{line.total}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      {added.totals ? <CartTotals totals={added.totals} className="pack-added__totals" /> : null}
      <div className="button-row pack-added__actions">
        <Link to="/cart" className="button button--secondary" onClick={onNavigate}>
          {m.viewCart}
        </Link>
        <Link to={added.checkoutPath} className="button button--primary" onClick={onNavigate}>
          {m.checkout}
        </Link>
      </div>
    </div>
  );
}

export const PACK_ADDED_HEADING_ID = "pack-added-heading";

/** The region without JavaScript (role=status so it is announced; its heading can take focus). */
export function PackAddedRegion({ added, headingRef }: { added: PackAddedView; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section className="pack-added-region" role="status" aria-labelledby={PACK_ADDED_HEADING_ID}>
      <h2 id={PACK_ADDED_HEADING_ID} tabIndex={-1} ref={headingRef}>
        {m.addedHeading}
      </h2>
      <PackAddedBody added={added} />
    </section>
  );
}
