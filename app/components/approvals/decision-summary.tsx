import { Form, Link, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useSingleSubmit } from "~/components/order/use-single-submit";
import { CsrfInput } from "~/components/security-inputs";
import * as decisionMessages from "~/lib/approvals/decision-messages";

export interface DecisionSummaryData {
  code: string;
  decision: "APPROVE" | "REJECT";
  total: string;
  reason: string | null;
  comment: string | null;
  amended: { entryNumber: number; name: string; approved: number; ordered: number }[];
}

/**
 * The confirmation step (WCAG 3.3.4): says exactly what the button will do, then "Confirm approval" / "Confirm decline"
 * (sent once with JS; the draft's key makes a second POST harmless without) and "Change decision".
 */
export function DecisionSummary({ summary, errors }: { summary: DecisionSummaryData; errors: readonly string[] }) {
  const { pathname } = useLocation();
  const single = useSingleSubmit(pathname);
  const approving = summary.decision === "APPROVE";
  const detail = `/my-account/approval/${encodeURIComponent(summary.code)}`;
  return (
    <section aria-labelledby="approval-confirm-title" className="approval-page approval-confirm">
      <h1 id="approval-confirm-title">{decisionMessages.confirmTitle}</h1>
      <ErrorSummary errors={errors.map((message) => ({ message }))} />
      <div className="approval-confirm__summary" data-testid="approval-confirm-summary">
        <p className="approval-confirm__lead">
          {approving ? decisionMessages.confirmApproveSummary(summary.code, summary.total) : decisionMessages.confirmDeclineSummary(summary.code)}
        </p>
        {!approving && summary.reason ? <p>{decisionMessages.confirmReason(summary.reason)}</p> : null}
        <p className="approval-confirm__comment">{summary.comment ? decisionMessages.confirmComment(summary.comment) : decisionMessages.confirmNoComment}</p>
        {summary.amended.length > 0 ? (
          <>
            <h2>{decisionMessages.confirmAmendedTitle}</h2>
            <ul data-testid="approval-confirm-amended">
              {summary.amended.map((line) => (
                <li key={line.entryNumber}>{decisionMessages.confirmAmendedLine(line.name, line.approved, line.ordered)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <p className="field__hint">{decisionMessages.confirmFinalHint}</p>
      <Form method="post" className="button-row approval-confirm__actions" onSubmit={single.onSubmit}>
        <CsrfInput />
        <SubmitButton name="intent" value="confirm" busy={single.busy}>
          {single.busy ? decisionMessages.confirming : approving ? decisionMessages.confirmApproveButton : decisionMessages.confirmDeclineButton}
        </SubmitButton>
        <Link to={`${detail}#approval-decision-title`} className="button button--secondary">
          {decisionMessages.changeDecision}
        </Link>
      </Form>
    </section>
  );
}
