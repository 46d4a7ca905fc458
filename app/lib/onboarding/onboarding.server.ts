import { redirect } from "@remix-run/node";
import { getOcc, refreshSessionUser, requireUser } from "~/lib/auth.server";
import * as onboardingMessages from "~/lib/onboarding/messages";
import * as registrationMessages from "~/lib/registration/messages";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { isOccError } from "~/lib/occ/errors";
import { updateOnboarding } from "~/lib/occ/onboarding.server";
import { type RequestContext } from "~/lib/request-context.server";
import { getSession, setFlash } from "~/lib/session.server";
import { parseOnboardingForm } from "./onboarding-schema";

/** `/customer-onboarding` (spec part 1 §2; issue 4): the first-login form. */

/** Spec part 1 §2: the guards let a first-login user through; anyone else goes home. */
async function requireFirstLogin(request: Request, context: RequestContext) {
  const user = await requireUser(request, context);
  if (!user.isFirstLogin) throw redirect("/");
  return user;
}

export async function loadOnboarding(request: Request, context: RequestContext) {
  const user = await requireFirstLogin(request, context);
  return { firstName: user.firstName };
}

/**
 * POST: saves the onboarding form (PATCH orgUsers/current/onboarding), refreshes the session's user
 * (no longer a first login) and goes home with 'Thank you, your details have been saved.'.
 * Backend refusals come back as field or form errors.
 */
export async function submitOnboarding(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  await requireFirstLogin(request, context);
  const submission = parseOnboardingForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const form = submission.value;
  try {
    const user = await updateOnboarding({ occ: await getOcc(request, context) }, {
      preferredName: form.preferredName ?? null,
      mobile: form.mobile ?? null,
      uniformPolicyAccepted: true,
    });
    await refreshSessionUser(request, context, user);
    setFlash(await getSession(request, context), { type: "success", message: onboardingMessages.onboardingComplete });
    return redirect("/");
  } catch (error) {
    if (!isOccError(error)) throw error;
    const subject = error.details[0]?.subject;
    if (error.status === 409 && subject === "mobile") return invalidSubmission(context, submission, { fieldErrors: { mobile: [messages.conflict] } });
    if (error.status === 400 && subject === "mobile") {
      return invalidSubmission(context, submission, { fieldErrors: { mobile: [registrationMessages.invalidMobile] } });
    }
    if (error.status === 400 && subject === "uniformPolicyAccepted") {
      return invalidSubmission(context, submission, { fieldErrors: { uniformPolicyAccepted: [onboardingMessages.uniformPolicyRequired] } });
    }
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}
