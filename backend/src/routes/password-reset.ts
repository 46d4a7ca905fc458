import { createHash, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { normaliseMobile } from "../rules/mobile-number";
import { passwordProblem } from "../rules/password-rules";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type BaseSite, type OccEnv } from "../http/env";
import { invalidParameter } from "../http/errors";
import { parseInput } from "../http/validation";
import { sendMessage } from "../outbox";
import { hashSecret } from "../passwords";

/** At most this many reset links per account in `RESET_WINDOW_MS` (requests and resends together). */
export const RESET_MESSAGES_PER_WINDOW = 10;
const RESET_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password reset (docs/occ-api.md "Password reset", spec part 1 §3–§5, part 2 §4–§5):
 *
 * - `POST forgottenpasswordtokens` `{userId}`: an e-mail (contains '@') or a mobile number; a link
 *   with a fresh token goes to the outbox on that channel. Always `202 {}` (no account enumeration).
 * - `GET forgottenpasswordtokens/validate?token&type&mode`: VALID, EXPIRED or INVALID (unknown,
 *   used or superseded), plus `cdcRedirectionUrl` for `mode=cdc` when configured.
 * - `POST resetpassword` `{token,newPassword}`: the shared password rules, single use; invalidates
 *   the user's other reset tokens and revokes every OAuth token of the user.
 * - `POST forgottenpasswordtokens/resend` `{token,type}`: a new link on the old token's channel
 *   when the token is known (expired or used) and its user is active. Always `202 {}`.
 *
 * Tokens are 32 random bytes (base64url); only their SHA-256 is stored (migration 009).
 */

export type ResetChannel = "email" | "sms";
export type TokenStatus = "VALID" | "EXPIRED" | "INVALID";

const EMAIL = z.string().email();
const MAX_TOKEN_LENGTH = 512;

const requestSchema = z.object({
  userId: z
    .string({ required_error: "userId is required" })
    .trim()
    .min(1, "userId is required")
    .max(320, "userId is too long")
    .refine((value) => !value.includes("@") || EMAIL.safeParse(value).success, "userId is not a valid e-mail address"),
});
const tokenField = z.string({ required_error: "token is required" }).min(1, "token is required").max(MAX_TOKEN_LENGTH);
const typeField = z.enum(["EMAIL", "SMS"]).optional().default("EMAIL");
const validateSchema = z.object({ token: tokenField, type: typeField, mode: z.enum(["cdc"]).optional() });
const resetSchema = z.object({ token: tokenField, newPassword: z.string({ required_error: "newPassword is required" }).max(1024) });
const resendSchema = z.object({ token: tokenField, type: typeField });

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const hashResetToken = sha256;

/** Mobile numbers compare normalised (rules/mobile-number.ts). */
export { normaliseMobile };

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

export function passwordResetRoutes(deps: AppDeps) {
  const { db, now, config } = deps;

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

  const app = new Hono<OccEnv>();
  // Client token: any valid bearer token (the storefront's client-credentials token); 401 without.
  const clientToken = bearerAuth(deps, { required: true });

  app.post("/:site/forgottenpasswordtokens", clientToken, async (c) => {
    const { userId } = parseInput(requestSchema, await c.req.json().catch(() => ({})));
    const site = c.get("site");
    const isEmail = userId.includes("@");
    const account = isEmail ? accountByEmail.get(userId, site.uid) : accountByMobile.get(normaliseMobile(userId), site.uid);
    // The token is made either way, so a known and an unknown account take the same path as long as possible.
    const token = randomBytes(32).toString("base64url");
    if (account && account.disabled === 0) {
      issue(site, account.uid, isEmail ? "email" : "sms", isEmail ? account.uid : (account.mobile ?? ""), token);
    }
    return c.json({}, 202, { "Cache-Control": "no-store" });
  });

  app.get("/:site/forgottenpasswordtokens/validate", clientToken, (c) => {
    const { token, mode } = parseInput(validateSchema, c.req.query());
    const site = c.get("site");
    const status = statusOf(tokenByHash.get(sha256(token)), site);
    const cdcRedirectionUrl =
      mode === "cdc" && status === "VALID" && config.cdcResetUrl
        ? `${config.cdcResetUrl}${config.cdcResetUrl.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`
        : null;
    return c.json({ status, cdcRedirectionUrl }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/:site/resetpassword", clientToken, async (c) => {
    const { token, newPassword } = parseInput(resetSchema, await c.req.json().catch(() => ({})));
    const site = c.get("site");
    const row = tokenByHash.get(sha256(token));
    const status = statusOf(row, site);
    if (!row || status !== "VALID") return c.json(resetTokenError(status === "EXPIRED" ? "expired" : "invalid"), 400);
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
    return c.json({}, 200, { "Cache-Control": "no-store" });
  });

  app.post("/:site/forgottenpasswordtokens/resend", clientToken, async (c) => {
    const { token } = parseInput(resendSchema, await c.req.json().catch(() => ({})));
    const site = c.get("site");
    const row = tokenByHash.get(sha256(token));
    const fresh = randomBytes(32).toString("base64url");
    if (row && row.site === site.uid && row.userDisabled === 0) {
      const to = row.channel === "email" ? row.userUid : row.userMobile;
      if (to) issue(site, row.userUid, row.channel, to, fresh);
    }
    return c.json({}, 202, { "Cache-Control": "no-store" });
  });

  return app;
}
