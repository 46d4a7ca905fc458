/**
 * Issue 26 (H4, user groups): an organisation of its own for the user-group e2e specs and the bad-input corpus, so
 * nothing they create, change or delete touches the demo organisations (docs/organisation.md "User groups"). Root
 * unit `groups-e2e` (corporate site) with one team unit; its admin, the corpus admin and three members; a group with
 * a purchase limit assigned (the detail shows it read-only) and the corpus's own group. Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

const ORG = { site: "corporate", bill_to_name: "Groups Test Pty Ltd", country: "AU", currency: "AUD", customer_specific_currency_symbol: "A$" };

export const ORG_GROUPS_E2E = {
  root: "groups-e2e",
  team: "groups-e2e-team",
  /** The e2e specs' admin (admin of the root). */
  admin: "groups-admin@groups-e2e.example",
  /** The bad-input corpus's admin (its own rows are compared before and after). */
  corpusAdmin: "bad-input-groups-admin@groups-e2e.example",
  members: ["groups-member-1@groups-e2e.example", "groups-member-2@groups-e2e.example", "groups-member-3@groups-e2e.example"],
  /** A group with a purchase limit assigned. */
  group: "groups-e2e-crew",
  limit: "GROUPS-E2E-ORDER-500",
  /** The corpus's group (its edit, members and delete forms are posted). */
  corpusGroup: "groups-e2e-corpus",
} as const;

export const ORG_GROUPS_E2E_UNITS = [
  { uid: ORG_GROUPS_E2E.root, parent: null, name: "Groups Test Head Office" },
  { uid: ORG_GROUPS_E2E.team, parent: ORG_GROUPS_E2E.root, name: "Groups Test Team" },
] as const;

export const ORG_GROUPS_E2E_USERS: readonly TestAccountSeed[] = [
  { uid: ORG_GROUPS_E2E.admin, firstName: "Gail", lastName: "Groups", orgUnit: ORG_GROUPS_E2E.root, group: "b2badmingroup" },
  { uid: ORG_GROUPS_E2E.corpusAdmin, firstName: "Cora", lastName: "Groups", orgUnit: ORG_GROUPS_E2E.root, group: "b2badmingroup" },
  { uid: ORG_GROUPS_E2E.members[0], firstName: "Mona", lastName: "Member", orgUnit: ORG_GROUPS_E2E.team },
  { uid: ORG_GROUPS_E2E.members[1], firstName: "Milo", lastName: "Member", orgUnit: ORG_GROUPS_E2E.team },
  { uid: ORG_GROUPS_E2E.members[2], firstName: "Maya", lastName: "Member", orgUnit: ORG_GROUPS_E2E.team },
];

export function seedOrgGroupsE2e(_db: Db, insert: Insert) {
  for (const unit of ORG_GROUPS_E2E_UNITS) insert("org_units", { ...ORG, uid: unit.uid, parent_uid: unit.parent, name: unit.name, approval_process: unit.parent ? null : "accApproval" });
  seedTestAccounts(_db, insert, ORG_GROUPS_E2E_USERS);
  for (const admin of [ORG_GROUPS_E2E.admin, ORG_GROUPS_E2E.corpusAdmin]) insert("user_group_members", { user_uid: admin, group_uid: "CustomerAdmin", position: 1 });
  insert("user_groups", { uid: ORG_GROUPS_E2E.group, name: "Crew", unit_uid: ORG_GROUPS_E2E.root });
  insert("user_group_members", { user_uid: ORG_GROUPS_E2E.members[0], group_uid: ORG_GROUPS_E2E.group, position: 100 });
  insert("purchase_limits", { code: ORG_GROUPS_E2E.limit, type: "ORDER", threshold_cents: 50_000, period: null, currency: "AUD", unit: ORG_GROUPS_E2E.root, active: 1 });
  insert("purchase_limit_groups", { limit_code: ORG_GROUPS_E2E.limit, group_uid: ORG_GROUPS_E2E.group });
  insert("user_groups", { uid: ORG_GROUPS_E2E.corpusGroup, name: "Corpus", unit_uid: ORG_GROUPS_E2E.root });
}
