import { allowedExternalUrl } from "~/lib/safe-redirect";
/**
 * The password-reset mode machine (spec part 1 §4 and part 2 §4 "Reset modes"), pure so every
 * rule is unit-tested (tests/password-reset/modes.test.ts) and the server and browser agree.
 *
 * | mode | screen | where it lives |
 * |---|---|---|
 * | 2 | enter the account (e-mail or mobile) | `/resetpassword` |
 * | 3 | e-mail sent | `/resetpassword?sent=email` |
 * | 4 | SMS sent | `/resetpassword?sent=sms` |
 * | 5 | choose a new password | `/reset?token=…&type=EMAIL\|SMS` (valid token) |
 * | 6 | link expired (e-mail) | `/expired` (`?type=EMAIL` or none) |
 * | 8 | link expired (SMS) | `/expired?type=SMS` |
 *
 * The mode is always in the URL (never only in client state), so reload and Back show the same
 * screen. Used and unknown tokens (backend status INVALID) show the link-expired view too: to the
 * user the next step is the same, request a new link.
 */

export type ResetMode = 2 | 3 | 4 | 5 | 6 | 8;
export type RequestMode = 2 | 3 | 4;
export type ExpiredMode = 6 | 8;
export type TokenType = "EMAIL" | "SMS";
export type TokenStatus = "VALID" | "EXPIRED" | "INVALID";

export const MODE = {
  enterAccount: 2,
  emailSent: 3,
  smsSent: 4,
  resetPassword: 5,
  linkExpiredEmail: 6,
  linkExpiredSms: 8,
} as const satisfies Record<string, ResetMode>;

/** The `type` query parameter: SMS (any case) or the default EMAIL. */
export function tokenType(value: string | null | undefined): TokenType {
  return value?.toUpperCase() === "SMS" ? "SMS" : "EMAIL";
}

/** A successful request moves to 3 when the entry contains an '@', else 4. */
export function modeAfterRequest(entry: string): 3 | 4 {
  return entry.includes("@") ? MODE.emailSent : MODE.smsSent;
}

/** `?sent=` value of modes 3 and 4 on /resetpassword. */
export function sentParam(mode: 3 | 4): "email" | "sms" {
  return mode === MODE.emailSent ? "email" : "sms";
}

/** The request screen's mode from its URL: `?sent=email` 3, `?sent=sms` 4, anything else 2 (leaving resets to 2). */
export function requestScreenMode(sent: string | null | undefined): RequestMode {
  if (sent === "email") return MODE.emailSent;
  if (sent === "sms") return MODE.smsSent;
  return MODE.enterAccount;
}

/** Expired SMS token gives 8, any other expired token 6. */
export function expiredMode(type: TokenType): ExpiredMode {
  return type === "SMS" ? MODE.linkExpiredSms : MODE.linkExpiredEmail;
}

/** Token validation: VALID gives 5; EXPIRED and (our choice) INVALID give the link-expired view. */
export function modeForToken(status: TokenStatus, type: TokenType): 5 | ExpiredMode {
  return status === "VALID" ? MODE.resetPassword : expiredMode(type);
}

/** Where the link-expired view lives, for a token type; `sent` after a new link was requested. */
export function expiredPath(type: TokenType, options: { sent?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (type === "SMS") params.set("type", "SMS");
  if (options.sent) params.set("sent", "1");
  const query = params.toString();
  return query ? `/expired?${query}` : "/expired";
}

/** Spec part 1 §2: any path containing 'expired' shows the link-expired view. */
export function isExpiredPath(pathname: string): boolean {
  return pathname.includes("expired");
}

/**
 * Token validation may redirect to an external address (`cdcRedirectionUrl`): only an absolute
 * http(s) URL whose origin is on the allow-list (env ALLOWED_REDIRECT_ORIGINS) is followed.
 */
export function cdcRedirectTarget(url: string | null | undefined, allowedOrigins: readonly string[]): string | null {
  return allowedExternalUrl(url, allowedOrigins);
}
