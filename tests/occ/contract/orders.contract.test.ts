import { afterEach, describe, expect, it, vi } from "vitest";
import { isOccError } from "~/lib/occ/errors";
import {
  cartFromOrder,
  getOrder,
  getOrderHistory,
  getReplenishmentOrder,
  placeOrder,
  placeReplenishment,
  REPLENISHMENT_FIELDS,
  scheduleReplenishmentForm,
} from "~/lib/occ/orders.server";
import { orderView } from "~/lib/orders/confirmation.server";
import { placeOrderOutcome } from "~/lib/orders/outcome";
import { contract, sapErrors, type ContractExchange } from "./harness";
import { sapCartModificationList, sapOrder, sapOrderHistoryList, sapReplenishmentOrder } from "./fixtures/orders";

/**
 * The order calls (app/lib/occ/orders.server.ts) against SAP Commerce 2211 B2B's contract: Spartacus' B2B order
 * endpoints (`core-libs/setup/recipes/b2b/config/default-b2b-occ-config.ts`: placeOrder, scheduleReplenishmentOrder,
 * reorder; `feature-libs/order/occ/config/default-occ-order-config.ts`: orderDetail, orderHistory,
 * replenishmentOrderDetails) and adapters (`feature-libs/order/occ/adapters/occ-order.adapter.ts`,
 * `occ-scheduled-replenishment-order.adapter.ts`, `occ-reorder-order.adapter.ts`, `occ-order-history.adapter.ts`).
 */

const B2B_CONFIG = "Spartacus core-libs/setup/recipes/b2b/config/default-b2b-occ-config.ts";
const ORDER_CONFIG = "Spartacus feature-libs/order/occ/config/default-occ-order-config.ts";
const signedIn = (occ: ReturnType<typeof contract>["occ"]) => ({ occ, userPath: "users/current", orgUserPath: "orgUsers/current" });
const guest = (occ: ReturnType<typeof contract>["occ"]) => ({ occ, userPath: "users/anonymous", orgUserPath: "users/anonymous" });

afterEach(() => vi.restoreAllMocks());

describe("place order (POST orgUsers/{u}/orders)", () => {
  const exchange = (response: ContractExchange["response"], userPath = "orgUsers/current"): ContractExchange => ({
    source: `${B2B_CONFIG} placeOrder; feature-libs/order/occ/adapters/occ-order.adapter.ts (request parameters, no body); B2BOrdersController.placeOrgOrder`,
    request: { method: "POST", path: `${userPath}/orders`, query: { cartId: "00001234", termsChecked: "true", fields: "FULL" } },
    response,
  });

  it("sends the cart and the terms as request parameters with no body, and reads SAP's OrderWsDTO as placed", async () => {
    const run = contract([exchange({ status: 201, body: sapOrder })]);
    const answer = await run.verify(placeOrder(signedIn(run.occ), { cartCode: "00001234", key: "0b9f3c1e-2f7a-4c55-9a0e-5d7c1b2a3e4f" }));
    expect(placeOrderOutcome(answer)).toEqual({ kind: "placed", code: "00000001", guid: sapOrder.guid, replayed: false });
  });

  it("places a guest's order under users/anonymous", async () => {
    const run = contract([exchange({ status: 201, body: sapOrder }, "users/anonymous")]);
    const answer = await run.verify(placeOrder(guest(run.occ), { cartCode: "00001234", key: "0b9f3c1e-2f7a-4c55-9a0e-5d7c1b2a3e4f" }));
    expect(answer.code).toBe("00000001");
  });

  it("reads SAP's 400 CartError notFound as not found", async () => {
    const run = contract([exchange({ status: 400, body: sapErrors.cartNotFound("00001234") })]);
    const error = await run.verify(placeOrder(signedIn(run.occ), { cartCode: "00001234", key: "0b9f3c1e-2f7a-4c55-9a0e-5d7c1b2a3e4f" })).catch((e: unknown) => e);
    expect(isOccError(error) && error.kind).toBe("notFound");
  });
});

describe("order details (GET users/{u}/orders/{code}?fields=FULL)", () => {
  const source = `${ORDER_CONFIG} orderDetail; OrdersController.getUserOrders`;

  it("parses SAP's recorded B2B order (cost centre active as a string, extra fields ignored) into the confirmation", async () => {
    const run = contract([{ source, request: { method: "GET", path: "users/current/orders/00000001", query: { fields: "FULL" } }, response: { status: 200, body: sapOrder } }]);
    const order = await run.verify(getOrder(signedIn(run.occ), "00000001"));
    expect(order.costCenter).toEqual({ code: "Custom_Retail", name: "Custom Retail", active: "true" });
    expect(order.guestCustomer).toBe(false);
    const view = orderView(order, { canReorder: true });
    expect(view).toMatchObject({ code: "00000001", statusLabel: "Approved", payment: null, deliveryAddress: ["Mr Matheu Silva", "3000 Canyon Lake Drive", "Los Angeles 90068", "United States"] });
    expect(view.entries).toEqual([expect.objectContaining({ code: "3857732", name: "6270DWAE", quantity: 1, unitPrice: "$148.00" })]);
  });

  it("reads a guest's order by guid under users/anonymous", async () => {
    const run = contract([{ source, request: { method: "GET", path: `users/anonymous/orders/${sapOrder.guid}`, query: { fields: "FULL" } }, response: { status: 200, body: { ...sapOrder, guestCustomer: true } } }]);
    expect((await run.verify(getOrder(guest(run.occ), sapOrder.guid))).guestCustomer).toBe(true);
  });

  it("reads SAP's 400 UnknownIdentifierError (another user's order, a mistyped code) as not found", async () => {
    const run = contract([
      { source, request: { method: "GET", path: "users/current/orders/99999999", query: { fields: "FULL" } }, response: { status: 400, body: sapErrors.unknownIdentifier("Order with guid 99999999 not found for current user in current BaseStore") } },
    ]);
    const error = await run.verify(getOrder(signedIn(run.occ), "99999999")).catch((e: unknown) => e);
    expect(isOccError(error) && error.kind).toBe("notFound");
  });
});

describe("scheduled replenishment", () => {
  it("POST orgUsers/{u}/replenishmentOrders with request parameters and SAP's ScheduleReplenishmentFormWsDTO (full ISO date, string counts)", async () => {
    const run = contract([
      {
        source: `${B2B_CONFIG} scheduleReplenishmentOrder; feature-libs/order/occ/adapters/occ-scheduled-replenishment-order.adapter.ts and converters/occ-scheduled-replenishment-order-form-serializer.ts; occ.models.ts ScheduleReplenishmentForm`,
        request: {
          method: "POST",
          path: "orgUsers/current/replenishmentOrders",
          query: { cartId: "00001234", termsChecked: "true", fields: "FULL,costCenter(FULL),purchaseOrderNumber,paymentType" },
          body: {
            daysOfWeek: ["TUESDAY"],
            nthDayOfMonth: "1",
            numberOfDays: "1",
            numberOfWeeks: "1",
            recurrencePeriod: "WEEKLY",
            replenishmentStartDate: "2026-12-01T00:00:00+00:00",
          },
        },
        response: { status: 201, body: sapReplenishmentOrder },
      },
    ]);
    const replenishment = await run.verify(
      placeReplenishment(signedIn(run.occ), { cartCode: "00001234", key: "0b9f3c1e-2f7a-4c55-9a0e-5d7c1b2a3e4f", schedule: { replenishmentStartDate: "2026-12-01", recurrencePeriod: "WEEKLY" } }),
    );
    expect(replenishment).toMatchObject({ replenishmentOrderCode: "00001000", purchaseOrderNumber: "PO-1234", paymentType: { code: "ACCOUNT" }, costCenter: { code: "Custom_Retail", active: "true", activeFlag: true } });
  });

  it("GET users/{u}/replenishmentOrders/{code} with Spartacus' B2B fields", async () => {
    expect(REPLENISHMENT_FIELDS).toBe("FULL,costCenter(FULL),purchaseOrderNumber,paymentType");
    const run = contract([
      {
        source: `${ORDER_CONFIG} replenishmentOrderDetails; ReplenishmentOrderController.getReplenishmentOrder`,
        request: { method: "GET", path: "users/current/replenishmentOrders/00001000", query: { fields: REPLENISHMENT_FIELDS } },
        response: { status: 200, body: sapReplenishmentOrder },
      },
    ]);
    const replenishment = await run.verify(getReplenishmentOrder({ occ: run.occ }, "00001000"));
    expect(replenishment.trigger?.displayTimeTable).toBe("Every 1 week on Tuesday at 0:00");
  });
});

describe("scheduleReplenishmentForm (SAP's ScheduleReplenishmentFormWsDTO from the form's day and period)", () => {
  it("repeats on the start day: every day, on its weekday, on its day of the month", () => {
    expect(scheduleReplenishmentForm("2027-01-31", "DAILY")).toEqual({
      daysOfWeek: [],
      nthDayOfMonth: "31",
      numberOfDays: "1",
      numberOfWeeks: "1",
      recurrencePeriod: "DAILY",
      replenishmentStartDate: "2027-01-31T00:00:00+00:00",
    });
    expect(scheduleReplenishmentForm("2027-01-31", "WEEKLY").daysOfWeek).toEqual(["SUNDAY"]);
    expect(scheduleReplenishmentForm("2026-12-05", "MONTHLY")).toMatchObject({ daysOfWeek: [], nthDayOfMonth: "5", recurrencePeriod: "MONTHLY" });
  });
});

describe("reorder (POST orgUsers/{u}/cartFromOrder?orderCode=)", () => {
  it("sends the order code as a request parameter with no body and reads SAP's CartModificationList", async () => {
    const run = contract([
      {
        source: `${B2B_CONFIG} reorder; feature-libs/order/occ/adapters/occ-reorder-order.adapter.ts; spec part 2 §7; B2BOrdersController.createCartFromOrder`,
        request: { method: "POST", path: "orgUsers/current/cartFromOrder", query: { orderCode: "00000001" } },
        response: { status: 200, body: sapCartModificationList },
      },
    ]);
    const modifications = await run.verify(cartFromOrder({ occ: run.occ }, { orderCode: "00000001" }));
    expect(modifications.map((m) => [m.statusCode, m.quantityAdded, m.entry?.product.code])).toEqual([
      ["success", 1, "3857732"],
      ["noStock", 0, "3887124"],
    ]);
  });
});

describe("order history (GET users/{u}/orders)", () => {
  const source = `${ORDER_CONFIG} orderHistory; feature-libs/order/occ/adapters/occ-order-history.adapter.ts; spec part 2 §7 recent orders; occ.models.ts OrderHistoryList`;

  it("asks for the spec's recent orders exactly (?currentPage=0&fields=DEFAULT&pageSize=3) and drops a malformed order with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const run = contract([
      { source, request: { method: "GET", path: "users/current/orders", query: { currentPage: "0", fields: "DEFAULT", pageSize: "3" } }, response: { status: 200, body: sapOrderHistoryList } },
    ]);
    const history = await run.verify(getOrderHistory(signedIn(run.occ), { currentPage: 0, pageSize: 3 }));
    expect(history.orders.map((o) => [o.code, o.statusDisplay, o.total?.formattedValue])).toEqual([
      ["00000002", "pendingApproval", "$226.50"],
      ["00000001", "approved", "$157.99"],
    ]);
    expect(history.pagination).toEqual({ currentPage: 0, pageSize: 3, sort: "byDate", totalPages: 1, totalResults: 3 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped item 2"));
  });

  it("sends sort and statuses as request parameters when given", async () => {
    const run = contract([
      {
        source,
        request: { method: "GET", path: "users/current/orders", query: { currentPage: "1", pageSize: "10", sort: "byOrderNumber", statuses: "CREATED,PENDING_APPROVAL", fields: "DEFAULT" } },
        response: { status: 200, body: { orders: [], pagination: { currentPage: 1, pageSize: 10, totalPages: 1, totalResults: 2 }, sorts: [] } },
      },
    ]);
    const history = await run.verify(getOrderHistory(signedIn(run.occ), { currentPage: 1, pageSize: 10, sort: "byOrderNumber", statuses: "CREATED,PENDING_APPROVAL" }));
    expect(history.orders).toEqual([]);
  });
});
