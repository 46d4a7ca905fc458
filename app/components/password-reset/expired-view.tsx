import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { CsrfInput, HoneypotFields } from "~/components/security-inputs";
import * as accountMessages from "~/lib/account-messages";
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
  formError,
}: {
  mode: 6 | 8;
  canResend: boolean;
  sent: boolean;
  formError: string | null;
}) {
  if (sent) return <LinkSentNotice channel={mode === 8 ? "sms" : "email"} message={accountMessages.resetNewLinkSent} />;
  return (
    <div className="narrow">
      <h1>Link expired</h1>
      <ErrorSummary errors={formError ? [{ message: formError }] : []} />
      <p>{accountMessages.resetLinkExpired}</p>
      {canResend ? (
        <Form method="post" className="stack">
          <CsrfInput />
          <HoneypotFields />
          <p>{mode === 8 ? accountMessages.resetExpiredSmsHint : accountMessages.resetExpiredEmailHint}</p>
          <div className="button-row">
            <button type="submit" className="button button--primary">
              Send me a new link
            </button>
            <Link to="/login">Back to sign in</Link>
          </div>
        </Form>
      ) : (
        <>
          <p>{accountMessages.resetInvalidLink}</p>
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
