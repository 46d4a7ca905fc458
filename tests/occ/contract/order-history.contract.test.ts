import { describe, expect, it } from "vitest";
import { isOccError } from "~/lib/occ/errors";
import { getOrderHistory, getUnitOrderHistory, unitOrderFilters } from "~/lib/occ/orders.server";
import { contract } from "./harness";
import { sapOrderHistoryList } from "./fixtures/orders";

/**
 * Issue 23 order history (docs/order-history.md) against SAP Commerce 2211 B2B's contract: the stock history
 * (`feature-libs/order/occ/config/default-occ-order-config.ts` orderHistory) with this customer's extension filters,
 * and the stock unit-level order history (`feature-libs/organization/unit-order/occ/config/default-occ-organization-config.ts`
 * unitLevelOrderHistory, `occ/adapters/occ-unit-order.adapter.ts`; filters as
 * `components/unit-level-order-history/filter/unit-level-order-history-filter.component.ts` encodes them).
 */

const ORDER_CONFIG = "Spartacus feature-libs/order/occ/config/default-occ-order-config.ts";
const UNIT_CONFIG = "Spartacus feature-libs/organization/unit-order/occ/config/default-occ-organization-config.ts unitLevelOrderHistory; occ-unit-order.adapter.ts";
const signedIn = (occ: ReturnType<typeof contract>["occ"]) => ({ occ, userPath: "users/current", orgUserPath: "orgUsers/current" });

const historyRow = {
  code: "28000202",
  guid: "1c2b6e0e-4a8e-4f0e-9d5b-6f7b3a1f2e11",
  placed: "2026-11-17T07:00:00.000Z",
  status: "COMPLETED",
  statusDisplay: "completed",
  total: { currencyIso: "AUD", formattedValue: "$90.20", value: 90.2 },
  purchaseOrderNumber: "HIST-PO-1002",
  user: { uid: "order-history-wearer@acme.example", name: "Wes Warren" },
  placedBy: { uid: "order-history@acme.example", name: "Hana Hughes" },
  channel: "proxy",
};

describe("order history with this customer's filters (GET users/{u}/orders)", () => {
  it("sends dateFrom, dateTo, searchTerm and returnable as request parameters beside the stock ones, and reads rows with who placed them and the appliedFilters echo", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} orderHistory; this customer's extension parameters (docs/order-history.md)`,
        request: {
          method: "GET",
          path: "users/current/orders",
          query: { currentPage: "0", pageSize: "10", sort: "byDate", statuses: "COMPLETED", dateFrom: "2026-01-01", dateTo: "2026-11-30", searchTerm: "hist-po", returnable: "true", fields: "DEFAULT" },
        },
        response: { status: 200, body: { ...sapOrderHistoryList, orders: [historyRow], appliedFilters: { dateFrom: "2026-01-01", dateTo: "2026-11-30", searchTerm: "hist-po", returnable: true } } },
      },
    ]);
    const history = await run.verify(
      getOrderHistory(signedIn(run.occ), { currentPage: 0, pageSize: 10, sort: "byDate", statuses: "COMPLETED", dateFrom: "2026-01-01", dateTo: "2026-11-30", searchTerm: "hist-po", returnable: true }),
    );
    expect(history.orders[0]).toMatchObject({ channel: "proxy", placedBy: { name: "Hana Hughes" }, user: { name: "Wes Warren" }, purchaseOrderNumber: "HIST-PO-1002" });
    expect(history.appliedFilters).toEqual({ dateFrom: "2026-01-01", dateTo: "2026-11-30", searchTerm: "hist-po", returnable: true });
  });

  it("reads a stock SAP's answer (no appliedFilters, rows without user or channel)", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} orderHistory; OrdersController.getOrdersForUser ignores parameters it does not know`,
        request: { method: "GET", path: "users/current/orders", query: { currentPage: "0", pageSize: "10", searchTerm: "x", fields: "DEFAULT" } },
        response: { status: 200, body: sapOrderHistoryList },
      },
    ]);
    const history = await run.verify(getOrderHistory(signedIn(run.occ), { currentPage: 0, pageSize: 10, searchTerm: "x" }));
    expect(history.appliedFilters).toBeUndefined();
    expect(history.orders[0]?.user).toBeUndefined();
  });
});

describe("unit-level order history (GET orgUsers/{u}/orgUnits/orders)", () => {
  it("encodes SAP's filters as Spartacus does (::user:…:unit:…)", () => {
    expect(unitOrderFilters({ buyer: "Nina", unit: "acme-au-nsw" })).toBe("::user:Nina:unit:acme-au-nsw");
    expect(unitOrderFilters({ unit: "Victoria" })).toBe("::unit:Victoria");
    expect(unitOrderFilters({})).toBeUndefined();
  });

  it("sends page, size, sort and filters as request parameters and reads rows with orgUnit and orgCustomer", async () => {
    const row = { ...historyRow, orgUnit: { uid: "acme-au-nsw", name: "Acme Workwear New South Wales" }, orgCustomer: { uid: "unit-buyer-nsw@acme.example", name: "Nina Nolan" } };
    const run = contract([
      {
        source: UNIT_CONFIG,
        request: { method: "GET", path: "orgUsers/current/orgUnits/orders", query: { currentPage: "1", pageSize: "10", sort: "byOrgUnit", filters: "::user:Nina:unit:nsw" } },
        response: { status: 200, body: { ...sapOrderHistoryList, orders: [row] } },
      },
    ]);
    const history = await run.verify(getUnitOrderHistory(signedIn(run.occ), { currentPage: 1, pageSize: 10, sort: "byOrgUnit", buyer: "Nina", unit: "nsw" }));
    expect(history.orders[0]).toMatchObject({ orgUnit: { uid: "acme-au-nsw" }, orgCustomer: { name: "Nina Nolan" } });
  });

  it("reads SAP's 403 ForbiddenError (not a unit order viewer) as forbidden", async () => {
    const run = contract([
      {
        source: `${UNIT_CONFIG}; B2B unit-level order history requires unitorderviewergroup`,
        request: { method: "GET", path: "orgUsers/current/orgUnits/orders", query: { currentPage: "0", pageSize: "10" } },
        response: { status: 403, body: { errors: [{ message: "Access is denied", type: "ForbiddenError" }] } },
      },
    ]);
    const error = await run.verify(getUnitOrderHistory(signedIn(run.occ), { currentPage: 0, pageSize: 10 })).catch((e: unknown) => e);
    expect(isOccError(error) && error.kind).toBe("forbidden");
  });
});
