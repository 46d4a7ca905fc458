import { type SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { getOcc, refreshSessionUser } from "~/lib/auth.server";
import * as accountMessages from "~/lib/account-messages";
import * as messages from "~/lib/messages";
import { isOccError } from "~/lib/occ/errors";
import { saveIdentityRegistration, updateOnboarding } from "~/lib/occ/onboarding.server";
import { type RequestContext } from "~/lib/request-context.server";
import { type OnboardingForm } from "~/lib/schemas/onboarding";
import { getSession, setFlash } from "~/lib/session.server";

type Reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;

/**
 * Saves the onboarding form (PATCH orgUsers/current/onboarding), refreshes the session's user
 * (no longer a first login) and goes home with 'Thank you, your details have been saved.'.
 * Backend refusals come back as field or form errors for `reply`.
 */
export async function completeOnboarding(
  request: Request,
  context: RequestContext,
  form: OnboardingForm,
  reply: Reply,
): Promise<Response | SubmissionResult<string[]>> {
  try {
    const user = await updateOnboarding({ occ: await getOcc(request, context) }, {
      preferredName: form.preferredName ?? null,
      mobile: form.mobile ?? null,
      uniformPolicyAccepted: true,
    });
    await refreshSessionUser(request, context, user);
    setFlash(await getSession(request, context), { type: "success", message: accountMessages.onboardingComplete });
    return redirect("/");
  } catch (error) {
    if (!isOccError(error)) throw error;
    const subject = error.details[0]?.subject;
    if (error.status === 409 && subject === "mobile") return reply({ fieldErrors: { mobile: [messages.conflict] } });
    if (error.status === 400 && subject === "mobile") return reply({ fieldErrors: { mobile: [accountMessages.invalidMobile] } });
    if (error.status === 400 && subject === "uniformPolicyAccepted") {
      return reply({ fieldErrors: { uniformPolicyAccepted: [accountMessages.uniformPolicyRequired] } });
    }
    return reply({ formErrors: [error.userMessage] });
  }
}

/** Saves the identity-provider registration consent and refreshes the session's user; then home (the guards apply). */
export async function completeIdentityRegistration(
  request: Request,
  context: RequestContext,
  reply: Reply,
): Promise<Response | SubmissionResult<string[]>> {
  try {
    const user = await saveIdentityRegistration({ occ: await getOcc(request, context) });
    await refreshSessionUser(request, context, user);
    return redirect("/");
  } catch (error) {
    if (!isOccError(error)) throw error;
    return reply({ formErrors: [error.userMessage] });
  }
}
