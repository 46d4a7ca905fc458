import { redirect } from "@remix-run/node";
import { endExpiredSession, redirectIfSignedIn, signIn } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { OAuthError } from "~/lib/occ/authentication.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { parseBillTo } from "~/lib/login/bill-to";
import { parseLoginForm } from "./login-schema";

/** The sign-in page `/login` (spec part 1 §2 login, part 2 §4 "Sign in"): where to go afterwards, and the sign-in. */

/** The catalogue text for a failed sign-in, or null when the error is not a sign-in failure. */
export function signInErrorMessage(error: unknown): string | null {
  if (error instanceof OAuthError || isOccError(error)) return error.userMessage;
  return null;
}

/** The server never sends the password back. */
const HIDE_FIELDS = ["password"];

export async function loadLogin(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  await endExpiredSession(request, context);
  await redirectIfSignedIn(request, context, redirectTo);
  return { redirectTo, billTo: parseBillTo(url.searchParams.get("billTo")) };
}

/** POST: sign in, then the (same-origin) `redirectTo`; a refusal is the catalogue text for the form. */
export async function submitLogin(request: Request, context: RequestContext) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseLoginForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission, { hideFields: HIDE_FIELDS });
  const { email, password, redirectTo, billTo } = submission.value;
  try {
    const cookie = await signIn(request, context, { email, password, billTo });
    return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    const message = signInErrorMessage(error);
    if (message === null) throw error;
    return invalidSubmission(context, submission, { formErrors: [message], hideFields: HIDE_FIELDS });
  }
}
