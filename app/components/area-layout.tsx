import { NavLink, Outlet } from "@remix-run/react";

export interface AreaNavEntry {
  url: string;
  label: string;
  /** Marked current only on this exact URL (an area's overview), not on the pages below it. */
  end?: boolean;
  /** A full document load (Login & Security). */
  reloadDocument?: boolean;
}

/**
 * An area's layout (My account, issue 25; Manage organisation, issue 26): its navigation beside the page from 992px,
 * above it below, then the child route. The navigation is a plain list of links; the current page has aria-current.
 */
export function AreaLayout({ label, entries }: { label: string; entries: readonly AreaNavEntry[] }) {
  return (
    <div className="area-layout">
      <nav className="area-nav" aria-label={label}>
        <ul className="area-nav__list">
          {entries.map((entry) => (
            <li key={entry.url}>
              <NavLink to={entry.url} end={entry.end} reloadDocument={entry.reloadDocument} className="area-nav__link">
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="area-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
