import { Link } from "@remix-run/react";
import { useRef } from "react";
import { type ShellLink } from "~/lib/cms-text.server";
import { CmsLink } from "./cms-link";
import { AccountIcon, ChevronIcon } from "./icons";
import { useDetailsDisclosure } from "./use-details-disclosure";

export const ACCOUNT_OVERVIEW_LINK = { label: "Account overview", url: "/my-account" } as const;
/** Our addition where the spec is silent: the way into proxy ordering, for the roles that may use it. */
export const PROXY_ORDER_LINK = { label: "Order for a wearer", url: "/proxy-order" } as const;

/**
 * The account links (overview, proxy ordering when allowed, then the ProfileSlot entries), shared
 * by the desktop and mobile menus.
 */
export function AccountLinks({
  links,
  linkClassName,
  canOrderForOthers = false,
}: {
  links: readonly ShellLink[];
  linkClassName: string;
  canOrderForOthers?: boolean;
}) {
  return (
    <ul className="menu-list">
      <li>
        <Link to={ACCOUNT_OVERVIEW_LINK.url} className={linkClassName}>
          {ACCOUNT_OVERVIEW_LINK.label}
        </Link>
      </li>
      {canOrderForOthers ? (
        <li>
          <Link to={PROXY_ORDER_LINK.url} className={linkClassName}>
            {PROXY_ORDER_LINK.label}
          </Link>
        </li>
      ) : null}
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
  canOrderForOthers,
}: {
  links: readonly ShellLink[];
  userName: string;
  canOrderForOthers?: boolean;
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
        <AccountLinks links={links} linkClassName="menu-link" canOrderForOthers={canOrderForOthers} />
      </nav>
    </details>
  );
}
