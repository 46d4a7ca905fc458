import { type RoleLink } from "~/lib/shell/account-role-links";
import { useCallback, useEffect, useRef } from "react";
import { LogoutLink } from "~/components/shell/logout";
import { type ShellLink } from "~/lib/shell/cms-text.server";
import { type PageModes } from "~/lib/shell/page-modes";
import { AccountLinks } from "./account-menu";
import { CmsLink } from "./cms-link";
import { ChevronIcon, MenuIcon } from "./icons";
import { useDetailsDisclosure } from "./use-details-disclosure";
import * as messages from "~/lib/messages";

const BODY_LOCK_CLASS = "mobile-menu-open";

/**
 * The mobile menu below 992 px (spec part 1 §2): My Account (expandable), Notifications
 * (wholesale), Logout — or 'Cancel requisition' in punch-out mode. A `<details>` disclosure
 * without JavaScript; with JavaScript, opening it locks the body's scroll and it closes on
 * navigation and on Escape.
 */
export function MobileMenu({
  modes,
  accountLinks,
  notificationsLink,
  roleLinks = [],
}: {
  modes: PageModes;
  accountLinks: readonly ShellLink[];
  notificationsLink: ShellLink | null;
  roleLinks?: readonly RoleLink[];
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const accountRef = useRef<HTMLDetailsElement>(null);
  const lockScroll = useCallback((open: boolean) => {
    document.body.classList.toggle(BODY_LOCK_CLASS, open);
  }, []);
  // Not on outside clicks: the logout confirmation opens over the menu and returns focus into it.
  useDetailsDisclosure(ref, { closeOnOutsideClick: false, onToggle: lockScroll });
  useDetailsDisclosure(accountRef, { closeOnOutsideClick: false });
  useEffect(() => () => document.body.classList.remove(BODY_LOCK_CLASS), []);

  return (
    <details ref={ref} className="mobile-menu">
      <summary className="mobile-menu__toggle site-header__link">
        <MenuIcon />
        <span>Menu</span>
      </summary>
      <nav className="mobile-menu__panel" aria-label="Mobile menu">
        <ul className="menu-list">
          {modes.showAccountMenu ? (
            <li>
              <details ref={accountRef} className="mobile-menu__account">
                <summary className="menu-link mobile-menu__account-toggle">
                  <span>My Account</span>
                  <ChevronIcon />
                </summary>
                <AccountLinks
                  links={accountLinks}
                  linkClassName="menu-link menu-link--nested"
                  roleLinks={roleLinks}
                />
              </details>
            </li>
          ) : null}
          {modes.showNotifications && notificationsLink ? (
            <li>
              <CmsLink link={notificationsLink} className="menu-link" />
            </li>
          ) : null}
          {modes.showLogout ? (
            <li>
              <LogoutLink className="menu-link" />
            </li>
          ) : null}
          {modes.showCancelRequisition ? (
            <li>
              <LogoutLink label={messages.cancelRequisition} className="menu-link" />
            </li>
          ) : null}
        </ul>
      </nav>
    </details>
  );
}
