import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderDetails } from "~/components/order/order-details";
import * as orderMessages from "~/lib/orders/messages";
import { loadOrderConfirmation, reorderAction } from "~/lib/orders/confirmation.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /order-confirmation/{code} (spec part 2 §2 "After successful order placement the user goes to order-confirmation"):
 * the order's user or placer; a guest only for orders placed in this session. Printable (app.css "Orders" print
 * rules). POST: reorder (signed-in users) → /cart.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${orderMessages.orderConfirmationTitle} ${data.order.code}` : orderMessages.orderConfirmationTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadOrderConfirmation(request, context, params.code ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return reorderAction(request, context, params.code ?? "");
}

export default function OrderConfirmationRoute() {
  const { order } = useLoaderData<typeof loader>();
  return <OrderDetails order={order} />;
}
