import { Form, useActionData } from "@remix-run/react";
import { useRef } from "react";
import { SelectField } from "~/components/form/choice-fields";
import { ReviewEntries } from "~/components/checkout/review-entries";
import { useUnsavedChanges } from "~/components/checkout/unsaved-changes";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { FieldError } from "~/components/form/field-error";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { type loadReviewOrder, type submitReviewOrder } from "~/lib/checkout/review-order.server";
import { type ReviewField } from "~/lib/checkout/review-schema";

/**
 * The review-order step's view (entries, cost centre, PO number, urgent reason). Rendered in full by the server
 * and loaded on demand in the browser (decision 004; app/components/server-rendered-lazy.tsx): until it arrives
 * the server's HTML form posts as a plain form.
 */

const FIELDS: ReviewField[] = ["costCenter", "purchaseOrderNumber", "urgentCode", "urgentMsg"];

export type ReviewOrderViewProps = Extract<Awaited<ReturnType<typeof loadReviewOrder>>, { conditionsNotMet: false }>;

export default function ReviewOrder({ entries, flags, costCenters, urgentReasons, saved }: ReviewOrderViewProps) {
  const lastResult = useActionData<typeof submitReviewOrder>();
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const form = useSubmissionForm<ReviewField>({
    id: "review-order",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/checkout/review-schema").then((m) => m.reviewSchema(flags))),
  });
  const value = (name: ReviewField) => (lastResult ? form.field(name).defaultValue : saved[name]);
  const costCenter = form.field("costCenter");
  const po = form.field("purchaseOrderNumber");
  const urgentCode = form.field("urgentCode");
  const urgentMsg = form.field("urgentMsg");
  const urgentMsgError = urgentMsg.errors?.length ? `${urgentMsg.id}-error` : undefined;
  const hasDetails = flags.costCenterEnabled || flags.poNumberEnabled || flags.urgentOrderEnabled;

  return (
    <section className="checkout-step" aria-labelledby="review-order-title">
      <h1 id="review-order-title">Review order</h1>
      <ErrorSummary errors={form.summaryErrors(FIELDS)} focusKey={form.summaryKey} />
      <ReviewEntries entries={entries} />
      <Form method="post" ref={formRef} {...form.formProps} className="stack checkout-step__form">
        <CsrfInput />
        {hasDetails ? (
          <fieldset className="fieldset stack">
            <legend className="fieldset__legend">Order details</legend>
            {flags.costCenterEnabled ? (
              <SelectField
                id={costCenter.id}
                name={costCenter.name}
                label="Cost centre"
                emptyLabel="Select a cost centre"
                options={costCenters}
                errors={costCenter.errors}
                defaultValue={value("costCenter")}
              />
            ) : null}
            {flags.poNumberEnabled ? (
              <Field
                label="PO number"
                hint="Your purchase order number: up to 35 letters, numbers, spaces, hyphens or slashes."
                errors={po.errors}
                className="field--medium"
                inputProps={{
                  id: po.id,
                  name: po.name,
                  defaultValue: value("purchaseOrderNumber"),
                  required: true,
                  maxLength: 35,
                  autoComplete: "off",
                  spellCheck: false,
                }}
              />
            ) : null}
            {flags.urgentOrderEnabled ? (
              <>
                <SelectField
                  id={urgentCode.id}
                  name={urgentCode.name}
                  label="Urgent order reason (optional)"
                  emptyLabel="Not urgent"
                  options={urgentReasons}
                  errors={urgentCode.errors}
                  defaultValue={value("urgentCode")}
                />
                <div className={urgentMsgError ? "field field--error" : "field"}>
                  <label className="field__label" htmlFor={urgentMsg.id}>
                    Message about the urgent order (optional)
                  </label>
                  <p className="field__hint" id={`${urgentMsg.id}-hint`}>
                    Up to 255 characters.
                  </p>
                  <FieldError id={urgentMsgError} errors={urgentMsg.errors} />
                  <textarea
                    id={urgentMsg.id}
                    name={urgentMsg.name}
                    className="field__input field__textarea"
                    rows={3}
                    defaultValue={value("urgentMsg")}
                    aria-invalid={urgentMsgError ? true : undefined}
                    aria-describedby={[`${urgentMsg.id}-hint`, urgentMsgError].filter(Boolean).join(" ")}
                  />
                </div>
              </>
            ) : null}
          </fieldset>
        ) : null}
        <div className="button-row">
          <SubmitButton>Continue</SubmitButton>
        </div>
      </Form>
      {unsaved.dialog}
    </section>
  );
}
