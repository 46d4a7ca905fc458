import { redirect } from "@remix-run/node";
import { getOcc, refreshSessionUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { changeMobile, getProfileUser, sendMobileCode } from "~/lib/occ/account-profile.server";
import { isOccError, isUnknownResource, rateLimitWait } from "~/lib/occ/errors";
import { REGISTRATION_WAIT_FALLBACK_SECONDS } from "~/lib/occ/registration.server";
import { getCurrentUser } from "~/lib/occ/users.server";
import { normaliseMobile } from "~/lib/registration/mobile-number";
import * as registrationMessages from "~/lib/registration/messages";
import { type RequestContext } from "~/lib/request-context.server";
import { type AppSession, getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import * as profileMessages from "./messages";
import { parseMobileCodeForm, parseNewMobileForm } from "./profile-schema";
import { PROFILE_PATH } from "./profile.server";

/**
 * `/my-account/profile/mobile` (issue 25; docs/account-profile.md): step 1 the new number (a code goes to it by SMS),
 * step 2 the code, with 'Resend code' after the wait. Between the steps the number waits in the session
 * (`profileMobileChange`); the backend holds the code and enforces the wait (registration's rule).
 */

export const MOBILE_PATH = "/my-account/profile/mobile";

function pendingChange(session: AppSession) {
  return session.get("profileMobileChange") ?? null;
}

function setPending(context: RequestContext, session: AppSession, mobile: string, resendAfterSeconds: number) {
  session.set("profileMobileChange", { mobile, resendAt: Date.now() + resendAfterSeconds * 1000 });
  markSessionChanged(context, session);
}

function clearPending(context: RequestContext, session: AppSession) {
  session.unset("profileMobileChange");
  markSessionChanged(context, session);
}

/** The signed-in user whose backend can change the mobile; on a stock backend, back to the profile with the reason. */
async function requireMobileChange(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const occ = await getOcc(request, context);
  const session = await getSession(request, context);
  const user = await getProfileUser({ occ }).catch(throwBackendError);
  if (!user.extended) {
    setFlash(session, { type: "info", message: profileMessages.mobileChangeUnavailable });
    markSessionChanged(context, session);
    throw redirect(PROFILE_PATH, 303);
  }
  return { occ, session, user };
}

export async function loadMobileChange(request: Request, context: RequestContext) {
  const { session, user } = await requireMobileChange(request, context);
  const pending = pendingChange(session);
  return {
    current: user.mobileNumber,
    pending: pending ? { mobile: pending.mobile, waitSeconds: Math.max(0, Math.ceil((pending.resendAt - Date.now()) / 1000)) } : null,
  };
}

/** POST: `intent=send` (step 1), `resend`, `verify` (step 2), `restart` (another number). */
export async function submitMobileChange(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  const { occ, session, user } = await requireMobileChange(request, context);
  const intent = formData.get("intent");
  const pending = pendingChange(session);

  if (intent === "restart") {
    clearPending(context, session);
    return redirect(MOBILE_PATH, 303);
  }

  if (intent === "resend" && pending) {
    const submission = parseButtonForm(formData);
    try {
      const sent = await sendMobileCode({ occ }, pending.mobile);
      setPending(context, session, pending.mobile, sent.resendAfterSeconds);
      setFlash(session, { type: "success", message: profileMessages.codeSent(pending.mobile) });
      return redirect(MOBILE_PATH, 303);
    } catch (error) {
      if (!isOccError(error)) throw error;
      const wait = rateLimitWait(error, REGISTRATION_WAIT_FALLBACK_SECONDS);
      if (wait !== null) {
        setPending(context, session, pending.mobile, wait);
        return invalidSubmission(context, submission, { formErrors: [registrationMessages.verificationCodeLimit(wait)] });
      }
      return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
    }
  }

  if (intent === "verify" && pending) {
    const submission = parseMobileCodeForm(formData);
    if (submission.status !== "success") return invalidSubmission(context, submission);
    try {
      await changeMobile({ occ }, pending.mobile, submission.value.verificationCode);
    } catch (error) {
      if (!isOccError(error)) throw error;
      if (error.status === 400 && error.details.some((detail) => detail.subject === "verificationCode")) {
        return invalidSubmission(context, submission, { fieldErrors: { verificationCode: [profileMessages.codeInvalid] } });
      }
      if (error.status === 400 && error.details.some((detail) => detail.subject === "mobileNumber")) {
        return invalidSubmission(context, submission, { fieldErrors: { verificationCode: [profileMessages.mobileChangeExpired] } });
      }
      if (error.kind === "conflict") {
        clearPending(context, session);
        return invalidSubmission(context, submission, { formErrors: [profileMessages.mobileTaken] });
      }
      const wait = rateLimitWait(error); // too many wrong codes from this address (issue 21)
      if (wait !== null) return invalidSubmission(context, submission, { formErrors: [messages.verificationAttemptLimit(wait)] });
      return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
    }
    clearPending(context, session);
    await refreshSessionUser(request, context, await getCurrentUser({ occ }).catch(throwBackendError));
    setFlash(session, { type: "success", message: profileMessages.mobileUpdated });
    return redirect(PROFILE_PATH, 303);
  }

  // Step 1 (also a stale step-2 form after the change was verified or restarted in another tab).
  const submission = parseNewMobileForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const mobile = normaliseMobile(submission.value.mobile);
  if (mobile === user.mobileNumber) return invalidSubmission(context, submission, { fieldErrors: { mobile: [profileMessages.mobileUnchanged] } });
  try {
    const sent = await sendMobileCode({ occ }, mobile);
    setPending(context, session, mobile, sent.resendAfterSeconds);
    return redirect(MOBILE_PATH, 303);
  } catch (error) {
    if (!isOccError(error)) throw error;
    if (isUnknownResource(error as unknown)) return invalidSubmission(context, submission, { formErrors: [profileMessages.mobileChangeUnavailable] });
    const wait = rateLimitWait(error, REGISTRATION_WAIT_FALLBACK_SECONDS);
    if (wait !== null) return invalidSubmission(context, submission, { formErrors: [registrationMessages.verificationCodeLimit(wait)] });
    if (error.kind === "conflict") return invalidSubmission(context, submission, { fieldErrors: { mobile: [profileMessages.mobileTaken] } });
    if (error.status === 400 && error.details.some((detail) => detail.subject === "mobileNumber")) {
      return invalidSubmission(context, submission, { fieldErrors: { mobile: [registrationMessages.invalidMobile] } });
    }
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}
