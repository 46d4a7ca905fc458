import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FilterDate, type FilterOption, FilterSelect } from "~/components/form/filter-fields";
import * as approvalMessages from "~/lib/approvals/messages";
import {
  DASHBOARD_FILTER_FIELDS,
  dashboardTabPath,
  type DashboardFilterField,
  type DashboardFilterValues,
  type DashboardTab,
} from "~/lib/approvals/dashboard-href";

export type { FilterOption };

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
  /** The unit filter's label and empty choice ('Store' / 'All stores' on the wholesale site). */
  unitText: { label: string; allUnits: string };
  selectedSort: string;
  /** yyyy-mm-dd bounds of the listed orders, for the date inputs' min and max. */
  dateRange: { min: string; max: string } | null;
}

const fieldId = (field: DashboardFilterField) => `approval-filter-${field}`;
const dashboardField = (field: DashboardFilterField) => ({ id: fieldId(field), name: field, className: "approval-filters__field" });

/**
 * The tab's filters as a GET form (works without JS; applying starts again at page 1): placed from/to (type=date,
 * yyyy-mm-dd, min/max from the backend's date range), business unit, wearer, status (actioned tab), sort. A value
 * the server rejected stays in its field with the message above it, and the error summary links to it.
 */
export function DashboardFilters({ tab, values, errors, options, unitText, selectedSort, dateRange }: DashboardFiltersProps) {
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
          <FilterDate {...dashboardField("fromDate")} hint={approvalMessages.dateHint} label={approvalMessages.fromDateLabel} value={values.fromDate} error={errors.fromDate} min={dateRange?.min} max={dateRange?.max} />
          <FilterDate {...dashboardField("toDate")} hint={approvalMessages.dateHint} label={approvalMessages.toDateLabel} value={values.toDate} error={errors.toDate} min={dateRange?.min} max={dateRange?.max} />
          <FilterSelect
            {...dashboardField("unit")}
            label={unitText.label}
            emptyLabel={unitText.allUnits}
            options={options.units}
            value={values.unit}
            error={errors.unit}
          />
          <FilterSelect
            {...dashboardField("wearer")}
            label={approvalMessages.wearerLabel}
            emptyLabel={approvalMessages.allWearers}
            options={options.wearers}
            value={values.wearer}
            error={errors.wearer}
          />
          {tab === "actioned" ? (
            <FilterSelect
              {...dashboardField("status")}
              label={approvalMessages.statusLabel}
              emptyLabel={approvalMessages.allStatuses}
              options={options.statuses}
              value={values.status}
              error={errors.status}
            />
          ) : null}
          <FilterSelect
            {...dashboardField("sort")}
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
