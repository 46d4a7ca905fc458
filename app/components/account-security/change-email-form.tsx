import { type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import * as securityMessages from "~/lib/account-security/messages";

const FIELDS = ["newEmail", "confirmEmail", "password"] as const;

/**
 * Login & Security's change-e-mail form (issue 25, spec part 2 §2 email update): the new address twice and the
 * current password. The addresses typed are kept after a refusal; the password never is.
 */
export function ChangeEmailForm({
  lastResult,
  showSummary,
  onSubmitted,
}: {
  lastResult: SubmissionResult<string[]> | null;
  showSummary: boolean;
  onSubmitted: () => void;
}) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const clearPassword = () => {
    if (passwordRef.current) passwordRef.current.value = "";
  };
  const form = useSubmissionForm<(typeof FIELDS)[number]>({
    id: "change-email",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/account-security/change-email-schema").then((m) => m.ChangeEmailSchema)),
    onInvalidSubmit: () => clearPassword(),
  });
  useEffect(() => {
    if (lastResult?.status === "error") clearPassword();
  }, [lastResult]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "email";
  const newEmail = form.field("newEmail");
  const confirmEmail = form.field("confirmEmail");

  return (
    <section aria-labelledby="change-email-title" className="login-security__section">
      <h2 id="change-email-title">Change e-mail address</h2>
      {showSummary ? <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} /> : null}
      <p>{securityMessages.changeEmailIntro}</p>
      <Form method="post" {...form.formProps} onSubmitCapture={onSubmitted} className="stack">
        <CsrfInput />
        <HoneypotFields />
        <input type="hidden" name="intent" value="email" />
        <Field
          label="New e-mail address"
          errors={newEmail.errors}
          inputProps={{ id: newEmail.id, name: newEmail.name, type: "email", autoComplete: "email", spellCheck: false, defaultValue: newEmail.defaultValue }}
        />
        <Field
          label="Confirm new e-mail address"
          errors={confirmEmail.errors}
          inputProps={{ id: confirmEmail.id, name: confirmEmail.name, type: "email", autoComplete: "email", spellCheck: false, defaultValue: confirmEmail.defaultValue }}
        />
        <PasswordField label="Password" field={form.field("password")} autoComplete="current-password" inputRef={passwordRef} />
        <SubmitButton busy={busy}>Change e-mail address</SubmitButton>
      </Form>
    </section>
  );
}
