import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import * as checkoutMessages from "~/lib/checkout-messages";

type PaymentTypeCode = "ACCOUNT" | "CARD";

const FIELD_ID = "payment-intent";

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
  error,
}: {
  paymentTypes: readonly PaymentTypeCode[];
  selected: PaymentTypeCode | null;
  account: { costCentre: string | null; purchaseOrderNumber: string | null };
  warning: boolean;
  error: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const preselected = selected ?? (paymentTypes.length === 1 ? paymentTypes[0] : null);
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
  }

  return (
    <>
      <ErrorSummary errors={error ? [{ fieldId: `${FIELD_ID}-0`, message: error }] : []} />
      {warning ? (
        <div className="payment-warning" role="alert">
          <p>{checkoutMessages.cardRegistrationFailed}</p>
        </div>
      ) : null}
      <Form method="post" action="/checkout/payment-details" className="stack" onSubmit={preventDoubleSubmit}>
        <CsrfInput />
        <RadiosField
          id={FIELD_ID}
          name="intent"
          legend={checkoutMessages.paymentMethodLegend}
          errors={error ? [error] : undefined}
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
