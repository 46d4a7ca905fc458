import { Link } from "@remix-run/react";
import * as resetMessages from "~/lib/password-reset/messages";

/**
 * Modes 3 (e-mail sent) and 4 (SMS sent) of the reset request screen. The same text whether or not
 * the account exists (no account enumeration). Confirm returns to sign-in.
 */
export function RequestSent({ mode }: { mode: 3 | 4 }) {
  return (
    <LinkSentNotice
      channel={mode === 3 ? "email" : "sms"}
      message={mode === 3 ? resetMessages.passwordResetEmailSent : resetMessages.passwordResetSmsSent}
    />
  );
}

/** 'Check your e-mail/phone' with the message in a status region and the way back to sign in. */
export function LinkSentNotice({ channel, message }: { channel: "email" | "sms"; message: string }) {
  return (
    <div className="narrow">
      <h1>{channel === "email" ? "Check your e-mail" : "Check your phone"}</h1>
      <p className="reset-notice" role="status">
        {message}
      </p>
      <p>
        <Link to="/login" className="button button--primary">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
