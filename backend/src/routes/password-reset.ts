import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { addressOf, countAttempt, limitMessages } from "../http/limits";
import { parseInput } from "../http/validation";
import { normaliseMobile } from "../rules/mobile-number";

/**
 * Password reset (docs/occ-api.md "Password reset", spec part 1 §3–§5, part 2 §4–§5):
 *
 * Stock SAP Commerce 2211 (ForgottenPasswordsController), always served:
 * - `POST forgottenpasswordtokens?userId=`: a request parameter (query, or a form-urlencoded body as Spartacus
 *   sends it; a JSON body is not read, as by SAP's `@RequestParam`): an e-mail (contains '@') or a mobile number; a
 *   link with a fresh token goes to the outbox on that channel. Always `202` with an empty body (no enumeration).
 * - `POST resetpassword` `{token,newPassword}`: the shared password rules, single use; invalidates the user's other
 *   reset tokens and revokes every OAuth token of the user. `202` with an empty body.
 *
 * This customer's extensions (spec: validate reset token; resend expired link), gated with `extensionRoute`:
 * - `GET forgottenpasswordtokens/validate?token&type&mode`: VALID, EXPIRED or INVALID (unknown, used or superseded),
 *   plus `cdcRedirectionUrl` for `mode=cdc` when configured.
 * - `POST forgottenpasswordtokens/resend` `{token,type}`: a new link on the old token's channel when the token is
 *   known (expired or used) and its user is active. Always `202` with an empty body.
 *
 * Requests and resends are limited per account (requests) and per client address (issue 21, hole 2): 429
 * RateLimitError with `Retry-After` once reached; every call counts, whether or not the account exists.
 *
 * Tokens are 32 random bytes (base64url); only their SHA-256 is stored (migration 009). Rules and SQL:
 * stores/password-reset.ts.
 */

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

/** SAP's `@RequestParam`: the query string, or a form-urlencoded body (never JSON). */
async function requestParams(c: Context<OccEnv>): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  if ((c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    for (const [key, value] of new URLSearchParams(await c.req.text())) if (!(key in params)) params[key] = value;
  }
  return params;
}

export function passwordResetRoutes(deps: AppDeps) {
  const store = deps.stores.passwordReset;
  const { limits } = deps;
  const app = new Hono<OccEnv>();
  // Client token: any valid bearer token (the storefront's client-credentials token); 401 without.
  const clientToken = bearerAuth(deps, { required: true });
  const extension = extensionRoute(deps.config);

  app.post("/:site/forgottenpasswordtokens", clientToken, async (c) => {
    const { userId } = parseInput(requestSchema, await requestParams(c));
    const account = userId.includes("@") ? userId.toLowerCase() : normaliseMobile(userId); // as the store looks it up
    countAttempt(deps, [limits.resetAccount(account), limits.resetAddress(addressOf(deps, c))], limitMessages.passwordReset);
    store.requestReset(c.get("site"), userId);
    return c.body(null, 202, { "Cache-Control": "no-store" });
  });

  app.get("/:site/forgottenpasswordtokens/validate", extension, clientToken, (c) => {
    const { token, mode } = parseInput(validateSchema, c.req.query());
    return c.json(store.validate(c.get("site"), token, mode), 200, { "Cache-Control": "no-store" });
  });

  app.post("/:site/resetpassword", clientToken, async (c) => {
    const { token, newPassword } = parseInput(resetSchema, await c.req.json().catch(() => ({})));
    const result = store.resetPassword(c.get("site"), token, newPassword);
    if (!result.ok) return c.json(result.error, 400);
    return c.body(null, 202, { "Cache-Control": "no-store" });
  });

  app.post("/:site/forgottenpasswordtokens/resend", extension, clientToken, async (c) => {
    const { token } = parseInput(resendSchema, await c.req.json().catch(() => ({})));
    countAttempt(deps, [limits.resetAddress(addressOf(deps, c))], limitMessages.passwordReset);
    store.resend(c.get("site"), token);
    return c.body(null, 202, { "Cache-Control": "no-store" });
  });

  return app;
}
