import { type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import * as messages from "~/lib/messages";
import * as poMessages from "~/lib/purchase-orders/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as detailLoader } from "~/routes/purchase-order.$id._index";
import { action as deleteAction, loader as deleteLoader } from "~/routes/purchase-order.$id.delete";
import { loader as listLoader } from "~/routes/purchase-order._index";
import { OCC_BASE_URL, occError } from "../mocks/handlers";
import { parallelGate } from "../mocks/parallel";
import { thrownResponse } from "../mocks/rejection";
import { callRouteWithSession } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, sessionUser, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const BASE = `${OCC_BASE_URL}/corporate/orgUsers/current/wwgPurchaseOrders`;
const FILTERS = {
  statuses: [
    { code: "OPEN", name: "Open" },
    { code: "CLOSED", name: "Closed" },
  ],
  businessUnits: [
    { uid: "acme-au", name: "Acme Australia" },
    { uid: "acme-au-nsw", name: "Acme NSW" },
  ],
  sorts: [
    { code: "byCreatedDateDesc", name: "Newest first" },
    { code: "byNumberAsc", name: "Number (A–Z)" },
  ],
};

function po(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(n),
    purchaseOrderNumber: `AU2026${String(n).padStart(3, "0")}`,
    description: "Head office winter uniforms",
    status: "OPEN",
    units: [{ uid: "acme-au-nsw", name: "Acme NSW" }],
    createdDate: "2026-01-05T09:00:00Z",
    updatedDate: "2026-01-07T09:00:00Z",
    createdBy: { uid: "buyer@acme.example", name: "Bella Buyer" },
    ...overrides,
  };
}

function listAnswer(purchaseOrders: unknown[], pagination: Partial<{ currentPage: number; totalPages: number; totalResults: number }> = {}) {
  return { purchaseOrders, pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: purchaseOrders.length, ...pagination } };
}

async function cookieFor(groups: string[] = ["b2bcustomergroup"]) {
  return sessionCookie(signedInData({ user: sessionUser({ groups }) }));
}

async function loadList(search = "", groups?: string[]) {
  const request = pageRequest(`http://store.test/purchase-order${search}`, await cookieFor(groups));
  return listLoader({ request, context: createRequestContext("nonce"), params: {} } as LoaderFunctionArgs);
}

describe("/purchase-order list loader", () => {
  it("asks for the filters and the page in parallel, with the parsed query, and formats the rows", async () => {
    const bodies: unknown[] = [];
    const gate = parallelGate();
    server.use(
      http.get(`${BASE}/filters`, async () => {
        await gate.enter("filters");
        return HttpResponse.json(FILTERS);
      }),
      http.post(`${BASE}/getPurchaseOrdersList`, async ({ request }) => {
        await gate.enter("list");
        bodies.push(await request.json());
        return HttpResponse.json(listAnswer([po(1), po(3, { status: "CLOSED" })], { currentPage: 1, totalPages: 2, totalResults: 12 }));
      }),
    );
        const data = await gate.expectParallel(["filters", "list"], loadList("?status=OPEN&businessUnit=acme-au-nsw&createdFrom=2026-01-01&sort=byNumberAsc&page=2"));
    expect(bodies).toEqual([
      { currentPage: 1, pageSize: 10, sort: "byNumberAsc", status: "OPEN", businessUnit: "acme-au-nsw", createdFrom: "2026-01-01" },
    ]);
    expect(data.purchaseOrders[0]).toEqual({
      id: "1",
      number: "AU2026001",
      description: "Head office winter uniforms",
      status: "OPEN",
      statusName: "Open",
      units: ["Acme NSW"],
      created: { text: "5 Jan 2026", iso: "2026-01-05" },
      updated: { text: "7 Jan 2026", iso: "2026-01-07" },
      createdBy: "Bella Buyer",
    });
    expect(data.purchaseOrders[1]?.statusName).toBe("Closed");
    expect(data.range).toEqual({ from: 11, to: 12, total: 12 });
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 2 });
    expect(data.filtered).toBe(true);
    expect(data.errors).toEqual({});
  });

  it("bad filter values get messages and the list still loads without them", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${BASE}/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/getPurchaseOrdersList`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(listAnswer([po(1)]));
      }),
    );
    const data = await loadList("?status=LOST&createdFrom=2026-02-31&createdTo=2026-01-01");
    expect(bodies).toEqual([{ currentPage: 0, pageSize: 10, sort: "byCreatedDateDesc", createdTo: "2026-01-01" }]);
    expect(data.errors).toEqual({ status: poMessages.statusInvalid, createdFrom: poMessages.dateInvalid });
    expect(data.values.createdFrom).toBe("2026-02-31");
    expect(data.purchaseOrders).toHaveLength(1);
  });

  it("a unit the backend rejects (400 subject businessUnit) gets its message and the list is asked again without it", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${BASE}/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/getPurchaseOrdersList`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.businessUnit) return occError(400, [{ type: "ValidationError", subject: "businessUnit", message: "not yours" }]);
        return HttpResponse.json(listAnswer([po(2)]));
      }),
    );
    const data = await loadList("?businessUnit=kiwi-nz");
    expect(bodies.map((b) => b.businessUnit)).toEqual(["kiwi-nz", undefined]);
    expect(data.errors).toEqual({ businessUnit: poMessages.unitInvalid("business unit") });
    expect(data.purchaseOrders.map((p) => p.number)).toEqual(["AU2026002"]);
  });

  it("a page past the last one redirects to the last page, filters kept", async () => {
    server.use(
      http.get(`${BASE}/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/getPurchaseOrdersList`, () => HttpResponse.json(listAnswer([], { currentPage: 8, totalPages: 2, totalResults: 14 }))),
    );
    const response = await thrownResponse(loadList("?status=OPEN&page=9"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/purchase-order?status=OPEN&page=2");
  });

  it("no purchase orders: an empty list, not filtered", async () => {
    server.use(
      http.get(`${BASE}/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/getPurchaseOrdersList`, () => HttpResponse.json(listAnswer([], { totalPages: 0, totalResults: 0 }))),
    );
    const data = await loadList();
    expect(data.purchaseOrders).toEqual([]);
    expect(data.filtered).toBe(false);
    expect(data.range.total).toBe(0);
  });

  it.each([[["customergroup"]], [["b2bapprovergroup"]]])("%j gets the forbidden page without a backend call", async (groups) => {
    let called = false;
    server.use(
      http.all(`${BASE}/*`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const response = await thrownResponse(loadList("", groups));
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(messages.forbidden);
    expect(called).toBe(false);
  });

  it("a backend failure shows the catalogue text", async () => {
    server.use(
      http.get(`${BASE}/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/getPurchaseOrdersList`, () => new HttpResponse("<html>", { status: 502 })),
    );
    const response = await thrownResponse(loadList());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.badGateway });
  });
});

async function loadDetail(id: string, groups?: string[]) {
  const request = pageRequest(`http://store.test/purchase-order/${id}`, await cookieFor(groups));
  return detailLoader({ request, context: createRequestContext("nonce"), params: { id } } as unknown as LoaderFunctionArgs);
}

describe("/purchase-order/{id} detail loader", () => {
  it("reads the purchase order by id", async () => {
    const ids: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/getPurchaseOrderDetails`, ({ request }) => {
        ids.push(new URL(request.url).searchParams.get("purchaseId"));
        return HttpResponse.json(po(7, { status: "CLOSED", updatedDate: "2026-05-09T09:00:00Z" }));
      }),
    );
    const data = await loadDetail("7");
    expect(ids).toEqual(["7"]);
    expect(data.purchaseOrder).toMatchObject({ number: "AU2026007", statusName: "Closed", updated: { text: "9 May 2026" }, createdBy: "Bella Buyer" });
  });

  it("a 404 from the backend is the not-found page", async () => {
    server.use(http.get(`${BASE}/getPurchaseOrderDetails`, () => occError(404, [{ type: "UnknownIdentifierError", message: "no" }])));
    const response = await thrownResponse(loadDetail("999"));
    expect(response.status).toBe(404);
  });

  it("an id that is not digits is not found without a backend call", async () => {
    let called = false;
    server.use(
      http.get(`${BASE}/getPurchaseOrderDetails`, () => {
        called = true;
        return HttpResponse.json(po(1));
      }),
    );
    expect((await thrownResponse(loadDetail("abc"))).status).toBe(404);
    expect(called).toBe(false);
  });

  it("is forbidden for a wearer", async () => {
    expect((await thrownResponse(loadDetail("1", ["customergroup"]))).status).toBe(403);
  });
});

const postDelete = (id: string, groups = ["b2bcustomergroup"], withCsrf = true) =>
  callRouteWithSession(deleteAction, `/purchase-order/${id}/delete`, {
    fields: {},
    session: signedInData({ user: sessionUser({ groups }) }),
    csrfField: withCsrf,
    params: { id },
    catchResponse: false,
  });

describe("/purchase-order/{id}/delete", () => {
  it("the confirmation page's loader reads the purchase order", async () => {
    server.use(http.get(`${BASE}/getPurchaseOrderDetails`, () => HttpResponse.json(po(4))));
    const request = pageRequest("http://store.test/purchase-order/4/delete", await cookieFor());
    const data = await deleteLoader({ request, context: createRequestContext("nonce"), params: { id: "4" } } as unknown as LoaderFunctionArgs);
    expect(data.purchaseOrder.number).toBe("AU2026004");
  });

  it("POST deletes, flashes 'Purchase order … was deleted.' and redirects (303) to the list", async () => {
    const deleted: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/getPurchaseOrderDetails`, () => HttpResponse.json(po(4))),
      http.delete(`${BASE}/deletePurchaseOrder`, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get("purchaseOrderId"));
        return HttpResponse.json({});
      }),
    );
    const { result, session } = await postDelete("4");
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/purchase-order");
    expect(deleted).toEqual(["4"]);
    expect(session?.get("flash")).toEqual({ type: "success", message: "Purchase order AU2026004 was deleted." });
  });

  it("the backend's 403 (units outside the user's tree) stays on the page with the catalogue text; nothing flashed", async () => {
    server.use(
      http.get(`${BASE}/getPurchaseOrderDetails`, () => HttpResponse.json(po(4))),
      http.delete(`${BASE}/deletePurchaseOrder`, () => occError(403, [{ type: "ForbiddenError", message: "other units" }])),
    );
    const { result } = await postDelete("4");
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [messages.forbidden] } } });
  });

  it("a punch-out session typing the URL (any case) is sent to the cart and deletes nothing (issue 21, hole 7)", async () => {
    let deleteCalled = false;
    server.use(
      http.get(`${BASE}/getPurchaseOrderDetails`, () => HttpResponse.json(po(14))),
      http.delete(`${BASE}/deletePurchaseOrder`, () => {
        deleteCalled = true;
        return HttpResponse.json({});
      }),
    );
    for (const path of ["/purchase-order/14/delete", "/Purchase-Order/14/delete"]) {
      const response = await thrownResponse(
        callRouteWithSession(deleteAction, path, {
          fields: {},
          session: signedInData({ user: sessionUser({ groups: ["b2bcustomergroup"] }), isPunchOutMode: true, punchOutSessionId: "sid-1" }),
          csrfField: true,
          params: { id: "14" },
          catchResponse: false,
        }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/cart");
    }
    expect(deleteCalled).toBe(false);
  });

  it("an already deleted purchase order (a second submit) is the not-found page and deletes nothing", async () => {
    let deleteCalled = false;
    server.use(
      http.get(`${BASE}/getPurchaseOrderDetails`, () => occError(404, [{ type: "UnknownIdentifierError", message: "gone" }])),
      http.delete(`${BASE}/deletePurchaseOrder`, () => {
        deleteCalled = true;
        return HttpResponse.json({});
      }),
    );
    expect((await thrownResponse(postDelete("4"))).status).toBe(404);
    expect(deleteCalled).toBe(false);
  });

  it("without the CSRF token nothing is deleted", async () => {
    let deleteCalled = false;
    server.use(
      http.get(`${BASE}/getPurchaseOrderDetails`, () => HttpResponse.json(po(4))),
      http.delete(`${BASE}/deletePurchaseOrder`, () => {
        deleteCalled = true;
        return HttpResponse.json({});
      }),
    );
    const response = await thrownResponse(postDelete("4", undefined, false));
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Invalid CSRF token");
    expect(deleteCalled).toBe(false);
  });

  it("is forbidden for an approver", async () => {
    expect((await thrownResponse(postDelete("4", ["b2bapprovergroup"]))).status).toBe(403);
  });
});
