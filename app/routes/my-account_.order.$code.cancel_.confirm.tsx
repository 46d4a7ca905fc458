import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CancelSummary } from "~/components/order-changes/cancel-summary";
import { cancelConfirmAction, loadCancelConfirm } from "~/lib/order-cancel/cancel-confirm-route.server";
import * as cancelMessages from "~/lib/order-cancel/messages";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/order/{code}/cancel/confirm` (issue 23): check your answers, then "Confirm cancellation" (POST, once:
 * the draft's Idempotency-Key). Without a reviewed draft → the form.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${cancelMessages.confirmTitle} – ${cancelMessages.confirmOrder(data.code)}` : cancelMessages.confirmTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCancelConfirm(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return cancelConfirmAction(request, context, params.code);
}

export default function OrderCancelConfirmRoute() {
  const summary = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // The form has no fields: the hook renders the answer's form-level messages.
  const form = useSubmissionForm<never>({
    id: "order-cancel-confirm",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return <CancelSummary summary={summary} errors={form.summaryErrors([]).map((error) => error.message)} />;
}
