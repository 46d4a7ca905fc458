import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { formatPriceText } from "~/lib/cart/totals-display";
import { getOrderHistory, type OrderHistory } from "~/lib/occ/orders.server";
import { readPageParam } from "~/lib/pagination";
import { type RequestContext } from "~/lib/request-context.server";
import { formatOrderDate } from "./confirmation.server";
import { orderStatusLabels } from "./messages";

/**
 * /my-account/orders (issue 22, minimal; issue 23 builds the full page): the signed-in user's orders, newest first, 10
 * a page, through SAP's stock `GET users/current/orders` (app/lib/occ/orders.server.ts `getOrderHistory`). `?page=`
 * is 1-based; anything else is page 1. The same server render with and without JavaScript.
 */
export const ORDER_HISTORY_PAGE_SIZE = 10;

export interface OrderHistoryRow {
  code: string;
  placedOn: string | null;
  status: string;
  total: string;
}

export function orderHistoryRow(order: OrderHistory): OrderHistoryRow {
  const key = order.statusDisplay ?? order.status?.toLowerCase() ?? "";
  return {
    code: order.code,
    placedOn: formatOrderDate(order.placed),
    status: orderStatusLabels[key] ?? order.status ?? "",
    total: order.total ? formatPriceText(order.total) : "",
  };
}


export async function loadOrderHistory(request: Request, context: RequestContext) {
  await requireUser(request, context);
  const currentPage = readPageParam(new URL(request.url).searchParams.get("page"));
  const history = await getOrderHistory(
    { occ: await getOcc(request, context), userPath: "users/current" },
    { currentPage, pageSize: ORDER_HISTORY_PAGE_SIZE },
  ).catch(throwBackendError);
  return {
    orders: history.orders.map(orderHistoryRow),
    currentPage: history.pagination.currentPage,
    totalPages: history.pagination.totalPages,
    totalResults: history.pagination.totalResults,
  };
}
