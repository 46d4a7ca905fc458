/**
 * Every form of the storefront, for the bad-input corpus (e2e/bad-input.spec.ts): one row per route module that has
 * an `action` (the spec derives the list from app/routes, so a new route with an action and no row here fails), with
 * who posts it and where its form is. The spec takes the fields from the page's own POST forms; `fields` names them
 * for a form the page cannot show without earlier steps (its action still has to refuse them).
 */
import { createPendingOrder } from "./approval-api";
import { newPunchOutSid } from "./auth-api";
import { stockedVariant } from "./cart-helpers";
import { addEntries, completeCheckoutThrough, emptyCart, placeOrder } from "./checkout-api";
import { createPurchaseOrderVia } from "./purchase-order-api";
import { openRunDatabase } from "./bad-input-db";

/** Issue 26 (H2): the customer PK of a seeded user (the organisation pages' URLs carry it). */
function customerPk(uid: string): string {
  const db = openRunDatabase();
  try {
    return String(db.prepare<[string], { pk: number }>("SELECT pk FROM users WHERE uid = ?").get(uid)?.pk ?? "0");
  } finally {
    db.close();
  }
}
/** Issue 28 (H3): the id of a seeded user's saved card (the confirm page's URL carries it). */
function savedCardOf(uid: string): string {
  const db = openRunDatabase();
  try {
    return String(db.prepare<[string], { id: number }>("SELECT id FROM payment_infos WHERE user_uid = ? AND saved = 1 ORDER BY id LIMIT 1").get(uid)?.id ?? "0");
  } finally {
    db.close();
  }
}
const ORG_USERS_CORPUS_SUBJECT = "org-users-corpus@acme.example";

export const CORPUS_USERS = {
  buyer: "bad-input-buyer@acme.example",
  wearer: "bad-input-wearer@acme.example",
  newstarter: "bad-input-newstarter@acme.example",
  sso: "bad-input-sso@acme.example",
  punchout: "bad-input-punchout@acme.example",
  /** The demo approver: its forms are posted for an order made for this run (the snapshot watches that order). */
  approver: "approver@acme.example",
  /**
   * The wholesale demo approver (issue 24): its forms are the return threshold request's decision, posted on the
   * wholesale site for the seeded pending request 49100022 (the snapshot watches that return request).
   */
  wholesaleApprover: "approver@wholesale.example",
  /**
   * Issue 26 (H1), units / stores: an organisation admin of one leaf unit, acme-au-bad-input, and nothing else
   * (backend/src/seed-data/org-units-e2e.ts; customer PK 990026).
   */
  orgUnitsAdmin: "bad-input-org-units@acme.example",
  // Issue 26 (H2): an organisation admin of acme-au (backend/src/seed-data/org-users-e2e.ts)
  orgAdmin: "bad-input-orgadmin@acme.example",
  /** Issue 26 (H4): an admin of the groups-e2e organisation (backend/src/seed-data/org-groups-e2e.ts): the user-group forms. */
  groupsAdmin: "bad-input-groups-admin@groups-e2e.example",
  /** Issue 27 (helper A): an admin of the cc-e2e organisation (backend/src/seed-data/org-cost-centres-e2e.ts): the cost-centre forms. */
  ccAdmin: "bad-input-cc-admin@cc-e2e.example",
  /** Issue 27 (budgets): an admin of acme-au-budgets-e2e (backend/src/seed-data/org-budgets-e2e.ts): the budget forms. */
  budgetsAdmin: "bad-input-budgets-admin@acme.example",
  /** Issue 27: an admin of the bulk-e2e organisation (backend/src/seed-data/org-uploads-e2e.ts): the bulk upload forms. */
  bulkAdmin: "bad-input-bulk-admin@bulk-e2e.example",
  /** Issue 27 (B): an admin of the limits-e2e organisation (backend/src/seed-data/org-limits-e2e.ts): the purchase-limit forms. */
  limitsAdmin: "bad-input-limits-admin@limits-e2e.example",
  /** Issue 28 (H2): a finance user (and admin) of the docs-e2e-corpus organisation (backend/src/seed-data/finance-statements.ts): the statement request form. */
  financeDocs: "bad-input-docs@docs-e2e.example",
  /** Issue 28 (H3): the admin of the payment corpus organisation fpay-corpus (backend/src/seed-data/finance-payments-e2e.ts): the pay forms. */
  financePayer: "finance-pay-corpus@fpay.example",
} as const;

/** The site a row's forms are on (default corporate). */
export type FormSite = "corporate" | "wholesale";

export type Who = "anonymous" | keyof typeof CORPUS_USERS;

/** What the rows' URLs need: objects made for this run through the backend (only those of the users posting). */
export interface Fixtures {
  orderCode?: string;
  purchaseOrderId?: string;
  approvalCode?: string;
  packId: string;
  packSet: string;
  packProduct: string;
  productCode: string;
}

export interface FormRow {
  who: Who;
  /** The storefront that shows the form (default corporate). */
  site?: FormSite;
  /** Return requests (RMA codes) the form is about: their rows must be unchanged. */
  returns?: readonly string[];
  /** The page that shows the form (its POST forms are posted). */
  url: (fixtures: Fixtures) => string;
  /** A page to open first, which puts what `url` needs into the session. */
  prepare?: string;
  /** Fields to post to `url` when the page shows no form without earlier steps. */
  fields?: readonly string[];
  /** The form changes state even when it refuses nothing (sign-out): posted last, from a session of its own. */
  signsOut?: boolean;
  /**
   * A confirmation with nothing to fill in (a delete button): any post is the confirmation, so the rows may change;
   * the answers are still checked.
   */
  confirmsOnly?: boolean;
}

/** Keyed by the route module's file name (app/routes, without .tsx). */
export const FORMS: Record<string, FormRow> = {
  // Issue 26 (H2), organisation users: the create form (its first button is the hidden default 'Create user'; 'Generate' is
  // refused the same way), and the three edit forms of the corpus's own subject (a customer of acme-au-vic-geelong).
  "organisation.users.new": { who: "orgAdmin", url: () => "/organisation/users/new" },
  "organisation.users.$customerPk.personal": { who: "orgAdmin", url: () => `/organisation/users/${customerPk(ORG_USERS_CORPUS_SUBJECT)}/personal` },
  "organisation.users.$customerPk.contact": { who: "orgAdmin", url: () => `/organisation/users/${customerPk(ORG_USERS_CORPUS_SUBJECT)}/contact` },
  "organisation.users.$customerPk.employee": { who: "orgAdmin", url: () => `/organisation/users/${customerPk(ORG_USERS_CORPUS_SUBJECT)}/employee` },
  // Issue 26 (H3), user administration: subjects of their own (backend/src/seed-data/org-user-admin-e2e.ts, fixed PKs):
  // 199111 for the row forms (roles, cost centres, approvers); the confirmations each on a user of their own (199113
  // is seeded deactivated); anything but their `intent` is refused before any backend call.
  "organisation.users.$customerPk.roles": { who: "orgAdmin", url: () => "/organisation/users/199111/roles" },
  "organisation.users.$customerPk.cost-centres": { who: "orgAdmin", url: () => "/organisation/users/199111/cost-centres" },
  "organisation.users.$customerPk.approvers": { who: "orgAdmin", url: () => "/organisation/users/199111/approvers" },
  "organisation.users.$customerPk.deactivate": { who: "orgAdmin", url: () => "/organisation/users/199112/deactivate", confirmsOnly: true },
  "organisation.users.$customerPk.activate": { who: "orgAdmin", url: () => "/organisation/users/199113/activate", confirmsOnly: true },
  "organisation.users.$customerPk.delete": { who: "orgAdmin", url: () => "/organisation/users/199114/delete", confirmsOnly: true },
  login: { who: "anonymous", url: () => "/login" },
  // The form of the code kept in the session by /register/{code}.
  "register._index": { who: "anonymous", url: () => "/register", prepare: "/register/WELCOME2026" },
  "register.$code": { who: "anonymous", url: () => "/register/WELCOME2026" },
  "register.verify": { who: "anonymous", url: () => "/register/verify", fields: ["verificationCode", "intent"] },
  resetpassword: { who: "anonymous", url: () => "/resetpassword" },
  reset: { who: "anonymous", url: () => "/reset", fields: ["newPassword", "confirmPassword", "token", "type"] },
  expired: { who: "anonymous", url: () => "/expired", fields: ["type", "intent"] },
  "guest-checkout": { who: "anonymous", url: () => "/guest-checkout", fields: ["email"] },

  // Only a sign-in link that arrived during another session shows this form (its pending sign-in is a sealed cookie):
  // posted without one, it must say the sign-in expired and change nothing.
  "confirm-sign-in": { who: "buyer", url: () => "/confirm-sign-in", fields: ["intent"] },
  cart: { who: "buyer", url: () => "/cart" },
  "product.$productCode.$productName": { who: "buyer", url: ({ productCode }) => `/product/${productCode}` },
  "checkout.review-order": { who: "buyer", url: () => "/checkout/review-order" },
  "checkout.delivery-address": { who: "buyer", url: () => "/checkout/delivery-address" },
  "checkout.delivery-mode": { who: "buyer", url: () => "/checkout/delivery-mode" },
  "checkout.payment-details": { who: "buyer", url: () => "/checkout/payment-details" },
  "checkout.place-order": {
    who: "buyer",
    url: () => "/checkout/place-order",
    fields: ["cartCode", "orderKey", "termsChecked", "intent", "replenishmentStartDate", "recurrencePeriod"],
  },
  "order-confirmation.$code": { who: "buyer", url: ({ orderCode }) => `/order-confirmation/${orderCode}` },
  // Issue 23: the order details page's only form is the reorder form (the same action as the confirmation's).
  // Issue 25, Login & Security (H2): bad-input-buyer has showLoginPreferencePage (seed-data/account-security.ts); the
  // corpus never knows the password, so neither form changes anything.
  "my-account.login-security": { who: "buyer", url: () => "/my-account/login-security" },
  "my-account_.order.$code._index": { who: "buyer", url: ({ orderCode }) => `/my-account/order/${orderCode}` },
  "proxy-order": { who: "buyer", url: () => "/proxy-order" },
  "purchase-order.new._index": { who: "buyer", url: () => "/purchase-order/new" },
  "purchase-order.new.summary": { who: "buyer", url: () => "/purchase-order/new/summary", fields: ["intent"] },
  "purchase-order.$id.edit": { who: "buyer", url: ({ purchaseOrderId }) => `/purchase-order/${purchaseOrderId}/edit` },
  "purchase-order.$id.delete": {
    who: "buyer",
    url: ({ purchaseOrderId }) => `/purchase-order/${purchaseOrderId}/delete`,
    confirmsOnly: true,
  },
  // Issue 23. Any value that passes checkout's PO rule ("-1", "NaN") is a PO number the buyer may set, so the
  // order's row may change; the answers are still checked (and the marker never passes the rule).
  "my-account_.order.$code.purchase-order": {
    who: "buyer",
    url: ({ orderCode }) => `/my-account/order/${orderCode}/purchase-order`,
    confirmsOnly: true,
  },
  // The corpus buyer's seeded schedule (backend/src/seed-data/replenishments.ts): any post is the confirmation.
  "my-account_.my-replenishment.$code.cancel": { who: "buyer", url: () => "/my-account/my-replenishment/49000020/cancel", confirmsOnly: true },
  // Issue 25 (H3), the address book: the corpus buyer's own address 64 (backend/src/seed-data/addresses.ts): its
  // set-default form (the book), the add and edit forms, the delete confirmation; the suggestion step without a
  // pending address goes back to the book (its one field posted anyway).
  "my-account.address-book._index": { who: "buyer", url: () => "/my-account/address-book" },
  "my-account.address-book.new": { who: "buyer", url: () => "/my-account/address-book/new" },
  "my-account.address-book.$addressId.edit": { who: "buyer", url: () => "/my-account/address-book/64/edit" },
  "my-account.address-book.$addressId.delete": { who: "buyer", url: () => "/my-account/address-book/64/delete" },
  "my-account.address-book.verify": { who: "buyer", url: () => "/my-account/address-book/verify", fields: ["choice"] },
  // Issue 26 (H1), units / stores: the corpus admin's own unit acme-au-bad-input. Its confirmations show no form (its
  // own unit cannot be disabled, it is enabled, the admin cannot remove themself, no approver to assign, the found
  // user is in the unit already): their fields are posted anyway and refused before any change.
  "organisation.units.new": { who: "orgUnitsAdmin", url: () => "/organisation/units/new" },
  "organisation.units.$unitId.edit": { who: "orgUnitsAdmin", url: () => "/organisation/units/acme-au-bad-input/edit" },
  "organisation.units.$unitId.disable": { who: "orgUnitsAdmin", url: () => "/organisation/units/acme-au-bad-input/disable", fields: ["intent"] },
  "organisation.units.$unitId.enable": { who: "orgUnitsAdmin", url: () => "/organisation/units/acme-au-bad-input/enable", fields: ["intent"] },
  "organisation.units.$unitId.users": { who: "orgUnitsAdmin", url: () => "/organisation/units/acme-au-bad-input/users?find=bad-input-org-units", fields: ["intent", "customerPK"] },
  "organisation.units.$unitId.users_.$customerPk.remove": { who: "orgUnitsAdmin", url: () => "/organisation/units/acme-au-bad-input/users/990026/remove", fields: ["intent"] },
  "organisation.units.$unitId.approvers": { who: "orgUnitsAdmin", url: () => "/organisation/units/acme-au-bad-input/approvers", fields: ["intent", "customerUid"] },
  // Issue 24: cancel a return. The corpus buyer has no return (a delivered order is needed): the form's only field is
  // posted to a seeded return of another user (its page is a 404); anything but `intent=cancel` is refused first.
  "my-account_.return.$rma.cancel": { who: "buyer", url: () => "/my-account/return/49000002/cancel", fields: ["intent"] },
  // Issue 25 (H4, billing and notifications): the corpus buyer has no saved card, so Billing shows only 'Add a card' (a
  // button: every value goes into it); the delete form's field is posted to buyer@acme.example's card 3 (a 404 for the
  // corpus buyer); the preferences page shows a form per channel.
  "my-account.payment-details": { who: "buyer", url: () => "/my-account/payment-details" },
  "my-account.payment-details_.$id.delete": { who: "buyer", url: () => "/my-account/payment-details/3/delete", fields: ["intent"] },
  "my-account.notification-preference": { who: "buyer", url: () => "/my-account/notification-preference" },
  // Issue 23: the buyer's own placed order (cancellable and amendable); the confirmations need a draft first.
  // Issue 25, My Profile (H1): the profile's two forms, step 1 of the mobile change (step 2 needs a code sent), close
  // account (the corpus is never the password: nothing is closed). Close account as the wearer: its ~20 wrong
  // passwords reach the per-account sign-in limit, and the buyer signs in again later (the logout row); the wearer's
  // one session is made before its first row and kept.
  "my-account.profile": { who: "buyer", url: () => "/my-account/profile" },
  "my-account.profile_.mobile": { who: "buyer", url: () => "/my-account/profile/mobile" },
  "my-account.close-account": { who: "wearer", url: () => "/my-account/close-account" },
  "my-account_.order.$code.cancel": { who: "buyer", url: ({ orderCode }) => `/my-account/order/${orderCode}/cancel` },
  "my-account_.order.$code.cancel_.confirm": { who: "buyer", url: ({ orderCode }) => `/my-account/order/${orderCode}/cancel/confirm`, fields: ["intent"] },
  "my-account_.order.$code.amend": { who: "buyer", url: ({ orderCode }) => `/my-account/order/${orderCode}/amend` },
  "my-account_.order.$code.amend_.review": { who: "buyer", url: ({ orderCode }) => `/my-account/order/${orderCode}/amend/review`, fields: ["intent"] },
  // Issue 24 (return or exchange request): the buyer's own placed order has nothing delivered, so the page shows no
  // form: the fields are named (the action still refuses them); the review needs a draft first.
  "my-account_.order.$code.return": {
    who: "buyer",
    url: ({ orderCode }) => `/my-account/order/${orderCode}/return`,
    fields: ["select-0", "kind-0", "quantity-0", "reason-0", "variant-0", "items"],
  },
  "my-account_.order.$code.return_.review": { who: "buyer", url: ({ orderCode }) => `/my-account/order/${orderCode}/return/review`, fields: ["intent"] },
  logout: { who: "buyer", url: () => "/logout", signsOut: true },

  "my-account_.approval.$approvalCode": { who: "approver", url: ({ approvalCode }) => `/my-account/approval/${approvalCode}` },
  "my-account_.approval.$approvalCode_.confirm": {
    who: "approver",
    url: ({ approvalCode }) => `/my-account/approval/${approvalCode}/confirm`,
    fields: ["intent"],
  },
  // Issue 25 (H5), My interests and Coupons. The corpus buyer's My interests shows Remove forms only when it has an
  // interest: the fields are named (the add form lives on the product page). The claim page's only field is `intent`.
  "my-account.my-interests": { who: "buyer", url: () => "/my-account/my-interests", fields: ["intent", "productCode", "productName", "returnTo"] },
  "my-account.coupon.claim.$couponCode": { who: "buyer", url: () => "/my-account/coupon/claim/THANKYOU15" },
  // Issue 24, wholesale return threshold requests: this corpus runs on the corporate site, where there are none (every
  // request URL is 404 before the form is read); the wholesale form's validation is in tests/return-threshold and
  // e2e/return-threshold.spec.ts.
  "my-account_.return-request.$rma._index": { who: "wholesaleApprover", site: "wholesale", url: () => "/my-account/return-request/49100022", returns: ["49100022"] },
  "my-account_.return-request.$rma.confirm": {
    who: "wholesaleApprover",
    site: "wholesale",
    url: () => "/my-account/return-request/49100022/confirm",
    fields: ["intent"],
    returns: ["49100022"],
  },

  "packDetailsPage.$packId.step.$n": { who: "wearer", url: ({ packId }) => `/packDetailsPage/${packId}/step/1` },
  "packDetailsPage.$packId.step.$n_.item.$productCode": {
    who: "wearer",
    url: ({ packId, packSet, packProduct }) => `/packDetailsPage/${packId}/step/1/item/${packProduct}?set=${packSet}`,
  },
  "packDetailsPage.$packId.review": { who: "wearer", url: ({ packId }) => `/packDetailsPage/${packId}/review`, fields: ["intent", "addKey"] },

  "customer-onboarding": { who: "newstarter", url: () => "/customer-onboarding" },
  customerRegistrationPage: { who: "sso", url: () => "/customerRegistrationPage" },
  // The cart in punch-out mode shows the transfer form, which posts to /punchout/requisition: a button with the
  // form's one-time key (an unusable key is replaced by a new one), so any post transfers the cart.
  "punchout.requisition": { who: "punchout", url: () => "/cart", confirmsOnly: true },
  // Issue 26 (H4): user groups, posted by the groups-e2e corpus admin to its own group groups-e2e-corpus. Every value
  // goes into the unit too, which is never a unit of the admin's scope: nothing is created or changed. The members
  // page's Add/Remove buttons (hidden user id and intent) refuse anything but add/remove; the delete's any post is the
  // confirmation.
  "organisation.user-groups.new": { who: "groupsAdmin", url: () => "/organisation/user-groups/new" },
  "organisation.user-groups.$groupId.edit": { who: "groupsAdmin", url: () => "/organisation/user-groups/groups-e2e-corpus/edit" },
  "organisation.user-groups.$groupId.members": { who: "groupsAdmin", url: () => "/organisation/user-groups/groups-e2e-corpus/members" },
  "organisation.user-groups.$groupId.delete": { who: "groupsAdmin", url: () => "/organisation/user-groups/groups-e2e-corpus/delete", confirmsOnly: true },
  // Issue 27 (helper A): cost centres, posted by the cc-e2e corpus admin to its own cost centre CC-E2E-CORPUS. Every
  // value goes into the unit and currency too, never a unit of the admin's scope nor a currency: nothing is created or
  // changed. Disable, enable and remove are confirmations (in that order; remove last, it may take the cost centre).
  "organisation.cost-centres.new": { who: "ccAdmin", url: () => "/organisation/cost-centres/new" },
  "organisation.cost-centres.$costCentreCode.edit": { who: "ccAdmin", url: () => "/organisation/cost-centres/CC-E2E-CORPUS/edit" },
  "organisation.cost-centres.$costCentreCode.disable": { who: "ccAdmin", url: () => "/organisation/cost-centres/CC-E2E-CORPUS/disable", confirmsOnly: true },
  // (The enable page shows its form only for a disabled cost centre: `fields` posts the intent in any case.)
  "organisation.cost-centres.$costCentreCode.enable": { who: "ccAdmin", url: () => "/organisation/cost-centres/CC-E2E-CORPUS/enable", fields: ["intent"], confirmsOnly: true },
  "organisation.cost-centres.$costCentreCode.remove": { who: "ccAdmin", url: () => "/organisation/cost-centres/CC-E2E-CORPUS/remove", confirmsOnly: true },
  // Issue 27 (budgets), posted by the budgets corpus admin to its own budgets and cost centre: a hostile value in every
  // field fails the dates or the amount, so nothing is created or changed; disable and enable are confirmations (each
  // on a budget of its own, the enable one seeded disabled); assign/unassign refuse anything but their intent.
  // Issue 28 (H2): the statement request form, posted by the docs-e2e-corpus finance user (an organisation of its own) (a statement request stores
  // only validated dates and a unit of its tree; the hostile values are refused).
  "organisation.finance.statements": { who: "financeDocs", url: () => "/organisation/finance/statements" },
  // Issue 28 (H3), posted by the payment corpus organisation's admin to its own open invoices: the pay form (credits,
  // card, amount) and Pay now (only hidden fields: every one of them hostile, so nothing is ever paid).
  "organisation.finance_.pay._index": { who: "financePayer", url: () => "/organisation/finance/pay?invoice=INV-FPCORPUS-1&invoice=INV-FPCORPUS-2" },
  "organisation.finance_.pay.confirm": { who: "financePayer", url: () => `/organisation/finance/pay/confirm?invoice=INV-FPCORPUS-1&card=${savedCardOf("finance-pay-corpus@fpay.example")}` },
  // The new card's billing form needs an open card registration (the pay form's "Use a new card"): its fields are posted
  // without one (the pay page again, nothing saved).
  "organisation.finance_.pay.card": { who: "financePayer", url: () => "/organisation/finance/pay/card", fields: ["intent", "firstName", "lastName", "line1", "town", "postalCode", "country"] },
  "organisation.budgets.new": { who: "budgetsAdmin", url: () => "/organisation/budgets/new" },
  "organisation.budgets.$budgetCode.edit": { who: "budgetsAdmin", url: () => "/organisation/budgets/BUDGETS-E2E-CORPUS/edit" },
  "organisation.budgets.$budgetCode.disable": { who: "budgetsAdmin", url: () => "/organisation/budgets/BUDGETS-E2E-CORPUS-DISABLE/disable", confirmsOnly: true },
  "organisation.budgets.$budgetCode.enable": { who: "budgetsAdmin", url: () => "/organisation/budgets/BUDGETS-E2E-CORPUS-ENABLE/enable", confirmsOnly: true },
  "organisation.cost-centres.$costCentreCode.budgets": { who: "budgetsAdmin", url: () => "/organisation/cost-centres/BUDGETS-E2E-CORPUS-CC/budgets" },
  // Issue 27: bulk user upload, by the bulk-e2e corpus admin. A text value where the file goes is 'choose a file'; the
  // seeded upload bulk-e2e-corpus has no valid row, so its page shows no create form and any count is refused.
  "organisation.users.upload._index": { who: "bulkAdmin", url: () => "/organisation/users/upload" },
  "organisation.users.upload.$uploadId._index": { who: "bulkAdmin", url: () => "/organisation/users/upload/bulk-e2e-corpus", fields: ["expectedCount"] },
  // Issue 27 (B): purchase limits, posted by the limits-e2e corpus admin to its own limit LIMITS-E2E-CORPUS, its own
  // customer page and its own group. Every value goes into the unit too, never a unit of the admin's scope: nothing is
  // created or changed. The Assign/Remove buttons (hidden kind, id or code, and intent) refuse anything but their
  // values; disable and enable are confirmations (the one the limit's state does not show is posted by its fields).
  "organisation.purchase-limits.new": { who: "limitsAdmin", url: () => "/organisation/purchase-limits/new" },
  "organisation.purchase-limits.$limitCode.edit": { who: "limitsAdmin", url: () => "/organisation/purchase-limits/LIMITS-E2E-CORPUS/edit" },
  "organisation.purchase-limits.$limitCode.disable": { who: "limitsAdmin", url: () => "/organisation/purchase-limits/LIMITS-E2E-CORPUS/disable", fields: ["intent"], confirmsOnly: true },
  "organisation.purchase-limits.$limitCode.enable": { who: "limitsAdmin", url: () => "/organisation/purchase-limits/LIMITS-E2E-CORPUS/enable", fields: ["intent"], confirmsOnly: true },
  "organisation.purchase-limits.$limitCode.assignees": { who: "limitsAdmin", url: () => "/organisation/purchase-limits/LIMITS-E2E-CORPUS/assignees" },
  "organisation.users.$customerPk.purchase-limits": { who: "limitsAdmin", url: () => `/organisation/users/${customerPk(CORPUS_USERS.limitsAdmin)}/purchase-limits` },
  "organisation.user-groups.$groupId.purchase-limits": { who: "limitsAdmin", url: () => "/organisation/user-groups/limits-e2e-crew/purchase-limits" },
};

/**
 * The objects the rows' URLs name, made through the backend for the users about to post: for the buyer a placed
 * order and a cart with every checkout step done (so each step shows its form) and a purchase order; for the approver
 * an order waiting for approval; for the punch-out buyer an item in the cart. The pack and the product are seeded.
 */
export async function makeFixtures(who: ReadonlySet<Who>): Promise<Fixtures> {
  const fixtures: Fixtures = { packId: "acme-new-starter", packSet: "acme-ns-polos", packProduct: "POL-CL", productCode: "POL-CL" };
  if (who.has("buyer")) {
    const { buyer } = CORPUS_USERS;
    const variant = await stockedVariant("POL-CL");
    await emptyCart(buyer);
    await addEntries(buyer, [{ code: variant.code, quantity: 1 }]);
    await completeCheckoutThrough(buyer, "paymentAccount");
    fixtures.orderCode = (await placeOrder(buyer)).code;
    await addEntries(buyer, [{ code: variant.code, quantity: 1 }]);
    await completeCheckoutThrough(buyer, "paymentAccount");
    fixtures.purchaseOrderId = (await createPurchaseOrderVia(buyer, { units: ["acme-au"] })).id;
  }
  if (who.has("punchout")) {
    // The punch-out session orders into the user's open cart: one item, so the cart shows the transfer form.
    const variant = await stockedVariant("POL-CL");
    await emptyCart(CORPUS_USERS.punchout);
    await addEntries(CORPUS_USERS.punchout, [{ code: variant.code, quantity: 1 }]);
  }
  if (who.has("approver")) fixtures.approvalCode = (await createPendingOrder({ placedBy: "buyer@acme.example" })).code;
  return fixtures;
}

/** The URL that starts a punch-out session for the corpus's punch-out buyer. */
export async function punchOutEntry(): Promise<string> {
  const sid = await newPunchOutSid({ userId: CORPUS_USERS.punchout });
  return `/punchout/cxml/session?sid=${encodeURIComponent(sid)}`;
}
