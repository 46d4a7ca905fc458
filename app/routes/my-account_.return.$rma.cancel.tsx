import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CancelReturnForm } from "~/components/returns/cancel-return";
import { ReturnSummary } from "~/components/returns/return-details-page";
import { pageTitle } from "~/lib/page-title";
import * as m from "~/lib/returns/messages";
import { returnPath } from "~/lib/returns/paths";
import { cancelReturnAction, loadReturnCancel } from "~/lib/returns/return-details.server";

/**
 * /my-account/return/{rma}/cancel (issue 24): "Cancel return"'s confirmation page (the dialog's page without JS); POST
 * cancels (SAP's PATCH), then the return with a flash (303). A cancelled or no longer cancellable return says so
 * instead of showing the form.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => [{ title: pageTitle(m.cancelTitle(data?.details.rma ?? params.rma ?? ""), matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReturnCancel(request, context, params.rma ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return cancelReturnAction(request, context, params.rma ?? "");
}

export default function ReturnCancelRoute() {
  const { details, closed } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "return-cancel",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  const back = <Link to={returnPath(details.rma)} className="button button--secondary">{m.cancelKeep}</Link>;
  return (
    <div className="narrow stack">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{m.cancelTitle(details.rma)}</h1>
      <ReturnSummary details={details} />
      {closed ? (
        <>
          <p>{closed}</p>
          <p>
            <Link to={returnPath(details.rma)}>{m.detailTitle(details.rma)}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{m.cancelWarning}</p>
          <CancelReturnForm rma={details.rma} cancel={back} formProps={form.formProps} />
        </>
      )}
    </div>
  );
}
