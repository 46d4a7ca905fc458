import { Form, Link, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useSingleSubmit } from "~/components/order/use-single-submit";
import { CsrfInput } from "~/components/security-inputs";
import * as cancelMessages from "~/lib/order-cancel/messages";

export interface CancelSummaryData {
  code: string;
  lines: { entryNumber: number; name: string; quantity: number }[];
  reason: string;
}

/**
 * The confirmation step (GOV.UK "Check your answers"; WCAG 3.3.4): the items and quantities to cancel and the reason,
 * each with "Change" (back to the filled-in form), then "Confirm cancellation" (sent once with JS; the draft's key
 * makes a second POST harmless without).
 */
export function CancelSummary({ summary, errors }: { summary: CancelSummaryData; errors: readonly string[] }) {
  const { pathname } = useLocation();
  const single = useSingleSubmit(pathname);
  const formPath = `/my-account/order/${encodeURIComponent(summary.code)}/cancel`;
  return (
    <section aria-labelledby="order-cancel-confirm-title" className="order-change-page">
      <h1 id="order-cancel-confirm-title">{cancelMessages.confirmTitle}</h1>
      <p className="order-change-page__lead">{cancelMessages.confirmOrder(summary.code)}</p>
      <ErrorSummary errors={errors.map((message) => ({ message }))} />
      <dl className="summary-list check-answers" data-testid="order-cancel-summary">
        <div className="summary-list__row">
          <dt>{cancelMessages.confirmItemsKey}</dt>
          <dd>
            <ul className="check-answers__list">
              {summary.lines.map((line) => (
                <li key={line.entryNumber}>{cancelMessages.confirmItemLine(line.name, line.quantity)}</li>
              ))}
            </ul>
          </dd>
          <dd className="check-answers__action">
            <Link to={formPath}>
              {cancelMessages.change}
              <span className="visually-hidden">{cancelMessages.changeHidden(cancelMessages.confirmItemsKey)}</span>
            </Link>
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>{cancelMessages.confirmReasonKey}</dt>
          <dd>{summary.reason}</dd>
          <dd className="check-answers__action">
            <Link to={`${formPath}#order-cancel-reason-0`}>
              {cancelMessages.change}
              <span className="visually-hidden">{cancelMessages.changeHidden(cancelMessages.confirmReasonKey)}</span>
            </Link>
          </dd>
        </div>
      </dl>
      <p className="order-change-warning">{cancelMessages.confirmWarning}</p>
      <Form method="post" className="button-row" onSubmit={single.onSubmit}>
        <CsrfInput />
        <SubmitButton busy={single.busy}>{single.busy ? cancelMessages.confirming : cancelMessages.confirmButton}</SubmitButton>
        <Link to={`/my-account/order/${encodeURIComponent(summary.code)}`} className="button button--secondary">
          {cancelMessages.backToOrder}
        </Link>
      </Form>
    </section>
  );
}
