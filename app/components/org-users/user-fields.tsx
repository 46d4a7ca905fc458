import { SelectField } from "~/components/form/choice-fields";
import { Field } from "~/components/form/field";
import * as m from "~/lib/org-users/messages";
import { TITLE_OPTIONS } from "~/lib/registration/titles";
import { type SiteType } from "~/lib/organisation/messages";

/**
 * The user forms' fields (issue 26, H2), shared by the create form and the three edit forms: each takes the form id
 * (field ids are `{formId}-{name}`, the error summary links to them), the value to show and the field's errors.
 */
type FieldState = { value: string | undefined; errors: readonly string[] | undefined };
type Fields = Record<string, FieldState>;
const idOf = (formId: string, name: string) => `${formId}-${name}`;

export function PersonalFields({ formId, fields }: { formId: string; fields: Fields }) {
  return (
    <>
      <SelectField
        id={idOf(formId, "titleCode")}
        name="titleCode"
        label={m.titleLabel}
        emptyLabel={m.noTitle}
        options={TITLE_OPTIONS}
        defaultValue={fields.titleCode?.value}
        errors={fields.titleCode?.errors}
      />
      <Field
        label={m.firstNameLabel}
        errors={fields.firstName?.errors}
        inputProps={{ id: idOf(formId, "firstName"), name: "firstName", autoComplete: "off", defaultValue: fields.firstName?.value, maxLength: 100 }}
      />
      <Field
        label={m.lastNameLabel}
        errors={fields.lastName?.errors}
        inputProps={{ id: idOf(formId, "lastName"), name: "lastName", autoComplete: "off", defaultValue: fields.lastName?.value, maxLength: 100 }}
      />
    </>
  );
}

export function ContactFields({ formId, fields }: { formId: string; fields: Fields }) {
  return (
    <>
      <Field
        label={m.emailLabel}
        errors={fields.email?.errors}
        inputProps={{ id: idOf(formId, "email"), name: "email", type: "email", autoComplete: "off", spellCheck: false, defaultValue: fields.email?.value, maxLength: 254 }}
      />
      <Field
        label={m.mobileLabel}
        hint={m.mobileHint}
        errors={fields.mobile?.errors}
        inputProps={{ id: idOf(formId, "mobile"), name: "mobile", type: "tel", autoComplete: "off", defaultValue: fields.mobile?.value, maxLength: 40 }}
      />
    </>
  );
}

export function UnitField({
  formId,
  siteType,
  units,
  field,
}: {
  formId: string;
  siteType: SiteType;
  units: readonly { uid: string; name: string }[];
  field: FieldState | undefined;
}) {
  return (
    <SelectField
      id={idOf(formId, "unitId")}
      name="unitId"
      label={m.unitLabel(siteType)}
      emptyLabel={m.chooseUnit(siteType)}
      options={units.map((unit) => ({ value: unit.uid, label: `${unit.name} (${unit.uid})` }))}
      defaultValue={field?.value}
      errors={field?.errors}
    />
  );
}
