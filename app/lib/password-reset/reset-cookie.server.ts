import { createCookie } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { type TokenType, tokenType } from "./modes";

/**
 * The expired (or used) reset token between the link-expired view and 'Send me a new link': kept
 * in a signed, httpOnly cookie of its own instead of the URL, so the token leaves the address bar
 * (and the history, and Referer headers) after the first redirect. A cookie of its own rather than
 * the app session: it must survive a signed-out visitor and never touch a signed-in session.
 */
const MAX_AGE_SECONDS = 60 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;

function resetCookie() {
  const env = getEnv();
  cookie ??= createCookie("__reset", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.isProduction,
    secrets: [env.sessionSecret ?? "dev-only-reset-secret"],
    maxAge: MAX_AGE_SECONDS,
  });
  return cookie;
}

export interface RememberedToken {
  token: string;
  type: TokenType;
}

/** Set-Cookie value that remembers the token. */
export function rememberResetToken(value: RememberedToken): Promise<string> {
  return resetCookie().serialize(value);
}

/** The remembered token, or null (no cookie, tampered or malformed). */
export async function readResetToken(request: Request): Promise<RememberedToken | null> {
  const value: unknown = await resetCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const { token, type } = value as { token?: unknown; type?: unknown };
  if (typeof token !== "string" || token.length === 0 || token.length > 512) return null;
  return { token, type: tokenType(typeof type === "string" ? type : null) };
}

/** Set-Cookie value that forgets the token. */
export function forgetResetToken(): Promise<string> {
  return resetCookie().serialize("", { maxAge: 0 });
}

/** For tests: a new environment builds a new cookie. */
export function resetCookieForTests() {
  cookie = undefined;
}
