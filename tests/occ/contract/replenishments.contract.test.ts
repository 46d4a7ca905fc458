import { describe, expect, it } from "vitest";
import { isOccError } from "~/lib/occ/errors";
import { removeOrderPoNumber, setOrderPoNumber } from "~/lib/occ/order-po.server";
import {
  cancelReplenishmentOrder,
  getReplenishmentDetails,
  getReplenishmentOrderHistory,
  getReplenishmentOrders,
  REPLENISHMENT_DETAIL_FIELDS,
  REPLENISHMENT_LIST_FIELDS,
} from "~/lib/occ/replenishments.server";
import { placedOrder, replenishmentDetail, replenishmentRow } from "~/lib/replenishments/replenishment-view";
import { contract, sapErrors } from "./harness";
import { sapOrder, sapOrderHistoryList, sapReplenishmentOrder } from "./fixtures/orders";

/**
 * Issue 23: the replenishment calls (app/lib/occ/replenishments.server.ts) against SAP Commerce 2211 B2B's
 * ReplenishmentOrderController as Spartacus calls it (`feature-libs/order/occ/config/default-occ-order-config.ts`
 * replenishmentOrderHistory, replenishmentOrderDetails, replenishmentOrderDetailsHistory, cancelReplenishmentOrder;
 * `feature-libs/order/occ/adapters/occ-replenishment-order-history.adapter.ts`), and the PO number extension
 * (app/lib/occ/order-po.server.ts; spec part 2 §7, this customer's: no SAP source, a stock SAP answers 404).
 */

const ORDER_CONFIG = "Spartacus feature-libs/order/occ/config/default-occ-order-config.ts";
const ADAPTER = "feature-libs/order/occ/adapters/occ-replenishment-order-history.adapter.ts";
const sapList = {
  replenishmentOrders: [sapReplenishmentOrder, { ...sapReplenishmentOrder, replenishmentOrderCode: "00001001", active: false, trigger: { displayTimeTable: "Every 1 week on Tuesday at 0:00" } }],
  pagination: { currentPage: 0, pageSize: 10, sort: "byDate", totalPages: 1, totalResults: 2 },
  sorts: [{ code: "byDate", selected: true }, { code: "byReplenishmentNumber", selected: false }, { code: "byNextOrderDate", selected: false }],
};

describe("replenishment order history (GET users/{u}/replenishmentOrders)", () => {
  it("sends Spartacus' fields and the page, and reads SAP's ReplenishmentOrderList into rows", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} replenishmentOrderHistory; ${ADAPTER} loadHistory`,
        request: { method: "GET", path: "users/current/replenishmentOrders", query: { fields: REPLENISHMENT_LIST_FIELDS, currentPage: "1", pageSize: "10" } },
        response: { status: 200, body: sapList },
      },
    ]);
    const list = await run.verify(getReplenishmentOrders({ occ: run.occ }, { currentPage: 1, pageSize: 10 }));
    expect(list.pagination.totalResults).toBe(2);
    expect(list.replenishmentOrders.map(replenishmentRow)).toEqual([
      expect.objectContaining({ code: "00001000", status: "Active", frequency: "Every 1 week on Tuesday at 0:00", nextDate: "1 December 2026", costCentre: "Custom Retail (Custom_Retail)", poNumber: "PO-1234" }),
      expect.objectContaining({ code: "00001001", status: "Cancelled", nextDate: null }),
    ]);
  });
});

describe("replenishment order details, its orders and cancel", () => {
  it("reads SAP's ReplenishmentOrder with its entries (Spartacus' fields)", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} replenishmentOrderDetails; ${ADAPTER} load`,
        request: { method: "GET", path: "users/current/replenishmentOrders/00001000", query: { fields: REPLENISHMENT_DETAIL_FIELDS } },
        response: { status: 200, body: sapReplenishmentOrder },
      },
    ]);
    const view = replenishmentDetail(await run.verify(getReplenishmentDetails({ occ: run.occ }, "00001000")));
    expect(view).toMatchObject({ code: "00001000", active: true, paymentType: "Account", poNumber: "PO-1234" });
    expect(view.entries).toEqual([expect.objectContaining({ code: "3857732", quantity: "1" })]);
  });

  it("reads SAP's 400 UnknownIdentifierError (another user's schedule) as not found", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} replenishmentOrderDetails`,
        request: { method: "GET", path: "users/current/replenishmentOrders/99999999", query: { fields: REPLENISHMENT_DETAIL_FIELDS } },
        response: { status: 400, body: sapErrors.unknownIdentifier("Replenishment order with code 99999999 not found") },
      },
    ]);
    const error = await run.verify(getReplenishmentDetails({ occ: run.occ }, "99999999")).catch((e: unknown) => e);
    expect(isOccError(error) && error.kind).toBe("notFound");
  });

  it("lists the orders a schedule placed (SAP's OrderHistoryList)", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} replenishmentOrderDetailsHistory; ${ADAPTER} loadReplenishmentDetailsHistory`,
        request: { method: "GET", path: "users/current/replenishmentOrders/00001000/orders", query: { currentPage: "0", pageSize: "10" } },
        response: { status: 200, body: sapOrderHistoryList },
      },
    ]);
    const history = await run.verify(getReplenishmentOrderHistory({ occ: run.occ }, "00001000", { currentPage: 0, pageSize: 10 }));
    expect(history.orders.length).toBeGreaterThan(0);
    expect(placedOrder(history.orders[0]!)).toMatchObject({ code: history.orders[0]?.code });
  });

  it("cancels with PATCH and the body {} (Spartacus' cancelReplenishmentOrder)", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} cancelReplenishmentOrder; ${ADAPTER} cancelReplenishmentOrder`,
        request: { method: "PATCH", path: "users/current/replenishmentOrders/00001000", query: { fields: REPLENISHMENT_DETAIL_FIELDS }, body: {} },
        response: { status: 200, body: { ...sapReplenishmentOrder, active: false } },
      },
    ]);
    expect((await run.verify(cancelReplenishmentOrder({ occ: run.occ }, "00001000"))).active).toBe(false);
  });
});

describe("PO number of a placed order (PATCH/DELETE orgUsers/{u}/order/{orderId}/purchase-order?poNumber=)", () => {
  const source = "spec part 2 §7 (this customer's extension; backend/src/routes/order-po.ts)";

  it("sets and removes the number as a request parameter with no body, and reads the Order", async () => {
    const run = contract([
      { source, request: { method: "PATCH", path: "orgUsers/current/order/00000001/purchase-order", query: { poNumber: "PO 7/A" } }, response: { status: 200, body: { ...sapOrder, purchaseOrderNumber: "PO 7/A" } } },
      { source, request: { method: "DELETE", path: "orgUsers/current/order/00000001/purchase-order", query: { poNumber: "PO 7/A" } }, response: { status: 200, body: sapOrder } },
    ]);
    const both = async () => [await setOrderPoNumber({ occ: run.occ }, "00000001", "PO 7/A"), await removeOrderPoNumber({ occ: run.occ }, "00000001", "PO 7/A")];
    const [set] = await run.verify(both());
    expect(set?.purchaseOrderNumber).toBe("PO 7/A");
  });

  it("a stock SAP has no such path: 404 UnknownResourceError", async () => {
    const run = contract([
      {
        source: "SAP Commerce 2211 (no controller for the path)",
        request: { method: "PATCH", path: "orgUsers/current/order/00000001/purchase-order", query: { poNumber: "PO-1" } },
        response: { status: 404, body: sapErrors.unknownResource("/corporate/orgUsers/current/order/00000001/purchase-order") },
      },
    ]);
    const error = await run.verify(setOrderPoNumber({ occ: run.occ }, "00000001", "PO-1")).catch((e: unknown) => e);
    expect(isOccError(error) && error.status).toBe(404);
  });
});
