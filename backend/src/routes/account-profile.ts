import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden, invalidParameter, OccError } from "../http/errors";
import { extensionRoute } from "../http/extensions";
import { addressOf, countAttempt, limitMessages } from "../http/limits";
import { jsonBody, parseInput } from "../http/validation";
import { MOBILE_PATTERN, normaliseMobile } from "../rules/mobile-number";
import { type MobileChangeRefusal, NAME_MAX, NAME_PATTERN, PREFERRED_NAME_MAX, TITLES } from "../stores/account-profile";

/**
 * My Profile (issue 25; docs/occ-api.md "My Profile"; docs/account-profile.md). Stock SAP Commerce 2211 calls:
 * `GET titles`, `PATCH users/{userId}` (titleCode, firstName, lastName), `DELETE users/{userId}` (close account).
 * This customer's extensions (404 with BACKEND_EXTENSIONS=none): `PUT orgUsers/{userId}/preferred-name` (spec part 2
 * §7) and the mobile change, `POST users/{userId}/mobile/verificationCode` then `PUT users/{userId}/mobile`.
 * Every call but `titles` is for the signed-in user only: `current` or their own uid (403 otherwise, as SAP).
 */

const userParam = z.object({ userId: z.string().min(1).max(320) });
const NO_STORE = { "Cache-Control": "no-store" };

/** Names: letters (any script, with their accents), spaces, apostrophes, hyphens and full stops (stores/account-profile.ts). */
const name = z
  .string()
  .trim()
  .min(1, "Must not be blank")
  .max(NAME_MAX, `At most ${NAME_MAX} characters`)
  .regex(NAME_PATTERN, "Letters, spaces, apostrophes, hyphens and full stops only");
const profileBody = z
  .object({ titleCode: z.string().trim().max(10).optional(), firstName: name.optional(), lastName: name.optional() })
  .passthrough();
const preferredNameBody = z.object({
  preferredName: z
    .string()
    .trim()
    .max(PREFERRED_NAME_MAX, `At most ${PREFERRED_NAME_MAX} characters`)
    .refine((v) => v === "" || NAME_PATTERN.test(v), "Letters, spaces, apostrophes, hyphens and full stops only")
    .nullable()
    .transform((v) => v || null),
});
const mobile = z
  .string()
  .max(40)
  .transform(normaliseMobile)
  .refine((v) => MOBILE_PATTERN.test(v), "Must be 8 to 15 digits");
const mobileBody = z.object({ mobileNumber: mobile });
const confirmBody = z.object({ mobileNumber: mobile, verificationCode: z.string().trim().max(20) });

/** The signed-in user, when `userId` names them (`current` or their uid); 403 for anybody else. */
function ownUser(c: Context<OccEnv>): string {
  const { userId } = parseInput(userParam, c.req.param());
  const uid = c.get("auth")?.userUid;
  if (!uid) throw forbidden("This token is not bound to a user");
  if (userId !== "current" && userId.toLowerCase() !== uid) throw forbidden("Access is denied");
  return uid;
}

function refused(refusal: MobileChangeRefusal): OccError {
  switch (refusal.kind) {
    case "unchanged":
      return new OccError(400, [{ type: "ValidationError", subject: "mobileNumber", reason: "invalid", message: "This is already your mobile number" }]);
    case "taken":
      return new OccError(409, [{ type: "AlreadyExistsError", subject: "mobile", message: "An account with this mobile already exists" }]);
    case "rateLimited":
      return new OccError(429, [
        {
          type: "RateLimitError",
          message: `Too many verification codes for this account. Retry in ${refusal.waitSeconds} seconds.`,
          waitSeconds: refusal.waitSeconds,
        },
      ]);
    case "noPendingChange":
      return new OccError(400, [
        { type: "UnknownIdentifierError", subject: "mobileNumber", message: "No verification code was sent to this number, or it has expired" },
      ]);
    case "wrongVerificationCode":
      // Registration's error type (routes/registration.ts): the storefront reads both the same way.
      return new OccError(400, [{ type: "ValidationError", subject: "verificationCode", reason: "invalid", message: "The verification code is not correct" }]);
  }
}

export function accountProfileRoutes(deps: AppDeps) {
  const store = deps.stores.accountProfile;
  const app = new Hono<OccEnv>();
  const extension = extensionRoute(deps.config);
  const auth = bearerAuth(deps, { required: true });
  const addressLimit = (c: Context) => [deps.limits.verificationAddress(addressOf(deps, c))];

  app.get("/:site/titles", (c) => c.json({ titles: TITLES }, 200, { "Cache-Control": "public, max-age=3600" }));

  app.patch("/:site/users/:userId", auth, async (c) => {
    const uid = ownUser(c);
    const body = parseInput(profileBody, await jsonBody(c));
    if (body.titleCode !== undefined && !store.isTitle(body.titleCode)) {
      throw invalidParameter("titleCode", `Title with code '${body.titleCode}' not found`);
    }
    store.updateProfile(uid, { titleCode: body.titleCode, firstName: body.firstName, lastName: body.lastName });
    return c.body(null, 200, NO_STORE);
  });

  app.delete("/:site/users/:userId", auth, (c) => {
    store.closeAccount(ownUser(c));
    return c.body(null, 200, NO_STORE);
  });

  app.put("/:site/orgUsers/:userId/preferred-name", extension, auth, async (c) => {
    const uid = ownUser(c);
    const { preferredName } = parseInput(preferredNameBody, await jsonBody(c));
    store.setPreferredName(uid, preferredName);
    return c.body(null, 200, NO_STORE);
  });

  app.post("/:site/users/:userId/mobile/verificationCode", extension, auth, async (c) => {
    const uid = ownUser(c);
    const { mobileNumber } = parseInput(mobileBody, await jsonBody(c));
    countAttempt(deps, addressLimit(c), limitMessages.verificationSend);
    const result = store.requestMobileChange(uid, mobileNumber);
    if ("refused" in result) throw refused(result.refused);
    return c.json(result, 201, NO_STORE);
  });

  app.put("/:site/users/:userId/mobile", extension, auth, async (c) => {
    const uid = ownUser(c);
    const { mobileNumber, verificationCode } = parseInput(confirmBody, await jsonBody(c));
    const attempt = countAttempt(deps, addressLimit(c), limitMessages.verification);
    const result = store.confirmMobileChange(uid, mobileNumber, verificationCode);
    if (!("refused" in result) || result.refused.kind !== "wrongVerificationCode") deps.limiter.forgive(attempt); // only wrong codes count
    if ("refused" in result) throw refused(result.refused);
    return c.body(null, 200, NO_STORE);
  });

  return app;
}
