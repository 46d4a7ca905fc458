import { Hono } from "hono";
import { type AppConfig } from "./config";
import { type Db } from "./db";
import { devRoutesGuard } from "./http/dev-guard";
import { type AppDeps, type OccEnv } from "./http/env";
import { notFound, onError } from "./http/errors";
import { FULFILMENT_CLOCK_PATHS, fulfilmentClock, RETURNS_CLOCK_PATHS, returnsClock } from "./http/fulfilment-clock";
import { requireSite } from "./http/site";
import { accountProfileRoutes } from "./routes/account-profile";
import { approvalsRoutes } from "./routes/approvals";
import { cartEntriesRoutes, cartRoutes } from "./routes/cart";
import { catalogsRoutes } from "./routes/catalogs";
import { addressRoutes } from "./routes/addresses";
import { checkoutRoutes } from "./routes/checkout";
import { cmsRoutes } from "./routes/cms";
import { devApprovalsRoutes } from "./routes/dev-approvals";
import { devOrdersRoutes } from "./routes/dev-orders";
import { devOutboxRoutes } from "./routes/dev-outbox";
import { devProcurementRoutes } from "./routes/dev-procurement";
import { paymentsRoutes } from "./routes/payments";
import { devUsersRoutes } from "./routes/dev-users";
import { healthRoutes } from "./routes/health";
import { hostedPaymentRoutes } from "./routes/hosted-payment";
import { mediaRoutes } from "./routes/media";
import { authenticationRoutes } from "./routes/authentication";
import { onboardingRoutes } from "./routes/onboarding";
import { orderDetailsRoutes } from "./routes/order-details";
import { orderHistoryRoutes } from "./routes/order-history";
import { orderChangesRoutes } from "./routes/order-changes";
import { ordersRoutes } from "./routes/orders";
import { orderPoRoutes } from "./routes/order-po";
import { replenishmentsRoutes } from "./routes/replenishments";
import { packsRoutes } from "./routes/packs";
import { passwordResetRoutes } from "./routes/password-reset";
import { productsRoutes } from "./routes/products";
import { purchaseOrdersRoutes } from "./routes/purchase-orders";
import { proxyRoutes } from "./routes/proxy";
import { devPunchOutRoutes, punchOutRoutes } from "./routes/punchout";
import { registrationRoutes } from "./routes/registration";
import { returnsRoutes } from "./routes/returns";
import { devReturnsRoutes } from "./routes/dev-returns";
import { searchRoutes } from "./routes/search";
import { usersRoutes } from "./routes/users";
// Issue 25, My interests and Coupons (H5):
import { couponsRoutes } from "./routes/coupons";
import { interestsRoutes } from "./routes/interests";
// Issue 25, Login & Security (H2)
import { accountSecurityRoutes } from "./routes/account-security";
// Issue 25 (H4, billing and notifications)
import { billingRoutes } from "./routes/billing";
// Issue 26 (H1): units / stores
import { devOrgUnitsRoutes } from "./routes/dev-org-units";
import { orgUnitsRoutes } from "./routes/org-units";
// Issue 26 (H2): organisation users
import { orgUsersRoutes } from "./routes/org-users";
// Issue 26 (H3): user administration (roles, status, delete, payment details, approvers)
import { orgUserAdminRoutes } from "./routes/org-user-admin";
// Issue 26 (H4): user groups and the manage-organisation tiles
import { orgTilesRoutes } from "./routes/org-tiles";
import { orgUserGroupsRoutes } from "./routes/org-user-groups";
import { orgCostCentresRoutes } from "./routes/org-cost-centres";
// Issue 27 (budgets): budgets and their cost-centre links
import { orgBudgetsRoutes } from "./routes/org-budgets";
import { financeRoutes } from "./routes/finance";
import { financePaymentsRoutes } from "./routes/finance-payments";
// Issue 27: bulk user upload
import { orgUserUploadsRoutes } from "./routes/org-user-uploads";
import { orgPurchaseLimitsRoutes } from "./routes/org-purchase-limits";
// Issue 28 (H2): finance documents and statements
import { financeDocumentsRoutes } from "./routes/finance-documents";
import { limitsOf, rateLimiter } from "./rate-limits";
import { createStores } from "./stores";
import { TokenStore } from "./tokens";

export interface CreateAppOptions {
  db: Db;
  config: AppConfig;
  /** Clock in epoch milliseconds; tests inject one to expire tokens. */
  now?: () => number;
}

/** The reference OCC backend as a Hono app (docs/occ-api.md). The database must be migrated (and usually seeded). */
export function createApp({ db, config, now = Date.now }: CreateAppOptions) {
  const tokens = new TokenStore(db, config.accessTokenTtlSeconds, config.refreshGraceSeconds);
  const deps: AppDeps = {
    db,
    stores: createStores(db, now, config, tokens),
    tokens,
    now,
    config,
    limiter: rateLimiter(db, now),
    limits: limitsOf(config.limits),
  };

  const app = new Hono<OccEnv>();
  app.onError(onError);
  app.notFound(notFound);

  app.route("/", healthRoutes(deps));
  app.route("/authorizationserver/oauth", authenticationRoutes(deps));
  app.route("/medias", mediaRoutes(deps));
  app.route("/hosted-payment", hostedPaymentRoutes(deps));
  if (config.devOutbox) app.use("/dev/*", devRoutesGuard());
  if (config.devOutbox) app.route("/dev", devOutboxRoutes(deps));
  if (config.devOutbox) app.route("/dev", devPunchOutRoutes(deps));
  if (config.devOutbox) app.route("/dev", devProcurementRoutes(deps));
  if (config.devOutbox) app.route("/dev", devUsersRoutes(deps));
  if (config.devOutbox) app.route("/dev", devOrdersRoutes(deps));
  if (config.devOutbox) app.route("/dev", devApprovalsRoutes(deps));
  if (config.devOutbox) app.route("/dev", devReturnsRoutes(deps));
  // Issue 26 (H1): units / stores (e2e fixtures)
  if (config.devOutbox) app.route("/dev", devOrgUnitsRoutes(deps));

  app.use("/occ/v2/:site/*", requireSite(deps));
  const clock = fulfilmentClock(deps);
  for (const path of FULFILMENT_CLOCK_PATHS) app.use(`/occ/v2${path}`, clock);
  const returnsClockMiddleware = returnsClock(deps);
  for (const path of RETURNS_CLOCK_PATHS) app.use(`/occ/v2${path}`, returnsClockMiddleware);
  app.route("/occ/v2", usersRoutes(deps));
  app.route("/occ/v2", cmsRoutes(deps));
  app.route("/occ/v2", productsRoutes(deps));
  app.route("/occ/v2", catalogsRoutes(deps));
  app.route("/occ/v2", searchRoutes(deps));
  app.route("/occ/v2", cartRoutes(deps));
  app.route("/occ/v2", checkoutRoutes(deps));
  // Issue 25 (H3): the address book
  app.route("/occ/v2", addressRoutes(deps));
  app.route("/occ/v2", cartEntriesRoutes(deps));
  app.route("/occ/v2", passwordResetRoutes(deps));
  app.route("/occ/v2", punchOutRoutes(deps));
  app.route("/occ/v2", proxyRoutes(deps));
  app.route("/occ/v2", registrationRoutes(deps));
  app.route("/occ/v2", onboardingRoutes(deps));
  app.route("/occ/v2", orderHistoryRoutes(deps));
  app.route("/occ/v2", ordersRoutes(deps));
  app.route("/occ/v2", replenishmentsRoutes(deps));
  app.route("/occ/v2", orderPoRoutes(deps));
  app.route("/occ/v2", orderDetailsRoutes(deps));
  app.route("/occ/v2", paymentsRoutes(deps));
  app.route("/occ/v2", purchaseOrdersRoutes(deps));
  // Before approvalsRoutes: the buyer's `orders/{code}/amend` falls through to the approver's (routes/order-changes.ts).
  app.route("/occ/v2", orderChangesRoutes(deps));
  app.route("/occ/v2", approvalsRoutes(deps));
  app.route("/occ/v2", packsRoutes(deps));
  app.route("/occ/v2", returnsRoutes(deps));
  // Issue 25, My Profile (H1): titles, profile, preferred name, mobile change, close account
  app.route("/occ/v2", accountProfileRoutes(deps));
  // Issue 25, My interests and Coupons (H5):
  app.route("/occ/v2", interestsRoutes(deps));
  app.route("/occ/v2", couponsRoutes(deps));
  // Issue 25, Login & Security (H2): PUT users/{userId}/password, PUT users/{userId}/login
  app.route("/occ/v2", accountSecurityRoutes(deps));
  // Issue 25 (H4, billing and notifications)
  app.route("/occ/v2", billingRoutes(deps));
  // Issue 26 (H1): units / stores
  app.route("/occ/v2", orgUnitsRoutes(deps));
  // Issue 26 (H2): organisation users (list, filters, details, create, employee checks, edits)
  app.route("/occ/v2", orgUsersRoutes(deps));
  // Issue 26 (H3): user administration
  app.route("/occ/v2", orgUserAdminRoutes(deps));
  // Issue 26 (H4): user groups and the manage-organisation tiles
  app.route("/occ/v2", orgUserGroupsRoutes(deps));
  // Issue 27 (B): purchase limits (approval permissions) and their assignment to users and groups
  app.route("/occ/v2", orgPurchaseLimitsRoutes(deps));
  app.route("/occ/v2", orgTilesRoutes(deps));
  // Issue 27 (helper A): cost centres
  app.route("/occ/v2", orgCostCentresRoutes(deps));
  // Issue 27 (budgets): budgets (with consumption) and the cost-centre budget links
  app.route("/occ/v2", orgBudgetsRoutes(deps));
  // Issue 27: bulk user upload
  app.route("/occ/v2", orgUserUploadsRoutes(deps));
  // Issue 28 (H1): finance lists, filters, getOutstandingInvoices and the finance sync (before the other finance routes)
  app.route("/occ/v2", financeRoutes(deps));
  // Issue 28 (H2): finance documents (detail, PDFs) and statements
  app.route("/occ/v2", financeDocumentsRoutes(deps));
  // Issue 28 (H3): make a payment (saved cards, modes, total amount, makePayment, the receipt)
  app.route("/occ/v2", financePaymentsRoutes(deps));

  return app;
}
