import { Form, Link, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useSingleSubmit } from "~/components/order/use-single-submit";
import { CsrfInput } from "~/components/security-inputs";
import * as amendMessages from "~/lib/order-amend/messages";

export interface AmendReviewData {
  code: string;
  rows: { key: string; name: string; quantity: number; was: number; added: boolean; total: string | null }[];
  previousTotal: string;
  newTotal: string;
  heldForApproval: boolean;
  stillPending: boolean;
  limit: string | null;
}

/**
 * The review step (GOV.UK "Check your answers"; WCAG 3.3.4): the order's items after the change (priced by the
 * backend's dry run), the total before and after, and — above the buyer's purchase limit — that the order goes back
 * for approval; then "Confirm changes" (sent once with JS; the draft's key makes a second POST harmless without).
 */
export function AmendReview({ review, errors }: { review: AmendReviewData; errors: readonly string[] }) {
  const { pathname } = useLocation();
  const single = useSingleSubmit(pathname);
  const formPath = `/my-account/order/${encodeURIComponent(review.code)}/amend`;
  return (
    <section aria-labelledby="order-amend-review-title" className="order-change-page">
      <h1 id="order-amend-review-title">{amendMessages.reviewTitle}</h1>
      <p className="order-change-page__lead">{amendMessages.reviewOrder(review.code)}</p>
      <ErrorSummary errors={errors.map((message) => ({ message }))} />
      <table className="order-change-table" data-testid="order-amend-review">
        <caption className="visually-hidden">{amendMessages.reviewOrder(review.code)}</caption>
        <thead>
          <tr>
            <th scope="col">{amendMessages.reviewItemCol}</th>
            <th scope="col">{amendMessages.reviewQuantityCol}</th>
            <th scope="col">{amendMessages.reviewPriceCol}</th>
          </tr>
        </thead>
        <tbody>
          {review.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>
                {row.quantity === 0 ? amendMessages.reviewRemoved : row.quantity}{" "}
                {row.added ? amendMessages.reviewNew : row.was !== row.quantity ? amendMessages.reviewChangedFrom(row.was) : ""}
              </td>
              <td>{row.total ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="summary-list order-change-totals" data-testid="order-amend-totals">
        <div className="summary-list__row">
          <dt>{amendMessages.previousTotalKey}</dt>
          <dd>{review.previousTotal}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{amendMessages.newTotalKey}</dt>
          <dd>{review.newTotal}</dd>
          <dd className="check-answers__action">
            <Link to={formPath}>
              {amendMessages.change}
              <span className="visually-hidden">{amendMessages.changeHidden}</span>
            </Link>
          </dd>
        </div>
      </dl>
      {review.heldForApproval ? (
        <p className="order-change-warning" data-testid="order-amend-approval">
          {amendMessages.approvalWarning(review.limit)}
        </p>
      ) : review.stillPending ? (
        <p className="order-change-warning">{amendMessages.stillPending}</p>
      ) : null}
      <Form method="post" className="button-row" onSubmit={single.onSubmit}>
        <CsrfInput />
        <SubmitButton busy={single.busy}>{single.busy ? amendMessages.confirming : amendMessages.confirmButton}</SubmitButton>
        <Link to={`/my-account/order/${encodeURIComponent(review.code)}`} className="button button--secondary">
          {amendMessages.backToOrder}
        </Link>
      </Form>
    </section>
  );
}
