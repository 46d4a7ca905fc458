import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import * as m from "~/lib/org-purchase-limits/messages";
import { enablePurchaseLimitPath, purchaseLimitPath } from "~/lib/org-purchase-limits/paths";
import { loadToggle, submitToggle } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/purchase-limits/{code}/enable (issue 27, B): what enabling does, and the confirmation (a POST). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.enableTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadToggle(request, context, params.limitCode, "enable");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitToggle(request, context, params.limitCode, "enable");
}

export default function EnablePurchaseLimitRoute() {
  const { limit, refusal, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const errors = (answer?.error?.[""] ?? []).map((message) => ({ message }));
  const back = (
    <Link to={purchaseLimitPath(limit.code)} className="button button--secondary">
      {m.cancel}
    </Link>
  );
  return (
    <div className="narrow stack">
      <ErrorSummary errors={errors} />
      <h1>{m.enableTitle}</h1>
      <p>
        {m.subtitle(limit.code)} ({limit.type}, {limit.threshold}, {limit.unit})
      </p>
      <p>{m.enableText}</p>
      {refusal ? (
        <p className="org-refusal" role="status">
          {refusal}
        </p>
      ) : done ? (
        <p role="status">{m.alreadyEnabled}</p>
      ) : (
        <ConfirmActionForm action={enablePurchaseLimitPath(limit.code)} intent="enable" label={m.confirmEnable} cancel={back} />
      )}
    </div>
  );
}
