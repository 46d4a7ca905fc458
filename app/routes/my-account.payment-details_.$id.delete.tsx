import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { DeleteCardForm } from "~/components/billing/delete-card-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import * as m from "~/lib/billing/messages";
import { deleteCardAction, loadDeleteCard } from "~/lib/billing/payment-details.server";
import { BILLING_PATH } from "~/lib/billing/view";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/payment-details/{id}/delete (issue 25; `payment-details_`: inside the account layout, not inside Billing): the delete confirmation's page (the dialog's page without JS);
 * POST deletes (SAP's DELETE), then Billing with a flash (303). Not one of the user's saved cards: 404.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(m.deleteTitle, matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadDeleteCard(request, context, params.id ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return deleteCardAction(request, context, params.id ?? "");
}

export default function DeleteCardRoute() {
  const { card } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "card-delete",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((module) => module.ButtonFormSchema)),
  });
  return (
    <div className="narrow stack">
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <h1>{m.deleteTitle}</h1>
      <p>
        <strong>{card.label}</strong>
        {card.expiry ? ` (${m.expiresTerm} ${card.expiry})` : ""}. {m.deleteWarning}
      </p>
      <DeleteCardForm
        id={card.id}
        formProps={form.formProps}
        cancel={
          <Link to={BILLING_PATH} className="button button--secondary">
            {m.deleteKeep}
          </Link>
        }
      />
    </div>
  );
}
