import { z } from "zod";
import {
  ITEMS_FIELD,
  kindField,
  quantityField,
  reasonField,
  RETURN_KINDS,
  type ReturnDraftLine,
  type ReturnEntryRule,
  type ReturnFormRules,
  type ReturnKind,
  selectField,
  variantField,
} from "./fields";
import * as returnMessages from "./messages";

export { ITEMS_FIELD, kindField, quantityField, reasonField, type ReturnDraftLine, type ReturnEntryRule, type ReturnFormRules, selectField, variantField };

/**
 * The return or exchange form (issue 24; spec part 2 §5 "select at least one item; quantity limited to the max
 * quantity", part 1 §8 the pack rule), shared by the browser (`lazyValidator`, with the page's entries) and the action
 * (with the entries as the backend answers them when the form is posted). Flat field names, so conform's reply keeps
 * every typed value:
 * - `select-{entryNumber}`: the item's checkbox ("on"); retail only — on the wholesale table a quantity that is not
 *   empty (or 0) selects the SKU;
 * - `kind-{entryNumber}`: RETURN (a refund) or EXCHANGE (retail only; pack items: EXCHANGE);
 * - `quantity-{entryNumber}`: 1 to the quantity still returnable;
 * - `reason-{entryNumber}`: one of the entry's allowed reasons (required whenever the backend has reasons);
 * - `variant-{entryNumber}`: for an exchange, one of the entry's replacements, in stock in that quantity.
 * At least one item (`items`). The backend checks every rule again (docs/returns.md); this is the storefront's own
 * check, so the action never sends a request it knows is wrong and every message sits next to its field.
 */

/** A typed quantity of a selected item: 1 ≤ q ≤ max, else its message. */
export function parseReturnQuantity(raw: string | undefined, max: number): { quantity: number } | { error: string } {
  const text = (raw ?? "").trim();
  if (text === "") return { error: returnMessages.quantityRequired(max) };
  if (!/^-?\d{1,6}$/.test(text)) return { error: returnMessages.quantityWhole(max) };
  const quantity = Number(text);
  if (quantity < 1) return { error: returnMessages.quantityTooLow };
  if (quantity > max) return { error: returnMessages.quantityTooHigh(max) };
  return { quantity };
}

type Issue = (field: string, message: string) => void;
type Form = Record<string, string | undefined>;

/** Is the entry part of the request? Retail: its box is ticked; wholesale: a quantity other than empty or 0 is typed. */
function isSelected(form: Form, rules: ReturnFormRules, entryNumber: number): boolean {
  if (!rules.wholesale) return Boolean(form[selectField(entryNumber)]);
  const typed = (form[quantityField(entryNumber)] ?? "").trim();
  return typed !== "" && !/^0+$/.test(typed);
}

function kindOf(form: Form, rules: ReturnFormRules, entry: ReturnEntryRule, issue: Issue): ReturnKind | null {
  const posted = form[kindField(entry.entryNumber)];
  const kind = RETURN_KINDS.find((candidate) => candidate === posted);
  const exchangeOffered = !rules.wholesale && (entry.variants.length > 0 || entry.exchangeOnly);
  if (!kind) {
    // No choice on the page (returns only, or a pack item's fixed exchange): the only kind there is.
    if (!exchangeOffered) return posted ? (issue(kindField(entry.entryNumber), returnMessages.kindNotOffered), null) : "RETURN";
    if (entry.exchangeOnly) return "EXCHANGE";
    issue(kindField(entry.entryNumber), returnMessages.kindRequired);
    return null;
  }
  if (kind === "EXCHANGE" && !exchangeOffered) {
    issue(kindField(entry.entryNumber), returnMessages.kindNotOffered);
    return null;
  }
  if (kind === "RETURN" && entry.exchangeOnly) {
    // The pack rule (spec part 1 §8): the backend's text, on the replacement (the field that would make it an exchange).
    issue(variantField(entry.entryNumber), returnMessages.packReturnRefused);
    return null;
  }
  return kind;
}

function reasonOf(form: Form, entry: ReturnEntryRule, issue: Issue): string | undefined | null {
  if (entry.reasons.length === 0) return undefined;
  const posted = (form[reasonField(entry.entryNumber)] ?? "").trim();
  if (posted === "") {
    issue(reasonField(entry.entryNumber), returnMessages.reasonRequired);
    return null;
  }
  if (!entry.reasons.includes(posted)) {
    issue(reasonField(entry.entryNumber), entry.exchangeOnly ? returnMessages.packReason : returnMessages.reasonUnknown);
    return null;
  }
  return posted;
}

function variantOf(form: Form, entry: ReturnEntryRule, quantity: number | null, issue: Issue): string | null {
  const posted = (form[variantField(entry.entryNumber)] ?? "").trim();
  const variant = entry.variants.find((candidate) => candidate.code === posted);
  if (posted === "") issue(variantField(entry.entryNumber), returnMessages.variantRequired);
  else if (!variant) issue(variantField(entry.entryNumber), returnMessages.variantNotOffered);
  else if (quantity !== null && variant.stock < quantity) issue(variantField(entry.entryNumber), returnMessages.variantStock(variant.stock));
  else return variant.code;
  return null;
}

const optionalText = z.string().optional();

export function returnFormSchema(rules: ReturnFormRules) {
  const shape: Record<string, typeof optionalText> = {};
  for (const entry of rules.entries) {
    for (const field of [selectField, kindField, quantityField, reasonField, variantField]) shape[field(entry.entryNumber)] = optionalText;
  }
  return z.object(shape).transform((form, ctx): { lines: ReturnDraftLine[] } => {
    const issue: Issue = (path, message) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    const lines: ReturnDraftLine[] = [];
    let selected = 0;
    for (const entry of rules.entries) {
      if (!isSelected(form, rules, entry.entryNumber)) continue;
      selected += 1;
      const parsed = parseReturnQuantity(form[quantityField(entry.entryNumber)], entry.max);
      if ("error" in parsed) issue(quantityField(entry.entryNumber), parsed.error);
      const quantity = "error" in parsed ? null : parsed.quantity;
      const kind = kindOf(form, rules, entry, issue);
      const reasonCode = reasonOf(form, entry, issue);
      const exchangeVariantCode = kind === "EXCHANGE" ? variantOf(form, entry, quantity, issue) : undefined;
      if (quantity === null || kind === null || reasonCode === null || exchangeVariantCode === null) continue;
      lines.push({
        entryNumber: entry.entryNumber,
        quantity,
        kind,
        ...(reasonCode ? { reasonCode } : {}),
        ...(exchangeVariantCode ? { exchangeVariantCode } : {}),
      });
    }
    if (selected === 0) issue(ITEMS_FIELD, rules.wholesale ? returnMessages.wholesaleNothingSelected : returnMessages.nothingSelected);
    return { lines };
  });
}

export { draftFormValues } from "./fields";
