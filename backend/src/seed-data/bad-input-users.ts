/**
 * Accounts kept for the bad-input corpus (e2e/bad-input.spec.ts, issue 21): it posts hostile values to every form
 * and checks that the rows these users own are unchanged, so no other test may change them. One of each kind of user
 * a form needs: a buyer (cart, checkout, purchase orders, proxy mode), a wearer with packs, a first-login user, an
 * identity-provider registration user and a punch-out buyer. Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const BAD_INPUT_USERS = {
  buyer: "bad-input-buyer@acme.example",
  wearer: "bad-input-wearer@acme.example",
  newstarter: "bad-input-newstarter@acme.example",
  sso: "bad-input-sso@acme.example",
  punchout: "bad-input-punchout@acme.example",
} as const;

export const BAD_INPUT_E2E_USERS: TestAccountSeed[] = [
  { uid: BAD_INPUT_USERS.buyer, firstName: "Bea", lastName: "Corpus" },
  { uid: BAD_INPUT_USERS.wearer, firstName: "Wes", lastName: "Corpus", group: "customergroup", priceEnabled: false, enableTaken: true },
  { uid: BAD_INPUT_USERS.newstarter, firstName: "Nia", lastName: "Corpus", group: "customergroup", priceEnabled: false },
  { uid: BAD_INPUT_USERS.sso, firstName: "Sid", lastName: "Corpus", group: "customergroup", priceEnabled: false },
  { uid: BAD_INPUT_USERS.punchout, firstName: "Pia", lastName: "Corpus" },
];

export function seedBadInputUsers(db: Db, insert: Insert) {
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  const missing = BAD_INPUT_E2E_USERS.filter((user) => !userExists.get(user.uid));
  seedTestAccounts(db, insert, missing);
  const isNew = (uid: string) => missing.some((user) => user.uid === uid);
  if (isNew(BAD_INPUT_USERS.wearer)) {
    for (const role of ["acme-office", "acme-site"]) insert("user_pack_roles", { user_uid: BAD_INPUT_USERS.wearer, role_code: role });
  }
  if (isNew(BAD_INPUT_USERS.newstarter)) db.prepare("UPDATE users SET is_first_login = 1 WHERE uid = ?").run(BAD_INPUT_USERS.newstarter);
  if (isNew(BAD_INPUT_USERS.sso)) db.prepare("UPDATE users SET show_cdc_registration_page = 1 WHERE uid = ?").run(BAD_INPUT_USERS.sso);
}
