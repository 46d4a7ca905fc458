import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-cost-centres/form-messages";

type FieldName = "code" | "name" | "currency" | "unit";
type Option = { value: string; label: string };

/**
 * The create and edit form of a cost centre (issue 27, helper A): code (create only: it cannot change), name, currency
 * (the organisation's) and unit ('store' on the wholesale site). One schema for the browser (lazily loaded on first
 * focus) and the action; every typed value comes back with the errors. `formKey` is the create's Idempotency-Key.
 */
export function CostCentreForm({
  mode,
  lastResult,
  values,
  units,
  currencies,
  unitLabel,
  unitLower,
  formKey,
  cancelHref,
}: {
  mode: "create" | "edit";
  lastResult: SubmissionResult<string[]> | undefined;
  values: Partial<Record<FieldName, string>>;
  units: readonly Option[];
  currencies: readonly Option[];
  unitLabel: string;
  unitLower: string;
  formKey?: string;
  cancelHref: string;
}) {
  const form = useSubmissionForm<FieldName>({
    id: `cost-centre-${mode}`,
    lastResult,
    loadValidator: lazyValidator(() =>
      import("~/lib/org-cost-centres/cost-centre-schema").then((module) => (mode === "create" ? module.CreateCostCentreSchema : module.EditCostCentreSchema)),
    ),
  });
  const fields: FieldName[] = mode === "create" ? ["code", "name", "currency", "unit"] : ["name", "currency", "unit"];
  const field = (name: FieldName) => {
    const state = form.field(name);
    return { ...state, value: state.defaultValue ?? values[name] ?? "" };
  };
  const code = field("code");
  const name = field("name");
  const currency = field("currency");
  const unit = field("unit");
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(fields)} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack org-form" key={form.resultKey}>
        <CsrfInput />
        {formKey ? <input type="hidden" name="key" value={formKey} /> : null}
        {mode === "create" ? (
          <Field
            label={m.codeLabel}
            hint={m.codeHint}
            errors={code.errors}
            inputProps={{ id: code.id, name: "code", defaultValue: code.value, autoComplete: "off", spellCheck: false, maxLength: 64, required: true }}
          />
        ) : null}
        <Field label={m.nameLabel} errors={name.errors} inputProps={{ id: name.id, name: "name", defaultValue: name.value, autoComplete: "off", maxLength: 255, required: true }} />
        <SelectField id={currency.id} name="currency" label={m.currencyLabel} options={currencies} emptyLabel={m.chooseCurrency} errors={currency.errors} defaultValue={currency.value} />
        <SelectField id={unit.id} name="unit" label={unitLabel} options={units} emptyLabel={m.chooseUnit(unitLower)} errors={unit.errors} defaultValue={unit.value} />
        <div className="button-row">
          <SubmitButton>{m.save}</SubmitButton>
          <Link to={cancelHref} className="button button--secondary">
            {m.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}
