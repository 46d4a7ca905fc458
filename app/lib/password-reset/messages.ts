/**
 * The password-reset screens' texts (issue 4; spec part 1 §4–§5, part 2 §5, §8; docs/password-reset.md): the
 * success messages the spec names (part 2 §8, our wording), the link-expired view, the hints — ours where the spec
 * says "not shown". The password rules' texts are here too: app/lib/password-reset/password-rules.ts (reset and registration)
 * reports them, and the reference backend repeats them in its own rules (backend/src/rules/password-rules.ts).
 *
 * One named export per text, imported as a namespace (decision 004): esbuild ships only the texts a page uses, and
 * this file's chunk only to the pages that import it.
 */

export const passwordResetEmailSent = "We have sent you an e-mail with a link to reset your password.";
export const passwordResetSmsSent = "We have sent you a text message with a link to reset your password.";
export const passwordResetSuccess = "Your password has been reset. Please sign in with your new password.";
export const resetLinkExpired = "This link has expired or has already been used.";
export const resetLinkExpiredHint = "Request a new link and we will send it the same way as the last one.";
export const resetNewLinkSent = "If the link was valid, we have sent you a new one. It expires in 30 minutes.";
export const resetInvalidLink = "This link is not valid. Request a new password reset link.";
export const passwordMinLength = (min: number) => `Password must be at least ${min} characters.`;
export const passwordMaxLength = (max: number) => `Password must be ${max} characters or fewer.`;
export const passwordUppercase = "Password must contain at least one uppercase letter.";
export const passwordDigit = "Password must contain at least one number.";
export const passwordSpecial = "Password must contain at least one special character.";
export const passwordRepeated = "Password must not contain the same character twice in a row.";
export const passwordsMismatch = "Passwords do not match.";
export const resetRequestHint = "Enter the e-mail address or mobile number of your account. We will send you a link to choose a new password.";
export const resetPasswordHint = "Choose a new password for your account.";
export const resetPasswordRulesHint =
  "At least 8 characters, with an uppercase letter, a number and a special character, and no character twice in a row.";
export const resetExpiredEmailHint = "Request a new link and we will e-mail it to you.";
export const resetExpiredSmsHint = "Request a new link and we will text it to your mobile.";
