import { z } from "zod";
import { type CurrentUser, CurrentUserSchema } from "./users.server";
import { type OccCaller } from "./caller.server";

/**
 * Call groups "customer onboarding update", "identity-provider registration details and save",
 * "login user check" and "get SSO URL" (spec part 2 §4, §7; docs/occ-api.md "Onboarding,
 * identity-provider registration, SSO"). User token: call them with `getOcc()`.
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
  return (await occ.request({ path: "orgUsers/current/loginUserCheck", schema: z.object({ statusCode: z.number() }) }))
    .statusCode;
}

/** The SSO continuation URL, "" when there is none. */
export async function getSsoUrl({ occ }: OccCaller): Promise<string> {
  return (await occ.request({ path: "orgUsers/current/ssoUrl", schema: z.object({ url: z.string() }) })).url;
}
