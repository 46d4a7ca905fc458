import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import { type CheckoutStepHandle } from "~/lib/checkout/current-step";
import * as reviewOrderServer from "~/lib/checkout/review-order.server";
import { pageTitle } from "~/lib/page-title";

export const handle: CheckoutStepHandle = { checkoutStep: "reviewOrder" };

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Review order", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return reviewOrderServer.loadReviewOrder(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return reviewOrderServer.submitReviewOrder(request, context);
}

/** Server-rendered, loaded on demand in the browser (decision 004: the step stays within the first-load budget). */
const ReviewOrder = serverRenderedLazy(reviewOrderServer.ReviewOrderView, () => import("~/components/checkout/review-order-view"));

export default function ReviewOrderStep() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.conditionsNotMet) return null;
  return (
    <Suspense fallback={null}>
      <ReviewOrder {...loaded} />
    </Suspense>
  );
}
