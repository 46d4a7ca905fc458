import { Form, Link, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useSingleSubmit } from "~/components/order/use-single-submit";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/return-threshold/messages";
import { detailPath } from "~/lib/return-threshold/paths";
import { type DecisionSummaryView } from "~/lib/return-threshold/view";

/**
 * The confirmation step (WCAG 3.3.4; decision 012's pattern): says exactly what the button will do, then "Confirm
 * acceptance" / "Confirm decline" (sent once with JS; without it a second POST finds the decision made and changes
 * nothing) and "Change decision" (back to the filled-in form).
 */
export function ThresholdDecisionSummary({ summary, errors }: { summary: DecisionSummaryView; errors: readonly string[] }) {
  const { pathname } = useLocation();
  const single = useSingleSubmit(pathname);
  const accepting = summary.decision === "ACCEPT";
  return (
    <section aria-labelledby="return-threshold-confirm-title" className="approval-page approval-confirm">
      <h1 id="return-threshold-confirm-title">{m.confirmTitle}</h1>
      <ErrorSummary errors={errors.map((message) => ({ message }))} />
      <div className="approval-confirm__summary" data-testid="return-threshold-confirm-summary">
        <p className="approval-confirm__lead">{accepting ? m.confirmAccept(summary.rma, summary.units, summary.refund) : m.confirmDecline(summary.rma)}</p>
        <p className="approval-confirm__comment">{summary.comment ? m.confirmComment(summary.comment) : m.confirmNoComment}</p>
      </div>
      <p className="field__hint">{m.confirmFinalHint}</p>
      <Form method="post" className="button-row approval-confirm__actions" onSubmit={single.onSubmit}>
        <CsrfInput />
        <SubmitButton name="intent" value="confirm" busy={single.busy}>
          {single.busy ? m.confirming : accepting ? m.confirmAcceptButton : m.confirmDeclineButton}
        </SubmitButton>
        <Link to={`${detailPath(summary.rma)}#return-threshold-decision-title`} className="button button--secondary">
          {m.changeDecision}
        </Link>
      </Form>
    </section>
  );
}
