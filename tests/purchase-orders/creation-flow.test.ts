import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import * as poMessages from "~/lib/purchase-orders/messages";
import { isSearchSubmit } from "~/lib/purchase-orders/search-url.server";
import { type PurchaseOrderDraft, type SessionData } from "~/lib/session.server";
import { action as detailsAction, loader as detailsLoader } from "~/routes/purchase-order.new._index";
import { action as summaryAction, loader as summaryLoader } from "~/routes/purchase-order.new.summary";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { callRouteWithSession, type Fields, type RouteFunction } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { sessionUser, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const UNITS_URL = `${OCC_BASE_URL}/corporate/orgUsers/current/businessunits`;
const CREATE_URL = `${OCC_BASE_URL}/corporate/orgUsers/current/wwgPurchaseOrders`;
const UNITS = [
  { uid: "acme-au", name: "Acme Australia" },
  { uid: "acme-au-nsw", name: "Acme NSW" },
  { uid: "acme-au-vic", name: "Acme Victoria" },
];

function unitsEndpoint() {
  return http.get(UNITS_URL, ({ request }) => {
    const term = (new URL(request.url).searchParams.get("searchTerm") ?? "").toLowerCase();
    return HttpResponse.json({ units: UNITS.filter((u) => u.uid.includes(term) || u.name.toLowerCase().includes(term)) });
  });
}

const VALID_DRAFT: PurchaseOrderDraft = { purchaseOrderNo: "PO123", description: "Winter uniforms", units: ["acme-au-nsw"], key: "k".repeat(32) };

const run = <T>(fn: RouteFunction<T>, url: string, { fields, data = {} }: { fields?: Fields; data?: Partial<SessionData> } = {}) =>
  callRouteWithSession(fn, url, { fields, session: signedInData(data), catchResponse: false });

describe("step 1 'Purchase order details'", () => {
  it("Next with valid values saves the draft with a new key and goes to the summary (303)", async () => {
    const { result, session } = await run(detailsAction, "/purchase-order/new", {
      fields: [["purchaseOrderNo", " PO123 "], ["description", "Winter uniforms"], ["units", "acme-au-nsw"], ["units", "acme-au-vic"], ["intent", "next"]],
    });
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/purchase-order/new/summary");
    const draft = session?.get("purchaseOrderDraft");
    expect(draft).toMatchObject({ purchaseOrderNo: "PO123", description: "Winter uniforms", units: ["acme-au-nsw", "acme-au-vic"] });
    expect(draft?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it("Next keeps the draft's key (a second pass through step 1 is the same purchase order)", async () => {
    const { session } = await run(detailsAction, "/purchase-order/new", {
      fields: [["purchaseOrderNo", "PO124"], ["description", "Winter uniforms"], ["units", "acme-au"], ["intent", "next"]],
      data: { purchaseOrderDraft: VALID_DRAFT },
    });
    expect(session?.get("purchaseOrderDraft")?.key).toBe(VALID_DRAFT.key);
  });

  it("Next with errors answers each field's message, keeps what was typed and saves nothing", async () => {
    const { result, session } = await run(detailsAction, "/purchase-order/new", {
      fields: [["purchaseOrderNo", "A".repeat(18)], ["description", "Bad 123"], ["intent", "next"]],
    });
    const { data: reply, init } = result as unknown as { data: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; init: { status: number } };
    expect(init.status).toBe(400);
    expect(reply.error.purchaseOrderNo).toEqual([poMessages.numberInvalid]);
    expect(reply.error.description).toEqual([poMessages.descriptionInvalid]);
    expect(reply.error.units).toEqual([poMessages.required]);
    expect(reply.initialValue).toMatchObject({ purchaseOrderNo: "A".repeat(18), description: "Bad 123" });
    expect(session).toBeNull();
  });

  it("Search saves the values as typed (no validation) and comes back with the term", async () => {
    const { result, session } = await run(detailsAction, "/purchase-order/new", {
      fields: [["purchaseOrderNo", "bad number!"], ["description", ""], ["units", "acme-au"], ["searchTerm", " vic "], ["intent", "search"]],
    });
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/purchase-order/new?searchTerm=vic#units");
    expect(session?.get("purchaseOrderDraft")).toMatchObject({ purchaseOrderNo: "bad number!", description: "", units: ["acme-au"] });
  });

  it("the loader fills the form from the draft: chosen units first, the search's matches after", async () => {
    server.use(unitsEndpoint());
    const { result } = await run(detailsLoader, "/purchase-order/new?searchTerm=acme", { data: { purchaseOrderDraft: VALID_DRAFT } });
    const data = result as Awaited<ReturnType<typeof detailsLoader>>;
    expect(data.values).toEqual({ purchaseOrderNo: "PO123", description: "Winter uniforms" });
    expect(data.selection.chosen).toEqual([{ uid: "acme-au-nsw", name: "Acme NSW" }]);
    expect(data.selection.matches.map((u) => u.uid)).toEqual(["acme-au", "acme-au-vic"]);
    expect(data.siteType).toBe("corporate");
  });

  it("is forbidden to users without a purchase-order role", async () => {
    const response = await thrownResponse(
      run(detailsLoader, "/purchase-order/new", { data: { user: sessionUser({ groups: ["b2bwearergroup"] }) } }),
    );
    expect(response.status).toBe(403);
  });
});

describe("step 2 'Summary'", () => {
  it("sends an incomplete or missing draft back to step 1", async () => {
    for (const draft of [undefined, { ...VALID_DRAFT, units: [] }]) {
      const response = await thrownResponse(run(summaryLoader, "/purchase-order/new/summary", { data: { purchaseOrderDraft: draft } }));
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/purchase-order/new");
    }
  });

  it("shows the draft's values with the units' names", async () => {
    server.use(unitsEndpoint());
    const { result } = await run(summaryLoader, "/purchase-order/new/summary", { data: { purchaseOrderDraft: VALID_DRAFT } });
    expect(result).toMatchObject({ purchaseOrderNo: "PO123", description: "Winter uniforms", units: [{ uid: "acme-au-nsw", name: "Acme NSW" }] });
  });

  it("Submit creates with the draft's key, clears the draft and shows the success toast on the list", async () => {
    const calls: RecordedRequest[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post(CREATE_URL, async ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        calls.push(await recordRequest(request));
        return HttpResponse.json(
          {
            id: "42",
            purchaseOrderNumber: "PO123",
            description: "Winter uniforms",
            status: "OPEN",
            units: [{ uid: "acme-au-nsw", name: "Acme NSW" }],
            createdDate: "2026-11-22T00:00:00Z",
            updatedDate: "2026-11-22T00:00:00Z",
          },
          { status: 201 },
        );
      }),
    );
    const { result, session } = await run(summaryAction, "/purchase-order/new/summary", {
      fields: [["intent", "submit"]],
      data: { purchaseOrderDraft: VALID_DRAFT },
    });
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/purchase-order");
    expect(JSON.parse(calls[0]?.text ?? "")).toEqual({ purchaseOrderNumber: "PO123", description: "Winter uniforms", units: ["acme-au-nsw"] });
    expect(keys).toEqual([VALID_DRAFT.key]);
    expect(session?.get("purchaseOrderDraft")).toBeUndefined();
    expect(session?.get("flash")).toEqual({ type: "success", message: "Winter uniforms (PO123) was successfully added." });
  });

  it("a duplicate number stays on the summary with 'Already exists.' and keeps the draft", async () => {
    server.use(http.post(CREATE_URL, () => occError(409, { errors: [{ type: "AlreadyExistsError", subject: "purchaseOrderNumber" }] })));
    const { result, session } = await run(summaryAction, "/purchase-order/new/summary", {
      fields: [["intent", "submit"]],
      data: { purchaseOrderDraft: VALID_DRAFT },
    });
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": ["Already exists."] } } });
    expect(session).toBeNull();
  });
});

describe("Enter without JavaScript (intent=enter)", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  it("is a search when the search field holds a new term, else the form's own submit", () => {
    expect(isSearchSubmit(form({ intent: "search" }))).toBe(true);
    expect(isSearchSubmit(form({ intent: "next", searchTerm: "vic", appliedSearchTerm: "" }))).toBe(false);
    expect(isSearchSubmit(form({ intent: "enter", searchTerm: "vic", appliedSearchTerm: "" }))).toBe(true);
    expect(isSearchSubmit(form({ intent: "enter", searchTerm: " vic ", appliedSearchTerm: "vic" }))).toBe(false);
    expect(isSearchSubmit(form({ intent: "enter", searchTerm: "", appliedSearchTerm: "vic" }))).toBe(true);
    expect(isSearchSubmit(form({ intent: "enter" }))).toBe(false);
  });
});
