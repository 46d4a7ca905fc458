import { createMiddleware } from "hono/factory";
import { type TokenStore } from "../tokens";
import { type AppDeps, type OccEnv, type TokenAuth } from "./env";
import { forbidden, invalidToken } from "./errors";
import { addressOf, countAttempt, limitMessages } from "./limits";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Bearer-token middleware. With `required`, a request without a token is rejected; without it the request
 * continues anonymously (`auth` = null). A token that is sent must always be valid: unknown, revoked and
 * expired tokens are 401 InvalidTokenError. Unknown tokens (guesses: the SSO entry takes a token from its URL) count
 * against the client address's entry limit (issue 21, hole 2): once it is reached they are 429 RateLimitError.
 */
export function bearerAuth(deps: AppDeps, { required }: { required: boolean }) {
  return createMiddleware<OccEnv>(async (c, next) => {
    const countUnknown = () => countAttempt(deps, [deps.limits.entryAddress(addressOf(deps, c))], limitMessages.signIn);
    c.set("auth", authenticateHeader(deps, c.req.header("Authorization"), { required }, countUnknown));
    await next();
  });
}

/**
 * The caller of an `Authorization` header (null without one, unless `required`); invalid tokens are 401.
 * `onUnknown` runs before an unknown token's 401 (and may throw instead).
 */
export function authenticateHeader(
  { tokens, now }: AppDeps,
  header: string | undefined,
  { required }: { required: boolean },
  onUnknown: () => void = () => undefined,
): TokenAuth | null {
  if (header === undefined) {
    if (required) throw invalidToken("Invalid access token: no bearer token was sent");
    return null;
  }
  const token = bearerToken(header);
  if (token === undefined) throw invalidToken("Invalid access token: the Authorization header is not a bearer token");
  return authenticate(tokens, token, now(), onUnknown);
}

/** The token of an `Authorization: Bearer <token>` header; undefined for any other header. The only bearer parser. */
export const bearerToken = (header: string): string | undefined => BEARER.exec(header)?.[1];

/**
 * `userId=current` on a call that also works anonymously (products, CMS): it needs a valid user token
 * (401 without one, 403 for a client-credentials token). Returns the user's uid, or null for anonymous calls.
 */
export function currentUserOf(auth: TokenAuth | null, userId: "current" | "anonymous" | undefined): string | null {
  if (userId !== "current") return auth?.userUid ?? null;
  if (!auth) throw invalidToken("Invalid access token: userId=current needs a bearer token");
  if (!auth.userUid) throw forbidden("This token is not bound to a user");
  return auth.userUid;
}

function authenticate(tokens: TokenStore, token: string, now: number, onUnknown: () => void): TokenAuth {
  const found = tokens.lookupAccessToken(token, now);
  switch (found.status) {
    case "valid":
      return { userUid: found.userUid, clientId: found.clientId, accessTokenHash: found.accessTokenHash };
    case "expired":
      throw invalidToken(`Access token expired: the token expired at ${new Date(found.expiredAt).toISOString()}`);
    case "revoked":
      throw invalidToken("Invalid access token: the token was revoked");
    case "unknown":
      onUnknown();
      throw invalidToken("Invalid access token: the token is not known");
  }
}
