import { type AppSession, type ReturnThresholdDraft } from "~/lib/session.server";
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
  return session.get("returnThresholdDrafts")?.find((draft) => draft.rma === rma) ?? null;
}

export function saveThresholdDraft(session: AppSession, draft: ReturnThresholdDraft): void {
  const bounded: ReturnThresholdDraft = {
    rma: draft.rma.slice(0, 40),
    decision: draft.decision,
    comment: draft.comment ? draft.comment.slice(0, COMMENT_MAX) : null,
  };
  const others = (session.get("returnThresholdDrafts") ?? []).filter((other) => other.rma !== draft.rma);
  session.set("returnThresholdDrafts", [bounded, ...others].slice(0, MAX_DRAFTS));
}

export function clearThresholdDraft(session: AppSession, rma: string): void {
  const rest = (session.get("returnThresholdDrafts") ?? []).filter((draft) => draft.rma !== rma);
  if (rest.length > 0) session.set("returnThresholdDrafts", rest);
  else session.unset("returnThresholdDrafts");
}
