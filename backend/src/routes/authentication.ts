import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { OAuthError } from "../http/errors";
import { addressOf, limitMessages } from "../http/limits";
import { ClientAuthenticator } from "../oauth-clients";
import { verifyAgainstDummy, verifySecret } from "../passwords";
import { type IssuedTokens } from "../tokens";

const SCOPE = "basic openid";
const GRANT_TYPES = ["password", "refresh_token", "client_credentials"] as const;

const clientFields = z.object({
  client_id: z.string().min(1).max(200).optional(),
  client_secret: z.string().max(200).optional(),
});

const grantSchema = z.discriminatedUnion("grant_type", [
  z.object({
    grant_type: z.literal("password"),
    username: z.string().trim().min(1).max(320),
    password: z.string().min(1).max(1024),
  }),
  z.object({ grant_type: z.literal("refresh_token"), refresh_token: z.string().min(1).max(256) }),
  z.object({ grant_type: z.literal("client_credentials") }),
]);
type Grant = z.infer<typeof grantSchema>;

const revokeSchema = z.object({ token: z.string().max(256).optional() });

interface UserCredentials {
  uid: string;
  passwordHash: string;
  disabled: number;
}

const badClient = () => new OAuthError(401, "invalid_client", "Bad client credentials");
const badCredentials = () => new OAuthError(400, "invalid_grant", "Bad credentials");

/** Client credentials from HTTP Basic (preferred) or the `client_id` / `client_secret` form fields. */
function clientCredentials(c: Context, form: Record<string, unknown>): { id: string; secret: string } {
  const header = c.req.header("Authorization");
  if (header !== undefined) {
    const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header)?.[1];
    if (encoded === undefined) throw badClient();
    const decoded = Buffer.from(encoded, "base64").toString("utf8");
    const separator = decoded.indexOf(":");
    if (separator < 1) throw badClient();
    try {
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
      return { id: decode(decoded.slice(0, separator)), secret: decode(decoded.slice(separator + 1)) };
    } catch {
      throw badClient();
    }
  }
  const fields = clientFields.safeParse(form);
  if (!fields.success || fields.data.client_id === undefined) throw badClient();
  return { id: fields.data.client_id, secret: fields.data.client_secret ?? "" };
}

function parseGrant(form: Record<string, unknown>): Grant {
  const grantType = form.grant_type;
  if (grantType === undefined || grantType === "") {
    throw new OAuthError(400, "invalid_request", "Missing grant type");
  }
  if (!GRANT_TYPES.some((known) => known === grantType)) {
    throw new OAuthError(400, "unsupported_grant_type", "Unsupported grant type");
  }
  const grant = grantSchema.safeParse(form);
  if (!grant.success) {
    const fields = [...new Set(grant.error.issues.map((issue) => issue.path.join(".")))].join(", ");
    throw new OAuthError(400, "invalid_request", `Missing or invalid parameter: ${fields}`);
  }
  return grant.data;
}

async function parseForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new OAuthError(400, "invalid_request", "Malformed request body");
  }
}

function tokenResponse(c: Context, tokens: IssuedTokens) {
  return c.json(
    {
      access_token: tokens.accessToken,
      token_type: "bearer",
      ...(tokens.refreshToken === null ? {} : { refresh_token: tokens.refreshToken }),
      expires_in: tokens.expiresIn,
      scope: SCOPE,
    },
    200,
    { "Cache-Control": "no-store", Pragma: "no-cache" },
  );
}

/** `POST /authorizationserver/oauth/token` and `/revoke` (docs/occ-api.md, "OAuth"). */
export function authenticationRoutes(deps: AppDeps) {
  const { db, tokens, now, limiter, limits } = deps;
  const clients = new ClientAuthenticator(db);
  const findUser = db.prepare<[string], UserCredentials>(
    "SELECT uid, password_hash AS passwordHash, disabled FROM users WHERE uid = lower(?)",
  );

  /**
   * The password grant under the brute-force limits (issue 21, hole 2): the attempt is counted per account and per
   * client address before the password is checked (so parallel guesses cannot all pass), and taken back when it
   * succeeds, which also forgets the account's failures. Once a limit is reached even the right password is refused:
   * 429 invalid_grant with `Retry-After`.
   */
  async function limitedPasswordGrant(c: Context, clientId: string, username: string, password: string): Promise<IssuedTokens> {
    const account = username.toLowerCase();
    const attempt = limiter.attempt([limits.signInAccount(account), limits.signInAddress(addressOf(deps, c))]);
    if (!attempt.allowed) {
      throw new OAuthError(429, "invalid_grant", limitMessages.signIn(attempt.retryAfterSeconds), attempt.retryAfterSeconds);
    }
    const issued = await passwordGrant(clientId, username, password);
    limiter.forgive(attempt.eventIds);
    limiter.clear(limits.signInAccount(account).bucket, account);
    return issued;
  }

  async function passwordGrant(clientId: string, username: string, password: string): Promise<IssuedTokens> {
    const user = findUser.get(username);
    if (!user) {
      await verifyAgainstDummy(password);
      throw badCredentials();
    }
    // The password is checked first, so a disabled account is only revealed to someone who knows its password.
    if (!(await verifySecret(password, user.passwordHash))) throw badCredentials();
    if (user.disabled === 1) throw new OAuthError(400, "invalid_grant", "User is disabled");
    return tokens.issue(clientId, user.uid, true, now());
  }

  const app = new Hono();
  app.use(
    "*",
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => {
        throw new OAuthError(400, "invalid_request", "Request body too large");
      },
    }),
  );

  app.post("/token", async (c) => {
    const form = await parseForm(c);
    const client = clientCredentials(c, form);
    if (!(await clients.authenticate(client.id, client.secret))) throw badClient();
    const grant = parseGrant(form);
    switch (grant.grant_type) {
      case "password":
        return tokenResponse(c, await limitedPasswordGrant(c, client.id, grant.username, grant.password));
      case "client_credentials":
        return tokenResponse(c, tokens.issue(client.id, null, false, now()));
      case "refresh_token": {
        const result = tokens.refresh(client.id, grant.refresh_token, now());
        if (result.status === "invalid") throw new OAuthError(400, "invalid_grant", "Invalid refresh token");
        if (result.status === "disabled") throw new OAuthError(400, "invalid_grant", "User is disabled");
        return tokenResponse(c, result.tokens);
      }
    }
  });

  app.post("/revoke", async (c) => {
    const form = revokeSchema.safeParse(await parseForm(c));
    if (form.success && form.data.token !== undefined) tokens.revoke(form.data.token, now());
    return c.json({}, 200, { "Cache-Control": "no-store" });
  });

  return app;
}
