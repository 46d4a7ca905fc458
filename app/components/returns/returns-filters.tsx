import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FilterDate, filterErrorSummary, type FilterOption, FilterSelect } from "~/components/form/filter-fields";
import * as m from "~/lib/returns/messages";
import { RETURNS_PATH, type ReturnsField, type ReturnsValues } from "~/lib/returns/paths";

interface ReturnsFiltersProps {
  values: ReturnsValues;
  errors: Partial<Record<ReturnsField, string>>;
  options: { statuses: readonly FilterOption[]; sorts: readonly FilterOption[] };
  selectedSort: string;
  dateRange: { min: string; max: string };
}

const fieldId = (field: ReturnsField) => `return-filter-${field}`;
const returnsField = (field: ReturnsField) => ({ id: fieldId(field), name: field, className: "order-filters__field" });

/**
 * The returns' filters as a GET form (works without JS; applying starts again at page 1): status, requested from/to
 * (type=date with min and max), sort. A value the server rejected stays in its field with its message above it and in
 * the error summary, which links to it (the order history's pattern and styles).
 */
export function ReturnsFilters({ values, errors, options, selectedSort, dateRange }: ReturnsFiltersProps) {
  const summary = filterErrorSummary(errors, fieldId);
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="get" action={RETURNS_PATH} className="order-filters" aria-labelledby="return-filters-title">
        <h2 id="return-filters-title" className="order-filters__title">
          {m.filtersHeading}
        </h2>
        <div className="order-filters__fields">
          <FilterSelect {...returnsField("status")} label={m.statusLabel} emptyLabel={m.allStatuses} options={options.statuses} value={values.status} error={errors.status} />
          <FilterDate {...returnsField("from")} label={m.fromLabel} hint={m.dateHint} value={values.from} error={errors.from} {...dateRange} />
          <FilterDate {...returnsField("to")} label={m.toLabel} hint={m.dateHint} value={values.to} error={errors.to} {...dateRange} />
          <FilterSelect {...returnsField("sort")} label={m.sortLabel} options={options.sorts} value={errors.sort ? values.sort : selectedSort} error={errors.sort} />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {m.applyFilters}
          </button>
          <Link to={RETURNS_PATH} className="button button--secondary">
            {m.clearFilters}
          </Link>
        </div>
      </Form>
    </>
  );
}
