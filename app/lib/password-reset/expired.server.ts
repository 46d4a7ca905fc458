import { redirect } from "@remix-run/node";
import { getAppOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { isOccError, rateLimitWait } from "~/lib/occ/errors";
import { resendResetLink } from "~/lib/occ/password-reset.server";
import { type RequestContext } from "~/lib/request-context.server";
import { expiredMode, expiredPath, tokenType } from "./modes";
import { parseButtonForm } from "~/lib/button-form-schema";
import { forgetResetToken, readResetToken } from "./reset-cookie.server";

/**
 * The link-expired view (spec part 1 §2 expired, §4 modes 6 and 8): `?type=SMS` is mode 8,
 * anything else mode 6; `?sent=1` after a new link was requested. 'Send me a new link' resends
 * the token remembered in the signed reset cookie (never in the URL) and redirects (PRG).
 */

export async function loadExpired(request: Request) {
  const url = new URL(request.url);
  const remembered = await readResetToken(request);
  const type = url.searchParams.has("type") ? tokenType(url.searchParams.get("type")) : (remembered?.type ?? "EMAIL");
  return {
    mode: expiredMode(type),
    sent: url.searchParams.get("sent") === "1",
    canResend: remembered !== null,
  };
}

export async function submitExpired(request: Request, context: RequestContext) {
  const formData = await readForm(request, { honeypot: true });
  const remembered = await readResetToken(request);
  const type = remembered?.type ?? tokenType(new URL(request.url).searchParams.get("type"));
  if (!remembered) return redirect(expiredPath(type));
  const submission = parseButtonForm(formData);
  try {
    // A stock SAP has no resend (docs/occ-api.md "Password reset"): without the e-mail, a new link must be requested.
    const result = await resendResetLink({ occ: getAppOcc(request, context) }, remembered);
    if (result === "requestAgain") return redirect("/resetpassword", { headers: { "Set-Cookie": await forgetResetToken() } });
  } catch (error) {
    if (!isOccError(error)) throw error;
    const wait = rateLimitWait(error); // the backend's limit on reset requests (issue 21)
    return invalidSubmission(context, submission, { formErrors: [wait === null ? error.userMessage : messages.passwordResetLimit(wait)] });
  }
  // The token is used up as far as this browser is concerned: a reload cannot send another link.
  return redirect(expiredPath(type, { sent: true }), { headers: { "Set-Cookie": await forgetResetToken() } });
}
