import { Link } from "@remix-run/react";
import { useRef } from "react";
import { type RoleLink } from "~/lib/shell/account-role-links";
import { type ShellLink } from "~/lib/shell/cms-text.server";
import { CmsLink } from "./cms-link";
import { AccountIcon, ChevronIcon } from "./icons";
import { useDetailsDisclosure } from "./use-details-disclosure";

export const ACCOUNT_OVERVIEW_LINK = { label: "Account overview", url: "/my-account" } as const;
/** Issue 24: the user's returns and exchanges (every signed-in user may have some). */
export const RETURNS_LINK = { label: "Returns", url: "/my-account/returns" } as const;

/**
 * The account links (overview, the links of the user's roles — proxy ordering, purchase orders — then the ProfileSlot entries), shared
 * by the desktop and mobile menus.
 */
export function AccountLinks({
  links,
  linkClassName,
  roleLinks = [],
}: {
  links: readonly ShellLink[];
  linkClassName: string;
  roleLinks?: readonly RoleLink[];
}) {
  return (
    <ul className="menu-list">
      <li>
        <Link to={ACCOUNT_OVERVIEW_LINK.url} className={linkClassName}>
          {ACCOUNT_OVERVIEW_LINK.label}
        </Link>
      </li>
      <li>
        <Link to={RETURNS_LINK.url} className={linkClassName}>
          {RETURNS_LINK.label}
        </Link>
      </li>
      {roleLinks.map((link) => (
        <li key={link.url}>
          <Link to={link.url} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
      {links.map((link) => (
        <li key={link.uid}>
          <CmsLink link={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's account icon and menu (spec part 1 §2): My Profile, Login & Security (only when
 * the user's showLoginPreferencePage is true; a full page navigation), Delivery and Shipping,
 * Billing. A `<details>` disclosure: works by keyboard without JavaScript; with JavaScript it
 * also closes on navigation, Escape and a click outside.
 */
export function AccountMenu({
  links,
  userName,
  roleLinks,
}: {
  links: readonly ShellLink[];
  userName: string;
  roleLinks?: readonly RoleLink[];
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDisclosure(ref);
  return (
    <details ref={ref} className="account-menu">
      <summary className="account-menu__toggle site-header__link">
        <AccountIcon />
        <span>My Account</span>
        <span className="visually-hidden"> ({userName})</span>
        <ChevronIcon />
      </summary>
      <nav className="account-menu__panel" aria-label="Account menu">
        <AccountLinks links={links} linkClassName="menu-link" roleLinks={roleLinks} />
      </nav>
    </details>
  );
}
