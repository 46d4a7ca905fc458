import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AddressFields, type AddressCountryOption, type AddressRegionOption, addressFieldState } from "~/components/checkout/address-fields";
import { useGuardedForm } from "~/components/checkout/use-guarded-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as checkoutMessages from "~/lib/checkout/messages";
import { ADDRESS_FIELDS, type AddressFieldName } from "~/lib/checkout/address-fields";

const FORM_ID = "billing";
/** The billing address has no address-book options (spec part 3 "Billing address"). */
const BILLING_FIELDS = ADDRESS_FIELDS.filter((name) => name !== "defaultAddress" && name !== "saveInAddressBook");
type BillingField = AddressFieldName | "sameAsDelivery";

/**
 * The billing address after a successful card registration (spec part 2 §4 "Successful: the billing address form
 * shows; on continue payment details are fetched"; §5 "Billing address is the same as the delivery address or a
 * valid form"). 'Same as delivery address' is ticked by default and shows the delivery address; unticked, the
 * address form (the delivery step's fields) shows — by CSS (`:has`), so also without JavaScript; without `:has`
 * support the fields simply stay visible and are ignored while the box is ticked.
 *
 * With JavaScript, leaving with unsaved changes asks first (spec part 2 §4 "Going back with unsaved changes shows a
 * confirmation dialog"), as on the other checkout steps (useUnsavedChanges: the router's blocker and a lazy dialog
 * for in-app navigation, `beforeunload` for leaving the document — Back to the card page, reload, another site).
 * Without JavaScript nothing is lost: the card stays registered on the backend until this form is sent.
 */
export function BillingForm({
  actionPath,
  deliveryAddress,
  countries,
  regions,
  defaultCountry,
  lastResult,
}: {
  actionPath: string;
  deliveryAddress: readonly string[] | null;
  countries: readonly AddressCountryOption[];
  regions: Readonly<Record<string, readonly AddressRegionOption[]>>;
  defaultCountry: string | null;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const form = useSubmissionForm<BillingField>({
    id: FORM_ID,
    lastResult,
    // Two schemas, chosen by the 'Same as delivery address' box: the form's own parse, not a single-schema lazyValidator.
    loadValidator: lazyValidator(() => import("~/lib/payments/billing-schema").then((m) => m.billingSchemaFor)),
  });
  const same = form.field("sameAsDelivery");
  // First showing: ticked. After an answer (the server's or the browser's own check): as it was sent.
  const sameChecked = form.resultKey !== "" ? same.defaultValue === "on" : true;
  const address = addressFieldState(form.field, BILLING_FIELDS, { country: defaultCountry ?? undefined });
  const sameErrorId = same.errors?.length ? `${same.id}-error` : undefined;
  const { submitting, enhanced, formRef, unsaved, onSubmit } = useGuardedForm(form.formProps.onSubmit);

  return (
    <>
      <ErrorSummary errors={form.summaryErrors(["sameAsDelivery", ...BILLING_FIELDS])} focusKey={form.summaryKey} />
      <p>{checkoutMessages.billingIntro}</p>
      <Form ref={formRef} method="post" action={actionPath} {...form.formProps} onSubmit={onSubmit} className="payment-billing stack" data-enhanced={enhanced || undefined}>
        <CsrfInput />
        <input type="hidden" name="intent" value="billing" />
        {/* A new answer resets the uncontrolled inputs (the form element itself stays, with the guard's listeners). */}
        <fieldset className="fieldset" key={form.resultKey}>
          <legend className="fieldset__legend">{checkoutMessages.billingLegend}</legend>
          <div className={sameErrorId ? "field field--checkbox field--error" : "field field--checkbox"}>
            <FieldError id={sameErrorId} errors={same.errors} />
            <div className="checkbox">
              <input
                type="checkbox"
                className="checkbox__input payment-billing__same"
                id={same.id}
                name="sameAsDelivery"
                defaultChecked={sameChecked}
                aria-describedby={[deliveryAddress ? `${same.id}-address` : null, `${same.id}-hint`, sameErrorId].filter(Boolean).join(" ")}
              />
              <label className="checkbox__label" htmlFor={same.id}>
                {checkoutMessages.billingSameAsDelivery}
              </label>
            </div>
            {deliveryAddress ? (
              <address className="payment-address payment-billing__delivery" id={`${same.id}-address`}>
                {deliveryAddress.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : null}
            <p className="field__hint" id={`${same.id}-hint`}>
              {checkoutMessages.billingOtherAddressHint}
            </p>
          </div>
          <fieldset className="fieldset payment-billing__address">
            <legend className="fieldset__legend">{checkoutMessages.billingAddressLegend}</legend>
            <AddressFields
              formId={FORM_ID}
              values={address.values}
              errors={address.errors}
              countries={countries}
              regions={regions}
              addressBookOptions={false}
              autoCompleteSection="billing"
            />
          </fieldset>
        </fieldset>
        <SubmitButton busy={submitting}>{checkoutMessages.paymentContinue}</SubmitButton>
      </Form>
      {unsaved.dialog}
    </>
  );
}

export default BillingForm;
