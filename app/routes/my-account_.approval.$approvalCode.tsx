import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { DecisionForm, decisionSummaryErrors, useDecisionForm } from "~/components/approvals/decision-form";
import { OrderDetailEntries, OrderDetailTotals } from "~/components/approvals/order-detail-entries";
import { ErrorSummary } from "~/components/form/error-summary";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import * as decisionServer from "~/lib/approvals/decision-routes.server";
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
  return decisionServer.loadApprovalDetail(request, context, params.approvalCode);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return decisionServer.approvalDetailAction(request, context, params.approvalCode);
}

/** Read-only sections: server-rendered, loaded on demand in the browser (decision 004: first-load budget). */
const sections = () => import("~/components/approvals/order-detail-sections");
const Facts = serverRenderedLazy(decisionServer.OrderDetailFacts, () => sections().then((m) => ({ default: m.OrderDetailFacts })));
const Wearer = serverRenderedLazy(decisionServer.OrderDetailWearer, () => sections().then((m) => ({ default: m.OrderDetailWearer })));
const Delivery = serverRenderedLazy(decisionServer.OrderDetailDelivery, () => sections().then((m) => ({ default: m.OrderDetailDelivery })));
const Record = serverRenderedLazy(decisionServer.DecisionRecord, () => sections().then((m) => ({ default: m.DecisionRecord })));

export default function ApprovalDetailRoute() {
  const { order, employee, reasons, notice, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // A stock SAP approval (no amendment, no decline reasons): no quantity rules, no reason required.
  const form = useDecisionForm(lastResult, order.amendable ? order.entries : [], reasons.length > 0);

  return (
    <article className="approval-page approval-detail" aria-labelledby="approval-title">
      <p className="approval-back">
        <Link to="/my-account/approval-dashboard">{decisionMessages.backToDashboard}</Link>
      </p>
      <h1 id="approval-title">{decisionMessages.detailTitle(order.code)}</h1>
      {order.pending ? <ErrorSummary errors={decisionSummaryErrors(form, order)} focusKey={form.summaryKey} /> : null}
      {notice ? (
        <p className="approval-notice" role="status" data-testid="approval-notice">
          {notice}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <Facts order={order} />
      </Suspense>
      {order.pending ? (
        <DecisionForm form={form} order={order} reasons={reasons} values={values} />
      ) : (
        <>
          {order.record ? (
            <Suspense fallback={null}>
              <Record record={order.record} />
            </Suspense>
          ) : null}
          <OrderDetailEntries entries={order.entries} />
          <OrderDetailTotals order={order} />
        </>
      )}
      <Suspense fallback={null}>
        <Wearer employee={employee} />
        <Delivery order={order} />
      </Suspense>
    </article>
  );
}
