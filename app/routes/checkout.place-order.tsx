import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PlaceOrderForm } from "~/components/checkout/place-order-form";
import { PlaceOrderOutcome, placeOrderStateTitle } from "~/components/order/place-order-outcome";
import * as checkoutMessages from "~/lib/checkout-messages";
import { loadPlaceOrderState, placeOrderAction } from "~/lib/orders/place-order.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /checkout/place-order (spec part 2 §2, §4; docs/checkout.md "Orders"): POST only. Success (or a repeat of an order
 * already placed) → 303 /order-confirmation/{code}; otherwise the outcome renders here, the cart kept. A GET (or a
 * reload) goes back to /checkout.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? placeOrderStateTitle(data.state) : checkoutMessages.placeOrderTitle, matches) },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPlaceOrderState(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return placeOrderAction(request, context);
}

export default function PlaceOrderRoute() {
  const state = useLoaderData<typeof loader>();
  if (state.state !== "invalid") return <PlaceOrderOutcome state={state} />;
  return (
    <div className="narrow">
      <h1>{checkoutMessages.placeOrderTitle}</h1>
      <PlaceOrderForm cartCode={state.cartCode} orderKey={state.orderKey} replenishment={state.replenishment} lastResult={state.result} />
      <p className="place-order__back">
        <Link to="/checkout/payment-details">{checkoutMessages.backToPaymentDetails}</Link>
      </p>
    </div>
  );
}
