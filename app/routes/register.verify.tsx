import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { ResendWait } from "~/components/registration/resend-wait";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import { readForm } from "~/lib/csrf.server";
import { markFormErrors } from "~/lib/form-errors.server";
import * as accountMessages from "~/lib/account-messages";
import { pageTitle } from "~/lib/page-title";
import { registrationFormPath } from "~/lib/registration/registration-form.server";
import { pendingRegistration, requireRegistrationVisitor } from "~/lib/registration/session.server";
import { resendCode, verifyCode } from "~/lib/registration/verify.server";
import { parseVerifyCodeForm } from "~/lib/schemas/register.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Check your e-mail", matches) }];

async function requirePending(request: Request, context: LoaderFunctionArgs["context"]) {
  const session = await requireRegistrationVisitor(request, context);
  const pending = pendingRegistration(session);
  if (!pending) throw redirect(registrationFormPath(session));
  return { session, pending };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pending } = await requirePending(request, context);
  return { email: pending.email, waitSeconds: Math.max(0, Math.ceil((pending.resendAt - Date.now()) / 1000)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const { session, pending } = await requirePending(request, context);
  if (formData.get("intent") === "resend") {
    const result = await resendCode(request, context, session, pending);
    if (!(result instanceof Response)) markFormErrors(context);
    return result;
  }
  const submission = parseVerifyCodeForm(formData);
  if (submission.status !== "success") {
    markFormErrors(context);
    return submission.reply();
  }
  const result = await verifyCode(request, context, session, pending, submission.value.verificationCode);
  if (!(result instanceof Response)) markFormErrors(context);
  return result;
}

export default function RegisterVerifyRoute() {
  const { email, waitSeconds } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"verificationCode">({
    id: "register-verify",
    lastResult,
    loadValidator: () => import("~/lib/schemas/register-verify.validate"),
  });
  const code = form.field("verificationCode");

  return (
    <div className="narrow registration">
      <h1>Check your e-mail</h1>
      <ErrorSummary errors={form.summaryErrors(["verificationCode"])} focusKey={form.summaryKey} />
      <p>{accountMessages.verificationCodeSent(email)}</p>
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <HoneypotFields />
        <Field
          label="Verification code"
          hint="The 6-digit code from the e-mail. It expires in 15 minutes."
          errors={code.errors}
          inputProps={{
            id: code.id,
            name: code.name,
            defaultValue: code.defaultValue,
            type: "text",
            inputMode: "numeric",
            autoComplete: "one-time-code",
            required: true,
            spellCheck: false,
          }}
        />
        <SubmitButton name="intent" value="verify">Verify and register</SubmitButton>
      </Form>
      <Form method="post" className="stack registration__resend">
        <CsrfInput />
        <HoneypotFields />
        <p>Did not get the e-mail? Check your spam folder, or ask for a new code.</p>
        <ResendWait seconds={waitSeconds} />
        <SubmitButton name="intent" value="resend" variant="secondary">Resend code</SubmitButton>
      </Form>
    </div>
  );
}
