import { type SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { createUserSession, getAppOcc } from "~/lib/auth.server";
import * as accountMessages from "~/lib/account-messages";
import { isOccError } from "~/lib/occ/errors";
import { rateLimitWaitSeconds, resendRegistrationCode, verifyRegistration } from "~/lib/occ/registration.server";
import { type RequestContext } from "~/lib/request-context.server";
import { sessionGuardRedirect } from "~/lib/session-guards";
import { type AppSession, commitSession, setFlash } from "~/lib/session.server";
import { registrationFormPath } from "./registration-form.server";
import { clearPendingRegistration, startPendingRegistration } from "./session.server";

/** Step 2 of registration: the code from the e-mail, and 'Resend code' (spec part 2 §4 verification flow). */

/** A form-level error in the shape `useSubmissionForm` renders (for the resend button, which has no fields). */
export function formError(message: string, initialValue: Record<string, string> | null = null): SubmissionResult<string[]> {
  return { status: "error", initialValue, error: { "": [message] } };
}

/** The registration expired on the backend: start again at the form (`/register/{code}`) with the reason. */
function registrationExpired(context: RequestContext, session: AppSession) {
  clearPendingRegistration(context, session);
  setFlash(session, { type: "error", message: accountMessages.registrationExpired });
  return redirect(registrationFormPath(session));
}

export async function resendCode(
  request: Request,
  context: RequestContext,
  session: AppSession,
  pending: { id: string; email: string },
): Promise<Response | SubmissionResult<string[]>> {
  try {
    const { resendAfterSeconds } = await resendRegistrationCode({ occ: getAppOcc(request, context) }, pending.id);
    startPendingRegistration(context, session, { registrationId: pending.id, email: pending.email, resendAfterSeconds });
    setFlash(session, { type: "success", message: accountMessages.verificationCodeSent(pending.email) });
    return redirect("/register/verify");
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 404) return registrationExpired(context, session);
    const wait = rateLimitWaitSeconds(error);
    if (wait !== null) {
      startPendingRegistration(context, session, { registrationId: pending.id, email: pending.email, resendAfterSeconds: wait });
      return formError(accountMessages.verificationCodeLimit(wait));
    }
    return formError(error.userMessage);
  }
}

/**
 * Verifies the code; on success the new user is signed in with a brand-new session and goes to
 * where the central guards send a new user (the onboarding page), with 'account created'.
 */
export async function verifyCode(
  request: Request,
  context: RequestContext,
  session: AppSession,
  pending: { id: string },
  verificationCode: string,
): Promise<Response | SubmissionResult<string[]>> {
  const keep = { verificationCode };
  try {
    const { token } = await verifyRegistration({ occ: getAppOcc(request, context) }, pending.id, verificationCode);
    const { session: userSession, user } = await createUserSession(request, context, token);
    setFlash(userSession, { type: "success", message: accountMessages.accountCreated });
    // Straight to where the guards would send the new user, so the flash survives the hop.
    const target =
      sessionGuardRedirect({
        pathname: "/",
        isFirstLogin: user.isFirstLogin,
        showCdcRegistrationPage: user.showCDCRegistrationPage,
        isProxyMode: false,
        proxyRestrictedPaths: [],
      }) ?? "/";
    return redirect(target, { headers: { "Set-Cookie": await commitSession(userSession) } });
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.status === 404) return registrationExpired(context, session);
    if (error.status === 400 && error.details.some((d) => d.type === "VerificationCodeError")) {
      return { status: "error", initialValue: keep, error: { verificationCode: [accountMessages.verificationCodeInvalid] } };
    }
    return formError(error.userMessage, keep);
  }
}
