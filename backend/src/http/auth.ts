import { createMiddleware } from "hono/factory";
import { type TokenStore } from "../tokens";
import { type AppDeps, type OccEnv, type TokenAuth } from "./env";
import { invalidToken } from "./errors";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Bearer-token middleware. With `required`, a request without a token is rejected; without it the request
 * continues anonymously (`auth` = null). A token that is sent must always be valid: unknown, revoked and
 * expired tokens are 401 InvalidTokenError.
 */
export function bearerAuth({ tokens, now }: AppDeps, { required }: { required: boolean }) {
  return createMiddleware<OccEnv>(async (c, next) => {
    const header = c.req.header("Authorization");
    if (header === undefined) {
      if (required) throw invalidToken("Invalid access token: no bearer token was sent");
      c.set("auth", null);
      return next();
    }
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) throw invalidToken("Invalid access token: the Authorization header is not a bearer token");
    c.set("auth", authenticate(tokens, token, now()));
    await next();
  });
}

function authenticate(tokens: TokenStore, token: string, now: number): TokenAuth {
  const found = tokens.lookupAccessToken(token, now);
  switch (found.status) {
    case "valid":
      return { userUid: found.userUid };
    case "expired":
      throw invalidToken(`Access token expired: the token expired at ${new Date(found.expiredAt).toISOString()}`);
    case "revoked":
      throw invalidToken("Invalid access token: the token was revoked");
    case "unknown":
      throw invalidToken("Invalid access token: the token is not known");
  }
}
