import { redirect } from "@remix-run/node";
import { getOcc, refreshSessionUser, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { isOccError } from "~/lib/occ/errors";
import { getIdentityRegistration, saveIdentityRegistration } from "~/lib/occ/onboarding.server";
import { type RequestContext } from "~/lib/request-context.server";
import { parseIdentityConsentForm } from "./register-identity-schema";

/** `/customerRegistrationPage` (spec part 1 §2): the identity provider's user links their sign-in to the account. */

/** Only for users the identity provider still has to register. */
async function requireIdentityRegistration(request: Request, context: RequestContext) {
  const user = await requireUser(request, context);
  if (!user.showCdcRegistrationPage) throw redirect("/");
  return user;
}

export async function loadIdentityRegistration(request: Request, context: RequestContext) {
  await requireIdentityRegistration(request, context);
  return getIdentityRegistration({ occ: await getOcc(request, context) }).catch(throwBackendError);
}

/** POST: saves the consent and refreshes the session's user; then home (the guards apply). */
export async function submitIdentityRegistration(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  await requireIdentityRegistration(request, context);
  const submission = parseIdentityConsentForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  try {
    const user = await saveIdentityRegistration({ occ: await getOcc(request, context) });
    await refreshSessionUser(request, context, user);
    return redirect("/");
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}
