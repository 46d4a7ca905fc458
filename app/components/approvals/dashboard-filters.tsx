import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { type ReactNode } from "react";
import { ErrorSummary } from "~/components/error-summary";
import { FieldError } from "~/components/field-error";
import * as approvalMessages from "~/lib/approvals/approval-messages";
import {
  DASHBOARD_FILTER_FIELDS,
  dashboardTabPath,
  type DashboardFilterField,
  type DashboardFilterValues,
  type DashboardTab,
} from "~/lib/approvals/dashboard-href";

export interface FilterOption {
  value: string;
  label: string;
}

export interface DashboardFilterOptions {
  units: readonly FilterOption[];
  wearers: readonly FilterOption[];
  statuses: readonly FilterOption[];
  sorts: readonly FilterOption[];
}

interface DashboardFiltersProps {
  tab: DashboardTab;
  values: DashboardFilterValues;
  errors: Partial<Record<DashboardFilterField, string>>;
  options: DashboardFilterOptions;
  selectedSort: string;
  /** yyyy-mm-dd bounds of the listed orders, for the date inputs' min and max. */
  dateRange: { min: string; max: string } | null;
}

const fieldId = (field: DashboardFilterField) => `approval-filter-${field}`;

/**
 * The tab's filters as a GET form (works without JS; applying starts again at page 1): placed from/to (type=date,
 * yyyy-mm-dd, min/max from the backend's date range), business unit, wearer, status (actioned tab), sort. A value
 * the server rejected stays in its field with the message above it, and the error summary links to it.
 */
export function DashboardFilters({ tab, values, errors, options, selectedSort, dateRange }: DashboardFiltersProps) {
  const summary = DASHBOARD_FILTER_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const headingId = `approval-filters-title-${tab}`;
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="get" action={dashboardTabPath(tab)} className="approval-filters" aria-labelledby={headingId}>
        <h2 id={headingId} className="approval-filters__title">
          {approvalMessages.filtersHeading}
        </h2>
        <div className="approval-filters__fields">
          <DateField field="fromDate" label={approvalMessages.fromDateLabel} value={values.fromDate} error={errors.fromDate} range={dateRange} />
          <DateField field="toDate" label={approvalMessages.toDateLabel} value={values.toDate} error={errors.toDate} range={dateRange} />
          <FilterSelect
            field="unit"
            label={approvalMessages.unitLabel}
            emptyLabel={approvalMessages.allUnits}
            options={options.units}
            value={values.unit}
            error={errors.unit}
          />
          <FilterSelect
            field="wearer"
            label={approvalMessages.wearerLabel}
            emptyLabel={approvalMessages.allWearers}
            options={options.wearers}
            value={values.wearer}
            error={errors.wearer}
          />
          {tab === "actioned" ? (
            <FilterSelect
              field="status"
              label={approvalMessages.statusLabel}
              emptyLabel={approvalMessages.allStatuses}
              options={options.statuses}
              value={values.status}
              error={errors.status}
            />
          ) : null}
          <FilterSelect
            field="sort"
            label={approvalMessages.sortLabel}
            options={options.sorts}
            value={errors.sort ? values.sort : selectedSort}
            error={errors.sort}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {approvalMessages.applyFilters}
          </button>
          <Link to={dashboardTabPath(tab)} className="button button--secondary">
            {approvalMessages.clearFilters}
          </Link>
        </div>
      </Form>
    </>
  );
}

function FieldShell({
  field,
  label,
  hint,
  error,
  children,
}: {
  field: DashboardFilterField;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("field", "approval-filters__field", error && "field--error")}>
      <label className="field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${fieldId(field)}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={error ? `${fieldId(field)}-error` : undefined} errors={error ? [error] : undefined} />
      {children}
    </div>
  );
}

function describedBy(field: DashboardFilterField, hint: boolean, error: string | undefined) {
  return [hint ? `${fieldId(field)}-hint` : null, error ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ") || undefined;
}

function FilterSelect({
  field,
  label,
  emptyLabel,
  options,
  value,
  error,
}: {
  field: DashboardFilterField;
  label: string;
  emptyLabel?: string;
  options: readonly FilterOption[];
  value: string;
  error?: string;
}) {
  // A rejected value (e.g. a wearer from an edited URL) is not an option: the select falls back to the empty one.
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <FieldShell field={field} label={label} error={error}>
      <select
        id={fieldId(field)}
        name={field}
        className="field__input field__select"
        defaultValue={known ? value : ""}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, false, error)}
      >
        {emptyLabel !== undefined || !known ? <option value="">{emptyLabel ?? ""}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function DateField({
  field,
  label,
  value,
  error,
  range,
}: {
  field: DashboardFilterField;
  label: string;
  value: string;
  error?: string;
  range: { min: string; max: string } | null;
}) {
  return (
    <FieldShell field={field} label={label} hint={approvalMessages.dateHint} error={error}>
      <input
        id={fieldId(field)}
        name={field}
        type="date"
        className="field__input"
        defaultValue={value}
        key={value}
        min={range?.min}
        max={range?.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, true, error)}
      />
    </FieldShell>
  );
}
