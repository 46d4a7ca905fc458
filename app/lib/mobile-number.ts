/**
 * Mobile numbers (password reset by SMS, registration, onboarding), shared by the storefront's
 * forms and the reference backend, which imports this file relatively — so no `~/` alias here.
 * Spaces, dashes, dots and brackets are ignored; a leading '+' is kept; 8–15 digits.
 */
export function normaliseMobile(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, "");
}

export const MOBILE_PATTERN = /^\+?\d{8,15}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(normaliseMobile(value));
}
