import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { loadOrderHistory } from "~/lib/orders/order-history.server";
import { pageTitle } from "~/lib/page-title";

/**
 * /my-account/orders (issue 22, minimal; issue 23 builds the full order history): a table of the user's orders
 * (order number linking to its confirmation, placed on, status, total), 10 a page with previous/next links. GET only;
 * the account area's guards (punch-out, proxy mode) apply by path.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Order history", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrderHistory(request, context);
}

export default function OrderHistoryRoute() {
  const { orders, currentPage, totalPages, totalResults } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1>Order history</h1>
      {orders.length === 0 ? (
        <p>{currentPage === 0 ? "You have no orders yet." : "There are no orders on this page."}</p>
      ) : (
        <>
          <table className="order-items">
            <caption className="visually-hidden">
              Your orders, newest first ({totalResults} in total){totalPages > 1 ? `, page ${currentPage + 1} of ${totalPages}` : ""}
            </caption>
            <thead>
              <tr>
                <th scope="col">Order number</th>
                <th scope="col">Placed on</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.code}>
                  <th scope="row">
                    <Link to={`/order-confirmation/${encodeURIComponent(order.code)}`}>{order.code}</Link>
                  </th>
                  <td>{order.placedOn ?? ""}</td>
                  <td>{order.status}</td>
                  <td>{order.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination currentPage={currentPage} totalPages={totalPages} label="Order history pages" hrefFor={(page) => `/my-account/orders?page=${page + 1}`} />
        </>
      )}
    </div>
  );
}
