import * as resetMessages from "~/lib/password-reset/messages";

/**
 * The password rules of spec part 2 §5 and §9 as the storefront's forms (reset, registration)
 * check them: at least 8 characters (6 on the change-password form), at most 128, at least one
 * uppercase letter, one digit and one special character, and no character twice in a row. The
 * spec does not give the texts; ours are in password-reset/messages.ts. The reference backend enforces
 * the same rules with the same texts in its own copy (backend/src/rules/password-rules.ts;
 * decision 019); tests/lib/shared-rules-agree.test.ts keeps the two in step.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_CHANGE_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Anything that is not a letter, a digit or white space counts as special. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * The first rule the password breaks, as its message, or null when it passes. One message at a
 * time (GOV.UK: one error per field), in the order a person would fix them.
 */
export function passwordProblem(password: string, minLength: number = PASSWORD_MIN_LENGTH): string | null {
  const characters = Array.from(password);
  if (characters.length < minLength) return resetMessages.passwordMinLength(minLength);
  if (characters.length > PASSWORD_MAX_LENGTH) return resetMessages.passwordMaxLength(PASSWORD_MAX_LENGTH);
  if (!/\p{Lu}/u.test(password)) return resetMessages.passwordUppercase;
  if (!/\p{N}/u.test(password)) return resetMessages.passwordDigit;
  if (!SPECIAL.test(password)) return resetMessages.passwordSpecial;
  if (characters.some((character, index) => index > 0 && character === characters[index - 1])) {
    return resetMessages.passwordRepeated;
  }
  return null;
}
