import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CommentField, useHydrated } from "~/components/form/comment-field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { charactersLeft } from "~/lib/approvals/decision-messages";
import * as m from "~/lib/return-threshold/messages";

/**
 * The return threshold decision form (issue 24; spec part 2 §5 "Approval comment up to 255 characters (required when
 * rejecting, optional when approving)"): a real POST form — Accept / Decline, the comment, "Review decision" (then the
 * confirmation page). Without JavaScript the comment is labelled "(required when declining)"; with it the label says
 * what the chosen decision needs, the comment counts its characters and the shared zod schema (loaded on first focus)
 * checks before sending. The server checks every submit with the same schema.
 */

export const THRESHOLD_FORM_ID = "return-threshold-decision";
type Choice = "ACCEPT" | "DECLINE";

export function useThresholdDecisionForm(lastResult: SubmissionResult<string[]> | null | undefined) {
  return useSubmissionForm<"decision" | "comment">({
    id: THRESHOLD_FORM_ID,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/return-threshold/decision-schema").then((schema) => schema.thresholdDecisionSchema)),
  });
}

export type ThresholdDecisionFormState = ReturnType<typeof useThresholdDecisionForm>;

export function ThresholdDecisionForm({
  form,
  values,
}: {
  form: ThresholdDecisionFormState;
  /** Starting values from the reviewed draft (after "Change decision"). */
  values: { decision: Choice | null; comment: string | null };
}) {
  const hydrated = useHydrated();
  const decisionField = form.field("decision");
  const commentField = form.field("comment");
  const posted = decisionField.defaultValue;
  const initialDecision: Choice | null = posted === "ACCEPT" || posted === "DECLINE" ? posted : values.decision;
  const [decision, setDecision] = useState<Choice | null>(initialDecision);
  // A server answer may carry another decision: follow it.
  useEffect(() => setDecision(initialDecision), [initialDecision]);

  const suffix = !hydrated ? m.requiredWhenDeclining : decision === "DECLINE" ? m.requiredSuffix : decision === "ACCEPT" ? m.optionalSuffix : m.requiredWhenDeclining;
  return (
    <Form method="post" {...form.formProps} className="approval-form">
      <CsrfInput />
      <section aria-labelledby="return-threshold-decision-title" className="approval-section approval-decision">
        <h2 id="return-threshold-decision-title">{m.decisionTitle}</h2>
        <div className="field">
          <RadiosField
            id={decisionField.id}
            name="decision"
            legend={m.decisionLegend}
            errors={decisionField.errors}
            defaultValue={initialDecision}
            onChange={(event) => setDecision(event.currentTarget.value as Choice)}
            options={[
              { value: "ACCEPT", id: decisionField.id, label: m.acceptOption, hint: m.acceptHint, hintId: `${decisionField.id}-accept-hint` },
              { value: "DECLINE", id: `${decisionField.id}-decline`, label: m.declineOption, hint: m.declineHint, hintId: `${decisionField.id}-decline-hint` },
            ]}
          />
        </div>
        <CommentField
          id={commentField.id}
          label={m.commentLabel}
          suffix={suffix}
          hint={m.commentHint}
          errors={commentField.errors}
          defaultValue={commentField.defaultValue ?? values.comment ?? ""}
          max={m.COMMENT_MAX}
          charactersLeft={charactersLeft}
        />
        <div className="button-row">
          <SubmitButton>{m.reviewButton}</SubmitButton>
        </div>
      </section>
    </Form>
  );
}
