import { type Db } from "../db";

type SqlValue = string | number | null;
type Insert = (table: string, row: Record<string, SqlValue>) => void;

/** Far enough ahead for any demo install; the expired code lies in the past. */
const FAR_FUTURE = Date.parse("2099-12-31T23:59:59.000Z");
const PAST = Date.parse("2025-12-31T23:59:59.000Z");

/** Registration codes (issue 4): `/register/WELCOME2026` opens the form for Acme New South Wales. */
export const REGISTRATION_CODES = [
  { code: "WELCOME2026", orgUnit: "acme-au-nsw", expiresAt: FAR_FUTURE },
  { code: "EXPIRED2025", orgUnit: "acme-au-nsw", expiresAt: PAST },
] as const;

/**
 * The identity-provider user continues at this SSO URL after `/SSO-Redirection` (the storefront
 * follows it only when its origin is on ALLOWED_REDIRECT_ORIGINS).
 */
export const SSO_URLS = [{ uid: "sso@acme.example", url: "https://idp.acme.example/continue" }] as const;

/** Seeds the registration rows; returns the number of rows inserted or filled in. */
export function seedRegistration(db: Db, insert: Insert): number {
  for (const code of REGISTRATION_CODES) {
    insert("registration_codes", { code: code.code, org_unit: code.orgUnit, expires_at: code.expiresAt });
  }
  const fillSsoUrl = db.prepare<[string, string]>("UPDATE users SET sso_url = ? WHERE uid = ? AND sso_url = ''");
  let filled = 0;
  for (const { uid, url } of SSO_URLS) filled += fillSsoUrl.run(url, uid).changes;
  return filled;
}
