import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { FieldError } from "~/components/form/field-error";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-purchase-limits/form-messages";

type FieldName = "code" | "type" | "threshold" | "currency" | "period" | "orgUnit";
type Option = { value: string; label: string };

/** Which fields a type uses (the others are ignored by the server; with JavaScript they are hidden). */
const USES: Record<string, ReadonlySet<FieldName>> = {
  ORDER: new Set(["threshold", "currency"]),
  PERIOD: new Set(["threshold", "currency", "period"]),
  BUDGET_EXCEEDED: new Set(),
};

/** True once the page has hydrated (the server render and the first client render: false). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A select with a hint (GOV.UK order: label, hint, error, control). */
function HintedSelect({ id, name, label, hint, options, emptyLabel, errors, defaultValue }: { id: string; name: string; label: string; hint: string; options: readonly Option[]; emptyLabel: string; errors?: readonly string[] | undefined; defaultValue: string }) {
  const hintId = `${id}-hint`;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={clsx("field", errorId && "field--error")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <FieldError id={errorId} errors={errors} />
      <select id={id} name={name} className="field__input field__select" defaultValue={defaultValue} aria-invalid={errorId ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The create and edit form of a purchase limit (issue 27, B): code (create only), type (per order, per period, budget
 * exceeded: radios with what each does), threshold, currency and period, and unit ('store' on the wholesale site).
 * Without JavaScript every field is shown with a hint saying which types use it, and the server validates per type;
 * with JavaScript the fields the chosen type does not use are hidden. One schema for the browser (lazily loaded on
 * first focus) and the action; every typed value comes back with the errors. `formKey` is the create's Idempotency-Key.
 */
export function PurchaseLimitForm({
  mode,
  lastResult,
  values,
  types,
  periods,
  currencies,
  units,
  unitLabel,
  unitLower,
  formKey,
  cancelHref,
}: {
  mode: "create" | "edit";
  lastResult: SubmissionResult<string[]> | undefined;
  values: Partial<Record<FieldName, string>>;
  types: readonly Option[];
  periods: readonly Option[];
  currencies: readonly Option[];
  units: readonly Option[];
  unitLabel: string;
  unitLower: string;
  formKey?: string;
  cancelHref: string;
}) {
  const form = useSubmissionForm<FieldName>({
    id: `purchase-limit-${mode}`,
    lastResult,
    loadValidator: lazyValidator(() =>
      import("~/lib/org-purchase-limits/purchase-limit-schema").then((module) => (mode === "create" ? module.CreatePurchaseLimitSchema : module.EditPurchaseLimitSchema)),
    ),
  });
  const fields: FieldName[] = mode === "create" ? ["code", "type", "threshold", "currency", "period", "orgUnit"] : ["type", "threshold", "currency", "period", "orgUnit"];
  const field = (name: FieldName) => {
    const state = form.field(name);
    return { ...state, value: state.defaultValue ?? values[name] ?? "" };
  };
  const code = field("code");
  const type = field("type");
  const threshold = field("threshold");
  const currency = field("currency");
  const period = field("period");
  const unit = field("orgUnit");
  const hydrated = useHydrated();
  const [kind, setKind] = useState(type.value);
  const shown = (name: FieldName) => !hydrated || !kind || (USES[kind]?.has(name) ?? true);
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
        <RadiosField
          id={type.id}
          name="type"
          legend={m.typeLabel}
          options={types.map((option, index) => ({ value: option.value, id: index === 0 ? type.id : `${type.id}-${index}`, label: option.label, hint: m.typeHints[option.value] }))}
          defaultValue={type.value}
          onChange={(event) => setKind(event.target.value)}
          errors={type.errors}
        />
        <div hidden={!shown("threshold")}>
          <Field
            label={m.thresholdLabel}
            hint={m.thresholdHint}
            errors={threshold.errors}
            inputProps={{ id: threshold.id, name: "threshold", defaultValue: threshold.value, autoComplete: "off", inputMode: "decimal", maxLength: 30 }}
          />
        </div>
        <div hidden={!shown("currency")}>
          <HintedSelect id={currency.id} name="currency" label={m.currencyLabel} hint={m.currencyHint} options={currencies} emptyLabel={m.chooseCurrency} errors={currency.errors} defaultValue={currency.value} />
        </div>
        <div hidden={!shown("period")}>
          <HintedSelect id={period.id} name="period" label={m.periodLabel} hint={m.periodHint} options={periods} emptyLabel={m.choosePeriod} errors={period.errors} defaultValue={period.value} />
        </div>
        <SelectField id={unit.id} name="orgUnit" label={unitLabel} options={units} emptyLabel={m.chooseUnit(unitLower)} errors={unit.errors} defaultValue={unit.value} />
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
