import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { Suspense } from "react";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as t from "~/lib/packs/pack-step-messages";
import * as packServer from "~/lib/packs/pack-step.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/packDetailsPage/{packId}/review` (issue 8): the pack summary and totals; ADD TO CART / UPDATE CART (add/takenEntries
 * with the render's Idempotency-Key → /packList?role=…&added=…); Discard Changes in update mode (→ /cart).
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? `${t.reviewTitle}: ${data.summary.packName}` : t.reviewTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return packServer.loadPackReview(request, context, params.packId);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return packServer.packReviewAction(request, context, params.packId);
}

const PackReviewView = serverRenderedLazy(packServer.PackReviewView, () =>
  import("~/components/packs/pack-review-view").then((m) => ({ default: m.PackReviewView })),
);

export default function PackReviewRoute() {
  const { summary, showPrices, addKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="pack-review-page">
      <h2 className="pack-step__title">{t.reviewTitle}</h2>
      <ErrorSummary errors={actionData?.formError ? [{ message: actionData.formError }] : []} />
      <Suspense fallback={null}>
        <PackReviewView summary={summary} showPrices={showPrices} addKey={addKey} />
      </Suspense>
    </div>
  );
}
