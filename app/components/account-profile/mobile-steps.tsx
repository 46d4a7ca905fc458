import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { ResendWait } from "~/components/registration/resend-wait";
import { CsrfInput } from "~/components/security-inputs";
import * as profileMessages from "~/lib/account-profile/messages";

type Result = SubmissionResult<string[]> | undefined;

/** Step 1: the new number. */
export function NewMobileStep({ current, lastResult }: { current: string | null; lastResult: Result }) {
  const form = useSubmissionForm<"mobile">({
    id: "new-mobile",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/account-profile/profile-schema").then((m) => m.NewMobileSchema)),
  });
  const mobile = form.field("mobile");
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(["mobile"])} focusKey={form.summaryKey} />
      <p>
        Current mobile number: <strong data-testid="current-mobile">{current ?? profileMessages.notSet}</strong>
      </p>
      <p>{profileMessages.mobileIntro}</p>
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <Field
          label={profileMessages.newMobileLabel}
          hint={profileMessages.newMobileHint}
          errors={mobile.errors}
          inputProps={{ id: mobile.id, name: mobile.name, defaultValue: mobile.defaultValue, type: "tel", autoComplete: "tel", required: true }}
        />
        <div className="button-row">
          <SubmitButton name="intent" value="send">
            {profileMessages.sendCode}
          </SubmitButton>
          <Link to="/my-account/profile" className="button button--secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}

/** Step 2: the code sent to the new number; 'Resend code' after the wait; or another number. */
export function MobileCodeStep({ pending, lastResult }: { pending: { mobile: string; waitSeconds: number }; lastResult: Result }) {
  const form = useSubmissionForm<"verificationCode">({
    id: "mobile-code",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/account-profile/profile-schema").then((m) => m.MobileCodeSchema)),
  });
  const code = form.field("verificationCode");
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(["verificationCode"])} focusKey={form.summaryKey} />
      <p data-testid="mobile-code-sent">{profileMessages.codeSent(pending.mobile)}</p>
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <Field
          label={profileMessages.codeLabel}
          hint={profileMessages.codeHint}
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
        <SubmitButton name="intent" value="verify">
          {profileMessages.verify}
        </SubmitButton>
      </Form>
      <Form method="post" className="stack account-profile__resend">
        <CsrfInput />
        <ResendWait seconds={pending.waitSeconds} />
        <div className="button-row">
          <SubmitButton name="intent" value="resend" variant="secondary">
            {profileMessages.resendCode}
          </SubmitButton>
          <SubmitButton name="intent" value="restart" variant="link">
            {profileMessages.useAnotherNumber}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
