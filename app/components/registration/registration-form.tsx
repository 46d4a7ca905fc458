import { Form, useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CheckboxField, SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { PasswordField } from "~/components/form/password-field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { TermsHint } from "~/components/form/terms-hint";
import { PASSWORD_MIN_LENGTH } from "~/lib/password-reset/password-rules";
import type { submitRegistrationForm } from "~/lib/registration/registration-form.server";
import { TITLE_OPTIONS } from "~/lib/registration/titles";

/**
 * The registration form (step 1 of registration by code), rendered by both `/register/{code}` and
 * `/register`. The form posts to the page's own address, so at `/register/{code}` the address bar
 * never changes, with JavaScript on or off.
 */

type FieldName =
  | "titleCode"
  | "firstName"
  | "lastName"
  | "email"
  | "mobile"
  | "employeeCode"
  | "password"
  | "confirmPassword"
  | "termsConsent"
  | "marketingConsent";

const TEXT_FIELDS: ReadonlyArray<{
  name: FieldName;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
  hint?: string;
}> = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name", required: true },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name", required: true },
  { name: "email", label: "Email address", type: "email", autoComplete: "email", required: true, hint: "We will send a verification code to this address." },
  { name: "mobile", label: "Mobile number (optional)", type: "tel", autoComplete: "tel", required: false },
  { name: "employeeCode", label: "Employee code (optional)", type: "text", autoComplete: "off", required: false, hint: "Up to 20 letters, numbers and dashes." },
];

export function RegistrationForm() {
  const lastResult = useActionData<typeof submitRegistrationForm>();
  const form = useSubmissionForm<FieldName>({
    id: "register",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/registration/register-schema").then((m) => m.RegisterSchema)),
    // The browser's own check stopped the submit: the passwords go, as after a server answer.
    onInvalidSubmit: () => clearPasswords(),
  });
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // The server never sends passwords back; with JS the inputs would keep them, so clear them
  // too — also when the browser's own validation stops the submit.
  const clearPasswords = () => {
    if (passwordRef.current) passwordRef.current.value = "";
    if (confirmRef.current) confirmRef.current.value = "";
  };
  useEffect(() => {
    if (lastResult?.status === "error") clearPasswords();
  }, [lastResult]);

  const title = form.field("titleCode");
  const password = form.field("password");
  const confirm = form.field("confirmPassword");
  const terms = form.field("termsConsent");
  const marketing = form.field("marketingConsent");
  const ordered: FieldName[] = ["titleCode", ...TEXT_FIELDS.map((f) => f.name), "password", "confirmPassword", "termsConsent"];

  return (
    <div className="narrow registration">
      <h1>Create your account</h1>
      <ErrorSummary errors={form.summaryErrors(ordered)} focusKey={form.summaryKey} />
      <p>Fill in your details. We will e-mail you a code to confirm your address.</p>
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <HoneypotFields />
        <SelectField
          id={title.id}
          name={title.name}
          label="Title (optional)"
          emptyLabel="Select a title"
          options={TITLE_OPTIONS}
          errors={title.errors}
          defaultValue={title.defaultValue}
        />
        {TEXT_FIELDS.map((spec) => {
          const field = form.field(spec.name);
          return (
            <Field
              key={spec.name}
              label={spec.label}
              hint={spec.hint}
              errors={field.errors}
              inputProps={{
                id: field.id,
                name: field.name,
                defaultValue: field.defaultValue,
                type: spec.type,
                required: spec.required,
                autoComplete: spec.autoComplete,
                spellCheck: false,
              }}
            />
          );
        })}
        <PasswordField
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a number and a special character, and no character twice in a row.`}
          field={password}
          autoComplete="new-password"
          inputRef={passwordRef}
        />
        <PasswordField
          label="Confirm password"
          field={confirm}
          autoComplete="new-password"
          inputRef={confirmRef}
        />
        <CheckboxField
          id={terms.id}
          name={terms.name}
          label="I accept the terms and conditions"
          hint={<TermsHint linkText="terms and conditions" />}
          errors={terms.errors}
          defaultChecked={terms.defaultValue === "on"}
          required
        />
        <CheckboxField
          id={marketing.id}
          name={marketing.name}
          label="Send me news and offers by e-mail (optional)"
          defaultChecked={marketing.defaultValue === "on"}
        />
        <SubmitButton>Continue</SubmitButton>
      </Form>
    </div>
  );
}
