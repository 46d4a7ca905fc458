import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MAX_DRAFTS, readDecisionDraft, saveDecisionDraft } from "~/lib/approvals/decision-draft.server";
import * as decisionMessages from "~/lib/approvals/decision-messages";
import { type ApprovalDecisionDraft, type SessionData, sessionStorage } from "~/lib/session.server";
import { action as detailAction, loader as detailLoader } from "~/routes/my-account_.approval.$approvalCode";
import { action as confirmAction, loader as confirmLoader } from "~/routes/my-account_.approval.$approvalCode_.confirm";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { callRouteWithSession, type Fields, type RouteFunction } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { sessionUser, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const BASE = `${OCC_BASE_URL}/corporate/orgUsers/current`;
const CODE = "00001234";
const APPROVER = sessionUser({ uid: "approver@acme.example", groups: ["b2bapprovergroup"] });
const price = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });

function orderJson(overrides: Record<string, unknown> = {}, quantities: [number | null, number | null] = [null, null]) {
  return {
    code: CODE,
    status: "PENDING_APPROVAL",
    statusDisplay: "pendingApproval",
    created: "2026-05-04T01:00:00Z",
    user: { uid: "wearer@acme.example", name: "Wendy Wearer" },
    placedBy: { uid: "buyer@acme.example", name: "Bella Buyer" },
    purchaseOrderNumber: "PO77",
    costCenter: { code: "CC1", name: "Stores" },
    entries: [
      {
        entryNumber: 0,
        quantity: 2,
        approvedQuantity: quantities[0],
        basePrice: price(20),
        totalPrice: price(40),
        product: { code: "SHIRT-NAVY-M", name: "Polo shirt", variantOptionQualifiers: [{ qualifier: "colour", value: "Navy" }, { qualifier: "size", value: "M" }] },
      },
      {
        entryNumber: 1,
        quantity: 3,
        approvedQuantity: quantities[1],
        basePrice: price(10),
        totalPrice: price(30),
        product: { code: "CAP-BLK", name: "Cap", variantOptionQualifiers: [] },
      },
    ],
    subTotal: price(70),
    totalTax: price(7),
    totalPriceWithTax: price(77),
    approval: { exceededLimit: { code: "LIMIT50", type: "ORDER", threshold: 50, period: null } },
    ...overrides,
  };
}

const REASONS = { orderDeclineReasonMap: { BUDGET: "Over budget", OTHER: "Other" } };

/** The read endpoints, recording every request (to prove what was and was not called). */
function readEndpoints(calls: RecordedRequest[], order: () => unknown = () => orderJson()) {
  return [
    http.get(`${BASE}/approve-order/:code`, async ({ request, params }) => {
      calls.push(await recordRequest(request));
      return params.code === CODE ? HttpResponse.json(order() as never) : occError(404, [{ type: "UnknownIdentifierError" }]);
    }),
    http.get(`${BASE}/getOrderDeclineReasons`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return HttpResponse.json(REASONS);
    }),
    http.get(`${BASE}/employee/:uid`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return HttpResponse.json({ uid: "wearer@acme.example", name: "Wendy Wearer", email: "wendy@acme.example", employeeId: "E123", unit: { uid: "acme-nsw", name: "Acme NSW" } });
    }),
    http.get(`${BASE}/employee-history/:uid`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return HttpResponse.json({ orders: [{ code: "00000999", created: "2026-04-01T00:00:00Z", status: "APPROVED", statusDisplay: "approved", totalPriceWithTax: price(12) }] });
    }),
  ];
}

function writeEndpoints(calls: RecordedRequest[], respond: { amend?: () => Response; decide?: () => Response } = {}) {
  return [
    http.post(`${BASE}/orders/:code/amend`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond.amend?.() ?? HttpResponse.json(orderJson({}, [1, 3]));
    }),
    http.post(`${BASE}/approveDeclineOrder`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond.decide?.() ?? HttpResponse.json(orderJson({ status: "APPROVED", statusDisplay: "approved" }));
    }),
  ];
}

/** A signed-in approver's GET (or, with `fields`, form POST with the CSRF token) to `url`, thrown Responses returned. */
const run = <T>(fn: RouteFunction<T>, url: string, { fields, data = {}, code = CODE }: { fields?: Fields; data?: Partial<SessionData>; code?: string } = {}) =>
  callRouteWithSession(fn, url, { fields, session: signedInData({ user: APPROVER, ...data }), params: { approvalCode: code } });

const DETAIL = `/my-account/approval/${CODE}`;
const CONFIRM = `${DETAIL}/confirm`;
const FORM: [string, string][] = [
  ["ordered-0", "2"],
  ["ordered-1", "3"],
  ["quantity-0", "2"],
  ["quantity-1", "3"],
];
const draft = (overrides: Partial<ApprovalDecisionDraft> = {}): ApprovalDecisionDraft => ({
  code: CODE,
  decision: "APPROVE",
  reasonCode: null,
  comment: "Fine",
  quantities: [
    { entryNumber: 0, quantity: 2 },
    { entryNumber: 1, quantity: 3 },
  ],
  key: "0f7d2a9e-3c4b-4e1a-9a51-3f7b8c2d1e00",
  reviewed: true,
  ...overrides,
});

describe("access: approvers only, in the loaders and the actions (nothing reaches the backend)", () => {
  const buyer = sessionUser({ groups: ["b2bcustomergroup"] });
  const wearer = sessionUser({ uid: "wearer@acme.example", groups: ["customergroup"] });
  for (const [who, user] of [
    ["buyer", buyer],
    ["wearer", wearer],
  ] as const) {
    it(`a ${who} gets 403 for the detail, its action, the confirmation and its action`, async () => {
      const calls: RecordedRequest[] = [];
      server.use(...readEndpoints(calls), ...writeEndpoints(calls));
      for (const [fn, url, fields] of [
        [detailLoader, DETAIL, undefined],
        [detailAction, DETAIL, [...FORM, ["decision", "APPROVE"], ["intent", "review"]]],
        [confirmLoader, CONFIRM, undefined],
        [confirmAction, CONFIRM, [["intent", "confirm"]]],
      ] as const) {
        const { result } = await run(fn as never, url, { fields: fields as [string, string][] | undefined, data: { user, approvalDecisionDrafts: [draft()] } });
        expect((result as Response).status).toBe(403);
      }
      expect(calls).toEqual([]);
    });
  }
});

describe("detail loader", () => {
  it("loads the order and the reasons, then the wearer and their history; shows the spec's status and our limit wording", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...readEndpoints(calls));
    const { result } = await run(detailLoader, DETAIL);
    const data = result as Awaited<ReturnType<typeof detailLoader>>;
    expect(calls.map((c) => new URL(c.url).pathname.split("/current/")[1])).toEqual(
      expect.arrayContaining([`approve-order/${CODE}`, "getOrderDeclineReasons", "employee/wearer%40acme.example", "employee-history/wearer%40acme.example"]),
    );
    expect(data.order).toMatchObject({
      code: CODE,
      statusLabel: "Pending approval",
      pending: true,
      placedBy: "Bella Buyer",
      wearer: "Wendy Wearer",
      poNumber: "PO77",
      costCentre: "Stores (CC1)",
      exceededLimit: "Order total above the purchase limit of $50.00 per order",
      total: "$77.00",
    });
    expect(data.order.entries[0]).toMatchObject({ name: "Polo shirt", colour: "Navy", size: "M", ordered: 2, approved: 2, unitPrice: "$20.00", lineTotal: "$40.00" });
    expect(data.order.totals.map((row) => row.key)).toEqual(["subtotal", "tax", "total"]);
    expect(data.employee).toMatchObject({ name: "Wendy Wearer", employeeId: "E123", unit: "Acme NSW", email: "wendy@acme.example" });
    expect(data.employee?.history).toEqual([{ code: "00000999", placedOn: expect.any(String), status: "Approved", total: "$12.00" }]);
    expect(data.reasons).toEqual([
      { code: "BUDGET", text: "Over budget" },
      { code: "OTHER", text: "Other" },
    ]);
    expect(data.notice).toBeNull();
  });

  it("an unknown order (or one outside the approver's units) is the not-found page", async () => {
    server.use(...readEndpoints([]));
    expect((await run(detailLoader, "/my-account/approval/99999999", { code: "99999999" })).result).toHaveProperty("status", 404);
    expect((await run(detailLoader, "/my-account/approval/bad%20code", { code: "bad code" })).result).toHaveProperty("status", 404);
  });

  it("a decided order shows who decided it, and the form's values are not offered", async () => {
    const decided = orderJson({
      status: "APPROVED",
      statusDisplay: "approved",
      approval: { decision: "APPROVE", comment: "ok", approver: { uid: "a@acme.example", name: "Avery Approver" }, decidedAt: "2026-05-05T02:00:00Z" },
    });
    server.use(...readEndpoints([], () => decided));
    const { result } = await run(detailLoader, DETAIL, { data: { approvalDecisionDrafts: [draft()] } });
    const data = result as Awaited<ReturnType<typeof detailLoader>>;
    expect(data.order.pending).toBe(false);
    expect(data.notice).toBe("This order has already been approved by Avery Approver on 5 May 2026.");
    expect(data.order.record).toMatchObject({ decision: "APPROVE", approver: "Avery Approver", comment: "ok" });
    expect(data.values.decision).toBeNull();
  });

  it("fills the form from the draft (after Update total or Change decision)", async () => {
    server.use(...readEndpoints([]));
    const { result } = await run(detailLoader, DETAIL, { data: { approvalDecisionDrafts: [draft({ decision: "REJECT", reasonCode: "BUDGET", comment: "Too much" })] } });
    expect((result as Awaited<ReturnType<typeof detailLoader>>).values).toEqual({ decision: "REJECT", reasonCode: "BUDGET", comment: "Too much" });
  });
});

describe("detail action", () => {
  it("Update total (intent=amend) posts the changed quantities, keeps the typed decision and comes back (303)", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...readEndpoints([]), ...writeEndpoints(calls));
    const { result, session } = await run(detailAction, DETAIL, {
      fields: [...FORM.filter(([name]) => name !== "quantity-0"), ["quantity-0", "1"], ["decision", "REJECT"], ["comment", "typed"], ["intent", "amend"]],
    });
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe(`${DETAIL}#totals`);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).pathname).toBe(`/occ/v2/corporate/orgUsers/current/orders/${CODE}/amend`);
    expect(JSON.parse(calls[0]!.text)).toEqual({
      entries: [
        { entryNumber: 0, quantity: 1 },
        { entryNumber: 1, quantity: 3 },
      ],
    });
    expect(readDecisionDraft(session!, CODE)).toMatchObject({ decision: "REJECT", comment: "typed", reviewed: false });
    expect(session?.get("flash")).toEqual({ type: "info", message: decisionMessages.totalUpdated });
  });

  it("errors come back with every typed value; nothing is posted or saved", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...readEndpoints([]), ...writeEndpoints(calls));
    const { result, session } = await run(detailAction, DETAIL, {
      fields: [...FORM.filter(([name]) => name !== "quantity-1"), ["quantity-1", "4"], ["decision", "REJECT"], ["comment", "x".repeat(256)], ["intent", "review"]],
    });
    const { data: reply, init } = result as unknown as { data: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; init: { status: number } };
    expect(init.status).toBe(400);
    expect(reply.error).toMatchObject({
      reasonCode: [decisionMessages.reasonRequired],
      comment: [decisionMessages.commentTooLong],
    });
    expect(reply.error["quantity-1"]).toBeUndefined(); // declining: quantities do not apply
    expect(reply.initialValue).toMatchObject({ decision: "REJECT", comment: "x".repeat(256), "quantity-1": "4" });
    expect(calls).toEqual([]);
    expect(session).toBeNull();
  });

  it("Review of an approval with changed quantities amends first, then saves the reviewed draft with a key → confirm", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...readEndpoints([]), ...writeEndpoints(calls));
    const { result, session } = await run(detailAction, DETAIL, {
      fields: [...FORM.filter(([name]) => name !== "quantity-0"), ["quantity-0", "1"], ["decision", "APPROVE"], ["comment", "ok"], ["intent", "review"]],
    });
    expect((result as Response).headers.get("Location")).toBe(CONFIRM);
    expect(calls.map((c) => new URL(c.url).pathname.split("/current/")[1])).toEqual([`orders/${CODE}/amend`]);
    const saved = readDecisionDraft(session!, CODE);
    expect(saved).toMatchObject({ decision: "APPROVE", comment: "ok", reviewed: true, quantities: [{ entryNumber: 0, quantity: 1 }, { entryNumber: 1, quantity: 3 }] });
    expect(saved?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it("Review of a decline posts nothing and keeps the reason and comment", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...readEndpoints([]), ...writeEndpoints(calls));
    const { result, session } = await run(detailAction, DETAIL, {
      fields: [...FORM, ["decision", "REJECT"], ["reasonCode", "BUDGET"], ["comment", "Too much"], ["intent", "review"]],
    });
    expect((result as Response).headers.get("Location")).toBe(CONFIRM);
    expect(calls).toEqual([]);
    expect(readDecisionDraft(session!, CODE)).toMatchObject({ decision: "REJECT", reasonCode: "BUDGET", comment: "Too much", quantities: [], reviewed: true });
  });

  it("an order decided meanwhile: nothing is posted, back to the detail (which says who decided it)", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...readEndpoints([], () => orderJson({ status: "REJECTED", statusDisplay: "rejected" })), ...writeEndpoints(calls));
    const { result } = await run(detailAction, DETAIL, { fields: [...FORM, ["decision", "APPROVE"], ["intent", "review"]] });
    expect((result as Response).headers.get("Location")).toBe(DETAIL);
    expect(calls).toEqual([]);
  });

  it("a backend 409 on amend (decided in another tab) changes nothing and goes back to the detail", async () => {
    server.use(...readEndpoints([]), ...writeEndpoints([], { amend: () => occError(409, [{ type: "ApprovalError", reason: "alreadyActioned" }]) }));
    const { result, session } = await run(detailAction, DETAIL, { fields: [...FORM.filter(([n]) => n !== "quantity-0"), ["quantity-0", "0"], ["intent", "amend"]] });
    expect((result as Response).headers.get("Location")).toBe(DETAIL);
    expect(session).toBeNull();
  });
});

describe("confirmation", () => {
  it("without a reviewed draft the confirmation goes back to the detail", async () => {
    server.use(...readEndpoints([]));
    for (const drafts of [undefined, [draft({ reviewed: false })], [draft({ code: "00000001" })]]) {
      const { result } = await run(confirmLoader, CONFIRM, { data: { approvalDecisionDrafts: drafts } });
      expect((result as Response).headers.get("Location")).toBe(DETAIL);
    }
  });

  it("says what will happen: approve for the total, with the amended quantities", async () => {
    server.use(...readEndpoints([], () => orderJson({ totalPriceWithTax: price(57) }, [1, null])));
    const { result } = await run(confirmLoader, CONFIRM, { data: { approvalDecisionDrafts: [draft({ quantities: [{ entryNumber: 0, quantity: 1 }, { entryNumber: 1, quantity: 3 }] })] } });
    expect(result).toEqual({
      code: CODE,
      decision: "APPROVE",
      total: "$57.00",
      reason: null,
      comment: "Fine",
      amended: [{ entryNumber: 0, name: "Polo shirt", approved: 1, ordered: 2 }],
    });
    expect(decisionMessages.confirmApproveSummary(CODE, "$57.00")).toBe(`You are about to approve order ${CODE} for $57.00.`);
  });

  it("a decline shows the reason's text", async () => {
    server.use(...readEndpoints([]));
    const { result } = await run(confirmLoader, CONFIRM, { data: { approvalDecisionDrafts: [draft({ decision: "REJECT", reasonCode: "BUDGET", comment: "Too much", quantities: [] })] } });
    expect(result).toMatchObject({ decision: "REJECT", reason: "Over budget", comment: "Too much", amended: [] });
  });

  it("Confirm sends the draft's key as Idempotency-Key, clears the draft, flashes and goes to the dashboard", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...writeEndpoints(calls));
    const { result, session } = await run(confirmAction, CONFIRM, { fields: [["intent", "confirm"]], data: { approvalDecisionDrafts: [draft()] } });
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/my-account/approval-dashboard");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe(draft().key);
    expect(JSON.parse(calls[0]!.text)).toEqual({ orderCode: CODE, decision: "APPROVE", comment: "Fine", approvedQuantities: draft().quantities });
    expect(session?.get("approvalDecisionDrafts")).toBeUndefined();
    expect(session?.get("flash")).toEqual({ type: "success", message: `Order ${CODE} was approved.` });
  });

  it("Confirm decline sends the reason and comment, no quantities", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...writeEndpoints(calls, { decide: () => HttpResponse.json(orderJson({ status: "REJECTED" })) }));
    const { session } = await run(confirmAction, CONFIRM, {
      fields: [["intent", "confirm"]],
      data: { approvalDecisionDrafts: [draft({ decision: "REJECT", reasonCode: "BUDGET", comment: "Too much", quantities: [] })] },
    });
    expect(JSON.parse(calls[0]!.text)).toEqual({ orderCode: CODE, decision: "REJECT", comment: "Too much", reasonCode: "BUDGET" });
    expect(session?.get("flash")).toEqual({ type: "success", message: `Order ${CODE} was declined.` });
  });

  it("409 alreadyActioned: no flash, the draft is dropped, the detail shows who decided", async () => {
    server.use(...writeEndpoints([], { decide: () => occError(409, [{ type: "ApprovalError", reason: "alreadyActioned" }]) }));
    const { result, session } = await run(confirmAction, CONFIRM, { fields: [["intent", "confirm"]], data: { approvalDecisionDrafts: [draft()] } });
    expect((result as Response).headers.get("Location")).toBe(DETAIL);
    expect(session?.get("approvalDecisionDrafts")).toBeUndefined();
    expect(session?.get("flash")).toBeUndefined();
  });

  it("a resubmitted Confirm after the decision (no draft any more) posts nothing", async () => {
    const calls: RecordedRequest[] = [];
    server.use(...writeEndpoints(calls));
    const { result } = await run(confirmAction, CONFIRM, { fields: [["intent", "confirm"]] });
    expect((result as Response).headers.get("Location")).toBe(DETAIL);
    expect(calls).toEqual([]);
  });

  it("other backend errors stay on the confirmation with their text, never a stack trace", async () => {
    server.use(...writeEndpoints([], { decide: () => occError(400, [{ type: "ValidationError", subject: "approvedQuantities" }]) }));
    expect((await run(confirmAction, CONFIRM, { fields: [["intent", "confirm"]], data: { approvalDecisionDrafts: [draft()] } })).result).toMatchObject({
      init: { status: 400 },
      data: { status: "error", error: { "": [decisionMessages.allZeroApprove] } },
    });
    server.use(...writeEndpoints([], { decide: () => new HttpResponse("<html>bad gateway</html>", { status: 502 }) }));
    const { result, session } = await run(confirmAction, CONFIRM, { fields: [["intent", "confirm"]], data: { approvalDecisionDrafts: [draft()] } });
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": ["A server error occurred. Please try again later."] } } });
    expect(session).toBeNull(); // the draft (and its key) stay for a retry
  });
});

describe("decision draft lifecycle", () => {
  it("keeps the key across saves of the same order, holds at most a few orders (newest first)", async () => {
    const session = await sessionStorage().getSession();
    const first = saveDecisionDraft(session, "A", { decision: null, reasonCode: null, comment: null, quantities: [], reviewed: false });
    const again = saveDecisionDraft(session, "A", { decision: "APPROVE", reasonCode: null, comment: "x", quantities: [], reviewed: true });
    expect(again.key).toBe(first.key);
    for (const code of ["B", "C", "D"]) saveDecisionDraft(session, code, { decision: null, reasonCode: null, comment: null, quantities: [], reviewed: false });
    expect(session.get("approvalDecisionDrafts")?.map((d) => d.code)).toEqual(["D", "C", "B"]);
    expect(session.get("approvalDecisionDrafts")).toHaveLength(MAX_DRAFTS);
  });
});
