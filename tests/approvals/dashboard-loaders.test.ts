import { type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import * as approvalMessages from "~/lib/approvals/messages";
import * as messages from "~/lib/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as layoutLoader } from "~/routes/my-account_.approval-dashboard";
import { loader as pendingLoader } from "~/routes/my-account_.approval-dashboard._index";
import { loader as actionedLoader } from "~/routes/my-account_.approval-dashboard.actioned";
import { loader as homeLoader } from "~/routes/_index";
import { OCC_BASE_URL, currentUserJson, emptyOrderHistory, occError } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { parallelGate } from "../mocks/parallel";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, sessionUser, signedInData, useTestEnv } from "../mocks/session";
import { homepageJson } from "../shell/cms-fixture";

useTestEnv();
useMswServer();
// The home loader also reads the recent orders (issue 23).
beforeEach(() => server.use(emptyOrderHistory()));

const BASE = `${OCC_BASE_URL}/corporate/orgUsers/current`;
const APPROVER = ["b2bapprovergroup"];

const FILTERS = {
  units: [
    { uid: "acme-au-nsw", name: "Acme NSW" },
    { uid: "acme-au-vic", name: "Acme VIC" },
  ],
  wearers: [
    { uid: "wendy@acme.example", name: "Wendy Wearer", employeeId: "E100" },
    { uid: "liam.nguyen@acme.example", name: "Liam Nguyen", employeeId: null },
  ],
  dateRange: { min: "2026-01-02", max: "2026-03-30" },
  sorts: [
    { code: "byDateDesc", name: "Newest first" },
    { code: "byTotalDesc", name: "Highest total" },
  ],
};
const ACTIONED_FILTERS = {
  ...FILTERS,
  sorts: [{ code: "byDecisionDate", name: "Decision date" }, ...FILTERS.sorts],
  statuses: [
    { code: "APPROVED", name: "approved" },
    { code: "REJECTED", name: "rejected" },
  ],
};

function row(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    created: "2026-01-05T23:30:00Z",
    status: "PENDING_APPROVAL",
    statusDisplay: "pendingApproval",
    placedBy: { uid: "buyer@acme.example", name: "Bella Buyer" },
    user: { uid: "wendy@acme.example", name: "Wendy Wearer", employeeId: "E100" },
    unit: { uid: "acme-au-nsw", name: "Acme NSW" },
    totalPriceWithTax: { value: 612.5, formattedValue: "$612.50", currencyIso: "AUD" },
    totalUnitCount: 5,
    ...overrides,
  };
}

function listAnswer(orders: unknown[], pagination: Partial<{ currentPage: number; totalPages: number; totalResults: number }> = {}) {
  return { orders, pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: orders.length, ...pagination } };
}

function args(url: string, cookie: string) {
  return { request: pageRequest(url, cookie), context: createRequestContext("nonce"), params: {} } as LoaderFunctionArgs;
}

async function cookieFor(groups: string[]) {
  return sessionCookie(signedInData({ user: sessionUser({ uid: "approver@acme.example", groups }) }));
}

async function loadPending(search = "", groups = APPROVER) {
  return pendingLoader(args(`http://store.test/my-account/approval-dashboard${search}`, await cookieFor(groups)));
}

async function loadActioned(search = "", groups = APPROVER) {
  return actionedLoader(args(`http://store.test/my-account/approval-dashboard/actioned${search}`, await cookieFor(groups)));
}

describe("pending approvals loader", () => {
  it("asks for the filters and the page in parallel, with the parsed body, and formats the rows", async () => {
    const bodies: unknown[] = [];
    const gate = parallelGate();
    server.use(
      http.get(`${BASE}/manage-approvals/filters`, async () => {
        await gate.enter("filters");
        return HttpResponse.json(FILTERS);
      }),
      http.post(`${BASE}/manage-approvals/pendingOrders`, async ({ request }) => {
        await gate.enter("list");
        bodies.push(await request.json());
        return HttpResponse.json(listAnswer([row("A100"), row("A101", { user: { uid: "liam.nguyen@acme.example", name: "Liam Nguyen" } })], { currentPage: 1, totalPages: 2, totalResults: 12 }));
      }),
    );
        const data = await gate.expectParallel(["filters", "list"], loadPending("?fromDate=2026-01-01&toDate=2026-01-31&wearer=wendy%40acme.example&sort=byTotalDesc&page=2"));
    expect(bodies).toEqual([
      { currentPage: 1, pageSize: 10, sort: "byTotalDesc", fromDate: "2026-01-01", toDate: "2026-01-31", wearer: "wendy@acme.example" },
    ]);
    expect(data.rows[0]).toEqual({
      code: "A100",
      href: "/my-account/approval/A100",
      placedBy: "Bella Buyer",
      wearer: "Wendy Wearer",
      employeeId: "E100",
      unit: "Acme NSW",
      date: { text: "5 Jan 2026", iso: "2026-01-05" },
      decided: null,
      total: "$612.50",
      statusName: "Pending approval",
      statusTone: "pending",
    });
    expect(data.rows[1]?.employeeId).toBeNull();
    expect(data.options.wearers).toEqual([
      { value: "wendy@acme.example", label: "Wendy Wearer (E100)" },
      { value: "liam.nguyen@acme.example", label: "Liam Nguyen" },
    ]);
    expect(data.dateRange).toEqual({ min: "2026-01-02", max: "2026-03-30" });
    expect(data.range).toEqual({ from: 11, to: 12, total: 12 });
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 2 });
    expect(data.filtered).toBe(true);
    expect(data.errors).toEqual({});
  });

  it("an invalid date gets its message, keeps its value and the list loads without it", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${BASE}/manage-approvals/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/manage-approvals/pendingOrders`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(listAnswer([row("A100")]));
      }),
    );
    const data = await loadPending("?fromDate=2026-02-31");
    expect(bodies).toEqual([{ currentPage: 0, pageSize: 10, sort: "byDateDesc" }]);
    expect(data.errors).toEqual({ fromDate: approvalMessages.dateInvalid("2026-02-31") });
    expect(data.values.fromDate).toBe("2026-02-31");
    expect(data.rows).toHaveLength(1);
  });

  it("a filter the backend rejects (400 with its subject) gets a message and the list is asked again without it", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${BASE}/manage-approvals/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/manage-approvals/pendingOrders`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.unit) return occError(400, [{ type: "ValidationError", subject: "unit", message: "not in your tree" }]);
        return HttpResponse.json(listAnswer([row("A100")]));
      }),
    );
    const data = await loadPending("?unit=kiwi-nz");
    expect(bodies.map((b) => b.unit)).toEqual(["kiwi-nz", undefined]);
    expect(data.errors).toEqual({ unit: approvalMessages.unitInvalid });
  });

  it("a wearer the filters do not offer is flagged by its field", async () => {
    server.use(
      http.get(`${BASE}/manage-approvals/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/manage-approvals/pendingOrders`, () => HttpResponse.json(listAnswer([]))),
    );
    const data = await loadPending("?wearer=someone%40else.example");
    expect(data.errors).toEqual({ wearer: approvalMessages.wearerInvalid });
    expect(data.filtered).toBe(true);
  });

  it("a page past the last one redirects to the last page, filters kept", async () => {
    server.use(
      http.get(`${BASE}/manage-approvals/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/manage-approvals/pendingOrders`, () => HttpResponse.json(listAnswer([], { currentPage: 8, totalPages: 2, totalResults: 14 }))),
    );
    const response = await thrownResponse(loadPending("?sort=byTotalDesc&page=9"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/my-account/approval-dashboard?sort=byTotalDesc&page=2");
  });

  it("a backend failure shows the catalogue text", async () => {
    server.use(
      http.get(`${BASE}/manage-approvals/filters`, () => HttpResponse.json(FILTERS)),
      http.post(`${BASE}/manage-approvals/pendingOrders`, () => new HttpResponse("<html>", { status: 502 })),
    );
    const response = await thrownResponse(loadPending());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.badGateway });
  });
});

describe("actioned orders loader", () => {
  it("uses the actioned filters and list, with the status filter, and shows decided statuses by their display names", async () => {
    const bodies: unknown[] = [];
    const gate = parallelGate();
    server.use(
      http.get(`${BASE}/manageapprovals/actionedFilters`, async () => {
        await gate.enter("filters");
        return HttpResponse.json(ACTIONED_FILTERS);
      }),
      http.post(`${BASE}/manage-approvals/actionedOrders`, async ({ request }) => {
        await gate.enter("list");
        bodies.push(await request.json());
        return HttpResponse.json(
          listAnswer([
            row("A200", { status: "APPROVED", statusDisplay: "approved", decision: "APPROVE", decidedAt: "2026-01-09T08:15:00Z" }),
            row("A201", { status: "REJECTED", statusDisplay: "rejected", decision: "REJECT", decidedAt: "2026-01-07T23:59:00Z" }),
          ]),
        );
      }),
    );
        const data = await gate.expectParallel(["filters", "list"], loadActioned("?status=REJECTED"));
    // Newest decision first unless the URL asks for another sort.
    expect(bodies).toEqual([{ currentPage: 0, pageSize: 10, sort: "byDecisionDate", status: "REJECTED" }]);
    expect(data.selectedSort).toBe("byDecisionDate");
    expect(data.options.sorts[0]).toEqual({ value: "byDecisionDate", label: "Decision date" });
    expect(data.rows.map((r) => [r.code, r.statusName, r.statusTone, r.decided])).toEqual([
      ["A200", "Approved", "approved", { text: "9 Jan 2026", iso: "2026-01-09" }],
      ["A201", "Rejected", "rejected", { text: "7 Jan 2026", iso: "2026-01-07" }],
    ]);
    expect(data.options.statuses).toEqual([
      { value: "APPROVED", label: "Approved" },
      { value: "REJECTED", label: "Rejected" },
    ]);
    expect(data.tab).toBe("actioned");
  });
});

describe("who may see the approval dashboard", () => {
  it.each([
    ["a buyer", ["b2bcustomergroup"]],
    ["a wearer", ["customergroup"]],
    ["an administrator", ["b2badmingroup"]],
  ])("%s gets the forbidden page for both tabs and the layout, without a backend call", async (_who, groups) => {
    let called = false;
    server.use(
      http.all(`${BASE}/*`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    for (const load of [
      () => loadPending("", groups),
      () => loadActioned("", groups),
      async () => layoutLoader(args("http://store.test/my-account/approval-dashboard", await cookieFor(groups))),
    ]) {
      const response = await thrownResponse(load());
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(messages.forbidden);
    }
    expect(called).toBe(false);
  });

  it("the layout lets approvers in (the wholesale-only 'Return requests' tab is off on this corporate site: issue 24)", async () => {
    await expect(layoutLoader(args("http://store.test/my-account/approval-dashboard", await cookieFor(APPROVER)))).resolves.toEqual({ returnRequestsTab: false });
  });

  it("signed-out visitors are sent to sign in", async () => {
    const response = await thrownResponse(
      pendingLoader({ request: pageRequest("http://store.test/my-account/approval-dashboard"), context: createRequestContext("n"), params: {} } as LoaderFunctionArgs),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("the home page's pending approvals block", () => {
  /** With `gate`, the current user and the count wait there, to prove they are asked for together. */
  function homeBackend(summary: () => Response, gate?: ReturnType<typeof parallelGate>) {
    const calls = { summary: 0 };
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/cms/pages`, () => HttpResponse.json(homepageJson({}))),
      http.get(`${BASE}`, async () => {
        await gate?.enter("user");
        return HttpResponse.json(currentUserJson());
      }),
      http.get(`${BASE}/pendingApprovalOrders`, async () => {
        calls.summary += 1;
        await gate?.enter("summary");
        return summary();
      }),
    );
    return { calls };
  }

  it("approvers get the count, fetched alongside the home page's other calls", async () => {
    const gate = parallelGate();
    const backend = homeBackend(() => HttpResponse.json({ count: 14, orders: [row("A1"), row("A2"), row("A3")] }), gate);
        const home = await gate.expectParallel(["user", "summary"], homeLoader(args("http://store.test/", await cookieFor(APPROVER))));
    expect(home.pendingApprovals).toBe(14);
    expect(backend.calls.summary).toBe(1);
  });

  it("an approver with nothing waiting gets 0 (the block says so)", async () => {
    homeBackend(() => HttpResponse.json({ count: 0, orders: [] }));
    const home = await homeLoader(args("http://store.test/", await cookieFor(APPROVER)));
    expect(home.pendingApprovals).toBe(0);
    expect(approvalMessages.homeCount(0)).toBe("No orders waiting for your approval");
    expect(approvalMessages.homeCount(14)).toBe("14 orders waiting for your approval");
  });

  it.each([[["b2bcustomergroup"]], [["customergroup"]]])("%j gets no block and no backend call", async (groups) => {
    const backend = homeBackend(() => HttpResponse.json({ count: 3, orders: [] }));
    const home = await homeLoader(args("http://store.test/", await cookieFor(groups)));
    expect(home.pendingApprovals).toBeNull();
    expect(backend.calls.summary).toBe(0);
  });

  it("a failing count hides the block, not the home page", async () => {
    homeBackend(() => new HttpResponse("<html>", { status: 502 }));
    const home = await homeLoader(args("http://store.test/", await cookieFor(APPROVER)));
    expect(home.pendingApprovals).toBeNull();
    expect(home.salutation).toBe("Bella");
  });
});

describe("short URLs", () => {
  it("a GET form's empty fields (and page=1) redirect to the same list without them, before any backend call", async () => {
    let called = false;
    server.use(
      http.all(`${BASE}/*`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const response = await thrownResponse(loadActioned("?fromDate=&toDate=&unit=&wearer=&status=REJECTED&sort=byDateDesc&page=1"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/my-account/approval-dashboard/actioned?status=REJECTED&sort=byDateDesc");
    const pending = await thrownResponse(loadPending("?fromDate=2026-02-31&toDate=&wearer=&page=3"));
    expect(pending.headers.get("Location")).toBe("/my-account/approval-dashboard?fromDate=2026-02-31&page=3");
    expect(called).toBe(false);
  });
});
