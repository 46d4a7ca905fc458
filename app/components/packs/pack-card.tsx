import { Link } from "@remix-run/react";
import * as m from "~/lib/packs/messages";
import type { PackCardView } from "~/lib/packs/pack-list.server";
import { PackReturnsNotice } from "./pack-returns-notice";

/**
 * One pack on /packList: name (heading), type, role, steps, description, pre-order notes, subsidy text, returns
 * notice (compulsory and new-starter packs), "In your cart" / "Draft in progress" badges and one link into the pack.
 */
export function PackCard({ pack }: { pack: PackCardView }) {
  const headingId = `pack-${pack.packId}-name`;
  return (
    <li className="pack-card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="pack-card__name">
          {pack.name}
        </h2>
        <p className="pack-card__meta">
          <span className="pack-card__type">{pack.typeLabel}</span> · <span>{pack.roleName}</span> · <span>{pack.steps}</span>
        </p>
        {pack.inCart || pack.draft ? (
          <ul className="pack-card__badges" aria-label="Status">
            {pack.inCart ? <li className="pack-badge pack-badge--cart">{m.inCartBadge}</li> : null}
            {pack.draft ? <li className="pack-badge pack-badge--draft">{m.draftBadge}</li> : null}
          </ul>
        ) : null}
        {pack.description ? <p className="pack-card__description">{pack.description}</p> : null}
        {pack.preOrder ? (
          <div className="pack-card__pre-order">
            <p>{pack.preOrder.note}</p>
            {pack.preOrder.shipFrom ? <p>{pack.preOrder.shipFrom}</p> : null}
          </div>
        ) : null}
        <p className="pack-card__subsidy">{pack.subsidy}</p>
        {pack.returnsNotice ? <PackReturnsNotice /> : null}
        <p className="pack-card__action">
          <Link to={pack.href} className="button button--primary">
            {pack.action}
            <span className="visually-hidden">: {pack.name}</span>
          </Link>
        </p>
      </article>
    </li>
  );
}
