import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { PlaceOrderOutcome, placeOrderStateTitle } from "~/components/order/place-order-outcome";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as orderMessages from "~/lib/orders/messages";
import * as placeOrderServer from "~/lib/orders/place-order.server";
import { pageTitle } from "~/lib/page-title";

// The form comes back only with errors: the server renders it in full, the browser loads its code on demand.
const PlaceOrderForm = serverRenderedLazy(placeOrderServer.PlaceOrderForm, () =>
  import("~/components/checkout/place-order-form").then((module) => ({ default: module.PlaceOrderForm })),
);

/**
 * /checkout/place-order (spec part 2 §2, §4; docs/checkout.md "Orders"): POST only. Success (or a repeat of an order
 * already placed) → 303 /order-confirmation/{code}; otherwise the outcome renders here, the cart kept. A GET (or a
 * reload) goes back to /checkout.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? placeOrderStateTitle(data.state) : orderMessages.placeOrderTitle, matches) },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return placeOrderServer.loadPlaceOrderState(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return placeOrderServer.placeOrderAction(request, context);
}

export default function PlaceOrderRoute() {
  const state = useLoaderData<typeof loader>();
  if (state.state !== "invalid") return <PlaceOrderOutcome state={state} />;
  return (
    <div className="narrow">
      <h1>{orderMessages.placeOrderTitle}</h1>
      <Suspense fallback={null}>
        <PlaceOrderForm cartCode={state.cartCode} orderKey={state.orderKey} replenishment={state.replenishment} lastResult={state.result} />
      </Suspense>
      <p className="place-order__back">
        <Link to="/checkout/payment-details">{orderMessages.backToPaymentDetails}</Link>
      </p>
    </div>
  );
}
