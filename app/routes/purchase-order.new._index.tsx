import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { DefaultSubmit } from "~/components/purchase-orders/default-submit";
import { BusinessUnitSelector, preventEnterSubmit } from "~/components/purchase-orders/business-unit-selector";
import { CsrfInput } from "~/components/security-inputs";
import { pageTitle } from "~/lib/page-title";
import { detailsStepAction, loadDetailsStep } from "~/lib/purchase-orders/new-purchase-order.server";
import * as poMessages from "~/lib/purchase-orders/messages";

/** Step 1 'Purchase order details' (spec part 1 §2, §5): Next validates and saves the draft (decision 011). */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(`${poMessages.detailsStep} – ${poMessages.addTitle}`, matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDetailsStep(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return detailsStepAction(request, context);
}

const FIELDS = ["purchaseOrderNo", "description", "units"] as const;

export default function PurchaseOrderDetailsStep() {
  const { values, selection, siteType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<(typeof FIELDS)[number]>({
    id: "po-details",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/purchase-orders/purchase-order-form-schema").then((m) => m.purchaseOrderDetailsSchema)),
  });
  const number = form.field("purchaseOrderNo");
  const description = form.field("description");
  const units = form.field("units");
  const posted = lastResult?.initialValue?.units;
  const postedUids = lastResult?.initialValue ? (Array.isArray(posted) ? posted : typeof posted === "string" ? [posted] : []) : undefined;

  return (
    <section aria-labelledby="po-details-heading" className="po-step">
      <h2 id="po-details-heading">{poMessages.detailsStep}</h2>
      <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} onKeyDown={preventEnterSubmit} className="stack po-form">
        <DefaultSubmit />
        <CsrfInput />
        <Field
          label={poMessages.numberLabel}
          hint={poMessages.numberHint}
          errors={number.errors}
          inputProps={{
            id: number.id,
            name: number.name,
            defaultValue: number.defaultValue ?? values.purchaseOrderNo,
            autoComplete: "off",
            spellCheck: false,
          }}
        />
        <Field
          label={poMessages.descriptionLabel}
          hint={poMessages.descriptionHint}
          errors={description.errors}
          inputProps={{ id: description.id, name: description.name, defaultValue: description.defaultValue ?? values.description }}
        />
        <BusinessUnitSelector
          formId="po-details"
          selection={selection}
          postedUids={postedUids?.filter((uid): uid is string => typeof uid === "string")}
          siteType={siteType}
          errors={units.errors}
        />
        <div className="po-actions">
          <SubmitButton name="intent" value="next">{poMessages.nextButton}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
