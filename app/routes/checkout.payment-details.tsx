import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { afterIntent, useHydrating } from "~/components/after-intent";
import { CardRedirectForm } from "~/components/checkout/payment-card-redirect";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as checkoutMessages from "~/lib/checkout/messages";
import { pageTitle } from "~/lib/page-title";
import * as paymentServer from "~/lib/payments/payment-details.server";

// Server: the components themselves; browser: loaded when the view first shows (its HTML is already there), so the
// complete view does not download the payment choice and the choice does not download the place-order form.
const BillingForm = serverRenderedLazy(paymentServer.BillingForm, () => import("~/components/checkout/payment-billing-form"));
const PaymentComplete = serverRenderedLazy(paymentServer.PaymentComplete, () => import("~/components/checkout/payment-complete"));
// Issue 26: as the page hydrates, the complete view (summary and place-order form, 12 small chunks) waits for the
// person's intent (afterIntent): a cold load of this view stays within the first-load budget (docs/performance.md).
const PaymentCompleteOnIntent = serverRenderedLazy(paymentServer.PaymentComplete, () =>
  afterIntent(".payment-step").then(() => import("~/components/checkout/payment-complete")),
);
const PaymentMethodForm = serverRenderedLazy(paymentServer.PaymentMethodForm, () => import("~/components/checkout/payment-method-form"));

/**
 * Checkout step 4, payment details (spec part 2 §2 checkoutPaymentDetails, §4 "Card registration"; docs/checkout.md
 * "Payment and card registration"): account or card; the card registration round trip through the hosted card page;
 * the billing address; then the payment summary and the place-order form. Views: app/lib/payments/view.ts.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(checkoutMessages.paymentTitle, matches) }];

export const handle = { checkoutStep: "paymentDetails" };

export async function loader(args: LoaderFunctionArgs) {
  return paymentServer.loadPaymentDetails(args);
}

export async function action(args: ActionFunctionArgs) {
  return paymentServer.paymentDetailsAction(args);
}

export default function PaymentDetailsRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const Complete = useHydrating() ? PaymentCompleteOnIntent : PaymentComplete;

  if (data.state === "conditionsNotMet") {
    return (
      <div className="payment-step">
        <h1>{checkoutMessages.paymentTitle}</h1>
        <p role="alert">{checkoutMessages.checkoutConditionsNotMet}</p>
      </div>
    );
  }

  // Either the card registration's redirect, or a form's SubmissionResult (the billing form's values carry intent=billing).
  const redirect = actionData && "redirect" in actionData ? actionData.redirect : null;
  const lastResult = actionData && !("redirect" in actionData) ? actionData : null;
  const billingResult = lastResult?.initialValue?.intent === "billing" ? lastResult : null;

  let content;
  if (redirect) {
    content = <CardRedirectForm {...redirect} />;
  } else if (data.view.kind === "billing" && data.billing) {
    content = (
      <BillingForm
        actionPath={data.billing.actionPath}
        deliveryAddress={data.deliveryAddress}
        countries={data.billing.countries}
        regions={data.billing.regions}
        defaultCountry={data.billing.defaultCountry}
        lastResult={billingResult}
      />
    );
  } else if (data.view.kind === "complete" && data.payment && data.placeOrder) {
    content = <Complete payment={data.payment} placeOrder={data.placeOrder} />;
  } else {
    content = (
      <PaymentMethodForm
        paymentTypes={data.paymentTypes}
        selected={data.selected}
        account={data.account}
        warning={data.view.kind === "choose" && data.view.warning}
        lastResult={lastResult && !billingResult ? lastResult : null}
      />
    );
  }

  return (
    <div className="payment-step">
      <h1>{checkoutMessages.paymentTitle}</h1>
      <Suspense fallback={null}>{content}</Suspense>
    </div>
  );
}
