import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { Field } from "~/components/field";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CheckboxField, SelectField } from "~/components/choice-fields";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { TermsHint } from "~/components/terms-hint";
import { getAppOcc } from "~/lib/auth.server";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import { createRegistration } from "~/lib/occ/registration.server";
import { pageTitle } from "~/lib/page-title";
import { PASSWORD_MIN_LENGTH } from "~/lib/password-rules";
import {
  employeeCheckProblems,
  type FormProblems,
  hasProblems,
  newRegistration,
  registrationErrorProblems,
} from "~/lib/registration/register.server";
import { requireRegistrationVisitor, startPendingRegistration } from "~/lib/registration/session.server";
import { TITLE_OPTIONS } from "~/lib/registration/titles";
import { parseRegisterForm } from "~/lib/schemas/register.server";
import { PasswordField } from "~/components/password-field";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Create your account", matches) }];

const SECRET_FIELDS = ["password", "confirmPassword"];

/** Step 1 of registration by code (spec part 1 §2, part 2 §3): needs a checked code in the session. */
async function requireCode(request: Request, context: LoaderFunctionArgs["context"]) {
  const session = await requireRegistrationVisitor(request, context);
  const code = session.get("registrationCode");
  if (!code) throw redirect("/");
  return { session, code };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCode(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const { session, code } = await requireCode(request, context);
  const submission = parseRegisterForm(formData);
  if (submission.status !== "success") {
    markFormErrors(context);
    return submission.reply({ hideFields: SECRET_FIELDS });
  }
  const occ = getAppOcc(request, context);
  let problems: FormProblems = await employeeCheckProblems(occ, submission.value);
  if (!hasProblems(problems)) {
    try {
      const created = await createRegistration(occ, newRegistration(submission.value, code));
      startPendingRegistration(context, session, created);
      return redirect("/register/verify");
    } catch (error) {
      problems = registrationErrorProblems(error);
    }
  }
  markFormErrors(context);
  return submission.reply({ ...problems, hideFields: SECRET_FIELDS });
}

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

export default function RegisterRoute() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useSubmissionForm<FieldName>({
    id: "register",
    lastResult,
    loadValidator: () => import("~/lib/schemas/register.validate"),
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
        <button type="submit" className="button button--primary" aria-disabled={navigation.state === "submitting"}>
          Continue
        </button>
      </Form>
    </div>
  );
}
