import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderHistoryPage } from "~/components/order-history/order-history-page";
import { loadOrderHistory } from "~/lib/order-history/order-history.server";
import { pageHeading } from "~/lib/order-history/history-heading";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/orders (issue 23; docs/order-history.md): the order history with its GET filter form, sort and pages;
 * `?returns=true` the orders that can still be returned or exchanged; `?view=units` the orders of the user's units
 * (unit order viewers only). GET only; the account area's guards (punch-out, proxy mode) apply by path.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const heading = data ? pageHeading(data) : "Order history";
  const hasErrors = Object.keys(data?.errors ?? {}).length > 0;
  return [{ title: pageTitle(hasErrors ? `Error: ${heading}` : heading, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrderHistory(request, context);
}

export default function OrderHistoryRoute() {
  return <OrderHistoryPage {...useLoaderData<typeof loader>()} />;
}
