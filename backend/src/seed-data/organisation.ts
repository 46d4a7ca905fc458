/**
 * Issue 26, organisation administration (docs/organisation.md): Acme's third level of units (sites under the states),
 * demo users across roles in them, the organisation admins of the other organisations (admin@kiwi.example must never
 * see Acme; admin@wholesale.example runs the Harbour stores), a subtree admin (admin-nsw@acme.example sees only NSW),
 * organisation user groups, unit and user approvers, budgets, cost centres of the sites and users' payment details.
 * Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const ACME = { site: "corporate", bill_to_name: "Acme Workwear Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

/** The sites: Acme's third level (root → states → sites). */
export const ORGANISATION_UNITS = [
  { uid: "acme-au-nsw-sydney", parent: "acme-au-nsw", name: "Acme Sydney Depot" },
  { uid: "acme-au-nsw-newcastle", parent: "acme-au-nsw", name: "Acme Newcastle Depot" },
  { uid: "acme-au-vic-melbourne", parent: "acme-au-vic", name: "Acme Melbourne Depot" },
  { uid: "acme-au-vic-geelong", parent: "acme-au-vic", name: "Acme Geelong Depot" },
] as const;

/** Organisation admins besides admin@acme.example (b2badmingroup + CustomerAdmin). */
export const ORGANISATION_ADMINS = {
  /** Kiwi Services' admin: must never see Acme (404 on Acme's ids). */
  kiwi: "admin@kiwi.example",
  /** Harbour Wholesale's admin: the stores. */
  wholesale: "admin@wholesale.example",
  /** Admin of acme-au-nsw only: sees NSW and its sites, never VIC or the root. */
  acmeNsw: "admin-nsw@acme.example",
} as const;

interface DemoUser extends TestAccountSeed {
  groups: string[];
  mobile?: string;
  employeeCode?: string;
}

const ADMINS: DemoUser[] = [
  { uid: ORGANISATION_ADMINS.kiwi, firstName: "Tama", lastName: "Rewi", orgUnit: "kiwi-nz", groups: ["b2badmingroup", "CustomerAdmin"], employeeCode: "KIWI-1001" },
  { uid: ORGANISATION_ADMINS.wholesale, firstName: "Harper", lastName: "Lowe", orgUnit: "harbour-wholesale", groups: ["b2badmingroup", "CustomerAdmin"], employeeCode: "HARB-1001" },
  { uid: ORGANISATION_ADMINS.acmeNsw, firstName: "Nina", lastName: "Soto", orgUnit: "acme-au-nsw", groups: ["b2badmingroup", "CustomerAdmin"], employeeCode: "ACME-1101" },
];

/** Demo users of the sites, across roles (employee codes ACME-11xx). */
const SITE_USERS: DemoUser[] = [
  { uid: "oliver.grant@acme.example", firstName: "Oliver", lastName: "Grant", orgUnit: "acme-au-nsw-sydney", groups: ["b2bcustomergroup"], mobile: "+61400001102", employeeCode: "ACME-1102" },
  { uid: "ruby.hall@acme.example", firstName: "Ruby", lastName: "Hall", orgUnit: "acme-au-nsw-sydney", groups: ["b2bapprovergroup"], mobile: "+61400001103", employeeCode: "ACME-1103" },
  { uid: "jack.evans@acme.example", firstName: "Jack", lastName: "Evans", orgUnit: "acme-au-nsw-sydney", groups: ["customergroup"], employeeCode: "ACME-1104" },
  { uid: "chloe.kim@acme.example", firstName: "Chloe", lastName: "Kim", orgUnit: "acme-au-nsw-sydney", groups: ["customergroup"], employeeCode: "ACME-1105" },
  { uid: "ethan.moore@acme.example", firstName: "Ethan", lastName: "Moore", orgUnit: "acme-au-nsw-newcastle", groups: ["b2bcustomergroup"], mobile: "+61400001106", employeeCode: "ACME-1106" },
  { uid: "zoe.clarke@acme.example", firstName: "Zoe", lastName: "Clarke", orgUnit: "acme-au-nsw-newcastle", groups: ["customergroup"], employeeCode: "ACME-1107" },
  { uid: "lucas.wright@acme.example", firstName: "Lucas", lastName: "Wright", orgUnit: "acme-au-nsw", groups: ["b2bmanagergroup"], mobile: "+61400001108", employeeCode: "ACME-1108" },
  { uid: "grace.young@acme.example", firstName: "Grace", lastName: "Young", orgUnit: "acme-au-nsw", groups: ["b2bapprovergroup"], mobile: "+61400001109", employeeCode: "ACME-1109" },
  { uid: "henry.scott@acme.example", firstName: "Henry", lastName: "Scott", orgUnit: "acme-au-vic-melbourne", groups: ["b2bcustomergroup", "unitorderviewergroup"], mobile: "+61400001110", employeeCode: "ACME-1110" },
  { uid: "isla.baker@acme.example", firstName: "Isla", lastName: "Baker", orgUnit: "acme-au-vic-melbourne", groups: ["customergroup"], employeeCode: "ACME-1111" },
  { uid: "mason.adams@acme.example", firstName: "Mason", lastName: "Adams", orgUnit: "acme-au-vic-melbourne", groups: ["b2bapprovergroup"], employeeCode: "ACME-1112" },
  { uid: "ava.nelson@acme.example", firstName: "Ava", lastName: "Nelson", orgUnit: "acme-au-vic-geelong", groups: ["b2bcustomergroup"], employeeCode: "ACME-1113" },
  { uid: "leo.carter@acme.example", firstName: "Leo", lastName: "Carter", orgUnit: "acme-au-vic-geelong", groups: ["customergroup"], employeeCode: "ACME-1114" },
  { uid: "mia.mitchell@acme.example", firstName: "Mia", lastName: "Mitchell", orgUnit: "acme-au-vic", groups: ["b2bmanagergroup"], employeeCode: "ACME-1115" },
  { uid: "tom.ellis@acme.example", firstName: "Tom", lastName: "Ellis", orgUnit: "acme-au-vic", groups: ["b2bapprovergroup"], employeeCode: "ACME-1116" },
  { uid: "hana.parata@kiwi.example", firstName: "Hana", lastName: "Parata", orgUnit: "kiwi-nz-akl", groups: ["b2bcustomergroup"], employeeCode: "KIWI-1002" },
  { uid: "store.manager@wholesale.example", firstName: "Riley", lastName: "Quinn", orgUnit: "harbour-newcastle", groups: ["b2bmanagergroup"], employeeCode: "HARB-1002" },
];

/** Organisation user groups (uid, name, unit) and their members. */
export const ORGANISATION_USER_GROUPS = [
  { uid: "acme-site-leads", name: "Site leads", unit: "acme-au", members: ["oliver.grant@acme.example", "ethan.moore@acme.example", "henry.scott@acme.example"] },
  { uid: "acme-nsw-drivers", name: "NSW drivers", unit: "acme-au-nsw", members: ["jack.evans@acme.example", "zoe.clarke@acme.example"] },
  { uid: "kiwi-team-leaders", name: "Team leaders", unit: "kiwi-nz", members: ["hana.parata@kiwi.example"] },
  { uid: "harbour-store-managers", name: "Store managers", unit: "harbour-wholesale", members: ["store.manager@wholesale.example"] },
] as const;

const UNIT_APPROVERS = [
  { unit: "acme-au", approver: "approver@acme.example" },
  { unit: "acme-au-nsw", approver: "grace.young@acme.example" },
  { unit: "acme-au-nsw-sydney", approver: "ruby.hall@acme.example" },
  { unit: "acme-au-vic", approver: "tom.ellis@acme.example" },
] as const;

const USER_APPROVERS = [{ user: "henry.scott@acme.example", approver: "mason.adams@acme.example" }] as const;

const SITE_COST_CENTRES = [
  { code: "ACME-SYD", name: "Sydney depot", unit: "acme-au-nsw-sydney" },
  { code: "ACME-MEL", name: "Melbourne depot", unit: "acme-au-vic-melbourne" },
  { code: "ACME-VIC", name: "VIC field teams", unit: "acme-au-vic" },
] as const;

export const ORGANISATION_BUDGETS = [
  { code: "ACME-OPS-FY27", name: "Operations FY27", amountCents: 5_000_000, unit: "acme-au", start: "2026-07-01", end: "2027-06-30", costCentres: ["ACME-OPS"] },
  { code: "ACME-NSW-FY27", name: "NSW field teams FY27", amountCents: 1_200_000, unit: "acme-au-nsw", start: "2026-07-01", end: "2027-06-30", costCentres: ["ACME-NSW"] },
  { code: "ACME-SYD-FY27", name: "Sydney depot FY27", amountCents: 400_000, unit: "acme-au-nsw-sydney", start: "2026-07-01", end: "2027-06-30", costCentres: ["ACME-SYD"] },
  { code: "ACME-VIC-FY27", name: "VIC field teams FY27", amountCents: 900_000, unit: "acme-au-vic", start: "2026-07-01", end: "2027-06-30", costCentres: ["ACME-VIC", "ACME-MEL"] },
  { code: "KIWI-OPS-FY27", name: "Operations FY27", amountCents: 2_000_000, unit: "kiwi-nz", start: "2026-07-01", end: "2027-06-30", costCentres: ["KIWI-OPS"], currency: "NZD" },
] as const;

/** Users' payment details: the cost centres they may charge (the first is the default). */
const USER_COST_CENTRES = [
  { user: "buyer@acme.example", codes: ["ACME-OPS", "ACME-FLEET"] },
  { user: "oliver.grant@acme.example", codes: ["ACME-SYD", "ACME-NSW"] },
  { user: "ethan.moore@acme.example", codes: ["ACME-NSW"] },
  { user: "henry.scott@acme.example", codes: ["ACME-MEL"] },
] as const;

export const ORGANISATION_DEMO_USERS: readonly DemoUser[] = [...ADMINS, ...SITE_USERS];

export function seedOrganisation(db: Db, insert: Insert) {
  for (const unit of ORGANISATION_UNITS) insert("org_units", { ...ACME, uid: unit.uid, parent_uid: unit.parent, name: unit.name });
  db.prepare("UPDATE org_units SET approval_process = 'accApproval' WHERE uid IN ('acme-au', 'kiwi-nz', 'harbour-wholesale') AND approval_process IS NULL").run();

  seedTestAccounts(db, insert, ORGANISATION_DEMO_USERS.map((user) => ({ uid: user.uid, firstName: user.firstName, lastName: user.lastName, orgUnit: user.orgUnit, group: user.groups[0] })));
  const contact = db.prepare<[string | null, string | null, string]>(
    "UPDATE users SET mobile = coalesce(mobile, ?), employee_code = coalesce(employee_code, ?) WHERE uid = ?",
  );
  for (const user of ORGANISATION_DEMO_USERS) {
    contact.run(user.mobile ?? null, user.employeeCode ?? null, user.uid);
    user.groups.forEach((group, position) => insert("user_group_members", { user_uid: user.uid, group_uid: group, position }));
  }

  for (const group of ORGANISATION_USER_GROUPS) {
    insert("user_groups", { uid: group.uid, name: group.name, unit_uid: group.unit });
    group.members.forEach((member) => insert("user_group_members", { user_uid: member, group_uid: group.uid, position: 100 }));
  }
  for (const row of UNIT_APPROVERS) insert("unit_approvers", { unit_uid: row.unit, approver_uid: row.approver });
  for (const row of USER_APPROVERS) insert("user_approvers", { user_uid: row.user, approver_uid: row.approver });
  for (const centre of SITE_COST_CENTRES) insert("cost_centres", { code: centre.code, name: centre.name, unit_uid: centre.unit, currency: "AUD", active: 1 });
  for (const budget of ORGANISATION_BUDGETS) {
    insert("budgets", {
      code: budget.code,
      name: budget.name,
      amount_cents: budget.amountCents,
      currency: "currency" in budget ? budget.currency : "AUD",
      start_date: budget.start,
      end_date: budget.end,
      unit_uid: budget.unit,
      active: 1,
    });
    for (const centre of budget.costCentres) insert("cost_centre_budgets", { cost_centre_code: centre, budget_code: budget.code });
  }
  for (const row of USER_COST_CENTRES) {
    row.codes.forEach((code, index) => insert("user_cost_centres", { user_uid: row.user, cost_centre_code: code, is_default: index === 0 ? 1 : 0 }));
  }
}
