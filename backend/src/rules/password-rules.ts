/**
 * The password rules of spec part 2 §5 and §9 as the backend enforces them (registration, password reset): the
 * backend's own copy, as SAP Commerce has its own password policy. The storefront's forms check the same rules with
 * the same texts in app/lib/password-reset/password-rules.ts and app/lib/punchout/messages.ts; the two must agree
 * (tests/lib/shared-rules-agree.test.ts) but neither imports the other (decision 019).
 * At least 8 characters (6 on the change-password call, `PUT users/{userId}/password`: spec part 2 §5 "at least 6
 * (change form)"), at most 128, at least one uppercase letter, one digit and one special character, and no
 * character twice in a row.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_CHANGE_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Anything that is not a letter, a digit or white space counts as special. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** The first rule the password breaks, as its message (the error text of the 400), or null when it passes. */
export function passwordProblem(password: string, minLength: number = PASSWORD_MIN_LENGTH): string | null {
  const characters = Array.from(password);
  if (characters.length < minLength) return `Password must be at least ${minLength} characters.`;
  if (characters.length > PASSWORD_MAX_LENGTH) return `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`;
  if (!/\p{Lu}/u.test(password)) return "Password must contain at least one uppercase letter.";
  if (!/\p{N}/u.test(password)) return "Password must contain at least one number.";
  if (!SPECIAL.test(password)) return "Password must contain at least one special character.";
  if (characters.some((character, index) => index > 0 && character === characters[index - 1])) {
    return "Password must not contain the same character twice in a row.";
  }
  return null;
}
