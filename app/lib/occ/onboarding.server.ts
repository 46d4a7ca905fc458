import { z } from "zod";
import { type CurrentUser, CurrentUserSchema } from "./users.server";
import { type OccCaller } from "./caller.server";
import { withStockFallback } from "./stock-fallback.server";

/**
 * Call groups "customer onboarding update", "identity-provider registration details and save",
 * "login user check" and "get SSO URL" (spec part 2 §4, §7; docs/occ-api.md "Onboarding,
 * identity-provider registration, SSO"). User token: call them with `getOcc()`.
 *
 * All are this customer's extensions. A stock SAP Commerce 2211 B2B has none of them (issue 22): its users carry no
 * first-login or identity-registration flag (`CurrentUserSchema` defaults them to false, so the guards never send
 * anyone to those pages), the login user check passes (the token already fetched the user) and there is no SSO
 * continuation URL.
 */

export interface OnboardingUpdate {
  preferredName: string | null;
  mobile: string | null;
  uniformPolicyAccepted: true;
}

/** `PATCH orgUsers/current/onboarding`: answers the current user, no longer on a first login. */
export async function updateOnboarding({ occ }: OccCaller, update: OnboardingUpdate): Promise<CurrentUser> {
  return occ.request({ method: "PATCH", path: "orgUsers/current/onboarding", body: update, schema: CurrentUserSchema });
}

/** Spec part 2 §3 "identity key details": cdcJavascriptUrl, baseSiteUid. */
export const IdentityRegistrationSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  providerName: z.string(),
  cdcJavascriptUrl: z.string().nullable(),
  baseSiteUid: z.string(),
});
export type IdentityRegistration = z.infer<typeof IdentityRegistrationSchema>;

export async function getIdentityRegistration({ occ }: OccCaller): Promise<IdentityRegistration> {
  return occ.request({ path: "orgUsers/current/identityRegistration", schema: IdentityRegistrationSchema });
}

/** `POST orgUsers/current/identityRegistration`: answers the current user without the page flag. */
export async function saveIdentityRegistration({ occ }: OccCaller): Promise<CurrentUser> {
  return occ.request({
    method: "POST",
    path: "orgUsers/current/identityRegistration",
    body: { consent: true },
    schema: CurrentUserSchema,
  });
}

/** Spec part 2 §3 "login user check response: statusCode". */
export async function loginUserCheck({ occ }: OccCaller): Promise<number> {
  return withStockFallback(
    "orgUsers/{userId}/loginUserCheck",
    "none: the user the token fetched may sign in (statusCode 200)",
    async () =>
      (await occ.request({ path: "orgUsers/current/loginUserCheck", schema: z.object({ statusCode: z.number() }) })).statusCode,
    () => Promise.resolve(200),
  );
}

/** The SSO continuation URL, "" when there is none. */
export async function getSsoUrl({ occ }: OccCaller): Promise<string> {
  return withStockFallback(
    "orgUsers/{userId}/ssoUrl",
    "none: no SSO continuation URL (home page)",
    async () => (await occ.request({ path: "orgUsers/current/ssoUrl", schema: z.object({ url: z.string() }) })).url,
    () => Promise.resolve(""),
  );
}
