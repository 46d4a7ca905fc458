import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { ResendWait } from "~/components/registration/resend-wait";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import * as registrationMessages from "~/lib/registration/messages";
import { pageTitle } from "~/lib/page-title";
import { loadVerify, submitVerify } from "~/lib/registration/verify.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Check your e-mail", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadVerify(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitVerify(request, context);
}

/** An early 'Resend code' answers 400 with the wait, and moves the countdown: reload it (Remix skips loaders after a 4xx). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "resend" || defaultShouldRevalidate;

export default function RegisterVerifyRoute() {
  const { email, waitSeconds } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<"verificationCode">({
    id: "register-verify",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/registration/register-verify-schema").then((m) => m.VerifyCodeSchema)),
  });
  const code = form.field("verificationCode");

  return (
    <div className="narrow registration">
      <h1>Check your e-mail</h1>
      <ErrorSummary errors={form.summaryErrors(["verificationCode"])} focusKey={form.summaryKey} />
      <p>{registrationMessages.verificationCodeSent(email)}</p>
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
