import { z } from "zod";
import { type TokenType } from "~/lib/password-reset/modes";
import { isOccError } from "./errors";
import { type OccCaller } from "./caller.server";

/**
 * Call group "Allocations, profile, reset" (spec part 2 §7), the password-reset calls of
 * docs/occ-api.md "Password reset". All four are anonymous: call them with `getAppOcc()` (the
 * storefront's client-credentials token).
 */

const AcceptedSchema = z.object({}).passthrough();

export const TokenValidationSchema = z.object({
  status: z.enum(["VALID", "EXPIRED", "INVALID"]),
  cdcRedirectionUrl: z
    .string()
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type TokenValidation = z.infer<typeof TokenValidationSchema>;

/** `POST forgottenpasswordtokens`: the same answer for every account (no enumeration). */
export async function requestPasswordReset({ occ }: OccCaller, userId: string): Promise<void> {
  await occ.request({ method: "POST", path: "forgottenpasswordtokens", body: { userId }, schema: AcceptedSchema });
}

/** `GET forgottenpasswordtokens/validate?token&type&mode`. */
export function validateResetToken(
  { occ }: OccCaller,
  { token, type, mode }: { token: string; type: TokenType; mode?: "cdc" },
): Promise<TokenValidation> {
  return occ.request({
    path: "forgottenpasswordtokens/validate",
    query: { token, type, mode },
    schema: TokenValidationSchema,
  });
}

/** `POST resetpassword`: single use; the backend signs the user out everywhere. */
export async function resetPassword({ occ }: OccCaller, body: { token: string; newPassword: string }): Promise<void> {
  await occ.request({ method: "POST", path: "resetpassword", body, schema: AcceptedSchema });
}

/** `POST forgottenpasswordtokens/resend`: a new link for an expired or used one (always 202). */
export async function resendResetLink({ occ }: OccCaller, body: { token: string; type: TokenType }): Promise<void> {
  await occ.request({ method: "POST", path: "forgottenpasswordtokens/resend", body, schema: AcceptedSchema });
}

/** 'expired' or 'invalid' for the backend's 400 ResetTokenError, null for anything else. */
export function resetTokenErrorReason(error: unknown): "expired" | "invalid" | null {
  if (!isOccError(error) || error.status !== 400) return null;
  const detail = error.details.find((d) => d.type === "ResetTokenError");
  if (!detail) return null;
  return detail.reason === "expired" ? "expired" : "invalid";
}

/** The backend's 400 ValidationError for `subject` (e.g. newPassword, userId), or null. */
export function fieldRejection(error: unknown, subject: string): { message: string } | null {
  if (!isOccError(error) || error.status !== 400) return null;
  const detail = error.details.find((d) => d.type === "ValidationError" && d.subject === subject);
  return detail ? { message: detail.message } : null;
}

