/**
 * The texts of the sign-in support flows (issue 4): password reset, registration, onboarding,
 * identity-provider registration, SSO, punch-out and proxy pages — spec part 1 §8, part 2 §5, §8
 * where the spec has wording, ours (documented in the area docs) where it says "not shown".
 *
 * Apart from app/lib/messages.ts on purpose: esbuild splits browser chunks by file, and the shell
 * imports messages.ts on every page; these texts are only needed on their own pages (decision 004).
 * The password texts are repeated in the reference backend's own rules (backend/src/rules/password-rules.ts).
 */

// --- Issue 4: password reset, registration, onboarding, SSO, punch-out, proxy ---
// part 2 §8 success messages (the spec names them; the wording of most is ours).
export const passwordResetEmailSent = "We have sent you an e-mail with a link to reset your password.";
export const passwordResetSmsSent = "We have sent you a text message with a link to reset your password.";
export const passwordResetSuccess = "Your password has been reset. Please sign in with your new password.";
export const accountCreated = "Your account has been created.";
// part 2 §8: registration rate limit (exact).
export const verificationCodeLimit = (seconds: number) =>
  `You have reached the limit of sending verification code. Please wait ${seconds} seconds before retrying or use a different email address.`;
// Our own texts where the spec says "not shown" (documented in README).
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
// Password reset screens (our wording; docs/password-reset.md).
export const resetRequestHint = "Enter the e-mail address or mobile number of your account. We will send you a link to choose a new password.";
export const resetPasswordHint = "Choose a new password for your account.";
export const resetPasswordRulesHint =
  "At least 8 characters, with an uppercase letter, a number and a special character, and no character twice in a row.";
export const resetExpiredEmailHint = "Request a new link and we will e-mail it to you.";
export const resetExpiredSmsHint = "Request a new link and we will text it to your mobile.";
export const invalidMobile = "Please enter a valid mobile number.";
export const termsRequired = "You must accept the terms and conditions to register.";
export const verificationCodeSent = (email: string) => `We have sent a verification code to ${email}.`;
export const verificationCodeInvalid = "The verification code is not correct or has expired.";
export const registrationExpired = "Your registration has expired. Please fill in the form again.";
export const onboardingComplete = "Thank you, your details have been saved.";
export const ssoSignInFailed = "We could not sign you in. Please login again.";
// Registration, onboarding and identity-provider registration (issue 4; our own texts).
export const registrationCodeInvalid = "This registration link is no longer valid. Ask your organisation for a new one.";
export const invalidEmployeeCode = "Please enter a valid employee code: up to 20 letters, numbers and dashes.";
export const fieldTooLong = (max: number) => `Must be ${max} characters or fewer.`;
export const verificationCodeFormat = "Enter the 6-digit code from the e-mail.";
export const verificationCodeResendWait = (seconds: number) =>
  seconds > 0 ? `You can ask for a new code in ${seconds} seconds.` : "You can ask for a new code now.";
export const uniformPolicyRequired = "You must accept the uniform policy to continue.";
export const identityConsentRequired = "You must agree to link your account to continue.";

// part 1 §8: loading overlay (exact).
export const loading = (text: string) => `Loading ${text}`;
export const loadingLeaveOpen = "This may take a few moments. Please leave this browser window open.";
export const punchOutWaiting = "Your procurement system has not finished setting up this session yet. Reload this page in a moment.";
export const punchOutSessionEnded = "Your punch-out session has ended. Return to your procurement system to start a new requisition.";
export const punchOutCancelled = "Your requisition was cancelled and returned to your procurement system empty.";
export const proxyEnabled = (name: string) => `You are now ordering on behalf of ${name}.`;
export const proxyDisabled = "You are ordering for yourself again.";
export const proxyFailed = "Proxy ordering could not be changed. Your previous mode is kept.";
export const orderInProgress = "This page is not available while you are ordering on behalf of someone else.";
// Punch-out and proxy pages (our wording; docs/punch-out-and-proxy.md).
export const punchOutSessionEndedTitle = "Punch-out session ended";
export const punchOutRequisitionName = "your requisition";
// Transfer cart (issue 18; docs/punch-out-and-proxy.md "Transfer cart").
export const punchOutTransferCart = "Transfer cart";
export const punchOutTransferTitle = "Return to your procurement system";
export const punchOutTransferReady = "Your cart was transferred to your procurement system as a requisition, and your punch-out session has ended.";
export const punchOutTransferButton = "Return to your procurement system";
export const punchOutTransferEmpty = "Your cart is empty. Add items to your cart before you transfer it.";
export const proxyTitle = "Order on behalf of a wearer";
export const proxyChooseWearer = "Choose a wearer.";
export const proxyNoWearers = "There are no wearers in your business units to order for.";
export const proxySubmit = "Order on behalf of this wearer";
export const orderInProgressTitle = "Order in progress";
