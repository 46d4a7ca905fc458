import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { pageTitle } from "~/lib/page-title";
import { loadSummary, summaryAction } from "~/lib/purchase-orders/new-purchase-order.server";
import * as poMessages from "~/lib/purchase-orders/messages";
import { unitWords } from "~/lib/purchase-orders/messages";

/**
 * Step 2 'Summary' (spec part 1 §2, part 2 §8): the draft's values, Back (step 1 with the values) and Submit, which
 * creates the purchase order with the draft's key; a backend error stays here with its catalogue text.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(`${poMessages.summaryStep} – ${poMessages.addTitle}`, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSummary(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return summaryAction(request, context);
}

export default function PurchaseOrderSummaryStep() {
  const { purchaseOrderNo, description, units, siteType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<never>({
    id: "po-summary",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/button-form-schema").then((m) => m.ButtonFormSchema)),
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const words = unitWords(siteType);

  return (
    <section aria-labelledby="po-summary-heading" className="po-step">
      <h2 id="po-summary-heading">{poMessages.summaryStep}</h2>
      <ErrorSummary errors={form.summaryErrors([])} focusKey={form.summaryKey} />
      <dl className="po-summary">
        <div className="po-summary__row">
          <dt>{poMessages.numberLabel}</dt>
          <dd data-testid="summary-number">{purchaseOrderNo}</dd>
        </div>
        <div className="po-summary__row">
          <dt>{poMessages.descriptionLabel}</dt>
          <dd data-testid="summary-description">{description}</dd>
        </div>
        <div className="po-summary__row">
          <dt>{words.label}</dt>
          <dd>
            <ul className="po-summary__units" data-testid="summary-units">
              {units.map((unit) => (
                <li key={unit.uid}>
                  {unit.name} ({unit.uid})
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <Form method="post" className="po-actions" {...form.formProps}>
        <CsrfInput />
        <Link to="/purchase-order/new" className="button button--secondary">
          {poMessages.backButton}
        </Link>
        <SubmitButton
          name="intent"
          value="submit"
          busy={submitting}
          onClick={(event) => {
            if (submitting) event.preventDefault(); // one submit at a time (the key makes a second one harmless anyway)
          }}
        >
          {submitting ? poMessages.submitting : poMessages.submitButton}
        </SubmitButton>
      </Form>
    </section>
  );
}
