import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LimitStatusPage, limitStatusTitle } from "~/components/org-purchase-limits/limit-status-page";
import { loadToggle, submitToggle } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/purchase-limits/{code}/enable (issue 27, B): what enabling does, and the confirmation (a POST). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(limitStatusTitle("enable"), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadToggle(request, context, params.limitCode, "enable");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitToggle(request, context, params.limitCode, "enable");
}

export default function EnablePurchaseLimitRoute() {
  const { limit, refusal, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <LimitStatusPage kind="enable" limit={limit} refusal={refusal} done={done} errors={answer?.error?.[""] ?? []} />;
}
