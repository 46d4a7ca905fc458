/**
 * Issue 26 (H3), user administration e2e accounts (e2e/org-user-admin.spec.ts, e2e/authorization-matrix.ts): one
 * user per test and Playwright project, so no test changes what another (or the demo) relies on. Fixed customer PKs
 * (199100–199199) give the specs stable URLs (`/organisation/users/{pk}/…`). Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

interface AdminE2eUser extends TestAccountSeed {
  pk: number;
  uid: string;
}

/** The accounts by purpose; `js` / `nojs` per Playwright project. */
export const ORG_USER_ADMIN_E2E = {
  /** Only read (authorization matrix, another organisation's admin gets 404): never changed. */
  matrix: { pk: 199100, uid: "oua-matrix@acme.example", firstName: "Mattie", lastName: "Matrix", orgUnit: "acme-au-nsw-sydney" },
  roleJs: { pk: 199101, uid: "oua-role-js@acme.example", firstName: "Rory", lastName: "Rolejs", orgUnit: "acme-au-nsw-sydney" },
  roleNojs: { pk: 199102, uid: "oua-role-nojs@acme.example", firstName: "Rory", lastName: "Rolenojs", orgUnit: "acme-au-nsw-sydney" },
  deactivateJs: { pk: 199103, uid: "oua-deactivate-js@acme.example", firstName: "Dana", lastName: "Deactjs", orgUnit: "acme-au-nsw" },
  deactivateNojs: { pk: 199104, uid: "oua-deactivate-nojs@acme.example", firstName: "Dana", lastName: "Deactnojs", orgUnit: "acme-au-nsw" },
  deleteJs: { pk: 199105, uid: "oua-delete-js@acme.example", firstName: "Dell", lastName: "Deletejs", orgUnit: "acme-au-vic", group: "b2bapprovergroup" },
  deleteNojs: { pk: 199106, uid: "oua-delete-nojs@acme.example", firstName: "Dell", lastName: "Deletenojs", orgUnit: "acme-au-vic", group: "b2bapprovergroup" },
  paymentJs: { pk: 199107, uid: "oua-payment-js@acme.example", firstName: "Penny", lastName: "Paymentjs", orgUnit: "acme-au-nsw-sydney" },
  paymentNojs: { pk: 199108, uid: "oua-payment-nojs@acme.example", firstName: "Penny", lastName: "Paymentnojs", orgUnit: "acme-au-nsw-sydney" },
  approversJs: { pk: 199109, uid: "oua-approvers-js@acme.example", firstName: "Abe", lastName: "Approversjs", orgUnit: "acme-au-nsw-sydney" },
  approversNojs: { pk: 199110, uid: "oua-approvers-nojs@acme.example", firstName: "Abe", lastName: "Approversnojs", orgUnit: "acme-au-nsw-sydney" },
  /** The bad-input corpus's subjects (e2e/bad-input-forms.ts): the row forms, and one per confirmation. */
  corpusForms: { pk: 199111, uid: "oua-corpus-forms@acme.example", firstName: "Corra", lastName: "Forms", orgUnit: "acme-au-vic-geelong" },
  corpusDeactivate: { pk: 199112, uid: "oua-corpus-deactivate@acme.example", firstName: "Corra", lastName: "Deactivate", orgUnit: "acme-au-vic-geelong" },
  corpusActivate: { pk: 199113, uid: "oua-corpus-activate@acme.example", firstName: "Corra", lastName: "Activate", orgUnit: "acme-au-vic-geelong" },
  corpusDelete: { pk: 199114, uid: "oua-corpus-delete@acme.example", firstName: "Corra", lastName: "Delete", orgUnit: "acme-au-vic-geelong" },
} as const satisfies Record<string, AdminE2eUser>;

export const ORG_USER_ADMIN_E2E_USERS: readonly AdminE2eUser[] = Object.values(ORG_USER_ADMIN_E2E);

export function seedOrgUserAdminE2e(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, ORG_USER_ADMIN_E2E_USERS);
  const setPk = db.prepare<[number, string, number]>("UPDATE users SET pk = ? WHERE uid = ? AND pk <> ?");
  for (const user of ORG_USER_ADMIN_E2E_USERS) setPk.run(user.pk, user.uid, user.pk);
  // The activate page shows its form for a deactivated user only.
  db.prepare<[string]>("UPDATE users SET disabled = 1 WHERE uid = ?").run(ORG_USER_ADMIN_E2E.corpusActivate.uid);
  // The delete targets approve their project's approvers user (a warning of the deletion validation).
  insert("user_approvers", { user_uid: ORG_USER_ADMIN_E2E.approversJs.uid, approver_uid: ORG_USER_ADMIN_E2E.deleteJs.uid });
  insert("user_approvers", { user_uid: ORG_USER_ADMIN_E2E.approversNojs.uid, approver_uid: ORG_USER_ADMIN_E2E.deleteNojs.uid });
  // Payment details: the Sydney depot (default) linked; ACME-NSW and ACME-OPS addable (the unit's ancestors').
  for (const user of [ORG_USER_ADMIN_E2E.paymentJs, ORG_USER_ADMIN_E2E.paymentNojs]) {
    insert("user_cost_centres", { user_uid: user.uid, cost_centre_code: "ACME-SYD", is_default: 1 });
  }
}
