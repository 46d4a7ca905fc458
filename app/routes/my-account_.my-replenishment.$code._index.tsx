import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { PlacedOrdersTable, ReplenishmentEntries, ReplenishmentSummary } from "~/components/replenishments/replenishment-detail";
import { pageTitle } from "~/lib/page-title";
import * as messages from "~/lib/replenishments/messages";
import { cancelPath, detailPath, listPath, orderPath } from "~/lib/replenishments/paths";
import { loadReplenishmentDetail } from "~/lib/replenishments/replenishments.server";

/**
 * /my-account/my-replenishment/{code} (issue 23): one schedule — next date, frequency, items, cost centre, PO number,
 * payment type — the orders it placed (`?page=`, each linking to /my-account/order/{code}) and "Cancel schedule".
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => [
  { title: pageTitle(messages.detailTitle(data?.replenishment.code ?? params.code ?? ""), matches) },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReplenishmentDetail(request, context, params.code ?? "");
}

export default function ReplenishmentDetailRoute() {
  const { replenishment, orders, ordersPage, ordersPages, ordersTotal } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <p>
        <Link to={listPath}>{messages.backToList}</Link>
      </p>
      <h1>{messages.detailTitle(replenishment.code)}</h1>
      <ReplenishmentSummary replenishment={replenishment} />
      {replenishment.active ? (
        <p>
          <Link to={cancelPath(replenishment.code)} className="button button--secondary">
            {messages.cancelLink}
          </Link>
        </p>
      ) : (
        <p>{messages.alreadyCancelled}</p>
      )}
      <ReplenishmentEntries entries={replenishment.entries} />
      <section aria-labelledby="replenishment-orders">
        <h2 id="replenishment-orders">{messages.ordersTitle}</h2>
        {orders.length === 0 ? (
          <p>{messages.ordersEmpty}</p>
        ) : (
          <>
            <PlacedOrdersTable orders={orders} total={ordersTotal} orderHref={orderPath} />
            <Pagination
              currentPage={ordersPage}
              totalPages={ordersPages}
              label={messages.ordersPagesLabel}
              hrefFor={(page) => `${detailPath(replenishment.code)}?page=${page + 1}`}
            />
          </>
        )}
      </section>
    </div>
  );
}
