/**
 * Field names of the item options form (zod-free, so the form's first-load JavaScript does not carry zod; the schema
 * is selection-schema.ts).
 */
export const vaField = (code: string) => `va-${code}`;
export const vaTextField = (code: string) => `vaText-${code}`;
export const SELECTION_FIELDS = ["colour", "size", "fit", "quantity", "reasonOfReplacement", "additionalComments"] as const;

export function hasFits(rules: { variants: readonly { fit: string | null }[] }): boolean {
  return rules.variants.some((variant) => variant.fit !== null && variant.fit !== "");
}
