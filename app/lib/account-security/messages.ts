/**
 * Login & Security's texts (issue 25; spec part 2 §2 password form and email update, §5, §8;
 * docs/login-security.md). Spec texts exact: 'Old password incorrect.' and 'This field is required.' (~/lib/messages),
 * 'Access is denied', and the e-mail texts. Where the spec gives only the gist ("password updated", "email updated
 * (sign in with the new address)", "a new email or password requires logging in again") the wording is Spartacus'
 * (`updatePasswordForm.passwordUpdateSuccess` 'Password updated with success', `updateEmailForm.emailUpdateSuccess`
 * 'Success. Please sign in with {{ newUid }}'), with the sign-in sentence added to the first. The password rules'
 * texts are the shared ones (app/lib/password-reset/password-rules.ts).
 *
 * One named export per text, imported as a namespace (decision 004).
 */

export const accessDenied = "Access is denied";
export const passwordUpdated = "Password updated with success. Please sign in with your new password.";
export const emailUpdated = (newUid: string) => `Success. Please sign in with ${newUid}`;
export const samePassword = "The new password must be different from the old password.";
export const emailsMismatch = "Email addresses do not match.";
export const passwordIncorrect = "Password entered is not valid.";
export const emailTaken = "An account with this e-mail address already exists.";
export const sameEmail = "The new e-mail address is the same as the current one.";
export const changePasswordHint =
  "At least 6 characters, with an uppercase letter, a number and a special character, and no character twice in a row.";
export const changePasswordIntro = "After you change your password you will be signed out everywhere and sign in again with the new one.";
export const changeEmailIntro = "Your e-mail address is also your sign-in. After you change it you will be signed out everywhere and sign in again with the new address.";
