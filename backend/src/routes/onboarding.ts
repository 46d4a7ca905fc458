import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { forbidden } from "../http/errors";
import { requireSite } from "../http/site";
import { parseInput } from "../http/validation";
import { isValidMobile as isMobile, normaliseMobile } from "../rules/mobile-number";
import { usersRoutes } from "./users";

/**
 * Onboarding, identity-provider registration and SSO (docs/occ-api.md "Onboarding,
 * identity-provider registration, SSO"; spec part 1 §2–§3, part 2 §3–§4, §7). User tokens only. SQL: stores/onboarding.ts.
 */

/** Shown on the identity-provider registration page; the reference backend has one provider. */
export const IDENTITY_PROVIDER_NAME = "Acme Identity";

const onboardingBody = z.object({
  preferredName: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .optional()
    .transform((v) => v || null),
  mobile: z
    .string()
    .max(40)
    .nullable()
    .optional()
    .transform((v) => (v && v.trim() ? normaliseMobile(v) : null))
    .refine((v) => v === null || isMobile(v), "Must be 8 to 15 digits"),
  uniformPolicyAccepted: z.literal(true, { errorMap: () => ({ message: "uniformPolicyAccepted must be true" }) }),
});

const consentBody = z.object({
  consent: z.literal(true, { errorMap: () => ({ message: "consent must be true" }) }),
});

export function onboardingRoutes(deps: AppDeps) {
  const store = deps.stores.onboarding;

  // "200 current user (as GET orgUsers/current)": answered by the users module itself, so the
  // shape can never drift from the one the storefront's CurrentUserSchema parses.
  const currentUserApp = new Hono<OccEnv>();
  currentUserApp.use("/occ/v2/:site/*", requireSite(deps));
  currentUserApp.route("/occ/v2", usersRoutes(deps));
  const currentUser = (c: Context<OccEnv>) =>
    currentUserApp.request(`/occ/v2/${encodeURIComponent(c.get("site").uid)}/orgUsers/current`, {
      headers: { Authorization: c.req.header("Authorization") ?? "" },
    });

  /** The signed-in user of this site (403 for client tokens and other sites' users). */
  const signedInUser = (c: Context<OccEnv>) => store.signedInUser(c.get("auth")?.userUid, c.get("site"));

  const auth = bearerAuth(deps, { required: true });
  const app = new Hono<OccEnv>();
  /** This customer's extension (spec part 2 §7): a stock SAP has no such path (BACKEND_EXTENSIONS=none answers 404). */
  const extension = extensionRoute(deps.config);

  app.patch("/:site/orgUsers/current/onboarding", extension, auth, async (c) => {
    const user = signedInUser(c);
    const body = parseInput(onboardingBody, await c.req.json().catch(() => ({})));
    if (body.mobile && store.mobileOfOther(body.mobile, user.uid)) {
      return c.json(
        { errors: [{ type: "AlreadyExistsError", subject: "mobile", message: "Another account has this mobile number" }] },
        409,
      );
    }
    store.completeOnboarding(user.uid, body.preferredName, body.mobile);
    return currentUser(c);
  });

  app.get("/:site/orgUsers/current/identityRegistration", extension, auth, (c) => {
    const user = signedInUser(c);
    return c.json(
      {
        email: user.uid,
        firstName: user.firstName,
        lastName: user.lastName,
        providerName: IDENTITY_PROVIDER_NAME,
        cdcJavascriptUrl: null,
        baseSiteUid: c.get("site").uid,
      },
      200,
      { "Cache-Control": "private, no-store" },
    );
  });

  app.post("/:site/orgUsers/current/identityRegistration", extension, auth, async (c) => {
    const user = signedInUser(c);
    parseInput(consentBody, await c.req.json().catch(() => ({})));
    store.completeIdentityRegistration(user.uid);
    return currentUser(c);
  });

  app.get("/:site/orgUsers/current/loginUserCheck", extension, auth, (c) => {
    const user = signedInUser(c);
    if (user.unitActive !== 1) throw forbidden("The user's organisation unit is disabled");
    return c.json({ statusCode: 200 }, 200, { "Cache-Control": "private, no-store" });
  });

  app.get("/:site/orgUsers/current/ssoUrl", extension, auth, (c) => {
    const user = signedInUser(c);
    return c.json({ url: user.ssoUrl }, 200, { "Cache-Control": "private, no-store" });
  });

  return app;
}
