import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/org-budgets/messages";
import { MAX_DATE, MIN_DATE } from "~/lib/org-budgets/paths";

type FieldName = "code" | "name" | "budget" | "currency" | "startDate" | "endDate" | "orgUnit";
type Option = { value: string; label: string };

/**
 * The create and edit form of a budget (issue 27): code (create only: it cannot change), name, amount, currency,
 * start and end date (`<input type="date">` with the min and max the server checks too) and unit ('store' on the
 * wholesale site). One schema for the browser (lazily loaded on first focus) and the action; every typed value comes
 * back with the errors. `formKey` is the create's Idempotency-Key.
 */
export function BudgetForm({
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
    id: `budget-${mode}`,
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/org-budgets/budget-schema").then((module) => (mode === "create" ? module.CreateBudgetSchema : module.EditBudgetSchema))),
  });
  const order: FieldName[] = mode === "create" ? ["code", "name", "budget", "currency", "startDate", "endDate", "orgUnit"] : ["name", "budget", "currency", "startDate", "endDate", "orgUnit"];
  const field = (name: FieldName) => {
    const state = form.field(name);
    return { ...state, value: state.defaultValue ?? values[name] ?? "" };
  };
  const code = field("code");
  const name = field("name");
  const amount = field("budget");
  const currency = field("currency");
  const start = field("startDate");
  const end = field("endDate");
  const unit = field("orgUnit");
  const dateProps = { type: "date", min: MIN_DATE, max: MAX_DATE, required: true, pattern: "\\d{4}-\\d{2}-\\d{2}", placeholder: "yyyy-mm-dd" } as const;
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(order)} focusKey={form.summaryKey} />
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
        <Field
          label={m.amountLabel}
          hint={m.amountHint}
          errors={amount.errors}
          inputProps={{ id: amount.id, name: "budget", defaultValue: amount.value, inputMode: "decimal", autoComplete: "off", maxLength: 20, required: true }}
        />
        <SelectField id={currency.id} name="currency" label={m.currencyLabel} options={currencies} emptyLabel={m.chooseCurrency} errors={currency.errors} defaultValue={currency.value} />
        <Field label={m.startLabel} hint={m.dateHint} errors={start.errors} inputProps={{ id: start.id, name: "startDate", defaultValue: start.value, ...dateProps }} />
        <Field label={m.endLabel} hint={m.dateHint} errors={end.errors} inputProps={{ id: end.id, name: "endDate", defaultValue: end.value, ...dateProps }} />
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
