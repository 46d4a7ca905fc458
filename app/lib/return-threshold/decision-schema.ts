import { z } from "zod";
import { normaliseComment } from "~/lib/approvals/decision-schema";
import * as thresholdMessages from "./messages";
import { COMMENT_MAX } from "./messages";

/**
 * The return threshold decision form (issue 24; spec part 2 §5 "Approval comment up to 255 characters (required when
 * rejecting, optional when approving)"), shared by the browser (through `lazyValidator`) and the detail's action. The
 * backend applies the same rules (`POST {orgUserPath}/returnThresholdRequests/{rma}/decision`: 400 ValidationError on
 * `comment`).
 *
 * - `decision`: ACCEPT | DECLINE, required;
 * - `comment`: at most 255 characters (line breaks count once), required (non-blank) when declining.
 */

export const THRESHOLD_DECISIONS = ["ACCEPT", "DECLINE"] as const;
export type ThresholdDecisionChoice = (typeof THRESHOLD_DECISIONS)[number];

export interface ThresholdDecisionValues {
  decision: ThresholdDecisionChoice;
  /** Trimmed; null when blank. */
  comment: string | null;
}

export const thresholdDecisionSchema = z
  .object({ decision: z.string().optional(), comment: z.string().optional() })
  .transform((form, ctx): ThresholdDecisionValues => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    const decision = THRESHOLD_DECISIONS.find((candidate) => candidate === form.decision) ?? null;
    const comment = normaliseComment(form.comment ?? "");
    if (!decision) issue("decision", thresholdMessages.decisionRequired);
    if (comment.length > COMMENT_MAX) issue("comment", thresholdMessages.commentTooLong);
    else if (decision === "DECLINE" && comment.trim() === "") issue("comment", thresholdMessages.commentRequired);
    return { decision: decision ?? "ACCEPT", comment: comment.trim() === "" ? null : comment.trim() };
  });
