import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ReturnDataSchema,
  ReturnPreviewSchema,
  ReturnReasonsSchema,
  ReturnRequestListSchema,
  ReturnRequestSchema,
  ThresholdRequestListSchema,
  ThresholdRequestSchema,
} from "~/lib/occ/returns.server";
import { createTestBackend, get, login, readJson, sendJson, type TestBackend } from "../../backend/tests/helpers";

/**
 * The storefront's return schemas (app/lib/occ/returns.server.ts) against what the reference backend really answers
 * (issue 24; docs/returns.md): the seeded returns' list and detail, a created return, the price call and the reasons parse.
 */
let backend: TestBackend;
let token: string;
beforeAll(async () => {
  backend = createTestBackend();
  token = (await login(backend, "buyer@acme.example")).access_token;
});
afterAll(() => backend.close());

const SITE = "/occ/v2/corporate";

describe("return schemas against the reference backend", () => {
  it("parses the list, a detail with its history, and the reasons", async () => {
    const list = ReturnRequestListSchema.parse(await readJson(await get(backend, `${SITE}/users/current/orderReturns?pageSize=10&fields=FULL`, token)));
    expect(list.returnRequests.map((item) => item.rma).sort()).toEqual(["49000001", "49000002", "49000003", "49000004", "49000005"]);
    const detail = ReturnRequestSchema.parse(await readJson(await get(backend, `${SITE}/users/current/orderReturns/49000004?fields=FULL`, token)));
    expect(detail.status).toBe("COMPLETED");
    expect(detail.statusHistory.at(-1)?.status).toBe("COMPLETED");
    expect(detail.returnEntries[0]?.kind).toBe("RETURN");
    const reasons = ReturnReasonsSchema.parse(await readJson(await get(backend, `${SITE}/orgUsers/current/returnReasons`, token)));
    expect(reasons.returnReasons.length).toBe(5);
  });

  it("parses the price call and a created return", async () => {
    const order = backend.db
      .prepare<[], { id: number; code: string }>(
        `SELECT o.id, o.code FROM orders o WHERE o.user_uid = 'buyer@acme.example' AND o.site = 'corporate' AND o.status <> 'CANCELLED'
           AND (SELECT COUNT(*) FROM consignments c WHERE c.order_id = o.id) > 0
           AND NOT EXISTS (SELECT 1 FROM return_requests r WHERE r.order_id = o.id) ORDER BY o.id LIMIT 1`,
      )
      .get();
    if (!order) throw new Error("no order");
    backend.db.prepare("UPDATE consignments SET status = 'DELIVERY_COMPLETED', delivered_at = ?, next_at = NULL WHERE order_id = ?").run(backend.clock.now - 3_600_000, order.id);
    backend.db.prepare("UPDATE orders SET fulfilment_next_at = NULL WHERE id = ?").run(order.id);
    const entry = backend.db
      .prepare<[number], { entryNumber: number }>(
        "SELECT ce.entry_number AS entryNumber FROM consignment_entries ce JOIN consignments c ON c.id = ce.consignment_id WHERE c.order_id = ? LIMIT 1",
      )
      .get(order.id);
    const body = { orderCode: order.code, returnRequestEntryInputs: [{ orderEntryNumber: entry?.entryNumber ?? 0, quantity: 1, reasonCode: "NOT_NEEDED" }] };
    const preview = ReturnPreviewSchema.parse(await readJson(await sendJson(backend, "POST", `${SITE}/orgUsers/current/orderReturns/price`, { token, body })));
    const created = await sendJson(backend, "POST", `${SITE}/users/current/orderReturns?fields=FULL`, { token, body, headers: { "Idempotency-Key": "schema-return-1" } });
    expect(created.status).toBe(201);
    const parsed = ReturnRequestSchema.parse(await readJson(created));
    expect(parsed.totalPrice).toEqual(preview.totalPrice);
    expect(parsed.returnEntries[0]?.reason?.name).toBe("No longer needed");
  });

  it("parses part 2's answers: returnData, the price call, a filtered list, the detail's extras and the threshold requests", async () => {
    const wearer = (await login(backend, "wearer@acme.example")).access_token;
    const data = ReturnDataSchema.parse(await readJson(await get(backend, `${SITE}/orgUsers/current/orders/28500001/returnData`, wearer)));
    expect(data.entries[0]?.pack?.packType).toBe("NEW_STARTER");
    expect(data.entries[0]?.exchangeOptions.length).toBeGreaterThan(0);
    const exchange = { orderCode: "28500001", returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: data.entries[0]?.exchangeOptions[0]?.code }] };
    const preview = ReturnPreviewSchema.parse(await readJson(await sendJson(backend, "POST", `${SITE}/orgUsers/current/orderReturns/price`, { token: wearer, body: exchange })));
    expect(preview.returnEntries[0]?.kind).toBe("EXCHANGE");
    expect(preview.thresholdRequestRequired).toBe(false);
    const list = ReturnRequestListSchema.parse(await readJson(await get(backend, `${SITE}/users/current/orderReturns?statuses=WAIT&fields=FULL`, wearer)));
    expect(list.appliedFilters?.statuses).toEqual(["WAIT"]);
    const detail = list.returnRequests.find((item) => item.rma === "49100001");
    expect(detail?.returnEntries[0]?.exchangeVariant?.code).toBe("SHT-CL-WHITE-L-REGULAR");
    expect(detail?.returnAddress?.country.isocode).toBe("AU");
    expect(detail?.order?.deliveryAddress?.line1).toBeTruthy();
    expect(detail?.requestedBy?.uid).toBe("wearer@acme.example");

    const approver = (await login(backend, "approver@wholesale.example")).access_token;
    const WS = "/occ/v2/wholesale";
    const pending = ThresholdRequestListSchema.parse(await readJson(await get(backend, `${WS}/orgUsers/current/returnThresholdRequests?status=PENDING`, approver)));
    expect(pending.returnThresholdRequests.map((request) => request.rma)).toContain("49100022");
    const one = ThresholdRequestSchema.parse(await readJson(await get(backend, `${WS}/orgUsers/current/returnThresholdRequests/49100022`, approver)));
    expect(one.returnRequest?.thresholdRequest?.status).toBe("PENDING");
    const decided = ThresholdRequestSchema.parse(
      await readJson(await sendJson(backend, "POST", `${WS}/orgUsers/current/returnThresholdRequests/49100022/decision`, { token: approver, body: { decision: "DECLINE", comment: "Not now" } })),
    );
    expect(decided).toMatchObject({ status: "DECLINED", comment: "Not now", returnRequest: { status: "CANCELED" } });
    const actioned = ThresholdRequestListSchema.parse(await readJson(await get(backend, `${WS}/orgUsers/current/returnThresholdRequests?status=ACTIONED`, approver)));
    expect(actioned.returnThresholdRequests.map((request) => request.rma)).toContain("49100023");
  });
});
