/**
 * Issue 4, password reset: dedicated accounts for the reset e2e specs (each scenario and project has
 * its own, so a reset never changes a password another spec signs in with) and expired reset
 * tokens (the e2e backend's clock cannot be moved). Only the tokens' SHA-256 hashes are stored;
 * the token strings are documented in docs/password-reset.md.
 */
import { createHash } from "node:crypto";
import { type Db } from "../db";
import { hashSecret } from "../passwords";
import { DEMO_PASSWORD } from "./orgs";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

export interface ResetUserSeed {
  uid: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
}

const PROJECTS = ["js", "nojs"] as const;

/** `reset-{scenario}-{project}@acme.example`, all wearers of Acme Workwear Australia (corporate). */
export const RESET_USERS: ResetUserSeed[] = [
  ...PROJECTS.flatMap((project, index) => [
    { uid: `reset-email-${project}@acme.example`, firstName: "Riley", lastName: `Email ${project}`, mobile: null },
    { uid: `reset-rules-${project}@acme.example`, firstName: "Robin", lastName: `Rules ${project}`, mobile: null },
    { uid: `reset-sms-${project}@acme.example`, firstName: "Reese", lastName: `Sms ${project}`, mobile: `+6140000010${index + 1}` },
    { uid: `reset-expired-email-${project}@acme.example`, firstName: "Rowan", lastName: `Expired ${project}`, mobile: null },
    { uid: `reset-expired-sms-${project}@acme.example`, firstName: "Remy", lastName: `Expired ${project}`, mobile: `+6140000011${index + 1}` },
  ]),
  { uid: "reset-keyboard@acme.example", firstName: "Kai", lastName: "Keyboard", mobile: null },
];

/** Expired one-time tokens (expired 2025-01-01): `demo-expired-{email|sms}-token-{js|nojs}`. */
export const EXPIRED_RESET_TOKENS = PROJECTS.flatMap((project) => [
  { token: `demo-expired-email-token-${project}`, userUid: `reset-expired-email-${project}@acme.example`, channel: "email" },
  { token: `demo-expired-sms-token-${project}`, userUid: `reset-expired-sms-${project}@acme.example`, channel: "sms" },
]);

const EXPIRED_AT = Date.parse("2025-01-01T00:00:00.000Z");
const ISSUED_AT = EXPIRED_AT - 30 * 60 * 1000;

const seedSalt = (id: string) => createHash("sha256").update(`uniform-seed:${id}`).digest().subarray(0, 16);
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Called once at the end of seed()'s transaction; rows are inserted only when missing. */
export function seedPasswordReset(db: Db, insert: Insert) {
  const userExists = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = ?");
  for (const user of RESET_USERS) {
    if (userExists.get(user.uid)) continue; // hashing is the slow part
    insert("users", {
      uid: user.uid,
      org_unit: "acme-au",
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: hashSecret(DEMO_PASSWORD, seedSalt(user.uid)),
      mobile: user.mobile,
    });
    insert("user_group_members", { user_uid: user.uid, group_uid: "customergroup", position: 0 });
  }
  for (const token of EXPIRED_RESET_TOKENS) {
    insert("password_reset_tokens", {
      token_hash: sha256(token.token),
      user_uid: token.userUid,
      site: "corporate",
      channel: token.channel,
      expires_at: EXPIRED_AT,
      created_at: ISSUED_AT,
    });
  }
}
