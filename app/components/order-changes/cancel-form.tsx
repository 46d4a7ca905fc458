import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { ErrorSummary, type SummaryError } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { ITEMS_FIELD, quantityField, REASON_FIELD, selectField } from "~/lib/order-cancel/cancel-schema";
import { type CancelView } from "~/lib/order-cancel/cancel-view";
import * as cancelMessages from "~/lib/order-cancel/messages";

export const CANCEL_FORM_ID = "order-cancel";
const fieldId = (name: string) => `${CANCEL_FORM_ID}-${name}`;

/**
 * The cancel form (issue 23; spec part 2 §5): a real POST form that works without JavaScript — a checkbox per item
 * that can still be cancelled with its quantity (1 to what is left), the reason, "Continue" (then the confirmation).
 * With JS the shared schema (loaded on first focus) checks before sending; the server checks every submit. Errors
 * show next to the field and in the summary (which names the item), every value kept.
 */
export function CancelForm({
  view,
  lastResult,
  values,
}: {
  view: CancelView;
  lastResult: SubmissionResult<string[]> | null | undefined;
  values: { reason: string | null; lines: Record<number, number> };
}) {
  const rules = view.entries.map((entry) => ({ entryNumber: entry.entryNumber, max: entry.max }));
  const form = useSubmissionForm<string>({
    id: CANCEL_FORM_ID,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/order-cancel/cancel-schema").then((m) => m.cancelFormSchema(rules))),
  });
  // A result (the server's, or the browser's check) carries the typed values; before any, the draft's.
  const posted = form.resultKey !== "";
  const itemsField = form.field(ITEMS_FIELD);
  const reasonField = form.field(REASON_FIELD);
  const itemsError = itemsField.errors?.length ? fieldId(`${ITEMS_FIELD}-error`) : undefined;
  const summary: SummaryError[] = form
    .summaryErrors(["", ITEMS_FIELD, ...view.entries.map((entry) => quantityField(entry.entryNumber)), REASON_FIELD])
    .map((error) => {
      if (error.fieldId === fieldId(ITEMS_FIELD)) return { ...error, fieldId: view.entries[0] ? fieldId(selectField(view.entries[0].entryNumber)) : undefined };
      if (error.fieldId === fieldId(REASON_FIELD)) return { ...error, fieldId: fieldId(`${REASON_FIELD}-0`) };
      const entry = view.entries.find((candidate) => error.fieldId === fieldId(quantityField(candidate.entryNumber)));
      return entry ? { ...error, message: cancelMessages.summaryItemError(entry.name, error.message) } : error;
    });

  return (
    <>
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="order-change-form">
        <CsrfInput />
        <fieldset className={clsx("fieldset", itemsError && "field--error")} aria-describedby={itemsError}>
          <legend className="fieldset__legend order-change-form__legend">{cancelMessages.itemsLegend}</legend>
          <FieldError id={itemsError} errors={itemsField.errors} />
          <ul className="order-change-lines">
            {view.entries.map((entry) => {
              const select = form.field(selectField(entry.entryNumber));
              const quantity = form.field(quantityField(entry.entryNumber));
              const quantityId = fieldId(quantityField(entry.entryNumber));
              const quantityError = quantity.errors?.length ? `${quantityId}-error` : undefined;
              const hintId = `${quantityId}-hint`;
              const drafted = values.lines[entry.entryNumber];
              const checked = posted ? select.defaultValue === "on" : drafted !== undefined;
              return (
                <li key={entry.entryNumber} className="order-change-line">
                  <div className="checkbox">
                    <input
                      type="checkbox"
                      className="checkbox__input"
                      id={fieldId(selectField(entry.entryNumber))}
                      name={selectField(entry.entryNumber)}
                      defaultChecked={checked}
                      aria-describedby={itemsError}
                    />
                    <label className="checkbox__label" htmlFor={fieldId(selectField(entry.entryNumber))}>
                      {cancelMessages.selectLabel(entry.name)}
                    </label>
                  </div>
                  <p className="field__hint order-change-line__facts">{cancelMessages.orderedLine(entry.ordered, entry.cancelled)}</p>
                  <div className={clsx("field", "order-change-quantity", quantityError && "field--error")}>
                    <label className="field__label" htmlFor={quantityId}>
                      {cancelMessages.quantityLabel}
                      <span className="visually-hidden"> {`(${entry.name})`}</span>
                    </label>
                    <p className="field__hint" id={hintId}>
                      {cancelMessages.quantityHint(entry.max)}
                    </p>
                    <FieldError id={quantityError} errors={quantity.errors} />
                    <input
                      id={quantityId}
                      name={quantityField(entry.entryNumber)}
                      type="text"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      defaultValue={posted ? (quantity.defaultValue ?? "") : String(drafted ?? entry.max)}
                      className="field__input order-change-quantity__input"
                      aria-invalid={quantityError ? true : undefined}
                      aria-describedby={[hintId, quantityError].filter(Boolean).join(" ")}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <RadiosField
          id={fieldId(REASON_FIELD)}
          name={REASON_FIELD}
          legend={cancelMessages.reasonLegend}
          errors={reasonField.errors}
          defaultValue={posted ? (reasonField.defaultValue ?? null) : values.reason}
          options={cancelMessages.CANCEL_REASONS.map((reason) => ({ value: reason.code, label: reason.label }))}
        />
        <div className="button-row">
          <SubmitButton>{cancelMessages.continueButton}</SubmitButton>
          <Link to={`/my-account/order/${encodeURIComponent(view.code)}`} className="button button--secondary">
            {cancelMessages.backToOrder}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** The entries nothing can be cancelled of (shipped or already cancelled), for context. */
export function LockedEntries({ view }: { view: CancelView }) {
  if (view.locked.length === 0) return null;
  return (
    <section aria-labelledby="order-cancel-locked" className="order-change-section">
      <h2 id="order-cancel-locked">{cancelMessages.notCancellableTitle}</h2>
      <ul>
        {view.locked.map((entry) => (
          <li key={entry.entryNumber}>{cancelMessages.notCancellableLine(entry.name, entry.ordered, entry.cancelled)}</li>
        ))}
      </ul>
    </section>
  );
}
