import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { FieldError } from "~/components/form/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/finance-payments/messages";

type FieldName = "invoice" | "credit" | "payment" | "amount";

/**
 * The pay form (issue 28, H3): the selected invoices as hidden fields, the open credits as checkboxes (in a fieldset),
 * the saved cards and "Use a new card" (the hosted card registration round trip) as radios, an optional partial amount; Continue posts it (server-validated; with JS the same schema
 * checks first) and goes to the confirm page. No `action`: Remix posts to this index route with the page's query, so an
 * answer with errors shows the same selection. Every value comes back with the errors.
 */
export function PayForm({
  lastResult,
  invoiceIds,
  credits,
  cards,
  values,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  invoiceIds: readonly string[];
  credits: ReadonlyArray<{ id: string; label: string }>;
  cards: ReadonlyArray<{ id: string; label: string; isDefault: boolean }>;
  values: { credit: readonly string[]; payment: string; amount: string };
}) {
  const form = useSubmissionForm<FieldName>({
    id: "pay",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/finance-payments/pay-schema").then((module) => module.PaySchema)),
  });
  const credit = form.field("credit");
  const payment = form.field("payment");
  const amount = form.field("amount");
  const posted = lastResult?.initialValue;
  const postedCredits = posted ? [posted.credit ?? []].flat().filter((value): value is string => typeof value === "string") : null;
  const ticked = new Set(postedCredits ?? values.credit);
  const creditErrorId = credit.errors?.length ? `${credit.id}-error` : undefined;
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(["invoice", "credit", "payment", "amount"]).map((error) => (error.fieldId === payment.id ? { ...error, fieldId: `${payment.id}-0` } : error))} focusKey={form.summaryKey} />
      {/* No `key={form.resultKey}`: a remount would untick the credits the browser's check just saw (their kept values are
          not strings); without it every input keeps what was typed, and a no-JS answer renders the posted values. */}
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        {invoiceIds.map((id) => (
          <input key={id} type="hidden" name="invoice" value={id} />
        ))}
        <fieldset className={creditErrorId ? "fieldset field--error" : "fieldset"} aria-describedby={[`${credit.id}-hint`, creditErrorId].filter(Boolean).join(" ")}>
          <legend className="fieldset__legend">{m.creditsLegend}</legend>
          <p className="field__hint" id={`${credit.id}-hint`}>
            {credits.length > 0 ? m.creditsHint : m.noCredits}
          </p>
          <FieldError id={creditErrorId} errors={credit.errors} />
          <div className="checkboxes">
            {credits.map((option, index) => {
              const id = index === 0 ? credit.id : `${credit.id}-${index}`;
              return (
                <div className="checkbox" key={option.id}>
                  <input className="checkbox__input" type="checkbox" id={id} name="credit" value={option.id} defaultChecked={ticked.has(option.id)} />
                  <label className="checkbox__label" htmlFor={id}>
                    {option.label}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
        <RadiosField
          id={payment.id}
          name="payment"
          legend={m.paymentLegend}
          options={[
            ...cards.map((card) => ({ value: card.id, label: card.isDefault ? `${card.label} – ${m.defaultCard}` : card.label })),
            { value: "new", label: m.newCard, hint: m.newCardHint },
          ]}
          defaultValue={payment.defaultValue ?? values.payment}
          errors={payment.errors}
        />
        <Field
          label={m.amountLabel}
          hint={m.amountHint}
          errors={amount.errors}
          inputProps={{ id: amount.id, name: "amount", defaultValue: amount.defaultValue ?? values.amount, inputMode: "decimal", autoComplete: "off", maxLength: 20 }}
        />
        <div className="button-row">
          <SubmitButton>{m.continueButton}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
