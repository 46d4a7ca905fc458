import { Form, Link } from "@remix-run/react";
import { FilterDate, FilterSelect } from "~/components/form/filter-fields";
import { type ListFilterField, type ListFilterValues } from "~/lib/purchase-orders/list-href";
import * as poMessages from "~/lib/purchase-orders/messages";

interface PurchaseOrderFiltersProps {
  siteType: poMessages.SiteType;
  values: ListFilterValues;
  errors: Partial<Record<ListFilterField, string>>;
  statuses: readonly { code: string; name: string }[];
  businessUnits: readonly { uid: string; name: string }[];
  sorts: readonly { code: string; name: string }[];
  selectedSort: string;
}

const poField = (field: ListFilterField) => ({ id: `po-filter-${field}`, name: field, className: "po-filters__field" });

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
          {...poField("status")}
          label={poMessages.statusLabel}
          emptyLabel={poMessages.allStatuses}
          options={statuses.map((s) => ({ value: s.code, label: s.name }))}
          value={values.status}
          error={errors.status}
        />
        <FilterSelect
          {...poField("businessUnit")}
          label={words.filterLabel}
          emptyLabel={words.allUnits}
          options={businessUnits.map((u) => ({ value: u.uid, label: u.name }))}
          value={values.businessUnit}
          error={errors.businessUnit}
        />
        <FilterDate {...poField("createdFrom")} hint={poMessages.dateHint} label={poMessages.createdFromLabel} value={values.createdFrom} error={errors.createdFrom} />
        <FilterDate {...poField("createdTo")} hint={poMessages.dateHint} label={poMessages.createdToLabel} value={values.createdTo} error={errors.createdTo} />
        <FilterSelect
          {...poField("sort")}
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
