/**
 * THE AUTHORIZATION MATRIX (issue 21): what every route answers to every kind of user, for GET and for POST, in one
 * table. e2e/authorization-matrix.spec.ts reads `app/routes` (e2e/route-patterns.ts, Remix's own flat-routes reader),
 * fails for a route file without a row here (and for a row without a file), and checks every cell over HTTP with a
 * session per kind of user (e2e/http-sessions.ts). docs/testing.md "Authorization matrix and link crawl" explains it.
 *
 * ── Adding a route ──────────────────────────────────────────────────────────────────────────────────────────────
 * 1. Add a row to ROUTES keyed by the route file's name under app/routes (e.g. `invoices.$invoiceId.tsx`).
 * 2. `url`: a concrete URL of the route, with seeded values for its params (it must match the file's pattern; the
 *    spec checks). Prefer an object that the row's "ok" users may really see.
 * 3. `get`: the outcome for each kind of user. Start from a helper — `everyone(o)`, `signedIn(o)` (anonymous: login) —
 *    and override the kinds that differ. Outcomes:
 *      "ok"       200
 *      "login"    a redirect to /login?redirectTo=<this URL> (not signed in)
 *      403 / 404 / 400 / 405 …  that status (400: the page answers "conditions not met" / a form's validation)
 *      "→/path"   a redirect (301/302/303) to exactly /path (e.g. "→/cart" for punch-out mode, "→/order-in-progress"
 *                 for proxy mode)
 *      "→external:host"  a redirect to another site (e.g. the identity provider), by its host name
 * 4. `post`: NO_ACTION when the route has no action (every kind: 405), otherwise the outcome of a POST with a valid
 *    CSRF token and no other field: a user who may use the action gets its validation answer (400) or its redirect; a
 *    user who may not gets 403, 404, "login" or a guard's redirect — and nothing changes (the spec compares the
 *    backend's rows before and after). A POST that would change state even without fields (a delete confirmation, a
 *    reorder) is "unsent" for the users allowed to make it — name in `unsent` the spec that proves the allowed path.
 * 5. Objects that belong to someone (an order, an approval, a purchase order): add an OBJECT_ROWS entry for the user
 *    who must NOT reach it, with texts of the object that must not appear in the answer. (Pack drafts have no URL of
 *    their own — a draft is the session user's —: the spec checks that one user's draft shows to no other kind.)
 * New kinds of user (finance, agent): add them to USER_KINDS in e2e/http-sessions.ts; TypeScript then asks for their
 * cell in every row.
 */
import { type UserKind, USER_KINDS } from "./http-sessions";

export type Outcome = "ok" | "login" | "unsent" | 400 | 403 | 404 | 405 | `→${string}`;
export type Outcomes = Record<UserKind, Outcome>;

export interface RouteRow {
  /** A concrete URL of the route (seeded params). */
  url: string;
  get: Outcomes;
  post: Outcomes;
  /** Why a POST is not sent for the kinds marked "unsent" (the spec that proves the allowed path). */
  unsent?: string;
  /**
   * The route's GET changes the session itself (a punch-out entry signs out, the registration code step stores the
   * code): each of its cells runs in a session of its own, so no other row depends on it.
   */
  freshSession?: true;
}

export interface ObjectRow {
  /** What the row proves, e.g. "a buyer cannot open another user's order". */
  name: string;
  /** The account that must not reach the object (an e-mail of the seed) and its site. */
  as: { kind: UserKind } | { email: string; site: "corporate" | "wholesale" };
  url: string;
  method: "GET" | "POST";
  /** A POST's fields besides the CSRF token: a submission that would pass the form's validation. */
  fields?: Record<string, string>;
  /** The refusal: 403, 404, or (not signed in) a redirect to sign in. */
  expect: 403 | 404 | "login";
  /** Texts of the object that must not appear in the answer. */
  secrets: readonly string[];
}

export const everyone = (outcome: Outcome, overrides: Partial<Outcomes> = {}): Outcomes => ({
  ...(Object.fromEntries(USER_KINDS.map((kind) => [kind, outcome])) as Outcomes),
  ...overrides,
});

/** Anonymous visitors go to sign in; every signed-in kind gets `outcome` unless overridden. */
export const signedIn = (outcome: Outcome, overrides: Partial<Outcomes> = {}): Outcomes => everyone(outcome, { anonymous: "login", ...overrides });

/** The route has no action: a POST answers 405 to everyone. */
export const NO_ACTION: Outcomes = everyone(405);

/** Punch-out mode closes checkout and the account area (app/lib/session-guards.ts): they go to the cart. */
const PUNCH_OUT_CLOSED = { punchOut: "→/cart" } as const;
/** Proxy mode closes the configured paths (the account area, purchase orders): they go to /order-in-progress. */
const PROXY_CLOSED = { proxyBuyer: "→/order-in-progress" } as const;
/** Only buyers and admins manage purchase orders (spec part 2 §2); punch-out and proxy mode close them. */
const PURCHASE_ORDER_ROLES = { wearer: 403, approver: 403, ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED } as const;
/** Only approvers open the approval dashboard and decisions. */
const APPROVER_ONLY = { wearer: 403, buyer: 403, admin: 403, wholesaleBuyer: 403, ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED } as const;
/** Packs: the acme-new-starter pack is offered to wearer@acme.example (pack role acme-office); the proxy buyer sees it
 * as the wearer's; everyone else gets 404 (a pack one may not see does not exist for them). */
const ACME_OFFICE_PACK = { buyer: 404, approver: 404, admin: 404, punchOut: 404, wholesaleBuyer: 404 } as const;

const APPROVAL = "29000001"; // pending, NSW (Liam Nguyen for Jack Wilson): approver@acme.example decides it
const OWN_ORDER = "29000014"; // buyer@acme.example's own order (pending approval)
const PO = "1"; // an acme-au purchase order
/** Issue 24: buyer@wholesale.example's pending return threshold request (15 units), approver@wholesale.example's to decide. */
/** Issue 26: the organisation area's outcomes: admins only. */
// Issue 26 (H1): proxy mode closes the area like the account area (app/lib/session-guards.ts): /order-in-progress.
const ORG_ADMIN_ONLY = (adminOutcome: Outcome): Outcomes => signedIn(403, { admin: adminOutcome, ...PROXY_CLOSED });
const WS_THRESHOLD_RMA = "49100022";
/** Issue 26 (H2): admin@acme.example's customer PK (users.pk = 100000 + rowid: an early seed row). */
const ACME_ADMIN_PK = "100004";
const KIWI_ADMIN = { email: "admin@kiwi.example", site: "corporate" } as const;
/** Issue 28 (H2): acme-au's seeded statement of last month (seed-data/finance-statements.ts: one per month). */
const ACME_LAST_STATEMENT = (() => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `ST-acme-au-${first.toISOString().slice(0, 7).replace("-", "")}`;
})();
/** Issue 26 (H3): oua-matrix@acme.example, an Acme user only read by the matrix (seed-data/org-user-admin-e2e.ts). */
const OUA_MATRIX_PK = "199100";

export const ROUTES: Record<string, RouteRow> = {
  "_index.tsx": { url: "/", get: everyone("ok", { anonymous: "→/login" }), post: NO_ACTION },
  "$.tsx": { url: "/terms-and-conditions", get: everyone("ok"), post: NO_ACTION },
  "home.tsx": { url: "/home", get: signedIn("ok"), post: NO_ACTION },
  "Brands.$brandName.c.$brandCode.tsx": { url: "/Brands/Ironbark/c/ironbark", get: everyone("ok"), post: NO_ACTION },
  "category.$categoryCode.tsx": { url: "/category/polos", get: everyone("ok"), post: NO_ACTION },
  "search._index.tsx": { url: "/search", get: everyone("ok"), post: NO_ACTION },
  "search.$term.tsx": { url: "/search/shirt", get: everyone("ok"), post: NO_ACTION },
  "resources.search.tsx": { url: "/resources/search?q=polo", get: everyone("ok"), post: NO_ACTION },
  "resources.business-units.tsx": {
    url: "/resources/business-units",
    get: signedIn("ok", { wearer: 403, approver: 403 }),
    post: NO_ACTION,
  },
  "medias.$.tsx": { url: "/medias/product/polo/black.svg", get: everyone("ok"), post: NO_ACTION },
  "product.$productCode._index.tsx": { url: "/product/POL-PR", get: everyone("→/product/POL-PR/Pro%20Polo"), post: NO_ACTION },
  // A product URL with a stale name redirects to the canonical one, for a POST too (the add form posts to it).
  "product.$productCode.$productName.tsx": {
    url: "/product/POL-PR/pro-polo",
    get: everyone("→/product/POL-PR/Pro%20Polo"),
    post: everyone("→/product/POL-PR/Pro%20Polo"),
  },
  // The cart: anyone (guests have guest carts); an empty POST is a validation answer.
  "cart.tsx": { url: "/cart", get: everyone("ok"), post: everyone(400) },

  // Checkout: signed-in users and guests with a cart; no cart or an empty one is "Checkout conditions not met" (400).
  "checkout.tsx": { url: "/checkout", get: everyone(400, PUNCH_OUT_CLOSED), post: NO_ACTION },
  "checkout._index.tsx": { url: "/checkout", get: everyone(400, PUNCH_OUT_CLOSED), post: NO_ACTION },
  "checkout.delivery-address.tsx": {
    url: "/checkout/delivery-address",
    get: everyone(400, PUNCH_OUT_CLOSED),
    post: everyone("→/checkout", PUNCH_OUT_CLOSED),
  },
  "checkout.delivery-mode.tsx": {
    url: "/checkout/delivery-mode",
    get: everyone(400, PUNCH_OUT_CLOSED),
    post: everyone("→/checkout", PUNCH_OUT_CLOSED),
  },
  // Wearers (and the proxy buyer's wearer) have no payment choice: the step sends them on to the review.
  "checkout.payment-details.tsx": {
    url: "/checkout/payment-details",
    get: everyone(400, { wearer: "→/checkout/review-order", proxyBuyer: "→/checkout/review-order", ...PUNCH_OUT_CLOSED }),
    post: everyone("→/checkout/payment-details", { wearer: "→/checkout/review-order", proxyBuyer: "→/checkout/review-order", ...PUNCH_OUT_CLOSED }),
  },
  "checkout.review-order.tsx": {
    url: "/checkout/review-order",
    get: everyone(400, PUNCH_OUT_CLOSED),
    post: everyone("→/checkout", PUNCH_OUT_CLOSED),
  },
  "checkout.place-order.tsx": {
    url: "/checkout/place-order",
    get: everyone("→/checkout", PUNCH_OUT_CLOSED),
    post: everyone(400, { anonymous: "→/checkout", ...PUNCH_OUT_CLOSED }),
  },
  "guest-checkout.tsx": { url: "/guest-checkout", get: everyone("→/checkout", { anonymous: "→/cart" }), post: everyone("→/checkout", { anonymous: "→/cart" }) },

  "order-confirmation.$code.tsx": {
    url: `/order-confirmation/${OWN_ORDER}`,
    get: signedIn(404, { buyer: "ok" }),
    // Reorder is the only form: a POST without `intent=reorder` is refused as malformed (400) for everyone signed in,
    // before any backend call; OBJECT_ROWS proves a real reorder of another user's order is a 404.
    post: signedIn(400),
  },
  // Issue 23: cancel and amend the user's own order (buyer@acme.example's pending 29000014); anyone else's order
  // is the backend's UnknownIdentifierError → 404. An empty cancel POST is "nothing selected" (400), an empty amend POST
  // "nothing changed" (400). Without a reviewed draft the confirmation steps go back to their form.
  "my-account_.order.$code.cancel.tsx": {
    url: `/my-account/order/${OWN_ORDER}/cancel`,
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(404, { buyer: 400, ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.order.$code.cancel_.confirm.tsx": {
    url: `/my-account/order/${OWN_ORDER}/cancel/confirm`,
    get: signedIn(`→/my-account/order/${OWN_ORDER}/cancel`, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(`→/my-account/order/${OWN_ORDER}/cancel`, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.order.$code.amend.tsx": {
    url: `/my-account/order/${OWN_ORDER}/amend`,
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(404, { buyer: 400, ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.order.$code.amend_.review.tsx": {
    url: `/my-account/order/${OWN_ORDER}/amend/review`,
    get: signedIn(`→/my-account/order/${OWN_ORDER}/amend`, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(`→/my-account/order/${OWN_ORDER}/amend`, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  // Issue 24 (return or exchange request): wearer@acme.example's delivered new-starter pack order 28500001; anyone
  // else's order is the backend's UnknownIdentifierError → 404. An empty POST is "select at least one item" (400).
  // Without a reviewed draft the review goes back to the form.
  "my-account_.order.$code.return.tsx": {
    url: "/my-account/order/28500001/return",
    get: signedIn(404, { wearer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(404, { wearer: 400, ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.order.$code.return_.review.tsx": {
    url: "/my-account/order/28500001/return/review",
    get: signedIn("→/my-account/order/28500001/return", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn("→/my-account/order/28500001/return", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "order-confirmation.replenishment.$code.tsx": { url: "/order-confirmation/replenishment/00000001", get: signedIn(404), post: NO_ACTION },
  "order-in-progress.tsx": { url: "/order-in-progress", get: signedIn("ok"), post: NO_ACTION },

  "my-account.tsx": { url: "/my-account", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: NO_ACTION },
  "my-account._index.tsx": { url: "/my-account", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: NO_ACTION },
  // Issue 25, Login & Security (H2): only users with showLoginPreferencePage (buyer, admin); everyone else 404. A POST
  // without `intent` is refused as malformed (400) before any backend call.
  "my-account.login-security.tsx": {
    url: "/my-account/login-security",
    get: signedIn(404, { buyer: "ok", admin: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(404, { buyer: 400, admin: 400, ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.orders.tsx": { url: "/my-account/orders", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: NO_ACTION },
  // Issue 25, My Profile (H1): the signed-in user's own profile (no object of anyone else's); a POST without fields is
  // the form's validation answer (the profile form, step 1 of the mobile change, the close-account password).
  "my-account.profile.tsx": {
    url: "/my-account/profile",
    get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account.profile_.mobile.tsx": {
    url: "/my-account/profile/mobile",
    get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account.close-account.tsx": {
    url: "/my-account/close-account",
    get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  // Issue 23: buyer@acme.example's order 28000410 (placed by its schedule 49000001; seed-data/replenishments.ts).
  // A POST without `intent` is refused as malformed (400) before any backend call; OBJECT_ROWS proves a real change of
  // another user's order or schedule is a 404.
  "my-account_.order.$code.purchase-order.tsx": {
    url: "/my-account/order/28000410/purchase-order",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.my-replenishments.tsx": { url: "/my-account/my-replenishments", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: NO_ACTION },
  "my-account_.my-replenishment.$code._index.tsx": {
    url: "/my-account/my-replenishment/49000001",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: NO_ACTION,
  },
  "my-account_.my-replenishment.$code.cancel.tsx": {
    url: "/my-account/my-replenishment/49000001/cancel",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  // Issue 23: the owner's (or placer's) order details; anyone else 404 (OBJECT_ROWS: another user's order, a unit
  // order viewer outside the order's unit tree). Reorder is its only form: without `intent=reorder` a 400.
  "my-account_.order.$code._index.tsx": {
    url: `/my-account/order/${OWN_ORDER}`,
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  // Issue 24, returns pages: buyer@acme.example's seeded returns (backend/src/seed-data/returns.ts: 49000003 RECEIVED).
  // Another user's return is a 404 (SAP's UnknownIdentifierError); OBJECT_ROWS proves it for the details, the cancel
  // and the PDF. A cancel POST without `intent=cancel` is refused as malformed (400) before any backend call.
  // Issue 25 (H3), the address book: buyer@acme.example's own address 4 (backend/src/seed-data/checkout.ts). Anyone
  // else's address is a 404 (SAP's UnknownIdentifierError; OBJECT_ROWS). A POST without fields: the set-default form
  // and the add/edit forms answer their validation (400; edit checks the owner first), delete without `intent=delete`
  // is refused as malformed (400); the suggestion step without a pending address goes back to the book.
  "my-account.address-book._index.tsx": { url: "/my-account/address-book", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }) },
  "my-account.address-book.new.tsx": { url: "/my-account/address-book/new", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }) },
  "my-account.address-book.$addressId.edit.tsx": {
    url: "/my-account/address-book/4/edit",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(404, { buyer: 400, ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account.address-book.$addressId.delete.tsx": {
    url: "/my-account/address-book/4/delete",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account.address-book.verify.tsx": {
    url: "/my-account/address-book/verify",
    get: signedIn("→/my-account/address-book", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn("→/my-account/address-book", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.returns.tsx": { url: "/my-account/returns", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: NO_ACTION },
  "my-account_.return.$rma._index.tsx": {
    url: "/my-account/return/49000003",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: NO_ACTION,
  },
  "my-account_.return.$rma.cancel.tsx": {
    url: "/my-account/return/49000003/cancel",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account_.return.$rma.document.tsx": {
    url: "/my-account/return/49000003/document",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: NO_ACTION,
  },
  "my-account_.return.$rma.document[.]pdf.tsx": {
    url: "/my-account/return/49000003/document.pdf",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: NO_ACTION,
  },
  "my-account_.approval-dashboard.tsx": { url: "/my-account/approval-dashboard", get: signedIn("ok", APPROVER_ONLY), post: NO_ACTION },
  "my-account_.approval-dashboard._index.tsx": { url: "/my-account/approval-dashboard", get: signedIn("ok", APPROVER_ONLY), post: NO_ACTION },
  "my-account_.approval-dashboard.actioned.tsx": {
    url: "/my-account/approval-dashboard/actioned",
    get: signedIn("ok", APPROVER_ONLY),
    post: NO_ACTION,
  },
  "my-account_.approval.$approvalCode.tsx": {
    url: `/my-account/approval/${APPROVAL}`,
    get: signedIn("ok", APPROVER_ONLY),
    post: signedIn(400, APPROVER_ONLY),
  },
  // Without a reviewed decision the confirmation step sends the approver back to the order.
  "my-account_.approval.$approvalCode_.confirm.tsx": {
    url: `/my-account/approval/${APPROVAL}/confirm`,
    get: signedIn(`→/my-account/approval/${APPROVAL}`, APPROVER_ONLY),
    post: signedIn(`→/my-account/approval/${APPROVAL}`, APPROVER_ONLY),
  },
  // Issue 24, wholesale return threshold requests (docs/return-threshold-requests.md): approvers only, as the approval
  // dashboard. The threshold exists only on the wholesale site: on the corporate site (every kind here but
  // wholesaleBuyer) the list is the empty state and every request URL is 404; OBJECT_ROWS checks the wholesale side.
  "my-account_.approval-dashboard.returns.tsx": { url: "/my-account/approval-dashboard/returns", get: signedIn("ok", APPROVER_ONLY), post: NO_ACTION },
  "my-account_.return-request.$rma._index.tsx": { url: `/my-account/return-request/${WS_THRESHOLD_RMA}`, get: signedIn(404, APPROVER_ONLY), post: signedIn(404, APPROVER_ONLY) },
  "my-account_.return-request.$rma.confirm.tsx": {
    url: `/my-account/return-request/${WS_THRESHOLD_RMA}/confirm`,
    get: signedIn(404, APPROVER_ONLY),
    post: signedIn(404, APPROVER_ONLY),
  },

  // Issue 25 (H5), My interests and Coupons: every signed-in user's own lists (keyed by the caller: no other user's
  // object has a URL). A POST without fields is refused (400) before any backend call; anonymous: sign in.
  "my-account.my-interests.tsx": {
    url: "/my-account/my-interests",
    get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account.coupons.tsx": { url: "/my-account/coupons", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: NO_ACTION },
  "my-account.coupon.claim.$couponCode.tsx": {
    url: "/my-account/coupon/claim/THANKYOU15",
    get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },

  "purchase-order._index.tsx": { url: "/purchase-order", get: signedIn("ok", PURCHASE_ORDER_ROLES), post: NO_ACTION },
  "purchase-order.$id._index.tsx": {
    url: `/purchase-order/${PO}`,
    get: signedIn("ok", { ...PURCHASE_ORDER_ROLES, wholesaleBuyer: 404 }),
    post: NO_ACTION,
  },
  "purchase-order.$id.edit.tsx": {
    url: `/purchase-order/${PO}/edit`,
    get: signedIn("ok", { ...PURCHASE_ORDER_ROLES, wholesaleBuyer: 404 }),
    post: signedIn(400, PURCHASE_ORDER_ROLES),
  },
  "purchase-order.$id.delete.tsx": {
    url: `/purchase-order/${PO}/delete`,
    get: signedIn("ok", { ...PURCHASE_ORDER_ROLES, wholesaleBuyer: 404 }),
    post: signedIn("unsent", { ...PURCHASE_ORDER_ROLES, wholesaleBuyer: 404 }),
    unsent: "purchase-order-list.spec.ts (delete)",
  },
  "purchase-order.new.tsx": { url: "/purchase-order/new", get: signedIn("ok", PURCHASE_ORDER_ROLES), post: NO_ACTION },
  "purchase-order.new._index.tsx": { url: "/purchase-order/new", get: signedIn("ok", PURCHASE_ORDER_ROLES), post: NO_ACTION },
  // Without step 1's values the summary sends the user back to step 1.
  "purchase-order.new.summary.tsx": {
    url: "/purchase-order/new/summary",
    get: signedIn("→/purchase-order/new", PURCHASE_ORDER_ROLES),
    post: signedIn("→/purchase-order/new", PURCHASE_ORDER_ROLES),
  },

  "proxy-order.tsx": {
    url: "/proxy-order",
    get: signedIn("ok", { wearer: 403, approver: 403, ...PUNCH_OUT_CLOSED }),
    post: signedIn(400, { wearer: 403, approver: 403, ...PUNCH_OUT_CLOSED }),
  },

  "orderUniform.tsx": { url: "/orderUniform", get: signedIn("→/packList"), post: NO_ACTION },
  "packList.tsx": { url: "/packList", get: signedIn("ok"), post: NO_ACTION },
  "packDetailsPage.$packId.tsx": {
    url: "/packDetailsPage/acme-new-starter",
    get: signedIn("→/packDetailsPage/acme-new-starter/step/1", ACME_OFFICE_PACK),
    post: NO_ACTION,
  },
  "packDetailsPage.$packId._index.tsx": {
    url: "/packDetailsPage/acme-new-starter",
    get: signedIn("→/packDetailsPage/acme-new-starter/step/1", ACME_OFFICE_PACK),
    post: NO_ACTION,
  },
  "packDetailsPage.$packId.step.$n.tsx": {
    url: "/packDetailsPage/acme-new-starter/step/1",
    get: signedIn("ok", ACME_OFFICE_PACK),
    post: signedIn(400, ACME_OFFICE_PACK),
  },
  // POL-CL is in the pack's first bundle, set acme-ns-polos.
  "packDetailsPage.$packId.step.$n_.item.$productCode.tsx": {
    url: "/packDetailsPage/acme-new-starter/step/1/item/POL-CL?set=acme-ns-polos",
    get: signedIn("ok", ACME_OFFICE_PACK),
    post: signedIn(400, ACME_OFFICE_PACK),
  },
  "packDetailsPage.$packId.review.tsx": {
    url: "/packDetailsPage/acme-new-starter/review",
    get: signedIn("ok", ACME_OFFICE_PACK),
    post: signedIn(400, ACME_OFFICE_PACK),
  },

  // Punch-out: the entry without a sid ends on the session-end page (and signs out); the requisition (Transfer cart)
  // is for punch-out sessions: its page without a transfer goes to the cart, its POST transfers the cart.
  "punchout.cxml.session.tsx": { url: "/punchout/cxml/session", get: everyone("→/punchout-session-end"), post: NO_ACTION, freshSession: true },
  "punchout.requisition.tsx": {
    url: "/punchout/requisition",
    get: everyone("→/punchout-session-end", { punchOut: "→/cart" }),
    post: everyone("→/cart", { punchOut: "unsent" }),
    unsent: "punch-out.spec.ts (Transfer cart)",
  },
  "punchout-loading.tsx": { url: "/punchout-loading", get: everyone("ok"), post: NO_ACTION },
  "punchout-session-end.tsx": { url: "/punchout-session-end", get: everyone("ok"), post: NO_ACTION },

  // Sign-in and registration: for visitors; signed-in users go home.
  "login.tsx": { url: "/login", get: everyone("→/", { anonymous: "ok" }), post: everyone("→/", { anonymous: 400 }) },
  "logout.tsx": { url: "/logout", get: signedIn("ok"), post: everyone("unsent", { anonymous: "→/login" }), unsent: "logout.spec.ts (signs out)" },
  "SSO-Redirection.tsx": {
    url: "/SSO-Redirection",
    get: everyone("→/", { anonymous: "→/login" }),
    post: NO_ACTION,
    freshSession: true,
  },
  // SSO starts here (issue 21 hole 5): a one-time state cookie and a redirect to the identity provider, for anyone.
  "sso.start.tsx": { url: "/sso/start", get: everyone("→external:idp.acme.example"), post: NO_ACTION },
  // Without a sign-in link waiting (its sealed cookie), there is nothing to confirm: home, or sign-in when signed out.
  "confirm-sign-in.tsx": {
    url: "/confirm-sign-in",
    get: everyone("→/", { anonymous: "→/login" }),
    post: everyone("→/", { anonymous: "→/login" }),
  },
  "customer-onboarding.tsx": {
    url: "/customer-onboarding",
    get: signedIn("→/", PROXY_CLOSED),
    post: signedIn("→/", PROXY_CLOSED),
  },
  "customerRegistrationPage.tsx": { url: "/customerRegistrationPage", get: signedIn("→/"), post: signedIn("→/") },
  "register._index.tsx": { url: "/register", get: everyone("→/"), post: everyone("→/") },
  "register.$code.tsx": {
    url: "/register/WELCOME2026",
    get: everyone("→/", { anonymous: "ok" }),
    post: everyone("→/", { anonymous: 400 }),
    freshSession: true,
  },
  // Without a checked code in the session, the verification step has nothing to verify.
  "register.verify.tsx": { url: "/register/verify", get: everyone("→/"), post: everyone("→/") },
  "resetpassword.tsx": { url: "/resetpassword", get: everyone("ok"), post: everyone(400) },
  "reset.tsx": { url: "/reset", get: everyone("→/expired"), post: everyone("→/expired") },
  "expired.tsx": { url: "/expired", get: everyone("ok"), post: everyone("→/expired") },
  // Issue 25 (H4, billing and notifications): buyer@acme.example's seeded Visa is payment_infos 3 (seed-data/billing.ts,
  // wearer@acme.example's are 1 and 2). A POST without `intent` (Billing, delete) or without a channel (preferences) is
  // refused before any backend call; OBJECT_ROWS proves another user's card is a 404.
  "my-account.payment-details.tsx": { url: "/my-account/payment-details", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }) },
  "my-account.payment-details_.$id.delete.tsx": {
    url: "/my-account/payment-details/3/delete",
    get: signedIn(404, { buyer: "ok", ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
    post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }),
  },
  "my-account.notification-preference.tsx": { url: "/my-account/notification-preference", get: signedIn("ok", { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }), post: signedIn(400, { ...PUNCH_OUT_CLOSED, ...PROXY_CLOSED }) },
  // Issue 26: the organisation area — administrators only (admin@acme.example); every other kind 403 'No sufficient
  // permissions to access this page' (punch-out and proxy sessions are buyers: 403 too). Helpers: add rows below.
  "organisation.tsx": { url: "/organisation", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  // Issue 26 (H1): units / stores. The demo's acme-au-nsw (never changed: an empty POST is the form's 400, a
  // confirmation without its intent too); buyer@acme.example is 100002 (the root's user: the remove page shows why not).
  "organisation.units._index.tsx": { url: "/organisation/units", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.units.new.tsx": { url: "/organisation/units/new", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.units.$unitId._index.tsx": { url: "/organisation/units/acme-au-nsw", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.units.$unitId.edit.tsx": { url: "/organisation/units/acme-au-nsw/edit", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.units.$unitId.disable.tsx": { url: "/organisation/units/acme-au-nsw/disable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.units.$unitId.enable.tsx": { url: "/organisation/units/acme-au-nsw/enable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.units.$unitId.users.tsx": { url: "/organisation/units/acme-au-nsw/users", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.units.$unitId.users_.$customerPk.remove.tsx": {
    url: "/organisation/units/acme-au/users/100002/remove",
    get: ORG_ADMIN_ONLY("ok"),
    post: ORG_ADMIN_ONLY(400),
  },
  "organisation.units.$unitId.approvers.tsx": { url: "/organisation/units/acme-au-nsw/approvers", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.units.$unitId.addresses.tsx": { url: "/organisation/units/acme-au/addresses", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  // Issue 26 (H2): organisation users. 100004 is admin@acme.example's own customer PK; an empty POST of a form is its
  // validation answer (400). Another organisation's admin gets 404 (OBJECT_ROWS).
  "organisation.users._index.tsx": { url: "/organisation/users", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.users.new.tsx": { url: "/organisation/users/new", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk._index.tsx": { url: `/organisation/users/${ACME_ADMIN_PK}`, get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.users.$customerPk.personal.tsx": { url: `/organisation/users/${ACME_ADMIN_PK}/personal`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.contact.tsx": { url: `/organisation/users/${ACME_ADMIN_PK}/contact`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.employee.tsx": { url: `/organisation/users/${ACME_ADMIN_PK}/employee`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  // Issue 26 (H3): user administration on oua-matrix@acme.example (customer PK 199100, seed-data/org-user-admin-e2e.ts,
  // never changed). A POST without its fields or `intent` is refused (400) before any backend change; another
  // organisation's admin gets 404 (OBJECT_ROWS).
  "organisation.users.$customerPk.roles.tsx": { url: `/organisation/users/${OUA_MATRIX_PK}/roles`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.deactivate.tsx": { url: `/organisation/users/${OUA_MATRIX_PK}/deactivate`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.activate.tsx": { url: `/organisation/users/${OUA_MATRIX_PK}/activate`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.delete.tsx": { url: `/organisation/users/${OUA_MATRIX_PK}/delete`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.cost-centres.tsx": { url: `/organisation/users/${OUA_MATRIX_PK}/cost-centres`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.approvers.tsx": { url: `/organisation/users/${OUA_MATRIX_PK}/approvers`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  // Issue 26 (H4): the overview and user groups (acme-site-leads is a seeded Acme group). A POST without fields: the
  // create and edit forms' validation (400), the members and delete forms refuse a missing intent (400) before any
  // backend call; OBJECT_ROWS proves another organisation's admin gets 404 on Acme's group.
  "organisation._index.tsx": { url: "/organisation", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.user-groups._index.tsx": { url: "/organisation/user-groups", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.user-groups.new.tsx": { url: "/organisation/user-groups/new", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.user-groups.$groupId._index.tsx": { url: "/organisation/user-groups/acme-site-leads", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.user-groups.$groupId.edit.tsx": { url: "/organisation/user-groups/acme-site-leads/edit", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.user-groups.$groupId.members.tsx": { url: "/organisation/user-groups/acme-site-leads/members", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.user-groups.$groupId.delete.tsx": { url: "/organisation/user-groups/acme-site-leads/delete", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  // Issue 27 (helper A): cost centres (ACME-OPS is a seeded Acme cost centre of acme-au). A POST without fields: the
  // create and edit forms' validation (400); the disable, enable and remove confirmations refuse a missing intent (400)
  // before any change; OBJECT_ROWS proves another organisation's admin gets 404 on Acme's cost centre.
  "organisation.cost-centres._index.tsx": { url: "/organisation/cost-centres", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.cost-centres.new.tsx": { url: "/organisation/cost-centres/new", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.cost-centres.$costCentreCode._index.tsx": { url: "/organisation/cost-centres/ACME-OPS", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.cost-centres.$costCentreCode.edit.tsx": { url: "/organisation/cost-centres/ACME-OPS/edit", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.cost-centres.$costCentreCode.disable.tsx": { url: "/organisation/cost-centres/ACME-OPS/disable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.cost-centres.$costCentreCode.enable.tsx": { url: "/organisation/cost-centres/ACME-OPS/enable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.cost-centres.$costCentreCode.remove.tsx": { url: "/organisation/cost-centres/ACME-OPS/remove", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  // Issue 27 (budgets): ACME-NSW-FY27 and the cost centre ACME-NSW are seeded Acme objects. A POST without fields: the
  // create and edit forms' validation (400); disable, enable and the cost centre's assign/unassign refuse a missing
  // intent (400) before any backend change; OBJECT_ROWS proves another organisation's admin gets 404.
  "organisation.budgets._index.tsx": { url: "/organisation/budgets", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.budgets.new.tsx": { url: "/organisation/budgets/new", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.budgets.$budgetCode._index.tsx": { url: "/organisation/budgets/ACME-NSW-FY27", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.budgets.$budgetCode.edit.tsx": { url: "/organisation/budgets/ACME-NSW-FY27/edit", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.budgets.$budgetCode.disable.tsx": { url: "/organisation/budgets/ACME-NSW-FY27/disable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.budgets.$budgetCode.enable.tsx": { url: "/organisation/budgets/ACME-NSW-FY27/enable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  // Issue 28 (H1): the finance area's layout and list tabs — administrators and finance people (financegroup; not a
  // kind of the matrix yet: e2e/finance-lists.spec.ts proves finance@…'s access); every other kind 403 'No sufficient
  // permissions to access this page'. GET filter forms only: no action.
  "organisation.finance.tsx": { url: "/organisation/finance", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.finance._index.tsx": { url: "/organisation/finance?overdue=true", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.finance.paid.tsx": { url: "/organisation/finance/paid", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.finance.credits.tsx": { url: "/organisation/finance/credits", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.cost-centres.$costCentreCode.budgets.tsx": { url: "/organisation/cost-centres/ACME-NSW/budgets", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  // Issue 28 (H2): finance documents and statements. admin@acme.example is a finance caller of acme-au (statements on):
  // the statements tab and last month's seeded statement (ST-acme-au-YYYYMM) are theirs. INV-DOCS-0001 is an invoice
  // of the docs-e2e organisation (seed-data/finance-statements.ts), outside Acme: 404 for Acme's admin (Acme's invoice
  // numbers carry the seed's month: the link crawl follows the admin's links from the Outstanding tab to them, and
  // e2e/finance-documents.spec.ts opens its own organisation's). documents.pdf without a selection goes back to the list.
  "organisation.finance.statements.tsx": { url: "/organisation/finance/statements", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.finance_.statements.$statementId.statement[.]pdf.tsx": { url: `/organisation/finance/statements/${ACME_LAST_STATEMENT}/statement.pdf`, get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.finance_.documents.$documentId.tsx": { url: "/organisation/finance/documents/INV-DOCS-0001", get: ORG_ADMIN_ONLY(404), post: NO_ACTION },
  "organisation.finance_.documents.$documentId_.document[.]pdf.tsx": { url: "/organisation/finance/documents/INV-DOCS-0001/document.pdf", get: ORG_ADMIN_ONLY(404), post: NO_ACTION },
  "organisation.finance_.documents[.]pdf.tsx": { url: "/organisation/finance/documents.pdf", get: ORG_ADMIN_ONLY("→/organisation/finance"), post: NO_ACTION },
  // Issue 28 (H3): make a payment. Finance users and admins only (requireFinanceUser; admin@acme.example is the admin
  // kind). The pay page without invoices says to select some; the confirm page without a selection (GET, or a POST without fields) goes back to it; the
  // receipt RCPT-20261101-FPCORP is the payment e2e corpus organisation's (seed-data/finance-payments-e2e.ts): another
  // organisation's receipt is 404 for Acme's admin. A POST without fields: the form's validation (400).
  "organisation.finance_.pay._index.tsx": { url: "/organisation/finance/pay", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.finance_.pay.confirm.tsx": { url: "/organisation/finance/pay/confirm", get: ORG_ADMIN_ONLY("→/organisation/finance/pay"), post: ORG_ADMIN_ONLY("→/organisation/finance/pay") },
  "organisation.finance_.pay.receipt.$reference.tsx": { url: "/organisation/finance/pay/receipt/RCPT-20261101-FPCORP", get: ORG_ADMIN_ONLY(404), post: NO_ACTION },
  // The new card's step: without an open card registration in the session (the pay form's "Use a new card") the pay
  // page; a POST without the billing form's intent: 400.
  "organisation.finance_.pay.card.tsx": { url: "/organisation/finance/pay/card", get: ORG_ADMIN_ONLY("→/organisation/finance/pay"), post: ORG_ADMIN_ONLY(400) },
  // Issue 27: bulk user upload. admin@acme.example's seeded uploads (seed-data/org-uploads-e2e.ts) hold one row with
  // errors only: an empty POST to the upload form is 'choose a file' (400), to the preview a missing count (400); no
  // post can create anybody. OBJECT_ROWS proves another admin gets 404 on them.
  "organisation.users.upload._index.tsx": { url: "/organisation/users/upload", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.upload.template[.]csv.tsx": { url: "/organisation/users/upload/template.csv", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.users.upload.template[.]xlsx.tsx": { url: "/organisation/users/upload/template.xlsx", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.users.upload.$uploadId._index.tsx": { url: "/organisation/users/upload/matrix-upload-preview", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.upload.$uploadId.result.tsx": { url: "/organisation/users/upload/matrix-upload-result/result", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.users.upload.$uploadId.failures[.]csv.tsx": { url: "/organisation/users/upload/matrix-upload-preview/failures.csv", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  // Issue 27 (B): purchase limits (ACME-ORDER-1000 is a seeded Acme limit). A POST without fields: the create and edit
  // forms' validation (400); the confirmations and assign buttons refuse a missing intent (400) before any backend call.
  "organisation.purchase-limits._index.tsx": { url: "/organisation/purchase-limits", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.purchase-limits.new.tsx": { url: "/organisation/purchase-limits/new", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.purchase-limits.$limitCode._index.tsx": { url: "/organisation/purchase-limits/ACME-ORDER-1000", get: ORG_ADMIN_ONLY("ok"), post: NO_ACTION },
  "organisation.purchase-limits.$limitCode.edit.tsx": { url: "/organisation/purchase-limits/ACME-ORDER-1000/edit", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.purchase-limits.$limitCode.disable.tsx": { url: "/organisation/purchase-limits/ACME-ORDER-1000/disable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.purchase-limits.$limitCode.enable.tsx": { url: "/organisation/purchase-limits/ACME-ORDER-1000/enable", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.purchase-limits.$limitCode.assignees.tsx": { url: "/organisation/purchase-limits/ACME-ORDER-1000/assignees", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.users.$customerPk.purchase-limits.tsx": { url: `/organisation/users/${OUA_MATRIX_PK}/purchase-limits`, get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
  "organisation.user-groups.$groupId.purchase-limits.tsx": { url: "/organisation/user-groups/acme-site-leads/purchase-limits", get: ORG_ADMIN_ONLY("ok"), post: ORG_ADMIN_ONLY(400) },
};

/** URLs that are not a route's example but must answer the same to everyone (unknown pages). */
export const EXTRA_URLS: readonly { url: string; get: Outcomes }[] = [{ url: "/no-such-page", get: everyone(404) }];

/**
 * Objects that belong to someone else: each must be refused (403 or 404, as the row says) and the answer must show none
 * of the object's texts. Seeded objects: orders 29000001–29000019 (acme-au approvals, 29000014 is buyer@acme.example's
 * own), 29000301– (the wholesale site); purchase orders 1– (acme-au), 101– (harbour-wholesale), 201– (kiwi-nz).
 */
export const OBJECT_ROWS: readonly ObjectRow[] = [
  // Issue 26 (H4): user groups. acme-site-leads (Site leads) is an Acme group of acme-au; admin@kiwi.example administers
  // another organisation, admin-nsw@acme.example only the NSW subtree.
  ...(
    [
      { path: "/organisation/user-groups/acme-site-leads", method: "GET" },
      { path: "/organisation/user-groups/acme-site-leads/edit", method: "GET" },
      { path: "/organisation/user-groups/acme-site-leads/members", method: "GET" },
      { path: "/organisation/user-groups/acme-site-leads/delete", method: "GET" },
      { path: "/organisation/user-groups/acme-site-leads/edit", method: "POST", fields: { name: "Hijacked", orgUnit: "kiwi-nz" } },
      { path: "/organisation/user-groups/acme-site-leads/members", method: "POST", fields: { intent: "add", orgCustomerId: "hana.parata@kiwi.example" } },
      { path: "/organisation/user-groups/acme-site-leads/delete", method: "POST", fields: { intent: "delete" } },
    ] as { path: string; method: "GET" | "POST"; fields?: Record<string, string> }[]
  ).map(
    ({ path, method, fields }): ObjectRow => ({
      name: `an admin of another organisation cannot ${method === "GET" ? "open" : "post to"} ${path}`,
      as: { email: "admin@kiwi.example", site: "corporate" },
      url: path,
      method,
      ...(fields ? { fields } : {}),
      expect: 404,
      secrets: ["Site leads", "oliver.grant@acme.example"],
    }),
  ),
  // Issue 27 (budgets): ACME-NSW-FY27 (NSW field teams FY27) and the cost centre ACME-NSW are Acme's; admin@kiwi.example
  // administers another organisation, admin-nsw@acme.example only the NSW subtree (not VIC's budget).
  ...(
    [
      { path: "/organisation/budgets/ACME-NSW-FY27", method: "GET" },
      { path: "/organisation/budgets/ACME-NSW-FY27/edit", method: "GET" },
      { path: "/organisation/budgets/ACME-NSW-FY27/disable", method: "GET" },
      { path: "/organisation/budgets/ACME-NSW-FY27/edit", method: "POST", fields: { name: "Hijacked", budget: "1", currency: "AUD", startDate: "2026-01-01", endDate: "2026-12-31", orgUnit: "kiwi-nz" } },
      { path: "/organisation/budgets/ACME-NSW-FY27/disable", method: "POST", fields: { intent: "disable" } },
      { path: "/organisation/cost-centres/ACME-NSW/budgets", method: "GET" },
      { path: "/organisation/cost-centres/ACME-NSW/budgets", method: "POST", fields: { intent: "unassign", budgetCode: "ACME-NSW-FY27" } },
    ] as { path: string; method: "GET" | "POST"; fields?: Record<string, string> }[]
  ).map(
    ({ path, method, fields }): ObjectRow => ({
      name: `an admin of another organisation cannot ${method === "GET" ? "open" : "post to"} ${path}`,
      as: { email: "admin@kiwi.example", site: "corporate" },
      url: path,
      method,
      ...(fields ? { fields } : {}),
      expect: 404,
      secrets: ["NSW field teams FY27"],
    }),
  ),
  // Issue 28 (H3): the payment e2e corpus organisation's invoice, credit and receipt (seed-data/finance-payments-e2e.ts)
  // are another organisation's for Acme's admin: 404 for the pay page, the confirm page, Pay now and the receipt.
  ...(
    [
      { path: "/organisation/finance/pay?invoice=INV-FPCORPUS-1", method: "GET" },
      { path: "/organisation/finance/pay/confirm?invoice=INV-FPCORPUS-1&credit=CN-FPCORPUS-1&card=1", method: "GET" },
      { path: "/organisation/finance/pay/confirm", method: "POST", fields: { invoice: "INV-FPCORPUS-1", credit: "CN-FPCORPUS-1", card: "1", key: "matrix-pay-corpus-1" } },
      { path: "/organisation/finance/pay/receipt/RCPT-20261101-FPCORP", method: "GET" },
    ] as { path: string; method: "GET" | "POST"; fields?: Record<string, string> }[]
  ).map(
    ({ path, method, fields }): ObjectRow => ({
      name: `an admin of another organisation cannot ${method === "GET" ? "open" : "post to"} ${path}`,
      as: { kind: "admin" },
      url: path,
      method,
      ...(fields ? { fields } : {}),
      expect: 404,
      secrets: ["INV-FPCORPUS-1", "INV-FPCORPUS-PAID", "Payment Test corpus"],
    }),
  ),
  {
    name: "an admin of the NSW subtree cannot open VIC's budget",
    as: { email: "admin-nsw@acme.example", site: "corporate" },
    url: "/organisation/budgets/ACME-VIC-FY27",
    method: "GET",
    expect: 404,
    secrets: ["VIC field teams FY27"],
  },
  // Issue 27 (B): purchase limits. ACME-ORDER-1000 is a limit of acme-au; admin@kiwi.example administers another organisation.
  ...(
    [
      { path: "/organisation/purchase-limits/ACME-ORDER-1000", method: "GET" },
      { path: "/organisation/purchase-limits/ACME-ORDER-1000/edit", method: "GET" },
      { path: "/organisation/purchase-limits/ACME-ORDER-1000/assignees", method: "GET" },
      { path: "/organisation/purchase-limits/ACME-ORDER-1000/edit", method: "POST", fields: { type: "ORDER", threshold: "1", currency: "NZD", orgUnit: "kiwi-nz" } },
      { path: "/organisation/purchase-limits/ACME-ORDER-1000/disable", method: "POST", fields: { intent: "disable" } },
      { path: "/organisation/purchase-limits/ACME-ORDER-1000/assignees", method: "POST", fields: { intent: "assign", kind: "user", id: "hana.parata@kiwi.example" } },
      { path: "/organisation/user-groups/acme-site-leads/purchase-limits", method: "GET" },
    ] as { path: string; method: "GET" | "POST"; fields?: Record<string, string> }[]
  ).map(
    ({ path, method, fields }): ObjectRow => ({
      name: `an admin of another organisation cannot ${method === "GET" ? "open" : "post to"} ${path}`,
      as: { email: "admin@kiwi.example", site: "corporate" },
      url: path,
      method,
      ...(fields ? { fields } : {}),
      expect: 404,
      // The limit's threshold and type (its code is in the URL, which a refusal page may repeat); the group's name.
      secrets: path.includes("user-groups") ? ["Site leads"] : ["$1,000.00", "Per order"],
    }),
  ),
  // Issue 27: an upload is its uploader's only (another organisation's admin, or another admin of the same one: 404).
  ...[
    { path: "/organisation/users/upload/matrix-upload-preview", as: { email: "admin@kiwi.example", site: "corporate" } as const },
    { path: "/organisation/users/upload/matrix-upload-preview/failures.csv", as: { email: "admin-nsw@acme.example", site: "corporate" } as const },
    { path: "/organisation/users/upload/matrix-upload-result/result", as: { email: "admin-nsw@acme.example", site: "corporate" } as const },
  ].map(
    ({ path, as }): ObjectRow => ({
      name: `another admin cannot open ${path}`,
      as,
      url: path,
      method: "GET",
      expect: 404,
      secrets: ["Taken Email"],
    }),
  ),
  {
    name: "an admin of the NSW subtree cannot open the root's user group",
    as: { email: "admin-nsw@acme.example", site: "corporate" },
    url: "/organisation/user-groups/acme-site-leads",
    method: "GET",
    expect: 404,
    secrets: ["Site leads", "henry.scott@acme.example"],
  },
  // Issue 27 (helper A): cost centres. ACME-OPS (Operations) is an Acme cost centre of acme-au.
  ...(
    [
      { path: "/organisation/cost-centres/ACME-OPS", method: "GET" },
      { path: "/organisation/cost-centres/ACME-OPS/edit", method: "GET" },
      { path: "/organisation/cost-centres/ACME-OPS/remove", method: "GET" },
      { path: "/organisation/cost-centres/ACME-OPS/edit", method: "POST", fields: { name: "Hijacked", currency: "NZD", unit: "kiwi-nz" } },
      { path: "/organisation/cost-centres/ACME-OPS/disable", method: "POST", fields: { intent: "disable" } },
      { path: "/organisation/cost-centres/ACME-OPS/remove", method: "POST", fields: { intent: "remove" } },
    ] as { path: string; method: "GET" | "POST"; fields?: Record<string, string> }[]
  ).map(
    ({ path, method, fields }): ObjectRow => ({
      name: `an admin of another organisation cannot ${method === "GET" ? "open" : "post to"} ${path}`,
      as: { email: "admin@kiwi.example", site: "corporate" },
      url: path,
      method,
      ...(fields ? { fields } : {}),
      expect: 404,
      secrets: ["Operations FY27", "buyer@acme.example"],
    }),
  ),
  // Issue 23: order details (seed-data/order-history.ts: 28000150 is details-js@acme.example's, 28000120 the NZ wearer's).
  {
    name: "a buyer cannot open another user's order details",
    as: { kind: "buyer" },
    url: "/my-account/order/28000150",
    method: "GET",
    expect: 404,
    secrets: ["Details Script", "PO-DETAILS-JS"],
  },
  {
    name: "a buyer cannot reorder another user's order from its details page",
    as: { kind: "buyer" },
    url: "/my-account/order/28000150",
    method: "POST",
    fields: { intent: "reorder" },
    expect: 404,
    secrets: ["Details Script"],
  },
  {
    name: "a wearer cannot open the details of an order a buyer placed for themself",
    as: { kind: "wearer" },
    url: "/my-account/order/28000001",
    method: "GET",
    expect: 404,
    secrets: ["Bella Barnes", "PO-7781"],
  },
  {
    name: "a unit order viewer of acme-au cannot open an order of the NZ organisation",
    as: { email: "details-viewer@acme.example", site: "corporate" },
    url: "/my-account/order/28000120",
    method: "GET",
    expect: 404,
    secrets: ["Aroha Ngata", "Kiwi"],
  },
  {
    name: "a wearer cannot change the PO number of a buyer's order",
    as: { kind: "wearer" },
    url: "/my-account/order/28000410/purchase-order",
    method: "POST",
    fields: { intent: "save", purchaseOrderNumber: "PO-NOT-YOURS" },
    expect: 404,
    secrets: ["PO-REPL-1001"],
  },
  {
    name: "a wearer cannot open a buyer's replenishment order",
    as: { kind: "wearer" },
    url: "/my-account/my-replenishment/49000001",
    method: "GET",
    expect: 404,
    secrets: ["PO-REPL-1001", "Operations"],
  },
  {
    name: "a wearer cannot cancel a buyer's replenishment order",
    as: { kind: "wearer" },
    url: "/my-account/my-replenishment/49000001/cancel",
    method: "POST",
    fields: { intent: "cancel" },
    expect: 404,
    secrets: ["PO-REPL-1001"],
  },
  // Issue 24: another user's return (buyer@acme.example's 49000002 WAIT / 49000003 RECEIVED, orders 28000016 / 28000012).
  {
    name: "a wearer cannot open a buyer's return",
    as: { kind: "wearer" },
    url: "/my-account/return/49000003",
    method: "GET",
    expect: 404,
    secrets: ["28000012", "Faulty item"],
  },
  {
    name: "a wearer cannot cancel a buyer's return",
    as: { kind: "wearer" },
    url: "/my-account/return/49000002/cancel",
    method: "POST",
    fields: { intent: "cancel" },
    expect: 404,
    secrets: ["28000016"],
  },
  {
    name: "a wearer cannot download a buyer's return form",
    as: { kind: "wearer" },
    url: "/my-account/return/49000003/document.pdf",
    method: "GET",
    expect: 404,
    secrets: ["28000012", "%PDF"],
  },
  // Issue 23: another user's order cannot be cancelled or amended, nor its items seen on those pages.
  {
    name: "a buyer cannot open the cancel page of another user's order",
    as: { kind: "buyer" },
    url: "/my-account/order/29000001/cancel",
    method: "GET",
    expect: 404,
    secrets: ["Jack Wilson", "29000001"],
  },
  {
    name: "a buyer cannot cancel items of another user's order",
    as: { kind: "buyer" },
    url: "/my-account/order/29000001/cancel",
    method: "POST",
    fields: { "select-0": "on", "quantity-0": "1", reason: "OTHER" },
    expect: 404,
    // A POST's answer names its own URL (the error page of the action), as for the reorder row.
    secrets: ["Jack Wilson"],
  },
  {
    name: "a buyer cannot open the amend page of another user's order",
    as: { kind: "buyer" },
    url: "/my-account/order/29000001/amend",
    method: "GET",
    expect: 404,
    secrets: ["Jack Wilson", "29000001"],
  },
  {
    name: "a buyer cannot amend another user's order",
    as: { kind: "buyer" },
    url: "/my-account/order/29000001/amend",
    method: "POST",
    fields: { "quantity-0": "1" },
    expect: 404,
    // A POST's answer names its own URL (the error page of the action), as for the reorder row.
    secrets: ["Jack Wilson"],
  },
  {
    name: "a buyer cannot open another user's order confirmation",
    as: { kind: "buyer" },
    url: "/order-confirmation/29000001",
    method: "GET",
    expect: 404,
    secrets: ["Jack Wilson", "29000001"],
  },
  {
    name: "a buyer cannot reorder another user's order",
    as: { kind: "buyer" },
    url: "/order-confirmation/29000001",
    method: "POST",
    fields: { intent: "reorder" },
    expect: 404,
    secrets: ["Jack Wilson"],
  },
  {
    name: "a wearer cannot open the order a buyer placed for themself",
    as: { kind: "wearer" },
    url: `/order-confirmation/${OWN_ORDER}`,
    method: "GET",
    expect: 404,
    secrets: ["Bella Barnes", OWN_ORDER],
  },
  {
    name: "an anonymous visitor without the guest's session cannot open an order confirmation",
    as: { kind: "anonymous" },
    url: "/order-confirmation/29000001",
    method: "GET",
    expect: "login",
    secrets: ["Jack Wilson"],
  },
  {
    name: "an approver of another unit cannot open an acme-au approval",
    as: { email: "approver-nojs@acme.example", site: "corporate" },
    url: `/my-account/approval/${APPROVAL}`,
    method: "GET",
    expect: 404,
    secrets: ["Jack Wilson", "Liam Nguyen"],
  },
  {
    name: "an approver of another unit cannot decide an acme-au approval",
    as: { email: "approver-nojs@acme.example", site: "corporate" },
    url: `/my-account/approval/${APPROVAL}`,
    method: "POST",
    expect: 404,
    secrets: ["Jack Wilson", "Liam Nguyen"],
  },
  {
    name: "an approver cannot open another organisation's approval",
    as: { kind: "approver" },
    url: "/my-account/approval/29000301",
    method: "GET",
    expect: 404,
    secrets: ["Kai Robinson"],
  },
  // Issue 24: a return threshold request is for the approvers of its store (and the units above) only.
  {
    name: "a store's approver cannot open a return threshold request of another unit",
    as: { email: "ws-returns-approver-nojs@wholesale.example", site: "wholesale" },
    url: `/my-account/return-request/${WS_THRESHOLD_RMA}`,
    method: "GET",
    expect: 404,
    secrets: ["28500022", "15 units"],
  },
  {
    name: "a store's approver cannot decide a return threshold request of another unit",
    as: { email: "ws-returns-approver-nojs@wholesale.example", site: "wholesale" },
    url: `/my-account/return-request/${WS_THRESHOLD_RMA}`,
    method: "POST",
    fields: { decision: "ACCEPT" },
    expect: 404,
    secrets: ["28500022"],
  },
  {
    name: "a wholesale buyer cannot open the return threshold requests",
    as: { kind: "wholesaleBuyer" },
    url: `/my-account/return-request/${WS_THRESHOLD_RMA}`,
    method: "GET",
    expect: 403,
    secrets: ["28500022", "15 units"],
  },
  {
    name: "an acme buyer cannot open another organisation's purchase order",
    as: { kind: "buyer" },
    url: "/purchase-order/201",
    method: "GET",
    expect: 404,
    secrets: ["NZ2026001", "Auckland depot work shirts"],
  },
  {
    name: "an acme buyer cannot edit another organisation's purchase order",
    as: { kind: "buyer" },
    url: "/purchase-order/101/edit",
    method: "POST",
    fields: { intent: "save", description: "Changed by the authorization matrix", units: "harbour-sydney" },
    expect: 404,
    secrets: ["HW2026001"],
  },
  {
    name: "an acme admin cannot delete another organisation's purchase order",
    as: { kind: "admin" },
    url: "/purchase-order/101/delete",
    method: "POST",
    expect: 404,
    secrets: [],
  },
  {
    name: "a wholesale buyer cannot delete an acme purchase order",
    as: { kind: "wholesaleBuyer" },
    url: `/purchase-order/${PO}/delete`,
    method: "POST",
    expect: 404,
    secrets: [],
  },
  {
    name: "an acme wearer cannot open another organisation's pack",
    as: { kind: "wearer" },
    url: "/packDetailsPage/kiwi-new-starter/step/1",
    method: "GET",
    expect: 404,
    secrets: [],
  },
  // Issue 25 (H4, billing): wearer@acme.example's seeded Visa is payment_infos 1 (seed-data/billing.ts).
  {
    name: "a buyer cannot open another user's card delete page",
    as: { kind: "buyer" },
    url: "/my-account/payment-details/1/delete",
    method: "GET",
    expect: 404,
    secrets: ["Wendy Walker"],
  },
  {
    name: "a buyer cannot delete another user's card",
    as: { kind: "buyer" },
    url: "/my-account/payment-details/1/delete",
    method: "POST",
    fields: { intent: "delete" },
    expect: 404,
    secrets: ["Wendy Walker"],
  },
  // Issue 25 (H3): the address book. Address 60 is addresses-js@acme.example's (backend/src/seed-data/addresses.ts).
  {
    name: "a buyer cannot open another user's address to edit it",
    as: { kind: "buyer" },
    url: "/my-account/address-book/60/edit",
    method: "GET",
    expect: 404,
    secrets: ["10 Old Mill Road"],
  },
  {
    name: "a buyer cannot change another user's address",
    as: { kind: "buyer" },
    url: "/my-account/address-book/60/edit",
    method: "POST",
    fields: { country: "AU", firstName: "Mallory", lastName: "Hijack", line1: "1 Hijack Street", town: "Geelong", region: "AU-VIC", postalCode: "3220" },
    expect: 404,
    secrets: ["10 Old Mill Road"],
  },
  {
    name: "a buyer cannot delete another user's address",
    as: { kind: "buyer" },
    url: "/my-account/address-book/60/delete",
    method: "POST",
    fields: { intent: "delete" },
    expect: 404,
    secrets: ["10 Old Mill Road"],
  },
  {
    name: "a buyer cannot make another user's address their default",
    as: { kind: "buyer" },
    url: "/my-account/address-book",
    method: "POST",
    fields: { intent: "default", addressId: "60" },
    expect: 404,
    secrets: ["10 Old Mill Road"],
  },
  // Issue 26 (H1): units / stores — the admin of another organisation (Kiwi) learns nothing about Acme's units.
  {
    name: "an admin of another organisation cannot open an Acme unit",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-nsw",
    method: "GET",
    expect: 404,
    secrets: ["Acme Workwear New South Wales", "Grace Young"],
  },
  {
    name: "an admin of another organisation cannot edit an Acme unit",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-nsw/edit",
    method: "POST",
    fields: { name: "Hijacked" },
    expect: 404,
    secrets: ["Acme Workwear New South Wales"],
  },
  {
    name: "an admin of another organisation cannot see what disabling an Acme unit disables",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-nsw/disable",
    method: "GET",
    expect: 404,
    secrets: ["Acme Workwear New South Wales", "Oliver Grant"],
  },
  {
    name: "an admin of another organisation cannot disable an Acme unit",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-nsw/disable",
    method: "POST",
    fields: { intent: "disable" },
    expect: 404,
    secrets: ["Acme Workwear New South Wales"],
  },
  {
    name: "an admin of another organisation cannot enable an Acme unit",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-nsw/enable",
    method: "POST",
    fields: { intent: "enable" },
    expect: 404,
    secrets: ["Acme Workwear New South Wales"],
  },
  {
    name: "an admin of another organisation cannot list an Acme unit's users",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-nsw-sydney/users",
    method: "GET",
    expect: 404,
    secrets: ["Oliver Grant", "Ruby Hall"],
  },
  {
    name: "an admin of another organisation cannot add a user to an Acme unit",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-nsw-sydney/users",
    method: "POST",
    fields: { intent: "add", customerPK: "100005" },
    expect: 404,
    secrets: ["Acme Sydney Depot"],
  },
  {
    name: "an admin of another organisation cannot see the removal of an Acme user",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au/users/100002/remove",
    method: "GET",
    expect: 404,
    secrets: ["Bella Barnes", "Acme Workwear Australia"],
  },
  {
    name: "an admin of another organisation cannot remove an Acme user from their unit",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au/users/100002/remove",
    method: "POST",
    fields: { intent: "remove" },
    expect: 404,
    secrets: ["Bella Barnes"],
  },
  {
    name: "an admin of another organisation cannot assign an Acme unit's approver",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au-vic/approvers",
    method: "POST",
    fields: { intent: "assign", customerUid: "mason.adams@acme.example" },
    expect: 404,
    secrets: ["Acme Workwear Victoria", "Tom Ellis"],
  },
  {
    name: "an admin of another organisation cannot open an Acme unit's addresses",
    as: { email: "admin@kiwi.example", site: "corporate" },
    url: "/organisation/units/acme-au/addresses",
    method: "GET",
    expect: 404,
    secrets: ["Acme Workwear Australia"],
  },
  // Issue 26 (H2): an admin of another organisation (Kiwi) gets 404 on Acme's users, GET and POST with valid fields.
  ...(["", "/personal", "/contact", "/employee"] as const).map(
    (suffix): ObjectRow => ({
      name: `an admin of another organisation cannot open an Acme user's page ${suffix || "(details)"}`,
      as: KIWI_ADMIN,
      url: `/organisation/users/${ACME_ADMIN_PK}${suffix}`,
      method: "GET",
      expect: 404,
      secrets: ["Alex", "ACME-4005", "+61412550104"],
    }),
  ),
  ...(
    [
      ["/personal", { titleCode: "mr", firstName: "Mallory", lastName: "Hijack" }],
      ["/contact", { email: "mallory.hijack@kiwi.example", mobile: "" }],
      ["/employee", { employeeCode: "KIWI-6666", unitId: "kiwi-nz" }],
    ] as const
  ).map(
    ([suffix, fields]): ObjectRow => ({
      name: `an admin of another organisation cannot change an Acme user (${suffix.slice(1)})`,
      as: KIWI_ADMIN,
      url: `/organisation/users/${ACME_ADMIN_PK}${suffix}`,
      method: "POST",
      fields,
      expect: 404,
      secrets: ["Alex", "ACME-4005", "+61412550104"],
    }),
  ),
  // Issue 26 (H3): an admin of another organisation (Kiwi) gets 404 on Acme's user administration pages, GET and POST
  // with valid fields; oua-matrix@acme.example stays as it was.
  ...(["roles", "deactivate", "activate", "delete", "cost-centres", "approvers"] as const).map(
    (page): ObjectRow => ({
      name: `an admin of another organisation cannot open an Acme user's ${page} page`,
      as: KIWI_ADMIN,
      url: `/organisation/users/${OUA_MATRIX_PK}/${page}`,
      method: "GET",
      expect: 404,
      secrets: ["Mattie", "oua-matrix"],
    }),
  ),
  ...(
    [
      ["roles", { intent: "add", roleId: "b2bmanagergroup" }],
      ["deactivate", { intent: "deactivate" }],
      ["activate", { intent: "activate" }],
      ["delete", { intent: "delete" }],
      ["cost-centres", { intent: "add", codes: "ACME-SYD" }],
      ["approvers", { intent: "assign", approverId: "ruby.hall@acme.example" }],
    ] as const
  ).map(
    ([page, fields]): ObjectRow => ({
      name: `an admin of another organisation cannot change an Acme user (${page})`,
      as: KIWI_ADMIN,
      url: `/organisation/users/${OUA_MATRIX_PK}/${page}`,
      method: "POST",
      fields,
      expect: 404,
      secrets: ["Mattie", "oua-matrix"],
    }),
  ),
  // Issue 28 (H2): the docs-e2e organisation's invoice and statement are not Acme's, nor Kiwi's (statements off there too).
  ...[
    { path: "/organisation/finance/documents/INV-DOCS-0001", as: { kind: "admin" } as const },
    { path: "/organisation/finance/documents/INV-DOCS-0001/document.pdf", as: { kind: "admin" } as const },
    { path: "/organisation/finance/documents/INV-DOCS-0001", as: KIWI_ADMIN },
    { path: "/organisation/finance/statements/ST-docs-e2e-202609/statement.pdf", as: { kind: "admin" } as const },
    { path: "/organisation/finance/statements", as: KIWI_ADMIN },
  ].map(
    ({ path, as }): ObjectRow => ({
      name: `another organisation's finance caller cannot open ${path}`,
      as,
      url: path,
      method: "GET",
      expect: 404,
      secrets: ["Docs Test", "$770.00", "$712.00"],
    }),
  ),
];
