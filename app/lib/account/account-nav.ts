/**
 * The account area's own navigation entries (issue 25), after the ProfileSlot links the CMS gives (My Profile,
 * Login & Security, Delivery and Shipping, Billing): pages of the account area the CMS does not link. Each entry is
 * added when its page exists (the link crawl fails on a link to a missing page).
 */
export interface AccountNavEntry {
  label: string;
  url: string;
}

export const ACCOUNT_NAV_EXTRA: readonly AccountNavEntry[] = [
  { label: "Order history", url: "/my-account/orders" },
  { label: "Returns", url: "/my-account/returns" },
  // Issue 25 helpers: add your page's entry below, one line each (notification preferences, interests, coupons).
  { label: "My interests", url: "/my-account/my-interests" }, // H5
  { label: "Coupons", url: "/my-account/coupons" }, // H5
  // H4: the CMS links it only from the wholesale mobile menu ('Notifications'), so both sites get it here.
  { label: "Notification preferences", url: "/my-account/notification-preference" },
];
