/**
 * Postcode format per country (issue 25; docs/address-book.md): Australia and New Zealand both use four digits. No zod
 * here: the form component reads the hint. The backend checks the same (backend/src/stores/address-book.ts
 * POSTCODE_PATTERNS) and verifies the postcode against its state.
 */
export const POSTCODE_RULES: Readonly<Record<string, { pattern: RegExp; digits: number; countryName: string }>> = {
  AU: { pattern: /^\d{4}$/, digits: 4, countryName: "Australia" },
  NZ: { pattern: /^\d{4}$/, digits: 4, countryName: "New Zealand" },
};

/** True when `postcode` has the country's format (a country without a rule accepts any non-empty postcode). */
export function postcodeMatches(country: string, postcode: string): boolean {
  const rule = POSTCODE_RULES[country];
  return rule ? rule.pattern.test(postcode) : postcode.trim().length > 0;
}
