import { redirect } from "@remix-run/node";
import { getOcc, oauthConfig, requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { closeAccount } from "~/lib/occ/account-profile.server";
import { OAuthError, requestToken, revokeToken } from "~/lib/occ/authentication.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { destroySession, flashOnlyCookie, getSession } from "~/lib/session.server";
import * as profileMessages from "./messages";
import { parseCloseAccountForm } from "./profile-schema";

/**
 * `/my-account/close-account` (issue 25; docs/account-profile.md): what closing means, the password, then
 * `DELETE users/{userId}` (stock SAP). The password is checked with the password grant first (stock SAP's delete takes
 * none); the backend then disables the user and revokes every token, and the storefront ends the session.
 */

export async function loadCloseAccount(request: Request, context: RequestContext) {
  const user = await requireUser(request, context);
  return { email: user.uid };
}

export async function submitCloseAccount(request: Request, context: RequestContext) {
  const formData = await readForm(request);
  const user = await requireUser(request, context);
  const submission = parseCloseAccountForm(formData);
  if (submission.status !== "success") return invalidSubmission(context, submission, { hideFields: ["password"] });

  const callOptions = { signal: request.signal, timings: context.serverTimings, clientAddress: context.clientAddress };
  try {
    const token = await requestToken(oauthConfig(), { grantType: "password", username: user.uid, password: submission.value.password }, callOptions);
    await revokeToken(oauthConfig(), token.access_token, callOptions);
  } catch (error) {
    if (!(error instanceof OAuthError) && !isOccError(error)) throw error;
    const wrongPassword = error instanceof OAuthError && error.code === "invalid_grant" && error.retryAfterSeconds === null;
    return invalidSubmission(context, submission, {
      hideFields: ["password"],
      ...(wrongPassword ? { fieldErrors: { password: [profileMessages.passwordIncorrect] } } : { formErrors: [error.userMessage] }),
    });
  }

  try {
    await closeAccount({ occ: await getOcc(request, context) });
  } catch (error) {
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, { hideFields: ["password"], formErrors: [error.userMessage] });
  }

  // Every token is revoked by the backend: end the session here too, with the reason on the sign-in page.
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(await getSession(request, context)));
  headers.append("Set-Cookie", await flashOnlyCookie({ type: "success", message: profileMessages.accountClosed }));
  return redirect("/login", { status: 303, headers });
}
