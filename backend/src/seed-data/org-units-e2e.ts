/**
 * Issue 26 (H1), units / stores: the bad-input corpus's organisation admin (e2e/bad-input-forms.ts) and the unit they
 * administer, a leaf under acme-au that nothing else uses: the corpus posts hostile values into the units forms as this
 * admin, so only this unit can be touched. The admin has a fixed customer PK (990026) for the remove page's URL.
 */
import { type Db } from "../db";
import { seedTestAccounts } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const ORG_UNITS_E2E = {
  unit: "acme-au-bad-input",
  admin: "bad-input-org-units@acme.example",
  adminPk: 990026,
} as const;

export function seedOrgUnitsE2e(db: Db, insert: Insert) {
  insert("org_units", {
    uid: ORG_UNITS_E2E.unit,
    site: "corporate",
    parent_uid: "acme-au",
    name: "Acme bad input depot",
    bill_to_name: "Acme Workwear Pty Ltd",
    country: "AU",
    currency: "AUD",
    customer_specific_currency_symbol: "A$",
  });
  seedTestAccounts(db, insert, [{ uid: ORG_UNITS_E2E.admin, firstName: "Corpus", lastName: "Admin", orgUnit: ORG_UNITS_E2E.unit, group: "b2badmingroup" }]);
  insert("user_group_members", { user_uid: ORG_UNITS_E2E.admin, group_uid: "CustomerAdmin", position: 1 });
  db.prepare<[number, string, number]>("UPDATE users SET pk = ? WHERE uid = ? AND pk <> ?").run(ORG_UNITS_E2E.adminPk, ORG_UNITS_E2E.admin, ORG_UNITS_E2E.adminPk);
}
