import { describe, expect, it } from "vitest";
import { isOccError } from "~/lib/occ/errors";
import { getConsignmentTracking, getOrderDetails, getUnitOrderDetails } from "~/lib/occ/order-details.server";
import { detailsView } from "~/lib/order-details/order-details.server";
import { contract, sapErrors } from "./harness";
import { sapOrder } from "./fixtures/orders";

/**
 * Issue 23, the order details calls (app/lib/occ/order-details.server.ts) against SAP Commerce 2211 B2B's contract:
 * Spartacus `feature-libs/order/occ/config/default-occ-order-config.ts` (`orderDetail`, `consignmentTracking`;
 * model `feature-libs/order/root/model/consignment-tracking.model.ts`) and
 * `feature-libs/organization/unit-order/occ/config/default-occ-organization-config.ts` (`unitLevelOrderDetail`).
 * A stock OrderWsDTO lacks the reference backend's amendable / channel fields: the page then offers no amendment.
 */
const ORDER_CONFIG = "Spartacus feature-libs/order/occ/config/default-occ-order-config.ts";
const UNIT_CONFIG = "Spartacus feature-libs/organization/unit-order/occ/config/default-occ-organization-config.ts";

/** SAP's ConsignmentTrackingWsDTO (every field of Spartacus' ConsignmentTracking model). */
const sapTracking = {
  carrierDetails: { code: "MockCarrier", name: "Mock Carrier" },
  trackingID: "1234567890",
  trackingUrl: "https://tracking.example/1234567890",
  statusDisplay: "inTransit",
  targetArrivalDate: "2026-11-30T10:00:00+0000",
  trackingEvents: [{ eventDate: "2026-11-27T10:00:00+0000", detail: "Parcel picked up", location: "Sydney", referenceCode: "SHIPPED" }],
};

describe("order details (GET users/{u}/orders/{code}?fields=FULL)", () => {
  it("parses SAP's recorded B2B order: cancel follows SAP's own `cancellable`, return or exchange its `returnable`; no amendment a stock order does not announce", async () => {
    const run = contract([
      { source: `${ORDER_CONFIG} orderDetail`, request: { method: "GET", path: "users/current/orders/00000001", query: { fields: "FULL" } }, response: { status: 200, body: sapOrder } },
    ]);
    const order = await run.verify(getOrderDetails({ occ: run.occ }, "00000001"));
    expect(order.consignments).toEqual([]);
    const view = detailsView(order, { viewedAsUnit: false, poNumberEnabled: false, tracking: [] });
    expect(order.cancellable).toBe(true);
    expect(view.actions).toEqual({ reorder: true, cancel: true, amend: false, poNumber: false, returnOrExchange: false });
  });

  it("reads SAP's 400 UnknownIdentifierError as not found", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} orderDetail`,
        request: { method: "GET", path: "users/current/orders/99999999", query: { fields: "FULL" } },
        response: { status: 400, body: sapErrors.unknownIdentifier("Order with guid 99999999 not found for current user in current BaseStore") },
      },
    ]);
    const error = await run.verify(getOrderDetails({ occ: run.occ }, "99999999")).catch((e: unknown) => e);
    expect(isOccError(error) && error.kind).toBe("notFound");
  });
});

describe("unit order details (GET orgUsers/{u}/orgUnits/orders/{code}?fields=FULL)", () => {
  it("reads an order of the unit order viewer's units", async () => {
    const run = contract([
      { source: `${UNIT_CONFIG} unitLevelOrderDetail`, request: { method: "GET", path: "orgUsers/current/orgUnits/orders/00000001", query: { fields: "FULL" } }, response: { status: 200, body: sapOrder } },
    ]);
    expect((await run.verify(getUnitOrderDetails({ occ: run.occ }, "00000001"))).code).toBe("00000001");
  });
});

describe("consignment tracking (GET users/{u}/orders/{code}/consignments/{consignmentCode}/tracking)", () => {
  it("parses SAP's ConsignmentTrackingWsDTO", async () => {
    const run = contract([
      {
        source: `${ORDER_CONFIG} consignmentTracking`,
        request: { method: "GET", path: "users/current/orders/00000001/consignments/a00000001_0/tracking" },
        response: { status: 200, body: sapTracking },
      },
    ]);
    const tracking = await run.verify(getConsignmentTracking({ occ: run.occ }, "00000001", "a00000001_0"));
    expect(tracking).toMatchObject({ trackingID: "1234567890", carrierDetails: { name: "Mock Carrier" } });
    expect(tracking.trackingEvents[0]).toMatchObject({ detail: "Parcel picked up", referenceCode: "SHIPPED" });
  });
});
