import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { type Db } from "../db";
import { sendMessage } from "../outbox";
import { MAX_VERIFY_ATTEMPTS, REGISTRATION_TTL_SECONDS, RESEND_AFTER_SECONDS, SEND_WINDOW_SECONDS, sendWait } from "./registration";

/**
 * My Profile (issue 25; routes/account-profile.ts; docs/account-profile.md): the titles, the profile's own fields, the
 * preferred name, a mobile number change confirmed by a 6-digit code sent by SMS to the new number (registration's
 * rate limit and code lifetime, counted per user in `verification_code_sends`), and closing the account.
 */

/** `GET titles` (stock SAP: the titles of the store; codes as SAP's sample data spells them). */
export const TITLES: readonly { code: string; name: string }[] = [
  { code: "mr", name: "Mr" },
  { code: "mrs", name: "Mrs" },
  { code: "ms", name: "Ms" },
  { code: "miss", name: "Miss" },
  { code: "dr", name: "Dr" },
  { code: "mx", name: "Mx" },
];

/** Names: required, at most this long (the storefront's form says the same). */
export const NAME_MAX = 100;
/** What a name may hold: letters of any script and their marks, spaces, apostrophes, hyphens and full stops. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** The preferred name: optional, at most this long. */
export const PREFERRED_NAME_MAX = 100;
/** A mobile change (and its code) lives as long as a pending registration. */
export const MOBILE_CHANGE_TTL_SECONDS = REGISTRATION_TTL_SECONDS;

export type MobileChangeRefusal =
  | { kind: "unchanged" }
  | { kind: "taken" }
  | { kind: "rateLimited"; waitSeconds: number }
  | { kind: "noPendingChange" }
  | { kind: "wrongVerificationCode" };

interface PendingChange {
  mobile: string;
  codeHash: string;
  attempts: number;
}

const codeHash = (uid: string, mobile: string, code: string) => createHash("sha256").update(`${uid}:${mobile}:${code}`).digest();

export function accountProfileStore(db: Db, now: () => number) {
  const updateNames = db.prepare<[string | null, string | null, string | null, string]>(
    `UPDATE users SET title_code = coalesce(?, title_code), first_name = coalesce(?, first_name),
       last_name = coalesce(?, last_name) WHERE uid = ?`,
  );
  const updatePreferredName = db.prepare<[string | null, string]>("UPDATE users SET preferred_name = ? WHERE uid = ?");
  const mobileOf = db.prepare<[string], { mobile: string | null }>("SELECT mobile FROM users WHERE uid = ?");
  const mobileOwner = db.prepare<[string], { uid: string }>("SELECT uid FROM users WHERE mobile = ?");
  const sendsSince = db.prepare<[string, number], { sentAt: number }>(
    "SELECT sent_at AS sentAt FROM verification_code_sends WHERE email = ? AND sent_at > ? ORDER BY sent_at",
  );
  const recordSend = db.prepare<[string, number]>("INSERT INTO verification_code_sends (email, sent_at) VALUES (?, ?)");
  const putPending = db.prepare<[string, string, string, number, number]>(
    `INSERT INTO mobile_changes (user_uid, mobile, code_hash, attempts, expires_at, created_at) VALUES (?, ?, ?, 0, ?, ?)
     ON CONFLICT (user_uid) DO UPDATE SET mobile = excluded.mobile, code_hash = excluded.code_hash, attempts = 0,
       expires_at = excluded.expires_at, created_at = excluded.created_at`,
  );
  const findPending = db.prepare<[string, number], PendingChange>(
    "SELECT mobile, code_hash AS codeHash, attempts FROM mobile_changes WHERE user_uid = ? AND expires_at > ?",
  );
  const countAttempt = db.prepare<[string]>("UPDATE mobile_changes SET attempts = attempts + 1 WHERE user_uid = ?");
  const dropPending = db.prepare<[string]>("DELETE FROM mobile_changes WHERE user_uid = ?");
  const setMobile = db.prepare<[string, string]>("UPDATE users SET mobile = ? WHERE uid = ?");
  const disable = db.prepare<[string]>("UPDATE users SET disabled = 1 WHERE uid = ?");
  const revokeAll = db.prepare<[number, string]>("UPDATE oauth_tokens SET revoked_at = ? WHERE user_uid = ? AND revoked_at IS NULL");

  return {
    isTitle: (code: string) => TITLES.some((title) => title.code === code),

    /** `PATCH users/{userId}`: only the fields sent change. */
    updateProfile(uid: string, change: { titleCode?: string; firstName?: string; lastName?: string }) {
      updateNames.run(change.titleCode ?? null, change.firstName ?? null, change.lastName ?? null, uid);
    },

    /** `PUT orgUsers/{userId}/preferred-name`: null (or empty) removes it. */
    setPreferredName(uid: string, preferredName: string | null) {
      updatePreferredName.run(preferredName, uid);
    },

    /**
     * `POST users/{userId}/mobile/verificationCode`: a code by SMS to `mobile` (normalised), replacing any earlier
     * request. Refused when it is the user's number already, another user's, or too soon after the last code.
     */
    requestMobileChange(uid: string, mobile: string): { refused: MobileChangeRefusal } | { resendAfterSeconds: number; expiresInSeconds: number } {
      const at = now();
      if (mobileOf.get(uid)?.mobile === mobile) return { refused: { kind: "unchanged" } };
      const owner = mobileOwner.get(mobile);
      if (owner && owner.uid !== uid) return { refused: { kind: "taken" } };
      const wait = sendWait(sendsSince.all(uid, at - SEND_WINDOW_SECONDS * 1000), at);
      if (wait > 0) return { refused: { kind: "rateLimited", waitSeconds: wait } };
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      db.transaction(() => {
        recordSend.run(uid, at);
        putPending.run(uid, mobile, codeHash(uid, mobile, code).toString("hex"), at + MOBILE_CHANGE_TTL_SECONDS * 1000, at);
        sendMessage(
          db,
          {
            channel: "sms",
            to: mobile,
            subject: null,
            body: `Your verification code is ${code}. It expires in ${MOBILE_CHANGE_TTL_SECONDS / 60} minutes.`,
            link: null,
          },
          at,
        );
      })();
      return { resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: MOBILE_CHANGE_TTL_SECONDS };
    },

    /**
     * `PUT users/{userId}/mobile`: with the code sent to that number, the number becomes the user's. The 5th wrong code
     * ends the request (a new code must be asked for).
     */
    confirmMobileChange(uid: string, mobile: string, verificationCode: string): { refused: MobileChangeRefusal } | { changed: true } {
      const at = now();
      return db.transaction((): { refused: MobileChangeRefusal } | { changed: true } => {
        const pending = findPending.get(uid, at);
        if (!pending || pending.mobile !== mobile) return { refused: { kind: "noPendingChange" } };
        const expected = Buffer.from(pending.codeHash, "hex");
        if (!/^\d{6}$/.test(verificationCode) || !timingSafeEqual(expected, codeHash(uid, mobile, verificationCode))) {
          if (pending.attempts + 1 >= MAX_VERIFY_ATTEMPTS) dropPending.run(uid);
          else countAttempt.run(uid);
          return { refused: { kind: "wrongVerificationCode" } };
        }
        const owner = mobileOwner.get(mobile);
        if (owner && owner.uid !== uid) {
          dropPending.run(uid);
          return { refused: { kind: "taken" } };
        }
        setMobile.run(mobile, uid);
        dropPending.run(uid);
        return { changed: true };
      }).immediate();
    },

    /**
     * `DELETE users/{userId}`: the account is closed: disabled (it can no longer sign in, and its tokens stop working
     * at once: tokens.ts treats a disabled user's tokens as revoked) and every token revoked. Orders, addresses and
     * the rest stay with the organisation.
     */
    closeAccount(uid: string) {
      const at = now();
      db.transaction(() => {
        disable.run(uid);
        revokeAll.run(at, uid);
        dropPending.run(uid);
      })();
    },
  };
}
