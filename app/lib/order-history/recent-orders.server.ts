import { getOrderHistory } from "~/lib/occ/orders.server";
import { type OccClient } from "~/lib/occ/client.server";
import { orderHistoryRow, type OrderHistoryRow } from "./order-history.server";

/** Spec part 2 §9: the home page shows the 3 most recent orders. */
export const RECENT_ORDERS_PAGE_SIZE = 3;

/**
 * The home page's recent orders (issue 23): the spec's `GET users/{userId}/orders?currentPage=0&fields=DEFAULT&pageSize=3`
 * for the signed-in user (`users/current`: the backend resolves it to the session's user, the wearer's own id for a
 * wearer — spec part 2 §3 "recent orders use wearerId"). A failure hides the block (null) rather than the home page.
 */
export async function loadRecentOrders(occ: OccClient): Promise<OrderHistoryRow[] | null> {
  try {
    const history = await getOrderHistory({ occ, userPath: "users/current" }, { currentPage: 0, pageSize: RECENT_ORDERS_PAGE_SIZE });
    return history.orders.slice(0, RECENT_ORDERS_PAGE_SIZE).map(orderHistoryRow);
  } catch (error) {
    console.warn("recent orders could not be loaded", error);
    return null;
  }
}
