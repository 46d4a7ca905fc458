import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { type SubmissionResult } from "@conform-to/react";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as poMessages from "~/lib/order-po/messages";

const FIELDS = ["purchaseOrderNumber"] as const;
type PoField = (typeof FIELDS)[number];

const loadValidator = lazyValidator(() => import("~/lib/order-po/order-po-schema").then((m) => m.OrderPoSchema));

/** Save: the PO number field (checkout's rule, the typed value kept after an error) and the link to remove it. */
export function OrderPoForm({ action, poNumber, removeHref, backHref, lastResult }: {
  action: string;
  poNumber: string | null;
  removeHref: string;
  backHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const form = useSubmissionForm<PoField>({ id: "order-po", lastResult, loadValidator });
  const field = form.field("purchaseOrderNumber");
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} />
      <Form method="post" action={action} {...form.formProps} className="stack">
        <CsrfInput />
        <Field
          label={checkoutMessages.purchaseOrderTerm}
          hint={poMessages.fieldHint}
          errors={field.errors}
          inputProps={{ id: field.id, name: field.name, defaultValue: field.defaultValue ?? poNumber ?? "", autoComplete: "off", maxLength: 35 }}
        />
        <div className="button-row">
          <SubmitButton name="intent" value="save">
            {poMessages.saveButton}
          </SubmitButton>
          {poNumber ? (
            <Link to={removeHref} className="button button--secondary">
              {poMessages.removeLink}
            </Link>
          ) : null}
          <Link to={backHref}>{poMessages.backLink}</Link>
        </div>
      </Form>
    </>
  );
}

/** The remove confirmation: the number removed goes with the form, so only that number is removed. */
export function RemoveOrderPoForm({ action, poNumber, backHref, lastResult }: {
  action: string;
  poNumber: string;
  backHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const form = useSubmissionForm<PoField>({ id: "order-po-remove", lastResult, loadValidator });
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} />
      <p>{poMessages.removeWarning(poNumber)}</p>
      <Form method="post" action={action} {...form.formProps}>
        <CsrfInput />
        <input type="hidden" name="purchaseOrderNumber" value={poNumber} />
        <div className="button-row">
          <SubmitButton name="intent" value="remove">
            {poMessages.removeConfirm}
          </SubmitButton>
          <Link to={backHref} className="button button--secondary">
            {poMessages.removeCancel}
          </Link>
        </div>
      </Form>
    </>
  );
}
