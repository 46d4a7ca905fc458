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
/** Where a punch-out session never goes (it transfers its cart instead). */
const PUNCH_OUT_CLOSED: readonly string[] = ["/checkout", "/guest-checkout"];

/** Pages a guarded user can always reach, whatever the session says. */
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

export function sessionGuardRedirect(input: GuardInput): string | null {
  const path = input.pathname.replace(/\/+$/, "") || "/";
  if (ALWAYS_OPEN.includes(path)) return null;
  if (input.showCdcRegistrationPage) return path === CUSTOMER_REGISTRATION_PATH ? null : CUSTOMER_REGISTRATION_PATH;
  if (input.isFirstLogin) return path === ONBOARDING_PATH ? null : ONBOARDING_PATH;
  if (input.isProxyMode && path !== ORDER_IN_PROGRESS_PATH) {
    if (input.proxyRestrictedPaths.some((prefix) => pathIsUnder(path, prefix))) return ORDER_IN_PROGRESS_PATH;
  }
  if (input.isPunchOutMode && PUNCH_OUT_CLOSED.some((prefix) => pathIsUnder(path, prefix))) return CART_PATH;
  return null;
}
