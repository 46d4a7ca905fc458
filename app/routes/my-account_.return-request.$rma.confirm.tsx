import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { ThresholdDecisionSummary } from "~/components/return-threshold/decision-summary";
import { pageTitle } from "~/lib/page-title";
import { decisionConfirmAction, loadDecisionConfirm } from "~/lib/return-threshold/confirm-route.server";
import * as thresholdMessages from "~/lib/return-threshold/messages";

/**
 * `/my-account/return-request/{rma}/confirm` (issue 24; WCAG 3.3.4, decision 012's pattern): what the decision will
 * do, "Confirm acceptance" / "Confirm decline" (POST) and "Change decision". Without a reviewed decision → the detail.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${thresholdMessages.confirmTitle} – ${thresholdMessages.detailTitle(data.rma)}` : thresholdMessages.confirmTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDecisionConfirm(request, context, params.rma);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return decisionConfirmAction(request, context, params.rma);
}

export default function ReturnRequestConfirmRoute() {
  const summary = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // The form has no fields: the hook renders the answer's form-level messages.
  const form = useSubmissionForm<never>({
    id: "return-threshold-confirm",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return <ThresholdDecisionSummary summary={summary} errors={form.summaryErrors([]).map((error) => error.message)} />;
}
