import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { type ReactNode } from "react";
import { FieldError } from "~/components/field-error";
import { type ListFilterField, type ListFilterValues } from "~/lib/purchase-orders/list-href";
import * as poMessages from "~/lib/purchase-orders/purchase-order-messages";

interface Option {
  value: string;
  label: string;
}

interface PurchaseOrderFiltersProps {
  siteType: poMessages.SiteType;
  values: ListFilterValues;
  errors: Partial<Record<ListFilterField, string>>;
  statuses: readonly { code: string; name: string }[];
  businessUnits: readonly { uid: string; name: string }[];
  sorts: readonly { code: string; name: string }[];
  selectedSort: string;
}

/**
 * The list's filters as a GET form (works without JS; a submit starts again at page 1): status, business unit
 * ('store' on wholesale), created from/to (type=date; yyyy-mm-dd), sort. A value the server rejected stays in its
 * field with the message above it.
 */
export function PurchaseOrderFilters({ siteType, values, errors, statuses, businessUnits, sorts, selectedSort }: PurchaseOrderFiltersProps) {
  const words = poMessages.unitWords(siteType);
  return (
    <Form method="get" action="/purchase-order" className="po-filters" aria-labelledby="po-filters-title">
      <h2 id="po-filters-title" className="po-filters__title">
        {poMessages.filtersHeading}
      </h2>
      <div className="po-filters__fields">
        <FilterSelect
          field="status"
          label={poMessages.statusLabel}
          emptyLabel={poMessages.allStatuses}
          options={statuses.map((s) => ({ value: s.code, label: s.name }))}
          value={values.status}
          error={errors.status}
        />
        <FilterSelect
          field="businessUnit"
          label={words.filterLabel}
          emptyLabel={words.allUnits}
          options={businessUnits.map((u) => ({ value: u.uid, label: u.name }))}
          value={values.businessUnit}
          error={errors.businessUnit}
        />
        <DateField field="createdFrom" label={poMessages.createdFromLabel} value={values.createdFrom} error={errors.createdFrom} />
        <DateField field="createdTo" label={poMessages.createdToLabel} value={values.createdTo} error={errors.createdTo} />
        <FilterSelect
          field="sort"
          label={poMessages.sortLabel}
          options={sorts.map((s) => ({ value: s.code, label: s.name }))}
          value={errors.sort ? values.sort : selectedSort}
          error={errors.sort}
        />
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary">
          {poMessages.applyFilters}
        </button>
        <Link to="/purchase-order" className="button button--secondary">
          {poMessages.clearFilters}
        </Link>
      </div>
    </Form>
  );
}

function FieldShell({ field, label, hint, error, children }: { field: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className={clsx("field", "po-filters__field", error && "field--error")}>
      <label className="field__label" htmlFor={`po-filter-${field}`}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`po-filter-${field}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={error ? `po-filter-${field}-error` : undefined} errors={error ? [error] : undefined} />
      {children}
    </div>
  );
}

function describedBy(field: string, hint: boolean, error: string | undefined) {
  return [hint ? `po-filter-${field}-hint` : null, error ? `po-filter-${field}-error` : null].filter(Boolean).join(" ") || undefined;
}

function FilterSelect({
  field,
  label,
  emptyLabel,
  options,
  value,
  error,
}: {
  field: ListFilterField;
  label: string;
  emptyLabel?: string;
  options: readonly Option[];
  value: string;
  error?: string;
}) {
  // A rejected value (e.g. a unit from an edited URL) is not an option: the select falls back to the empty one.
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <FieldShell field={field} label={label} error={error}>
      <select
        id={`po-filter-${field}`}
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

function DateField({ field, label, value, error }: { field: ListFilterField; label: string; value: string; error?: string }) {
  return (
    <FieldShell field={field} label={label} hint={poMessages.dateHint} error={error}>
      <input
        id={`po-filter-${field}`}
        name={field}
        type="date"
        className="field__input"
        defaultValue={value}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, true, error)}
      />
    </FieldShell>
  );
}
