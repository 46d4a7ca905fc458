import { randomBytes, timingSafeEqual } from "node:crypto";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/lib/env.server";
import { readCookie, sealJson, serializeCookie, unsealJson } from "~/lib/sealed.server";

/**
 * The SSO `state` (issue 21 hole 5, decision 022), as OAuth's: the storefront starts every SSO sign-in itself
 * (`/sso/start`), with a random state kept in the visitor's own browser — the sealed, httpOnly `__sso_state` cookie,
 * ten minutes, sent only to /SSO-Redirection — and handed to the identity provider, which returns it with the token.
 * `/SSO-Redirection` signs in only when the returned state is the cookie's; the cookie is cleared on every use, so a
 * state works once. A link made by someone else carries no state of this browser: it signs nobody in.
 * Stateless (the storefront keeps nothing): the cookie is the memory, sealed so it can be neither read nor forged.
 */

export const SSO_STATE_COOKIE = "__sso_state";
export const SSO_STATE_SECONDS = 600;
export const SSO_RETURN_PATH = "/SSO-Redirection";

const StateSchema = z.object({ state: z.string().min(32).max(64), expiresAt: z.number() });

const stateCookie = (value: string, expired = false) =>
  serializeCookie(SSO_STATE_COOKIE, value, expired ? { path: SSO_RETURN_PATH, expired: true } : { path: SSO_RETURN_PATH, maxAgeSeconds: SSO_STATE_SECONDS });

/** The Set-Cookie that forgets the state (every answer of /SSO-Redirection sends it). */
export const clearSsoStateCookie = () => stateCookie("", true);

/**
 * `/sso/start`: a fresh state in the cookie, then the identity provider's sign-in page with `state` and
 * `redirect_uri`. 404 when no identity provider is configured (SSO_LOGIN_URL).
 */
export function startSso(request: Request): Response {
  const loginUrl = getEnv().ssoLoginUrl;
  if (!loginUrl) throw new Response("Not Found", { status: 404 });
  const state = randomBytes(32).toString("base64url");
  const target = new URL(loginUrl);
  target.searchParams.set("state", state);
  target.searchParams.set("redirect_uri", new URL(SSO_RETURN_PATH, request.url).href);
  const cookie = stateCookie(sealJson({ state, expiresAt: Date.now() + SSO_STATE_SECONDS * 1000 }, "sso-state"));
  return redirect(target.href, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

/** True when `returned` is the state this browser's cookie holds, unexpired. */
export function ssoStateMatches(request: Request, returned: string | null | undefined): boolean {
  const sealed = readCookie(request.headers.get("Cookie"), SSO_STATE_COOKIE);
  const parsed = StateSchema.safeParse(sealed ? unsealJson(sealed, "sso-state") : null);
  if (!parsed.success || parsed.data.expiresAt <= Date.now() || !returned) return false;
  const expected = Buffer.from(parsed.data.state);
  const actual = Buffer.from(returned);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
