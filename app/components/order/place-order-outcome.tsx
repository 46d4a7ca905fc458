import { Form, Link } from "@remix-run/react";
import { type FormEvent } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as orderMessages from "~/lib/orders/messages";
import { type PlaceOrderState } from "~/lib/orders/place-order-state";
import { useSingleSubmit } from "./use-single-submit";

const ACTION = "/checkout/place-order";

/** The heading of each /checkout/place-order state (also the page title). */
export function placeOrderStateTitle(state: PlaceOrderState["state"]): string {
  switch (state) {
    case "invalid":
      return orderMessages.placeOrderTitle;
    case "serviceUnavailable":
      return orderMessages.serviceUnavailableTitle;
    case "productAvailability":
      return orderMessages.productAvailabilityTitle;
    case "allocationError":
      return orderMessages.allocationErrorTitle;
    case "voucher":
      return orderMessages.voucherProblemTitle;
    case "failed":
      return orderMessages.orderFailedTitle;
  }
}

/** 'Try again' after service unavailable: the same fields (same order key) posted again. */
function TryAgainForm({ fields }: { fields: Record<string, string> }) {
  const single = useSingleSubmit(ACTION);
  return (
    <Form method="post" action={ACTION} onSubmit={(event: FormEvent<HTMLFormElement>) => single.onSubmit(event)}>
      <CsrfInput />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="button-row">
        <SubmitButton busy={single.busy}>{orderMessages.tryAgain}</SubmitButton>
        <Link to="/cart">{orderMessages.backToCart}</Link>
      </div>
    </Form>
  );
}

/**
 * The outcomes of a place-order POST that did not place an order (spec part 2 §4), each with a way on: service
 * unavailable (try again, cart kept), product availability (the backend's message, back to the cart), allocation
 * error, a used-up voucher, anything else. The cart is kept in every case.
 */
export function PlaceOrderOutcome({ state }: { state: Exclude<PlaceOrderState, { state: "invalid" }> }) {
  const title = placeOrderStateTitle(state.state);
  switch (state.state) {
    case "serviceUnavailable":
      return (
        <section className="order-outcome order-outcome--unavailable" aria-labelledby="order-outcome-title">
          <h1 id="order-outcome-title">{title}</h1>
          <p className="order-outcome__message" role="alert">
            {checkoutMessages.serviceUnavailable}
          </p>
          <TryAgainForm fields={state.retry} />
        </section>
      );
    case "productAvailability":
    case "voucher":
    case "failed":
      return (
        <section className="order-outcome" aria-labelledby="order-outcome-title">
          <h1 id="order-outcome-title">{title}</h1>
          <p className="order-outcome__message" role="alert">
            {state.message}
          </p>
          <p className="button-row">
            <Link className="button button--primary" to="/cart">
              {orderMessages.backToCart}
            </Link>
            <Link to="/checkout/payment-details">{orderMessages.backToPaymentDetails}</Link>
          </p>
        </section>
      );
    case "allocationError":
      return (
        <section className="order-outcome order-outcome--allocation" aria-labelledby="order-outcome-title">
          <h1 id="order-outcome-title">{title}</h1>
          <p className="order-outcome__message" role="alert">
            {checkoutMessages.allocationError}
          </p>
          <p className="button-row">
            <Link className="button button--primary" to="/cart">
              {orderMessages.backToCart}
            </Link>
          </p>
        </section>
      );
  }
}
