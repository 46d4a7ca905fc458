import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/**
 * Issue 22: the stock SAP Commerce 2211 B2B order approvals (`users/{u}/orderapprovals`, B2BOrderApprovalsController;
 * Spartacus default-occ-organization-config.ts) served over the same orders as this customer's approval calls, and
 * those calls as extensions (404 UnknownResourceError with `BACKEND_EXTENSIONS=none`).
 */

const SITE = "/occ/v2/corporate";
const STOCK = `${SITE}/users/current/orderapprovals`;
const JS = { approver: "approver-js@acme.example", buyer: "approval-buyer-js@acme.example", wearer: "approval-wearer-js@acme.example" };
const NSW_APPROVER = "approver-nsw-stock@acme.example";

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() }).passthrough();
const principalSchema = z.object({ uid: z.string(), name: z.string() });
const recordSchema = z.object({
  approver: principalSchema,
  comments: z.string().optional(),
  permissionTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  statusDisplay: z.string(),
});
const approvalSchema = z.object({
  code: z.string().regex(/^WFA-\d{8}$/),
  approvalDecisionRequired: z.boolean(),
  order: z
    .object({
      code: z.string(),
      status: z.string(),
      created: z.string(),
      totalPriceWithTax: priceSchema,
      orgCustomer: principalSchema,
      orgUnit: principalSchema,
      user: principalSchema,
      entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number() }).passthrough()),
    })
    .passthrough(),
  customerOrderApprovalRecords: z.array(recordSchema),
  trigger: z.object({ activationTime: z.string() }),
});
const listSchema = z.object({
  orderApprovals: z.array(approvalSchema),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number(), sort: z.string() }),
  sorts: z.array(z.object({ code: z.string(), selected: z.boolean() })),
});

function suite(extensions: "all" | "none") {
  let backend: TestBackend;
  const tokens = new Map<string, string>();
  beforeAll(() => {
    backend = createTestBackend({ devOutbox: true, extensions });
    backend.db
      .prepare(
        `INSERT INTO users (uid, org_unit, first_name, last_name, password_hash)
         SELECT ?, 'acme-au-nsw', 'Nora', 'Approver', password_hash FROM users WHERE uid = 'liam.nguyen@acme.example'`,
      )
      .run(NSW_APPROVER);
    backend.db.prepare("INSERT INTO user_group_members (user_uid, group_uid, position) VALUES (?, 'b2bapprovergroup', 0)").run(NSW_APPROVER);
  });
  afterAll(() => backend.close());

  async function tokenOf(uid: string) {
    const known = tokens.get(uid);
    if (known) return known;
    const { access_token } = await login(backend, uid);
    tokens.set(uid, access_token);
    return access_token;
  }
  const call = async (uid: string, method: string, url: string, body?: unknown) => sendJson(backend, method, url, { token: await tokenOf(uid), body });
  async function pendingOrder(): Promise<string> {
    const response = await sendJson(backend, "POST", "/dev/approvals/orders", { body: { placedBy: JS.buyer, user: JS.wearer } });
    expect(response.status).toBe(201);
    return z.object({ code: z.string() }).parse(await response.json()).code;
  }
  async function errorsOf(response: Response) {
    return (await parseJson(response, occErrorsSchema)).errors;
  }
  async function list(uid = JS.approver, query = "pageSize=100&fields=FULL") {
    const response = await call(uid, "GET", `${STOCK}?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return parseJson(response, listSchema);
  }

  it("lists pending and decided approvals with SAP's pagination and sorts; the code is the workflow action's", async () => {
    const code = await pendingOrder();
    const page = await list();
    const mine = page.orderApprovals.find((approval) => approval.order.code === code);
    expect(mine).toMatchObject({ code: `WFA-${code}`, approvalDecisionRequired: true, order: { orgCustomer: { uid: JS.buyer }, user: { uid: JS.wearer } } });
    expect(mine?.customerOrderApprovalRecords[0]?.statusDisplay).toBe("pending.approval");
    expect(page.pagination).toMatchObject({ currentPage: 0, pageSize: 100, sort: "byDate" });
    expect(page.sorts).toEqual([
      { code: "byDate", selected: true },
      { code: "byOrderNumber", selected: false },
    ]);
    const defaults = await list(JS.approver, "");
    expect(defaults.pagination.pageSize).toBe(20);
    const byNumber = await list(JS.approver, "sort=byOrderNumber&pageSize=5&currentPage=0");
    const codes = byNumber.orderApprovals.map((approval) => approval.order.code);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it("answers the detail by approval code; an unknown code, an order code or another tree's is 400 UnknownIdentifierError", async () => {
    const code = await pendingOrder();
    const response = await call(JS.approver, "GET", `${STOCK}/WFA-${code}?fields=FULL`);
    expect(response.status).toBe(200);
    expect((await parseJson(response, approvalSchema)).order.code).toBe(code);
    for (const [uid, approvalCode] of [
      [JS.approver, "WFA-99999999"],
      [JS.approver, code],
      [NSW_APPROVER, `WFA-${code}`],
    ] as const) {
      const missing = await call(uid, "GET", `${STOCK}/${approvalCode}`);
      expect(missing.status).toBe(400);
      expect((await errorsOf(missing))[0]?.type).toBe("UnknownIdentifierError");
    }
    expect((await list(NSW_APPROVER)).orderApprovals.some((approval) => approval.order.code === code)).toBe(false);
  });

  it("refuses non-approvers (403) and requests without a token (401)", async () => {
    expect((await call(JS.buyer, "GET", STOCK)).status).toBe(403);
    expect((await sendJson(backend, "GET", STOCK)).status).toBe(401);
  });

  it("decides once with {decision, comment}: the answer is OrderApprovalDecisionWsDTO; a second decision is 400 WorkflowActionDecideError", async () => {
    const code = await pendingOrder();
    const url = `${STOCK}/WFA-${code}/decision`;
    const approved = await call(JS.approver, "POST", url, { decision: "APPROVE", comment: "ok" });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toEqual({ decision: "APPROVE", comment: "ok" });
    const again = await call(JS.approver, "POST", url, { decision: "REJECT", comment: "changed my mind" });
    expect(again.status).toBe(400);
    expect((await errorsOf(again))[0]?.type).toBe("WorkflowActionDecideError");
    const after = await parseJson(await call(JS.approver, "GET", `${STOCK}/WFA-${code}`), approvalSchema);
    expect(after.approvalDecisionRequired).toBe(false);
    expect(after.order.status).toBe("APPROVED");
    expect(after.customerOrderApprovalRecords.at(-1)).toMatchObject({ approver: { uid: JS.approver }, comments: "ok", statusDisplay: "approved" });
  });

  it("rejects with a comment and no reason (stock has none); a rejection without a comment is 400 ValidationError comment", async () => {
    const code = await pendingOrder();
    const url = `${STOCK}/WFA-${code}/decision`;
    const blank = await call(JS.approver, "POST", url, { decision: "REJECT", comment: "  " });
    expect(blank.status).toBe(400);
    expect((await errorsOf(blank)).map((error) => [error.type, error.subject])).toEqual([["ValidationError", "comment"]]);
    const missingDecision = await call(JS.approver, "POST", url, { comment: "x" });
    expect((await errorsOf(missingDecision))[0]?.subject).toBe("decision");
    const rejected = await call(JS.approver, "POST", url, { decision: "REJECT", comment: "Over budget" });
    expect(rejected.status).toBe(200);
    const after = await parseJson(await call(JS.approver, "GET", `${STOCK}/WFA-${code}`), approvalSchema);
    expect(after.order.status).toBe("REJECTED");
    expect(after.customerOrderApprovalRecords.at(-1)?.statusDisplay).toBe("rejected");
  });

  it(`serves this customer's approval calls only with extensions on (${extensions})`, async () => {
    const code = await pendingOrder();
    const EXT = `${SITE}/orgUsers/current`;
    const calls: [string, string, unknown?][] = [
      ["GET", `${EXT}/manage-approvals/filters`],
      ["POST", `${EXT}/manage-approvals/pendingOrders`, {}],
      ["GET", `${EXT}/manageapprovals/actionedFilters`],
      ["POST", `${EXT}/manage-approvals/actionedOrders`, {}],
      ["GET", `${EXT}/pendingApprovalOrders`],
      ["GET", `${EXT}/getOrderDeclineReasons`],
      ["GET", `${EXT}/approve-order/${code}`],
      ["GET", `${EXT}/employee/${JS.wearer}`],
      ["GET", `${EXT}/employee-history/${JS.wearer}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(JS.approver, method, url, body);
      if (extensions === "all") expect(response.status, url).toBe(200);
      else {
        expect(response.status, url).toBe(404);
        expect((await errorsOf(response))[0]?.type).toBe("UnknownResourceError");
      }
    }
    for (const [url, body] of [
      [`${EXT}/orders/${code}/amend`, { entries: [{ entryNumber: 0, quantity: 1 }] }],
      [`${EXT}/approveDeclineOrder`, { orderCode: code, decision: "APPROVE" }],
    ] as const) {
      const response = await call(JS.approver, "POST", url, body);
      if (extensions === "none") {
        expect(response.status, url).toBe(404);
        expect((await errorsOf(response))[0]?.type).toBe("UnknownResourceError");
      } else expect(response.status, url).toBe(200);
    }
  });
}

describe("stock order approvals, extensions on", () => suite("all"));
describe("stock order approvals, extensions off (BACKEND_EXTENSIONS=none)", () => suite("none"));
