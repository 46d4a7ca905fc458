import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderDetailsPage } from "~/components/order-details/order-details-page";
import * as m from "~/lib/order-details/messages";
import { loadOrderDetails, orderDetailsAction } from "~/lib/order-details/order-details.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/order/{code} (issue 23; spec part 2 §2 "order details"; docs/order-details.md): status, dates, who placed
 * it for whom, unit, cost centre, PO number, payment, delivery, items (pack lines under their pack), totals, approval,
 * cancellations and the shipments with tracking; actions as links (cancel, amend, PO number, printable version) and
 * the reorder form. Own orders, or a unit's orders for `unitorderviewergroup`; anything else 404.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? m.pageTitle(data.details.order.code) : m.breadcrumbOrders, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadOrderDetails(request, context, params.code ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return orderDetailsAction(request, context, params.code ?? "");
}

export default function OrderDetailsRoute() {
  const { details, print } = useLoaderData<typeof loader>();
  return <OrderDetailsPage details={details} print={print} />;
}
