import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmActionForm } from "~/components/form/confirm-action-form";
import { ErrorSummary } from "~/components/form/error-summary";
import * as m from "~/lib/org-purchase-limits/messages";
import { disablePurchaseLimitPath, purchaseLimitPath } from "~/lib/org-purchase-limits/paths";
import { loadToggle, submitToggle } from "~/lib/org-purchase-limits/purchase-limits.server";
import { pageTitle } from "~/lib/page-title";

/** /organisation/purchase-limits/{code}/disable (issue 27, B): what disabling does, and the confirmation (a POST). */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.deactivateTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadToggle(request, context, params.limitCode, "disable");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitToggle(request, context, params.limitCode, "disable");
}

export default function DisablePurchaseLimitRoute() {
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
      <h1>{m.deactivateTitle}</h1>
      <p>
        {m.subtitle(limit.code)} ({limit.type}, {limit.threshold}, {limit.unit})
      </p>
      <p>{m.deactivateText}</p>
      {refusal ? (
        <p className="org-refusal" role="status">
          {refusal}
        </p>
      ) : done ? (
        <p role="status">{m.alreadyDisabled}</p>
      ) : (
        <ConfirmActionForm action={disablePurchaseLimitPath(limit.code)} intent="disable" label={m.confirmDisable} cancel={back} />
      )}
    </div>
  );
}
