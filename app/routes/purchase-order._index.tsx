import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { PurchaseOrderFilters } from "~/components/purchase-orders/purchase-order-filters";
import { PurchaseOrderTable } from "~/components/purchase-orders/purchase-order-table";
import { pageTitle } from "~/lib/page-title";
import { listHref } from "~/lib/purchase-orders/list-href";
import { loadPurchaseOrderList } from "~/lib/purchase-orders/purchase-order-list.server";
import * as poMessages from "~/lib/purchase-orders/messages";

/**
 * /purchase-order (issue 6): buyers' and admins' purchase orders with the GET filter form (status, business unit,
 * created from/to, sort), 10 a page, each number linking to the detail. The success toast after creation or
 * deletion comes from the root's flash message.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const hasErrors = Object.keys(data?.errors ?? {}).length > 0;
  return [{ title: pageTitle(hasErrors ? `Error: ${poMessages.listTitle}` : poMessages.listTitle, matches) }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPurchaseOrderList(request, context);
}

export default function PurchaseOrderListRoute() {
  const data = useLoaderData<typeof loader>();
  const { range, pagination } = data;
  return (
    <div className="po-list">
      <div className="po-list__header">
        <h1>{poMessages.listTitle}</h1>
        <Link to="/purchase-order/new" className="button button--primary">
          {poMessages.addButton}
        </Link>
      </div>
      <PurchaseOrderFilters
        siteType={data.siteType}
        values={data.values}
        errors={data.errors}
        statuses={data.statuses}
        businessUnits={data.businessUnits}
        sorts={data.sorts}
        selectedSort={data.selectedSort}
      />
      <section className="po-list__results" aria-labelledby="po-results-count">
        <p id="po-results-count" className="po-list__count" role="status">
          {range.total > 0 ? poMessages.showingCount(range.from, range.to, range.total) : data.filtered ? poMessages.noPurchaseOrders : poMessages.noPurchaseOrdersYet}
        </p>
        {data.purchaseOrders.length > 0 ? <PurchaseOrderTable rows={data.purchaseOrders} siteType={data.siteType} /> : null}
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          label={poMessages.paginationLabel}
          hrefFor={(page) => listHref(data.values, page + 1)}
        />
      </section>
    </div>
  );
}
