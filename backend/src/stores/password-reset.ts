import { createHash, randomBytes } from "node:crypto";
import { type AppConfig } from "../config";
import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { invalidParameter } from "../http/errors";
import { sendMessage } from "../outbox";
import { hashSecret } from "../passwords";
import { normaliseMobile } from "../rules/mobile-number";
import { passwordProblem } from "../rules/password-rules";

/** At most this many reset links per account in `RESET_WINDOW_MS` (requests and resends together). */
export const RESET_MESSAGES_PER_WINDOW = 10;
const RESET_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password reset (routes/password-reset.ts; docs/occ-api.md "Password reset"): reset tokens (only their SHA-256 is
 * stored, migration 009), the per-account throttle, the links sent to the outbox, token status and the reset itself.
 */

export type ResetChannel = "email" | "sms";
export type TokenStatus = "VALID" | "EXPIRED" | "INVALID";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const hashResetToken = sha256;

interface AccountRow {
  uid: string;
  mobile: string | null;
  disabled: number;
}

interface TokenRow {
  id: number;
  userUid: string;
  site: string;
  channel: ResetChannel;
  expiresAt: number;
  usedAt: number | null;
  supersededAt: number | null;
  userDisabled: number;
  userMobile: string | null;
}

/** The OCC-shaped 400 for a token that can no longer reset a password. */
function resetTokenError(reason: "expired" | "invalid") {
  return {
    errors: [
      {
        type: "ResetTokenError",
        reason,
        message: reason === "expired" ? "The password reset token has expired" : "The password reset token is not valid",
      },
    ],
  };
}

export function passwordResetStore(db: Db, now: () => number, config: AppConfig) {

  const accountByEmail = db.prepare<[string, string], AccountRow>(
    `SELECT u.uid, u.mobile, u.disabled FROM users u JOIN org_units o ON o.uid = u.org_unit
     WHERE u.uid = lower(?) AND o.site = ?`,
  );
  const accountByMobile = db.prepare<[string, string], AccountRow>(
    `SELECT u.uid, u.mobile, u.disabled FROM users u JOIN org_units o ON o.uid = u.org_unit
     WHERE u.mobile = ? AND o.site = ?`,
  );
  const tokenByHash = db.prepare<[string], TokenRow>(
    `SELECT t.id, t.user_uid AS userUid, t.site, t.channel, t.expires_at AS expiresAt, t.used_at AS usedAt,
       t.superseded_at AS supersededAt, u.disabled AS userDisabled, u.mobile AS userMobile
     FROM password_reset_tokens t JOIN users u ON u.uid = t.user_uid WHERE t.token_hash = ?`,
  );
  const supersedeOthers = db.prepare<[number, string, number]>(
    `UPDATE password_reset_tokens SET superseded_at = ?
     WHERE user_uid = ? AND used_at IS NULL AND superseded_at IS NULL AND id != ?`,
  );
  const insertToken = db.prepare<[string, string, string, ResetChannel, number, number]>(
    `INSERT INTO password_reset_tokens (token_hash, user_uid, site, channel, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const markUsed = db.prepare<[number, number]>("UPDATE password_reset_tokens SET used_at = ? WHERE id = ?");
  const updatePassword = db.prepare<[string, string]>("UPDATE users SET password_hash = ? WHERE uid = ?");
  const recentTokens = db.prepare<[string, number], { count: number }>(
    "SELECT count(*) AS count FROM password_reset_tokens WHERE user_uid = ? AND created_at > ?",
  );
  const revokeUserTokens = db.prepare<[number, string]>(
    "UPDATE oauth_tokens SET revoked_at = ? WHERE user_uid = ? AND revoked_at IS NULL",
  );

  /** Issues a token for the account and "sends" the link; the older unused tokens stop working. */
  function issue(site: BaseSite, userUid: string, channel: ResetChannel, to: string, token: string) {
    const storefront = config.storefrontUrls[site.uid];
    if (!storefront) {
      console.error(`[password-reset] no storefront URL configured for site '${site.uid}': no link sent`);
      return;
    }
    const at = now();
    // Throttle per account (against mail and SMS bombing). Silently: the caller gets the same 202
    // as always, so the limit reveals nothing about whether the account exists.
    if ((recentTokens.get(userUid, at - RESET_WINDOW_MS)?.count ?? 0) >= RESET_MESSAGES_PER_WINDOW) {
      console.warn(`[password-reset] ${userUid}: more than ${RESET_MESSAGES_PER_WINDOW} links in 15 minutes; none sent`);
      return;
    }
    const link = `${storefront}/reset?token=${encodeURIComponent(token)}&type=${channel === "sms" ? "SMS" : "EMAIL"}`;
    db.transaction(() => {
      const { lastInsertRowid } = insertToken.run(sha256(token), userUid, site.uid, channel, at + config.resetTokenTtlSeconds * 1000, at);
      supersedeOthers.run(at, userUid, Number(lastInsertRowid));
      const minutes = Math.round(config.resetTokenTtlSeconds / 60);
      sendMessage(
        db,
        channel === "email"
          ? {
              channel,
              to,
              subject: "Reset your password",
              body: `We received a request to reset the password of your ${site.name} account. Open this link within ${minutes} minutes to choose a new password: ${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
              link,
            }
          : { channel, to, subject: null, body: `${site.name}: reset your password within ${minutes} minutes: ${link}`, link },
        at,
      );
    })();
  }

  /** The token's state for this site: unknown, used, superseded or another site's token are INVALID. */
  function statusOf(row: TokenRow | undefined, site: BaseSite): TokenStatus {
    if (!row || row.site !== site.uid || row.usedAt !== null || row.userDisabled === 1) return "INVALID";
    // An expired link says so even when a newer one superseded it: the user's next step is the same.
    if (row.expiresAt <= now()) return "EXPIRED";
    if (row.supersededAt !== null) return "INVALID";
    return "VALID";
  }

  /** `POST forgottenpasswordtokens`: a link to the account of `userId` (an e-mail or a mobile number), if there is one. */
  function requestReset(site: BaseSite, userId: string) {
    const isEmail = userId.includes("@");
    const account = isEmail ? accountByEmail.get(userId, site.uid) : accountByMobile.get(normaliseMobile(userId), site.uid);
    // The token is made either way, so a known and an unknown account take the same path as long as possible.
    const token = randomBytes(32).toString("base64url");
    if (account && account.disabled === 0) {
      issue(site, account.uid, isEmail ? "email" : "sms", isEmail ? account.uid : (account.mobile ?? ""), token);
    }
  }

  /** `GET forgottenpasswordtokens/validate`: the token's status, and the CDC reset page for `mode=cdc`. */
  function validate(site: BaseSite, token: string, mode: "cdc" | undefined) {
    const status = statusOf(tokenByHash.get(sha256(token)), site);
    const cdcRedirectionUrl =
      mode === "cdc" && status === "VALID" && config.cdcResetUrl
        ? `${config.cdcResetUrl}${config.cdcResetUrl.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`
        : null;
    return { status, cdcRedirectionUrl };
  }

  /**
   * `POST resetpassword`: the new password for the token's user (the shared password rules; 400 on `newPassword`);
   * the token is used up, the user's other links stop working and every OAuth token of the user is revoked.
   * A token that cannot reset answers the OCC-shaped ResetTokenError body instead.
   */
  function resetPassword(site: BaseSite, token: string, newPassword: string): { ok: true } | { ok: false; error: ReturnType<typeof resetTokenError> } {
    const row = tokenByHash.get(sha256(token));
    const status = statusOf(row, site);
    if (!row || status !== "VALID") return { ok: false, error: resetTokenError(status === "EXPIRED" ? "expired" : "invalid") };
    const problem = passwordProblem(newPassword);
    if (problem) throw invalidParameter("newPassword", problem);
    const passwordHash = hashSecret(newPassword);
    const at = now();
    db.transaction(() => {
      updatePassword.run(passwordHash, row.userUid);
      markUsed.run(at, row.id);
      supersedeOthers.run(at, row.userUid, row.id);
      revokeUserTokens.run(at, row.userUid);
    })();
    return { ok: true };
  }

  /** `POST forgottenpasswordtokens/resend`: a new link on the old token's channel, when the token is known and its user active. */
  function resend(site: BaseSite, token: string) {
    const row = tokenByHash.get(sha256(token));
    const fresh = randomBytes(32).toString("base64url");
    if (row && row.site === site.uid && row.userDisabled === 0) {
      const to = row.channel === "email" ? row.userUid : row.userMobile;
      if (to) issue(site, row.userUid, row.channel, to, fresh);
    }
  }

  return { requestReset, validate, resetPassword, resend };
}
