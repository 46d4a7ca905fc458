import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as m from "~/lib/finance-statements/messages";
import { MIN_STATEMENT_DATE } from "~/lib/finance-statements/paths";

type FieldName = "unit" | "period" | "month" | "fromDate" | "toDate";
type Option = { value: string; label: string };

/**
 * The statement request form (issue 28, H2): unit, then the period — a month (a select of the last 24 months) or a
 * date range (`<input type="date">`, yyyy-mm-dd, with the bounds the server checks too). A real POST form with CSRF and
 * an Idempotency-Key (`formKey`); one schema for the browser (loaded on first focus) and the action; every value comes
 * back with the errors. Both period inputs are always shown (no script needed): the radio says which one counts.
 */
export function StatementForm({
  lastResult,
  values,
  units,
  months,
  formKey,
  today,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  values: Partial<Record<FieldName, string>>;
  units: readonly Option[];
  months: readonly Option[];
  formKey: string;
  today: string;
}) {
  const form = useSubmissionForm<FieldName>({
    id: "statement-request",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/finance-statements/statement-schema").then((module) => module.StatementRequestSchema)),
  });
  const field = (name: FieldName) => {
    const state = form.field(name);
    return { ...state, value: state.defaultValue ?? values[name] ?? "" };
  };
  const unit = field("unit");
  const period = field("period");
  const month = field("month");
  const from = field("fromDate");
  const to = field("toDate");
  const dateProps = { type: "date", min: MIN_STATEMENT_DATE, max: today, pattern: "\\d{4}-\\d{2}-\\d{2}", placeholder: "yyyy-mm-dd", autoComplete: "off" } as const;
  return (
    <>
      <ErrorSummary errors={form.summaryErrors(["unit", "period", "month", "fromDate", "toDate"])} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack org-form" key={form.resultKey}>
        <CsrfInput />
        <input type="hidden" name="key" value={formKey} />
        <SelectField id={unit.id} name="unit" label={m.unitLabel} options={units} emptyLabel={m.chooseUnit} errors={unit.errors} defaultValue={unit.value} />
        <RadiosField
          id={period.id}
          name="period"
          legend={m.periodLegend}
          options={[
            { value: "month", label: m.periodMonth, id: period.id },
            { value: "range", label: m.periodRange },
          ]}
          defaultValue={period.value}
          errors={period.errors}
          className="radios--inline"
        />
        <div className="statement-form__period">
          <SelectField id={month.id} name="month" label={m.monthLabel} options={months} emptyLabel={m.chooseMonth} errors={month.errors} defaultValue={month.value} />
          <Field label={m.fromLabel} hint={m.dateHint} errors={from.errors} inputProps={{ id: from.id, name: "fromDate", defaultValue: from.value, ...dateProps }} />
          <Field label={m.toLabel} hint={m.dateHint} errors={to.errors} inputProps={{ id: to.id, name: "toDate", defaultValue: to.value, ...dateProps }} />
        </div>
        <div className="button-row">
          <SubmitButton>{m.submit}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
