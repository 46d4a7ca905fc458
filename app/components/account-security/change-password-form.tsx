import { type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import * as securityMessages from "~/lib/account-security/messages";

const FIELDS = ["oldPassword", "newPassword", "confirmPassword"] as const;

/**
 * Login & Security's change-password form (issue 25): old, new and confirm; the server never sends passwords back, so
 * after any refusal (or a browser-side one) the inputs are emptied. `showSummary`: this form's error summary is the
 * page's (one summary per page: the form submitted last).
 */
export function ChangePasswordForm({
  lastResult,
  showSummary,
  onSubmitted,
}: {
  lastResult: SubmissionResult<string[]> | null;
  showSummary: boolean;
  onSubmitted: () => void;
}) {
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };
  const clearPasswords = () => {
    for (const ref of Object.values(refs)) if (ref.current) ref.current.value = "";
  };
  const form = useSubmissionForm<(typeof FIELDS)[number]>({
    id: "change-password",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/account-security/change-password-schema").then((m) => m.ChangePasswordSchema)),
    onInvalidSubmit: () => clearPasswords(),
  });
  useEffect(() => {
    if (lastResult?.status === "error") clearPasswords();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable
  }, [lastResult]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";

  return (
    <section aria-labelledby="change-password-title" className="login-security__section">
      <h2 id="change-password-title">Change password</h2>
      {showSummary ? <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} /> : null}
      <p>{securityMessages.changePasswordIntro}</p>
      <Form method="post" {...form.formProps} onSubmitCapture={onSubmitted} className="stack">
        <CsrfInput />
        <HoneypotFields />
        <input type="hidden" name="intent" value="password" />
        <PasswordField label="Old password" field={form.field("oldPassword")} autoComplete="current-password" inputRef={refs.oldPassword} />
        <PasswordField
          label="New password"
          hint={securityMessages.changePasswordHint}
          field={form.field("newPassword")}
          autoComplete="new-password"
          inputRef={refs.newPassword}
        />
        <PasswordField label="Confirm new password" field={form.field("confirmPassword")} autoComplete="new-password" inputRef={refs.confirmPassword} />
        <SubmitButton busy={busy}>Change password</SubmitButton>
      </Form>
    </section>
  );
}
