import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { unknownIdentifier } from "../http/errors";
import { sendMessage } from "../outbox";
import { hashSecret } from "../passwords";
import { type IssuedTokens, type TokenStore } from "../tokens";

/**
 * Registration by code (routes/registration.ts; docs/occ-api.md "Registration by code"): registration codes, the
 * employee checks, pending registrations with their e-mailed 6-digit code, the per-address rate limit, and
 * verification, which creates the user and issues their tokens.
 */

/** The rate limit per e-mail address, over new registrations and resends. */
export const RESEND_AFTER_SECONDS = 30;
export const SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_SECONDS = 15 * 60;
/** A pending registration (and its code) lives this long. */
export const REGISTRATION_TTL_SECONDS = 900;
/** The 5th wrong code deletes the registration. */
export const MAX_VERIFY_ATTEMPTS = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest();
const codeHash = (registrationId: string, code: string) => sha256(`${registrationId}:${code}`).toString("hex");

/** What a registration holds until it is verified (the request without the password, code and consent). */
export interface RegistrationDetails {
  titleCode?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  employeeCode: string | null;
  marketingConsent: boolean;
}

/** Why a registration call is refused; the route turns each into its OCC error answer. */
export type RegistrationRefusal =
  | { kind: "invalidCode" }
  | { kind: "alreadyExists"; subject: "email" | "mobile" | "employeeCode" }
  | { kind: "rateLimited"; waitSeconds: number }
  | { kind: "wrongVerificationCode" };

/**
 * Seconds to wait before another verification code may go out, given the sends of the last window (oldest first), or 0
 * when one may go now: one per RESEND_AFTER_SECONDS, SENDS_PER_WINDOW per SEND_WINDOW_SECONDS. Registration's limit per
 * e-mail address; the profile's mobile change (stores/account-profile.ts) uses it per user.
 */
export function sendWait(sends: readonly { sentAt: number }[], at: number): number {
  let until = 0;
  const last = sends.at(-1);
  if (last) until = last.sentAt + RESEND_AFTER_SECONDS * 1000;
  if (sends.length >= SENDS_PER_WINDOW) {
    const oldest = sends[sends.length - SENDS_PER_WINDOW];
    if (oldest) until = Math.max(until, oldest.sentAt + SEND_WINDOW_SECONDS * 1000);
  }
  return until > at ? Math.ceil((until - at) / 1000) : 0;
}

interface PendingRow {
  id: string;
  code: string;
  site: string;
  email: string;
  details: string;
  passwordHash: string;
  verificationCodeHash: string;
  attempts: number;
  expiresAt: number;
}

export function registrationStore(db: Db, now: () => number, tokens: TokenStore) {
  const findCode = db.prepare<[string, string, number], { code: string; orgUnit: string }>(
    `SELECT r.code, r.org_unit AS orgUnit FROM registration_codes r JOIN org_units o ON o.uid = r.org_unit
     WHERE r.code = upper(?) AND o.site = ? AND o.active = 1 AND r.expires_at > ?`,
  );
  const emailTaken = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE uid = lower(?)");
  const mobileTaken = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE mobile = ?");
  const employeeCodeTaken = db.prepare<[string], { uid: string }>(
    "SELECT uid FROM users WHERE lower(employee_code) = lower(?)",
  );
  const sendsSince = db.prepare<[string, number], { sentAt: number }>(
    "SELECT sent_at AS sentAt FROM verification_code_sends WHERE email = ? AND sent_at > ? ORDER BY sent_at",
  );
  const recordSend = db.prepare<[string, number]>("INSERT INTO verification_code_sends (email, sent_at) VALUES (?, ?)");
  const pruneSends = db.prepare<[number]>("DELETE FROM verification_code_sends WHERE sent_at <= ?");
  const insertPending = db.prepare<[string, string, string, string, string, string, string, number, number]>(
    `INSERT INTO pending_registrations (id, code, site, email, details, password_hash, verification_code_hash,
       expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const findPending = db.prepare<[string, string, number], PendingRow>(
    `SELECT id, code, site, email, details, password_hash AS passwordHash,
       verification_code_hash AS verificationCodeHash, attempts, expires_at AS expiresAt
     FROM pending_registrations WHERE id = ? AND site = ? AND expires_at > ?`,
  );
  const updateCode = db.prepare<[string, string]>(
    "UPDATE pending_registrations SET verification_code_hash = ?, attempts = 0 WHERE id = ?",
  );
  const countAttempt = db.prepare<[string]>("UPDATE pending_registrations SET attempts = attempts + 1 WHERE id = ?");
  const deletePending = db.prepare<[string]>("DELETE FROM pending_registrations WHERE id = ?");
  const deleteExpired = db.prepare<[number]>("DELETE FROM pending_registrations WHERE expires_at <= ?");
  const codeOrgUnit = db.prepare<[string], { orgUnit: string }>(
    "SELECT org_unit AS orgUnit FROM registration_codes WHERE code = ?",
  );
  const insertUser = db.prepare<
    [string, string, string, string, string, string | null, string | null, string | null, number]
  >(
    `INSERT INTO users (uid, org_unit, first_name, last_name, password_hash, title_code, mobile, employee_code,
       marketing_consent, is_first_login) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  const addGroup = db.prepare<[string]>(
    "INSERT INTO user_group_members (user_uid, group_uid, position) VALUES (?, 'customergroup', 0)",
  );

  /** Seconds to wait before another code may go to `email`, or 0 when one may go now. */
  const waitSeconds = (email: string, at: number): number => sendWait(sendsSince.all(email, at - SEND_WINDOW_SECONDS * 1000), at);

  function sendCode(registrationId: string, email: string, at: number): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    recordSend.run(email, at);
    sendMessage(
      db,
      {
        channel: "email",
        to: email,
        subject: "Your verification code",
        body: `Your verification code is ${code}. It expires in ${REGISTRATION_TTL_SECONDS / 60} minutes.`,
        link: null,
      },
      at,
    );
    return codeHash(registrationId, code);
  }

  /** The site's valid code (corporate sites only), or undefined. */
  const validCode = (site: BaseSite, code: string, at: number) => (site.siteType === "corporate" ? findCode.get(code, site.uid, at) : undefined);

  /** The first of e-mail, mobile and employee code another account already has. */
  function taken(details: Pick<RegistrationDetails, "email" | "mobile" | "employeeCode">): RegistrationRefusal | null {
    if (emailTaken.get(details.email)) return { kind: "alreadyExists", subject: "email" };
    if (details.mobile && mobileTaken.get(details.mobile)) return { kind: "alreadyExists", subject: "mobile" };
    if (details.employeeCode && employeeCodeTaken.get(details.employeeCode)) return { kind: "alreadyExists", subject: "employeeCode" };
    return null;
  }

  return {
    isValidCode: (site: BaseSite, code: string) => validCode(site, code, now()) !== undefined,
    isEmailFree: (email: string) => !emailTaken.get(email),
    /** `mobile` normalised (rules/mobile-number.ts). */
    isMobileFree: (mobile: string) => !mobileTaken.get(mobile),
    isEmployeeCodeFree: (employeeCode: string) => !employeeCodeTaken.get(employeeCode),

    /** `POST registrations`: a pending registration and its e-mailed code. */
    register(site: BaseSite, registrationCode: string, details: RegistrationDetails, password: string): { refused: RegistrationRefusal } | { registrationId: string } {
      const at = now();
      const code = validCode(site, registrationCode, at);
      if (!code) return { refused: { kind: "invalidCode" } };
      const refusal = taken(details);
      if (refusal) return { refused: refusal };
      const wait = waitSeconds(details.email, at);
      if (wait > 0) return { refused: { kind: "rateLimited", waitSeconds: wait } };

      const passwordHash = hashSecret(password); // hashed at once: the clear password is never stored
      const id = randomUUID();
      db.transaction(() => {
        deleteExpired.run(at);
        pruneSends.run(at - SEND_WINDOW_SECONDS * 1000);
        const hash = sendCode(id, details.email, at);
        insertPending.run(id, code.code, site.uid, details.email, JSON.stringify(details), passwordHash, hash, at + REGISTRATION_TTL_SECONDS * 1000, at);
      })();
      return { registrationId: id };
    },

    /** `POST registrations/{id}/code`: a new code for a pending registration (404 when unknown or expired). */
    resendCode(site: BaseSite, registrationId: string): { refused: RegistrationRefusal } | { sent: true } {
      const at = now();
      const pending = findPending.get(registrationId, site.uid, at);
      if (!pending) throw unknownIdentifier("Registration not found or expired");
      const wait = waitSeconds(pending.email, at);
      if (wait > 0) return { refused: { kind: "rateLimited", waitSeconds: wait } };
      db.transaction(() => updateCode.run(sendCode(pending.id, pending.email, at), pending.id))();
      return { sent: true };
    },

    /**
     * `POST registrations/{id}/verify`: with the right code, the user (signed in: tokens for the calling client
     * `clientId`); the 5th wrong code deletes the registration.
     */
    verify(site: BaseSite, registrationId: string, verificationCode: string, clientId: string | undefined): { refused: RegistrationRefusal } | { uid: string; issued: IssuedTokens } {
      const at = now();
      const pending = findPending.get(registrationId, site.uid, at);
      if (!pending) throw unknownIdentifier("Registration not found or expired");

      const expected = Buffer.from(pending.verificationCodeHash, "hex");
      const actual = Buffer.from(codeHash(pending.id, verificationCode), "hex");
      if (!/^\d{6}$/.test(verificationCode) || !timingSafeEqual(expected, actual)) {
        if (pending.attempts + 1 >= MAX_VERIFY_ATTEMPTS) deletePending.run(pending.id);
        else countAttempt.run(pending.id);
        return { refused: { kind: "wrongVerificationCode" } };
      }

      const details = JSON.parse(pending.details) as RegistrationDetails;
      if (emailTaken.get(pending.email)) {
        deletePending.run(pending.id);
        return { refused: { kind: "alreadyExists", subject: "email" } };
      }
      if (details.mobile && mobileTaken.get(details.mobile)) return { refused: { kind: "alreadyExists", subject: "mobile" } };
      if (details.employeeCode && employeeCodeTaken.get(details.employeeCode)) {
        return { refused: { kind: "alreadyExists", subject: "employeeCode" } };
      }
      const orgUnit = codeOrgUnit.get(pending.code)?.orgUnit;
      if (!orgUnit) throw unknownIdentifier("Registration code not found");
      if (!clientId) throw unknownIdentifier("Calling client not found");

      const issued = db.transaction(() => {
        insertUser.run(
          pending.email,
          orgUnit,
          details.firstName,
          details.lastName,
          pending.passwordHash,
          details.titleCode ?? null,
          details.mobile,
          details.employeeCode,
          details.marketingConsent ? 1 : 0,
        );
        addGroup.run(pending.email);
        deletePending.run(pending.id);
        return tokens.issue(clientId, pending.email, true, at);
      })();
      return { uid: pending.email, issued };
    },
  };
}
