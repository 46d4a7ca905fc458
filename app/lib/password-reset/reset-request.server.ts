import { redirect } from "@remix-run/node";
import { getAppOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { isOccError, rateLimitWait } from "~/lib/occ/errors";
import { fieldRejection, requestPasswordReset } from "~/lib/occ/password-reset.server";
import { type RequestContext } from "~/lib/request-context.server";
import { modeAfterRequest, requestScreenMode, sentParam } from "./modes";
import { parseResetRequestForm } from "./reset-request-schema";

/** The reset request screen (spec part 1 §2 resetpassword, §4 modes 2, 3, 4). The mode lives in `?sent=`. */

export function loadResetRequest(request: Request) {
  return { mode: requestScreenMode(new URL(request.url).searchParams.get("sent")) };
}

/** POST: ask the backend to send a link (e-mail or SMS), then the 'sent' mode of this screen (PRG). */
export async function submitResetRequest(request: Request, context: RequestContext) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseResetRequestForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const { userId } = submission.value;
  try {
    await requestPasswordReset({ occ: getAppOcc(request, context) }, userId);
  } catch (error) {
    if (!isOccError(error)) throw error;
    // The backend's own e-mail check disagreed with ours: the spec's second e-mail message.
    const wait = rateLimitWait(error); // the backend's limit on reset requests (issue 21)
    if (wait !== null) return invalidSubmission(context, submission, { formErrors: [messages.passwordResetLimit(wait)] });
    if (fieldRejection(error, "userId")) return invalidSubmission(context, submission, { fieldErrors: { userId: [messages.invalidEmail] } });
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
  return redirect(`/resetpassword?sent=${sentParam(modeAfterRequest(userId))}`);
}
