import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  amendApprovalOrder,
  approveDeclineOrder,
  getActionedApprovalFilters,
  getActionedApprovals,
  getApprovalFilters,
  getApprovalOrder,
  getEmployee,
  getEmployeeHistory,
  getOrderDeclineReasons,
  getPendingApprovals,
  getPendingApprovalSummary,
  isAlreadyActioned,
} from "~/lib/occ/approvals.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { contract, type ContractExchange, sapErrors } from "./harness";
import * as f from "./fixtures/approvals";

/**
 * Contract of the approval calls (issue 22; docs/occ-api.md "Calls and flavours"): this customer's extension calls
 * exactly as spec part 2 §7 names them, and, where a backend answers them 404 UnknownResourceError (stock SAP Commerce
 * 2211 B2B), the stock order approvals Spartacus' order-approval feature uses.
 */

const EXT = "orgUsers/current";
const STOCK = "users/current/orderapprovals";
const STOCK_SOURCE_ERR = "SAP 2211 B2BOrderApprovalsController error handlers (ErrorListWsDTO)";
const listBody = { currentPage: 0, pageSize: 10, sort: "byDateDesc" as const };

const ext = (method: "GET" | "POST", path: string, response: unknown, extra: Partial<ContractExchange["request"]> = {}): ContractExchange => ({
  source: f.EXTENSION_SOURCE,
  request: { method, path: `${EXT}/${path}`, ...extra },
  response: { status: 200, body: response },
});
/** The extension answered as a stock SAP answers a path it has no controller for. */
const missing = (method: "GET" | "POST", path: string, extra: Partial<ContractExchange["request"]> = {}): ContractExchange => ({
  source: "SAP 2211: no controller for the path (404 UnknownResourceError)",
  request: { method, path: `${EXT}/${path}`, ...extra },
  response: { status: 404, body: sapErrors.unknownResource(`/occ/v2/corporate/${EXT}/${path}`) },
});
const stockListExchange = (approvals: unknown[], page = { currentPage: 0, totalPages: 1 }): ContractExchange => ({
  source: f.STOCK_SOURCE,
  request: { method: "GET", path: STOCK, query: f.STOCK_LIST_QUERY(page.currentPage) },
  response: { status: 200, body: f.stockList(approvals, page) },
});
const ALL_STOCK = [f.stockPending, f.stockPendingNewer, f.stockApproved, f.stockRejected];

beforeEach(() => {
  resetStockFallbacks();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("this customer's approval calls (spec part 2 §7)", () => {
  it("GET manage-approvals/filters and manageapprovals/actionedFilters", async () => {
    const run = contract([ext("GET", "manage-approvals/filters", f.extensionFilters), ext("GET", "manageapprovals/actionedFilters", f.extensionActionedFilters)]);
    const [pending, actioned] = await run.verify(Promise.all([getApprovalFilters(run), getActionedApprovalFilters(run)]));
    expect(pending.units).toEqual(f.extensionFilters.units);
    expect(actioned.statuses?.map((status) => status.code)).toEqual(["APPROVED", "REJECTED"]);
  });

  it("POST manage-approvals/pendingOrders and actionedOrders with the filter body", async () => {
    const run = contract([ext("POST", "manage-approvals/pendingOrders", f.extensionList, { body: { ...listBody, unit: "acme-au" } })]);
    const pending = await run.verify(getPendingApprovals(run, { ...listBody, unit: "acme-au" }));
    expect(pending.orders[0]).toMatchObject({ code: "00001001", placedBy: { name: "Bea Buyer" } });
    expect(pending.orders[0]?.approvalCode).toBeUndefined();
    const body = { ...listBody, sort: "byDecisionDate" as const, status: "APPROVED" as const };
    const second = contract([ext("POST", "manage-approvals/actionedOrders", f.extensionActionedList, { body })]);
    expect((await second.verify(getActionedApprovals(second, body))).orders[0]?.decision).toBe("APPROVE");
  });

  it("GET pendingApprovalOrders (home page) and getOrderDeclineReasons", async () => {
    const run = contract([ext("GET", "pendingApprovalOrders", f.extensionSummary)]);
    expect((await run.verify(getPendingApprovalSummary(run))).count).toBe(4);
    const reasons = contract([ext("GET", "getOrderDeclineReasons", f.extensionDeclineReasons)]);
    expect(await reasons.verify(getOrderDeclineReasons(reasons))).toEqual([
      { code: "BUDGET", text: "Over budget" },
      { code: "OTHER", text: "Other" },
    ]);
  });

  it("GET approve-order/{orderId}?fields=FULL, POST orders/{code}/amend {entries}, POST approveDeclineOrder", async () => {
    const run = contract([ext("GET", "approve-order/00001001", f.extensionOrder, { query: { fields: "FULL" } })]);
    const order = await run.verify(getApprovalOrder(run, "00001001"));
    expect(order).toMatchObject({ code: "00001001", flavour: "extension", approval: { exceededLimit: { type: "ORDER" } } });
    const amend = contract([ext("POST", "orders/00001001/amend", f.extensionOrder, { body: { entries: [{ entryNumber: 0, quantity: 1 }] } })]);
    expect((await amend.verify(amendApprovalOrder(amend, "00001001", [{ entryNumber: 0, quantity: 1 }]))).code).toBe("00001001");
    const decision = { orderCode: "00001001", decision: "REJECT" as const, comment: "No", reasonCode: "BUDGET" };
    const decide = contract([ext("POST", "approveDeclineOrder", { ...f.extensionOrder, status: "REJECTED" }, { body: decision })]);
    expect(await decide.verify(approveDeclineOrder(decide, decision, "key-12345678"))).toMatchObject({ status: "REJECTED" });
  });

  it("GET employee/{id} and employee-history/{id}", async () => {
    const run = contract([ext("GET", "employee/wearer%40acme.example", f.extensionEmployee)]);
    expect((await run.verify(getEmployee(run, "wearer@acme.example")))?.employeeId).toBe("E100");
    const history = contract([ext("GET", "employee-history/wearer%40acme.example", f.extensionHistory)]);
    expect((await history.verify(getEmployeeHistory(history, "wearer@acme.example")))?.orders).toHaveLength(1);
  });

  it("reads this customer's 409 ApprovalError alreadyActioned as decided already", async () => {
    const run = contract([
      {
        source: f.EXTENSION_SOURCE,
        request: { method: "POST", path: `${EXT}/approveDeclineOrder`, body: { orderCode: "00001001", decision: "APPROVE" } },
        response: { status: 409, body: { errors: [{ type: "ApprovalError", reason: "alreadyActioned", message: "This order has already been approved." }] } },
      },
    ]);
    const error = await run.verify(approveDeclineOrder(run, { orderCode: "00001001", decision: "APPROVE" }, "key-12345678")).catch((e: unknown) => e);
    expect(isAlreadyActioned(error)).toBe(true);
  });
});

describe("stock SAP order approvals where the extensions are missing (404 UnknownResourceError)", () => {
  it("dashboard pending tab: filters and list from one read of GET users/{u}/orderapprovals (approvalDecisionRequired true)", async () => {
    const run = contract([missing("GET", "manage-approvals/filters"), stockListExchange(ALL_STOCK), missing("POST", "manage-approvals/pendingOrders", { body: listBody })]);
    const filters = await getApprovalFilters(run);
    const list = await run.verify(getPendingApprovals(run, listBody));
    expect(filters.units).toEqual([{ uid: "Rustic", name: "Rustic" }]);
    expect(filters.wearers).toEqual([{ uid: "william.hunter@rustic-hw.com", name: "William Hunter", employeeId: null }]);
    expect(filters.dateRange).toEqual({ min: "2020-10-07", max: "2020-10-09" });
    expect(list.orders.map((row) => [row.code, row.approvalCode])).toEqual([
      ["00000173", "00000007"],
      ["00000171", "00000005"],
    ]);
    expect(list.orders[0]).toMatchObject({ status: "PENDING_APPROVAL", statusDisplay: "pendingApproval", created: "2020-10-09T08:00:00.000Z" });
    expect(list.pagination).toEqual({ currentPage: 0, pageSize: 10, totalPages: 1, totalResults: 2 });
  });

  it("dashboard actioned tab: approvalDecisionRequired false, the decision from the records, the status filter applied here", async () => {
    const run = contract([missing("POST", "manage-approvals/actionedOrders", { body: { ...listBody, status: "REJECTED" } }), stockListExchange(ALL_STOCK), missing("GET", "manageapprovals/actionedFilters")]);
    const rejected = await getActionedApprovals(run, { ...listBody, status: "REJECTED" });
    expect(rejected.orders.map((row) => [row.code, row.decision, row.decidedAt])).toEqual([["00000169", "REJECT", null]]);
    const filters = await run.verify(getActionedApprovalFilters(run));
    expect(filters.statuses?.map((status) => status.code)).toEqual(["APPROVED", "REJECTED"]);
  });

  it("reads every page of the stock list and remembers the missing extension (no second 404)", async () => {
    const run = contract([
      missing("POST", "manage-approvals/pendingOrders", { body: listBody }),
      stockListExchange([f.stockPending], { currentPage: 0, totalPages: 2 }),
      stockListExchange([f.stockPendingNewer], { currentPage: 1, totalPages: 2 }),
    ]);
    expect((await run.verify(getPendingApprovals(run, listBody))).pagination.totalResults).toBe(2);
    const again = contract([stockListExchange([f.stockPending])]);
    expect((await again.verify(getPendingApprovals(again, listBody))).orders).toHaveLength(1);
  });

  it("home page count: the pending approvals of the stock list (getPendingApprovalSummary keeps its signature)", async () => {
    const run = contract([missing("GET", "pendingApprovalOrders"), stockListExchange(ALL_STOCK)]);
    const summary = await run.verify(getPendingApprovalSummary(run));
    expect(summary.count).toBe(2);
    expect(summary.orders.map((row) => row.code)).toEqual(["00000173", "00000171"]);
  });

  it("drops one malformed approval of the stock list with a warning", async () => {
    const run = contract([missing("POST", "manage-approvals/pendingOrders", { body: listBody }), stockListExchange([f.stockPending, { code: "broken" }])]);
    expect((await run.verify(getPendingApprovals(run, listBody))).orders).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("dropped item 1 of users/{u}/orderapprovals"));
  });

  it("decline reasons: stock has none (the comment alone)", async () => {
    const run = contract([missing("GET", "getOrderDeclineReasons")]);
    expect(await run.verify(getOrderDeclineReasons(run))).toEqual([]);
  });

  it("detail: GET users/{u}/orderapprovals/{code}?fields=FULL by the workflow action code", async () => {
    const run = contract([
      missing("GET", "approve-order/00000005", { query: { fields: "FULL" } }),
      { source: f.SAMPLE_SOURCE, request: { method: "GET", path: `${STOCK}/00000005`, query: { fields: "FULL" } }, response: { status: 200, body: f.stockPending } },
    ]);
    const order = await run.verify(getApprovalOrder(run, "00000005"));
    expect(order).toMatchObject({
      code: "00000171",
      flavour: "stock",
      approvalCode: "00000005",
      status: "PENDING_APPROVAL",
      statusDisplay: "pendingApproval",
      approval: null,
    });
    expect(order.placedBy).toBeUndefined();
    expect(order.entries[0]).toMatchObject({ entryNumber: 0, quantity: 100, approvedQuantity: null });
  });

  it("detail by an order code: SAP's 400 UnknownIdentifierError, then the list finds the approval", async () => {
    const run = contract([
      missing("GET", "approve-order/00000170", { query: { fields: "FULL" } }),
      { source: STOCK_SOURCE_ERR, request: { method: "GET", path: `${STOCK}/00000170`, query: { fields: "FULL" } }, response: { status: 400, body: f.stockErrors.unknownApproval("00000170") } },
      stockListExchange(ALL_STOCK),
    ]);
    const order = await run.verify(getApprovalOrder(run, "00000170"));
    expect(order).toMatchObject({ code: "00000170", approvalCode: "00000003", approval: { decision: "APPROVE", comment: "test approval", approver: { name: "Hanna Schmidt" } } });
  });

  it("an unknown code is notFound", async () => {
    const run = contract([
      missing("GET", "approve-order/99999999", { query: { fields: "FULL" } }),
      { source: STOCK_SOURCE_ERR, request: { method: "GET", path: `${STOCK}/99999999`, query: { fields: "FULL" } }, response: { status: 400, body: f.stockErrors.unknownApproval("99999999") } },
      stockListExchange(ALL_STOCK),
    ]);
    await expect(run.verify(getApprovalOrder(run, "99999999"))).rejects.toMatchObject({ kind: "notFound" });
  });

  it("decision: POST users/{u}/orderapprovals/{code}/decision {decision, comment} (no reason, no quantities)", async () => {
    const run = contract([
      missing("POST", "approveDeclineOrder", { body: { orderCode: "00000005", decision: "REJECT", comment: "Over budget", reasonCode: "OTHER" } }),
      { source: f.SAMPLE_SOURCE, request: { method: "GET", path: `${STOCK}/00000005`, query: { fields: "FULL" } }, response: { status: 200, body: f.stockPending } },
      {
        source: f.STOCK_SOURCE,
        request: { method: "POST", path: `${STOCK}/00000005/decision`, body: { decision: "REJECT", comment: "Over budget" } },
        response: { status: 200, body: { decision: "REJECT", comment: "Over budget" } },
      },
    ]);
    await expect(run.verify(approveDeclineOrder(run, { orderCode: "00000005", decision: "REJECT", comment: "Over budget", reasonCode: "OTHER" }, "key-12345678"))).resolves.toEqual({ code: f.stockPending.order.code });
  });

  it("decision by an order code resolves the workflow action code through the list", async () => {
    const run = contract([
      missing("POST", "approveDeclineOrder", { body: { orderCode: "00000171", decision: "APPROVE" } }),
      { source: STOCK_SOURCE_ERR, request: { method: "GET", path: `${STOCK}/00000171`, query: { fields: "FULL" } }, response: { status: 400, body: f.stockErrors.unknownApproval("00000171") } },
      stockListExchange(ALL_STOCK),
      { source: f.STOCK_SOURCE, request: { method: "POST", path: `${STOCK}/00000005/decision`, body: { decision: "APPROVE" } }, response: { status: 200, body: { decision: "APPROVE" } } },
    ]);
    await expect(run.verify(approveDeclineOrder(run, { orderCode: "00000171", decision: "APPROVE" }, "key-12345678"))).resolves.toEqual({ code: "00000171" });
  });

  it("a second decision is SAP's 400 WorkflowActionDecideError: read as decided already", async () => {
    const run = contract([
      missing("POST", "approveDeclineOrder", { body: { orderCode: "00000005", decision: "APPROVE" } }),
      { source: f.SAMPLE_SOURCE, request: { method: "GET", path: `${STOCK}/00000005`, query: { fields: "FULL" } }, response: { status: 200, body: f.stockPending } },
      { source: STOCK_SOURCE_ERR, request: { method: "POST", path: `${STOCK}/00000005/decision`, body: { decision: "APPROVE" } }, response: { status: 400, body: f.stockErrors.workflowActionDecide } },
    ]);
    const error = await run.verify(approveDeclineOrder(run, { orderCode: "00000005", decision: "APPROVE" }, "key-12345678")).catch((e: unknown) => e);
    expect(isAlreadyActioned(error)).toBe(true);
  });

  it("a rejection without a comment is SAP's 400 ValidationError comment", async () => {
    const run = contract([
      missing("POST", "approveDeclineOrder", { body: { orderCode: "00000005", decision: "REJECT" } }),
      { source: f.SAMPLE_SOURCE, request: { method: "GET", path: `${STOCK}/00000005`, query: { fields: "FULL" } }, response: { status: 200, body: f.stockPending } },
      { source: STOCK_SOURCE_ERR, request: { method: "POST", path: `${STOCK}/00000005/decision`, body: { decision: "REJECT" } }, response: { status: 400, body: f.stockErrors.commentRequired } },
    ]);
    await expect(run.verify(approveDeclineOrder(run, { orderCode: "00000005", decision: "REJECT" }, "key-12345678"))).rejects.toMatchObject({ kind: "badRequest" });
  });

  it("employee and employee-history: no stock call (null: the page leaves them out)", async () => {
    const run = contract([missing("GET", "employee/w%40x.example"), missing("GET", "employee-history/w%40x.example")]);
    expect(await getEmployee(run, "w@x.example")).toBeNull();
    expect(await run.verify(getEmployeeHistory(run, "w@x.example"))).toBeNull();
  });

  it("amend has no stock equivalent: the 404 reaches the caller (the page offers no amendment for a stock approval)", async () => {
    const run = contract([missing("POST", "orders/00000171/amend", { body: { entries: [{ entryNumber: 0, quantity: 1 }] } })]);
    await expect(run.verify(amendApprovalOrder(run, "00000171", [{ entryNumber: 0, quantity: 1 }]))).rejects.toMatchObject({ status: 404 });
  });
});

