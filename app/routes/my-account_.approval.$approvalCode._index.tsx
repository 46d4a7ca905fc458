import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DecisionForm, decisionSummaryErrors, useDecisionForm } from "~/components/approvals/decision-form";
import { OrderDetailEntries, OrderDetailTotals } from "~/components/approvals/order-detail-entries";
import {
  BackToDashboard,
  DecisionRecord,
  OrderDetailDelivery,
  OrderDetailFacts,
  OrderDetailWearer,
} from "~/components/approvals/order-detail-sections";
import { ErrorSummary } from "~/components/error-summary";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import { approvalDetailAction, loadApprovalDetail } from "~/lib/approvals/decision-routes.server";
import { pageTitle } from "~/lib/page-title";

/**
 * `/my-account/approval/{code}` (issue 7): the order an approver decides on — facts, items with the approved
 * quantities, totals, the wearer and their recent orders, delivery — and, while it is pending, the decision form
 * (Update total / Review decision → the confirmation page). A decided order shows the decision instead of the form.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? decisionMessages.detailTitle(data.order.code) : decisionMessages.detailPageTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadApprovalDetail(request, context, params.approvalCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return approvalDetailAction(request, context, params.approvalCode);
}

export default function ApprovalDetailRoute() {
  const { order, employee, reasons, notice, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useDecisionForm(lastResult);

  return (
    <article className="approval-detail" aria-labelledby="approval-title">
      <BackToDashboard />
      <h1 id="approval-title">{decisionMessages.detailTitle(order.code)}</h1>
      {order.pending ? <ErrorSummary errors={decisionSummaryErrors(form, order)} focusKey={form.summaryKey} /> : null}
      {notice ? (
        <p className="approval-notice" role="status" data-testid="approval-notice">
          {notice}
        </p>
      ) : null}
      <OrderDetailFacts order={order} />
      {order.pending ? (
        <DecisionForm form={form} order={order} reasons={reasons} values={values} />
      ) : (
        <>
          {order.record ? <DecisionRecord record={order.record} /> : null}
          <OrderDetailEntries entries={order.entries} />
          <OrderDetailTotals order={order} />
        </>
      )}
      <OrderDetailWearer employee={employee} />
      <OrderDetailDelivery order={order} />
    </article>
  );
}
