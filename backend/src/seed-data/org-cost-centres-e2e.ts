/**
 * Issue 27 (helper A, cost centres): an organisation of its own for the cost-centre e2e spec and the bad-input corpus,
 * so nothing they create, change or remove touches the demo organisations (docs/organisation.md "Cost centres"). Root
 * unit `cc-e2e` (corporate site, cost centres enabled at checkout) with one team unit; its admin, the corpus admin, one
 * buyer per Playwright project (linked to the root's cost centre and to the cost centre of a depot unit of their
 * project) and the corpus's own cost centre. Password: the demo
 * password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const ORG = { site: "corporate", bill_to_name: "Cost Centre Test Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

export const ORG_CC_E2E = {
  root: "cc-e2e",
  team: "cc-e2e-team",
  /** The e2e spec's admin (admin of the root). */
  admin: "cc-admin@cc-e2e.example",
  /** The bad-input corpus's admin (its own rows are compared before and after). */
  corpusAdmin: "bad-input-cc-admin@cc-e2e.example",
  /** One buyer per Playwright project (their checkout's cost-centre options are the e2e's observable). */
  buyers: { js: "cc-buyer-js@cc-e2e.example", "no-js": "cc-buyer-nojs@cc-e2e.example" },
  /** The root's cost centre, linked to both buyers. */
  costCentre: "CC-E2E-MAIN",
  /** The team's cost centre (a detail page with a budget and a user). */
  teamCostCentre: "CC-E2E-TEAM",
  /** The corpus's cost centre (its edit, disable, enable and remove forms are posted). */
  corpusCostCentre: "CC-E2E-CORPUS",
  budget: "CC-E2E-FY27",
  /**
   * Per project: a unit below the root whose cost centre the project's buyer is linked to (the buyer stays in the root,
   * so disabling this unit leaves the buyer active: the checkout e2e disables it and sees the cost centre go).
   */
  checkoutUnits: { js: "cc-e2e-depot-js", "no-js": "cc-e2e-depot-nojs" },
  checkoutCostCentres: { js: "CC-E2E-DEPOT-JS", "no-js": "CC-E2E-DEPOT-NOJS" },
} as const;

export const ORG_CC_E2E_UNITS = [
  { uid: ORG_CC_E2E.root, parent: null, name: "Cost Centre Test Head Office" },
  { uid: ORG_CC_E2E.team, parent: ORG_CC_E2E.root, name: "Cost Centre Test Team" },
  { uid: ORG_CC_E2E.checkoutUnits.js, parent: ORG_CC_E2E.root, name: "Cost Centre Test Depot (js)" },
  { uid: ORG_CC_E2E.checkoutUnits["no-js"], parent: ORG_CC_E2E.root, name: "Cost Centre Test Depot (no-js)" },
] as const;

export const ORG_CC_E2E_USERS: readonly TestAccountSeed[] = [
  { uid: ORG_CC_E2E.admin, firstName: "Cass", lastName: "Centre", orgUnit: ORG_CC_E2E.root, group: "b2badmingroup" },
  { uid: ORG_CC_E2E.corpusAdmin, firstName: "Cora", lastName: "Centre", orgUnit: ORG_CC_E2E.root, group: "b2badmingroup" },
  { uid: ORG_CC_E2E.buyers.js, firstName: "Bea", lastName: "Buyer", orgUnit: ORG_CC_E2E.root },
  { uid: ORG_CC_E2E.buyers["no-js"], firstName: "Ben", lastName: "Buyer", orgUnit: ORG_CC_E2E.root },
];

export function seedOrgCostCentresE2e(db: Db, insert: Insert) {
  for (const unit of ORG_CC_E2E_UNITS) insert("org_units", { ...ORG, uid: unit.uid, parent_uid: unit.parent, name: unit.name, approval_process: unit.parent ? null : "accApproval", cost_centre_enabled: unit.parent ? 0 : 1 });
  seedTestAccounts(db, insert, ORG_CC_E2E_USERS);
  for (const admin of [ORG_CC_E2E.admin, ORG_CC_E2E.corpusAdmin]) insert("user_group_members", { user_uid: admin, group_uid: "CustomerAdmin", position: 1 });
  insert("cost_centres", { code: ORG_CC_E2E.costCentre, name: "Head office", unit_uid: ORG_CC_E2E.root, currency: "AUD", active: 1 });
  insert("cost_centres", { code: ORG_CC_E2E.teamCostCentre, name: "Team", unit_uid: ORG_CC_E2E.team, currency: "AUD", active: 1 });
  insert("cost_centres", { code: ORG_CC_E2E.corpusCostCentre, name: "Corpus", unit_uid: ORG_CC_E2E.root, currency: "AUD", active: 1 });
  insert("budgets", { code: ORG_CC_E2E.budget, name: "Team FY27", amount_cents: 250_000, currency: "AUD", start_date: "2026-07-01", end_date: "2027-06-30", unit_uid: ORG_CC_E2E.team, active: 1 });
  insert("cost_centre_budgets", { cost_centre_code: ORG_CC_E2E.teamCostCentre, budget_code: ORG_CC_E2E.budget });
  for (const project of ["js", "no-js"] as const) {
    const buyer = ORG_CC_E2E.buyers[project];
    const depot = ORG_CC_E2E.checkoutCostCentres[project];
    insert("cost_centres", { code: depot, name: `Depot ${project}`, unit_uid: ORG_CC_E2E.checkoutUnits[project], currency: "AUD", active: 1 });
    insert("user_cost_centres", { user_uid: buyer, cost_centre_code: ORG_CC_E2E.costCentre, is_default: 1 });
    insert("user_cost_centres", { user_uid: buyer, cost_centre_code: depot, is_default: 0 });
  }
}
