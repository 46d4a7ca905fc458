import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FilterDate, filterErrorSummary, type FilterOption, FilterSelect, FilterText } from "~/components/form/filter-fields";
import { type HistoryField, historyHref, type HistoryValues, ORDER_HISTORY_PATH } from "~/lib/order-history/history-href";
import * as historyMessages from "~/lib/order-history/messages";

interface OrderHistoryFiltersProps {
  view: "mine" | "units";
  returns: boolean;
  values: HistoryValues;
  errors: Partial<Record<HistoryField, string>>;
  options: { statuses: readonly FilterOption[]; sorts: readonly FilterOption[] };
  selectedSort: string;
  dateRange: { min: string; max: string };
}

const fieldId = (field: HistoryField) => `order-filter-${field}`;
const historyField = (field: HistoryField) => ({ id: fieldId(field), name: field, className: "order-filters__field" });

/**
 * The order history's filters as a GET form (works without JS; applying starts again at page 1). My orders: status,
 * placed from/to (type=date, yyyy-mm-dd with min and max), order or PO number, sort; the returns view keeps
 * `returns=true`. The unit tab: unit, buyer, sort. A value the server rejected stays in its field with its message
 * above it and in the error summary, which links to it.
 */
export function OrderHistoryFilters({ view, returns, values, errors, options, selectedSort, dateRange }: OrderHistoryFiltersProps) {
  const summary = filterErrorSummary(errors, fieldId);
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="get" action={ORDER_HISTORY_PATH} className="order-filters" aria-labelledby="order-filters-title">
        <h2 id="order-filters-title" className="order-filters__title">
          {historyMessages.filtersHeading}
        </h2>
        {view === "units" ? <input type="hidden" name="view" value="units" /> : null}
        {returns ? <input type="hidden" name="returns" value="true" /> : null}
        <div className="order-filters__fields">
          {view === "mine" ? (
            <>
              <FilterSelect
                {...historyField("status")}
                label={historyMessages.statusLabel}
                emptyLabel={historyMessages.allStatuses}
                options={options.statuses}
                value={values.status}
                error={errors.status}
              />
              <FilterDate {...historyField("from")} label={historyMessages.fromLabel} hint={historyMessages.dateHint} value={values.from} error={errors.from} {...dateRange} />
              <FilterDate {...historyField("to")} label={historyMessages.toLabel} hint={historyMessages.dateHint} value={values.to} error={errors.to} {...dateRange} />
              <FilterText {...historyField("q")} label={historyMessages.searchLabel} hint={historyMessages.searchHint} value={values.q} error={errors.q} maxLength={64} />
            </>
          ) : (
            <>
              <FilterText {...historyField("unit")} label={historyMessages.unitLabel} hint={historyMessages.unitHint} value={values.unit} error={errors.unit} maxLength={64} />
              <FilterText {...historyField("buyer")} label={historyMessages.buyerLabel} hint={historyMessages.buyerHint} value={values.buyer} error={errors.buyer} maxLength={64} />
            </>
          )}
          <FilterSelect
            {...historyField("sort")}
            label={historyMessages.sortLabel}
            options={options.sorts}
            value={errors.sort ? values.sort : selectedSort}
            error={errors.sort}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {historyMessages.applyFilters}
          </button>
          <Link to={historyHref(view, {}, 1, returns)} className="button button--secondary">
            {historyMessages.clearFilters}
          </Link>
        </div>
      </Form>
    </>
  );
}
