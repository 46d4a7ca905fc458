import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { DefaultSubmit } from "~/components/purchase-orders/default-submit";
import { BusinessUnitSelector, preventEnterSubmit } from "~/components/purchase-orders/business-unit-selector";
import { CsrfInput } from "~/components/security-inputs";
import { pageTitle } from "~/lib/page-title";
import { editPurchaseOrderAction, loadEditPurchaseOrder } from "~/lib/purchase-orders/edit-purchase-order.server";
import * as poMessages from "~/lib/purchase-orders/messages";

/** Editing a purchase order (spec part 1 §2): description and business units; the number is fixed. */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data ? poMessages.editTitle(data.purchaseOrderNumber) : poMessages.listTitle, matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEditPurchaseOrder(request, context, params.id ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return editPurchaseOrderAction(request, context, params.id ?? "");
}

const FIELDS = ["description", "units"] as const;

export default function EditPurchaseOrder() {
  const { id, purchaseOrderNumber, description: savedDescription, selection, siteType } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const form = useSubmissionForm<(typeof FIELDS)[number]>({
    id: "po-edit",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/purchase-orders/purchase-order-form-schema").then((m) => m.purchaseOrderEditSchema)),
  });
  const description = form.field("description");
  const units = form.field("units");
  const posted = lastResult?.initialValue?.units;
  const postedUids = lastResult?.initialValue ? (Array.isArray(posted) ? posted : typeof posted === "string" ? [posted] : []) : undefined;

  return (
    <div className="po-page po-step">
      <h1>{poMessages.editTitle(purchaseOrderNumber)}</h1>
      <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} onKeyDown={preventEnterSubmit} className="stack po-form">
        <DefaultSubmit />
        <CsrfInput />
        <dl className="po-summary">
          <div className="po-summary__row">
            <dt>{poMessages.numberLabel}</dt>
            <dd>
              {purchaseOrderNumber}
              <span className="field__hint"> {poMessages.numberFixedHint}</span>
            </dd>
          </div>
        </dl>
        <Field
          label={poMessages.descriptionLabel}
          hint={poMessages.descriptionHint}
          errors={description.errors}
          inputProps={{ id: description.id, name: description.name, defaultValue: description.defaultValue ?? savedDescription }}
        />
        <BusinessUnitSelector
          formId="po-edit"
          selection={selection}
          postedUids={postedUids?.filter((uid): uid is string => typeof uid === "string")}
          siteType={siteType}
          errors={units.errors}
        />
        <div className="po-actions">
          <SubmitButton name="intent" value="save">{poMessages.saveButton}</SubmitButton>
          <Link to={`/purchase-order/${id}`}>{poMessages.cancelLink}</Link>
        </div>
      </Form>
    </div>
  );
}
