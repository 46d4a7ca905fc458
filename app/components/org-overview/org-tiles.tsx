import { Link } from "@remix-run/react";
import * as m from "~/lib/org-overview/messages";

export interface OrgTileView {
  id: string;
  name: string;
  count: number | null;
  href: string | null;
}

/**
 * The manage-organisation tiles (issue 26, H4): a list of cards, each its area's name and count. A tile whose pages
 * exist is one link (name and count together); the others show their count and 'Coming soon'.
 */
export function OrgTiles({ tiles }: { tiles: readonly OrgTileView[] }) {
  return (
    <ul className="org-tiles">
      {tiles.map((tile) => {
        const count = <span className="org-tile__count">{tile.count === null ? m.countUnknown : m.countOf(tile.count)}</span>;
        return (
          <li key={tile.id} className={tile.href ? "org-tile" : "org-tile org-tile--waiting"} data-tile={tile.id}>
            {tile.href ? (
              <Link to={tile.href} className="org-tile__link">
                <span className="org-tile__name">{tile.name}</span> {count}
              </Link>
            ) : (
              <>
                <span className="org-tile__name">{tile.name}</span> {count}
                <span className="org-tile__note">{m.notYet}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
