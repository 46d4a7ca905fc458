import { NavLink, useRouteLoaderData } from "@remix-run/react";
import { ACCOUNT_NAV_EXTRA } from "~/lib/account/account-nav";
import { type loader as rootLoader } from "~/root";
import { ACCOUNT_OVERVIEW_LINK } from "../shell/account-menu";

/**
 * The account area's navigation (issue 25): the overview, the ProfileSlot links the shell already has (Login &
 * Security only with showLoginPreferencePage, and it reloads the document), then the area's other pages. A plain
 * list of links; the current page is marked with aria-current.
 */
export function AccountNav() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const cmsLinks = (root?.shell.accountLinks ?? []).filter((link) => link.url.startsWith("/my-account/"));
  const seen = new Set(cmsLinks.map((link) => link.url));
  return (
    <nav className="account-nav" aria-label="My account">
      <ul className="account-nav__list">
        <li>
          <NavLink to={ACCOUNT_OVERVIEW_LINK.url} end className="account-nav__link">
            {ACCOUNT_OVERVIEW_LINK.label}
          </NavLink>
        </li>
        {cmsLinks.map((link) => (
          <li key={link.uid}>
            <NavLink to={link.url} className="account-nav__link" reloadDocument={link.reloadDocument}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {ACCOUNT_NAV_EXTRA.filter((entry) => !seen.has(entry.url)).map((entry) => (
          <li key={entry.url}>
            <NavLink to={entry.url} className="account-nav__link">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
