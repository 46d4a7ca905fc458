import * as profileMessages from "~/lib/account-profile/messages";
// Issue 26 (H1): units / stores
import * as unitMessages from "~/lib/org-units/messages";
// Issue 28 (H2): the statement request form's texts
import * as statementFormMessages from "~/lib/finance-statements/form-messages";
import { conflict, noPermission, orgWords } from "~/lib/organisation/messages";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import * as packMessages from "~/lib/packs/pack-step-messages";
// Issue 26 (H4): the organisation area's texts
import * as orgMessages from "~/lib/organisation/messages";
import { FINANCE_PAY_E2E } from "../../backend/src/seed-data/finance-payments-e2e";
import { FAULTS, type Fault } from "./backend";
import { type Outcome, firstLink } from "./harness";
import { type Visitor } from "./storefront";

/**
 * The fault harness's table (issue 21): every route module in app/routes belongs to one page family, and each
 * family lists the pages and forms the harness drives under every fault (401, 403, 404, 409, 500, 502, 504 and a
 * timeout). `tests/faults/route-families.test.ts` fails when a route module has no row here, and when a row names
 * a route that is not exercised by any case and gives no reason.
 */

/** A route module by its file name without the extension (`cart`, `purchase-order.$id.edit`). */
export type RouteName = string;

export interface PageCase {
  /** Shown in the test name. */
  name: string;
  /** The route modules this document request runs (its leaf and any layout loaders that call the backend). */
  routes: RouteName[];
  /** The seeded account, or null for an anonymous visitor. */
  user: string | null;
  /** The URL, or how to find it from a seeded list the account sees. */
  url: string | ((visitor: Visitor) => Promise<string>);
  /** Which backend calls fail (`METHOD path`); default every OCC call of the request, the shell's included. */
  calls?: RegExp;
  /** Outcomes that differ from the catalogue's, each with the reason in a comment. */
  outcomes?: Partial<Record<Fault, Outcome>>;
  /** The status without a fault (default 200; a canonical redirect answers 301). */
  baseline?: number;
}

export interface FormCase {
  name: string;
  routes: RouteName[];
  user: string | null;
  /** The page with the form, or the steps that lead to it (run for each case: a draft lives in that visitor's session). */
  url: string | ((visitor: Visitor) => Promise<string>);
  /** What the user types (and the button pressed, by its name); every other field as the page rendered it. */
  fields: Record<string, string>;
  /** Typed fields the re-rendered form must show again (default: every typed field but buttons and passwords). */
  keeps?: string[];
  /** Texts typed on an earlier step that the page must still show (a summary step keeps them in its draft). */
  shows?: string[];
  /** Which of the action's backend calls fail; default all of them (the page it re-renders loads normally). */
  calls?: RegExp;
  outcomes?: Partial<Record<Fault, Outcome>>;
  /** The storefront's OCC timeout while a timeout is injected, where the action's unfaulted calls need longer. */
  timeoutMs?: number;
  /**
   * A known gap: the form does NOT keep the input today (what happens instead). The case then proves the text and
   * that the input is lost, so it fails, and asks for this line to go, once the action is fixed.
   */
  gap?: string;
}

export interface Family {
  family: string;
  /** Every route module of the family; a route no case exercises has the reason here instead of `true`. */
  routes: Record<RouteName, true | string>;
  pages: PageCase[];
  forms: FormCase[];
}

/**
 * A page with no backend call of its own: under every fault but a 401 (which ends the session through the shell's
 * cart count) it still answers 200 with its own text, the shell without CMS content.
 */
const degrades = (text: string, anonymous = false): Partial<Record<Fault, Outcome>> =>
  Object.fromEntries(
    [...(anonymous ? ([401] as const) : []), ...([403, 404, 409, 500, 502, 504, "timeout"] as const)].map((fault) => [fault, { status: 200, text }]),
  );

/** A JSON endpoint for the enhanced page (JS on), which answers a fault with an empty list rather than an error. */
const emptyList = (): Partial<Record<Fault, Outcome>> => degrades("");

/** An anonymous visitor's guest cart (one add on the product page), then the guest checkout's e-mail step. */
async function guestCart(visitor: Visitor): Promise<string> {
  const product = await visitor.open("/product/SHT-CL/Classic%20Business%20Shirt");
  const added = await visitor.submit(product, { colour: "White", size: "M", fit: "Regular", quantity: "1" });
  if (added.status !== 303) throw new Error(`a guest's add to cart answered ${added.status}`);
  return "/guest-checkout";
}

async function firstPackStep(visitor: Visitor): Promise<string> {
  return `${firstLink(await visitor.open("/packList"), /^\/packDetailsPage\/[^/?]+/)}/step/1`;
}

/** A redirect to the punch-out session-end page (a redirect has no text of its own). */
const SESSION_END: Outcome = { status: 302, text: "" };

const link = (from: string, pattern: RegExp, suffix = "") => async (visitor: Visitor) => `${firstLink(await visitor.open(from), pattern)}${suffix}`;

export const BUYER = "buyer@acme.example";
/** Issue 26 (H1): the organisation admin, and the organisation area's own 403 text. */
const ORG_ADMIN = "admin@acme.example";
/** Issue 28: the demo's finance person (financegroup only). */
const FINANCE_USER = "finance@acme.example";
/** Issue 28 (H2): the docs-e2e organisation's finance user (backend/src/seed-data/finance-statements.ts). */
const FINANCE_DOCS = "finance-docs@docs-e2e.example";
const ORG_FORBIDDEN: Partial<Record<Fault, Outcome>> = { 403: { status: 403, text: noPermission } };
/** Issue 28 (H3): the payment e2e corpus organisation's admin (open invoices, a credit, a saved card, a receipt). */
const FINANCE_PAYER = FINANCE_PAY_E2E.user("corpus");
/** The confirm page of the corpus's first invoice, paid with the payer's saved card (its id read from the pay page). */
async function financeConfirmUrl(visitor: Visitor): Promise<string> {
  const invoice = FINANCE_PAY_E2E.invoices("corpus")[0];
  const page = await visitor.open(`/organisation/finance/pay?invoice=${invoice}`);
  const radio = [...page.html.matchAll(/<input[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes('name="payment"'));
  const card = /value="(\d+)"/.exec(radio ?? "")?.[1];
  if (!card) throw new Error(`${page.url} (${page.status}) offers no saved card`);
  return `/organisation/finance/pay/confirm?invoice=${invoice}&card=${card}`;
}

const PO_NUMBER = "FAULT20261";
const PO_DESCRIPTION = "Typed on the details step";

/** Step 1 of a new purchase order (number, description, the first unit offered), then its summary. */
async function poSummary(visitor: Visitor): Promise<string> {
  const details = await visitor.open("/purchase-order/new");
  const unit = /name="units" value="([^"]+)"/.exec(details.html)?.[1] ?? "";
  const next = await visitor.submit(details, { purchaseOrderNo: PO_NUMBER, description: PO_DESCRIPTION, units: unit, intent: "next" });
  if (next.status !== 303 && next.status !== 302) throw new Error(`step 1 of a new purchase order answered ${next.status}`);
  return new URL(next.location ?? "").pathname;
}
export const APPROVER = "approver@acme.example";
/** Issue 23: a unit order viewer (backend/src/seed-data/order-history-filters.ts). */
export const UNIT_ORDER_VIEWER = "unit-viewer@acme.example";
const ORDER_CANCEL_USER = "order-cancel-js@acme.example";
const ORDER_AMEND_USER = "order-amend-js@acme.example";
export const WEARER = "wearer@acme.example";
export const NEW_STARTER = "newstarter@acme.example";

const APPROVAL_COMMENT = "Typed on the decision form";

/** The first pending approval's decision, reviewed (approve, with a comment): its confirmation page. */
async function reviewedDecision(visitor: Visitor): Promise<string> {
  const detailUrl = firstLink(await visitor.open("/my-account/approval-dashboard"), /^\/my-account\/approval\/[^/?]+$/);
  const detail = await visitor.open(detailUrl);
  const reviewed = await visitor.submit(detail, { decision: "APPROVE", comment: APPROVAL_COMMENT, intent: "review" });
  if (reviewed.status !== 303) throw new Error(`the decision's review answered ${reviewed.status}`);
  return new URL(reviewed.location ?? "").pathname;
}

export const FAMILIES: Family[] = [
  {
    family: "shell",
    routes: {
      _index: true,
      home: true,
      $: true,
      "medias.$": "the image proxy: bytes from MEDIA_BASE_URL, not an OCC call, so outside this switch (a failed image is a broken image, no document)",
    },
    pages: [
      { name: "home, signed in", routes: ["_index"], user: BUYER, url: "/" },
      { name: "/home", routes: ["home"], user: BUYER, url: "/home" },
      // Any other path is a CMS content page by label, or the not-found page.
      { name: "content page", routes: ["$"], user: BUYER, url: "/no-such-page", baseline: 404 },
    ],
    forms: [],
  },
  {
    family: "search",
    routes: {
      "search._index": true,
      "search.$term": true,
      "category.$categoryCode": true,
      "Brands.$brandName.c.$brandCode": true,
      "resources.search": true,
    },
    pages: [
      { name: "search results", routes: ["search.$term"], user: BUYER, url: "/search/shirt" },
      // /search makes no backend call of its own (with ?q= it redirects to /search/{q}).
      { name: "search form", routes: ["search._index"], user: BUYER, url: "/search", outcomes: degrades("Search") },
      { name: "category", routes: ["category.$categoryCode"], user: BUYER, url: "/category/polos" },
      { name: "brand", routes: ["Brands.$brandName.c.$brandCode"], user: BUYER, url: "/Brands/Southerly/c/southerly" },
      // The header's autocomplete (JS on): a failed suggestion lookup is no suggestions, never an error in the box.
      { name: "autocomplete", routes: ["resources.search"], user: BUYER, url: "/resources/search?term=sh", outcomes: emptyList() },
    ],
    forms: [],
  },
  {
    family: "product",
    routes: { "product.$productCode.$productName": true, "product.$productCode._index": true },
    pages: [
      { name: "product page", routes: ["product.$productCode.$productName"], user: BUYER, url: "/product/POL-CL/Classic%20Polo" },
      { name: "product by code", routes: ["product.$productCode._index"], user: BUYER, url: "/product/POL-CL", baseline: 301 },
    ],
    forms: [
      {
        name: "add to cart",
        routes: ["product.$productCode.$productName"],
        user: BUYER,
        url: "/product/SHT-CL/Classic%20Business%20Shirt",
        fields: { colour: "Navy", size: "L", fit: "Slim", quantity: "3" },
      },
    ],
  },
  {
    family: "cart",
    routes: { cart: true },
    pages: [{ name: "cart", routes: ["cart"], user: BUYER, url: "/cart" }],
    forms: [{ name: "quantity update", routes: ["cart"], user: BUYER, url: "/cart", fields: { quantity: "4", intent: "update" } }],
  },
  {
    family: "purchase orders",
    routes: {
      "purchase-order._index": true,
      "purchase-order.$id._index": true,
      "purchase-order.$id.edit": true,
      "purchase-order.$id.delete": true,
      "purchase-order.new": true,
      "purchase-order.new._index": true,
      "purchase-order.new.summary": true,
      "resources.business-units": true,
    },
    pages: [
      { name: "list", routes: ["purchase-order._index"], user: BUYER, url: "/purchase-order" },
      { name: "detail", routes: ["purchase-order.$id._index"], user: BUYER, url: link("/purchase-order", /^\/purchase-order\/\d+$/) },
      { name: "edit", routes: ["purchase-order.$id.edit"], user: BUYER, url: link("/purchase-order", /^\/purchase-order\/\d+$/, "/edit") },
      { name: "delete", routes: ["purchase-order.$id.delete"], user: BUYER, url: link("/purchase-order", /^\/purchase-order\/\d+$/, "/delete") },
      { name: "create, details step", routes: ["purchase-order.new", "purchase-order.new._index"], user: BUYER, url: "/purchase-order/new" },
      // The unit picker's JSON (JS on): its 404 is the generic catalogue text (a 404 page means nothing in a picker).
      {
        name: "business-unit search",
        routes: ["resources.business-units"],
        user: BUYER,
        url: "/resources/business-units?q=acme",
        outcomes: { 404: { status: 404, text: messages.unknownError } },
      },
    ],
    forms: [
      {
        name: "edit, save",
        routes: ["purchase-order.$id.edit"],
        user: BUYER,
        url: link("/purchase-order", /^\/purchase-order\/\d+$/, "/edit"),
        fields: { description: "Winter refresh typed by the buyer", intent: "save" },
      },
      {
        name: "create, summary step",
        routes: ["purchase-order.new.summary"],
        user: BUYER,
        url: poSummary,
        fields: { intent: "submit" },
        keeps: [],
        shows: [PO_NUMBER, PO_DESCRIPTION],
      },
    ],
  },
  {
    family: "approvals",
    routes: {
      "my-account_.approval-dashboard": true,
      "my-account_.approval-dashboard._index": true,
      "my-account_.approval-dashboard.actioned": true,
      "my-account_.approval.$approvalCode": true,
      "my-account_.approval.$approvalCode_.confirm": true,
    },
    pages: [
      { name: "dashboard", routes: ["my-account_.approval-dashboard", "my-account_.approval-dashboard._index"], user: APPROVER, url: "/my-account/approval-dashboard" },
      { name: "actioned", routes: ["my-account_.approval-dashboard.actioned"], user: APPROVER, url: "/my-account/approval-dashboard/actioned" },
      { name: "detail", routes: ["my-account_.approval.$approvalCode"], user: APPROVER, url: link("/my-account/approval-dashboard", /^\/my-account\/approval\/[^/?]+$/) },
    ],
    forms: [
      {
        name: "decision, confirm step",
        routes: ["my-account_.approval.$approvalCode_.confirm"],
        user: APPROVER,
        url: reviewedDecision,
        fields: { intent: "confirm" },
        keeps: [],
        shows: [APPROVAL_COMMENT],
      },
      {
        name: "decision, review step",
        routes: ["my-account_.approval.$approvalCode"],
        user: APPROVER,
        url: link("/my-account/approval-dashboard", /^\/my-account\/approval\/[^/?]+$/),
        fields: { comment: "Typed before the fault", intent: "review" },
      },
    ],
  },
  {
    // Issue 23: cancel and amend the buyer's own order (seeded: backend/src/seed-data/order-changes.ts).
    family: "order changes",
    routes: {
      "my-account_.order.$code.cancel": true,
      "my-account_.order.$code.amend": true,
      "my-account_.order.$code.cancel_.confirm": "needs a reviewed cancel draft; its one backend call is the cancellation the cancel form case's draft leads to, answered like the confirm forms of approvals",
      "my-account_.order.$code.amend_.review": "needs a reviewed amend draft (the amend form's dry run); its calls are the amend form case's, answered with the same catalogue texts",
    },
    pages: [
      { name: "cancel items", routes: ["my-account_.order.$code.cancel"], user: ORDER_CANCEL_USER, url: "/my-account/order/28000301/cancel" },
      { name: "amend order", routes: ["my-account_.order.$code.amend"], user: ORDER_AMEND_USER, url: "/my-account/order/28000311/amend" },
    ],
    forms: [
      {
        name: "cancel items, continue",
        routes: ["my-account_.order.$code.cancel"],
        user: ORDER_CANCEL_USER,
        url: "/my-account/order/28000301/cancel",
        fields: { "select-1": "on", "quantity-1": "1", reason: "OTHER" },
      },
      {
        name: "amend order, review",
        routes: ["my-account_.order.$code.amend"],
        user: ORDER_AMEND_USER,
        url: "/my-account/order/28000311/amend",
        fields: { "quantity-0": "3" },
      },
    ],
  },
  {
    family: "packs",
    routes: {
      packList: true,
      "packDetailsPage.$packId": true,
      "packDetailsPage.$packId._index": true,
      "packDetailsPage.$packId.step.$n": true,
      "packDetailsPage.$packId.step.$n_.item.$productCode": true,
      "packDetailsPage.$packId.review": true,
      orderUniform: "redirects to /packList without a backend call (the pack list case is where it lands)",
    },
    pages: [
      { name: "pack list", routes: ["packList"], user: WEARER, url: "/packList" },
      { name: "pack step", routes: ["packDetailsPage.$packId", "packDetailsPage.$packId.step.$n"], user: WEARER, url: link("/packList", /^\/packDetailsPage\/[^/?]+/, "/step/1") },
      // The entry redirects to step 1 once the pack loads; a pack the backend does not know is the packs' own text.
      {
        name: "pack entry",
        routes: ["packDetailsPage.$packId._index"],
        user: WEARER,
        url: link("/packList", /^\/packDetailsPage\/[^/?]+/),
        baseline: 302,
        outcomes: { 404: { status: 404, text: packMessages.notFoundBody } },
      },
      {
        name: "pack item",
        routes: ["packDetailsPage.$packId.step.$n_.item.$productCode"],
        user: WEARER,
        url: async (visitor) => firstLink(await visitor.open(await firstPackStep(visitor)), /^\/packDetailsPage\/[^/?]+\/step\/1\/item\//),
      },
      { name: "pack review", routes: ["packDetailsPage.$packId.review"], user: WEARER, url: link("/packList", /^\/packDetailsPage\/[^/?]+/, "/review") },
    ],
    forms: [
      {
        name: "pack step, continue",
        routes: ["packDetailsPage.$packId.step.$n"],
        user: WEARER,
        url: link("/packList", /^\/packDetailsPage\/[^/?]+/, "/step/1"),
        fields: { intent: "continue" },
        keeps: [],
      },
    ],
  },
  {
    family: "checkout",
    routes: {
      checkout: true,
      "checkout._index": true,
      "checkout.review-order": true,
      "checkout.delivery-address": true,
      "checkout.delivery-mode": true,
      "checkout.payment-details": true,
      "checkout.place-order": true,
      "guest-checkout": true,
    },
    pages: [
      { name: "entry", routes: ["checkout", "checkout._index"], user: BUYER, url: "/checkout", baseline: 302 },
      // A guest's cart: the e-mail step before the checkout steps.
      { name: "guest e-mail", routes: ["guest-checkout"], user: null, url: guestCart },
      { name: "review order", routes: ["checkout", "checkout.review-order"], user: BUYER, url: "/checkout/review-order" },
      { name: "delivery address", routes: ["checkout", "checkout.delivery-address"], user: BUYER, url: "/checkout/delivery-address" },
      { name: "delivery mode", routes: ["checkout", "checkout.delivery-mode"], user: BUYER, url: "/checkout/delivery-mode" },
      { name: "payment details", routes: ["checkout", "checkout.payment-details"], user: BUYER, url: "/checkout/payment-details" },
    ],
    forms: [
      {
        name: "guest e-mail",
        routes: ["guest-checkout"],
        user: null,
        url: guestCart,
        fields: { email: "guest.typed@example.com" },
        // 'Already exists.' on this call means the address has an account: the field says to sign in instead.
        outcomes: { 409: { status: 400, text: checkoutMessages.guestEmailExists } },
      },
      { name: "delivery address", routes: ["checkout.delivery-address"], user: BUYER, url: "/checkout/delivery-address", fields: { intent: "select", addressId: "1" } },
      { name: "delivery mode", routes: ["checkout.delivery-mode"], user: BUYER, url: "/checkout/delivery-mode", fields: { deliveryModeId: "express" } },
      // The payment page's place-order form posts to /checkout/place-order (a GET of it redirects to the payment step),
      // which answers a failure with the 'Your order was not placed' page: the catalogue text, the cart kept, and
      // 'Back to payment details' (where the terms are ticked again for a new try); a 404 there is 'Cart not found.'.
      {
        name: "place order",
        routes: ["checkout.place-order"],
        user: BUYER,
        url: "/checkout/payment-details",
        fields: { termsChecked: "on", intent: "place" },
        keeps: [],
        outcomes: { 404: { status: 404, text: messages.cartNotFound } },
      },
      {
        name: "review order",
        routes: ["checkout.review-order"],
        user: BUYER,
        url: "/checkout/review-order",
        fields: { purchaseOrderNumber: "PO-TYPED-77", urgentMsg: "Typed before the fault" },
      },
    ],
  },
  {
    family: "orders",
    routes: {
      "order-confirmation.$code": true,
      "order-confirmation.replenishment.$code": "the replenishment confirmation reads one schedule with the same error mapping as the order confirmation (not driven: no seeded schedule)",
      "my-account_.orders": true,
      "my-account_.order.$code._index": true,
    },
    pages: [
      { name: "order history", routes: ["my-account_.orders"], user: BUYER, url: "/my-account/orders" },
      // Issue 23: the filtered returns view and the unit tab (unit-level order history) read other calls' answers.
      { name: "order history, returns view filtered", routes: ["my-account_.orders"], user: BUYER, url: "/my-account/orders?returns=true&status=COMPLETED&from=2026-01-01&q=PO" },
      { name: "orders of my units", routes: ["my-account_.orders"], user: UNIT_ORDER_VIEWER, url: "/my-account/orders?view=units&unit=nsw&sort=byOrgUnit" },
      {
        name: "order confirmation",
        routes: ["order-confirmation.$code"],
        user: BUYER,
        url: async () => `/order-confirmation/${placedOrder.code}`,
        // Someone else's order is not found, never 'not authorized' (no telling which order numbers exist).
        outcomes: { 403: { status: 404, text: messages.notFoundBody } },
      },
      {
        // Issue 23: buyer@acme.example's seeded order with shipped consignments (the order, the PO-number flag and the
        // tracking calls all fail; the order's failure decides the page).
        name: "order details",
        routes: ["my-account_.order.$code._index"],
        user: BUYER,
        url: "/my-account/order/28000005",
        outcomes: { 403: { status: 404, text: messages.notFoundBody } },
      },
    ],
    forms: [],
  },
  {
    family: "account",
    routes: {
      "my-account": "the account area's layout: no loader, the navigation comes from the root loader's shell",
      "my-account._index": true,
      login: true,
      logout: "signs out: its one backend call is the OAuth token revocation, not an OCC call, so outside this switch (tests/auth/sign-in.test.ts)",
      reset: true,
      resetpassword: true,
      expired: true,
      "register._index": "redirects (to the code form or home) without a backend call",
      "register.$code": true,
      "register.verify": "needs a registration in progress (session state from the code form); its code check is the same call group as register.$code",
      customerRegistrationPage: "identity-provider registration: reached only from an SSO sign-in (not driven here)",
      "customer-onboarding": true,
      "SSO-Redirection": "identity-provider return: a token exchange that answers with a redirect (tests/registration/sso-onboarding.test.ts)",
      "sso.start": "no backend call: a one-time state cookie and a redirect to the identity provider (tests/auth/token-entries.test.ts)",
      "confirm-sign-in":
        "a sign-in link's pending session (a sealed cookie) waits for confirmation; its one backend call is the old token's revocation, OAuth and best effort (tests/auth/token-entries.test.ts)",
      // Issue 25, Login & Security (H2)
      "my-account.login-security": true,
    },
    pages: [
      { name: "my account", routes: ["my-account._index"], user: BUYER, url: "/my-account" },
      // The onboarding page reads the signed-in user from the session: no backend call of its own.
      { name: "first-login onboarding", routes: ["customer-onboarding"], user: NEW_STARTER, url: "/customer-onboarding", outcomes: degrades("Welcome") },
      { name: "sign-in", routes: ["login"], user: null, url: "/login", outcomes: degrades("Sign in", true) },
      { name: "forgotten password", routes: ["resetpassword"], user: null, url: "/resetpassword", outcomes: degrades("Reset your password", true) },
      // An unknown token is looked up, then sent to /expired.
      { name: "reset link", routes: ["reset"], user: null, url: "/reset?token=unknown-token", baseline: 302 },
      { name: "expired link", routes: ["expired"], user: null, url: "/expired", outcomes: degrades("", true) },
      { name: "registration by code", routes: ["register.$code"], user: null, url: "/register/WELCOME2026" },
      // Issue 25, Login & Security (H2): the page reads the signed-in user from the session, no backend call of its own.
      { name: "login & security", routes: ["my-account.login-security"], user: BUYER, url: "/my-account/login-security", outcomes: degrades("Login & Security") },
    ],
    forms: [
      // The password grant (not faulted) hashes the password first: it gets a timeout a loaded machine can meet.
      {
        name: "first-login onboarding",
        routes: ["customer-onboarding"],
        user: NEW_STARTER,
        url: "/customer-onboarding",
        fields: { preferredName: "Noah typed", mobile: "+61400000777", uniformPolicyAccepted: "on" },
      },
      { name: "sign-in", routes: ["login"], user: null, url: "/login", fields: { email: BUYER, password: "Uniform!2026" }, timeoutMs: 2000 },
      { name: "forgotten password", routes: ["resetpassword"], user: null, url: "/resetpassword", fields: { userId: "someone@acme.example" } },
      {
        name: "registration by code",
        routes: ["register.$code"],
        user: null,
        url: "/register/WELCOME2026",
        fields: {
          firstName: "Rita",
          lastName: "Registrant",
          email: "rita.registrant@acme.example",
          mobile: "+61400000999",
          employeeCode: "ACME-9999",
          password: "Uniform!2026x",
          confirmPassword: "Uniform!2026x",
          termsConsent: "on",
        },
      },
      // Issue 25, Login & Security (H2): a 403 on these calls is SAP's 'Access is denied' (spec part 2 §8), shown on the form.
      {
        name: "change password",
        routes: ["my-account.login-security"],
        user: BUYER,
        url: "/my-account/login-security",
        fields: { oldPassword: "Uniform!2026", newPassword: "Fresh!Pw9", confirmPassword: "Fresh!Pw9" },
        outcomes: { 403: { status: 400, text: "Access is denied" } },
      },
      {
        name: "change e-mail",
        routes: ["my-account.login-security"],
        user: BUYER,
        url: "/my-account/login-security",
        fields: { newEmail: "bella.typed@acme.example", confirmEmail: "bella.typed@acme.example", password: "Uniform!2026" },
        outcomes: { 403: { status: 400, text: "Access is denied" } },
      },
    ],
  },
  {
    family: "punch-out",
    routes: {
      "punchout.cxml.session": true,
      "punchout-loading": "static loading page, no backend call",
      "punchout-session-end": "static page, no backend call",
      "punchout.requisition": "the transfer page: needs a punch-out session (tests/punchout)",
    },
    pages: [
      {
        // The procurement system's entry: any failed session lookup ends the punch-out session on the session-end
        // page, a stale punch-out session included (by design: tests/punchout/punchout-entry.test.ts).
        name: "entry",
        routes: ["punchout.cxml.session"],
        user: null,
        url: "/punchout/cxml/session?sid=demo-punchout-sid",
        baseline: 302,
        outcomes: Object.fromEntries(FAULTS.map((fault) => [fault, SESSION_END])),
      },
    ],
    forms: [],
  },
  {
    family: "proxy ordering",
    routes: { "proxy-order": true, "order-in-progress": "shows the proxy name from the session: no backend call" },
    pages: [{ name: "choose a wearer", routes: ["proxy-order"], user: BUYER, url: "/proxy-order" }],
    forms: [{ name: "order for a wearer", routes: ["proxy-order"], user: BUYER, url: "/proxy-order", fields: { uid: WEARER, intent: "enable" } }],
  },
  {
    // Issue 23: the order's PO number and scheduled replenishments (buyer@acme.example's seeded order 28000410
    // and schedule 49000001, backend/src/seed-data/replenishments.ts). Someone else's order or schedule is a 404,
    // never 'not authorized' (no telling which numbers exist).
    family: "replenishments and PO numbers",
    routes: {
      "my-account_.order.$code.purchase-order": true,
      "my-account_.my-replenishments": true,
      "my-account_.my-replenishment.$code._index": true,
      "my-account_.my-replenishment.$code.cancel": true,
    },
    pages: [
      {
        name: "PO number",
        routes: ["my-account_.order.$code.purchase-order"],
        user: BUYER,
        url: "/my-account/order/28000410/purchase-order",
        outcomes: { 403: { status: 404, text: messages.notFoundBody } },
      },
      { name: "replenishment list", routes: ["my-account_.my-replenishments"], user: BUYER, url: "/my-account/my-replenishments" },
      {
        name: "replenishment detail",
        routes: ["my-account_.my-replenishment.$code._index"],
        user: BUYER,
        url: "/my-account/my-replenishment/49000001",
        outcomes: { 403: { status: 404, text: messages.notFoundBody } },
      },
      {
        name: "replenishment cancel",
        routes: ["my-account_.my-replenishment.$code.cancel"],
        user: BUYER,
        url: "/my-account/my-replenishment/49000001/cancel",
        outcomes: { 403: { status: 404, text: messages.notFoundBody } },
      },
    ],
    forms: [
      {
        name: "PO number, save",
        routes: ["my-account_.order.$code.purchase-order"],
        user: BUYER,
        url: "/my-account/order/28000410/purchase-order",
        fields: { purchaseOrderNumber: "PO-TYPED-88", intent: "save" },
        // A 404 from the PATCH (another user's order) is this page's 404.
        outcomes: { 404: { status: 404, text: messages.notFoundBody } },
      },
      {
        name: "replenishment cancel",
        routes: ["my-account_.my-replenishment.$code.cancel"],
        user: BUYER,
        url: "/my-account/my-replenishment/49000001/cancel",
        fields: { intent: "cancel" },
        keeps: [],
        outcomes: { 403: { status: 404, text: messages.notFoundBody }, 404: { status: 404, text: messages.notFoundBody } },
      },
    ],
  },
  {
    // Issue 24: the return or exchange request (wearer@acme.example's delivered new-starter pack order 28500001,
    // backend/src/seed-data/return-orders.ts). Another user's order is a 404, never 'not authorized'.
    family: "return or exchange request",
    routes: {
      "my-account_.order.$code.return": true,
      "my-account_.order.$code.return_.review":
        "needs a reviewed return draft (the form's price check); its calls are the form case's (returns data, price) and the create, answered with the same catalogue texts",
    },
    pages: [{ name: "return or exchange", routes: ["my-account_.order.$code.return"], user: WEARER, url: "/my-account/order/28500001/return" }],
    forms: [
      {
        name: "return or exchange, continue",
        routes: ["my-account_.order.$code.return"],
        user: WEARER,
        url: "/my-account/order/28500001/return",
        fields: { "select-1": "on", "quantity-1": "1", "reason-1": "WRONG_SIZE" },
      },
    ],
  },
  {
    // Issue 24: the returns pages (buyer@acme.example's seeded returns, backend/src/seed-data/returns.ts: 49000002 is
    // WAIT and cancellable, 49000003 RECEIVED). Someone else's return is a 404, never 'not authorized'.
    family: "returns",
    routes: {
      "my-account_.returns": true,
      "my-account_.return.$rma._index": true,
      "my-account_.return.$rma.cancel": true,
      "my-account_.return.$rma.document": true,
      "my-account_.return.$rma.document[.]pdf": true,
    },
    pages: [
      { name: "returns list", routes: ["my-account_.returns"], user: BUYER, url: "/my-account/returns" },
      { name: "return details", routes: ["my-account_.return.$rma._index"], user: BUYER, url: "/my-account/return/49000003", outcomes: { 403: { status: 404, text: messages.notFoundBody } } },
      { name: "return cancel", routes: ["my-account_.return.$rma.cancel"], user: BUYER, url: "/my-account/return/49000002/cancel", outcomes: { 403: { status: 404, text: messages.notFoundBody } } },
      { name: "return document", routes: ["my-account_.return.$rma.document"], user: BUYER, url: "/my-account/return/49000003/document", outcomes: { 403: { status: 404, text: messages.notFoundBody } } },
      { name: "return document PDF", routes: ["my-account_.return.$rma.document[.]pdf"], user: BUYER, url: "/my-account/return/49000003/document.pdf", outcomes: { 403: { status: 404, text: messages.notFoundBody } } },
    ],
    forms: [
      {
        name: "return cancel",
        routes: ["my-account_.return.$rma.cancel"],
        user: BUYER,
        url: "/my-account/return/49000002/cancel",
        fields: { intent: "cancel" },
        keeps: [],
        outcomes: { 403: { status: 404, text: messages.notFoundBody }, 404: { status: 404, text: messages.notFoundBody } },
      },
    ],
  },
  {
    // Issue 25 (H3): the address book (docs/address-book.md): buyer@acme.example's own address 4. An address that is
    // not the user's own is a 404, never 'not authorized'.
    family: "address book",
    routes: {
      "my-account.address-book._index": true,
      "my-account.address-book.new": true,
      "my-account.address-book.$addressId.edit": true,
      "my-account.address-book.$addressId.delete": true,
      "my-account.address-book.verify":
        "needs a pending address in the session (a suggestion from the add or edit form's verification, which the add form case faults); without one it redirects to the book without a backend call",
    },
    pages: [
      { name: "address book", routes: ["my-account.address-book._index"], user: BUYER, url: "/my-account/address-book" },
      { name: "add address", routes: ["my-account.address-book.new"], user: BUYER, url: "/my-account/address-book/new" },
      { name: "edit address", routes: ["my-account.address-book.$addressId.edit"], user: BUYER, url: "/my-account/address-book/4/edit", outcomes: { 403: { status: 404, text: messages.notFoundBody }, 404: { status: 404, text: messages.notFoundBody } } },
      { name: "delete address", routes: ["my-account.address-book.$addressId.delete"], user: BUYER, url: "/my-account/address-book/4/delete", outcomes: { 403: { status: 404, text: messages.notFoundBody }, 404: { status: 404, text: messages.notFoundBody } } },
    ],
    forms: [
      {
        name: "add address",
        routes: ["my-account.address-book.new"],
        user: BUYER,
        url: "/my-account/address-book/new",
        fields: { country: "AU", firstName: "Fay", lastName: "Fault", line1: "5 Fault Street", town: "Geelong", region: "AU-VIC", postalCode: "3220" },
      },
    ],
  },
  {
    // Issue 24: the wholesale return threshold requests (docs/return-threshold-requests.md). Wholesale pages only: the
    // harness's in-process storefront is the corporate site (the site is per process), where they answer 404 before
    // any backend call. Their backend failures are proven by tests/return-threshold/routes.test.ts.
    family: "return threshold requests",
    routes: {
      "my-account_.approval-dashboard.returns":
        "wholesale only (404 without a backend call here); its list call's 500 and 504 give the catalogue texts in tests/return-threshold/routes.test.ts, a stock SAP's 404 the empty state",
      "my-account_.return-request.$rma._index":
        "wholesale only (404 without a backend call here); its read's 500 and 504 give the catalogue texts, another approver's request 404, in tests/return-threshold/routes.test.ts",
      "my-account_.return-request.$rma.confirm":
        "wholesale only (404 without a backend call here); a failed decision stays on the confirmation with the catalogue text, a decision made meanwhile goes back to the detail, in tests/return-threshold/routes.test.ts",
    },
    pages: [],
    forms: [],
  },
  {
    // Issue 25, My Profile (H1; docs/account-profile.md). The forms' faults hit only their mutation (the page they
    // re-render reads the profile for real).
    family: "account profile",
    routes: {
      "my-account.profile": true,
      "my-account.profile_.mobile": true,
      "my-account.close-account": true,
    },
    pages: [
      { name: "my profile", routes: ["my-account.profile"], user: BUYER, url: "/my-account/profile" },
      { name: "change mobile number", routes: ["my-account.profile_.mobile"], user: BUYER, url: "/my-account/profile/mobile" },
      // No backend call of its own: the page explains and asks for the password.
      { name: "close account", routes: ["my-account.close-account"], user: BUYER, url: "/my-account/close-account", outcomes: degrades("Close your account") },
    ],
    forms: [
      {
        name: "profile details",
        routes: ["my-account.profile"],
        user: BUYER,
        url: "/my-account/profile",
        fields: { firstName: "Typed first", lastName: "Typed last" },
        calls: /^PATCH users\//,
      },
      {
        name: "preferred name",
        routes: ["my-account.profile"],
        user: BUYER,
        url: "/my-account/profile",
        fields: { preferredName: "Typed preferred" },
        calls: /^PUT orgUsers\/[^/]+\/preferred-name$/,
      },
      {
        name: "new mobile number",
        routes: ["my-account.profile_.mobile"],
        user: BUYER,
        url: "/my-account/profile/mobile",
        fields: { mobile: "+61 499 555 777" },
        calls: /^POST users\/[^/]+\/mobile\/verificationCode$/,
        // 409 on this call means another account has the number: the field says so.
        outcomes: { 409: { status: 400, text: profileMessages.mobileTaken } },
      },
      {
        // The password grant (not faulted) checks the password first; only the DELETE fails, so nothing is closed.
        name: "close account",
        routes: ["my-account.close-account"],
        user: BUYER,
        url: "/my-account/close-account",
        fields: { password: "Uniform!2026" },
        calls: /^DELETE users\/[^/]+$/,
        keeps: [],
        timeoutMs: 2000,
      },
    ],
  },
  {
    // Issue 25 (H5): My interests and Coupons (docs/interests-and-coupons.md). The product page's "Notify me" form and
    // the cart's "Your coupons" Apply post to My interests' action and the cart's (the cart's coupon read never fails
    // the cart: a failure shows no coupons).
    family: "interests and coupons",
    routes: {
      "my-account.my-interests": true,
      "my-account.coupons": true,
      "my-account.coupon.claim.$couponCode": true,
    },
    pages: [
      { name: "my interests", routes: ["my-account.my-interests"], user: BUYER, url: "/my-account/my-interests" },
      { name: "coupons", routes: ["my-account.coupons"], user: BUYER, url: "/my-account/coupons" },
      { name: "claim a coupon", routes: ["my-account.coupon.claim.$couponCode"], user: BUYER, url: "/my-account/coupon/claim/TRADE15" },
    ],
    forms: [
      // buyer@acme.example holds THANKYOU15 already (no form then): the wholesale code's page shows the Claim button.
      { name: "claim a coupon", routes: ["my-account.coupon.claim.$couponCode"], user: BUYER, url: "/my-account/coupon/claim/TRADE15", fields: { intent: "claim" }, keeps: [] },
    ],
  },
  // Issue 25 (H4): Billing (saved cards) and notification preferences. buyer@acme.example's seeded cards are 3 (Visa,
  // default) and 4 (seed-data/billing.ts).
  {
    family: "billing and notifications",
    routes: {
      "my-account.payment-details": true,
      "my-account.payment-details_.$id.delete": true,
      "my-account.notification-preference": true,
    },
    pages: [
      { name: "billing", routes: ["my-account.payment-details"], user: BUYER, url: "/my-account/payment-details" },
      { name: "delete a card", routes: ["my-account.payment-details_.$id.delete"], user: BUYER, url: "/my-account/payment-details/4/delete" },
      { name: "notification preferences", routes: ["my-account.notification-preference"], user: BUYER, url: "/my-account/notification-preference" },
    ],
    forms: [
      // A button form: nothing typed to keep; a failed PATCH answers the page again with the catalogue text.
      {
        name: "notification toggle",
        routes: ["my-account.notification-preference"],
        user: BUYER,
        url: "/my-account/notification-preference",
        fields: { channel: "EMAIL", enabled: "false" },
        keeps: [],
      },
    ],
  },
  {
    // Issue 26 (H1): units / stores (docs/organisation.md). admin@acme.example on the demo's acme-au-nsw (read only:
    // the forms' faults hit only their mutation, which then never happens). The area's 403 is its own text
    // ('No sufficient permissions to access this page'), not the catalogue's.
    family: "organisation units",
    routes: {
      // The area's layout (issue 26 base): no backend call of its own (requireOrgAdmin reads the session).
      organisation: "the organisation area's layout: no backend call of its own; every page case below runs it under the fault",
      "organisation.units._index": true,
      "organisation.units.new": true,
      "organisation.units.$unitId._index": true,
      "organisation.units.$unitId.edit": true,
      "organisation.units.$unitId.disable": true,
      "organisation.units.$unitId.enable": true,
      "organisation.units.$unitId.users": true,
      "organisation.units.$unitId.users_.$customerPk.remove": true,
      "organisation.units.$unitId.approvers": true,
      "organisation.units.$unitId.addresses": true,
    },
    pages: [
      { name: "units tree", routes: ["organisation.units._index"], user: ORG_ADMIN, url: "/organisation/units", outcomes: ORG_FORBIDDEN },
      { name: "unit detail", routes: ["organisation.units.$unitId._index"], user: ORG_ADMIN, url: "/organisation/units/acme-au-nsw", outcomes: ORG_FORBIDDEN },
      { name: "create unit", routes: ["organisation.units.new"], user: ORG_ADMIN, url: "/organisation/units/new", outcomes: ORG_FORBIDDEN },
      { name: "edit unit", routes: ["organisation.units.$unitId.edit"], user: ORG_ADMIN, url: "/organisation/units/acme-au-nsw/edit", outcomes: ORG_FORBIDDEN },
      { name: "disable unit", routes: ["organisation.units.$unitId.disable"], user: ORG_ADMIN, url: "/organisation/units/acme-au-nsw/disable", outcomes: ORG_FORBIDDEN },
      { name: "enable unit", routes: ["organisation.units.$unitId.enable"], user: ORG_ADMIN, url: "/organisation/units/acme-au-nsw/enable", outcomes: ORG_FORBIDDEN },
      { name: "unit users", routes: ["organisation.units.$unitId.users"], user: ORG_ADMIN, url: "/organisation/units/acme-au-nsw/users?find=grace", outcomes: ORG_FORBIDDEN },
      { name: "remove a user", routes: ["organisation.units.$unitId.users_.$customerPk.remove"], user: ORG_ADMIN, url: "/organisation/units/acme-au/users/100002/remove", outcomes: ORG_FORBIDDEN },
      { name: "unit approvers", routes: ["organisation.units.$unitId.approvers"], user: ORG_ADMIN, url: "/organisation/units/acme-au-nsw/approvers", outcomes: ORG_FORBIDDEN },
      { name: "unit addresses", routes: ["organisation.units.$unitId.addresses"], user: ORG_ADMIN, url: "/organisation/units/acme-au/addresses", outcomes: ORG_FORBIDDEN },
    ],
    forms: [
      {
        name: "create unit",
        routes: ["organisation.units.new"],
        user: ORG_ADMIN,
        url: "/organisation/units/new",
        fields: { uid: "fault-unit", name: "Fault unit" },
        calls: /^POST users\/[^/]+\/orgUnits$/,
        outcomes: {
          403: { status: 403, text: noPermission },
          // 409: the uid is taken; 404: the parent is gone (outside the tree): both next to their field.
          409: { status: 400, text: conflict.unit("fault-unit") },
          404: { status: 400, text: unitMessages.refusal(orgWords("corporate")).createUnderDisabled },
        },
      },
    ],
  },
  // Issue 26 (H2): organisation users (docs/organisation.md "Users"), as admin@acme.example; 100004 is their own
  // customer PK (the seed's early rows). The backend's 403 is the area's 'No sufficient permissions to access this
  // page'; its 404 the not-found page (the catalogue's).
  {
    family: "organisation users",
    routes: {
      "organisation.users._index": true,
      "organisation.users.new": true,
      "organisation.users.$customerPk._index": true,
      "organisation.users.$customerPk.personal": true,
      "organisation.users.$customerPk.contact": true,
      "organisation.users.$customerPk.employee": true,
    },
    pages: [
      { name: "users list", routes: ["organisation.users._index"], user: ORG_ADMIN, url: "/organisation/users", outcomes: ORG_FORBIDDEN },
      { name: "create user", routes: ["organisation.users.new"], user: ORG_ADMIN, url: "/organisation/users/new", outcomes: ORG_FORBIDDEN },
      { name: "user details", routes: ["organisation.users.$customerPk._index"], user: ORG_ADMIN, url: "/organisation/users/100004", outcomes: ORG_FORBIDDEN },
      { name: "edit personal details", routes: ["organisation.users.$customerPk.personal"], user: ORG_ADMIN, url: "/organisation/users/100004/personal", outcomes: ORG_FORBIDDEN },
      { name: "edit contact details", routes: ["organisation.users.$customerPk.contact"], user: ORG_ADMIN, url: "/organisation/users/100004/contact", outcomes: ORG_FORBIDDEN },
      { name: "edit employee details", routes: ["organisation.users.$customerPk.employee"], user: ORG_ADMIN, url: "/organisation/users/100004/employee", outcomes: ORG_FORBIDDEN },
    ],
    forms: [],
  },
  // Issue 26 (H3): user administration (docs/organisation.md "Users: roles, status, delete, payment details,
  // approvers"), as admin@acme.example on oua-matrix@acme.example (customer PK 199100, seed-data/org-user-admin-e2e.ts).
  // The backend's 403 is the area's 'No sufficient permissions to access this page'; its 404 the not-found page.
  {
    family: "organisation user administration",
    routes: {
      "organisation.users.$customerPk.roles": true,
      "organisation.users.$customerPk.deactivate": true,
      "organisation.users.$customerPk.activate": true,
      "organisation.users.$customerPk.delete": true,
      "organisation.users.$customerPk.cost-centres": true,
      "organisation.users.$customerPk.approvers": true,
    },
    pages: (["roles", "deactivate", "activate", "delete", "cost-centres", "approvers"] as const).map((page) => ({
      name: `user ${page}`,
      routes: [`organisation.users.$customerPk.${page}`],
      user: ORG_ADMIN,
      url: `/organisation/users/199100/${page}`,
      outcomes: ORG_FORBIDDEN,
    })),
    forms: [],
  },
  {
    // Issue 26 (H4): the organisation overview and user groups (docs/organisation.md), as admin@acme.example on the
    // seeded Acme group acme-site-leads. A backend 403 is the area's 'No sufficient permissions to access this page'
    // (a page) or that text on the form, every value kept; a conflict on create is Spartacus' user-group text on the code.
    family: "organisation overview and user groups",
    routes: {
      "organisation._index": true,
      "organisation.user-groups._index": true,
      "organisation.user-groups.new": true,
      "organisation.user-groups.$groupId._index": true,
      "organisation.user-groups.$groupId.edit": true,
      "organisation.user-groups.$groupId.members": true,
      "organisation.user-groups.$groupId.delete": true,
    },
    pages: [
      { name: "organisation overview", routes: ["organisation._index"], user: ORG_ADMIN, url: "/organisation", outcomes: ORG_FORBIDDEN },
      { name: "user groups", routes: ["organisation.user-groups._index"], user: ORG_ADMIN, url: "/organisation/user-groups", outcomes: ORG_FORBIDDEN },
      { name: "create user group", routes: ["organisation.user-groups.new"], user: ORG_ADMIN, url: "/organisation/user-groups/new", outcomes: ORG_FORBIDDEN },
      { name: "user group", routes: ["organisation.user-groups.$groupId._index"], user: ORG_ADMIN, url: "/organisation/user-groups/acme-site-leads", outcomes: ORG_FORBIDDEN },
      { name: "edit user group", routes: ["organisation.user-groups.$groupId.edit"], user: ORG_ADMIN, url: "/organisation/user-groups/acme-site-leads/edit", outcomes: ORG_FORBIDDEN },
      { name: "user group members", routes: ["organisation.user-groups.$groupId.members"], user: ORG_ADMIN, url: "/organisation/user-groups/acme-site-leads/members", outcomes: ORG_FORBIDDEN },
      { name: "delete user group", routes: ["organisation.user-groups.$groupId.delete"], user: ORG_ADMIN, url: "/organisation/user-groups/acme-site-leads/delete", outcomes: ORG_FORBIDDEN },
    ],
    forms: [
      {
        name: "create user group",
        routes: ["organisation.user-groups.new"],
        user: ORG_ADMIN,
        url: "/organisation/user-groups/new",
        fields: { uid: "fault-group", name: "Typed group name", orgUnit: "acme-au-vic" },
        calls: /^POST users\/[^/]+\/orgUnitUserGroups$/,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission }, 409: { status: 400, text: orgMessages.conflict.userGroup("fault-group") } },
      },
      {
        name: "edit user group",
        routes: ["organisation.user-groups.$groupId.edit"],
        user: ORG_ADMIN,
        url: "/organisation/user-groups/acme-site-leads/edit",
        fields: { name: "Typed new name", orgUnit: "acme-au" },
        calls: /^PATCH users\/[^/]+\/orgUnitUserGroups\//,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission } },
      },
    ],
  },  {
    // Issue 27: bulk user upload (docs/organisation.md "Bulk user upload"), as admin@acme.example on its seeded uploads
    // (seed-data/org-uploads-e2e.ts). The backend's 403 is the area's 'No sufficient permissions to access this page',
    // its 404 the not-found page.
    family: "organisation bulk user upload",
    routes: {
      "organisation.users.upload._index": "no backend call of its own: the upload form is the page (the shell's calls are the shell family's)",
      "organisation.users.upload.template[.]csv": "a download made by the storefront without a backend call",
      "organisation.users.upload.template[.]xlsx": "a download made by the storefront without a backend call",
      "organisation.users.upload.$uploadId._index": true,
      "organisation.users.upload.$uploadId.result": true,
      "organisation.users.upload.$uploadId.failures[.]csv": "a CSV download: the same upload call as the preview, which its case covers",
    },
    pages: [
      { name: "upload preview", routes: ["organisation.users.upload.$uploadId._index"], user: ORG_ADMIN, url: "/organisation/users/upload/matrix-upload-preview", outcomes: ORG_FORBIDDEN },
      { name: "upload result", routes: ["organisation.users.upload.$uploadId.result"], user: ORG_ADMIN, url: "/organisation/users/upload/matrix-upload-result/result", outcomes: ORG_FORBIDDEN },
    ],
    forms: [],
  },
  {
    // Issue 27 (helper A): cost centres (docs/organisation.md "Cost centres"), as admin@acme.example on the seeded Acme
    // cost centre ACME-OPS. A backend 403 is the area's 'No sufficient permissions to access this page' (a page) or that
    // text on the form, every value kept; a conflict on create is Spartacus' cost-centre text on the code.
    family: "organisation cost centres",
    routes: {
      "organisation.cost-centres._index": true,
      "organisation.cost-centres.new": true,
      "organisation.cost-centres.$costCentreCode._index": true,
      "organisation.cost-centres.$costCentreCode.edit": true,
      "organisation.cost-centres.$costCentreCode.disable": true,
      "organisation.cost-centres.$costCentreCode.enable": true,
      "organisation.cost-centres.$costCentreCode.remove": true,
    },
    pages: [
      { name: "cost centres", routes: ["organisation.cost-centres._index"], user: ORG_ADMIN, url: "/organisation/cost-centres", outcomes: ORG_FORBIDDEN },
      { name: "create cost centre", routes: ["organisation.cost-centres.new"], user: ORG_ADMIN, url: "/organisation/cost-centres/new", outcomes: ORG_FORBIDDEN },
      { name: "cost centre", routes: ["organisation.cost-centres.$costCentreCode._index"], user: ORG_ADMIN, url: "/organisation/cost-centres/ACME-OPS", outcomes: ORG_FORBIDDEN },
      { name: "edit cost centre", routes: ["organisation.cost-centres.$costCentreCode.edit"], user: ORG_ADMIN, url: "/organisation/cost-centres/ACME-OPS/edit", outcomes: ORG_FORBIDDEN },
      { name: "disable cost centre", routes: ["organisation.cost-centres.$costCentreCode.disable"], user: ORG_ADMIN, url: "/organisation/cost-centres/ACME-OPS/disable", outcomes: ORG_FORBIDDEN },
      { name: "enable cost centre", routes: ["organisation.cost-centres.$costCentreCode.enable"], user: ORG_ADMIN, url: "/organisation/cost-centres/ACME-OPS/enable", outcomes: ORG_FORBIDDEN },
      { name: "remove cost centre", routes: ["organisation.cost-centres.$costCentreCode.remove"], user: ORG_ADMIN, url: "/organisation/cost-centres/ACME-OPS/remove", outcomes: ORG_FORBIDDEN },
    ],
    forms: [
      {
        name: "create cost centre",
        routes: ["organisation.cost-centres.new"],
        user: ORG_ADMIN,
        url: "/organisation/cost-centres/new",
        fields: { code: "FAULT-CC", name: "Typed cost centre name", currency: "AUD", unit: "acme-au-vic" },
        calls: /^POST costcenters$/,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission }, 409: { status: 400, text: orgMessages.conflict.costCentre("FAULT-CC") } },
      },
      {
        name: "edit cost centre",
        routes: ["organisation.cost-centres.$costCentreCode.edit"],
        user: ORG_ADMIN,
        url: "/organisation/cost-centres/ACME-OPS/edit",
        fields: { name: "Typed new name", currency: "AUD", unit: "acme-au" },
        calls: /^PATCH costcenters\//,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission } },
      },
    ],
  },
  {
    // Issue 28 (H3): make a payment, as the payment e2e corpus organisation's admin (seed-data/finance-payments-e2e.ts)
    // on its open invoices, credit and seeded receipt. A backend 403 is the area's text (a page, or on the form with
    // every value kept); a 404 from Pay now is the not-found page (another organisation's document).
    family: "make a payment",
    routes: {
      "organisation.finance_.pay._index": true,
      "organisation.finance_.pay.confirm": true,
      "organisation.finance_.pay.receipt.$reference": true,
      "organisation.finance_.pay.card":
        "the new card's step needs an open card registration in the session (the pay form's 'Use a new card' → the hosted page); its failures are the spec's card registration texts (e2e/finance-payments.spec.ts, backend tests)",
    },
    pages: [
      { name: "pay", routes: ["organisation.finance_.pay._index"], user: FINANCE_PAYER, url: `/organisation/finance/pay?invoice=${FINANCE_PAY_E2E.invoices("corpus")[0]}&invoice=${FINANCE_PAY_E2E.invoices("corpus")[1]}`, outcomes: ORG_FORBIDDEN },
      { name: "confirm payment", routes: ["organisation.finance_.pay.confirm"], user: FINANCE_PAYER, url: financeConfirmUrl, outcomes: ORG_FORBIDDEN },
      { name: "receipt", routes: ["organisation.finance_.pay.receipt.$reference"], user: FINANCE_PAYER, url: `/organisation/finance/pay/receipt/${FINANCE_PAY_E2E.corpusReceipt}`, outcomes: ORG_FORBIDDEN },
    ],
    forms: [
      {
        name: "pay",
        routes: ["organisation.finance_.pay._index"],
        user: FINANCE_PAYER,
        url: `/organisation/finance/pay?invoice=${FINANCE_PAY_E2E.invoices("corpus")[0]}&invoice=${FINANCE_PAY_E2E.invoices("corpus")[1]}`,
        fields: { credit: FINANCE_PAY_E2E.credit("corpus"), amount: "100.00" },
        calls: /^POST orgUsers\/[^/]+\/payment\/totalAmount$/,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission } },
      },
      {
        name: "pay now",
        routes: ["organisation.finance_.pay.confirm"],
        user: FINANCE_PAYER,
        url: financeConfirmUrl,
        // Nothing is typed on the confirm page: the form is found by its (hidden) invoice, which comes back.
        fields: { invoice: FINANCE_PAY_E2E.invoices("corpus")[0] },
        calls: /^POST orgUsers\/[^/]+\/payment\/makePayment$/,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission } },
      },
    ],
  },
  {
    // Issue 27 (budgets; docs/organisation.md "Budgets"), as admin@acme.example on the seeded budget ACME-NSW-FY27 and
    // cost centre ACME-NSW. A backend 403 is the area's 'No sufficient permissions to access this page' (a page) or that
    // text on the form, every value kept; a conflict on create is Spartacus' budget text on the code.
    family: "organisation budgets",
    routes: {
      "organisation.budgets._index": true,
      "organisation.budgets.new": true,
      "organisation.budgets.$budgetCode._index": true,
      "organisation.budgets.$budgetCode.edit": true,
      "organisation.budgets.$budgetCode.disable": true,
      "organisation.budgets.$budgetCode.enable": true,
      "organisation.cost-centres.$costCentreCode.budgets": true,
    },
    pages: [
      { name: "budgets", routes: ["organisation.budgets._index"], user: ORG_ADMIN, url: "/organisation/budgets", outcomes: ORG_FORBIDDEN },
      { name: "create budget", routes: ["organisation.budgets.new"], user: ORG_ADMIN, url: "/organisation/budgets/new", outcomes: ORG_FORBIDDEN },
      { name: "budget", routes: ["organisation.budgets.$budgetCode._index"], user: ORG_ADMIN, url: "/organisation/budgets/ACME-NSW-FY27", outcomes: ORG_FORBIDDEN },
      { name: "edit budget", routes: ["organisation.budgets.$budgetCode.edit"], user: ORG_ADMIN, url: "/organisation/budgets/ACME-NSW-FY27/edit", outcomes: ORG_FORBIDDEN },
      { name: "disable budget", routes: ["organisation.budgets.$budgetCode.disable"], user: ORG_ADMIN, url: "/organisation/budgets/ACME-NSW-FY27/disable", outcomes: ORG_FORBIDDEN },
      { name: "enable budget", routes: ["organisation.budgets.$budgetCode.enable"], user: ORG_ADMIN, url: "/organisation/budgets/ACME-NSW-FY27/enable", outcomes: ORG_FORBIDDEN },
      { name: "cost centre budgets", routes: ["organisation.cost-centres.$costCentreCode.budgets"], user: ORG_ADMIN, url: "/organisation/cost-centres/ACME-NSW/budgets", outcomes: ORG_FORBIDDEN },
    ],
    forms: [
      {
        name: "create budget",
        routes: ["organisation.budgets.new"],
        user: ORG_ADMIN,
        url: "/organisation/budgets/new",
        fields: { code: "FAULT-BUDGET", name: "Typed budget name", budget: "750", currency: "AUD", startDate: "2026-07-01", endDate: "2027-06-30", orgUnit: "acme-au-vic" },
        calls: /^POST users\/[^/]+\/budgets$/,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission }, 409: { status: 400, text: orgMessages.conflict.budget("FAULT-BUDGET") } },
      },
      {
        name: "edit budget",
        routes: ["organisation.budgets.$budgetCode.edit"],
        user: ORG_ADMIN,
        url: "/organisation/budgets/ACME-NSW-FY27/edit",
        fields: { name: "Typed new budget name", budget: "12500" },
        calls: /^PATCH users\/[^/]+\/budgets\//,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission } },
      },
    ],
  },
  {
    // Issue 28 (H2): finance documents and statements, as the docs-e2e finance user (backend/src/seed-data/finance-statements.ts:
    // invoice INV-DOCS-0001, statements on). A backend 403 on a document is the area's page; on the statements tab it is
    // the flag being off (the tab does not exist): not found. The PDFs are the backend's bytes streamed through.
    family: "finance documents and statements",
    routes: {
      "organisation.finance_.documents.$documentId": true,
      "organisation.finance.statements": true,
      "organisation.finance_.documents.$documentId_.document[.]pdf": "a PDF download streamed from the backend (payment/payment-invoice); its errors are the document page's (same guard and mapping)",
      "organisation.finance_.documents[.]pdf": "a PDF download of several documents: the same backend call and mapping as the single document PDF",
      "organisation.finance_.statements.$statementId.statement[.]pdf": "a PDF download streamed from the backend (downloadStatement); its 403 is the statements tab's (not found)",
    },
    pages: [
      { name: "finance document", routes: ["organisation.finance_.documents.$documentId"], user: FINANCE_DOCS, url: "/organisation/finance/documents/INV-DOCS-0001", outcomes: ORG_FORBIDDEN },
      { name: "statements", routes: ["organisation.finance.statements"], user: FINANCE_DOCS, url: "/organisation/finance/statements", outcomes: { 403: { status: 404, text: messages.notFoundBody } } },
    ],
    forms: [
      {
        name: "request statement",
        routes: ["organisation.finance.statements"],
        user: FINANCE_DOCS,
        url: "/organisation/finance/statements",
        fields: { unit: "docs-e2e", period: "range", fromDate: "2026-08-01", toDate: "2026-09-30" },
        calls: /^POST orgUsers\/[^/]+\/wwg-manage-finances\/statements$/,
        outcomes: { 403: { status: 400, text: statementFormMessages.statementsDisabled } },
      },
    ],
  },
  {
    // Issue 27 (B): purchase limits (docs/organisation.md "Purchase limits"), as admin@acme.example on the seeded Acme
    // limit ACME-ORDER-1000. A backend 403 is the area's page or that text on the form, every value kept; a conflict
    // on create is Spartacus' permission text on the code.
    family: "organisation purchase limits",
    routes: {
      "organisation.purchase-limits._index": true,
      "organisation.purchase-limits.new": true,
      "organisation.purchase-limits.$limitCode._index": true,
      "organisation.purchase-limits.$limitCode.edit": true,
      "organisation.purchase-limits.$limitCode.disable": true,
      "organisation.purchase-limits.$limitCode.enable": true,
      "organisation.purchase-limits.$limitCode.assignees": true,
      "organisation.users.$customerPk.purchase-limits": true,
      "organisation.user-groups.$groupId.purchase-limits": true,
    },
    pages: [
      { name: "purchase limits", routes: ["organisation.purchase-limits._index"], user: ORG_ADMIN, url: "/organisation/purchase-limits", outcomes: ORG_FORBIDDEN },
      { name: "create purchase limit", routes: ["organisation.purchase-limits.new"], user: ORG_ADMIN, url: "/organisation/purchase-limits/new", outcomes: ORG_FORBIDDEN },
      { name: "purchase limit", routes: ["organisation.purchase-limits.$limitCode._index"], user: ORG_ADMIN, url: "/organisation/purchase-limits/ACME-ORDER-1000", outcomes: ORG_FORBIDDEN },
      { name: "edit purchase limit", routes: ["organisation.purchase-limits.$limitCode.edit"], user: ORG_ADMIN, url: "/organisation/purchase-limits/ACME-ORDER-1000/edit", outcomes: ORG_FORBIDDEN },
      { name: "disable purchase limit", routes: ["organisation.purchase-limits.$limitCode.disable"], user: ORG_ADMIN, url: "/organisation/purchase-limits/ACME-ORDER-1000/disable", outcomes: ORG_FORBIDDEN },
      { name: "enable purchase limit", routes: ["organisation.purchase-limits.$limitCode.enable"], user: ORG_ADMIN, url: "/organisation/purchase-limits/ACME-ORDER-1000/enable", outcomes: ORG_FORBIDDEN },
      { name: "purchase limit assignees", routes: ["organisation.purchase-limits.$limitCode.assignees"], user: ORG_ADMIN, url: "/organisation/purchase-limits/ACME-ORDER-1000/assignees", outcomes: ORG_FORBIDDEN },
      { name: "user purchase limits", routes: ["organisation.users.$customerPk.purchase-limits"], user: ORG_ADMIN, url: "/organisation/users/199100/purchase-limits", outcomes: ORG_FORBIDDEN },
      { name: "group purchase limits", routes: ["organisation.user-groups.$groupId.purchase-limits"], user: ORG_ADMIN, url: "/organisation/user-groups/acme-site-leads/purchase-limits", outcomes: ORG_FORBIDDEN },
    ],
    forms: [
      {
        name: "create purchase limit",
        routes: ["organisation.purchase-limits.new"],
        user: ORG_ADMIN,
        url: "/organisation/purchase-limits/new",
        fields: { code: "fault-limit", type: "ORDER", threshold: "250", currency: "AUD", orgUnit: "acme-au-vic" },
        calls: /^POST users\/[^/]+\/orderApprovalPermissions$/,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission }, 409: { status: 400, text: orgMessages.conflict.permission("fault-limit") } },
      },
      {
        name: "edit purchase limit",
        routes: ["organisation.purchase-limits.$limitCode.edit"],
        user: ORG_ADMIN,
        url: "/organisation/purchase-limits/ACME-ORDER-1000/edit",
        fields: { type: "ORDER", threshold: "999", currency: "AUD", orgUnit: "acme-au" },
        calls: /^PATCH users\/[^/]+\/orderApprovalPermissions\//,
        outcomes: { 403: { status: 400, text: orgMessages.noPermission } },
      },
    ],
  },
  {
    // Issue 28 (H1, finance lists; docs/finance.md), as finance@acme.example (financegroup): the layout's filters call
    // and each tab's list call. A backend 403 is the area's 'No sufficient permissions to access this page'. GET forms
    // only: nothing to post.
    family: "finance lists",
    routes: {
      "organisation.finance": true,
      "organisation.finance._index": true,
      "organisation.finance.paid": true,
      "organisation.finance.credits": true,
    },
    pages: [
      { name: "finance outstanding", routes: ["organisation.finance", "organisation.finance._index"], user: FINANCE_USER, url: "/organisation/finance", outcomes: ORG_FORBIDDEN },
      { name: "finance paid", routes: ["organisation.finance", "organisation.finance.paid"], user: FINANCE_USER, url: "/organisation/finance/paid", outcomes: ORG_FORBIDDEN },
      { name: "finance credits", routes: ["organisation.finance", "organisation.finance.credits"], user: FINANCE_USER, url: "/organisation/finance/credits", outcomes: ORG_FORBIDDEN },
    ],
    forms: [],
  },
];

/** The order the confirmation case opens (placed by the test file's setup). */
export const placedOrder = { code: "" };

/** The families `faults-shop.test.ts` runs; `faults-account.test.ts` runs the others (two files: both cores). */
export const SHOP_FAMILIES = ["shell", "search", "product", "cart", "checkout", "orders", "account"];
