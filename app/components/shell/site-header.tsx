import { type RoleLink } from "~/lib/shell/account-role-links";
import { useLocation } from "@remix-run/react";
import { MiniCart } from "~/components/cart/mini-cart";
import { LogoutLink } from "~/components/shell/logout";
import { HeaderSearch } from "~/components/search/header-search";
import { type PageModes } from "~/lib/shell/page-modes";
import { type ShellData } from "~/lib/shell/shell.server";
import { AccountMenu } from "./account-menu";
import { CmsLink } from "./cms-link";
import { MiniLogin } from "./mini-login";
import { MobileMenu } from "./mobile-menu";
import { SiteLogo } from "./site-logo";
import * as messages from "~/lib/messages";

export interface HeaderUser {
  firstName: string;
  lastName: string;
  preferredName: string | null;
  /** Shows 'Order for a wearer' in the account menus (proxy ordering roles). */
  roleLinks?: readonly RoleLink[];
}

interface SiteHeaderProps {
  siteType: "corporate" | "wholesale";
  modes: PageModes;
  shell: ShellData;
  user: HeaderUser | null;
}

/**
 * The site header in the page's mode (app/lib/shell/page-modes.ts): the full header, the minimal one
 * (logo only) on the sign-in and registration pages, or the wholesale onboarding header.
 */
export function SiteHeader(props: SiteHeaderProps) {
  switch (props.modes.header) {
    case "minimal":
      return (
        <header className="site-header site-header--minimal" data-header="minimal">
          <div className="site-header__bar">
            <SiteLogo logo={props.shell.logo} siteName={props.shell.siteName} />
          </div>
        </header>
      );
    case "wholesale-onboarding":
      return <OnboardingHeader {...props} />;
    default:
      return <FullHeader {...props} />;
  }
}

/** /customer-onboarding on the wholesale site: logo, what the page is for, and a way out. */
function OnboardingHeader({ shell, user }: SiteHeaderProps) {
  return (
    <header className="site-header site-header--onboarding" data-header="wholesale-onboarding">
      <div className="site-header__bar">
        <SiteLogo logo={shell.logo} siteName={shell.siteName} />
        <p className="site-header__tagline">Account set-up</p>
        {user ? (
          <div className="site-header__tools">
            <LogoutLink />
          </div>
        ) : null}
      </div>
    </header>
  );
}

function FullHeader({ siteType, modes, shell, user }: SiteHeaderProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const signIn = here === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(here)}`;
  const userName = user ? `${user.preferredName || user.firstName} ${user.lastName}`.trim() : "";

  return (
    <header className="site-header" data-header="normal">
      <div className="site-header__bar">
        <SiteLogo logo={shell.logo} siteName={shell.siteName} />
        {modes.showSiteLinks && shell.siteLinks.length > 0 ? (
          <nav className="site-links" aria-label="Site links">
            <ul className="site-links__list">
              {shell.siteLinks.map((link) => (
                <li key={link.uid}>
                  <CmsLink link={link} className="site-header__link" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="site-header__tools">
          {modes.showSearch ? <HeaderSearch siteType={siteType} /> : null}
          {user ? (
            <>
              {modes.showAccountMenu ? (
                <div className="desktop-only">
                  <AccountMenu links={shell.accountLinks} userName={userName} roleLinks={user.roleLinks} />
                </div>
              ) : null}
              <MiniCart count={shell.cartCount ?? 0} />
              {modes.showLogout ? (
                <div className="desktop-only">
                  <LogoutLink />
                </div>
              ) : null}
              {modes.showCancelRequisition ? (
                <div className="desktop-only">
                  <LogoutLink label={messages.cancelRequisition} />
                </div>
              ) : null}
              <div className="mobile-only">
                <MobileMenu
                  modes={modes}
                  accountLinks={shell.accountLinks}
                  notificationsLink={shell.notificationsLink}
                  roleLinks={user.roleLinks}
                />
              </div>
            </>
          ) : (
            <>
              {/* A guest cart (corporate site, docs/decisions/007-guest-checkout.md) has a count; no cart, no mini cart. */}
              {shell.cartCount !== null ? <MiniCart count={shell.cartCount} /> : null}
              <MiniLogin signIn={signIn} canRegister={siteType === "corporate"} />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
