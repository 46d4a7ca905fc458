/**
 * The registration texts (issue 4; spec part 2 §3, §5, §8): registration by code, the code step, the
 * identity-provider registration page and SSO sign-in. The rate limit is the spec's exact text (part 2 §8; checked
 * by tests/lib/spec-messages.test.ts); the rest is ours where the spec says "not shown". `invalidMobile` and
 * `fieldTooLong` belong to the registration form's fields, which onboarding and the reset request reuse.
 *
 * One named export per text, imported as a namespace (decision 004).
 */

export const accountCreated = "Your account has been created.";
export const verificationCodeLimit = (seconds: number) =>
  `You have reached the limit of sending verification code. Please wait ${seconds} seconds before retrying or use a different email address.`;
export const invalidMobile = "Please enter a valid mobile number.";
export const termsRequired = "You must accept the terms and conditions to register.";
export const verificationCodeSent = (email: string) => `We have sent a verification code to ${email}.`;
export const verificationCodeInvalid = "The verification code is not correct or has expired.";
export const registrationExpired = "Your registration has expired. Please fill in the form again.";
export const ssoSignInFailed = "We could not sign you in. Please login again.";
export const registrationCodeInvalid = "This registration link is no longer valid. Ask your organisation for a new one.";
export const invalidEmployeeCode = "Please enter a valid employee code: up to 20 letters, numbers and dashes.";
export const fieldTooLong = (max: number) => `Must be ${max} characters or fewer.`;
export const verificationCodeFormat = "Enter the 6-digit code from the e-mail.";
export const verificationCodeResendWait = (seconds: number) =>
  seconds > 0 ? `You can ask for a new code in ${seconds} seconds.` : "You can ask for a new code now.";
export const identityConsentRequired = "You must agree to link your account to continue.";
