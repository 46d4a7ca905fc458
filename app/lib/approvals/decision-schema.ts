import { z } from "zod";
import * as decisionMessages from "./decision-messages";
import { COMMENT_MAX } from "./decision-messages";
import { DECISION_INTENTS, type DecisionIntent, DECISIONS, type Decision, ORDERED_FIELD, quantityField, QUANTITIES_FIELD } from "./decision-fields";

export * from "./decision-fields";

/**
 * The approval decision form (issue 7; spec part 2 §4 "Order approval", §5 "Approval comment up to 255 characters
 * (required when rejecting, optional when approving)"), shared by the browser (through `lazyValidator`, for the page's entries and the button's intent)
 * and the action (`decision-form.server.ts`). The reference backend applies the same rules (docs/occ-api.md
 * "Issue 7 additions": approveDeclineOrder, orders/{code}/amend).
 *
 * Fields (flat names, so conform's reply keeps every typed value per field):
 * - `decision`: APPROVE | REJECT (required to review, not to update the total);
 * - `reasonCode`: a key of `orderDeclineReasonMap`, required when declining;
 * - `comment`: at most 255 characters, required (non-blank) when declining, optional when approving;
 * - `quantity-{entryNumber}`: the approved quantity, a whole number 0 ≤ q ≤ ordered (checked when updating the total
 *   and when approving; ignored when declining); approving with every quantity 0 is refused (`quantities`);
 * - `ordered-{entryNumber}` (hidden): the ordered quantity as the page showed it (`entryRulesFromForm`); the server
 *   always takes the ordered quantities from the order itself, the browser's check from the page's entries.
 * The intent (which button) is `amend` ("Update total") or `review` ("Review decision").
 */

export interface DecisionEntryRule {
  entryNumber: number;
  ordered: number;
}

export interface DecisionRules {
  intent: DecisionIntent;
  /** The order's entries with their ordered quantities. */
  entries: readonly DecisionEntryRule[];
  /** The known reason codes; unknown (browser) → any non-empty code is accepted here and checked on the server. */
  reasonCodes?: readonly string[];
  /** False where the backend has no decline reasons (stock SAP): declining needs the comment only. Default true. */
  reasonRequired?: boolean;
}

export interface ApprovedQuantity {
  entryNumber: number;
  quantity: number;
}

export type DecisionValues = {
  intent: DecisionIntent;
  decision: Decision | null;
  /** Only when declining. */
  reasonCode: string | null;
  /** Trimmed; null when blank. */
  comment: string | null;
  /** Every entry's approved quantity (empty when declining: quantities do not apply). */
  quantities: ApprovedQuantity[];
};

/** Browsers post a textarea's line breaks as CRLF; counted as one character each, as the user sees them. */
export function normaliseComment(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** A typed quantity: a whole number from 0 to `ordered`, else the field's message. */
export function parseQuantity(raw: string | undefined, ordered: number): { quantity: number } | { error: string } {
  const text = (raw ?? "").trim();
  if (/^-\d+$/.test(text)) return { error: decisionMessages.quantityNegative };
  if (!/^\d{1,6}$/.test(text)) return { error: decisionMessages.quantityInvalid(ordered) };
  const quantity = Number(text);
  if (quantity > ordered) return { error: decisionMessages.quantityTooHigh(ordered) };
  return { quantity };
}

const optionalText = z.string().optional();

/** The decision form's schema for one order (its entries and reasons) and one intent. */
export function decisionFormSchema(rules: DecisionRules) {
  const shape: Record<string, typeof optionalText> = { decision: optionalText, reasonCode: optionalText, comment: optionalText };
  for (const entry of rules.entries) shape[quantityField(entry.entryNumber)] = optionalText;
  return z
    .object(shape)
    .transform((form, ctx): DecisionValues => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      const decision = DECISIONS.find((candidate) => candidate === form.decision) ?? null;
      const comment = normaliseComment(form.comment ?? "");
      const reasonCode = (form.reasonCode ?? "").trim();
      const reviewing = rules.intent === "review";

      if (reviewing && !decision) issue("decision", decisionMessages.decisionRequired);
      if (comment.length > COMMENT_MAX) issue("comment", decisionMessages.commentTooLong);
      if (reviewing && decision === "REJECT") {
        if (rules.reasonRequired === false) {
          // no reasons to choose from: only the comment is required
        } else if (!reasonCode) issue("reasonCode", decisionMessages.reasonRequired);
        else if (rules.reasonCodes && !rules.reasonCodes.includes(reasonCode)) issue("reasonCode", decisionMessages.reasonUnknown);
        if (comment.trim() === "") issue("comment", decisionMessages.commentRequired);
      }

      // Quantities matter when updating the total and when approving; a decline leaves them alone.
      const quantities: ApprovedQuantity[] = [];
      if (rules.intent === "amend" || decision === "APPROVE") {
        for (const entry of rules.entries) {
          const name = quantityField(entry.entryNumber);
          const parsed = parseQuantity(form[name], entry.ordered);
          if ("error" in parsed) issue(name, parsed.error);
          else quantities.push({ entryNumber: entry.entryNumber, quantity: parsed.quantity });
        }
        const allParsed = quantities.length === rules.entries.length;
        if (reviewing && decision === "APPROVE" && allParsed && quantities.length > 0 && quantities.every((q) => q.quantity === 0)) {
          issue(QUANTITIES_FIELD, decisionMessages.allZeroApprove);
        }
      }

      return {
        intent: rules.intent,
        decision,
        reasonCode: decision === "REJECT" && reasonCode ? reasonCode : null,
        comment: comment.trim() === "" ? null : comment.trim(),
        quantities,
      };
    });
}

/** The entries' ordered quantities as the form carries them (hidden `ordered-{n}` fields): the browser's rules. */
export function entryRulesFromForm(formData: FormData): DecisionEntryRule[] {
  const rules: DecisionEntryRule[] = [];
  for (const [name, value] of formData.entries()) {
    const match = ORDERED_FIELD.exec(name);
    const ordered = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : null;
    if (match?.[1] !== undefined && ordered !== null) rules.push({ entryNumber: Number(match[1]), ordered });
  }
  return rules;
}

/** The button that sent the form: `amend` for "Update total", otherwise (Review, Enter) the given default. */
export function intentOf(value: unknown, fallback: DecisionIntent = "review"): DecisionIntent {
  return DECISION_INTENTS.find((intent) => intent === value) ?? fallback;
}
