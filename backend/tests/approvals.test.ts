import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../src/app";
import { CLIENT, createTestBackend, get, login, occErrorsSchema, parseJson, readJson, sendJson, START, type TestBackend, testConfig, tokenRequest } from "./helpers";

/** Issue 7: purchase limits and order approvals (docs/occ-api.md "Issue 7 additions"). */

const SITE = "/occ/v2/corporate";
const CORP = `${SITE}/orgUsers/current`;
const DAY = 86_400_000;

const JS = { approver: "approver-js@acme.example", buyer: "approval-buyer-js@acme.example", wearer: "approval-wearer-js@acme.example", unit: "acme-e2e-approvals-js" };
const NOJS = { approver: "approver-nojs@acme.example", buyer: "approval-buyer-nojs@acme.example", wearer: "approval-wearer-nojs@acme.example", unit: "acme-e2e-approvals-nojs" };
const DEMO_APPROVER = "approver@acme.example";
const NSW_APPROVER = "approver-nsw-test@acme.example";

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() }).strict();
const personSchema = z.object({ uid: z.string(), name: z.string() }).strict();
const rowSchema = z
  .object({
    code: z.string().regex(/^\d{8}$/),
    created: z.string(),
    status: z.string(),
    statusDisplay: z.string(),
    placedBy: personSchema,
    user: z.object({ uid: z.string(), name: z.string(), employeeId: z.string().nullable() }).strict(),
    unit: personSchema,
    totalPriceWithTax: priceSchema,
    totalUnitCount: z.number().int(),
    decision: z.enum(["APPROVE", "REJECT"]).optional(),
    decidedAt: z.string().optional(),
    approver: personSchema.optional(),
  })
  .strict();
const listSchema = z
  .object({
    orders: z.array(rowSchema),
    pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() }).strict(),
    sorts: z.array(z.object({ code: z.string(), name: z.string(), selected: z.boolean() }).strict()),
  })
  .strict();
const filtersSchema = z
  .object({
    units: z.array(personSchema),
    wearers: z.array(z.object({ uid: z.string(), name: z.string(), employeeId: z.string().nullable() }).strict()),
    dateRange: z.object({ min: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), max: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict(),
    sorts: z.array(z.object({ code: z.string(), name: z.string() }).strict()),
    statuses: z.array(z.object({ code: z.string(), name: z.string() }).strict()).optional(),
  })
  .strict();
const approvalSchema = z
  .object({
    exceededLimit: z
      .object({
        code: z.string(),
        type: z.enum(["ORDER", "PERIOD", "BUDGET_EXCEEDED"]),
        threshold: priceSchema,
        period: z.string().nullable(),
        budget: z.object({ code: z.string(), name: z.string(), costCenter: z.object({ code: z.string(), name: z.string() }), amount: priceSchema, spent: priceSchema }).strict().optional(),
      })
      .strict()
      .optional(),
    decision: z.enum(["APPROVE", "REJECT"]).optional(),
    comment: z.string().optional(),
    reasonCode: z.string().optional(),
    reason: z.string().optional(),
    approver: personSchema.optional(),
    decidedAt: z.string().optional(),
  })
  .strict();
const orderSchema = z
  .object({
    code: z.string(),
    status: z.string(),
    statusDisplay: z.string(),
    user: personSchema,
    placedBy: personSchema.optional(),
    entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number(), approvedQuantity: z.number().optional(), basePrice: priceSchema }).passthrough()),
    totalUnitCount: z.number(),
    subTotal: priceSchema,
    totalDiscounts: priceSchema,
    deliveryCost: priceSchema,
    totalPrice: priceSchema,
    totalTax: priceSchema,
    totalPriceWithTax: priceSchema,
    taxRatePercent: z.number(),
    approval: approvalSchema.optional(),
    replayed: z.literal(true).optional(),
  })
  .passthrough();
type Order = z.infer<typeof orderSchema>;
const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;
const subjectsOf = async (response: Response) => (await errorsOf(response)).map((error) => error.subject);

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend({ devOutbox: true });
  // An approver of the NSW unit only (same password hash as the seeded e2e accounts).
  backend.db
    .prepare(
      `INSERT INTO users (uid, org_unit, first_name, last_name, password_hash)
       SELECT ?, 'acme-au-nsw', 'Nora', 'Approver', password_hash FROM users WHERE uid = 'liam.nguyen@acme.example'`,
    )
    .run(NSW_APPROVER);
  backend.db.prepare("INSERT INTO user_group_members (user_uid, group_uid, position) VALUES (?, 'b2bapprovergroup', 0)").run(NSW_APPROVER);
});
afterAll(() => backend.close());

const tokens = new Map<string, string>();
async function tokenOf(uid: string): Promise<string> {
  const known = tokens.get(uid);
  if (known) return known;
  const { access_token } = await login(backend, uid);
  tokens.set(uid, access_token);
  return access_token;
}

async function call(uid: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return sendJson(backend, method, `${CORP}${path}`, { token: await tokenOf(uid), body, headers });
}
async function ok<S extends z.ZodTypeAny>(response: Response, schema: S, status = 200): Promise<z.output<S>> {
  expect(response.status, await response.clone().text()).toBe(status);
  return parseJson(response, schema);
}

/** A fresh PENDING_APPROVAL order through the dev endpoint. */
async function pendingOrder(placedBy = JS.buyer, user: string = JS.wearer, entries?: { variantCode: string; quantity: number }[]): Promise<string> {
  const response = await sendJson(backend, "POST", "/dev/approvals/orders", { body: { placedBy, user, ...(entries ? { entries } : {}) } });
  const body = await ok(response, z.object({ code: z.string(), totalPriceWithTax: priceSchema }).strict(), 201);
  return body.code;
}
const decide = (uid: string, body: Record<string, unknown>, key?: string) =>
  call(uid, "POST", "/approveDeclineOrder", body, key ? { "Idempotency-Key": key } : {});
const amend = (uid: string, code: string, entries: unknown) => call(uid, "POST", `/orders/${code}/amend`, { entries });
const detail = async (uid: string, code: string) => ok(await call(uid, "GET", `/approve-order/${code}`), orderSchema);
const pendingList = async (uid: string, body: Record<string, unknown> = {}) => ok(await call(uid, "POST", "/manage-approvals/pendingOrders", body), listSchema);

describe("who may use the approval calls", () => {
  it("answers 401 without a token and 403 for client tokens, non-approvers, another user and another site", async () => {
    expect((await get(backend, `${CORP}/manage-approvals/filters`)).status).toBe(401);
    const client = await parseJson(await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }), z.object({ access_token: z.string() }).passthrough());
    expect((await get(backend, `${CORP}/manage-approvals/filters`, client.access_token)).status).toBe(403);
    for (const uid of ["buyer@acme.example", "wearer@acme.example", "admin@acme.example", JS.buyer]) {
      const response = await call(uid, "GET", "/manage-approvals/filters");
      expect(response.status, uid).toBe(403);
      expect((await errorsOf(response))[0]?.type).toBe("ForbiddenError");
    }
    expect((await call("buyer@acme.example", "GET", "/approve-order/29000001")).status).toBe(403);
    expect((await call("buyer@acme.example", "POST", "/approveDeclineOrder", { orderCode: "29000001", decision: "APPROVE" })).status).toBe(403);
    const token = await tokenOf(JS.approver);
    expect((await get(backend, `${SITE}/orgUsers/${encodeURIComponent(NOJS.approver)}/manage-approvals/filters`, token)).status).toBe(403);
    expect((await get(backend, `${SITE}/orgUsers/${encodeURIComponent(JS.approver)}/manage-approvals/filters`, token)).status).toBe(200);
    expect((await get(backend, "/occ/v2/wholesale/orgUsers/current/manage-approvals/filters", token)).status).toBe(403);
  });

  it("shows the orders of the approver's unit and the units below it, and 404 for any other order", async () => {
    const jsCode = await pendingOrder();
    const nojsCode = await pendingOrder(NOJS.buyer, NOJS.wearer);
    expect((await detail(JS.approver, jsCode)).code).toBe(jsCode);
    expect((await call(JS.approver, "GET", `/approve-order/${nojsCode}`)).status).toBe(400);
    expect((await call(JS.approver, "POST", `/orders/${nojsCode}/amend`, { entries: [{ entryNumber: 0, quantity: 1 }] })).status).toBe(400);
    expect((await decide(JS.approver, { orderCode: nojsCode, decision: "APPROVE" })).status).toBe(400);
    expect((await call(JS.approver, "GET", "/approve-order/99999999")).status).toBe(400);
    // approver@acme.example (acme-au) inherits every unit below it
    expect((await detail(DEMO_APPROVER, jsCode)).code).toBe(jsCode);
    // the NSW approver sees NSW orders only
    expect((await detail(NSW_APPROVER, "29000001")).user.uid).toBe("jack.wilson@acme.example");
    expect((await call(NSW_APPROVER, "GET", "/approve-order/29000002")).status).toBe(400); // Victoria
    expect((await call(NSW_APPROVER, "GET", "/approve-order/29000007")).status).toBe(400); // acme-au itself
    const nsw = await pendingList(NSW_APPROVER, { pageSize: 50 });
    expect(new Set(nsw.orders.map((row) => row.unit.uid))).toEqual(new Set(["acme-au-nsw"]));
    const js = await pendingList(JS.approver, { pageSize: 50 });
    expect(js.orders.every((row) => row.unit.uid === JS.unit)).toBe(true);
    // an order that was never held for approval is not an approval: SAP's UnknownIdentifierError (the storefront's 404).
    // Issue 23 seeds such orders (28000001, CREATED), so this check now always runs.
    const placed = backend.db.prepare<[], { code: string }>("SELECT code FROM orders WHERE status = 'CREATED' LIMIT 1").get();
    expect(placed).toBeDefined();
    expect((await call(DEMO_APPROVER, "GET", `/approve-order/${placed?.code}`)).status).toBe(400);
  });
});

describe("the wholesale site", () => {
  it("has its own approver, whose pending and actioned lists hold the Harbour stores' orders and nothing of the corporate site", async () => {
    const WHOLESALE = "/occ/v2/wholesale/orgUsers/current";
    const approver = "approver@wholesale.example";
    const list = async (path: string) =>
      ok(await sendJson(backend, "POST", `${WHOLESALE}${path}`, { token: await tokenOf(approver), body: { pageSize: 50 } }), listSchema);
    const pending = await list("/manage-approvals/pendingOrders");
    expect(pending.orders.length).toBeGreaterThanOrEqual(5);
    expect(new Set(pending.orders.map((row) => row.unit.uid))).toEqual(new Set(["harbour-wholesale", "harbour-sydney", "harbour-newcastle"]));
    expect(pending.orders.every((row) => row.status === "PENDING_APPROVAL" && row.totalPriceWithTax.value > 300)).toBe(true);
    const actioned = await list("/manage-approvals/actionedOrders");
    expect(actioned.orders.map((row) => row.decision).sort()).toEqual(["APPROVE", "REJECT"]);
    // the corporate approver is not a user of the wholesale site, and the wholesale approver not of the corporate one
    expect((await sendJson(backend, "POST", `${WHOLESALE}/manage-approvals/pendingOrders`, { token: await tokenOf(DEMO_APPROVER), body: {} })).status).toBe(403);
    expect((await call(approver, "POST", "/manage-approvals/pendingOrders", {})).status).toBe(403);
    const first = pending.orders[0];
    if (!first) throw new Error("no wholesale order");
    const order = await ok(await sendJson(backend, "GET", `${WHOLESALE}/approve-order/${first.code}`, { token: await tokenOf(approver) }), orderSchema);
    expect(order.approval?.exceededLimit?.code).toMatch(/^HARBOUR-/);
  });
});

describe("lists, filters, sorts and pagination", () => {
  it("answers the filters over the approver's pending orders, and the actioned filters with statuses", async () => {
    const filters = await ok(await call(NOJS.approver, "GET", "/manage-approvals/filters"), filtersSchema);
    expect(filters.units).toEqual([{ uid: NOJS.unit, name: "E2E approvals no-JS" }]);
    expect(filters.wearers.map((wearer) => wearer.uid).sort()).toEqual([NOJS.buyer, NOJS.wearer].sort());
    expect(filters.wearers.find((wearer) => wearer.uid === NOJS.wearer)?.employeeId).toBe("E2E-APPR-NOJS");
    expect(filters.dateRange.min).toBe("2026-10-01");
    expect(filters.sorts.map((sort) => sort.code)).toEqual(["byDateDesc", "byDateAsc", "byTotalDesc", "byTotalAsc", "byCode"]);
    expect(filters.statuses).toBeUndefined();
    const actioned = await ok(await call(DEMO_APPROVER, "GET", "/manageapprovals/actionedFilters"), filtersSchema);
    expect(actioned.statuses).toEqual([
      { code: "APPROVED", name: "approved" },
      { code: "REJECTED", name: "rejected" },
    ]);
    expect(actioned.units.map((unit) => unit.uid)).toEqual(expect.arrayContaining(["acme-au-nsw", "acme-au-vic"]));
  });

  it("filters by dates (inclusive, UTC), unit and wearer, sorts, and pages", async () => {
    const all = await pendingList(NOJS.approver, { pageSize: 50 });
    expect(all.pagination.totalResults).toBeGreaterThanOrEqual(6);
    expect(all.sorts.find((sort) => sort.selected)?.code).toBe("byDateDesc");
    const created = all.orders.map((row) => row.created);
    expect([...created].sort().reverse()).toEqual(created);
    // seeded NOJS pending orders: 2026-11-18, -11-13, -11-06, -10-29, -10-16, -10-01
    const window = await pendingList(NOJS.approver, { fromDate: "2026-11-06", toDate: "2026-11-13", pageSize: 50 });
    expect(window.orders.map((row) => row.created.slice(0, 10))).toEqual(["2026-11-13", "2026-11-06"]);
    const oneDay = await pendingList(NOJS.approver, { fromDate: "2026-10-01", toDate: "2026-10-01" });
    expect(oneDay.orders).toHaveLength(1);
    const byWearer = await pendingList(NOJS.approver, { wearer: NOJS.buyer, pageSize: 50 });
    expect(byWearer.orders.length).toBeGreaterThanOrEqual(2);
    expect(byWearer.orders.every((row) => row.user.uid === NOJS.buyer)).toBe(true);
    const byUnit = await pendingList(DEMO_APPROVER, { unit: "acme-au-vic", pageSize: 50 });
    expect(byUnit.orders.length).toBeGreaterThanOrEqual(5);
    expect(byUnit.orders.every((row) => row.unit.uid === "acme-au-vic")).toBe(true);
    const ascending = await pendingList(NOJS.approver, { sort: "byTotalAsc", pageSize: 50 });
    const totals = ascending.orders.map((row) => row.totalPriceWithTax.value);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const descending = await pendingList(NOJS.approver, { sort: "byTotalDesc", pageSize: 50 });
    expect(descending.orders.map((row) => row.totalPriceWithTax.value)).toEqual([...totals].sort((a, b) => b - a));
    const byCode = await pendingList(NOJS.approver, { sort: "byCode", pageSize: 50 });
    expect(byCode.orders.map((row) => row.code)).toEqual(byCode.orders.map((row) => row.code).sort());
    const oldest = await pendingList(NOJS.approver, { sort: "byDateAsc", pageSize: 1 });
    expect(oldest.orders[0]?.created.slice(0, 10)).toBe("2026-10-01");

    const page = await pendingList(NOJS.approver, { pageSize: 4, currentPage: 1 });
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 4, totalPages: Math.ceil(all.pagination.totalResults / 4), totalResults: all.pagination.totalResults });
    expect(page.orders).toEqual(all.orders.slice(4, 8));
    const beyond = await pendingList(NOJS.approver, { pageSize: 4, currentPage: 99 });
    expect(beyond.orders).toEqual([]);
    expect(beyond.pagination.totalResults).toBe(all.pagination.totalResults);
    // "All" choices of a form are empty strings
    expect((await pendingList(NOJS.approver, { unit: "", wearer: "", fromDate: "", toDate: "" })).pagination.totalResults).toBe(all.pagination.totalResults);
  });

  it("answers 400 per field for a bad list query", async () => {
    const bad = async (body: Record<string, unknown>, subject: string) => {
      const response = await call(NOJS.approver, "POST", "/manage-approvals/pendingOrders", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await subjectsOf(response)).toContain(subject);
    };
    await bad({ pageSize: 51 }, "pageSize");
    await bad({ pageSize: 0 }, "pageSize");
    await bad({ sort: "byPrice" }, "sort");
    await bad({ fromDate: "2026-02-30" }, "fromDate");
    await bad({ fromDate: "2026-11-10", toDate: "2026-11-01" }, "toDate");
    await bad({ unit: "acme-au-vic" }, "unit");
    await bad({ unit: JS.unit }, "unit");
    const actioned = await call(NOJS.approver, "POST", "/manage-approvals/actionedOrders", { status: "PENDING_APPROVAL" });
    expect(await subjectsOf(actioned)).toEqual(["status"]);
  });

  it("lists actioned orders with their decision and filters them by status", async () => {
    const all = await ok(await call(DEMO_APPROVER, "POST", "/manage-approvals/actionedOrders", { pageSize: 50 }), listSchema);
    expect(all.orders.every((row) => ["APPROVED", "REJECTED"].includes(row.status) && row.decision !== undefined && row.approver !== undefined)).toBe(true);
    const rejected = await ok(await call(DEMO_APPROVER, "POST", "/manage-approvals/actionedOrders", { status: "REJECTED", pageSize: 50 }), listSchema);
    expect(rejected.orders.length).toBeGreaterThanOrEqual(2);
    expect(rejected.orders.every((row) => row.status === "REJECTED" && row.decision === "REJECT")).toBe(true);
    const nsw = await ok(await call(NSW_APPROVER, "POST", "/manage-approvals/actionedOrders", { pageSize: 50 }), listSchema);
    expect(nsw.orders.every((row) => row.unit.uid === "acme-au-nsw")).toBe(true);
  });

  it("answers the home page block, the decline reasons and an order's detail with its approval", async () => {
    const home = await ok(await call(NOJS.approver, "GET", "/pendingApprovalOrders"), z.object({ count: z.number(), orders: z.array(rowSchema) }).strict());
    const all = await pendingList(NOJS.approver, { pageSize: 3 });
    expect(home.count).toBe(all.pagination.totalResults);
    expect(home.orders).toEqual(all.orders);
    const reasons = await ok(await call(JS.approver, "GET", "/getOrderDeclineReasons"), z.object({ orderDeclineReasonMap: z.record(z.string()) }).strict());
    expect(Object.keys(reasons.orderDeclineReasonMap)).toEqual(["BUDGET", "NOT_REQUIRED", "WRONG_ITEMS", "WRONG_SIZE", "DUPLICATE", "OTHER"]);
    expect(reasons.orderDeclineReasonMap.BUDGET).toBe("Over budget");
    const order = await detail(DEMO_APPROVER, "29000018");
    expect(order.status).toBe("REJECTED");
    expect(order.approval).toMatchObject({ decision: "REJECT", reasonCode: "BUDGET", reason: "Over budget", approver: { uid: DEMO_APPROVER, name: "Arjun Patel" } });
    expect(order.approval?.exceededLimit).toEqual({ code: "ACME-VIC-MONTH-1000", type: "PERIOD", threshold: { value: 1000, formattedValue: "$1,000.00", currencyIso: "AUD" }, period: "MONTH" });
    const pending = await detail(JS.approver, await pendingOrder());
    expect(pending.approval).toEqual({ exceededLimit: { code: "E2E-APPROVALS-JS-ORDER-50", type: "ORDER", threshold: { value: 50, formattedValue: "$50.00", currencyIso: "AUD" }, period: null } });
    expect(pending.entries.map((entry) => [entry.quantity, entry.approvedQuantity])).toEqual([
      [2, 2],
      [3, 3],
    ]);
  });

  it("answers the wearer's details and latest five orders inside the tree, 404 outside", async () => {
    const employee = await ok(await call(DEMO_APPROVER, "GET", "/employee/jack.wilson@acme.example"), z.object({}).passthrough());
    expect(employee).toEqual({
      uid: "jack.wilson@acme.example",
      name: "Jack Wilson",
      email: "jack.wilson@acme.example",
      employeeId: "ACME-2001",
      unit: { uid: "acme-au-nsw", name: "Acme Workwear New South Wales" },
    });
    const history = await ok(await call(DEMO_APPROVER, "GET", "/employee-history/jack.wilson@acme.example"), z.object({ orders: z.array(z.object({ code: z.string(), created: z.string(), status: z.string(), statusDisplay: z.string(), totalPriceWithTax: priceSchema }).strict()) }).strict());
    expect(history.orders.length).toBeGreaterThan(0);
    expect(history.orders.length).toBeLessThanOrEqual(5);
    expect((await call(JS.approver, "GET", "/employee/jack.wilson@acme.example")).status).toBe(400);
    expect((await call(JS.approver, "GET", "/employee-history/jack.wilson@acme.example")).status).toBe(400);
    expect((await call(JS.approver, "GET", `/employee/${encodeURIComponent(NOJS.wearer)}`)).status).toBe(400);
    expect((await call(JS.approver, "GET", `/employee/${encodeURIComponent(JS.wearer)}`)).status).toBe(200);
  });
});

describe("amending approved quantities", () => {
  it("validates the quantities and recalculates the totals (discounts scale, delivery stays, tax on the rest)", async () => {
    // 5 × Classic Softshell Jacket ($119.95) = $599.75: the SPEND500 promotion takes 5 % ($29.99)
    const code = await pendingOrder(JS.buyer, JS.wearer, [
      { variantCode: "JKT-CL-NAVY-L", quantity: 5 },
      { variantCode: "CAP-CL-NAVY-SM", quantity: 2 },
    ]);
    const before = await detail(JS.approver, code);
    expect(before.totalDiscounts.value).toBeGreaterThan(0);
    const bad = async (entries: unknown, subject: string) => {
      const response = await amend(JS.approver, code, entries);
      expect(response.status, JSON.stringify(entries)).toBe(400);
      expect(await subjectsOf(response)).toContain(subject);
    };
    await bad([{ entryNumber: 0, quantity: 6 }], "entries.0.quantity");
    await bad([{ entryNumber: 1, quantity: 1 }, { entryNumber: 0, quantity: -1 }], "entries.1.quantity");
    await bad([{ entryNumber: 0, quantity: 1.5 }], "entries.0.quantity");
    await bad([{ entryNumber: 7, quantity: 1 }], "entries.0.entryNumber");
    await bad([{ entryNumber: 0, quantity: 1 }, { entryNumber: 0, quantity: 2 }], "entries.1.entryNumber");
    await bad([], "entries");
    expect(await detail(JS.approver, code)).toEqual(before);

    const response = await amend(JS.approver, code, [
      { entryNumber: 0, quantity: 2 },
      { entryNumber: 1, quantity: 0 },
    ]);
    const amended = await ok(response, orderSchema);
    expect(amended.entries.map((entry) => [entry.quantity, entry.approvedQuantity])).toEqual([
      [5, 2],
      [2, 0],
    ]);
    const cents = (price: { value: number }) => Math.round(price.value * 100);
    const subtotal = 2 * cents(before.entries[0]?.basePrice ?? { value: 0 });
    const discount = Math.round((cents(before.totalDiscounts) * subtotal) / cents(before.subTotal));
    const total = subtotal - discount + cents(before.deliveryCost);
    const tax = Math.round((total * before.taxRatePercent) / 100);
    expect(cents(amended.subTotal)).toBe(subtotal);
    expect(cents(amended.totalDiscounts)).toBe(discount);
    expect(cents(amended.deliveryCost)).toBe(cents(before.deliveryCost));
    expect(cents(amended.totalPrice)).toBe(total);
    expect(cents(amended.totalTax)).toBe(tax);
    expect(cents(amended.totalPriceWithTax)).toBe(total + tax);
    expect(amended.totalUnitCount).toBe(2);
    expect(amended.status).toBe("PENDING_APPROVAL");
    // Amending again starts from the ordered quantities, not from the last amendment.
    const back = await ok(await amend(JS.approver, code, [{ entryNumber: 0, quantity: 5 }, { entryNumber: 1, quantity: 2 }]), orderSchema);
    expect(back.totalPriceWithTax).toEqual(before.totalPriceWithTax);
    const row = (await pendingList(JS.approver, { pageSize: 50 })).orders.find((candidate) => candidate.code === code);
    expect(row?.totalPriceWithTax).toEqual(before.totalPriceWithTax);
  });
});

describe("deciding an order", () => {
  it("validates the decision: comment ≤ 255, reject needs a reason and a comment, approve needs an item", async () => {
    const code = await pendingOrder();
    const bad = async (body: Record<string, unknown>, subjects: string[]) => {
      const response = await decide(JS.approver, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await subjectsOf(response)).toEqual(subjects);
    };
    await bad({ orderCode: code, decision: "APPROVE", comment: "x".repeat(256) }, ["comment"]);
    await bad({ orderCode: code, decision: "REJECT" }, ["comment", "reasonCode"]);
    await bad({ orderCode: code, decision: "REJECT", comment: "   ", reasonCode: "BUDGET" }, ["comment"]);
    await bad({ orderCode: code, decision: "REJECT", comment: "No", reasonCode: "NOPE" }, ["reasonCode"]);
    await bad({ orderCode: code, decision: "MAYBE" }, ["decision"]);
    await bad({ decision: "APPROVE" }, ["orderCode"]);
    await bad({ orderCode: code, decision: "APPROVE", approvedQuantities: [{ entryNumber: 0, quantity: 0 }, { entryNumber: 1, quantity: 0 }] }, ["approvedQuantities"]);
    await bad({ orderCode: code, decision: "APPROVE", approvedQuantities: [{ entryNumber: 1, quantity: 4 }] }, ["approvedQuantities.0.quantity"]);
    expect((await decide(JS.approver, { orderCode: code, decision: "APPROVE" }, "bad key")).status).toBe(400);
    expect((await detail(JS.approver, code)).status).toBe("PENDING_APPROVAL");
    // amended to nothing, approving is refused too
    await ok(await amend(JS.approver, code, [{ entryNumber: 0, quantity: 0 }, { entryNumber: 1, quantity: 0 }]), orderSchema);
    await bad({ orderCode: code, decision: "APPROVE" }, ["approvedQuantities"]);
    const approved = await ok(await decide(JS.approver, { orderCode: code, decision: "APPROVE", comment: "y".repeat(255), approvedQuantities: [{ entryNumber: 1, quantity: 1 }] }), orderSchema);
    expect(approved.status).toBe("APPROVED");
    expect(approved.approval?.comment).toHaveLength(255);
    expect(approved.entries.map((entry) => entry.approvedQuantity)).toEqual([0, 1]);
  });

  it("decides once: a second decision is 409 alreadyActioned with the first, the same key replays, amend is 409 too", async () => {
    const code = await pendingOrder();
    const first = await ok(await decide(JS.approver, { orderCode: code, decision: "REJECT", comment: "Not this month", reasonCode: "BUDGET" }, "decision-key-0001"), orderSchema);
    expect(first.status).toBe("REJECTED");
    expect(first.statusDisplay).toBe("rejected");
    expect(first.approval).toMatchObject({ decision: "REJECT", comment: "Not this month", reasonCode: "BUDGET", reason: "Over budget", approver: { uid: JS.approver } });
    expect(first.replayed).toBeUndefined();

    const replay = await ok(await decide(JS.approver, { orderCode: code, decision: "REJECT", comment: "Not this month", reasonCode: "BUDGET" }, "decision-key-0001"), orderSchema);
    expect(replay.replayed).toBe(true);
    expect(replay.approval).toEqual(first.approval);

    const second = await decide(JS.approver, { orderCode: code, decision: "APPROVE" }, "decision-key-0002");
    expect(second.status).toBe(409);
    const body = z.object({ errors: occErrorsSchema.shape.errors, approval: approvalSchema }).strict().parse(await readJson(second));
    expect(body.errors[0]).toMatchObject({ type: "ApprovalError", reason: "alreadyActioned" });
    expect(body.approval).toEqual(first.approval);
    const amended = await amend(JS.approver, code, [{ entryNumber: 0, quantity: 1 }]);
    expect(amended.status).toBe(409);
    expect((await errorsOf(amended))[0]?.reason).toBe("alreadyActioned");
    // the key belongs to that decision
    const other = await pendingOrder();
    expect(await subjectsOf(await decide(JS.approver, { orderCode: other, decision: "APPROVE" }, "decision-key-0001"))).toEqual(["Idempotency-Key"]);
    expect((await detail(JS.approver, code)).status).toBe("REJECTED");
  });

  it("lets exactly one of many concurrent decisions through", async () => {
    const code = await pendingOrder();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        decide(index % 2 === 0 ? JS.approver : DEMO_APPROVER, { orderCode: code, decision: index % 3 === 0 ? "APPROVE" : "REJECT", comment: "Tab", reasonCode: "OTHER" }, `concurrent-${index}-key`),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect(backend.db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM order_approvals a JOIN orders o ON o.id = a.order_id WHERE o.code = ? AND a.decision IS NOT NULL").get(code)?.n).toBe(1);
  });

  it("moves decided orders from the pending list to the actioned list, and refuses deciding one's own order", async () => {
    const code = await pendingOrder();
    expect((await pendingList(JS.approver, { pageSize: 50 })).orders.some((row) => row.code === code)).toBe(true);
    await ok(await decide(JS.approver, { orderCode: code, decision: "APPROVE" }), orderSchema);
    expect((await pendingList(JS.approver, { pageSize: 50 })).orders.some((row) => row.code === code)).toBe(false);
    const actioned = await ok(await call(JS.approver, "POST", "/manage-approvals/actionedOrders", { status: "APPROVED", pageSize: 50 }), listSchema);
    expect(actioned.orders.find((row) => row.code === code)).toMatchObject({ status: "APPROVED", decision: "APPROVE", approver: { uid: JS.approver } });
    const own = await pendingOrder(JS.approver, JS.wearer);
    expect((await decide(JS.approver, { orderCode: own, decision: "APPROVE" })).status).toBe(403);
  });
});

describe("the actioned list's order", () => {
  it("is the newest decision first by default ('byDecisionDate', offered as 'Decision date'); the pending list keeps the newest order first", async () => {
    const older = await pendingOrder();
    backend.advance(60_000);
    const newer = await pendingOrder();
    backend.advance(60_000);
    await ok(await decide(JS.approver, { orderCode: newer, decision: "APPROVE" }), orderSchema);
    backend.advance(60_000);
    // The order placed first is decided last: it heads the actioned list, although placed before the other.
    await ok(await decide(JS.approver, { orderCode: older, decision: "REJECT", reasonCode: "OTHER", comment: "Not now" }), orderSchema);

    const actioned = await ok(await call(JS.approver, "POST", "/manage-approvals/actionedOrders", { pageSize: 50 }), listSchema);
    expect(actioned.sorts.find((sort) => sort.selected)?.code).toBe("byDecisionDate");
    expect(actioned.orders.slice(0, 2).map((row) => row.code)).toEqual([older, newer]);
    const decided = actioned.orders.map((row) => row.decidedAt ?? "");
    expect([...decided].sort().reverse()).toEqual(decided);
    const explicit = await ok(await call(JS.approver, "POST", "/manage-approvals/actionedOrders", { sort: "byDecisionDate", pageSize: 2 }), listSchema);
    expect(explicit.orders.map((row) => row.code)).toEqual([older, newer]);
    // By the date placed (what the tab used to do), the newer order comes first.
    const byPlaced = await ok(await call(JS.approver, "POST", "/manage-approvals/actionedOrders", { sort: "byDateDesc", pageSize: 50 }), listSchema);
    const placedOrder = byPlaced.orders.map((row) => row.code);
    expect(placedOrder.indexOf(newer)).toBeLessThan(placedOrder.indexOf(older));

    // The filters offer the sort on the actioned tab only, first; the pending list refuses it.
    const filters = await ok(await call(JS.approver, "GET", "/manageapprovals/actionedFilters"), filtersSchema);
    expect(filters.sorts).toEqual([
      { code: "byDecisionDate", name: "Decision date" },
      { code: "byDateDesc", name: "Newest first" },
      { code: "byDateAsc", name: "Oldest first" },
      { code: "byTotalDesc", name: "Highest total" },
      { code: "byTotalAsc", name: "Lowest total" },
      { code: "byCode", name: "Order number" },
    ]);
    const pending = await call(JS.approver, "POST", "/manage-approvals/pendingOrders", { sort: "byDecisionDate" });
    expect(pending.status).toBe(400);
    expect(await subjectsOf(pending)).toEqual(["sort"]);
    expect((await pendingList(JS.approver)).sorts.find((sort) => sort.selected)?.code).toBe("byDateDesc");
    backend.clock.now = START;
    tokens.clear();
  });
});

describe("purchase limits at placement", () => {
  /** Fills the user's cart, completes checkout in the database (the checkout routes have their own tests) and places. */
  async function place(uid: string, entries: { code: string; quantity: number }[], cartId = "current"): Promise<Order> {
    const token = await tokenOf(uid);
    if (cartId === "current") await sendJson(backend, "POST", `${SITE}/users/current/carts`, { token });
    for (const entry of entries) {
      const response = await sendJson(backend, "POST", `${SITE}/orgUsers/current/carts/${cartId}/entries?code=${entry.code}&quantity=${entry.quantity}`, { token });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    const cart = await parseJson(await get(backend, `${SITE}/orgUsers/current/carts/${cartId}`, token), z.object({ code: z.string() }).passthrough());
    backend.db
      .prepare("UPDATE carts SET reviewed_at = ?, delivery_address_id = 1, delivery_mode = 'standard', payment_type = 'ACCOUNT', cost_centre = 'ACME-OPS', po_number = 'PO-1' WHERE id = ?")
      .run(backend.clock.now, Number(cart.code));
    const response = await sendJson(backend, "POST", `${SITE}/orgUsers/current/orders?cartId=${cart.code}&termsChecked=true&fields=FULL`, { token });
    return ok(response, orderSchema, 201);
  }
  const addLimit = (code: string, type: "ORDER" | "PERIOD", thresholdCents: number, period: string | null, unit: string, assignee: { user?: string; group?: string }) => {
    backend.db.prepare("INSERT INTO purchase_limits (code, type, threshold_cents, period, currency, unit) VALUES (?, ?, ?, ?, 'AUD', ?)").run(code, type, thresholdCents, period, unit);
    if (assignee.user) backend.db.prepare("INSERT INTO purchase_limit_users (limit_code, user_uid) VALUES (?, ?)").run(code, assignee.user);
    if (assignee.group) backend.db.prepare("INSERT INTO purchase_limit_groups (limit_code, group_uid) VALUES (?, ?)").run(code, assignee.group);
  };

  it("holds buyer@acme.example's orders above AUD 500 for approval and places the others", async () => {
    const big = await place("buyer@acme.example", [{ code: "JKT-CL-NAVY-L", quantity: 5 }]);
    expect(big.totalPriceWithTax.value).toBeGreaterThan(500);
    expect(big.status).toBe("PENDING_APPROVAL");
    expect(big.statusDisplay).toBe("pendingApproval");
    expect(big.approval).toEqual({ exceededLimit: { code: "ACME-BUYER-ORDER-500", type: "ORDER", threshold: { value: 500, formattedValue: "$500.00", currencyIso: "AUD" }, period: null } });
    expect((await pendingList(DEMO_APPROVER, { pageSize: 50 })).orders.find((row) => row.code === big.code)?.placedBy.uid).toBe("buyer@acme.example");
    expect((await detail(DEMO_APPROVER, big.code)).code).toBe(big.code);

    const small = await place("buyer@acme.example", [{ code: "VST-CL-HIVIS-ORANGE-L", quantity: 1 }]);
    expect(small.status).toBe("CREATED");
    expect(small.approval).toBeUndefined();
    expect(small.entries[0]?.approvedQuantity).toBeUndefined();
    // users without limits are never held
    expect((await place("bench-buyer-03@acme.example", [{ code: "JKT-CL-NAVY-L", quantity: 9 }])).status).toBe("CREATED");
  });

  it("gives an order's stock back when it is declined, and the unapproved part when it is approved with less", async () => {
    const stocked = backend.db
      .prepare<[], { code: string; price: number }>(
        `SELECT v.code, MIN(p.std_cents) AS price FROM variants v JOIN products pr ON pr.code = v.product_code
         JOIN variant_prices p ON p.variant_code = v.code
         WHERE pr.product_type = 'S' AND v.stock_level >= 40 GROUP BY v.code ORDER BY price DESC, v.code LIMIT 2`,
      )
      .all();
    const [first, second] = stocked;
    if (!first || !second) throw new Error("the seed has no stocked variants");
    const stockOf = (code: string) => backend.db.prepare<[string], { n: number }>("SELECT stock_level AS n FROM variants WHERE code = ?").get(code)?.n;
    const quantity = Math.min(10, Math.ceil(60_000 / first.price)); // above buyer@acme.example's AUD 500 limit
    const before = { first: stockOf(first.code) ?? 0, second: stockOf(second.code) ?? 0 };

    const declined = await place("buyer@acme.example", [{ code: first.code, quantity }, { code: second.code, quantity: 2 }]);
    expect(declined.status).toBe("PENDING_APPROVAL");
    expect(stockOf(first.code)).toBe(before.first - quantity);
    expect(stockOf(second.code)).toBe(before.second - 2);
    await ok(await decide(DEMO_APPROVER, { orderCode: declined.code, decision: "REJECT", reasonCode: "BUDGET", comment: "Not this quarter" }), orderSchema);
    expect(stockOf(first.code)).toBe(before.first);
    expect(stockOf(second.code)).toBe(before.second);
    // a second decision changes nothing, stock included
    expect((await decide(DEMO_APPROVER, { orderCode: declined.code, decision: "REJECT", reasonCode: "BUDGET", comment: "Again" })).status).toBe(409);
    expect(stockOf(first.code)).toBe(before.first);

    const amended = await place("buyer@acme.example", [{ code: first.code, quantity }, { code: second.code, quantity: 2 }]);
    expect(amended.status).toBe("PENDING_APPROVAL");
    await ok(await amend(DEMO_APPROVER, amended.code, [{ entryNumber: 0, quantity: 1 }]), orderSchema);
    expect(stockOf(first.code)).toBe(before.first - quantity); // amending alone returns nothing: the decision does
    await ok(
      await decide(DEMO_APPROVER, { orderCode: amended.code, decision: "APPROVE", approvedQuantities: [{ entryNumber: 0, quantity: 1 }, { entryNumber: 1, quantity: 0 }] }),
      orderSchema,
    );
    expect(stockOf(first.code)).toBe(before.first - 1);
    expect(stockOf(second.code)).toBe(before.second);

    // an order that never took stock (the dev endpoint's) gives nothing back
    const dev = await pendingOrder(JS.buyer, JS.wearer, [{ variantCode: second.code, quantity: 3 }]);
    await ok(await decide(JS.approver, { orderCode: dev, decision: "REJECT", reasonCode: "BUDGET", comment: "No" }), orderSchema);
    expect(stockOf(second.code)).toBe(before.second);
  });

  it("holds an order that takes the placer's spending of the period above a PERIOD limit (weeks start on Monday; rejected orders do not count)", async () => {
    const buyer = "bench-buyer-01@acme.example";
    addLimit("TEST-WEEK-120", "PERIOD", 12_000, "WEEK", "acme-au", { user: buyer });
    const vests = [{ code: "VST-CL-HIVIS-ORANGE-L", quantity: 2 }]; // $65.84 with delivery and GST
    expect(new Date(backend.clock.now).getUTCDay()).toBe(6); // START is a Saturday
    const a = await place(buyer, vests);
    expect(a.status).toBe("CREATED");
    const b = await place(buyer, vests);
    expect(b.status).toBe("PENDING_APPROVAL");
    expect(b.approval?.exceededLimit).toMatchObject({ code: "TEST-WEEK-120", type: "PERIOD", period: "WEEK" });
    await ok(await decide(DEMO_APPROVER, { orderCode: b.code, decision: "REJECT", comment: "Too many vests", reasonCode: "NOT_REQUIRED" }), orderSchema);
    const c = await place(buyer, [{ code: "VST-CL-HIVIS-ORANGE-L", quantity: 1 }]); // $38.39: a + c = $104.23
    expect(c.status).toBe("CREATED");
    backend.advance(2 * DAY); // Monday: a new week
    tokens.clear(); // they expire after 12 hours
    expect((await place(buyer, vests)).status).toBe("CREATED");
    backend.clock.now = START;
    tokens.clear();
  });

  it("counts a PERIOD limit's period in the organisation's time zone: Sydney's midnight, not UTC's (issue 27)", async () => {
    const buyer = "bench-buyer-06@acme.example";
    addLimit("TEST-DAY-60", "PERIOD", 6_000, "DAY", "acme-au", { user: buyer });
    const vest = [{ code: "VST-CL-HIVIS-ORANGE-L", quantity: 1 }]; // $38.39 with delivery and GST
    const at = async (iso: string) => {
      backend.clock.now = Date.parse(iso);
      tokens.clear();
      return (await place(buyer, vest)).status;
    };
    expect(await at("2026-11-21T12:30:00Z")).toBe("CREATED"); // Saturday 23:30 in Sydney
    expect(await at("2026-11-21T13:30:00Z")).toBe("CREATED"); // Sunday 00:30 there: a new day, the same UTC day
    expect(await at("2026-11-21T14:00:00Z")).toBe("PENDING_APPROVAL"); // $76.78 on Sunday
    backend.clock.now = START;
    tokens.clear();
  });

  it("holds an order that would exceed its cost centre's budget when the placer has a BUDGET_EXCEEDED limit, with the budget on the record (issue 27)", async () => {
    const buyer = "bench-buyer-07@acme.example";
    const jacket = [{ code: "JKT-CL-NAVY-L", quantity: 1 }];
    backend.db.exec(`
      INSERT INTO budgets (code, name, amount_cents, currency, start_date, end_date, unit_uid) VALUES ('T-OPS-TINY', 'Tiny ops budget', 1000, 'AUD', '2026-11-01', '2026-11-30', 'acme-au');
      INSERT INTO cost_centre_budgets (cost_centre_code, budget_code) VALUES ('ACME-OPS', 'T-OPS-TINY');
    `);
    // without the limit the budget alone holds nothing
    expect((await place(buyer, jacket)).status).toBe("CREATED");
    backend.db.prepare("INSERT INTO purchase_limits (code, type, unit) VALUES ('TEST-BUDGET-EXCEEDED', 'BUDGET_EXCEEDED', 'acme-au')").run();
    backend.db.prepare("INSERT INTO purchase_limit_users (limit_code, user_uid) VALUES ('TEST-BUDGET-EXCEEDED', ?)").run(buyer);
    const held = await place(buyer, jacket);
    expect(held.status).toBe("PENDING_APPROVAL");
    expect(held.approval?.exceededLimit).toMatchObject({
      code: "TEST-BUDGET-EXCEEDED",
      type: "BUDGET_EXCEEDED",
      threshold: { value: 10, currencyIso: "AUD" },
      period: null,
      budget: { code: "T-OPS-TINY", name: "Tiny ops budget", costCenter: { code: "ACME-OPS", name: expect.any(String) }, amount: { value: 10 } },
    });
    expect((await detail(DEMO_APPROVER, held.code)).approval?.exceededLimit?.type).toBe("BUDGET_EXCEEDED");
    backend.db.exec("DELETE FROM purchase_limits WHERE code = 'TEST-BUDGET-EXCEEDED'; UPDATE budgets SET active = 0 WHERE code = 'T-OPS-TINY'");
  });

  it("applies a limit assigned to a group to the group's members in the limit's unit and below only", async () => {
    addLimit("TEST-NSW-BUYERS-100", "ORDER", 10_000, null, "acme-au-nsw", { group: "b2bcustomergroup" });
    const nsw = await place("po-nsw@acme.example", [{ code: "JKT-CL-NAVY-L", quantity: 1 }]);
    expect(nsw.status).toBe("PENDING_APPROVAL");
    expect(nsw.approval?.exceededLimit?.code).toBe("TEST-NSW-BUYERS-100");
    expect((await place("bench-buyer-02@acme.example", [{ code: "JKT-CL-NAVY-L", quantity: 1 }])).status).toBe("CREATED");
    backend.db.prepare("UPDATE purchase_limits SET active = 0 WHERE code = 'TEST-NSW-BUYERS-100'").run();
    expect((await place("po-nsw@acme.example", [{ code: "JKT-CL-NAVY-L", quantity: 1 }])).status).toBe("CREATED");
  });

  it("counts the buyer's limits in proxy mode, not the wearer's, and files the order under the wearer's unit", async () => {
    const proxy = async (buyer: string) => {
      const response = await sendJson(backend, "POST", `${SITE}/orgUsers/current/proxy`, { token: await tokenOf(buyer), body: { uid: "newstarter@acme.example", cartId: null } });
      return (await ok(response, z.object({ cartId: z.string() }).passthrough())).cartId;
    };
    addLimit("TEST-BUYER-04-ORDER-100", "ORDER", 10_000, null, "acme-au", { user: "bench-buyer-04@acme.example" });
    addLimit("TEST-WEARER-ORDER-10", "ORDER", 1_000, null, "acme-au-nsw", { user: "newstarter@acme.example" });
    const held = await place("bench-buyer-04@acme.example", [{ code: "JKT-CL-NAVY-L", quantity: 1 }], await proxy("bench-buyer-04@acme.example"));
    expect(held.status).toBe("PENDING_APPROVAL");
    expect(held.approval?.exceededLimit?.code).toBe("TEST-BUYER-04-ORDER-100");
    expect(held.user.uid).toBe("newstarter@acme.example");
    expect(held.placedBy?.uid).toBe("bench-buyer-04@acme.example");
    expect((await detail(NSW_APPROVER, held.code)).code).toBe(held.code); // the wearer's unit: NSW
    const placed = await place("bench-buyer-05@acme.example", [{ code: "JKT-CL-NAVY-L", quantity: 1 }], await proxy("bench-buyer-05@acme.example"));
    expect(placed.status).toBe("CREATED");
  });
});

describe("dev endpoint", () => {
  it("creates a pending order priced like placement, and validates its input", async () => {
    const response = await sendJson(backend, "POST", "/dev/approvals/orders", { body: { placedBy: JS.buyer } });
    const created = await ok(response, z.object({ code: z.string(), totalPriceWithTax: priceSchema }).strict(), 201);
    expect(created.totalPriceWithTax).toEqual({ value: 285.67, formattedValue: "$285.67", currencyIso: "AUD" });
    const order = await detail(JS.approver, created.code);
    expect(order.user.uid).toBe(JS.buyer);
    expect(order.entries.map((entry) => entry.quantity)).toEqual([2, 3]);
    const bad = await sendJson(backend, "POST", "/dev/approvals/orders", { body: { placedBy: JS.buyer, entries: [{ variantCode: "NOPE-1", quantity: 1 }] } });
    expect(await subjectsOf(bad)).toEqual(["entries.0.variantCode"]);
    expect(await subjectsOf(await sendJson(backend, "POST", "/dev/approvals/orders", { body: {} }))).toEqual(["placedBy"]);
    // only with BACKEND_DEV_OUTBOX=1
    const production = createApp({ db: backend.db, config: testConfig() });
    expect((await production.request("/dev/approvals/orders", { method: "POST", body: JSON.stringify({ placedBy: JS.buyer }) })).status).toBe(404);
  });
});
