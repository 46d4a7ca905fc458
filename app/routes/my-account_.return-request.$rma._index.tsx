import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { ThresholdDecisionForm, useThresholdDecisionForm } from "~/components/return-threshold/decision-form";
import { serverRenderedLazy } from "~/components/server-rendered-lazy";
import { pageTitle } from "~/lib/page-title";
import * as thresholdServer from "~/lib/return-threshold/decision-routes.server";
import * as thresholdMessages from "~/lib/return-threshold/messages";
import { LIST_PATH } from "~/lib/return-threshold/paths";

/**
 * `/my-account/return-request/{rma}` (issue 24; spec part 2 §7 "wholesale category and return threshold request"): the
 * wholesale return over the store's threshold — store, buyer, order, items with quantities and the refund, the
 * threshold — and, while it is pending, Accept / Decline with a comment → "Review decision" → the confirmation page.
 * A decided request shows the decision instead. Approvers of the store only; anything else 404.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? thresholdMessages.detailTitle(data.request.rma) : thresholdMessages.detailPageTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return thresholdServer.loadRequestDetail(request, context, params.rma);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return thresholdServer.requestDetailAction(request, context, params.rma);
}

/** Read-only sections: server-rendered, loaded on demand in the browser (decision 004: first-load budget). */
const sections = () => import("~/components/return-threshold/request-detail");
const Facts = serverRenderedLazy(thresholdServer.RequestFacts, () => sections().then((module) => ({ default: module.RequestFacts })));
const Items = serverRenderedLazy(thresholdServer.RequestItems, () => sections().then((module) => ({ default: module.RequestItems })));
const Record = serverRenderedLazy(thresholdServer.RequestDecisionRecord, () => sections().then((module) => ({ default: module.RequestDecisionRecord })));

export default function ReturnRequestRoute() {
  const { request, notice, values } = useLoaderData<typeof loader>();
  const form = useThresholdDecisionForm(useActionData<typeof action>());
  return (
    <article className="approval-page approval-detail" aria-labelledby="return-request-title">
      <p className="approval-back">
        <Link to={LIST_PATH}>{thresholdMessages.backToList}</Link>
      </p>
      <h1 id="return-request-title">{thresholdMessages.detailTitle(request.rma)}</h1>
      {request.pending ? <ErrorSummary errors={form.summaryErrors(["decision", "comment"])} focusKey={form.summaryKey} /> : null}
      {notice ? (
        <p className="approval-notice" role="status" data-testid="return-request-notice">
          {notice}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <Facts request={request} />
        {request.record ? <Record record={request.record} /> : null}
        <Items request={request} />
      </Suspense>
      {request.pending ? <ThresholdDecisionForm form={form} values={values} /> : null}
    </article>
  );
}
