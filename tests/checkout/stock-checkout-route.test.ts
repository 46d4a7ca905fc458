import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { action as reviewAction } from "~/routes/checkout.review-order";
import { loader as addressLoader } from "~/routes/checkout.delivery-address";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { callRoute, routeArgs, routeRequest } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";

/**
 * Issue 22: the review step against a stock SAP Commerce 2211 B2B (no `checkout/enablement`, `review`, `urgentreasons`,
 * `wwgAddresses` extensions: 404 UnknownResourceError). The buyer chooses a cost centre and a PO number; the
 * storefront sets them with the stock calls (`PUT users/…/paymenttype?paymentType=ACCOUNT&purchaseOrderNumber=`,
 * `PUT users/…/costcenter?costCenterId=`, no bodies) and moves on to the delivery address, which the gate then lets
 * through (the review counts as done from the cart's payment type and cost centre).
 */

useTestEnv();
useMswServer();
beforeEach(() => {
  resetAppTokenForTests();
  resetStockFallbacks();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const SITE = `${OCC_BASE_URL}/corporate`;
const CART_URL = `${SITE}/users/current/carts/current`;
const unknownResource = (path: string) => occError(404, [{ type: "UnknownResourceError", message: `There is no resource for path ${path}` }]);

const address = { id: "8796098428951", firstName: "Acme", lastName: "Receiving", line1: "Level 3, 120 Collins Street", town: "Melbourne", postalCode: "3000", country: { isocode: "AU", name: "Australia" } };

function stockSap(initialCart: Record<string, unknown>) {
  let cart: Record<string, unknown> = { code: "00000042", entries: [{ entryNumber: 0, quantity: 1, product: { code: "POL-CL-NAVY-M", name: "Classic Polo" } }], ...initialCart };
  const changes: RecordedRequest[] = [];
  server.use(
    http.get(CART_URL, () => HttpResponse.json(cart)),
    http.get(`${SITE}/orgUsers/current/checkout/enablement`, () => unknownResource("/corporate/orgUsers/current/checkout/enablement")),
    http.get(`${SITE}/urgentreasons`, () => unknownResource("/corporate/urgentreasons")),
    http.get(`${SITE}/orgUsers/current/addresses/wwgAddresses`, () => unknownResource("/corporate/orgUsers/current/addresses/wwgAddresses")),
    http.put(`${SITE}/orgUsers/current/carts/current/review`, () => unknownResource("/corporate/orgUsers/current/carts/current/review")),
    http.get(`${SITE}/paymenttypes`, () => HttpResponse.json({ paymentTypes: [{ code: "CARD" }, { code: "ACCOUNT" }] })),
    http.get(`${SITE}/costcenters`, () => HttpResponse.json({ costCenters: [{ code: "ACME-OPS", name: "Operations", active: "true", activeFlag: true }] })),
    http.get(`${SITE}/users/current/addresses`, () => HttpResponse.json({ addresses: [address] })),
    http.get(`${SITE}/countries`, () => HttpResponse.json({ countries: [{ isocode: "AU", name: "Australia" }] })),
    http.get(`${SITE}/countries/:iso/regions`, () => HttpResponse.json({ regions: [] })),
    http.put(`${CART_URL}/paymenttype`, async ({ request }) => {
      changes.push(await recordRequest(request));
      const query = new URL(request.url).searchParams;
      cart = { ...cart, paymentType: { code: query.get("paymentType") }, purchaseOrderNumber: query.get("purchaseOrderNumber") ?? undefined };
      return HttpResponse.json(cart);
    }),
    http.put(`${CART_URL}/costcenter`, async ({ request }) => {
      changes.push(await recordRequest(request));
      cart = { ...cart, costCenter: { code: new URL(request.url).searchParams.get("costCenterId"), active: "true" } };
      return HttpResponse.json(cart);
    }),
  );
  return changes;
}

describe("checkout against a stock SAP (no extensions)", () => {
  it("review: the stock payment type + PO number and cost centre calls, then the delivery address step opens", async () => {
    const changes = stockSap({});
    const { result } = await callRoute(reviewAction, "http://store.test/checkout/review-order", {
      fields: { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-STOCK-1" },
      session: signedInData(),
    });
    expect(result instanceof Response ? result.headers.get("Location") : result).toBe("/checkout/delivery-address");
    expect(changes.map((call) => [call.method, new URL(call.url).pathname, Object.fromEntries(new URL(call.url).searchParams), call.text])).toEqual([
      ["PUT", "/occ/v2/corporate/users/current/carts/current/paymenttype", { paymentType: "ACCOUNT", purchaseOrderNumber: "PO-STOCK-1" }, ""],
      ["PUT", "/occ/v2/corporate/users/current/carts/current/costcenter", { costCenterId: "ACME-OPS" }, ""],
    ]);

    const page = await addressLoader(routeArgs(await routeRequest("http://store.test/checkout/delivery-address", undefined, { session: signedInData(), csrf: false })));
    expect(page).toMatchObject({ conditionsNotMet: false });
  });

  it("without the review done the delivery address step sends the buyer back to the review", async () => {
    stockSap({});
    const thrown = await addressLoader(routeArgs(await routeRequest("http://store.test/checkout/delivery-address", undefined, { session: signedInData(), csrf: false }))).catch((error: unknown) => error);
    expect(thrown instanceof Response ? thrown.headers.get("Location") : thrown).toBe("/checkout/review-order");
  });
});
