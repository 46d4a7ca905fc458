import { redirect } from "@remix-run/node";
import { getAppOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as resetMessages from "~/lib/password-reset/messages";
import { isOccError } from "~/lib/occ/errors";
import { fieldRejection, resetPassword, resetTokenErrorReason, validateResetToken } from "~/lib/occ/password-reset.server";
import { type RequestContext } from "~/lib/request-context.server";
import { flashOnlyCookie } from "~/lib/session.server";
import { cdcRedirectTarget, expiredPath, MODE, modeForToken, tokenType } from "./modes";
import { forgetResetToken, rememberResetToken } from "./reset-cookie.server";
import { parseResetPasswordForm, RESET_PASSWORD_HIDDEN_FIELDS } from "./reset-password-schema";

/**
 * `/reset?token=…&type=EMAIL|SMS[&mode=cdc]` (spec part 1 §2, §4, §5): the token is validated on
 * the server. Valid → mode 5, the new-password form. Expired, used or unknown → the link-expired
 * view at /expired (mode 6, or 8 for SMS), the token moved from the URL into a signed cookie.
 */

/** Redirect to the link-expired view, remembering the token for 'Send me a new link'. */
async function toExpiredView(token: string, type: "EMAIL" | "SMS") {
  return redirect(expiredPath(type), { headers: { "Set-Cookie": await rememberResetToken({ token, type }) } });
}

export async function loadResetPassword(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const type = tokenType(url.searchParams.get("type"));
  if (!token) throw redirect(expiredPath(type));
  const validation = await validateResetToken({ occ: getAppOcc(request, context) }, {
    token,
    type,
    mode: url.searchParams.get("mode") === "cdc" ? "cdc" : undefined,
  }).catch(throwBackendError);
  const external = cdcRedirectTarget(validation.cdcRedirectionUrl, getEnv().allowedRedirectOrigins);
  if (external) throw redirect(external);
  if (modeForToken(validation.status, type) !== MODE.resetPassword) throw await toExpiredView(token, type);
  return { token, type };
}

/** POST: set the new password; then sign-in with 'password reset' (every session of the user was revoked). */
export async function submitResetPassword(request: Request, context: RequestContext) {
  const formData = await readForm(request, { honeypot: true });
  const token = formData.get("token");
  const type = tokenType(String(formData.get("type") ?? ""));
  if (typeof token !== "string" || token.length === 0) return redirect(expiredPath(type));
  const submission = parseResetPasswordForm(formData);
  const hideFields = [...RESET_PASSWORD_HIDDEN_FIELDS];
  if (submission.status !== "success") return invalidSubmission(context, submission, { hideFields });
  try {
    await resetPassword({ occ: getAppOcc(request, context) }, { token, newPassword: submission.value.newPassword });
  } catch (error) {
    if (resetTokenErrorReason(error)) return toExpiredView(token, type);
    if (!isOccError(error)) throw error;
    const rule = fieldRejection(error, "newPassword");
    if (rule) return invalidSubmission(context, submission, { fieldErrors: { newPassword: [rule.message] }, hideFields });
    return invalidSubmission(context, submission, { formErrors: [error.userMessage], hideFields });
  }
  // The backend revoked every session of the user: start a fresh one that carries only the flash.
  const headers = new Headers();
  headers.append("Set-Cookie", await flashOnlyCookie({ type: "success", message: resetMessages.passwordResetSuccess }));
  headers.append("Set-Cookie", await forgetResetToken());
  return redirect("/login", { headers });
}
