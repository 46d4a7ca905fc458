import { Link } from "@remix-run/react";
import * as checkoutMessages from "~/lib/checkout/messages";
import { type PaymentSummary as Summary } from "~/lib/payments/summary";

/**
 * The payment set on the cart (the complete payment step): card type, masked number, holder, expiry and billing
 * address — or account with cost centre and PO number — and 'Change payment' (back to the choice; nothing on the
 * cart changes until a new choice is sent).
 */
export function PaymentSummary({ payment }: { payment: Summary }) {
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{checkoutMessages.paymentSummaryTitle}</h2>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>{checkoutMessages.paymentMethodTerm}</dt>
          <dd>{payment.label}</dd>
        </div>
        {payment.type === "CARD" ? (
          <>
            <div className="summary-list__row">
              <dt>{checkoutMessages.cardTerm}</dt>
              <dd>
                {checkoutMessages.cardEnding(payment.cardType, payment.last4)}{" "}
                <span className="payment-summary__masked" aria-hidden="true">
                  ({payment.cardNumber})
                </span>
              </dd>
            </div>
            {payment.holder ? (
              <div className="summary-list__row">
                <dt>{checkoutMessages.cardHolderTerm}</dt>
                <dd>{payment.holder}</dd>
              </div>
            ) : null}
            {payment.expiry ? (
              <div className="summary-list__row">
                <dt>{checkoutMessages.cardExpiryTerm}</dt>
                <dd>{payment.expiry}</dd>
              </div>
            ) : null}
            {payment.billingAddress ? (
              <div className="summary-list__row">
                <dt>{checkoutMessages.billingAddressTerm}</dt>
                <dd>
                  <address className="payment-address">
                    {payment.billingAddress.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </dd>
              </div>
            ) : null}
          </>
        ) : (
          <>
            {payment.costCentre ? (
              <div className="summary-list__row">
                <dt>{checkoutMessages.costCentreTerm}</dt>
                <dd>{payment.costCentre}</dd>
              </div>
            ) : null}
            {payment.purchaseOrderNumber ? (
              <div className="summary-list__row">
                <dt>{checkoutMessages.purchaseOrderTerm}</dt>
                <dd>{payment.purchaseOrderNumber}</dd>
              </div>
            ) : null}
          </>
        )}
      </dl>
      <p>
        <Link to="/checkout/payment-details?change=1" className="payment-summary__change">
          {checkoutMessages.paymentChange}
        </Link>
      </p>
    </section>
  );
}
