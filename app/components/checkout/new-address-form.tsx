import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { AddressFields, type AddressCountryOption, type AddressRegionOption, addressFieldState } from "~/components/checkout/address-fields";
import { useUnsavedChanges } from "~/components/checkout/unsaved-changes";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { lazyValidator } from "~/components/form/lazy-validator";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import { ADDRESS_FIELDS, type AddressFieldName } from "~/lib/checkout/address-fields";

export interface NewAddressFormProps {
  lastResult: SubmissionResult<string[]> | undefined;
  countries: readonly AddressCountryOption[];
  regions: Readonly<Record<string, readonly AddressRegionOption[]>>;
  defaultCountry: string;
  /** Offer 'Save in my address book' and 'Make this my default address' (not for guests). */
  addressBookOptions: boolean;
  /** Link back to the address book (when it has addresses). */
  bookLink: boolean;
}

/**
 * The delivery-address step's "Enter a new address" form (`intent=new`). A module of its own, loaded with
 * React.lazy by the step route only when the form shows (`?new=1`, or after a failed new address): the default
 * view (the address book) does not pay for the address fields in first-load JavaScript (decision 004). The
 * server renders it in full, so it works without JS.
 */
export default function NewAddressForm({ lastResult, countries, regions, defaultCountry, addressBookOptions, bookLink }: NewAddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const form = useSubmissionForm<AddressFieldName>({
    id: "new-address",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/checkout/address-schema").then((m) => m.AddressSchema)),
  });
  const shown = addressBookOptions ? ADDRESS_FIELDS : ADDRESS_FIELDS.filter((name) => name !== "defaultAddress" && name !== "saveInAddressBook");
  const { values, errors } = addressFieldState(form.field, shown, { country: defaultCountry });

  return (
    <>
      <ErrorSummary errors={form.summaryErrors(shown)} focusKey={form.summaryKey} />
      <Form method="post" action="?new=1" ref={formRef} {...form.formProps} className="stack checkout-step__form">
        <CsrfInput />
        <input type="hidden" name="intent" value="new" />
        <fieldset className="fieldset">
          <legend className="fieldset__legend">Enter a new address</legend>
          <AddressFields
            formId="new-address"
            values={values}
            errors={errors}
            countries={countries}
            regions={regions}
            addressBookOptions={addressBookOptions}
          />
        </fieldset>
        <div className="button-row">
          <SubmitButton>Use this address</SubmitButton>
          {bookLink ? (
            <Link to="." className="button button--secondary">
              Choose from your address book
            </Link>
          ) : null}
        </div>
      </Form>
      {unsaved.dialog}
    </>
  );
}
