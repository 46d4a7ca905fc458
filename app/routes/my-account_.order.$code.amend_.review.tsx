import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { AmendReview } from "~/components/order-changes/amend-review";
import { amendReviewAction, loadAmendReview } from "~/lib/order-amend/amend-review-route.server";
import * as amendMessages from "~/lib/order-amend/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/order/{code}/amend/review` (issue 23): the changes priced by the backend's dry run, the new total, and
 * whether the order goes back for approval; "Confirm changes" (POST, once: the draft's Idempotency-Key). Without a
 * reviewed draft → the form.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${amendMessages.reviewTitle} – ${amendMessages.reviewOrder(data.code)}` : amendMessages.reviewTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAmendReview(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return amendReviewAction(request, context, params.code);
}

export default function OrderAmendReviewRoute() {
  const review = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "order-amend-review",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return <AmendReview review={review} errors={form.summaryErrors([]).map((error) => error.message)} />;
}
