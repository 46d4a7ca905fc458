import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, START, type TestBackend } from "./helpers";

/**
 * Scheduled replenishments (issue 23, H4; docs/replenishments-and-po-numbers.md): SAP's ReplenishmentOrderController
 * list, detail, orders of a schedule and cancel, and the reference backend's lazy runner (stores/replenishments.ts).
 */

const BASE = "/occ/v2/corporate/users/current/replenishmentOrders";
const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() });
const summarySchema = z.object({
  replenishmentOrderCode: z.string(),
  active: z.boolean(),
  firstDate: z.string(),
  trigger: z.object({ displayTimeTable: z.string(), activationTime: z.string().optional() }),
  cancelledDate: z.string().optional(),
  totalItems: z.number(),
  totalPriceWithTax: priceSchema,
  costCenter: z.object({ code: z.string(), name: z.string() }).optional(),
  purchaseOrderNumber: z.string().optional(),
  paymentType: z.object({ code: z.string(), displayName: z.string() }),
});
const listSchema = z.object({
  replenishmentOrders: z.array(summarySchema),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() }),
  sorts: z.array(z.object({ code: z.string(), selected: z.boolean() })),
});
const detailSchema = summarySchema.extend({
  entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number(), product: z.object({ code: z.string(), name: z.string() }), totalPrice: priceSchema })),
  deliveryAddress: z.object({ line1: z.string() }).passthrough(),
});
const ordersSchema = z.object({
  orders: z.array(z.object({ code: z.string(), status: z.string(), placed: z.string(), total: priceSchema, replenishmentOrderCode: z.string() })),
  pagination: z.object({ totalResults: z.number(), totalPages: z.number() }),
});

describe("replenishment orders", () => {
  let backend: TestBackend;
  let buyer: string;
  let wearer: string;
  let cancelJs: string;
  let cancelNoJs: string;

  beforeAll(async () => {
    backend = createTestBackend();
    const token = async (uid: string) => (await login(backend, uid)).access_token;
    buyer = await token("buyer@acme.example");
    wearer = await token("wearer@acme.example");
    cancelJs = await token("replenish-cancel-js@acme.example");
    cancelNoJs = await token("replenish-cancel-nojs@acme.example");
  });
  afterAll(() => backend.close());

  const ordersOf = (code: string) =>
    backend.db.prepare<[string], { code: string; status: string; channel: string; createdAt: number; poNumber: string | null }>(
      "SELECT code, status, channel, created_at AS createdAt, po_number AS poNumber FROM orders WHERE replenishment_code = ? ORDER BY id",
    ).all(code);

  it("lists the caller's schedules a page at a time, in SAP's sorts", async () => {
    const first = await parseJson(await get(backend, `${BASE}?pageSize=2&sort=byReplenishmentNumber`, buyer), listSchema);
    expect(first.pagination).toMatchObject({ currentPage: 0, pageSize: 2, totalPages: 2, totalResults: 3 });
    expect(first.replenishmentOrders.map((row) => row.replenishmentOrderCode)).toEqual(["49000003", "49000002"]);
    const second = await parseJson(await get(backend, `${BASE}?pageSize=2&currentPage=1&sort=byReplenishmentNumber`, buyer), listSchema);
    expect(second.replenishmentOrders.map((row) => row.replenishmentOrderCode)).toEqual(["49000001"]);
    const cancelled = first.replenishmentOrders[0];
    expect(cancelled).toMatchObject({ active: false });
    expect(cancelled?.trigger.activationTime).toBeUndefined();
    expect(cancelled?.cancelledDate).toBeDefined();
    const byNext = await parseJson(await get(backend, `${BASE}?sort=byNextOrderDate`, buyer), listSchema);
    expect(byNext.replenishmentOrders.at(-1)?.replenishmentOrderCode).toBe("49000003");
    expect(byNext.sorts.find((sort) => sort.selected)?.code).toBe("byNextOrderDate");
    // Bad paging and sorts are SAP's 400 ValidationError.
    expect((await get(backend, `${BASE}?sort=byName`, buyer)).status).toBe(400);
    expect((await get(backend, `${BASE}?pageSize=0`, buyer)).status).toBe(400);
    // Another user sees none of them.
    const other = await parseJson(await get(backend, BASE, wearer), listSchema);
    expect(other.pagination.totalResults).toBe(0);
  });

  it("reads one schedule with its entries, next date, cost centre, PO number and payment type", async () => {
    const detail = await parseJson(await get(backend, `${BASE}/49000001?fields=FULL`, buyer), detailSchema);
    expect(detail).toMatchObject({
      replenishmentOrderCode: "49000001",
      active: true,
      purchaseOrderNumber: "PO-REPL-1001",
      costCenter: { code: "ACME-OPS", name: "Operations" },
      paymentType: { code: "ACCOUNT" },
      totalItems: 2,
    });
    expect(detail.trigger.displayTimeTable).toMatch(/^Every 2 weeks, starting \d{4}-\d{2}-\d{2}$/);
    expect(detail.trigger.activationTime).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0000$/);
    expect(detail.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([["POL-PR-BLACK-L", 12], ["CAP-CL-NAVY-SM", 6]]);
  });

  it("lists the orders a schedule placed, newest first, a page at a time", async () => {
    const all = await parseJson(await get(backend, `${BASE}/49000001/orders`, buyer), ordersSchema);
    expect(all.pagination.totalResults).toBe(5);
    expect(all.orders.map((order) => order.code)).toEqual(["28000414", "28000413", "28000412", "28000411", "28000410"]);
    expect(all.orders.every((order) => order.replenishmentOrderCode === "49000001")).toBe(true);
    const page = await parseJson(await get(backend, `${BASE}/49000001/orders?pageSize=2&currentPage=2&sort=byOrderNumber`, buyer), ordersSchema);
    expect(page.orders.map((order) => order.code)).toEqual(["28000410"]);
    expect(page.pagination.totalPages).toBe(3);
    expect(ordersOf("49000001").every((order) => order.channel === "replenishment" && order.poNumber === "PO-REPL-1001")).toBe(true);
  });

  it("refuses another user's schedule (and an unknown one) with 400 UnknownIdentifierError, reading or cancelling", async () => {
    for (const response of [
      await get(backend, `${BASE}/49000001`, wearer),
      await get(backend, `${BASE}/49000001/orders`, wearer),
      await sendJson(backend, "PATCH", `${BASE}/49000001`, { token: wearer, body: {} }),
      await get(backend, `${BASE}/49999999`, buyer),
    ]) {
      expect(response.status).toBe(400);
      expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");
    }
    const still = await parseJson(await get(backend, `${BASE}/49000001`, buyer), detailSchema);
    expect(still.active).toBe(true);
    expect((await get(backend, BASE)).status).toBe(401);
  });

  it("cancels a schedule once; cancelling it again changes nothing", async () => {
    const response = await sendJson(backend, "PATCH", `${BASE}/49000011?fields=FULL`, { token: cancelJs, body: {} });
    expect(response.status).toBe(200);
    const cancelled = await parseJson(response, detailSchema);
    expect(cancelled.active).toBe(false);
    expect(cancelled.trigger.activationTime).toBeUndefined();
    expect(cancelled.cancelledDate).toBe(new Date(START).toISOString());
    const row = () => backend.db.prepare<[], { active: number; cancelledAt: number; cancelledBy: string }>(
      "SELECT active, cancelled_at AS cancelledAt, cancelled_by AS cancelledBy FROM replenishment_orders WHERE id = 49000011",
    ).get();
    expect(row()).toEqual({ active: 0, cancelledAt: START, cancelledBy: "replenish-cancel-js@acme.example" });
    backend.advance(60_000);
    const again = await sendJson(backend, "PATCH", `${BASE}/49000011`, { token: cancelJs });
    expect(again.status).toBe(200);
    expect((await parseJson(again, detailSchema)).cancelledDate).toBe(new Date(START).toISOString());
    expect(row()?.cancelledAt).toBe(START);
    // A cancelled schedule never orders again, however late it is.
    backend.db.prepare("UPDATE replenishment_orders SET next_order_date = '2026-01-01' WHERE id = 49000011").run();
    await get(backend, BASE, cancelJs);
    expect(ordersOf("49000011")).toHaveLength(1);
  });

  it("places a due schedule's order when a replenishment read happens, exactly once per occurrence", async () => {
    const today = isoDate(backend.clock.now);
    const before = ordersOf("49000012");
    expect(before).toHaveLength(1);
    backend.db.prepare("UPDATE replenishment_orders SET next_order_date = ? WHERE id = 49000012").run(today);
    // Two reads: the first places today's order, the second finds nothing due.
    await Promise.all([get(backend, BASE, cancelNoJs), get(backend, `${BASE}/49000012`, cancelNoJs)]);
    await get(backend, `${BASE}/49000012/orders`, cancelNoJs);
    const after = ordersOf("49000012");
    expect(after).toHaveLength(2);
    // Placed CREATED at the occurrence (today 00:00); the fulfilment clock (stores/fulfilment.ts) picks an order up an
    // hour after it is placed, and runs before every order read, so by now it may be PROCESSING.
    const pickedUp = backend.clock.now >= Date.parse(`${today}T00:00:00Z`) + 3_600_000;
    expect(after[1]).toMatchObject({ status: pickedUp ? "PROCESSING" : "CREATED", channel: "replenishment", poNumber: "PO-RC-2" });
    const detail = await parseJson(await get(backend, `${BASE}/49000012`, cancelNoJs), detailSchema);
    expect(detail.trigger.activationTime?.slice(0, 10)).toBe(isoDate(Date.parse(`${today}T00:00:00Z`) + 28 * DAY));
    // Missed occurrences are each ordered once: three weeks of a weekly schedule behind → three orders.
    backend.db.prepare("UPDATE replenishment_orders SET number_of_weeks = 1, next_order_date = ? WHERE id = 49000012").run(isoDate(backend.clock.now - 14 * DAY));
    await get(backend, BASE, cancelNoJs);
    await get(backend, BASE, cancelNoJs);
    expect(ordersOf("49000012")).toHaveLength(5);
    const orders = await parseJson(await get(backend, `${BASE}/49000012/orders`, cancelNoJs), ordersSchema);
    expect(orders.pagination.totalResults).toBe(5);
    // The placed order is the owner's like any other (the order history and details read it).
    const newest = orders.orders[0]?.code ?? "";
    expect((await get(backend, `/occ/v2/corporate/users/current/orders/${newest}`, cancelNoJs)).status).toBe(200);
    // Nothing else was due: buyer's schedules placed nothing.
    expect(ordersOf("49000001")).toHaveLength(5);
  });
});
