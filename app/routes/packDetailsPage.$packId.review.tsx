import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Suspense } from "react";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as t from "~/lib/packs/pack-step-messages";
import * as packServer from "~/lib/packs/pack-step.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/packDetailsPage/{packId}/review` (issue 8): the pack summary and totals; ADD TO CART / UPDATE CART (add/takenEntries
 * with the render's Idempotency-Key → /packList?role=…&added=…); Discard Changes in update mode (→ /cart).
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? `${t.reviewTitle}: ${data.summary.packName}` : t.reviewTitle, matches) }];

/** A refused add answers 400: the page's loader runs again all the same, for a fresh one-time key (as before). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.status === "error" ? true : defaultShouldRevalidate;

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
  const lastResult = useActionData<typeof action>();
  // Button-only forms (in the view): the hook renders the answer's form-level message.
  const form = useSubmissionForm<never>({
    id: "pack-review",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return (
    <div className="pack-review-page">
      <h2 className="pack-step__title">{t.reviewTitle}</h2>
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <Suspense fallback={null}>
        <PackReviewView summary={summary} showPrices={showPrices} addKey={addKey} />
      </Suspense>
    </div>
  );
}
