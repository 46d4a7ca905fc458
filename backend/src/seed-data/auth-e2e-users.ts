/**
 * Accounts kept for the auth e2e specs (e2e/onboarding.spec.ts): a first-login user and an identity-provider
 * registration user per Playwright project, so the js and no-js runs of a flow that clears the account's flag never
 * share (or wait for) an account. The demo accounts newstarter@… and sso@… stay for the sign-in specs' landing
 * checks. Inserted when missing, with the public demo password; the flag is set only on insert.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export type AuthE2eUser = TestAccountSeed & { flag: "isFirstLogin" | "showCdcRegistrationPage" };

const wearer = (uid: string, firstName: string, lastName: string, flag: AuthE2eUser["flag"]): AuthE2eUser => ({
  uid,
  firstName,
  lastName,
  group: "customergroup",
  priceEnabled: false,
  flag,
});

/** `onboarding-{js|nojs}@acme.example` (first login), `sso-{js|nojs}@acme.example` (identity-provider registration). */
export const AUTH_E2E_USERS: AuthE2eUser[] = [
  wearer("onboarding-js@acme.example", "Nell", "Onboarding", "isFirstLogin"),
  wearer("onboarding-nojs@acme.example", "Ned", "Onboarding", "isFirstLogin"),
  wearer("sso-js@acme.example", "Sky", "Identity", "showCdcRegistrationPage"),
  wearer("sso-nojs@acme.example", "Sol", "Identity", "showCdcRegistrationPage"),
];

export function seedAuthE2eUsers(db: Db, insert: Insert) {
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  const missing = AUTH_E2E_USERS.filter((user) => !userExists.get(user.uid));
  seedTestAccounts(db, insert, missing);
  const setFirstLogin = db.prepare<[string]>("UPDATE users SET is_first_login = 1 WHERE uid = ?");
  const setCdc = db.prepare<[string]>("UPDATE users SET show_cdc_registration_page = 1 WHERE uid = ?");
  for (const user of missing) (user.flag === "isFirstLogin" ? setFirstLogin : setCdc).run(user.uid);
}
