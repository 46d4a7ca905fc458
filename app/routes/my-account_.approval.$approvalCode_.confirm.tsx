import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { DecisionSummary } from "~/components/approvals/decision-summary";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import { decisionConfirmAction, loadDecisionConfirm } from "~/lib/approvals/decision-confirm-route.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/approval/{code}/confirm` (issue 7; WCAG 3.3.4 error prevention for a financial decision): what will
 * happen, "Confirm approval" / "Confirm decline" (POST) and "Change decision" (back to the filled-in form). Without a
 * reviewed decision → the detail.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? `${decisionMessages.confirmTitle} – ${decisionMessages.detailTitle(data.code)}` : decisionMessages.confirmTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDecisionConfirm(request, context, params.approvalCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return decisionConfirmAction(request, context, params.approvalCode);
}

export default function ApprovalConfirmRoute() {
  const summary = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // The form has no fields: the hook renders the answer's form-level messages.
  const form = useSubmissionForm<never>({
    id: "approval-confirm",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return <DecisionSummary summary={summary} errors={form.summaryErrors([]).map((error) => error.message)} />;
}
