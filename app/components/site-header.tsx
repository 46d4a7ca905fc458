import { Link } from "@remix-run/react";
import { LogoutLink } from "~/components/logout";
import { HeaderSearch } from "~/components/search/header-search";
import { type Role } from "~/lib/roles";

interface HeaderUser {
  firstName: string;
  lastName: string;
  preferredName: string | null;
  roles: Role[];
}

/**
 * The site header. The full shell (CMS slots, search, menus, mini cart, page modes) comes with
 * the shell issue; this is the signed-in frame: logo, account link, logout.
 */
export function SiteHeader({
  siteType,
  user,
  isPunchOutMode,
}: {
  siteType: "corporate" | "wholesale";
  user: HeaderUser | null;
  isPunchOutMode: boolean;
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          {siteType === "wholesale" ? "Uniform Store Wholesale" : "Uniform Store"}
        </Link>
        {isPunchOutMode ? null : <HeaderSearch siteType={siteType} />}
        {user ? (
          <nav className="site-header__nav" aria-label="Account">
            <ul className="site-header__list">
              {isPunchOutMode ? null : (
                <li>
                  <Link to="/my-account" className="site-header__link">
                    My account
                    <span className="visually-hidden">
                      {" "}
                      ({user.preferredName ?? user.firstName} {user.lastName})
                    </span>
                  </Link>
                </li>
              )}
              <li>
                <LogoutLink label={isPunchOutMode ? "Cancel requisition" : "Log out"} />
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
