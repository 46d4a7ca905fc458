import { type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLocation } from "@remix-run/react";
import { StepIndicator } from "~/components/purchase-orders/step-indicator";
import { loadNewLayout } from "~/lib/purchase-orders/new-purchase-order.server";
import * as poMessages from "~/lib/purchase-orders/messages";

/** Adding a purchase order (spec part 1 §2 "Purchase order creation"): the title and steps around each step. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNewLayout(request, context);
}

export default function NewPurchaseOrderLayout() {
  const { pathname } = useLocation();
  return (
    <div className="po-page">
      <h1>{poMessages.addTitle}</h1>
      <StepIndicator current={/\/summary\/?$/.test(pathname) ? 2 : 1} />
      <Outlet />
    </div>
  );
}
