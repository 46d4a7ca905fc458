import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { PasswordField } from "~/components/form/password-field";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import * as resetMessages from "~/lib/password-reset/messages";
import { pageTitle } from "~/lib/page-title";
import { loadResetPassword, submitResetPassword } from "~/lib/password-reset/reset-password.server";

/** `/reset?token=…&type=EMAIL|SMS[&mode=cdc]`: mode 5, the new-password form (app/lib/password-reset/reset-password.server.ts). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Choose a new password", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadResetPassword(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitResetPassword(request, context);
}

export default function ResetRoute() {
  const { token, type } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"newPassword" | "confirmPassword">({
    id: "reset-password",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/password-reset/reset-password-schema").then((m) => m.ResetPasswordSchema)),
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
      <p>{resetMessages.resetPasswordHint}</p>
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
          hint={resetMessages.resetPasswordRulesHint}
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
