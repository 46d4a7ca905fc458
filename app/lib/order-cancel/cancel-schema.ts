import { z } from "zod";
import * as cancelMessages from "./messages";

/**
 * The cancel form (issue 23; spec part 2 §5), shared by the browser (`lazyValidator`, with the page's entries) and the
 * action (with the order's entries as the backend answers them). Flat field names, so conform's reply keeps every
 * typed value:
 * - `select-{entryNumber}`: the item's checkbox ("on" when ticked); at least one (`items` otherwise);
 * - `quantity-{entryNumber}`: for a ticked item, a whole number from 1 to the quantity still cancellable;
 * - `reason`: one of CANCEL_REASONS.
 */

export const ITEMS_FIELD = "items";
export const REASON_FIELD = "reason";
export const selectField = (entryNumber: number) => `select-${entryNumber}`;
export const quantityField = (entryNumber: number) => `quantity-${entryNumber}`;

export interface CancelEntryRule {
  entryNumber: number;
  /** The quantity still cancellable (≥ 1: entries with nothing to cancel are not on the form). */
  max: number;
}

export interface CancelValues {
  lines: { entryNumber: number; quantity: number }[];
  reason: cancelMessages.CancelReasonCode;
}

/** A typed quantity of a ticked item: 1 ≤ q ≤ max, else its message. */
export function parseCancelQuantity(raw: string | undefined, max: number): { quantity: number } | { error: string } {
  const text = (raw ?? "").trim();
  if (text === "") return { error: cancelMessages.quantityRequired(max) };
  if (!/^-?\d{1,6}$/.test(text)) return { error: cancelMessages.quantityWhole(max) };
  const quantity = Number(text);
  if (quantity < 1) return { error: cancelMessages.quantityTooLow };
  if (quantity > max) return { error: cancelMessages.quantityTooHigh(max) };
  return { quantity };
}

const optionalText = z.string().optional();

export function cancelFormSchema(entries: readonly CancelEntryRule[]) {
  const shape: Record<string, typeof optionalText> = { [REASON_FIELD]: optionalText };
  for (const entry of entries) {
    shape[selectField(entry.entryNumber)] = optionalText;
    shape[quantityField(entry.entryNumber)] = optionalText;
  }
  return z.object(shape).transform((form, ctx): CancelValues => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    const lines: CancelValues["lines"] = [];
    let selected = 0;
    for (const entry of entries) {
      if (!form[selectField(entry.entryNumber)]) continue;
      selected += 1;
      const parsed = parseCancelQuantity(form[quantityField(entry.entryNumber)], entry.max);
      if ("error" in parsed) issue(quantityField(entry.entryNumber), parsed.error);
      else lines.push({ entryNumber: entry.entryNumber, quantity: parsed.quantity });
    }
    if (selected === 0) issue(ITEMS_FIELD, cancelMessages.nothingSelected);
    const reason = cancelMessages.CANCEL_REASONS.find((candidate) => candidate.code === form[REASON_FIELD])?.code;
    if (!reason) issue(REASON_FIELD, cancelMessages.reasonRequired);
    return { lines, reason: reason ?? "OTHER" };
  });
}
