import { NavLink } from "@remix-run/react";
import { type OrgNavEntry } from "~/lib/organisation/nav";

/** The organisation area's navigation (issue 26): a plain list of links; the current section has aria-current. */
export function OrgNav({ entries }: { entries: readonly OrgNavEntry[] }) {
  return (
    <nav className="org-nav" aria-label="Manage organisation">
      <ul className="org-nav__list">
        {entries.map((entry) => (
          <li key={entry.url}>
            <NavLink to={entry.url} end={entry.url === "/organisation"} className="org-nav__link">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
