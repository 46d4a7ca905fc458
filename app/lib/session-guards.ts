/**
 * The redirects every guarded page shares (spec part 1 §2, part 2 §2), decided in one place —
 * `requireUser` calls this for every protected loader and action, so no page can forget them:
 *
 * 1. a user who must finish identity-provider registration goes to /customerRegistrationPage;
 * 2. a first-login user goes to /customer-onboarding;
 * 3. in proxy mode, a path on the configured restricted list goes to /order-in-progress;
 * 4. in punch-out mode, checkout goes to the cart (issue 18: the requisition is transferred with 'Transfer cart';
 *    the procurement system orders — no delivery or payment steps, no order placed here).
 *
 * The target pages themselves, and the way out (/logout), are never redirected. Pure, so it is
 * unit-tested without a server.
 */
export const CUSTOMER_REGISTRATION_PATH = "/customerRegistrationPage";
export const ONBOARDING_PATH = "/customer-onboarding";
export const ORDER_IN_PROGRESS_PATH = "/order-in-progress";
export const CART_PATH = "/cart";
/**
 * Where a punch-out session never goes: checkout (it transfers its cart instead, issue 18) and the account area, which
 * punch-out mode hides (spec part 1 §2: "Punch-out mode hides My Account") — a hidden link is no guard (issue 21, hole
 * 7: a punch-out user deleted a purchase order by typing its URL). All of them go to the cart, the session's way on.
 */
const PUNCH_OUT_CLOSED: readonly string[] = ["/checkout", "/guest-checkout", "/my-account", "/purchase-order", "/proxy-order"];

/** Pages a guarded user can always reach, whatever the session says (normalised: lower-case). */
const ALWAYS_OPEN: readonly string[] = ["/logout"];

export interface GuardInput {
  pathname: string;
  isFirstLogin: boolean;
  showCdcRegistrationPage: boolean;
  isProxyMode: boolean;
  proxyRestrictedPaths: readonly string[];
  /** Issue 18; optional so older callers and tests read as "not in punch-out mode". */
  isPunchOutMode?: boolean;
}

/** True when `pathname` is `prefix` or below it (segment-wise: /my-account matches /my-account/x, not /my-accounts). */
export function pathIsUnder(pathname: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, "") || "/";
  if (base === "/") return true;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The path as the router matches it (issue 21, hole 7: routes match case-insensitively, so `/Purchase-Order` opened
 * what `/purchase-order` was closed for): percent-decoded, lower-case, no repeated or trailing slashes.
 */
export function normalisePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed percent-encoding: match the raw path (the router answers 400/404 for it).
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
}

export function sessionGuardRedirect(input: GuardInput): string | null {
  const path = normalisePath(input.pathname);
  if (ALWAYS_OPEN.includes(path)) return null;
  if (input.showCdcRegistrationPage) return path === normalisePath(CUSTOMER_REGISTRATION_PATH) ? null : CUSTOMER_REGISTRATION_PATH;
  if (input.isFirstLogin) return path === ONBOARDING_PATH ? null : ONBOARDING_PATH;
  if (input.isProxyMode && path !== ORDER_IN_PROGRESS_PATH) {
    if (input.proxyRestrictedPaths.some((prefix) => pathIsUnder(path, normalisePath(prefix)))) return ORDER_IN_PROGRESS_PATH;
  }
  if (input.isPunchOutMode && PUNCH_OUT_CLOSED.some((prefix) => pathIsUnder(path, prefix))) return CART_PATH;
  return null;
}
