/**
 * The return or exchange form's field names and types (issue 24), without zod: the page's components import these,
 * and only the lazily loaded validator (`return-schema.ts`) brings zod to the browser (decision 004).
 */

export const ITEMS_FIELD = "items";
export const selectField = (entryNumber: number) => `select-${entryNumber}`;
export const kindField = (entryNumber: number) => `kind-${entryNumber}`;
export const quantityField = (entryNumber: number) => `quantity-${entryNumber}`;
export const reasonField = (entryNumber: number) => `reason-${entryNumber}`;
export const variantField = (entryNumber: number) => `variant-${entryNumber}`;

export const RETURN_KINDS = ["RETURN", "EXCHANGE"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export interface ReturnEntryRule {
  entryNumber: number;
  /** The quantity still returnable (≥ 1: entries with nothing returnable are not on the form). */
  max: number;
  /** A compulsory or new-starter pack item: exchange only, for a pack reason (spec part 1 §8). */
  exchangeOnly: boolean;
  /** The reasons this entry may be returned for (empty: the backend has none — a stock SAP). */
  reasons: readonly string[];
  /** The replacements offered (empty: no exchange — out of stock, wholesale, or a stock SAP). */
  variants: readonly { code: string; stock: number }[];
}

export interface ReturnFormRules {
  /** The spec's separate wholesale version: quantities per SKU, returns only. */
  wholesale: boolean;
  entries: readonly ReturnEntryRule[];
}

export interface ReturnDraftLine {
  entryNumber: number;
  quantity: number;
  kind: ReturnKind;
  reasonCode?: string | undefined;
  exchangeVariantCode?: string | undefined;
}

/** The draft's lines as the form's values (after "Change"). */
export function draftFormValues(lines: readonly ReturnDraftLine[], wholesale: boolean): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of lines) {
    if (!wholesale) values[selectField(line.entryNumber)] = "on";
    values[kindField(line.entryNumber)] = line.kind;
    values[quantityField(line.entryNumber)] = String(line.quantity);
    if (line.reasonCode) values[reasonField(line.entryNumber)] = line.reasonCode;
    if (line.exchangeVariantCode) values[variantField(line.entryNumber)] = line.exchangeVariantCode;
  }
  return values;
}
