import { z } from "zod";
import { TokenResponseSchema } from "./authentication.server";
import { type OccCaller } from "./caller.server";

/**
 * Call group "register code validation" and the employee checks (spec part 1 §7, part 2 §7;
 * docs/occ-api.md "Registration by code"). All anonymous: call them with `getAppOcc()`.
 */

const ValidSchema = z.object({ valid: z.boolean() });

export async function validateRegistrationCode({ occ }: OccCaller, code: string): Promise<boolean> {
  const { valid } = await occ.request({
    method: "POST",
    path: "registration/validateCode",
    body: { code },
    schema: ValidSchema,
  });
  return valid;
}

/** `GET validateEmployeeEmail?emailAddress=` — false when an account already has the address. */
export async function validateEmployeeEmail({ occ }: OccCaller, email: string): Promise<boolean> {
  return (await occ.request({ path: "validateEmployeeEmail", query: { emailAddress: email }, schema: ValidSchema })).valid;
}

/** `GET validateEmployeeMobile?empMobile=` — false when another user has the number. */
export async function validateEmployeeMobile({ occ }: OccCaller, mobile: string): Promise<boolean> {
  return (await occ.request({ path: "validateEmployeeMobile", query: { empMobile: mobile }, schema: ValidSchema })).valid;
}

/** `GET validateEmployeeCode?empCode=` — false when another user has the code. */
export async function validateEmployeeCode({ occ }: OccCaller, code: string): Promise<boolean> {
  return (await occ.request({ path: "validateEmployeeCode", query: { empCode: code }, schema: ValidSchema })).valid;
}

export interface NewRegistration {
  registrationCode: string;
  titleCode?: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  employeeCode?: string;
  password: string;
  termsConsent: true;
  marketingConsent: boolean;
}

export const RegistrationCreatedSchema = z.object({
  registrationId: z.string(),
  email: z.string(),
  resendAfterSeconds: z.number().int().nonnegative(),
  expiresInSeconds: z.number().int().positive(),
});
export type RegistrationCreated = z.infer<typeof RegistrationCreatedSchema>;

/** `POST registrations`: a pending registration; the backend e-mails a 6-digit code. */
export async function createRegistration({ occ }: OccCaller, registration: NewRegistration): Promise<RegistrationCreated> {
  return occ.request({ method: "POST", path: "registrations", body: registration, schema: RegistrationCreatedSchema });
}

const ResentSchema = z.object({ resendAfterSeconds: z.number().int().nonnegative() });

/** `POST registrations/{id}/code`: sends a new code (rate-limited). */
export async function resendRegistrationCode({ occ }: OccCaller, registrationId: string) {
  return occ.request({
    method: "POST",
    path: `registrations/${encodeURIComponent(registrationId)}/code`,
    schema: ResentSchema,
  });
}

export const RegistrationVerifiedSchema = z.object({ uid: z.string(), token: TokenResponseSchema });
export type RegistrationVerified = z.infer<typeof RegistrationVerifiedSchema>;

/** `POST registrations/{id}/verify`: creates the user and answers their OAuth token. */
export async function verifyRegistration(
  { occ }: OccCaller,
  registrationId: string,
  verificationCode: string,
): Promise<RegistrationVerified> {
  return occ.request({
    method: "POST",
    path: `registrations/${encodeURIComponent(registrationId)}/verify`,
    body: { verificationCode },
    schema: RegistrationVerifiedSchema,
  });
}

/** When a registration-code 429 names no wait (rateLimitWait in ./errors): the resend interval. */
export const REGISTRATION_WAIT_FALLBACK_SECONDS = 30;
