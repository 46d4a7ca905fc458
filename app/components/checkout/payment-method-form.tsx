import { type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { FieldError } from "~/components/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as checkoutMessages from "~/lib/checkout/messages";

type PaymentTypeCode = "ACCOUNT" | "CARD";

const FORM_ID = "payment";

/**
 * The payment choice (spec part 2 §2 "Payment details: account payment (cost centre / PO) or card"): a radio group
 * named `intent` (the issue-5 form contract: `account` | `card`) and Continue. Account shows only when the backend
 * offers it, with the cost centre and PO number from the review step. After a failed or cancelled card registration
 * the warning 'Card registration failed or cancelled' shows above (role=alert) and the buyer can try again.
 */
export function PaymentMethodForm({
  paymentTypes,
  selected,
  account,
  warning,
  lastResult,
}: {
  paymentTypes: readonly PaymentTypeCode[];
  selected: PaymentTypeCode | null;
  account: { costCentre: string | null; purchaseOrderNumber: string | null };
  warning: boolean;
  /** The action's answer to this form (400): the error on `intent`. */
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const form = useSubmissionForm<"intent">({
    id: FORM_ID,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/payments/payment-choice-schema").then((m) => m.PaymentChoiceSchema)),
  });
  const choice = form.field("intent");
  const FIELD_ID = choice.id;
  const error = choice.errors?.[0] ?? null;
  const preselected = selected ?? (paymentTypes.length === 1 ? paymentTypes[0] : null);
  const errorId = error ? `${FIELD_ID}-error` : undefined;
  // The summary links the radio group's message to its first radio.
  const summary = form.summaryErrors(["intent"]).map((e) => (e.fieldId ? { ...e, fieldId: `${FIELD_ID}-0` } : e));
  const options = paymentTypes.map((code) =>
    code === "ACCOUNT"
      ? {
          code,
          value: "account",
          label: checkoutMessages.paymentAccountLabel,
          hints: [
            checkoutMessages.paymentAccountHint,
            account.costCentre ? checkoutMessages.paymentCostCentre(account.costCentre) : null,
            account.purchaseOrderNumber ? checkoutMessages.paymentPurchaseOrder(account.purchaseOrderNumber) : null,
          ].filter((hint): hint is string => hint !== null),
        }
      : { code, value: "card", label: checkoutMessages.paymentCardLabel, hints: [checkoutMessages.paymentCardHint] },
  );

  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) event.preventDefault();
    else form.formProps.onSubmit(event);
  }

  return (
    <>
      <ErrorSummary errors={summary} focusKey={form.summaryKey} />
      {warning ? (
        <div className="payment-warning" role="alert">
          <p>{checkoutMessages.cardRegistrationFailed}</p>
        </div>
      ) : null}
      <Form method="post" action="/checkout/payment-details" className="stack" {...form.formProps} onSubmit={preventDoubleSubmit}>
        <CsrfInput />
        <fieldset className={errorId ? "fieldset field--error" : "fieldset"} aria-describedby={errorId}>
          <legend className="fieldset__legend">{checkoutMessages.paymentMethodLegend}</legend>
          <FieldError id={errorId} errors={choice.errors} />
          <div className="radios">
            {options.map((option, index) => (
              <div className="radios__item" key={option.code}>
                <input
                  className="radios__input"
                  type="radio"
                  id={`${FIELD_ID}-${index}`}
                  name="intent"
                  value={option.value}
                  defaultChecked={preselected === option.code}
                />
                <label className="radios__label" htmlFor={`${FIELD_ID}-${index}`}>
                  {option.label}
                  <span className="radios__hint">
                    {option.hints.map((hint) => (
                      <span className="payment-hint" key={hint}>
                        {hint}
                      </span>
                    ))}
                  </span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {checkoutMessages.paymentContinue}
        </button>
      </Form>
    </>
  );
}
