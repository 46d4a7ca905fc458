import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AddressFields, type AddressCountryOption, type AddressRegionOption, addressFieldState } from "~/components/checkout/address-fields";
import { useGuardedForm } from "~/components/checkout/use-guarded-form";
import { ErrorSummary } from "~/components/form/error-summary";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/billing/messages";
import { ADDRESS_FIELDS, type AddressFieldName } from "~/lib/checkout/address-fields";
import { BILLING_PATH } from "~/lib/billing/view";

const FORM_ID = "card-billing";
/** The billing address has no address-book options (spec part 2 §3 "Billing address"). */
const BILLING_FIELDS = ADDRESS_FIELDS.filter((name) => name !== "defaultAddress" && name !== "saveInAddressBook");

/**
 * The billing address of a card added from the account, after the hosted card page answered ACCEPTED (spec part 2
 * §4 "Successful: the billing address form shows; on continue payment details are fetched"): the checkout's address
 * fields (there is no delivery address to copy here). Server-rendered in full, loaded lazily in the browser
 * (serverRenderedLazy), like checkout's billing form; with JavaScript, leaving it with unsaved changes asks first
 * (spec part 2 §4 "Going back with unsaved changes shows a confirmation dialog"; `useUnsavedChanges`).
 */
export function AccountBillingForm({
  actionPath,
  countries,
  regions,
  lastResult,
  cancelPath = BILLING_PATH,
}: {
  actionPath: string;
  /** Where Cancel leads (the Billing page; the finance pay page for a new card to pay with, issue 28). */
  cancelPath?: string;
  countries: readonly AddressCountryOption[];
  regions: Readonly<Record<string, readonly AddressRegionOption[]>>;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const form = useSubmissionForm<AddressFieldName>({
    id: FORM_ID,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/checkout/address-schema").then((module) => module.AddressSchema)),
  });
  const address = addressFieldState(form.field, BILLING_FIELDS, { country: "AU" });
  const { submitting, enhanced, formRef, unsaved, onSubmit } = useGuardedForm(form.formProps.onSubmit);
  return (
    <section className="stack" aria-labelledby="card-billing-title">
      <h2 id="card-billing-title">{m.billingHeading}</h2>
      <ErrorSummary errors={form.summaryErrors(BILLING_FIELDS)} focusKey={form.summaryKey} />
      <p>{m.billingIntro}</p>
      <Form ref={formRef} method="post" action={actionPath} {...form.formProps} onSubmit={onSubmit} className="stack card-billing" data-enhanced={enhanced || undefined}>
        <CsrfInput />
        <input type="hidden" name="intent" value="billing" />
        <fieldset className="fieldset" key={form.resultKey}>
          <legend className="fieldset__legend">{m.billingLegend}</legend>
          <AddressFields formId={FORM_ID} values={address.values} errors={address.errors} countries={countries} regions={regions} addressBookOptions={false} autoCompleteSection="billing" />
        </fieldset>
        <div className="button-row">
          <SubmitButton busy={submitting}>{m.saveCard}</SubmitButton>
          <Link to={cancelPath} className="button button--secondary">
            {m.cancelAdd}
          </Link>
        </div>
      </Form>
      {unsaved.dialog}
    </section>
  );
}

export default AccountBillingForm;
