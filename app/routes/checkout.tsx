import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { CheckoutStepper } from "~/components/checkout/checkout-stepper";
import { OrderSummary } from "~/components/checkout/order-summary";
import { currentCheckoutStep } from "~/lib/checkout/current-step";
import { loadCheckoutLayout } from "~/lib/checkout/layout.server";
import { stepperItems } from "~/lib/checkout/steps";
import { pageTitle } from "~/lib/page-title";

/**
 * The checkout layout (spec part 2 §2 "Cart and checkout"; docs/checkout.md "Checkout steps"): the stepper and
 * the order summary beside the current step (a child route with its own loader and action). No user or guest
 * cart, or an empty cart: 'Checkout conditions not met' with status 400 and a link to the cart — not a redirect,
 * so the reason stays on screen and the URL the user asked for stays in the address bar.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.conditionsNotMet ? [{ title: pageTitle(data.message, matches) }] : [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCheckoutLayout(request, context);
}

export default function CheckoutLayout() {
  const data = useLoaderData<typeof loader>();
  const matches = useMatches();
  const location = useLocation();

  if (data.conditionsNotMet) {
    return (
      <div className="narrow checkout-blocked">
        <h1>Checkout</h1>
        <p className="checkout-blocked__message" role="status">
          {data.message}
        </p>
        <p>
          <Link to="/cart" className="button button--primary">
            Go to your cart
          </Link>
        </p>
      </div>
    );
  }

  const current = currentCheckoutStep(matches, location.pathname);
  return (
    <div className="checkout">
      <CheckoutStepper items={stepperItems(data.progress, current)} />
      <div className="checkout__body">
        <div className="checkout__step">
          <Outlet />
        </div>
        <OrderSummary {...data.summary} />
      </div>
    </div>
  );
}
