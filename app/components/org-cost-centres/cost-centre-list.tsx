import { Form, Link } from "@remix-run/react";
import { ErrorSummary } from "~/components/form/error-summary";
import { FilterSelect, type FilterOption, FilterText, filterErrorSummary } from "~/components/form/filter-fields";
import * as m from "~/lib/org-cost-centres/messages";
import { COST_CENTRES_PATH, type CostCentreListValues } from "~/lib/org-cost-centres/paths";

export interface CostCentreRowView {
  code: string;
  name: string;
  currency: string;
  unit: string;
  href: string;
  active: boolean;
  status: string;
}

const fieldId = (name: keyof CostCentreListValues) => `cost-centre-filter-${name}`;

/**
 * The cost-centre list's GET filter form (issue 27, helper A): search (code or name) and unit ('store' on the
 * wholesale site). Works without JS (a plain GET); the values come from the URL.
 */
export function CostCentreFilters({
  values,
  errors,
  units,
  unitLabel,
  unitsLower,
}: {
  values: CostCentreListValues;
  errors: Partial<Record<keyof CostCentreListValues, string>>;
  units: readonly FilterOption[];
  unitLabel: string;
  unitsLower: string;
}) {
  return (
    <>
      <ErrorSummary errors={filterErrorSummary(errors, fieldId)} />
      <Form method="get" action={COST_CENTRES_PATH} className="org-filters" aria-labelledby="cost-centre-filters-title">
        <h2 id="cost-centre-filters-title" className="org-filters__title">
          {m.filtersLegend}
        </h2>
        <div className="org-filters__fields">
          <FilterText id={fieldId("q")} name="q" label={m.searchLabel} hint={m.searchHint} value={values.q} maxLength={100} className="org-filters__field" />
          <FilterSelect
            id={fieldId("unit")}
            name="unit"
            label={unitLabel}
            emptyLabel={m.allUnits(unitsLower)}
            options={units}
            value={values.unit}
            error={errors.unit}
            className="org-filters__field"
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--secondary">
            {m.applyFilters}
          </button>
          <Link to={COST_CENTRES_PATH} className="button button--link">
            {m.clearFilters}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** The cost-centre table: name (link to the detail), code, currency, unit, status; cards below 768 px. */
export function CostCentreTable({ rows, unitLabel }: { rows: readonly CostCentreRowView[]; unitLabel: string }) {
  return (
    <div className="table-scroll">
      <table className="org-table card-table">
        <caption className="visually-hidden">{m.listTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{m.nameLabel}</th>
            <th scope="col">{m.codeLabel}</th>
            <th scope="col">{m.currencyLabel}</th>
            <th scope="col">{unitLabel}</th>
            <th scope="col">{m.statusLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row" data-label={m.nameLabel}>
                <Link to={row.href}>{row.name}</Link>
              </th>
              <td data-label={m.codeLabel}>{row.code}</td>
              <td data-label={m.currencyLabel}>{row.currency}</td>
              <td data-label={unitLabel}>{row.unit}</td>
              <td data-label={m.statusLabel}>
                <span className={row.active ? "org-status" : "org-status org-status--disabled"}>{row.status}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
