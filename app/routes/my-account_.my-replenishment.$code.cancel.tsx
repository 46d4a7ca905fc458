import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { ReplenishmentSummary } from "~/components/replenishments/replenishment-detail";
import { CsrfInput } from "~/components/security-inputs";
import { pageTitle } from "~/lib/page-title";
import * as messages from "~/lib/replenishments/messages";
import { cancelPath, detailPath } from "~/lib/replenishments/paths";
import { cancelReplenishmentAction, loadReplenishmentCancel } from "~/lib/replenishments/replenishments.server";

/**
 * /my-account/my-replenishment/{code}/cancel (issue 23): "Cancel schedule"'s confirmation step; POST cancels (SAP's
 * PATCH), then the schedule's page with a flash. A cancelled schedule shows that instead of the form.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => [
  { title: pageTitle(messages.cancelTitle(data?.replenishment.code ?? params.code ?? ""), matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReplenishmentCancel(request, context, params.code ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return cancelReplenishmentAction(request, context, params.code ?? "");
}

export default function ReplenishmentCancelRoute() {
  const { replenishment } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "replenishment-cancel",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  return (
    <div className="narrow stack">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{messages.cancelTitle(replenishment.code)}</h1>
      <ReplenishmentSummary replenishment={replenishment} />
      {replenishment.active ? (
        <>
          <p>{messages.cancelWarning}</p>
          <Form method="post" action={cancelPath(replenishment.code)} {...form.formProps}>
            <CsrfInput />
            <div className="button-row">
              <SubmitButton name="intent" value="cancel">
                {messages.cancelConfirm}
              </SubmitButton>
              <Link to={detailPath(replenishment.code)} className="button button--secondary">
                {messages.cancelKeep}
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p>{messages.alreadyCancelled}</p>
          <p>
            <Link to={detailPath(replenishment.code)}>{messages.detailTitle(replenishment.code)}</Link>
          </p>
        </>
      )}
    </div>
  );
}
