import { redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import { changeLogin, changePassword, securityRefusal } from "~/lib/occ/account-security.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { flashOnlyCookie } from "~/lib/session.server";
import { CHANGE_EMAIL_HIDDEN_FIELDS, parseChangeEmailForm } from "./change-email-schema";
import { CHANGE_PASSWORD_HIDDEN_FIELDS, parseChangePasswordForm } from "./change-password-schema";
import * as securityMessages from "./messages";

/**
 * `/my-account/login-security` (issue 25; docs/login-security.md): two forms, change password and change e-mail,
 * each a POST with its `intent`. Only for users whose showLoginPreferencePage is true (spec part 1 §2): everyone else
 * gets a 404 from the loader and the action. After a change the backend has revoked every token of the user (every
 * session on every device ends); the storefront starts a fresh session that carries only the success flash and sends
 * the user to /login.
 */

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });

async function requireLoginSecurityUser(request: Request, context: RequestContext) {
  const user = await requireUser(request, context);
  if (user.showLoginPreferencePage !== true) throw notFound();
  return user;
}

export async function loadLoginSecurity(request: Request, context: RequestContext) {
  const user = await requireLoginSecurityUser(request, context);
  return { email: user.uid };
}

/** Signed out everywhere already (the backend revoked every token): a fresh session with only the flash. */
async function toSignIn(message: string) {
  return redirect("/login", { status: 303, headers: { "Set-Cookie": await flashOnlyCookie({ type: "success", message }) } });
}

/** The form-level text of a refusal no field owns: 'Access is denied', the wait of the limit, or the catalogue's. */
function formMessage(error: unknown): string {
  const refusal = securityRefusal(error);
  if (refusal?.kind === "accessDenied") return securityMessages.accessDenied;
  if (refusal?.kind === "rateLimited") return refusal.message;
  if (isOccError(error)) return error.userMessage;
  throw error;
}

export async function submitLoginSecurity(request: Request, context: RequestContext) {
  await requireLoginSecurityUser(request, context);
  const formData = await readForm(request, { honeypot: true });
  const intent = formData.get("intent");
  if (intent === "password") return submitPassword(request, context, formData);
  if (intent === "email") return submitEmail(request, context, formData);
  throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
}

async function submitPassword(request: Request, context: RequestContext, formData: FormData) {
  const submission = parseChangePasswordForm(formData);
  const hideFields = CHANGE_PASSWORD_HIDDEN_FIELDS;
  if (submission.status !== "success") return invalidSubmission(context, submission, { hideFields });
  try {
    await changePassword({ occ: await getOcc(request, context) }, submission.value);
  } catch (error) {
    const refusal = securityRefusal(error);
    if (refusal?.kind === "passwordMismatch") {
      return invalidSubmission(context, submission, { fieldErrors: { oldPassword: [messages.oldPasswordIncorrect] }, hideFields });
    }
    if (refusal?.kind === "field" && (refusal.subject === "new" || refusal.subject === "old")) {
      const field = refusal.subject === "new" ? "newPassword" : "oldPassword";
      return invalidSubmission(context, submission, { fieldErrors: { [field]: [refusal.message] }, hideFields });
    }
    return invalidSubmission(context, submission, { formErrors: [formMessage(error)], hideFields });
  }
  return toSignIn(securityMessages.passwordUpdated);
}

async function submitEmail(request: Request, context: RequestContext, formData: FormData) {
  const submission = parseChangeEmailForm(formData);
  const hideFields = CHANGE_EMAIL_HIDDEN_FIELDS;
  if (submission.status !== "success") return invalidSubmission(context, submission, { hideFields });
  const { newEmail, password } = submission.value;
  try {
    await changeLogin({ occ: await getOcc(request, context) }, { newLogin: newEmail, password });
  } catch (error) {
    const refusal = securityRefusal(error);
    const field = (name: "newEmail" | "password", message: string) =>
      invalidSubmission(context, submission, { fieldErrors: { [name]: [message] }, hideFields });
    if (refusal?.kind === "passwordMismatch") return field("password", securityMessages.passwordIncorrect);
    if (refusal?.kind === "duplicateLogin") return field("newEmail", securityMessages.emailTaken);
    if (refusal?.kind === "field" && refusal.subject === "newLogin") {
      return field("newEmail", refusal.message.includes("same") ? securityMessages.sameEmail : messages.invalidEmailFormat);
    }
    if (refusal?.kind === "field" && refusal.subject === "password") return field("password", messages.required);
    return invalidSubmission(context, submission, { formErrors: [formMessage(error)], hideFields });
  }
  return toSignIn(securityMessages.emailUpdated(newEmail));
}
