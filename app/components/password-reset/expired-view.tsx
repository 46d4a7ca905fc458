import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import * as resetMessages from "~/lib/password-reset/messages";
import { LinkSentNotice } from "./request-sent";

/**
 * The link-expired view: mode 6 (e-mail link) or 8 (SMS link), also shown for used and unknown
 * links. With a remembered token (signed cookie) it offers 'Send me a new link'; without one, a
 * link to request a new reset from the start.
 */
export function ExpiredView({
  mode,
  canResend,
  sent,
  lastResult,
}: {
  mode: 6 | 8;
  canResend: boolean;
  sent: boolean;
  /** The action's answer to 'Send me a new link' (a form-level message when the backend refused). */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  if (sent) return <LinkSentNotice channel={mode === 8 ? "sms" : "email"} message={resetMessages.resetNewLinkSent} />;
  return <ResendLink mode={mode} canResend={canResend} lastResult={lastResult} />;
}

function ResendLink({ mode, canResend, lastResult }: { mode: 6 | 8; canResend: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const form = useSubmissionForm<never>({
    id: "resend-link",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return (
    <div className="narrow">
      <h1>Link expired</h1>
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <p>{resetMessages.resetLinkExpired}</p>
      {canResend ? (
        <Form method="post" {...form.formProps} className="stack">
          <CsrfInput />
          <HoneypotFields />
          <p>{mode === 8 ? resetMessages.resetExpiredSmsHint : resetMessages.resetExpiredEmailHint}</p>
          <div className="button-row">
            <button type="submit" className="button button--primary">
              Send me a new link
            </button>
            <Link to="/login">Back to sign in</Link>
          </div>
        </Form>
      ) : (
        <>
          <p>{resetMessages.resetInvalidLink}</p>
          <div className="button-row">
            <Link to="/resetpassword" className="button button--primary">
              Request a new link
            </Link>
            <Link to="/login">Back to sign in</Link>
          </div>
        </>
      )}
    </div>
  );
}
