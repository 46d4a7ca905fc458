import { Link } from "@remix-run/react";

/**
 * SEAM (issue 3, search): the header's search control. Without JS a link to the search page;
 * the search work replaces this with the enhanced dialog trigger (lazy-loaded).
 */
export function HeaderSearch({ siteType: _siteType }: { siteType: "corporate" | "wholesale" }) {
  return (
    <Link to="/search" className="site-header__link">
      Search
    </Link>
  );
}
