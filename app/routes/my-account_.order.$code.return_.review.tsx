import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { ReturnReview } from "~/components/return-request/return-review";
import { pageTitle } from "~/lib/page-title";
import * as returnMessages from "~/lib/return-request/messages";
import { loadReturnReview, returnReviewAction } from "~/lib/return-request/review-route.server";
import { RETURN_OR_EXCHANGE_PAGE_ID } from "~/lib/shell/page-modes";

/**
 * `/my-account/order/{code}/return/review` (issue 24; docs/return-or-exchange.md): check your answers with the refund
 * the backend prices, then "Submit return request" (POST, once: the draft's Idempotency-Key) → the return's page.
 * Without a reviewed draft → the form. Part of the ReturnOrExchange page (the wholesale search bar stays hidden).
 */
export const handle = { pageId: RETURN_OR_EXCHANGE_PAGE_ID };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${returnMessages.reviewTitle} – ${returnMessages.reviewOrder(data.code)}` : returnMessages.reviewTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReturnReview(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return returnReviewAction(request, context, params.code);
}

export default function ReturnReviewRoute() {
  const review = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // The form has no fields: the hook renders the answer's form-level messages.
  const form = useSubmissionForm<never>({
    id: "return-review",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return <ReturnReview review={review} errors={form.summaryErrors([]).map((error) => error.message)} />;
}
