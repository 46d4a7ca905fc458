import { type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
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
  const preselected = selected ?? (paymentTypes.length === 1 ? paymentTypes[0] : null);
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
        <RadiosField
          id={FIELD_ID}
          name="intent"
          legend={checkoutMessages.paymentMethodLegend}
          errors={choice.errors}
          defaultValue={options.find((option) => option.code === preselected)?.value}
          options={options.map((option) => ({
            value: option.value,
            label: option.label,
            hint: option.hints.map((hint) => (
              <span className="payment-hint" key={hint}>
                {hint}
              </span>
            )),
          }))}
        />
        <SubmitButton busy={busy}>{checkoutMessages.paymentContinue}</SubmitButton>
      </Form>
    </>
  );
}

export default PaymentMethodForm;
