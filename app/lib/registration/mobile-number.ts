/**
 * Mobile numbers (password reset by SMS, registration, onboarding, addresses) as the storefront's forms check them.
 * The reference backend has its own copy (backend/src/rules/mobile-number.ts; decision 019); the two must agree
 * (tests/lib/shared-rules-agree.test.ts).
 * Spaces, dashes, dots and brackets are ignored; a leading '+' is kept; 8–15 digits.
 */
export function normaliseMobile(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, "");
}

export const MOBILE_PATTERN = /^\+?\d{8,15}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(normaliseMobile(value));
}
