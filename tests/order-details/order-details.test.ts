import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConsignmentTrackingSchema, OrderDetailsSchema } from "~/lib/occ/order-details.server";
import { detailsView } from "~/lib/order-details/order-details.server";
import { createTestBackend, login, readJson, sendJson, type TestBackend } from "../../backend/tests/helpers";

/**
 * Issue 23, order details: the storefront's schemas against what the reference backend answers (a contract test:
 * the seeded split order in transit, a pending order, a partly cancelled one, the unit path, tracking) and the page's
 * view (status names, shipments, actions, approval, cancellations, unit orders without the owner's actions).
 */
let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const SITE = "/occ/v2/corporate";
const read = async (uid: string, path: string) => {
  const { access_token } = await login(backend, uid);
  const response = await sendJson(backend, "GET", `${SITE}/${path}`, { token: access_token });
  expect(response.status, path).toBe(200);
  return readJson(response);
};
const noTracking = (n: number) => Array.from({ length: n }, () => null);

describe("order details against the reference backend", () => {
  it("parses a split order in transit with its tracking, and shows both shipments", async () => {
    const order = OrderDetailsSchema.parse(await read("details-js@acme.example", "users/current/orders/28000150?fields=FULL"));
    expect(order.consignments).toHaveLength(2);
    const tracking = ConsignmentTrackingSchema.parse(
      await read("details-js@acme.example", `users/current/orders/28000150/consignments/${order.consignments[0]?.code}/tracking`),
    );
    expect(tracking.trackingEvents.map((event) => event.referenceCode)).toContain("SHIPPED");

    const view = detailsView(order, { viewedAsUnit: false, poNumberEnabled: true, tracking: [{ events: [] }, { error: "x" }] });
    expect(view.statusLabel).toBe("Processing");
    expect(view.consignments.map((c) => [c.statusName, c.warehouse, c.carrier])).toEqual([
      ["In transit", "Sydney DC", "Australia Post"],
      ["In transit", "Supplier direct", "StarTrack"],
    ]);
    expect(view.consignments[0]?.trackingUrl).toMatch(/^https:\/\/auspost\.com\.au\//);
    expect(view.consignments[0]?.items[0]?.quantity).toBeGreaterThan(0);
    expect(view.actions).toEqual({ reorder: true, cancel: false, amend: false, poNumber: true, returnOrExchange: false });
    expect(view.unit).toBe("Acme Workwear Australia");
    expect(view.order.payment).toMatchObject({ costCentre: "Operations (ACME-OPS)", poNumber: "PO-DETAILS-JS" });
  });

  it("shows a pending order's approval, a partly cancelled order's cancellation and a proxy order's wearer", async () => {
    const pending = OrderDetailsSchema.parse(await read("buyer@acme.example", "users/current/orders/28000008?fields=FULL"));
    const pendingView = detailsView(pending, { viewedAsUnit: false, poNumberEnabled: true, tracking: [] });
    expect(pendingView.approval).toMatchObject({ state: "pending", exceeded: expect.stringContaining("500") });
    expect(pendingView.actions).toMatchObject({ cancel: true, amend: true });
    expect(pendingView.willShip).toBe(false);

    const cancelled = OrderDetailsSchema.parse(await read("buyer@acme.example", "users/current/orders/28000012?fields=FULL"));
    const cancelledView = detailsView(cancelled, { viewedAsUnit: false, poNumberEnabled: false, tracking: noTracking(cancelled.consignments.length) });
    expect(cancelledView.cancellations).toEqual([{ date: expect.any(String), reason: "No longer needed", items: expect.stringMatching(/^1 × /) }]);
    expect(cancelledView.entries[0]?.cancelledQuantity).toBe(1);
    expect(cancelledView.actions.poNumber).toBe(false);

    const proxy = OrderDetailsSchema.parse(await read("buyer@acme.example", "users/current/orders/28000060?fields=FULL"));
    const proxyView = detailsView(proxy, { viewedAsUnit: false, poNumberEnabled: true, tracking: noTracking(proxy.consignments.length) });
    expect(proxyView).toMatchObject({ placedBy: "Bella Barnes", placedFor: "Wendy Walker", channel: "Ordering on behalf of a wearer" });
  });

  it("reads a unit order through the unit path without the owner's actions", async () => {
    const order = OrderDetailsSchema.parse(await read("details-viewer@acme.example", "orgUsers/current/orgUnits/orders/28000150?fields=FULL"));
    const view = detailsView(order, { viewedAsUnit: true, poNumberEnabled: true, tracking: noTracking(order.consignments.length) });
    expect(view.viewedAsUnit).toBe(true);
    expect(view.actions).toEqual({ reorder: false, cancel: false, amend: false, poNumber: false, returnOrExchange: false });
    expect(view.order.canReorder).toBe(false);
  });

  it("never links a tracking URL that is not http(s)", () => {
    const order = OrderDetailsSchema.parse({
      code: "1",
      status: "PROCESSING",
      consignments: [{ code: "a1_0", status: "SHIPPED", trackingID: "X1", trackingUrl: "javascript:alert(1)", entries: [] }],
    });
    const view = detailsView(order, { viewedAsUnit: false, poNumberEnabled: false, tracking: [null] });
    expect(view.consignments[0]).toMatchObject({ trackingNumber: "X1", trackingUrl: null, statusName: "Shipped" });
  });
});
