import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { OccError } from "../http/errors";
import { extensionsOn } from "../http/extensions";
import { countAttempt } from "../http/limits";
import { parseInput } from "../http/validation";
import { type Limit } from "../rate-limits";
import { accessDenied, ACCOUNT_SECURITY_TEXTS, type AccountSecurityUser, accountSecurityStore } from "../stores/account-security";

/**
 * Login & Security (issue 25; docs/occ-api.md "Login & Security", docs/login-security.md). Stock SAP Commerce 2211
 * `UsersController` calls, as Spartacus' `OccUserProfileAdapter` sends them (`updatePassword`, `updateEmail`): request
 * parameters, in the query or a form-urlencoded body (never JSON), user token.
 *
 * - `PUT users/{userId}/password` `old`, `new`: 202 with an empty body. The new password follows the shared rules
 *   with the change form's minimum of 6 (spec part 2 §5; 400 ValidationError on `new`) and must differ from the old;
 *   a wrong `old` is 400 `PasswordMismatchError` 'Old password incorrect.' (Spartacus' bad-request handler turns it
 *   into that text).
 * - `PUT users/{userId}/login` `newLogin`, `password`: 200 with an empty body. `newLogin` must be an e-mail address
 *   (400 ValidationError), not taken (400 `DuplicateUidError`); a wrong password is 400 `PasswordMismatchError`.
 *
 * Both: `userId` is `current` or the caller's own uid, else 403 `AccessDeniedError` 'Access is denied' (SAP's answer
 * to a call its security refuses, which Spartacus shows as 'Access is denied'); with this customer's extensions on, a
 * user whose `showLoginPreferencePage` is false gets the same 403 (the page is not theirs). Every token of the user
 * is revoked on success. Wrong passwords are limited per account: 5 within the sign-in window (15 minutes), then
 * 429 `RateLimitError` with the wait — even for the right password, as for sign-in; a right password does not count.
 */

/** Wrong current passwords per account within the window, before 429. */
export const PASSWORD_CHECK_LIMIT = 5;
export const passwordCheckLimitMessage = (seconds: number) =>
  `You have reached the limit of password attempts. Please wait ${seconds} seconds before retrying.`;

const MAX_PASSWORD = 1024;
const passwordSchema = z.object({
  old: z.string().max(MAX_PASSWORD).optional(),
  new: z.string({ required_error: "new is required" }).max(MAX_PASSWORD),
});
const loginSchema = z.object({
  newLogin: z
    .string({ required_error: "newLogin is required" })
    .trim()
    .toLowerCase()
    .max(255, "newLogin is too long")
    .email("newLogin is not a valid e-mail address"),
  password: z.string({ required_error: "password is required" }).min(1, "password is required").max(MAX_PASSWORD),
});

/** SAP's `@RequestParam`: the query string, or a form-urlencoded body (never JSON). */
async function requestParams(c: Context<OccEnv>): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  if ((c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    for (const [key, value] of new URLSearchParams(await c.req.text())) if (!(key in params)) params[key] = value;
  }
  return params;
}

export function accountSecurityRoutes(deps: AppDeps) {
  const store = accountSecurityStore(deps.db, deps.now);
  const gated = extensionsOn(deps.config);
  const userToken = bearerAuth(deps, { required: true });
  const app = new Hono<OccEnv>();

  const checkLimit = (uid: string): Limit => ({
    bucket: "password-check:account",
    key: uid,
    max: PASSWORD_CHECK_LIMIT,
    windowSeconds: deps.config.limits.windowSeconds,
  });

  /** The caller, when `{userId}` is theirs and the page is theirs; else 403 AccessDeniedError. */
  function owner(c: Context<OccEnv>): AccountSecurityUser {
    const uid = c.get("auth")?.userUid;
    const userId = c.req.param("userId") ?? "";
    if (!uid || (userId !== "current" && userId.toLowerCase() !== uid)) throw accessDenied();
    const user = store.user(uid);
    if (!user || user.disabled || (gated && !user.showLoginPreferencePage)) throw accessDenied();
    return user;
  }

  /** Checks the current password as one counted attempt; a right one is taken back. */
  async function checkPassword(user: AccountSecurityUser, password: string, wrong: string): Promise<void> {
    const eventIds = countAttempt(deps, [checkLimit(user.uid)], passwordCheckLimitMessage);
    if (!(await store.passwordMatches(user, password))) {
      throw new OccError(400, [{ type: "PasswordMismatchError", message: wrong }]);
    }
    deps.limiter.forgive(eventIds);
  }

  app.put("/:site/users/:userId/password", userToken, async (c) => {
    const user = owner(c);
    const params = parseInput(passwordSchema, await requestParams(c));
    if (!params.old) {
      throw new OccError(400, [
        { type: "ValidationError", subject: "old", subjectType: "parameter", reason: "missing", message: "Request parameter 'old' is required." },
      ]);
    }
    store.checkNewPassword(params.old, params.new);
    await checkPassword(user, params.old, ACCOUNT_SECURITY_TEXTS.oldPasswordIncorrect);
    store.changePassword(user.uid, params.new);
    return c.body(null, 202, { "Cache-Control": "no-store" });
  });

  app.put("/:site/users/:userId/login", userToken, async (c) => {
    const user = owner(c);
    const { newLogin, password } = parseInput(loginSchema, await requestParams(c));
    await checkPassword(user, password, ACCOUNT_SECURITY_TEXTS.passwordIncorrect);
    store.changeLogin(user.uid, newLogin);
    return c.body(null, 200, { "Cache-Control": "no-store" });
  });

  return app;
}
