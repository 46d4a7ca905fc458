/**
 * Page modes (spec part 1 §2 "Page modes", part 2 §2 "Pages with the normal header hidden"):
 * which parts of the shell a page shows, decided from its path, its page id (a route's
 * `handle.pageId`), the site type and the session's punch-out flag. Pure, so the server render
 * and the browser agree and every rule is unit-tested (tests/lib/page-modes.test.ts).
 */

export type SiteType = "corporate" | "wholesale";

/**
 * - `normal`: the full header.
 * - `minimal`: the normal header is hidden; only the logo shows (sign-in, reset, registration…).
 * - `wholesale-onboarding`: the separate wholesale header of /customer-onboarding.
 */
export type HeaderVariant = "normal" | "minimal" | "wholesale-onboarding";

export interface PageModeInput {
  pathname: string;
  /** `handle.pageId` of the deepest route that declares one (e.g. `ReturnOrExchange`). */
  pageId?: string | null;
  siteType: SiteType;
  isPunchOutMode: boolean;
}

export interface PageModes {
  header: HeaderVariant;
  /** Paths containing taken, checkout or SSO-Redirection. */
  checkoutMode: boolean;
  punchOutMode: boolean;
  /** Set by the path punch-out-session-end (and the route's spelling punchout-session-end). */
  punchOutSessionEnded: boolean;
  /** The account icon and its menu ("My Account"): hidden in checkout and punch-out mode (and after a punch-out session ended). */
  showAccountMenu: boolean;
  /** The header search: hidden as the account menu is, and on wholesale for page ReturnOrExchange. */
  showSearch: boolean;
  /** The CMS site links: hidden in checkout mode. */
  showSiteLinks: boolean;
  /** The standard 'Log out' link: replaced by 'Cancel requisition' in punch-out mode. */
  showLogout: boolean;
  showCancelRequisition: boolean;
  /** 'Notifications' in the mobile menu: wholesale only. */
  showNotifications: boolean;
  /** The home (hero) banner and the contact banner: only at / and /home. */
  showHomeBanners: boolean;
}

/** Paths whose normal header is hidden (exact matches, after dropping a trailing slash). */
export const HEADER_HIDDEN_PATHS: readonly string[] = [
  "/login",
  "/login/register",
  "/customerRegistrationPage",
  "/reset",
  "/expired",
  "/customer-onboarding",
  "/resetpassword",
  "/punchout/cxml/session",
  "/punchout-loading",
  "/forgot-password",
  "/reg/new",
];

/** Any path starting with this hides the normal header too. */
export const HEADER_HIDDEN_PREFIX = "/register";

export const CHECKOUT_PATH_MARKERS: readonly string[] = ["taken", "checkout", "SSO-Redirection"];

export const HOME_PATHS: readonly string[] = ["/", "/home"];

export const RETURN_OR_EXCHANGE_PAGE_ID = "ReturnOrExchange";

const PUNCH_OUT_SESSION_END_PATHS: readonly string[] = ["/punch-out-session-end", "/punchout-session-end"];

/** `/login/` → `/login`; the root stays `/`. */
export function normalisePath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path === "" ? "/" : path;
}

export function isHeaderHiddenPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return HEADER_HIDDEN_PATHS.includes(path) || path.startsWith(HEADER_HIDDEN_PREFIX);
}

export function isCheckoutPath(pathname: string): boolean {
  return CHECKOUT_PATH_MARKERS.some((marker) => pathname.includes(marker));
}

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(normalisePath(pathname));
}

export function pageModes({ pathname, pageId = null, siteType, isPunchOutMode }: PageModeInput): PageModes {
  const path = normalisePath(pathname);
  const wholesale = siteType === "wholesale";
  const checkoutMode = isCheckoutPath(path);
  const punchOutSessionEnded = PUNCH_OUT_SESSION_END_PATHS.includes(path);
  // Where the spec is silent: once a punch-out session has ended there is no account or search to offer.
  const accountAndSearch = !checkoutMode && !isPunchOutMode && !punchOutSessionEnded;

  let header: HeaderVariant = "normal";
  if (isHeaderHiddenPath(path)) {
    header = wholesale && path === "/customer-onboarding" ? "wholesale-onboarding" : "minimal";
  }

  return {
    header,
    checkoutMode,
    punchOutMode: isPunchOutMode,
    punchOutSessionEnded,
    showAccountMenu: accountAndSearch,
    showSearch: accountAndSearch && !(wholesale && pageId === RETURN_OR_EXCHANGE_PAGE_ID),
    showSiteLinks: !checkoutMode,
    showLogout: !isPunchOutMode,
    showCancelRequisition: isPunchOutMode,
    showNotifications: wholesale,
    showHomeBanners: isHomePath(path),
  };
}

/** The page id a route declares with `export const handle = { pageId: "…" }` (deepest wins). */
export function pageIdFromMatches(matches: ReadonlyArray<{ handle?: unknown }>): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (typeof handle === "object" && handle !== null && "pageId" in handle) {
      const { pageId } = handle as { pageId?: unknown };
      if (typeof pageId === "string") return pageId;
    }
  }
  return null;
}
