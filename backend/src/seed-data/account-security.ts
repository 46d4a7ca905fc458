/**
 * Issue 25, Login & Security (docs/login-security.md): e2e accounts that change their password or e-mail, one per
 * purpose and Playwright project (a change revokes every token of the user, so no other test may share them), all
 * with showLoginPreferencePage. Password: the demo password. Demo accounts with the page: buyer@acme.example and
 * admin@acme.example (seed-data/orgs.ts); without: every other demo account (e.g. wearer@acme.example).
 *
 * The bad-input corpus's buyer (seed-data/bad-input-users.ts) gets the flag too, so the corpus reaches both forms
 * (it never knows the password: nothing changes).
 */
import { type Db } from "../db";
import { BAD_INPUT_USERS } from "./bad-input-users";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export const ACCOUNT_SECURITY_E2E_USERS = {
  /** The rules' messages and 'Old password incorrect.' (never changes anything). */
  rulesJs: "login-security-js@acme.example",
  rulesNoJs: "login-security-nojs@acme.example",
  /** A successful password change, an old session signed out, sign in with the new password. */
  passwordJs: "password-change-js@acme.example",
  passwordNoJs: "password-change-nojs@acme.example",
  /** The keyboard-only password change (js project). */
  keyboardJs: "password-keyboard-js@acme.example",
  /** A successful e-mail change, sign in with the new address. */
  emailJs: "email-change-js@acme.example",
  emailNoJs: "email-change-nojs@acme.example",
} as const;

const ACCOUNTS: TestAccountSeed[] = [
  { uid: ACCOUNT_SECURITY_E2E_USERS.rulesJs, firstName: "Lena", lastName: "Rules" },
  { uid: ACCOUNT_SECURITY_E2E_USERS.rulesNoJs, firstName: "Leo", lastName: "Rules" },
  { uid: ACCOUNT_SECURITY_E2E_USERS.passwordJs, firstName: "Pat", lastName: "Change" },
  { uid: ACCOUNT_SECURITY_E2E_USERS.passwordNoJs, firstName: "Pia", lastName: "Change" },
  { uid: ACCOUNT_SECURITY_E2E_USERS.keyboardJs, firstName: "Kai", lastName: "Keys" },
  { uid: ACCOUNT_SECURITY_E2E_USERS.emailJs, firstName: "Ella", lastName: "Mailer" },
  { uid: ACCOUNT_SECURITY_E2E_USERS.emailNoJs, firstName: "Eli", lastName: "Mailer" },
];

export function seedAccountSecurity(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, ACCOUNTS);
  const flag = db.prepare<[string]>("UPDATE users SET show_login_preference_page = 1 WHERE uid = ? AND show_login_preference_page = 0");
  for (const account of ACCOUNTS) flag.run(account.uid);
  flag.run(BAD_INPUT_USERS.buyer);
}
