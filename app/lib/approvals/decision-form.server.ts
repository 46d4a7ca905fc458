import { parseWithZod } from "@conform-to/zod";
import { type ApprovalOrder } from "~/lib/occ/approvals.server";
import { isOccError } from "~/lib/occ/errors";
import * as decisionMessages from "./decision-messages";
import { type ApprovedQuantity, decisionFormSchema, type DecisionIntent, QUANTITIES_FIELD, quantityField } from "./decision-schema";
import { approvedQuantity } from "./decision-view.server";

/** The decision form's server side: the shared schema with the order's own rules, and backend errors as form errors. */

export function parseDecisionForm(formData: FormData, order: ApprovalOrder, reasonCodes: readonly string[], intent: DecisionIntent) {
  return parseWithZod(formData, {
    schema: decisionFormSchema({
      intent,
      // A stock SAP approval cannot be amended: no quantities are read (the approval covers the order as placed).
      entries: order.flavour === "stock" ? [] : order.entries.map((entry) => ({ entryNumber: entry.entryNumber, ordered: entry.quantity })),
      reasonCodes,
      reasonRequired: reasonCodes.length > 0,
    }),
  });
}

/** True when the quantities differ from what the order holds (an amend is needed first). */
export function quantitiesChanged(order: ApprovalOrder, quantities: readonly ApprovedQuantity[]): boolean {
  return quantities.some((q) => {
    const entry = order.entries.find((candidate) => candidate.entryNumber === q.entryNumber);
    return !entry || approvedQuantity(entry) !== q.quantity;
  });
}

/** True when the draft's quantities are the ones the order holds (nothing changed since the review). */
export function quantitiesMatch(order: ApprovalOrder, quantities: readonly ApprovedQuantity[]): boolean {
  return !quantitiesChanged(order, quantities);
}

export interface DecisionErrors {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
}

/**
 * A backend 400 of amend / approveDeclineOrder as the form's errors: `entries.{i}.quantity` (i = index in the posted
 * entries) → that entry's quantity field; `comment`, `reasonCode`, `approvedQuantities` → their field; anything else
 * (and any other backend error) → the catalogue text as a form error. Null for errors that are not backend errors.
 */
export function decisionBackendErrors(error: unknown, posted: readonly ApprovedQuantity[] = []): DecisionErrors | null {
  if (!isOccError(error)) return null;
  const fieldErrors: Record<string, string[]> = {};
  if (error.kind === "badRequest") {
    for (const detail of error.details) {
      const entryIndex = /^entries\.(\d+)\.quantity$/.exec(detail.subject ?? "")?.[1];
      const entry = entryIndex === undefined ? undefined : posted[Number(entryIndex)];
      if (entry) fieldErrors[quantityField(entry.entryNumber)] = [decisionMessages.quantitiesChanged];
      else if (detail.subject === "comment") fieldErrors.comment = [decisionMessages.commentTooLong];
      else if (detail.subject === "reasonCode") fieldErrors.reasonCode = [decisionMessages.reasonRequired];
      else if (detail.subject === "approvedQuantities") fieldErrors[QUANTITIES_FIELD] = [decisionMessages.allZeroApprove];
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formErrors: [] };
  return { fieldErrors, formErrors: [error.userMessage] };
}

/** The same errors as one message list (the confirmation page shows them above its buttons). */
export function decisionErrorMessages(errors: DecisionErrors): string[] {
  return [...errors.formErrors, ...Object.values(errors.fieldErrors).flat()];
}
