/**
 * My Profile's texts (issue 25; spec part 2 §3 Profile, §5, §8). 'This field is required.' and the rate limit of
 * verification codes are the spec's own words (the latter is registration's text, reused where a code is resent too
 * early: app/lib/registration/messages.ts); the rest is ours where the spec shows no text.
 *
 * One named export per text, imported as a namespace (decision 004).
 */

export const pageTitle = "My Profile";
export const personalDetails = "Personal details";
export const nameTooLong = (max: number) => `Must be ${max} characters or fewer.`;
export const nameCharacters = "Please use letters, spaces, apostrophes, hyphens and full stops only.";
export const profileUpdated = "Your profile has been updated.";
export const saveProfile = "Save changes";

export const preferredNameHeading = "Preferred name";
export const preferredNameHint = "What you would like us to call you. Leave it empty to use your first name.";
export const preferredNameUpdated = "Your preferred name has been updated.";
export const preferredNameRemoved = "Your preferred name has been removed.";
export const savePreferredName = "Save preferred name";
export const preferredNameReadOnly = "Your preferred name cannot be changed here.";

export const contactHeading = "Contact and employment";
export const notSet = "Not set";
export const changeMobile = "Change mobile number";

export const mobilePageTitle = "Change mobile number";
export const mobileIntro = "We will send a verification code by text message to the new number.";
export const newMobileLabel = "New mobile number";
export const newMobileHint = "For example +61 412 345 678. Spaces, dashes and brackets are ignored.";
export const sendCode = "Send code";
export const codeSent = (mobile: string) => `We have sent a verification code to ${mobile}.`;
export const codeLabel = "Verification code";
export const codeHint = "The 6-digit code from the text message. It expires in 15 minutes.";
export const codeFormat = "Enter the 6-digit code from the text message.";
export const codeInvalid = "The verification code is not correct or has expired.";
export const verify = "Verify and save";
export const resendCode = "Resend code";
export const useAnotherNumber = "Use a different number";
export const mobileUnchanged = "This is already your mobile number.";
export const mobileTaken = "This mobile number is used by another account.";
export const mobileUpdated = "Your mobile number has been updated.";
export const mobileChangeExpired = "The verification code has expired. Please ask for a new one.";
export const mobileChangeUnavailable = "Your mobile number cannot be changed here.";

export const closeAccountLink = "Close account";
export const closePageTitle = "Close your account";
export const closeIntro = "Closing your account:";
export const closeConsequences = [
  "signs you out everywhere, and you can no longer sign in with this e-mail address;",
  "keeps the orders you placed: they stay with your organisation, which can still see them;",
  "cannot be undone here: to use the store again, ask your organisation's administrator.",
] as const;
export const closePasswordLabel = "Your password";
export const closePasswordHint = "To confirm that it is you.";
export const closeButton = "Close my account";
export const keepAccount = "Keep my account";
export const accountClosed = "Your account has been closed.";
export const passwordIncorrect = "The password is not correct.";
