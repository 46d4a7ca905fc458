import { randomUUID } from "node:crypto";
import { type ApprovalDecisionDraft, type AppSession } from "~/lib/session.server";
import { dropDraft, findDraft, putDraft } from "~/lib/session-drafts.server";
import { COMMENT_MAX } from "./decision-messages";

/**
 * The decision draft (issue 7, like decision 011 for purchase orders): what the approver chose for one order, in the
 * signed cookie session, keyed by order code. "Update total" keeps the typed decision, reason and comment across its
 * redirect (`reviewed: false`); "Review decision" saves the validated decision (`reviewed: true`) that the confirmation
 * page shows and "Confirm …" sends with the draft's key as `Idempotency-Key` (a double submit is one decision).
 * At most `MAX_DRAFTS` orders are kept (newest first) and every value is bounded, so the cookie stays small.
 */

export const MAX_DRAFTS = 3;

export type DraftValues = Omit<ApprovalDecisionDraft, "code" | "key">;

/** 36 characters of A-Za-z0-9- (the backend's Idempotency-Key rule: 8–100 of A-Za-z0-9_-). */
export function newDecisionKey(): string {
  return randomUUID();
}

export function readDecisionDraft(session: AppSession, code: string): ApprovalDecisionDraft | null {
  return findDraft(session, "approvalDecisionDrafts", (draft) => draft.code === code);
}

/** Saves the values for the order, keeping its key (a new one for a new draft). */
export function saveDecisionDraft(session: AppSession, code: string, values: DraftValues): ApprovalDecisionDraft {
  const key = readDecisionDraft(session, code)?.key ?? newDecisionKey();
  const draft: ApprovalDecisionDraft = { ...bounded(values), code, key };
  putDraft(session, "approvalDecisionDrafts", draft, (other) => other.code === code, MAX_DRAFTS);
  return draft;
}

export function clearDecisionDraft(session: AppSession, code: string) {
  dropDraft(session, "approvalDecisionDrafts", (draft) => draft.code === code);
}

/** The typed decision, reason and comment (no validation), to keep them across "Update total". */
export function typedDecision(formData: FormData): Pick<DraftValues, "decision" | "reasonCode" | "comment"> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const decision = text("decision");
  return {
    decision: decision === "APPROVE" || decision === "REJECT" ? decision : null,
    reasonCode: text("reasonCode").trim() || null,
    comment: text("comment") || null,
  };
}

function bounded(values: DraftValues): DraftValues {
  return {
    decision: values.decision,
    reasonCode: values.reasonCode ? values.reasonCode.slice(0, 64) : null,
    // A little over the limit, so an over-long comment comes back as typed with its message.
    comment: values.comment ? values.comment.slice(0, COMMENT_MAX + 45) : null,
    quantities: values.quantities.slice(0, 100),
    reviewed: values.reviewed,
  };
}
