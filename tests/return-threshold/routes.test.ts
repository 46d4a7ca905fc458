import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { type ReturnThresholdDraft, type SessionData } from "~/lib/session.server";
import { loader as layoutLoader } from "~/routes/my-account_.approval-dashboard";
import { loader as listLoader } from "~/routes/my-account_.approval-dashboard.returns";
import { action as detailAction, loader as detailLoader } from "~/routes/my-account_.return-request.$rma._index";
import { action as confirmAction, loader as confirmLoader } from "~/routes/my-account_.return-request.$rma.confirm";
import * as messages from "~/lib/messages";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { callRouteWithSession, type Fields, type RouteFunction } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { sessionUser, signedInData, useTestEnv } from "../mocks/session";

useTestEnv("wholesale");
useMswServer();

const BASE = `${OCC_BASE_URL}/wholesale/orgUsers/current/returnThresholdRequests`;
const RMA = "49100111";
const APPROVER = sessionUser({ uid: "ws-returns-approver-js@wholesale.example", groups: ["b2bapprovergroup"] });
const price = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });

function requestJson(overrides: Record<string, unknown> = {}) {
  return {
    rma: RMA,
    status: "PENDING",
    creationTime: "2026-11-20T01:00:00Z",
    order: { code: "28500141" },
    store: { uid: "harbour-sydney", name: "Harbour Sydney" },
    requestedBy: { uid: "ws-returns-js@wholesale.example", name: "Wes Returns" },
    totalQuantity: 12,
    threshold: 10,
    totalPrice: price(264),
    returnRequest: {
      rma: RMA,
      status: "APPROVAL_PENDING",
      order: { code: "28500141" },
      returnEntries: [
        {
          orderEntry: { entryNumber: 0, product: { code: "POL-NAVY-M", name: "Work polo", colour: "Navy", size: "M" } },
          expectedQuantity: 12,
          refundAmount: price(264),
          reason: { code: "SURPLUS", name: "Surplus stock" },
        },
      ],
      totalPrice: price(264),
    },
    ...overrides,
  };
}

function endpoints(calls: RecordedRequest[], respond: { get?: () => Response; decide?: () => Response; list?: () => Response } = {}) {
  return [
    http.get(BASE, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond.list?.() ?? HttpResponse.json({ returnThresholdRequests: [requestJson()], pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: 1 } });
    }),
    http.get(`${BASE}/:rma`, async ({ request, params }) => {
      calls.push(await recordRequest(request));
      if (params.rma !== RMA) return occError(400, [{ type: "UnknownIdentifierError" }]);
      return respond.get?.() ?? HttpResponse.json(requestJson());
    }),
    http.post(`${BASE}/:rma/decision`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond.decide?.() ?? HttpResponse.json(requestJson({ status: "ACCEPTED" }));
    }),
  ];
}

const run = <T>(fn: RouteFunction<T>, url: string, { fields, data = {}, rma = RMA }: { fields?: Fields; data?: Partial<SessionData>; rma?: string } = {}) =>
  callRouteWithSession(fn, url, { fields, session: signedInData({ user: APPROVER, ...data }), params: { rma } });

const DETAIL = `/my-account/return-request/${RMA}`;
const CONFIRM = `${DETAIL}/confirm`;
const LIST = "/my-account/approval-dashboard/returns";
const draft = (overrides: Partial<ReturnThresholdDraft> = {}): ReturnThresholdDraft => ({ rma: RMA, decision: "ACCEPT", comment: null, ...overrides });
const pathOf = (call: RecordedRequest) => new URL(call.url).pathname.replace("/occ/v2/wholesale/orgUsers/current/", "");

describe("access: approvers only, before any backend call", () => {
  it("a buyer gets 403 on the list, the detail, its action, the confirmation and its action", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const buyer = sessionUser({ uid: "ws-returns-js@wholesale.example", groups: ["b2bcustomergroup"] });
    for (const [fn, url, fields] of [
      [listLoader, LIST, undefined],
      [detailLoader, DETAIL, undefined],
      [detailAction, DETAIL, [["decision", "ACCEPT"]]],
      [confirmLoader, CONFIRM, undefined],
      [confirmAction, CONFIRM, [["intent", "confirm"]]],
    ] as const) {
      const { result } = await run(fn as never, url, { fields: fields as [string, string][] | undefined, data: { user: buyer, returnThresholdDrafts: [draft()] } });
      expect((result as Response).status).toBe(403);
    }
    expect(calls).toEqual([]);
  });
});

describe("where approvers find it (wholesale)", () => {
  it("the dashboard layout offers the 'Return requests' tab; the home quick link (?returns=true) goes on to it", async () => {
    expect((await run(layoutLoader, "/my-account/approval-dashboard")).result).toEqual({ returnRequestsTab: true });
    const quickLink = await run(layoutLoader, "/my-account/approval-dashboard?returns=true");
    expect((quickLink.result as Response).headers.get("Location")).toBe(LIST);
    expect((await run(layoutLoader, "/my-account/approval-dashboard/actioned?returns=true")).result).toEqual({ returnRequestsTab: true });
  });
});

describe("the list", () => {
  it("asks for the pending requests (10 a page) and shows RMA, order, store, buyer, date, units vs threshold, value, status", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const { result } = await run(listLoader, LIST);
    const data = result as Awaited<ReturnType<typeof listLoader>>;
    expect(new URL(calls[0]!.url).searchParams.toString()).toBe("status=PENDING&currentPage=0&pageSize=10");
    expect(data.tab).toBe("PENDING");
    expect(data.rows).toEqual([
      {
        rma: RMA,
        href: DETAIL,
        orderCode: "28500141",
        store: "Harbour Sydney",
        requestedBy: "Wes Returns",
        date: { text: "20 Nov 2026", iso: "2026-11-20" },
        units: 12,
        threshold: 10,
        value: "$264.00",
        statusName: "Pending",
        statusTone: "pending",
      },
    ]);
    expect(data.range).toEqual({ from: 1, to: 1, total: 1 });
  });

  it("?status=ACTIONED and a page ask for that list and page; ?status=PENDING redirects to the short URL; past the last page → the last page", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    await run(listLoader, `${LIST}?status=ACTIONED&page=2`);
    expect(new URL(calls[0]!.url).searchParams.toString()).toBe("status=ACTIONED&currentPage=1&pageSize=10");
    const pending = await run(listLoader, `${LIST}?status=PENDING`);
    expect((pending.result as Response).headers.get("Location")).toBe(LIST);

    server.use(...endpoints([], { list: () => HttpResponse.json({ returnThresholdRequests: [], pagination: { currentPage: 4, pageSize: 10, totalPages: 2, totalResults: 12 } }) }));
    const past = await run(listLoader, `${LIST}?status=ACTIONED&page=5`);
    expect((past.result as Response).headers.get("Location")).toBe(`${LIST}?status=ACTIONED&page=2`);
  });

  it("a backend without the extension (stock SAP: 404 UnknownResourceError) shows the empty state", async () => {
    server.use(...endpoints([], { list: () => occError(404, [{ type: "UnknownResourceError" }]) }));
    const { result } = await run(listLoader, LIST);
    expect(result).toMatchObject({ rows: [], range: { total: 0 } });
  });
});

describe("the detail", () => {
  it("shows the request: store, buyer, order, items with quantities and refund, threshold; the draft's values", async () => {
    server.use(...endpoints([]));
    const { result } = await run(detailLoader, DETAIL, { data: { returnThresholdDrafts: [draft({ decision: "DECLINE", comment: "Too many" })] } });
    const data = result as Awaited<ReturnType<typeof detailLoader>>;
    expect(data.request).toMatchObject({
      rma: RMA,
      pending: true,
      statusName: "Pending",
      returnStatus: "Approval pending",
      store: "Harbour Sydney",
      requestedBy: "Wes Returns",
      orderCode: "28500141",
      units: 12,
      threshold: 10,
      refund: "$264.00",
      record: null,
    });
    expect(data.request.items).toEqual([
      { key: "0", name: "Work polo", code: "POL-NAVY-M", variant: "Navy, M", quantity: 12, reason: "Surplus stock", refund: "$264.00" },
    ]);
    expect(data.values).toEqual({ decision: "DECLINE", comment: "Too many" });
    expect(data.notice).toBeNull();
  });

  it("another approver's request (400 UnknownIdentifierError), an odd RMA: 404", async () => {
    server.use(...endpoints([]));
    expect((await run(detailLoader, "/my-account/return-request/49100999", { rma: "49100999" })).result).toHaveProperty("status", 404);
    expect((await run(detailLoader, "/my-account/return-request/a%20b", { rma: "a b" })).result).toHaveProperty("status", 404);
    expect((await run(detailAction, "/my-account/return-request/49100999", { rma: "49100999", fields: { decision: "ACCEPT" } })).result).toHaveProperty("status", 404);
  });

  it("a decided request says who decided it and offers no form values", async () => {
    server.use(
      ...endpoints([], {
        get: () =>
          HttpResponse.json(
            requestJson({ status: "DECLINED", decidedBy: { uid: "a@w.example", name: "Ava Approver" }, decidedAt: "2026-11-21T03:00:00Z", comment: "No room" }),
          ),
      }),
    );
    const { result } = await run(detailLoader, DETAIL, { data: { returnThresholdDrafts: [draft()] } });
    const data = result as Awaited<ReturnType<typeof detailLoader>>;
    expect(data.notice).toBe("This return request has already been declined by Ava Approver on 21 Nov 2026.");
    expect(data.request.record).toEqual({ status: "DECLINED", by: "Ava Approver", on: { text: "21 Nov 2026", iso: "2026-11-21" }, comment: "No room" });
    expect(data.values).toEqual({ decision: null, comment: null });
  });

  it("Review decision: an empty decline comment is 400 with the typed values; a valid one is saved and goes to the confirmation (303)", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls));
    const bad = await run(detailAction, DETAIL, { fields: { decision: "DECLINE", comment: "" } });
    const answer = bad.result as { init: { status: number }; data: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toEqual({ comment: ["Enter a comment explaining why you are declining this return request."] });
    expect(answer.data.initialValue).toMatchObject({ decision: "DECLINE" });

    const good = await run(detailAction, DETAIL, { fields: { decision: "DECLINE", comment: " Over budget " } });
    expect((good.result as Response).status).toBe(303);
    expect((good.result as Response).headers.get("Location")).toBe(CONFIRM);
    expect(good.session?.get("returnThresholdDrafts")).toEqual([{ rma: RMA, decision: "DECLINE", comment: "Over budget" }]);
    expect(calls.every((call) => call.method === "GET")).toBe(true);
  });

  it("the corporate site has no threshold requests: 404 without a backend call", async () => {
    const { resetEnvForTests } = await import("~/lib/env.server");
    const { vi } = await import("vitest");
    vi.stubEnv("SITE_TYPE", "corporate");
    resetEnvForTests();
    try {
      const calls: RecordedRequest[] = [];
      server.use(...endpoints(calls));
      expect((await run(detailLoader, DETAIL)).result).toHaveProperty("status", 404);
      const list = await run(listLoader, LIST);
      expect(list.result).toMatchObject({ rows: [], range: { total: 0 } });
      expect(calls).toEqual([]);
    } finally {
      vi.stubEnv("SITE_TYPE", "wholesale");
      resetEnvForTests();
    }
  });
});

describe("the confirmation", () => {
  it("without a reviewed decision goes back to the detail", async () => {
    server.use(...endpoints([]));
    for (const fn of [confirmLoader, confirmAction]) {
      const { result } = await run(fn as never, CONFIRM, fn === confirmAction ? { fields: { intent: "confirm" } } : {});
      expect((result as Response).headers.get("Location")).toBe(DETAIL);
    }
  });

  it("says what will happen", async () => {
    server.use(...endpoints([]));
    const { result } = await run(confirmLoader, CONFIRM, { data: { returnThresholdDrafts: [draft()] } });
    expect(result).toEqual({ rma: RMA, decision: "ACCEPT", units: 12, refund: "$264.00", comment: null });
  });

  it("Confirm posts the decision once, clears the draft, flashes and goes back to the list (303)", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...endpoints(calls, { decide: () => HttpResponse.json(requestJson({ status: "DECLINED", comment: "Over budget" })) }));
    const { result, session } = await run(confirmAction, CONFIRM, {
      fields: { intent: "confirm" },
      data: { returnThresholdDrafts: [draft({ decision: "DECLINE", comment: "Over budget" })] },
    });
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe(LIST);
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map(pathOf)).toEqual([`returnThresholdRequests/${RMA}/decision`]);
    expect(JSON.parse(posts[0]!.text)).toEqual({ decision: "DECLINE", comment: "Over budget" });
    expect(session?.get("returnThresholdDrafts")).toBeUndefined();
    expect(session?.get("flash")).toEqual({ type: "success", message: `Return request ${RMA} was declined.` });
  });

  it("a different decision made meanwhile (400 IllegalStateError) changes nothing: back to the detail, which says who decided", async () => {
    server.use(
      ...endpoints([], { decide: () => occError(400, [{ type: "IllegalStateError", message: "This return request has already been decided" }]) }),
    );
    const { result, session } = await run(confirmAction, CONFIRM, { fields: { intent: "confirm" }, data: { returnThresholdDrafts: [draft()] } });
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe(DETAIL);
    expect(session?.get("returnThresholdDrafts")).toBeUndefined();
  });

  it("another backend failure stays on the confirmation with the catalogue text", async () => {
    server.use(...endpoints([], { decide: () => occError(503, [{ type: "ServiceUnavailable" }]) }));
    const { result } = await run(confirmAction, CONFIRM, { fields: { intent: "confirm" }, data: { returnThresholdDrafts: [draft()] } });
    const answer = result as { init: { status: number }; data: { error: Record<string, string[]> } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error[""]?.[0]).toEqual(expect.any(String));
  });
});

// The fault harness (tests/faults) drives the corporate storefront in process, where these wholesale pages answer 404
// before any backend call: their backend failures are proven here instead.
describe("backend failures on the list and the detail: the catalogue's text, never a stack", () => {
  const failing = (status: number) => () => occError(status, [{ type: "ServerError", message: "at loader (/work/app/x.ts:1:1)" }]);
  for (const [status, text] of [
    [500, messages.internalServerError],
    [504, messages.gatewayTimeout],
  ] as const) {
    it(`${status}: the list and the detail throw the catalogue's response`, async () => {
      server.use(...endpoints([], { list: failing(status), get: failing(status) }));
      for (const [loader, url] of [
        [listLoader, LIST],
        [detailLoader, DETAIL],
      ] as const) {
        const thrown = await run(loader as RouteFunction<unknown>, url).then(
          ({ result }) => result,
          (error: unknown) => error,
        );
        expect(thrown, url).toBeInstanceOf(Response);
        const response = thrown as Response;
        expect(response.status, url).toBe(status);
        const body = (await response.json()) as { message: string };
        expect(body.message, url).toBe(text);
      }
    });
  }
});
