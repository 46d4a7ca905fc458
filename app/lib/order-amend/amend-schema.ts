import { z } from "zod";
import * as amendMessages from "./messages";

/**
 * The amend form (issue 23), shared by the browser (`lazyValidator`, with the page's lines and products) and the
 * action (with the backend's edit data). Flat field names, so conform's reply keeps every typed value:
 * - `quantity-{entryNumber}`: the line's new quantity, a whole number from 0 (removes it) to its maximum;
 * - `add-{productCode}`: how many of an eligible product to add, empty or 0 to skip, at most its maximum;
 * - `items`: at least one unit must remain, and something must change.
 */

export const ITEMS_FIELD = "items";
/** The product search field (a button of the amend form submits it with `intent=search`). */
export const SEARCH_FIELD = "q";
export const lineField = (entryNumber: number) => `quantity-${entryNumber}`;
export const addField = (code: string) => `add-${code}`;

export interface AmendLineRule {
  entryNumber: number;
  current: number;
  max: number;
}

export interface AmendProductRule {
  code: string;
  max: number;
}

export interface AmendValues {
  entries: { entryNumber: number; quantity: number }[];
  additions: { code: string; quantity: number }[];
}

const optionalText = z.string().optional();

function wholeNumber(raw: string | undefined, { max, emptyIsZero }: { max: number; emptyIsZero: boolean }): number | "invalid" | "tooHigh" {
  const text = (raw ?? "").trim();
  if (text === "" && emptyIsZero) return 0;
  if (!/^\d{1,6}$/.test(text)) return "invalid";
  const value = Number(text);
  return value > max ? "tooHigh" : value;
}

export function amendFormSchema(lines: readonly AmendLineRule[], products: readonly AmendProductRule[]) {
  const shape: Record<string, typeof optionalText> = {};
  for (const line of lines) shape[lineField(line.entryNumber)] = optionalText;
  for (const product of products) shape[addField(product.code)] = optionalText;
  return z.object(shape).transform((form, ctx): AmendValues => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    const entries: AmendValues["entries"] = [];
    const additions: AmendValues["additions"] = [];
    let valid = true;
    for (const line of lines) {
      const name = lineField(line.entryNumber);
      const value = wholeNumber(form[name] ?? String(line.current), { max: line.max, emptyIsZero: false });
      if (value === "invalid") issue(name, amendMessages.quantityWhole(line.max));
      else if (value === "tooHigh") issue(name, amendMessages.quantityTooHigh(line.max));
      else entries.push({ entryNumber: line.entryNumber, quantity: value });
      valid &&= typeof value === "number";
    }
    for (const product of products) {
      const name = addField(product.code);
      const value = wholeNumber(form[name], { max: product.max, emptyIsZero: true });
      if (value === "invalid") issue(name, amendMessages.addWhole(product.max));
      else if (value === "tooHigh") issue(name, amendMessages.quantityTooHigh(product.max));
      else if (value > 0) additions.push({ code: product.code, quantity: value });
      valid &&= typeof value === "number";
    }
    if (valid) {
      const remaining = entries.reduce((sum, entry) => sum + entry.quantity, 0) + additions.reduce((sum, addition) => sum + addition.quantity, 0);
      const changed = additions.length > 0 || entries.some((entry) => entry.quantity !== lines.find((line) => line.entryNumber === entry.entryNumber)?.current);
      if (remaining === 0) issue(ITEMS_FIELD, amendMessages.keepOne);
      else if (!changed) issue(ITEMS_FIELD, amendMessages.nothingChanged);
    }
    return { entries: entries.filter((entry) => entry.quantity !== lines.find((line) => line.entryNumber === entry.entryNumber)?.current), additions };
  });
}
