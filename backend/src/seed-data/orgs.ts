/** Demo organisations, users and OAuth clients. Documented in docs/reference-backend.md — keep both in sync. */

export const DEMO_PASSWORD = "Uniform!2026";

export const CURRENCIES = [
  { isocode: "AUD", name: "Australian Dollar", symbol: "$" },
  { isocode: "NZD", name: "New Zealand Dollar", symbol: "$" },
] as const;

export const COUNTRIES = [
  { isocode: "AU", name: "Australia" },
  { isocode: "NZ", name: "New Zealand" },
] as const;

export const BASE_SITES = [
  { uid: "corporate", name: "Uniform Store", siteType: "corporate", defaultCurrency: "AUD" },
  { uid: "wholesale", name: "Harbour Uniform Wholesale", siteType: "wholesale", defaultCurrency: "AUD" },
] as const;

/** Price lists per site and currency; every variant has a price in each. */
export const PRICE_LISTS = [
  { code: "corporate-aud", site: "corporate", currency: "AUD" },
  { code: "corporate-nzd", site: "corporate", currency: "NZD" },
  { code: "wholesale-aud", site: "wholesale", currency: "AUD" },
] as const;

export interface OrgUnitSeed {
  uid: string;
  site: string;
  parentUid: string | null;
  name: string;
  billToName: string;
  country: string;
  currency: string;
  customerSpecificCurrencySymbol: string;
  bulkUploadEnabled: boolean;
}

const acme = { site: "corporate", billToName: "Acme Workwear Pty Ltd", country: "AU", currency: "AUD", customerSpecificCurrencySymbol: "A$", bulkUploadEnabled: false };
const kiwi = { site: "corporate", billToName: "Kiwi Services Limited", country: "NZ", currency: "NZD", customerSpecificCurrencySymbol: "NZ$", bulkUploadEnabled: false };
const harbour = { site: "wholesale", billToName: "Harbour Wholesale Supplies Pty Ltd", country: "AU", currency: "AUD", customerSpecificCurrencySymbol: "A$", bulkUploadEnabled: true };

/** Parents before children. */
export const ORG_UNITS: OrgUnitSeed[] = [
  { ...acme, uid: "acme-au", parentUid: null, name: "Acme Workwear Australia" },
  { ...acme, uid: "acme-au-nsw", parentUid: "acme-au", name: "Acme Workwear New South Wales" },
  { ...acme, uid: "acme-au-vic", parentUid: "acme-au", name: "Acme Workwear Victoria" },
  { ...kiwi, uid: "kiwi-nz", parentUid: null, name: "Kiwi Services New Zealand" },
  { ...kiwi, uid: "kiwi-nz-akl", parentUid: "kiwi-nz", name: "Kiwi Services Auckland" },
  { ...kiwi, uid: "kiwi-nz-wlg", parentUid: "kiwi-nz", name: "Kiwi Services Wellington" },
  { ...harbour, uid: "harbour-wholesale", parentUid: null, name: "Harbour Wholesale Supplies" },
  { ...harbour, uid: "harbour-sydney", parentUid: "harbour-wholesale", name: "Harbour Store Sydney" },
  { ...harbour, uid: "harbour-newcastle", parentUid: "harbour-wholesale", name: "Harbour Store Newcastle" },
  { ...harbour, uid: "harbour-wollongong", parentUid: "harbour-wholesale", name: "Harbour Store Wollongong" },
];

export const USER_GROUPS = [
  { uid: "customergroup", name: "Wearer" },
  { uid: "b2bcustomergroup", name: "Customer" },
  { uid: "b2bapprovergroup", name: "Approver" },
  { uid: "b2bmanagergroup", name: "Manager" },
  { uid: "b2badmingroup", name: "Admin" },
  { uid: "CustomerAdmin", name: "Customer Admin" },
  { uid: "unitorderviewergroup", name: "Unit Order Viewer" },
  /** Issue 28: the organisation's finance people (the finance area, docs/finance.md). */
  { uid: "financegroup", name: "Finance" },
] as const;

export interface UserSeed {
  uid: string;
  firstName: string;
  lastName: string;
  orgUnit: string;
  groups: string[];
  disabled?: boolean;
  wearerId?: string;
  enableTaken?: boolean;
  priceEnabled?: boolean;
  showLoginPreferencePage?: boolean;
  isFirstLogin?: boolean;
  /** Issue 4: must finish identity-provider registration (customerRegistrationPage) first. */
  showCdcRegistrationPage?: boolean;
  /** Normalised mobile number (digits, optional leading '+'): password reset by SMS. */
  mobile?: string;
  employeeCode?: string;
}

export const USERS: UserSeed[] = [
  { uid: "wearer@acme.example", firstName: "Wendy", lastName: "Walker", orgUnit: "acme-au", groups: ["customergroup"], wearerId: "W1001", enableTaken: true, mobile: "+61400000001", employeeCode: "ACME-1001" },
  { uid: "buyer@acme.example", firstName: "Bella", lastName: "Barnes", orgUnit: "acme-au", groups: ["b2bcustomergroup"], priceEnabled: true, showLoginPreferencePage: true, mobile: "+61400000002" },
  { uid: "approver@acme.example", firstName: "Arjun", lastName: "Patel", orgUnit: "acme-au", groups: ["b2bapprovergroup"], mobile: "+61400000003" },
  { uid: "admin@acme.example", firstName: "Alex", lastName: "Morgan", orgUnit: "acme-au", groups: ["CustomerAdmin", "b2badmingroup"], showLoginPreferencePage: true },
  { uid: "finance@acme.example", firstName: "Fiona", lastName: "Finch", orgUnit: "acme-au", groups: ["financegroup"] },
  { uid: "wearer@kiwi.example", firstName: "Aroha", lastName: "Ngata", orgUnit: "kiwi-nz", groups: ["customergroup"], mobile: "+64210000001" },
  { uid: "newstarter@acme.example", firstName: "Noah", lastName: "Fischer", orgUnit: "acme-au-nsw", groups: ["customergroup"], isFirstLogin: true, wearerId: "W1002", employeeCode: "ACME-1002" },
  { uid: "buyer@wholesale.example", firstName: "Sam", lastName: "Turner", orgUnit: "harbour-wholesale", groups: ["b2bcustomergroup"], priceEnabled: true, mobile: "+61400000009" },
  { uid: "disabled@acme.example", firstName: "Dana", lastName: "Reid", orgUnit: "acme-au", groups: ["customergroup"], disabled: true },
  // Issue 4
  { uid: "sso@acme.example", firstName: "Sasha", lastName: "Okafor", orgUnit: "acme-au-vic", groups: ["customergroup"], showCdcRegistrationPage: true, wearerId: "W1003" },
  { uid: "newstarter@wholesale.example", firstName: "Mia", lastName: "Chen", orgUnit: "harbour-sydney", groups: ["customergroup"], isFirstLogin: true },
  { uid: "punchout@acme.example", firstName: "Priya", lastName: "Shah", orgUnit: "acme-au", groups: ["b2bcustomergroup"], priceEnabled: true },
];

export const OAUTH_CLIENTS = [{ clientId: "storefront", name: "Storefront", secret: "storefront-secret" }] as const;
