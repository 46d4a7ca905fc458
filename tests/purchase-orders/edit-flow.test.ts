import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import * as poMessages from "~/lib/purchase-orders/messages";
import { type SessionData } from "~/lib/session.server";
import { action, loader } from "~/routes/purchase-order.$id.edit";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { callRouteWithSession, type Fields, type RouteFunction } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";

useTestEnv("wholesale");
useMswServer();

const BASE = `${OCC_BASE_URL}/wholesale/orgUsers/current`;
const PO = {
  id: "7",
  purchaseOrderNumber: "HW2026001",
  description: "Store opening",
  status: "OPEN",
  units: [{ uid: "harbour-sydney", name: "Harbour Sydney" }],
  createdDate: "2026-02-01T09:00:00Z",
  updatedDate: "2026-02-01T09:00:00Z",
};
const UNITS = [
  { uid: "harbour-newcastle", name: "Harbour Newcastle" },
  { uid: "harbour-sydney", name: "Harbour Sydney" },
];

const run = <T>(fn: RouteFunction<T>, url: string, { fields, data = {} }: { fields?: Fields; data?: Partial<SessionData> } = {}) =>
  callRouteWithSession(fn, url, { fields, session: signedInData(data), params: { id: "7" }, catchResponse: false });

describe("/purchase-order/{id}/edit", () => {
  it("loads the purchase order's values, its units chosen, in store wording on wholesale", async () => {
    server.use(
      http.get(`${BASE}/wwgPurchaseOrders/getPurchaseOrderDetails`, () => HttpResponse.json(PO)),
      http.get(`${BASE}/businessunits`, () => HttpResponse.json({ units: UNITS })),
    );
    const { result } = await run(loader, "/purchase-order/7/edit");
    expect(result).toMatchObject({
      siteType: "wholesale",
      purchaseOrderNumber: "HW2026001",
      description: "Store opening",
      selection: { chosen: [{ uid: "harbour-sydney" }], matches: [{ uid: "harbour-newcastle" }] },
    });
  });

  it("an unknown or hidden purchase order is 404", async () => {
    server.use(
      http.get(`${BASE}/wwgPurchaseOrders/getPurchaseOrderDetails`, () => occError(404, { errors: [{ type: "UnknownIdentifierError" }] })),
      http.get(`${BASE}/businessunits`, () => HttpResponse.json({ units: UNITS })),
    );
    expect((await thrownResponse(run(loader, "/purchase-order/7/edit"))).status).toBe(404);
  });

  it("a no-JS search keeps the typed values in the edit draft for this purchase order", async () => {
    const { result, session } = await run(action, "/purchase-order/7/edit", {
      fields: [["description", "Typed 1"], ["units", "harbour-sydney"], ["searchTerm", "new"], ["intent", "search"]],
    });
    expect((result as Response).headers.get("Location")).toBe("/purchase-order/7/edit?searchTerm=new#units");
    expect(session?.get("purchaseOrderEditDraft")).toMatchObject({ id: "7", description: "Typed 1", units: ["harbour-sydney"] });
  });

  it("Save validates like creation: the required texts, nothing sent", async () => {
    const { result } = await run(action, "/purchase-order/7/edit", { fields: [["description", ""], ["intent", "save"]] });
    const { data: reply, init } = result as unknown as { data: { error: Record<string, string[]> }; init: { status: number } };
    expect(init.status).toBe(400);
    expect(reply.error.description).toEqual([poMessages.required]);
    expect(reply.error.units).toEqual([poMessages.required]);
  });

  it("Save updates, clears the edit draft and goes to the detail page with the flash", async () => {
    const calls: RecordedRequest[] = [];
    server.use(
      http.post(`${BASE}/wwgPurchaseOrders/updatePurchaseOrderDetails`, async ({ request }) => {
        calls.push(await recordRequest(request));
        return HttpResponse.json({ ...PO, description: "Store refit" });
      }),
    );
    const { result, session } = await run(action, "/purchase-order/7/edit", {
      fields: [["description", "Store refit"], ["units", "harbour-newcastle"], ["intent", "save"]],
      data: { purchaseOrderEditDraft: { id: "7", purchaseOrderNo: "", description: "x", units: [], key: "" } },
    });
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/purchase-order/7");
    expect(JSON.parse(calls[0]?.text ?? "")).toEqual({ purchaseId: "7", description: "Store refit", units: ["harbour-newcastle"] });
    expect(session?.get("purchaseOrderEditDraft")).toBeUndefined();
    expect(session?.get("flash")).toEqual({ type: "success", message: poMessages.updated("HW2026001") });
  });
});
