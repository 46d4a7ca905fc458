import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { getAppOcc } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { readForm } from "~/lib/csrf.server";
import { isOccError } from "~/lib/occ/errors";
import { getEnv } from "~/lib/env.server";
import { markFormErrors } from "~/lib/form-errors.server";
import * as accountMessages from "~/lib/account-messages";
import { fieldRejection, resetPassword, resetTokenErrorReason, validateResetToken } from "~/lib/occ/password-reset.server";
import { pageTitle } from "~/lib/page-title";
import { cdcRedirectTarget, expiredPath, MODE, modeForToken, tokenType } from "~/lib/password-reset/modes";
import { forgetResetToken, rememberResetToken } from "~/lib/password-reset/reset-cookie.server";
import { parseResetPasswordForm, RESET_PASSWORD_HIDDEN_FIELDS } from "~/lib/schemas/reset-password.server";
import { flashOnlyCookie } from "~/lib/session.server";
import { PasswordField } from "~/components/password-field";

/**
 * `/reset?token=…&type=EMAIL|SMS[&mode=cdc]` (spec part 1 §2, §4, §5): the token is validated on
 * the server. Valid → mode 5, the new-password form. Expired, used or unknown → the link-expired
 * view at /expired (mode 6, or 8 for SMS), the token moved from the URL into a signed cookie.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Choose a new password", matches) }];

/** Redirect to the link-expired view, remembering the token for 'Send me a new link'. */
async function toExpiredView(token: string, type: "EMAIL" | "SMS") {
  return redirect(expiredPath(type), { headers: { "Set-Cookie": await rememberResetToken({ token, type }) } });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const type = tokenType(url.searchParams.get("type"));
  if (!token) throw redirect(expiredPath(type));
  const validation = await validateResetToken(getAppOcc(request, context), {
    token,
    type,
    mode: url.searchParams.get("mode") === "cdc" ? "cdc" : undefined,
  }).catch(throwBackendError);
  const external = cdcRedirectTarget(validation.cdcRedirectionUrl, getEnv().allowedRedirectOrigins);
  if (external) throw redirect(external);
  if (modeForToken(validation.status, type) !== MODE.resetPassword) throw await toExpiredView(token, type);
  return { token, type };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const token = formData.get("token");
  const type = tokenType(String(formData.get("type") ?? ""));
  if (typeof token !== "string" || token.length === 0) return redirect(expiredPath(type));
  const submission = parseResetPasswordForm(formData);
  const hideFields = [...RESET_PASSWORD_HIDDEN_FIELDS];
  if (submission.status !== "success") {
    markFormErrors(context);
    return submission.reply({ hideFields });
  }
  try {
    await resetPassword(getAppOcc(request, context), { token, newPassword: submission.value.newPassword });
  } catch (error) {
    if (resetTokenErrorReason(error)) return toExpiredView(token, type);
    if (!isOccError(error)) throw error;
    markFormErrors(context);
    const rule = fieldRejection(error, "newPassword");
    if (rule) return submission.reply({ fieldErrors: { newPassword: [rule.message] }, hideFields });
    return submission.reply({ formErrors: [error.userMessage], hideFields });
  }
  // The backend revoked every session of the user: start a fresh one that carries only the flash.
  const headers = new Headers();
  headers.append("Set-Cookie", await flashOnlyCookie({ type: "success", message: accountMessages.passwordResetSuccess }));
  headers.append("Set-Cookie", await forgetResetToken());
  return redirect("/login", { headers });
}

export default function ResetRoute() {
  const { token, type } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"newPassword" | "confirmPassword">({
    id: "reset-password",
    lastResult,
    loadValidator: () => import("~/lib/schemas/reset-password.validate"),
    // Stopped by the browser-side check: the passwords go, as they do after a server answer.
    onInvalidSubmit: () => clearPasswords(),
  });
  const newPassword = form.field("newPassword");
  const confirmPassword = form.field("confirmPassword");
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // The server never sends passwords back; with JS the inputs would keep them, so clear them too.
  const clearPasswords = () => {
    if (newRef.current) newRef.current.value = "";
    if (confirmRef.current) confirmRef.current.value = "";
  };
  useEffect(() => {
    if (lastResult?.status === "error") clearPasswords();
  }, [lastResult]);


  return (
    <div className="narrow">
      <h1>Choose a new password</h1>
      <ErrorSummary errors={form.summaryErrors(["newPassword", "confirmPassword"])} focusKey={form.summaryKey} />
      <p>{accountMessages.resetPasswordHint}</p>
      <Form
        method="post"
        {...form.formProps}
        className="stack"
      >
        <CsrfInput />
        <HoneypotFields />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="type" value={type} />
        <PasswordField
          label="New password"
          hint={accountMessages.resetPasswordRulesHint}
          field={newPassword}
          autoComplete="new-password"
          inputRef={newRef}
        />
        <PasswordField
          label="Confirm new password"
          field={confirmPassword}
          autoComplete="new-password"
          inputRef={confirmRef}
        />
        <SubmitButton>Reset password</SubmitButton>
      </Form>
    </div>
  );
}
