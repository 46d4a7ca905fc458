/**
 * Issue 7 demo and test data for purchase limits and order approvals (docs/reference-backend.md "Order approvals";
 * docs/occ-api.md "Issue 7 additions"): the purchase limits, the demo buyers and wearers of the NSW and Victorian
 * units, the two e2e units with their approver, buyer and wearer (one set per Playwright project) and the orders
 * held for approval (codes 29000001–29000019 for the demo, 29000101–29000108 and 29000201–29000208 for the e2e
 * units, 29000301–29000307 for the wholesale site's demo with approver@wholesale.example; placed orders count from
 * 30000001). Inserted by `seed()` with ON CONFLICT DO NOTHING; dates are fixed
 * (the 60 days up to 20 November 2026) so that every install holds the same data.
 */
import { type Db } from "../db";
import { addressReader } from "../stores/addresses";
import { directOrders, type DirectOrderInput } from "../stores/direct-orders";
import { volumeTierLoader } from "../stores/pricing";
import { type ExceededLimitRecord, type LimitPeriod, type LimitType } from "../stores/purchase-limits";
import { PRODUCTS } from "./catalog";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

/** The e2e projects: each has its own unit and accounts (e2e/approval-accounts.ts exports the same names). */
export const APPROVAL_E2E_PROJECTS = ["js", "nojs"] as const;
export type ApprovalE2eProject = (typeof APPROVAL_E2E_PROJECTS)[number];

export const approvalE2eUnit = (project: ApprovalE2eProject) => `acme-e2e-approvals-${project}`;
export const approvalE2eAccounts = (project: ApprovalE2eProject) => ({
  unit: approvalE2eUnit(project),
  approver: `approver-${project}@acme.example`,
  buyer: `approval-buyer-${project}@acme.example`,
  wearer: `approval-wearer-${project}@acme.example`,
});

export const APPROVAL_E2E_UNITS = APPROVAL_E2E_PROJECTS.map((project) => ({
  uid: approvalE2eUnit(project),
  parentUid: "acme-au",
  name: project === "js" ? "E2E approvals JS" : "E2E approvals no-JS",
}));

interface ApprovalUserSeed extends TestAccountSeed {
  employeeCode?: string;
}

/** Demo buyers and wearers (shared hash, password Uniform!2026) and the e2e accounts. */
export const APPROVAL_USERS: ApprovalUserSeed[] = [
  { uid: "liam.nguyen@acme.example", firstName: "Liam", lastName: "Nguyen", orgUnit: "acme-au-nsw", group: "b2bcustomergroup" },
  { uid: "olivia.brown@acme.example", firstName: "Olivia", lastName: "Brown", orgUnit: "acme-au-vic", group: "b2bcustomergroup" },
  { uid: "jack.wilson@acme.example", firstName: "Jack", lastName: "Wilson", orgUnit: "acme-au-nsw", group: "customergroup", employeeCode: "ACME-2001" },
  { uid: "ethan.martin@acme.example", firstName: "Ethan", lastName: "Martin", orgUnit: "acme-au-nsw", group: "customergroup", employeeCode: "ACME-2002" },
  { uid: "chloe.taylor@acme.example", firstName: "Chloe", lastName: "Taylor", orgUnit: "acme-au-vic", group: "customergroup", employeeCode: "ACME-3001" },
  { uid: "zoe.harris@acme.example", firstName: "Zoe", lastName: "Harris", orgUnit: "acme-au-vic", group: "customergroup", employeeCode: "ACME-3002" },
  // The wholesale site's approvals demo (Harbour's stores): its approver at the top of the tree and a store buyer.
  { uid: "approver@wholesale.example", firstName: "Hana", lastName: "Kim", orgUnit: "harbour-wholesale", group: "b2bapprovergroup" },
  { uid: "kai.robinson@wholesale.example", firstName: "Kai", lastName: "Robinson", orgUnit: "harbour-sydney", group: "b2bcustomergroup" },
  { uid: "ruby.evans@wholesale.example", firstName: "Ruby", lastName: "Evans", orgUnit: "harbour-newcastle", group: "b2bcustomergroup" },
  ...APPROVAL_E2E_PROJECTS.flatMap((project): ApprovalUserSeed[] => {
    const accounts = approvalE2eAccounts(project);
    const last = project === "js" ? "Script" : "Plain";
    return [
      { uid: accounts.approver, firstName: "Avery", lastName: `Approver ${last}`, orgUnit: accounts.unit, group: "b2bapprovergroup" },
      { uid: accounts.buyer, firstName: "Blake", lastName: `Buyer ${last}`, orgUnit: accounts.unit, group: "b2bcustomergroup" },
      {
        uid: accounts.wearer,
        firstName: "Willow",
        lastName: `Wearer ${last}`,
        orgUnit: accounts.unit,
        group: "customergroup",
        employeeCode: `E2E-APPR-${project.toUpperCase()}`,
      },
    ];
  }),
];

export interface PurchaseLimitSeed {
  code: string;
  type: LimitType;
  thresholdCents: number;
  period: LimitPeriod | null;
  currency: string;
  unit: string;
  users: string[];
}

export const PURCHASE_LIMITS: PurchaseLimitSeed[] = [
  { code: "ACME-BUYER-ORDER-500", type: "ORDER", thresholdCents: 50_000, period: null, currency: "AUD", unit: "acme-au", users: ["buyer@acme.example"] },
  { code: "ACME-NSW-ORDER-250", type: "ORDER", thresholdCents: 25_000, period: null, currency: "AUD", unit: "acme-au-nsw", users: ["liam.nguyen@acme.example"] },
  { code: "ACME-VIC-MONTH-1000", type: "PERIOD", thresholdCents: 100_000, period: "MONTH", currency: "AUD", unit: "acme-au-vic", users: ["olivia.brown@acme.example"] },
  { code: "HARBOUR-BUYER-ORDER-500", type: "ORDER", thresholdCents: 50_000, period: null, currency: "AUD", unit: "harbour-wholesale", users: ["buyer@wholesale.example"] },
  { code: "HARBOUR-STORES-ORDER-300", type: "ORDER", thresholdCents: 30_000, period: null, currency: "AUD", unit: "harbour-wholesale", users: ["kai.robinson@wholesale.example", "ruby.evans@wholesale.example"] },
  ...APPROVAL_E2E_PROJECTS.map((project) => ({
    code: `E2E-APPROVALS-${project.toUpperCase()}-ORDER-50`,
    type: "ORDER" as const,
    thresholdCents: 5_000,
    period: null,
    currency: "AUD",
    unit: approvalE2eUnit(project),
    users: [approvalE2eAccounts(project).buyer],
  })),
];

const limitRecord = (code: string): ExceededLimitRecord => {
  const limit = PURCHASE_LIMITS.find((candidate) => candidate.code === code);
  if (!limit) throw new Error(`No purchase limit ${code}`);
  return { code: limit.code, type: limit.type, thresholdCents: limit.thresholdCents, period: limit.period, currency: limit.currency };
};

/** Real seeded variants (corporate AUD prices from $19.95 to $149.95). */
const VARIANTS = [
  "POL-CL-NAVY-M",
  "SHT-CL-WHITE-L-REGULAR",
  "TRS-CL-NAVY-87R-REGULAR",
  "JKT-CL-NAVY-L",
  "VST-CL-HIVIS-ORANGE-L",
  "FLC-CL-NAVY-M",
  "BOT-CL-BLACK-9",
  "CAP-CL-NAVY-SM",
  "SCR-CL-CEIL-M",
  "SHO-CL-NAVY-87R",
  "APR-CL-BLACK-ONESIZE",
  "POL-PR-BLACK-L",
] as const;

const STD_AUD = new Map(PRODUCTS.flatMap((product) => product.variants.map((variant) => [variant.code, variant.prices[0]?.stdCents ?? 0])));

/**
 * 1–4 entries, varied by `n`; with `aboveCents`, the first quantity grows until the list prices (before GST and
 * delivery, less a margin for volume discounts) are above it, so the order really exceeds an ORDER limit.
 */
function entriesFor(n: number, minQuantity: number, aboveCents: number | null): { variantCode: string; quantity: number }[] {
  const count = 1 + (n % 4);
  const entries = Array.from({ length: count }, (_, k) => ({
    variantCode: VARIANTS[(n * 5 + k * 3) % VARIANTS.length] ?? VARIANTS[0],
    quantity: minQuantity + ((n + k * 2) % 4),
  }));
  const listCents = () => entries.reduce((sum, entry) => sum + (STD_AUD.get(entry.variantCode) ?? 0) * entry.quantity, 0);
  const first = entries[0];
  while (aboveCents !== null && first && listCents() * 0.85 <= aboveCents) first.quantity += 1;
  return entries;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The newest seeded order is from this day; the oldest about 60 days earlier. */
export const APPROVAL_SEED_ANCHOR = Date.parse("2026-11-20T00:00:00.000Z");
const at = (daysAgo: number, hour: number) => APPROVAL_SEED_ANCHOR - daysAgo * DAY + hour * HOUR;

const APPROVER = "approver@acme.example";

interface DemoOrder {
  placedBy: string;
  user: string;
  daysAgo: number;
  limit: string;
  status: "PENDING_APPROVAL" | "APPROVED" | "REJECTED";
  comment?: string;
  reasonCode?: string;
}

const LIAM = { placedBy: "liam.nguyen@acme.example", limit: "ACME-NSW-ORDER-250" };
const OLIVIA = { placedBy: "olivia.brown@acme.example", limit: "ACME-VIC-MONTH-1000" };
const BELLA = { placedBy: "buyer@acme.example", limit: "ACME-BUYER-ORDER-500" };

/** 14 pending (NSW, Victoria and head office), 3 approved and 2 rejected by approver@acme.example. */
const DEMO_ORDERS: DemoOrder[] = [
  { ...LIAM, user: "jack.wilson@acme.example", daysAgo: 1, status: "PENDING_APPROVAL" },
  { ...OLIVIA, user: "chloe.taylor@acme.example", daysAgo: 2, status: "PENDING_APPROVAL" },
  { ...LIAM, user: "ethan.martin@acme.example", daysAgo: 4, status: "PENDING_APPROVAL" },
  { ...OLIVIA, user: "olivia.brown@acme.example", daysAgo: 6, status: "PENDING_APPROVAL" },
  { ...LIAM, user: "newstarter@acme.example", daysAgo: 9, status: "PENDING_APPROVAL" },
  { ...OLIVIA, user: "zoe.harris@acme.example", daysAgo: 12, status: "PENDING_APPROVAL" },
  { ...BELLA, user: "wearer@acme.example", daysAgo: 15, status: "PENDING_APPROVAL" },
  { ...LIAM, user: "liam.nguyen@acme.example", daysAgo: 19, status: "PENDING_APPROVAL" },
  { ...OLIVIA, user: "sso@acme.example", daysAgo: 23, status: "PENDING_APPROVAL" },
  { ...LIAM, user: "jack.wilson@acme.example", daysAgo: 28, status: "PENDING_APPROVAL" },
  { ...OLIVIA, user: "chloe.taylor@acme.example", daysAgo: 34, status: "PENDING_APPROVAL" },
  { ...LIAM, user: "ethan.martin@acme.example", daysAgo: 41, status: "PENDING_APPROVAL" },
  { ...OLIVIA, user: "zoe.harris@acme.example", daysAgo: 49, status: "PENDING_APPROVAL" },
  { ...BELLA, user: "buyer@acme.example", daysAgo: 58, status: "PENDING_APPROVAL" },
  { ...LIAM, user: "jack.wilson@acme.example", daysAgo: 20, status: "APPROVED", comment: "Approved for the new site crew." },
  { ...OLIVIA, user: "chloe.taylor@acme.example", daysAgo: 31, status: "APPROVED" },
  { ...LIAM, user: "ethan.martin@acme.example", daysAgo: 45, status: "APPROVED", comment: "OK for winter." },
  { ...OLIVIA, user: "zoe.harris@acme.example", daysAgo: 26, status: "REJECTED", reasonCode: "BUDGET", comment: "Over this quarter's uniform budget." },
  { ...LIAM, user: "ethan.martin@acme.example", daysAgo: 52, status: "REJECTED", reasonCode: "WRONG_SIZE", comment: "Please check the sizes with Ethan and order again." },
];

const SAM = { placedBy: "buyer@wholesale.example", limit: "HARBOUR-BUYER-ORDER-500" };
const KAI = { placedBy: "kai.robinson@wholesale.example", limit: "HARBOUR-STORES-ORDER-300" };
const RUBY = { placedBy: "ruby.evans@wholesale.example", limit: "HARBOUR-STORES-ORDER-300" };
const WHOLESALE_APPROVER = "approver@wholesale.example";

/** The wholesale site: 5 pending (head office, Sydney, Newcastle), 1 approved and 1 rejected by approver@wholesale.example. */
const WHOLESALE_ORDERS: DemoOrder[] = [
  { ...KAI, user: "kai.robinson@wholesale.example", daysAgo: 1, status: "PENDING_APPROVAL" },
  { ...RUBY, user: "ruby.evans@wholesale.example", daysAgo: 3, status: "PENDING_APPROVAL" },
  { ...SAM, user: "buyer@wholesale.example", daysAgo: 5, status: "PENDING_APPROVAL" },
  { ...KAI, user: "newstarter@wholesale.example", daysAgo: 11, status: "PENDING_APPROVAL" },
  { ...RUBY, user: "ruby.evans@wholesale.example", daysAgo: 17, status: "PENDING_APPROVAL" },
  { ...KAI, user: "kai.robinson@wholesale.example", daysAgo: 24, status: "APPROVED", comment: "Approved for the Sydney store." },
  { ...SAM, user: "buyer@wholesale.example", daysAgo: 30, status: "REJECTED", reasonCode: "NOT_REQUIRED", comment: "Stock is still on the shelves." },
];

/** Orders of an e2e unit: 6 pending (buyer for the wearer and for themself, spread over 50 days), 1 approved, 1 rejected. */
function e2eOrders(project: ApprovalE2eProject): DemoOrder[] {
  const { buyer, wearer } = approvalE2eAccounts(project);
  const limit = `E2E-APPROVALS-${project.toUpperCase()}-ORDER-50`;
  const pending = [2, 7, 14, 22, 35, 50].map((daysAgo, index): DemoOrder => ({
    placedBy: buyer,
    user: index % 3 === 2 ? buyer : wearer,
    daysAgo,
    limit,
    status: "PENDING_APPROVAL",
  }));
  return [
    ...pending,
    { placedBy: buyer, user: wearer, daysAgo: 10, limit, status: "APPROVED", comment: "Approved." },
    { placedBy: buyer, user: wearer, daysAgo: 18, limit, status: "REJECTED", reasonCode: "DUPLICATE", comment: "Already ordered last week." },
  ];
}

/** Every seeded approval order with its fixed id. */
export function approvalSeedOrders(): (DirectOrderInput & { id: number })[] {
  const toInput = (order: DemoOrder, id: number, index: number, approver: string, minQuantity: number, site = "corporate"): DirectOrderInput & { id: number } => ({
    id,
    site,
    userUid: order.user,
    placedByUid: order.placedBy,
    entries: entriesFor(index, minQuantity, limitRecord(order.limit).type === "ORDER" ? limitRecord(order.limit).thresholdCents : null),
    createdAt: at(order.daysAgo, 8 + (index % 9)),
    status: order.status,
    exceededLimit: limitRecord(order.limit),
    ...(order.status === "PENDING_APPROVAL"
      ? {}
      : {
          decision: {
            decision: order.status === "APPROVED" ? ("APPROVE" as const) : ("REJECT" as const),
            approverUid: approver,
            decidedAt: at(order.daysAgo, 8 + (index % 9)) + DAY + 2 * HOUR,
            comment: order.comment ?? null,
            reasonCode: order.reasonCode ?? null,
          },
        }),
  });
  return [
    ...DEMO_ORDERS.map((order, index) => toInput(order, 29_000_001 + index, index, APPROVER, 2)),
    ...WHOLESALE_ORDERS.map((order, index) => toInput(order, 29_000_301 + index, index + 3, WHOLESALE_APPROVER, 2, "wholesale")),
    ...APPROVAL_E2E_PROJECTS.flatMap((project, p) =>
      e2eOrders(project).map((order, index) => toInput(order, 29_000_101 + p * 100 + index, index, approvalE2eAccounts(project).approver, 2)),
    ),
  ];
}

export function seedApprovals(db: Db, insert: Insert) {
  for (const unit of APPROVAL_E2E_UNITS) {
    insert("org_units", {
      uid: unit.uid,
      site: "corporate",
      parent_uid: unit.parentUid,
      name: unit.name,
      bill_to_name: "Acme Workwear Pty Ltd",
      country: "AU",
      currency: "AUD",
      customer_specific_currency_symbol: "A$",
      bulk_upload_enabled: 0,
    });
  }
  seedTestAccounts(db, insert, APPROVAL_USERS);
  const fillCode = db.prepare<[string, string]>("UPDATE users SET employee_code = ? WHERE uid = ? AND employee_code IS NULL");
  for (const user of APPROVAL_USERS) if (user.employeeCode) fillCode.run(user.employeeCode, user.uid);
  for (const limit of PURCHASE_LIMITS) {
    insert("purchase_limits", {
      code: limit.code,
      type: limit.type,
      threshold_cents: limit.thresholdCents,
      period: limit.period,
      currency: limit.currency,
      unit: limit.unit,
      active: 1,
    });
    for (const user of limit.users) insert("purchase_limit_users", { limit_code: limit.code, user_uid: user });
  }
  const orders = directOrders(db, { addresses: addressReader(db), tiersOf: volumeTierLoader(db) });
  let inserted = 0;
  for (const order of approvalSeedOrders()) {
    if (orders.exists(String(order.id))) continue;
    orders.create(order);
    inserted += 1;
  }
  return inserted;
}
