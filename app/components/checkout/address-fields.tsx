import { useEffect, useRef, useState } from "react";
import { CheckboxField, SelectField } from "~/components/form/choice-fields";
import { Field } from "~/components/form/field";
import { FieldError } from "~/components/form/field-error";
import { type AddressFieldName, TITLE_OPTIONS } from "~/lib/checkout/address-fields";

export interface AddressCountryOption {
  isocode: string;
  name: string;
}
export interface AddressRegionOption {
  isocode: string;
  name: string;
}

export type AddressValues = Partial<Record<AddressFieldName, string | undefined>>;
export type AddressErrors = Partial<Record<AddressFieldName, readonly string[] | undefined>>;

interface AddressFieldsProps {
  /** The form's id: inputs get `{formId}-{name}` (as useSubmissionForm's `field()`, so the error summary links work). */
  formId: string;
  /** Kept values (strings as posted; checkboxes "on"). */
  values: AddressValues;
  errors: AddressErrors;
  /** GET countries?type=SHIPPING */
  countries: readonly AddressCountryOption[];
  /** GET countries/{iso}/regions, by country isocode. */
  regions: Readonly<Record<string, readonly AddressRegionOption[]>>;
  /** Show 'Make this my default address' and 'Save in my address book' (not for guests or billing addresses). */
  addressBookOptions?: boolean;
  /** autocomplete section: "shipping" or "billing". */
  autoCompleteSection?: "shipping" | "billing";
}

const TEXT_FIELDS: ReadonlyArray<{
  name: Exclude<AddressFieldName, "country" | "titleCode" | "region" | "defaultAddress" | "saveInAddressBook">;
  label: string;
  autoComplete: string;
  required: boolean;
  type?: string;
  inputMode?: "numeric" | "tel";
}> = [
  { name: "firstName", label: "First name", autoComplete: "given-name", required: true },
  { name: "lastName", label: "Last name", autoComplete: "family-name", required: true },
  { name: "line1", label: "Address line 1", autoComplete: "address-line1", required: true },
  { name: "line2", label: "Address line 2 (optional)", autoComplete: "address-line2", required: false },
  { name: "town", label: "City or suburb", autoComplete: "address-level2", required: true },
];

/**
 * The address form's fields (spec part 2 §3 "Address": country/region, title, first name, last name, address
 * lines, city, state, postcode, phone and mobile optional, default flag). Names are the issue-5 form contract, so a
 * form holds one address. Without JS the region list shows every country's regions grouped by country (the server
 * checks the pair); with JS it shows only the chosen country's.
 */
export function AddressFields({
  formId,
  values,
  errors,
  countries,
  regions,
  addressBookOptions = true,
  autoCompleteSection = "shipping",
}: AddressFieldsProps) {
  const [country, setCountry] = useState(values.country ?? "");
  // The server's HTML (and so the page without JS, where changing the country re-renders nothing) lists every
  // country's regions; once hydrated, only the chosen country's.
  const [enhanced, setEnhanced] = useState(false);
  // A region chosen before the page hydrated (slow networks) survives the switch to the one-country list.
  const regionRef = useRef<HTMLSelectElement>(null);
  const [regionChoice, setRegionChoice] = useState(values.region ?? "");
  useEffect(() => {
    setRegionChoice(regionRef.current?.value ?? "");
    setEnhanced(true);
  }, []);
  const id = (name: AddressFieldName) => `${formId}-${name}`;
  const auto = (token: string) => `section-${formId} ${autoCompleteSection} ${token}`;
  const regionGroups =
    enhanced && country && regions[country] ? [country] : countries.map((c) => c.isocode).filter((iso) => regions[iso]?.length);
  const countryName = (iso: string) => countries.find((c) => c.isocode === iso)?.name ?? iso;
  const regionErrorId = errors.region?.length ? `${id("region")}-error` : undefined;
  const countryErrorId = errors.country?.length ? `${id("country")}-error` : undefined;

  return (
    <div className="address-fields stack">
      <div className={countryErrorId ? "field field--error" : "field"}>
        <label className="field__label" htmlFor={id("country")}>
          Country
        </label>
        <FieldError id={countryErrorId} errors={errors.country} />
        <select
          id={id("country")}
          name="country"
          className="field__input field__select"
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value)}
          autoComplete={auto("country")}
          required
          aria-invalid={countryErrorId ? true : undefined}
          aria-describedby={countryErrorId}
        >
          <option value="">Select a country</option>
          {countries.map((option) => (
            <option key={option.isocode} value={option.isocode}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        id={id("titleCode")}
        name="titleCode"
        label="Title (optional)"
        emptyLabel="Select a title"
        options={TITLE_OPTIONS}
        errors={errors.titleCode}
        defaultValue={values.titleCode}
      />
      {TEXT_FIELDS.map((spec) => (
        <Field
          key={spec.name}
          label={spec.label}
          errors={errors[spec.name]}
          inputProps={{
            id: id(spec.name),
            name: spec.name,
            defaultValue: values[spec.name],
            type: "text",
            required: spec.required,
            autoComplete: auto(spec.autoComplete),
          }}
        />
      ))}
      <div className={regionErrorId ? "field field--error" : "field"}>
        <label className="field__label" htmlFor={id("region")}>
          State or region (optional)
        </label>
        <FieldError id={regionErrorId} errors={errors.region} />
        <select
          // A new country empties the choice (with JS); without JS the server checks the pair.
          key={enhanced ? country : ""}
          ref={regionRef}
          id={id("region")}
          name="region"
          className="field__input field__select"
          defaultValue={regionChoice && (!enhanced || !country || regionChoice.startsWith(`${country}-`)) ? regionChoice : ""}
          autoComplete={auto("address-level1")}
          aria-invalid={regionErrorId ? true : undefined}
          aria-describedby={regionErrorId}
        >
          <option value="">Select a state or region</option>
          {regionGroups.length === 1
            ? (regions[regionGroups[0] ?? ""] ?? []).map((region) => (
                <option key={region.isocode} value={region.isocode}>
                  {region.name}
                </option>
              ))
            : regionGroups.map((iso) => (
                <optgroup key={iso} label={countryName(iso)}>
                  {(regions[iso] ?? []).map((region) => (
                    <option key={region.isocode} value={region.isocode}>
                      {region.name}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
      </div>
      <Field
        label="Postcode"
        hint="4 digits"
        errors={errors.postalCode}
        className="field--short"
        inputProps={{
          id: id("postalCode"),
          name: "postalCode",
          defaultValue: values.postalCode,
          type: "text",
          inputMode: "numeric",
          required: true,
          autoComplete: auto("postal-code"),
        }}
      />
      <Field
        label="Phone (optional)"
        errors={errors.phone}
        inputProps={{
          id: id("phone"),
          name: "phone",
          defaultValue: values.phone,
          type: "tel",
          autoComplete: auto("tel"),
        }}
      />
      <Field
        label="Mobile (optional)"
        errors={errors.cellphone}
        inputProps={{
          id: id("cellphone"),
          name: "cellphone",
          defaultValue: values.cellphone,
          type: "tel",
          autoComplete: auto("mobile tel"),
        }}
      />
      {addressBookOptions ? (
        <>
          <CheckboxField
            id={id("saveInAddressBook")}
            name="saveInAddressBook"
            label="Save in my address book"
            errors={errors.saveInAddressBook}
            defaultChecked={values.saveInAddressBook === "on"}
          />
          <CheckboxField
            id={id("defaultAddress")}
            name="defaultAddress"
            label="Make this my default address"
            hint="A default address is also saved in your address book."
            errors={errors.defaultAddress}
            defaultChecked={values.defaultAddress === "on"}
          />
        </>
      ) : null}
    </div>
  );
}

/** The values and errors for `AddressFields` from a useSubmissionForm result (`form.field`). */
export function addressFieldState(
  field: (name: AddressFieldName) => { errors?: readonly string[]; defaultValue?: string },
  names: readonly AddressFieldName[],
  fallback: AddressValues = {},
): { values: AddressValues; errors: AddressErrors } {
  const values: AddressValues = {};
  const errors: AddressErrors = {};
  for (const name of names) {
    const state = field(name);
    values[name] = state.defaultValue ?? fallback[name];
    if (state.errors?.length) errors[name] = state.errors;
  }
  return { values, errors };
}
