import { type LoaderFunctionArgs } from "@remix-run/node";
import { firstStepRedirect } from "~/lib/checkout/first-step.server";

/**
 * `/checkout`: to the first incomplete step (all complete → /checkout/payment-details, where the order is
 * placed). Without a cart that can be checked out the layout says 'Checkout conditions not met'.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return firstStepRedirect(request, context);
}

export default function CheckoutIndex() {
  return null;
}
