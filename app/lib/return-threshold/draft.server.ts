import { type AppSession, type ReturnThresholdDraft } from "~/lib/session.server";
import { dropDraft, findDraft, putDraft } from "~/lib/session-drafts.server";
import { COMMENT_MAX } from "./messages";

/**
 * The return threshold decision draft (issue 24, like the approval decision draft of decision 012): the decision the
 * approver reviewed on one request, in the signed cookie session keyed by RMA, between "Review decision" and
 * "Confirm …" (so a reload, Back or a second tab loses nothing). No Idempotency-Key: the backend answers the same
 * decision again with the same 200, so a double submit acts once. At most `MAX_DRAFTS` are kept (newest first) and
 * every value is bounded, so the cookie stays small.
 */
export const MAX_DRAFTS = 3;

export function readThresholdDraft(session: AppSession, rma: string): ReturnThresholdDraft | null {
  return findDraft(session, "returnThresholdDrafts", (draft) => draft.rma === rma);
}

export function saveThresholdDraft(session: AppSession, draft: ReturnThresholdDraft): void {
  const bounded: ReturnThresholdDraft = {
    rma: draft.rma.slice(0, 40),
    decision: draft.decision,
    comment: draft.comment ? draft.comment.slice(0, COMMENT_MAX) : null,
  };
  putDraft(session, "returnThresholdDrafts", bounded, (other) => other.rma === draft.rma, MAX_DRAFTS);
}

export function clearThresholdDraft(session: AppSession, rma: string): void {
  dropDraft(session, "returnThresholdDrafts", (draft) => draft.rma === rma);
}
