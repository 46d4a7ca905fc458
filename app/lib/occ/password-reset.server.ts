import { z } from "zod";
import { type TokenType } from "~/lib/password-reset/modes";
import { isOccError } from "./errors";
import { EmptyBodySchema } from "./lenient-list.server";
import { withStockFallback } from "./stock-fallback.server";
import { type OccCaller } from "./caller.server";

/**
 * Password reset (spec part 1 §2–§5, part 2 §7 "Allocations, profile, reset"; docs/occ-api.md "Password reset"). All
 * calls are anonymous: call them with `getAppOcc()` (the storefront's client-credentials token).
 *
 * - Stock SAP Commerce 2211 (ForgottenPasswordsController; Spartacus `OccUserProfileAdapter`
 *   `requestForgotPasswordEmail` / `resetPassword`): `POST forgottenpasswordtokens?userId=` (request parameter, no
 *   body, 202 with an empty body) and `POST resetpassword` `{token,newPassword}` (empty body).
 * - This customer's extensions (spec: "Validate reset token: token, type (default EMAIL), optional mode=cdc";
 *   "resend expired link", path not shown): `GET forgottenpasswordtokens/validate?token&type&mode` and
 *   `POST forgottenpasswordtokens/resend` `{token,type}`. A stock SAP answers them `404 UnknownResourceError`; then
 *   the token counts as valid until `resetpassword` refuses it, and a resend becomes a new `forgottenpasswordtokens`
 *   request when the e-mail is known, else the user is sent to request a new link (`"requestAgain"`).
 */

export const TokenValidationSchema = z.object({
  status: z.enum(["VALID", "EXPIRED", "INVALID"]),
  cdcRedirectionUrl: z
    .string()
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type TokenValidation = z.infer<typeof TokenValidationSchema>;

/** `POST forgottenpasswordtokens?userId=` (no body): SAP answers 202 with an empty body for every account. */
export async function requestPasswordReset({ occ }: OccCaller, userId: string): Promise<void> {
  await occ.request({ method: "POST", path: "forgottenpasswordtokens", query: { userId }, schema: EmptyBodySchema });
}

/**
 * `GET forgottenpasswordtokens/validate?token&type&mode` (extension). Stock fallback: no call; the token counts as
 * VALID (no CDC redirect) and `resetpassword` decides.
 */
export function validateResetToken(
  { occ }: OccCaller,
  { token, type, mode }: { token: string; type: TokenType; mode?: "cdc" },
): Promise<TokenValidation> {
  return withStockFallback(
    "forgottenpasswordtokens/validate",
    "flow (the token counts as valid until POST resetpassword refuses it)",
    () => occ.request({ path: "forgottenpasswordtokens/validate", query: { token, type, mode }, schema: TokenValidationSchema }),
    async () => ({ status: "VALID" as const, cdcRedirectionUrl: null }),
  );
}

/** `POST resetpassword` `{token,newPassword}` (stock; empty answer): single use; the backend signs the user out everywhere. */
export async function resetPassword({ occ }: OccCaller, body: { token: string; newPassword: string }): Promise<void> {
  await occ.request({ method: "POST", path: "resetpassword", body, schema: EmptyBodySchema });
}

/**
 * `POST forgottenpasswordtokens/resend` `{token,type}` (extension): a new link for an expired or used one ("sent").
 * Stock fallback: `POST forgottenpasswordtokens?userId=` when the e-mail is known ("sent"); otherwise nothing is
 * sent and the user must request a new link ("requestAgain").
 */
export async function resendResetLink(
  caller: OccCaller,
  { token, type, userId }: { token: string; type: TokenType; userId?: string | null },
): Promise<"sent" | "requestAgain"> {
  const { occ } = caller;
  return withStockFallback(
    "forgottenpasswordtokens/resend",
    "POST forgottenpasswordtokens?userId= (when the e-mail is known)",
    async () => {
      await occ.request({ method: "POST", path: "forgottenpasswordtokens/resend", body: { token, type }, schema: EmptyBodySchema });
      return "sent" as const;
    },
    async () => {
      if (!userId) return "requestAgain" as const;
      await requestPasswordReset(caller, userId);
      return "sent" as const;
    },
  );
}

/** 'expired' or 'invalid' for the reference backend's 400 ResetTokenError (or SAP's token refusals), null for anything else. */
export function resetTokenErrorReason(error: unknown): "expired" | "invalid" | null {
  if (!isOccError(error) || error.status !== 400) return null;
  const detail = error.details.find((d) => d.type === "ResetTokenError");
  if (detail) return detail.reason === "expired" ? "expired" : "invalid";
  // Stock SAP: a used or superseded token is TokenInvalidatedError; an unknown or malformed one a 400 on `token`.
  if (error.details.some((d) => d.type === "TokenInvalidatedError" || d.subject === "token" || d.type === "InvalidTokenError")) return "invalid";
  return null;
}

/** The backend's 400 ValidationError for `subject` (e.g. newPassword, userId), or null. */
export function fieldRejection(error: unknown, subject: string): { message: string } | null {
  if (!isOccError(error) || error.status !== 400) return null;
  const detail = error.details.find((d) => d.type === "ValidationError" && d.subject === subject);
  return detail ? { message: detail.message } : null;
}

