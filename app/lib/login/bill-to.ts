/**
 * `/login?billTo=` (spec part 1 §2): the value is kept through sign-in and stored in the session. The spec gives it
 * no format; it names a bill-to account (a unit's billToName, e.g. "Acme Workwear Pty Ltd"). Issue 21, hole 6: an
 * unbounded value overflowed the session cookie and broke sign-in for whoever followed the link. A value longer than
 * `BILL_TO_MAX_LENGTH` or outside letters, digits, spaces and `. , & ' ( ) / -` is ignored (the visitor still signs in;
 * the unit's own billToName is used).
 */
export const BILL_TO_MAX_LENGTH = 100;
const BILL_TO_PATTERN = /^[\p{L}\p{N} .,&'()/-]+$/u;

export function parseBillTo(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || trimmed.length > BILL_TO_MAX_LENGTH || !BILL_TO_PATTERN.test(trimmed)) return null;
  return trimmed;
}
