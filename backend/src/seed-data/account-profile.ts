/**
 * My Profile (issue 25; docs/account-profile.md): a title, mobile number and employee id for every demo account that
 * has none yet (so every profile shows something real), and the e2e accounts whose profile the specs change: one per
 * Playwright project for profile edits, for the mobile change and for closing the account. Password: the demo password.
 */
import { type Db } from "../db";
import { seedTestAccounts, type TestAccountSeed } from "./test-accounts";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

interface ProfileSeed {
  uid: string;
  titleCode: string;
  mobile?: string;
  employeeCode?: string;
}

/** Demo accounts (scripts/lib/demo-accounts.mjs): only empty fields are filled, so earlier seeds' values stay. */
export const DEMO_PROFILES: readonly ProfileSeed[] = [
  { uid: "wearer@acme.example", titleCode: "ms" },
  { uid: "buyer@acme.example", titleCode: "mrs", employeeCode: "ACME-4001" },
  { uid: "liam.nguyen@acme.example", titleCode: "mr", mobile: "+61412550101", employeeCode: "ACME-4002" },
  { uid: "olivia.brown@acme.example", titleCode: "ms", mobile: "+61412550102", employeeCode: "ACME-4003" },
  { uid: "approver@acme.example", titleCode: "dr", employeeCode: "ACME-4004" },
  { uid: "approver@wholesale.example", titleCode: "ms", mobile: "+61412550103", employeeCode: "HBR-4001" },
  { uid: "admin@acme.example", titleCode: "mx", mobile: "+61412550104", employeeCode: "ACME-4005" },
  { uid: "wearer@kiwi.example", titleCode: "ms", employeeCode: "KIWI-4001" },
  { uid: "newstarter@acme.example", titleCode: "mr", mobile: "+61412550105" },
  { uid: "buyer@wholesale.example", titleCode: "mr", employeeCode: "HBR-4002" },
  { uid: "sso@acme.example", titleCode: "mx", mobile: "+61412550106", employeeCode: "ACME-4006" },
  { uid: "punchout@acme.example", titleCode: "ms", mobile: "+61412550107", employeeCode: "ACME-4007" },
  { uid: "newstarter@wholesale.example", titleCode: "miss", mobile: "+61412550108", employeeCode: "HBR-4003" },
  { uid: "order-unavailable@acme.example", titleCode: "ms", mobile: "+61412550109", employeeCode: "ACME-4008" },
  { uid: "order-allocation@acme.example", titleCode: "mr", mobile: "+61412550110", employeeCode: "ACME-4009" },
  { uid: "disabled@acme.example", titleCode: "ms", employeeCode: "ACME-4010" },
  { uid: "unit-viewer@acme.example", titleCode: "ms", mobile: "+61412550111", employeeCode: "ACME-4011" },
];

/** The e2e accounts (e2e/account-profile.spec.ts), per Playwright project. */
export const PROFILE_E2E_USERS = {
  profile: { js: "profile-js@acme.example", "no-js": "profile-nojs@acme.example" },
  mobile: { js: "mobile-js@acme.example", "no-js": "mobile-nojs@acme.example" },
  close: { js: "close-js@acme.example", "no-js": "close-nojs@acme.example" },
} as const;

export const PROFILE_E2E_ACCOUNTS: readonly (TestAccountSeed & Omit<ProfileSeed, "uid">)[] = [
  { uid: PROFILE_E2E_USERS.profile.js, firstName: "Piper", lastName: "Profile", titleCode: "ms", mobile: "+61412550201", employeeCode: "E2E-PROF-JS" },
  { uid: PROFILE_E2E_USERS.profile["no-js"], firstName: "Percy", lastName: "Profile", titleCode: "mr", mobile: "+61412550202", employeeCode: "E2E-PROF-NOJS" },
  { uid: PROFILE_E2E_USERS.mobile.js, firstName: "Molly", lastName: "Mobile", titleCode: "ms", mobile: "+61412550203" },
  { uid: PROFILE_E2E_USERS.mobile["no-js"], firstName: "Milo", lastName: "Mobile", titleCode: "mr", mobile: "+61412550204" },
  { uid: PROFILE_E2E_USERS.close.js, firstName: "Cleo", lastName: "Closer", titleCode: "ms", group: "customergroup", priceEnabled: false },
  { uid: PROFILE_E2E_USERS.close["no-js"], firstName: "Colin", lastName: "Closer", titleCode: "mr", group: "customergroup", priceEnabled: false },
];

export function seedAccountProfiles(db: Db, insert: Insert) {
  seedTestAccounts(db, insert, PROFILE_E2E_ACCOUNTS);
  const fill = db.prepare<[string, string | null, string | null, string]>(
    `UPDATE users SET title_code = coalesce(title_code, ?), mobile = coalesce(mobile, ?),
       employee_code = coalesce(employee_code, ?) WHERE uid = ?`,
  );
  for (const profile of [...DEMO_PROFILES, ...PROFILE_E2E_ACCOUNTS]) {
    fill.run(profile.titleCode, profile.mobile ?? null, profile.employeeCode ?? null, profile.uid);
  }
}
