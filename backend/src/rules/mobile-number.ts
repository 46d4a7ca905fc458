/**
 * Mobile numbers (password reset by SMS, registration, onboarding, checkout addresses, billing): the backend's own
 * rule, as SAP Commerce has its own. The storefront's forms check the same rule in app/lib/registration/mobile-number.ts; the two
 * must agree (tests/lib/shared-rules-agree.test.ts) but neither imports the other (decision 019).
 * Spaces, dashes, dots and brackets are ignored; a leading '+' is kept; 8–15 digits.
 */
export function normaliseMobile(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, "");
}

export const MOBILE_PATTERN = /^\+?\d{8,15}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(normaliseMobile(value));
}
