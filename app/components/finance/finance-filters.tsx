import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldError } from "~/components/form/field-error";
import {
  FilterDate,
  filterErrorSummary,
  type FilterOption,
  FilterSelect,
} from "~/components/form/filter-fields";
import * as m from "~/lib/finance/messages";

type Field =
  | "unit"
  | "costCentre"
  | "from"
  | "to"
  | "overdue"
  | "open"
  | "sort";

interface FinanceFiltersProps {
  /** The list's address (the form's action; "Clear filters" goes here). */
  path: string;
  kind: "outstanding" | "paid" | "credits";
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, string>>;
  units: readonly FilterOption[];
  costCentres: readonly FilterOption[];
  sorts: readonly FilterOption[];
  selectedSort: string;
  dateRange: { min: string; max: string };
}

const fieldId = (field: Field) => `finance-filter-${field}`;
const financeField = (field: Field) => ({
  id: fieldId(field),
  name: field,
  className: "order-filters__field",
});

/**
 * The finance lists' filters as one GET form (works without JS; applying starts again at page 1): unit, cost centre
 * (invoices), date range yyyy-mm-dd (type=date, min and max), overdue only (outstanding) or with a remaining balance
 * only (credits), and the sort. A value the server rejected stays in its field with its message and in the summary.
 */
export function FinanceFilters({
  path,
  kind,
  values,
  errors,
  units,
  costCentres,
  sorts,
  selectedSort,
  dateRange,
}: FinanceFiltersProps) {
  const summary = filterErrorSummary(errors, fieldId);
  const flag =
    kind === "outstanding"
      ? ("overdue" as const)
      : kind === "credits"
      ? ("open" as const)
      : null;
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form
        method="get"
        action={path}
        className="order-filters"
        aria-labelledby="finance-filters-title"
      >
        <h2 id="finance-filters-title" className="order-filters__title">
          {m.filtersHeading}
        </h2>
        <div className="order-filters__fields">
          <FilterSelect
            {...financeField("unit")}
            label={m.unitLabel}
            emptyLabel={m.allUnits}
            options={units}
            value={values.unit ?? ""}
            error={errors.unit}
          />
          {kind === "credits" ? null : (
            <FilterSelect
              {...financeField("costCentre")}
              label={m.costCentreLabel}
              emptyLabel={m.allCostCentres}
              options={costCentres}
              value={values.costCentre ?? ""}
              error={errors.costCentre}
            />
          )}
          <FilterDate
            {...financeField("from")}
            label={kind === "credits" ? m.creditFromLabel : m.fromLabel}
            hint={m.dateHint}
            value={values.from ?? ""}
            error={errors.from}
            {...dateRange}
          />
          <FilterDate
            {...financeField("to")}
            label={kind === "credits" ? m.creditToLabel : m.toLabel}
            hint={m.dateHint}
            value={values.to ?? ""}
            error={errors.to}
            {...dateRange}
          />
          <FilterSelect
            {...financeField("sort")}
            label={m.sortLabel}
            options={sorts}
            value={errors.sort ? values.sort ?? "" : selectedSort}
            error={errors.sort}
          />
          {flag ? (
            <div className="field order-filters__field finance-filters__flag">
              <FieldError
                id={errors[flag] ? `${fieldId(flag)}-error` : undefined}
                errors={errors[flag] ? [errors[flag]] : undefined}
              />
              <input
                type="checkbox"
                id={fieldId(flag)}
                name={flag}
                value="true"
                defaultChecked={values[flag] === "true"}
                key={values[flag]}
                aria-describedby={
                  errors[flag] ? `${fieldId(flag)}-error` : undefined
                }
              />{" "}
              <label htmlFor={fieldId(flag)}>
                {flag === "overdue" ? m.overdueOnly : m.openOnly}
              </label>
            </div>
          ) : null}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {m.applyFilters}
          </button>
          <Link to={path} className="button button--secondary">
            {m.clearFilters}
          </Link>
        </div>
      </Form>
    </>
  );
}
