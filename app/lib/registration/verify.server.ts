import { redirect } from "@remix-run/node";
import { createUserSession, getAppOcc } from "~/lib/auth.server";
import * as registrationMessages from "~/lib/registration/messages";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { isOccError, rateLimitWait } from "~/lib/occ/errors";
import { REGISTRATION_WAIT_FALLBACK_SECONDS, resendRegistrationCode, verifyRegistration } from "~/lib/occ/registration.server";
import { type RequestContext } from "~/lib/request-context.server";
import { sessionGuardRedirect } from "~/lib/session-guards";
import { type AppSession, commitSession, setFlash } from "~/lib/session.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { parseVerifyCodeForm } from "./register-verify-schema";
import { registrationFormPath } from "./registration-form.server";
import { clearPendingRegistration, pendingRegistration, requireRegistrationVisitor, startPendingRegistration } from "./session.server";

/** Step 2 of registration, `/register/verify`: the code from the e-mail, and 'Resend code' (spec part 2 §4 verification flow). */

type Pending = NonNullable<ReturnType<typeof pendingRegistration>>;

/** The pending registration; without one, back to the form for the session's code (or home). */
async function requirePending(request: Request, context: RequestContext) {
  const session = await requireRegistrationVisitor(request, context);
  const pending = pendingRegistration(session);
  if (!pending) throw redirect(registrationFormPath(session));
  return { session, pending };
}

/** The e-mail the code went to and the seconds until a new code may be asked for. */
export async function loadVerify(request: Request, context: RequestContext) {
  const { pending } = await requirePending(request, context);
  return { email: pending.email, waitSeconds: Math.max(0, Math.ceil((pending.resendAt - Date.now()) / 1000)) };
}

/** POST: `intent=resend` sends a new code; anything else verifies the code. */
export async function submitVerify(request: Request, context: RequestContext) {
  const formData = await readForm(request, { honeypot: true });
  const { session, pending } = await requirePending(request, context);
  if (formData.get("intent") === "resend") return resendCode(request, context, formData, session, pending);
  return verifyCode(request, context, formData, session, pending);
}

/** The registration expired on the backend: start again at the form (`/register/{code}`) with the reason. */
function registrationExpired(context: RequestContext, session: AppSession) {
  clearPendingRegistration(context, session);
  setFlash(session, { type: "error", message: registrationMessages.registrationExpired });
  return redirect(registrationFormPath(session));
}

/**
 * 'Resend code'. An early resend is the rate limit's text, and the wait it names becomes the page's countdown (the
 * route revalidates its loader after a resend, also when it answers 400).
 */
async function resendCode(request: Request, context: RequestContext, formData: FormData, session: AppSession, pending: Pending) {
  const submission = parseButtonForm(formData);
  try {
    const { resendAfterSeconds } = await resendRegistrationCode({ occ: getAppOcc(request, context) }, pending.id);
    startPendingRegistration(context, session, { registrationId: pending.id, email: pending.email, resendAfterSeconds });
    setFlash(session, { type: "success", message: registrationMessages.verificationCodeSent(pending.email) });
    return redirect("/register/verify");
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (error.kind === "notFound") return registrationExpired(context, session);
    const wait = rateLimitWait(error, REGISTRATION_WAIT_FALLBACK_SECONDS);
    if (wait !== null) {
      startPendingRegistration(context, session, { registrationId: pending.id, email: pending.email, resendAfterSeconds: wait });
      return invalidSubmission(context, submission, { formErrors: [registrationMessages.verificationCodeLimit(wait)] });
    }
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}

/**
 * Verifies the code; on success the new user is signed in with a brand-new session and goes to
 * where the central guards send a new user (the onboarding page), with 'account created'.
 */
async function verifyCode(request: Request, context: RequestContext, formData: FormData, session: AppSession, pending: Pending) {
  const submission = parseVerifyCodeForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    const { token } = await verifyRegistration({ occ: getAppOcc(request, context) }, pending.id, submission.value.verificationCode);
    const { session: userSession, user } = await createUserSession(request, context, token);
    setFlash(userSession, { type: "success", message: registrationMessages.accountCreated });
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
    if (error.kind === "notFound") return registrationExpired(context, session);
    if (error.status === 400 && error.details.some((d) => d.type === "VerificationCodeError")) {
      return invalidSubmission(context, submission, { fieldErrors: { verificationCode: [registrationMessages.verificationCodeInvalid] } });
    }
    const wait = rateLimitWait(error); // too many wrong codes from this address (issue 21)
    if (wait !== null) return invalidSubmission(context, submission, { formErrors: [messages.verificationAttemptLimit(wait)] });
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}
