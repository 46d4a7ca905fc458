import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { FieldError } from "~/components/field-error";
import { CsrfInput } from "~/components/security-inputs";
import * as checkoutMessages from "~/lib/checkout/messages";

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
  const errorId = error ? `${FIELD_ID}-error` : undefined;
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
        <fieldset className={errorId ? "fieldset field--error" : "fieldset"} aria-describedby={errorId}>
          <legend className="fieldset__legend">{checkoutMessages.paymentMethodLegend}</legend>
          <FieldError id={errorId} errors={error ? [error] : undefined} />
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
