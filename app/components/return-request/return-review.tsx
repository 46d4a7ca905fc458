import { Form, Link, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useSingleSubmit } from "~/components/order/use-single-submit";
import { CsrfInput } from "~/components/security-inputs";
import { type loadReturnReview } from "~/lib/return-request/return-routes.server";
import * as returnMessages from "~/lib/return-request/messages";
import { quantityField, reasonField, selectField, variantField } from "~/lib/return-request/fields";

export type ReturnReviewData = Awaited<ReturnType<typeof loadReturnReview>>;

function Row({ label, children, change }: { label: string; children: React.ReactNode; change?: { href: string; what: string } }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
      {change ? (
        <dd className="check-answers__action">
          <Link to={change.href}>
            {returnMessages.change}
            <span className="visually-hidden">{returnMessages.changeHidden(change.what)}</span>
          </Link>
        </dd>
      ) : null}
    </div>
  );
}

/**
 * Check your return (GOV.UK "Check your answers"; WCAG 3.3.4): each item with its size, return or exchange and the
 * replacement, quantity and reason, each with "Change" (back to the form with the draft's values, at that field),
 * the refund the backend priced (tax, pack credit, exchange difference), on wholesale whether it needs the store
 * approver, then "Submit return request" (sent once with JS; the draft's key makes a second POST harmless without).
 */
export function ReturnReview({ review, errors }: { review: ReturnReviewData; errors: readonly string[] }) {
  const { pathname } = useLocation();
  const single = useSingleSubmit(pathname);
  const formPath = `/my-account/order/${encodeURIComponent(review.code)}/return`;
  const at = (field: string) => `${formPath}#return-request-${field}`;
  return (
    <section aria-labelledby="return-review-title" className="order-change-page">
      <h1 id="return-review-title">{returnMessages.reviewTitle}</h1>
      <p className="order-change-page__lead">{returnMessages.reviewOrder(review.code)}</p>
      <ErrorSummary errors={errors.map((message) => ({ message }))} />
      <h2>{returnMessages.reviewItemsTitle}</h2>
      <div data-testid="return-review">
        {review.lines.map((line) => (
          <section key={line.entryNumber} className="return-review__item" aria-labelledby={`return-review-${line.entryNumber}`}>
            <h3 id={`return-review-${line.entryNumber}`}>{review.wholesale ? `${line.sku} – ${line.name}` : line.name}</h3>
            <dl className="summary-list check-answers">
              <Row label={returnMessages.productKey} change={{ href: at(review.wholesale ? quantityField(line.entryNumber) : selectField(line.entryNumber)), what: `${returnMessages.productKey.toLowerCase()} (${line.name})` }}>
                {line.name}
                {line.sku ? ` (${line.sku})` : ""}
              </Row>
              {line.variant ? <Row label={returnMessages.sizeKey}>{line.variant}</Row> : null}
              <Row
                label={returnMessages.whatKey}
                change={review.wholesale ? undefined : { href: at(variantField(line.entryNumber)), what: `${returnMessages.whatKey.toLowerCase()} (${line.name})` }}
              >
                {line.what}
              </Row>
              <Row label={returnMessages.quantityKey} change={{ href: at(quantityField(line.entryNumber)), what: `${returnMessages.quantityKey.toLowerCase()} (${line.name})` }}>
                {line.quantity}
                {line.refund ? ` – ${returnMessages.refundKey.toLowerCase()} ${line.refund}` : ""}
              </Row>
              <Row label={returnMessages.reasonKey} change={line.reason ? { href: at(reasonField(line.entryNumber)), what: `${returnMessages.reasonKey.toLowerCase()} (${line.name})` } : undefined}>
                {line.reason ?? returnMessages.noReason}
              </Row>
            </dl>
          </section>
        ))}
      </div>
      <section aria-labelledby="return-money-title" className="order-change-section">
        <h2 id="return-money-title">{returnMessages.moneyTitle}</h2>
        {review.money ? (
          <dl className="summary-list" data-testid="return-money">
            {review.money.refunds ? (
              <>
                <Row label={returnMessages.subTotalKey}>{review.money.subTotal}</Row>
                <Row label={returnMessages.taxKey}>{review.money.tax}</Row>
                {review.money.packCredit ? <Row label={returnMessages.packCreditKey}>{review.money.packCredit}</Row> : null}
                {review.money.delivery ? <Row label={returnMessages.deliveryKey}>{review.money.delivery}</Row> : null}
              </>
            ) : null}
            <Row label={returnMessages.refundKey}>
              <strong data-testid="return-refund">{review.money.refund}</strong>
            </Row>
            {review.money.exchangeDifference ? <Row label={returnMessages.exchangeDifferenceKey}>{review.money.exchangeDifference}</Row> : null}
          </dl>
        ) : (
          <p>{returnMessages.notPriced}</p>
        )}
        {review.money && !review.money.refunds && !review.money.exchangeDifference ? <p>{returnMessages.exchangeOnlyRefund}</p> : null}
      </section>
      {review.threshold ? (
        <p className="order-change-warning" data-testid="return-threshold-approval">
          {returnMessages.thresholdApproval(review.threshold.threshold, review.threshold.units)}
        </p>
      ) : null}
      <Form method="post" className="button-row" onSubmit={single.onSubmit}>
        <CsrfInput />
        <SubmitButton busy={single.busy}>{single.busy ? returnMessages.submitting : returnMessages.submitButton}</SubmitButton>
        <Link to={`/my-account/order/${encodeURIComponent(review.code)}`} className="button button--secondary">
          {returnMessages.backToOrder}
        </Link>
      </Form>
    </section>
  );
}
