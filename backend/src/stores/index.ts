import { type AppConfig } from "../config";
import { extensionsOn } from "../http/extensions";
import { type Db } from "../db";
import { type TokenStore } from "../tokens";
import { paymentDetailsWriter } from "../payments/payment-details";
import { paymentSessionStore } from "../payments/sessions";
import { accountProfileStore } from "./account-profile";
import { addressReader } from "./addresses";
import { addressBookStore } from "./address-book";
import { approvalRecords } from "./approval-records";
import { approvalStore } from "./approvals";
import { cartAccess } from "./cart-access";
import { cartEntryStore } from "./cart-entries";
import { cartStore } from "./cart";
import { checkoutDetails } from "./checkout-details";
import { cmsStore } from "./cms";
import { directOrders } from "./direct-orders";
import { fulfilmentStore } from "./fulfilment";
import { onboardingStore } from "./onboarding";
import { orderAccess } from "./order-access";
import { orderHistoryStore } from "./order-history";
import { orderAmendments } from "./order-amendments";
import { orderCancellations, orderChangeFacts } from "./order-cancellations";
import { orderStore } from "./orders";
import { packStore } from "./packs";
import { passwordResetStore } from "./password-reset";
import { paymentDetailsReader } from "./payment-infos";
// Issue 25 (H4, billing and notifications)
import { notificationPreferencesStore } from "./notification-preferences";
import { savedPaymentsStore } from "./saved-payments";
import { priceResolver, volumeTierLoader } from "./pricing";
import { productLoader } from "./products";
import { proxyStore } from "./proxy";
import { punchOutStore } from "./punchout";
import { proxyModeReader } from "./proxy-modes";
import { approvalRules } from "./approval-rules";
import { orgPurchaseLimits } from "./org-purchase-limits";
import { purchaseOrderStore } from "./purchase-orders";
import { registrationStore } from "./registration";
import { orderPoStore } from "./order-po";
// Issue 26: organisation administration
import { orgAdmins } from "./org-admin";
import { approverReader } from "./org-approvers";
// Issue 26 (H1): units / stores
import { orgUnitsStore } from "./org-units";
// Issue 26 (H2): organisation users
import { orgUsersStore } from "./org-users";
// Issue 26 (H3): user administration (roles, status, delete, payment details, approvers)
import { orgUserAdminStore } from "./org-user-admin";
// Issue 26 (H4): user groups and the manage-organisation tiles
import { orgTiles } from "./org-tiles";
import { orgUserGroups } from "./org-user-groups";
import { orgCostCentres } from "./org-cost-centres";
// Issue 27 (budgets): budgets and their cost-centre links
import { orgBudgets } from "./org-budgets";
import { replenishmentStore } from "./replenishments";
import { returnsStore } from "./returns";
import { productSearcher } from "./search";
import { contentSearcher, suggester } from "./site-search";

/**
 * Every store of the reference backend, each built once (by createApp) and handed to the routes that use it. A
 * store gets the other stores it needs here, as arguments: none builds its own copy of another.
 */
export function createStores(db: Db, now: () => number, config: AppConfig, tokens: TokenStore) {
  const addresses = addressReader(db);
  const volumeTiers = volumeTierLoader(db);
  const resolvePrices = priceResolver(db);
  const proxyModes = proxyModeReader(db);
  const paymentDetails = paymentDetailsReader(db, { addresses });
  const carts = cartStore(db, { volumeTiers, paymentDetails, addresses });
  const access = cartAccess(db, now, { carts, resolvePrices, proxyModes });
  const records = approvalRecords(db);
  // Issue 27: one approval-rule engine (purchase limits of every type, budgets) for placement, amendment and approvals
  const limits = approvalRules(db);
  const fulfilment = fulfilmentStore(db, now);
  const orders = orderStore(db, now, { carts, access, approvals: records, limits, fulfilment, reviewRequired: extensionsOn(config) });
  const writer = directOrders(db, { addresses, tiersOf: volumeTiers });
  const changeFacts = orderChangeFacts(db);
  const details = checkoutDetails(db, now);
  // Issue 26: the org-admin stores share one scope store and one approver reader
  const admins = orgAdmins(db, now);
  const orgApprovers = approverReader(db);
  return {
    addresses,
    volumeTiers,
    resolvePrices,
    proxyModes,
    paymentDetails,
    carts,
    cartAccess: access,
    cartEntries: cartEntryStore(db, { carts }),
    checkoutDetails: details,
    // Issue 25 (H3): the address book of My account
    addressBook: addressBookStore(db, now, { details }),
    approvalRecords: records,
    purchaseLimits: limits,
    orders,
    fulfilment,
    orderAccess: orderAccess(db, { access, orders }),
    approvals: approvalStore(db, now, { orders, records, fulfilment }),
    directOrders: writer,
    orderPo: orderPoStore(db, { access, orders }),
    replenishments: replenishmentStore(db, now, { access, directOrders: writer }),
    orderHistory: orderHistoryStore(db, now, { access }),
    orderCancellations: orderCancellations(db, now, { records, facts: changeFacts, fulfilment }),
    orderAmendments: orderAmendments(db, now, { orders, records, limits, facts: changeFacts, tiersOf: volumeTiers, fulfilment }),
    purchaseOrders: purchaseOrderStore(db, now),
    packs: packStore(db),
    returns: returnsStore(db, now, { fulfilment }),
    products: productLoader(db, { volumeTiers }),
    productSearch: productSearcher(db),
    contentSearch: contentSearcher(db),
    suggest: suggester(db),
    paymentSessions: paymentSessionStore(db),
    paymentDetailsWriter: paymentDetailsWriter(db, { paymentDetails }),
    passwordReset: passwordResetStore(db, now, config),
    registration: registrationStore(db, now, tokens),
    onboarding: onboardingStore(db, now),
    cms: cmsStore(db),
    punchOut: punchOutStore(db, now, { carts, resolvePrices, tokens }),
    proxy: proxyStore(db, now, { carts, proxyModes }),
    // Issue 25, My Profile (H1)
    accountProfile: accountProfileStore(db, now),
    // Issue 26: the organisation admin, their scope and the audit trail (every org-admin store uses it)
    orgAdmins: admins,
    orgApprovers,
    // Issue 26 (H1): units / stores
    orgUnits: orgUnitsStore(db, now, { orgAdmins: admins, approvers: orgApprovers }),
    // Issue 26 (H2): organisation users (list, details, create, edits)
    orgUsers: orgUsersStore(db, now, config, { orgAdmins: admins, approvers: orgApprovers }),
    // Issue 26 (H3): user administration
    orgUserAdmin: orgUserAdminStore(db, now, { orgAdmins: admins }),
    // Issue 26 (H4): user groups and the manage-organisation tiles
    orgUserGroups: orgUserGroups(db, now, { orgAdmins: admins }),
    // Issue 27 (helper A): cost centres
    orgCostCentres: orgCostCentres(db, now, { orgAdmins: admins }),
    // Issue 27 (B): purchase limits (approval permissions) and their assignment to users and groups
    orgPurchaseLimits: orgPurchaseLimits(db, now, { orgAdmins: admins }),
    orgTiles: orgTiles(db),
    // Issue 27 (budgets): budgets, their consumption and cost-centre links
    orgBudgets: orgBudgets(db, now, { orgAdmins: admins }),
    // Issue 25 (H4, billing and notifications)
    savedPayments: savedPaymentsStore(db, { paymentDetails }),
    notificationPreferences: notificationPreferencesStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
