import type { AddressBookBody } from "~/lib/occ/addresses.server";
import { createSession, type Session, type SessionStorage } from "@remix-run/node";
import { type PlaceOrderState } from "~/lib/orders/place-order-state";
import { type ReturnDraftLine } from "~/lib/return-request/fields";
import { memoize, type RequestContext } from "~/lib/request-context.server";
import { readCookie, sealJson, serializeCookie, unsealJson } from "~/lib/sealed.server";

/**
 * The encrypted, httpOnly, SameSite=Lax cookie session (decision 022). It holds the OCC tokens, a small summary
 * of the signed-in user, and the flags the old storefront kept in browser storage (spec part 1
 * §3 storage keys: billTo, punch-out mode, proxy mode, price enabled, currency symbol).
 */
export interface SessionUser {
  uid: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  groups: string[];
  orgUnitUid: string | null;
  countryIso: string | null;
  /** Spec part 1 §3: shows 'Login & Security' in the account menu (absent in sessions from before it was stored). */
  showLoginPreferencePage?: boolean;
  /** Spec part 1 §3: a first login is sent to /customer-onboarding until the onboarding form is done. */
  isFirstLogin?: boolean;
  /** Spec part 1 §3 showCDCRegistrationPage: the user must finish identity-provider registration first. */
  showCdcRegistrationPage?: boolean;
}

/** Proxy ordering (spec part 2 §4): the signed-in user orders on behalf of this wearer. */
export interface ProxyTarget {
  uid: string;
  name: string;
  cartId: string | null;
}

export interface SessionData {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  user: SessionUser;
  billTo: string;
  punchOutSessionId: string;
  isPunchOutMode: boolean;
  isProxyMode: boolean;
  proxy: ProxyTarget;
  /** Punch-out: the procurement cart the session was opened with (spec part 1 §3). */
  punchOutCartId: string;
  /**
   * Transfer cart (issue 18): the sid of the punch-out session whose requisition was just transferred. The only
   * value of the fresh, signed-out session that follows the transfer: the transfer page reads the message by it.
   */
  punchOutTransfer: { sid: string };
  /** Registration by code (spec part 1 §2): the checked code, kept server-side instead of session storage. */
  registrationCode: string;
  /** The backend's pending registration awaiting its verification code (no password in the cookie). */
  registrationId: string;
  /** The pending registration's e-mail (shown on the code step) and when a new code may be asked for (epoch ms). */
  registrationPending: { email: string; resendAt: number };
  priceEnabled: boolean;
  currencySymbol: string;
  /** Guest checkout (issue 5): the anonymous cart's guid (a secret: it names the cart on the backend). */
  guestCartGuid: string;
  /** Guest checkout: the codes and guids of the orders this guest placed, so their confirmations can be shown. */
  guestOrders: { code: string; guid: string; cartCode?: string }[];
  /** Place order (issue 5): what /checkout/place-order shows after a POST that did not place an order; read once. */
  placeOrderState: PlaceOrderState;
  /** Card registration round trip (spec part 3 "digital-payment key"): the open request's session id and signature. */
  digitalPayment: { sessionId: string; signature: string; cartId: string };
  /** Issue 25 (H4): a card registration started from the account's Billing page (no cart; decision 031). */
  accountCardRegistration: { sessionId: string; signature: string };
  /**
   * Issue 28: a new card registration started from the finance pay page (decision 037): the hosted page's address and
   * session, and the payment's selection (`invoice=…&credit=…&amount=…`) to carry on with once the card is saved.
   */
  financeCardRegistration: { sessionId: string; signature: string; postUrl: string; query: string };
  /**
   * Purchase-order creation (issue 6): step 1's values between the steps (and across a no-JS unit search), so a
   * reload, Back or a second tab loses nothing; `key` is the creation's Idempotency-Key. Cleared after submit.
   */
  purchaseOrderDraft: PurchaseOrderDraft;
  /** Editing a purchase order without JS: the typed values across a unit search, for that purchase order only. */
  purchaseOrderEditDraft: PurchaseOrderDraft & { id: string };
  /**
   * Order approvals (issue 7): the decision being made on each order (newest first, at most a few), from "Review
   * decision" (or "Update total", as typed) to "Confirm …"; `key` is the decision's Idempotency-Key. Cleared after the
   * decision (app/lib/approvals/decision-draft.server.ts).
   */
  approvalDecisionDrafts: ApprovalDecisionDraft[];
  /**
   * Issue 23: a buyer's cancellation or amendment between its form and its confirmation (newest first, at most a
   * few); `key` is the change's Idempotency-Key. Cleared after the change (app/lib/order-cancel/draft.server.ts).
   */
  orderChangeDrafts: OrderChangeDraft[];
  /**
   * Issue 24: a return or exchange request between its form and its submit (newest first, at most a few); `key` is
   * the request's Idempotency-Key. Cleared after the submit (app/lib/return-request/draft.server.ts).
   */
  returnRequestDrafts: ReturnRequestDraft[];
  /**
   * Issue 24, wholesale return threshold requests: the approver's reviewed decision on each request (newest first, at
   * most a few), from "Review decision" to "Confirm …". Cleared after the decision (app/lib/return-threshold/draft.server.ts).
   */
  returnThresholdDrafts: ReturnThresholdDraft[];
  /**
   * Issue 25, My Profile (app/lib/account-profile/mobile.server.ts): the mobile change waiting for the code sent by SMS
   * to the new number (normalised) and when a new code may be asked for (epoch ms). Cleared once verified.
   */
  profileMobileChange: { mobile: string; resendAt: number };
  /**
   * Issue 25 (H3): an address waiting at the suggestion step (the backend suggested a corrected one), at most one;
   * `key` is its POST's Idempotency-Key. Cleared when saved (app/lib/addresses/draft.server.ts).
   */
  addressDrafts: AddressDraft[];
}

/** Issue 25 (H3): an address as entered and the backend's suggestion, waiting for the user's choice. */
export interface AddressDraft {
  mode: "add" | "edit";
  /** edit: the address changed. */
  addressId: string | null;
  entered: AddressBookBody;
  suggested: AddressBookBody;
  key: string;
}

/** Issue 24: the items of one order to return or exchange as chosen (`reviewed`: they passed validation). */
export interface ReturnRequestDraft {
  code: string;
  lines: ReturnDraftLine[];
  /** Where the form's data came from: the returns extension, or a stock SAP's Order (no priced review). */
  source: "extension" | "stock";
  key: string;
  reviewed: boolean;
}

/** Issue 24: a reviewed decision on one return threshold request (it passed the form's validation). */
export interface ReturnThresholdDraft {
  rma: string;
  decision: "ACCEPT" | "DECLINE";
  comment: string | null;
}

/** A cancellation (`cancel`) or amendment (`amend`) of one order as chosen (`reviewed`: it passed validation). */
export interface OrderChangeDraft {
  kind: "cancel" | "amend";
  code: string;
  /** Cancel: units to cancel per entry; amend: the new quantity per entry (as typed until reviewed). */
  lines: { entryNumber: number; quantity: number }[];
  /** Amend: products to add. */
  additions: { code: string; quantity: number }[];
  /** Cancel: the reason code. */
  reason: string | null;
  /** Values as typed (not yet valid), to keep them across a no-JS product search. */
  typed?: Record<string, string>;
  key: string;
  reviewed: boolean;
}

/** Typed values of a purchase-order form (as typed: not yet valid). `units` are uids only (cookie size). */
export interface PurchaseOrderDraft {
  purchaseOrderNo: string;
  description: string;
  units: string[];
  key: string;
}

/** A decision on one order as typed (`reviewed`: it passed the form's validation and may be confirmed). */
export interface ApprovalDecisionDraft {
  code: string;
  decision: "APPROVE" | "REJECT" | null;
  reasonCode: string | null;
  comment: string | null;
  quantities: { entryNumber: number; quantity: number }[];
  key: string;
  reviewed: boolean;
}

export type FlashType = "success" | "info" | "error";
export interface Flash {
  type: FlashType;
  message: string;
  /** Set after a successful add to cart: with JavaScript the header's mini cart opens the side panel. */
  cartPanel?: boolean;
}
export interface SessionFlashData {
  flash: Flash;
}

export type AppSession = Session<SessionData, SessionFlashData>;

export const SESSION_COOKIE_NAME = "__session";
/** Browsers drop a cookie over 4096 bytes (name, value and attributes): refuse to write one rather than lose it. */
export const MAX_COOKIE_BYTES = 4096;

export type AppSessionStorage = SessionStorage<SessionData, SessionFlashData>;

/**
 * The session lives in the browser (the storefront stays stateless: any process can answer any request), encrypted
 * and authenticated (decision 022): `__session` is the session data as JSON sealed with AES-256-GCM under a key
 * derived from SESSION_SECRET (app/lib/sealed.server.ts), so the OCC tokens in it can be neither read nor changed by
 * whoever holds the cookie's bytes. A value that does not open — changed, sealed with a retired secret, or an older
 * signed-only cookie — is an empty session: that visitor is signed out, nothing else. SESSION_PREVIOUS_SECRETS still
 * open (rotation). httpOnly, SameSite=Lax, Secure in production, ends with the browser (the OCC refresh token bounds
 * its life anyway).
 */
function createStorage(): AppSessionStorage {
  return {
    async getSession(cookieHeader) {
      const sealed = readCookie(cookieHeader, SESSION_COOKIE_NAME);
      const data = sealed ? unsealJson(sealed, "session-cookie") : null;
      const initial = data && typeof data === "object" && !Array.isArray(data) ? data : {};
      // What we sealed is what we open (the key is ours): Remix types the initial data as complete, as its own cookie storage does.
      return createSession<SessionData, SessionFlashData>(initial as SessionData);
    },
    async commitSession(session) {
      const cookie = serializeCookie(SESSION_COOKIE_NAME, sealJson(session.data, "session-cookie"));
      if (cookie.length > MAX_COOKIE_BYTES) throw new Error(`Cookie length will exceed browser maximum. Length: ${cookie.length}`);
      return cookie;
    },
    async destroySession() {
      return serializeCookie(SESSION_COOKIE_NAME, "", { expired: true });
    },
  };
}

let storage: AppSessionStorage | undefined;

export function sessionStorage(): AppSessionStorage {
  storage ??= createStorage();
  return storage;
}

/** The request's session, parsed once and shared by every loader of the request. */
export function getSession(request: Request, context: RequestContext): Promise<AppSession> {
  return memoize(context, "session", () => sessionStorage().getSession(request.headers.get("Cookie")));
}

export function commitSession(session: AppSession) {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession) {
  return sessionStorage().destroySession(session);
}

/**
 * Marks the shared session as changed: it is committed once, after the route has answered,
 * before any Set-Cookie of the route itself (so an explicit commit or destroy still wins).
 */
export function markSessionChanged(context: RequestContext, session: AppSession) {
  context.responseHooks.set("session", async (headers) => {
    headers.append("Set-Cookie", await commitSession(session));
  });
}

export function setFlash(session: AppSession, flash: Flash) {
  session.flash("flash", flash);
}

/** A fresh session that carries only a flash message (after sign-out or expiry). */
export async function flashOnlyCookie(flash: Flash): Promise<string> {
  const session = await sessionStorage().getSession();
  setFlash(session, flash);
  return commitSession(session);
}
