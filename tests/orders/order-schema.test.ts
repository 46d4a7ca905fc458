import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderHistoryListSchema, OrderSchema, PlaceOrderResponseSchema, REPLENISHMENT_FIELDS, ReplenishmentOrderSchema, scheduleReplenishmentForm } from "~/lib/occ/orders.server";
import { placeOrderOutcome } from "~/lib/orders/outcome";
import { orderView } from "~/lib/orders/confirmation.server";
import { createTestBackend, readJson, sendJson, type TestBackend } from "../../backend/tests/helpers";
import { readyCart } from "../faults/setup";

/**
 * The storefront's order schemas against what the reference backend really answers (a contract test): a placed
 * order, a replay, the three failure outcomes and a replenishment order parse, and map to the right outcome.
 */
let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const SITE = "/occ/v2/corporate";


const place = (token: string, cartCode: string, key: string) =>
  sendJson(backend, "POST", `${SITE}/orgUsers/current/orders?cartId=${cartCode}&termsChecked=true&fields=FULL`, { token, headers: { "Idempotency-Key": key } });

describe("order schemas against the reference backend", () => {
  it("parses a placed order and its replay; both map to the same confirmation", async () => {
    const { token, cartCode } = await readyCart(backend, "order-js@acme.example");
    const placedJson = await readJson(await place(token, cartCode, "schema-key-0001"));
    const placed = OrderSchema.parse(placedJson);
    expect(placed.entries[0]?.product.variantOptionQualifiers.length).toBeGreaterThanOrEqual(2);
    expect(placed.costCenter?.code).toBe("ACME-OPS");
    expect(placeOrderOutcome(PlaceOrderResponseSchema.parse(placedJson))).toEqual({ kind: "placed", code: placed.code, guid: placed.guid, replayed: false });
    const replayJson = await readJson(await place(token, cartCode, "schema-key-0001"));
    expect(placeOrderOutcome(PlaceOrderResponseSchema.parse(replayJson))).toEqual({ kind: "placed", code: placed.code, guid: placed.guid, replayed: true });

    const view = orderView(placed, { canReorder: true });
    expect(view.code).toBe(placed.code);
    expect(view.statusLabel).toBe("Created");
    expect(view.payment).toEqual({ kind: "account", label: "Account", costCentre: "Operations (ACME-OPS)", poNumber: "PO-1" });
    expect(view.deliveryAddress[0]).toBe("Acme Receiving");
    expect(view.entries[0]?.variant[0]).toMatch(/^Colour: /);
    expect(view.totals.totalPriceWithTax).toEqual(placed.totalPriceWithTax);
  });

  it("parses the failure outcomes", async () => {
    for (const [uid, kind] of [
      ["order-unavailable@acme.example", "serviceUnavailable"],
      ["order-allocation@acme.example", "allocationError"],
    ] as const) {
      const { token, cartCode } = await readyCart(backend, uid);
      const body = PlaceOrderResponseSchema.parse(await readJson(await place(token, cartCode, `schema-${kind}`)));
      expect(placeOrderOutcome(body).kind).toBe(kind);
    }
    const { token, cartCode } = await readyCart(backend, "order-stock-js@acme.example");
    backend.db.prepare("UPDATE variants SET stock_level = 1 WHERE code = (SELECT variant_code FROM cart_entries WHERE cart_id = ?)").run(Number(cartCode));
    const body = PlaceOrderResponseSchema.parse(await readJson(await place(token, cartCode, "schema-stock-1")));
    expect(placeOrderOutcome(body)).toMatchObject({ kind: "productAvailability", message: expect.stringContaining("only 1 left") });
  });

  it("parses a replenishment order", async () => {
    const { token, cartCode } = await readyCart(backend, "order-replenish-js@acme.example");
    const response = await sendJson(backend, "POST", `${SITE}/orgUsers/current/replenishmentOrders?cartId=${cartCode}&termsChecked=true&fields=${REPLENISHMENT_FIELDS}`, {
      token,
      body: scheduleReplenishmentForm("2026-12-01", "DAILY"),
      headers: { "Idempotency-Key": "schema-replenish-1" },
    });
    expect(response.status).toBe(201);
    const parsed = ReplenishmentOrderSchema.parse(await readJson(response));
    expect(parsed.trigger?.displayTimeTable).toBe("Every day, starting 2026-12-01");
    const read = await sendJson(backend, "GET", `${SITE}/users/current/replenishmentOrders/${parsed.replenishmentOrderCode}?fields=${REPLENISHMENT_FIELDS}`, { token });
    // The read adds the next order date (`trigger.activationTime`, issue 23) to what scheduling answered.
    expect(ReplenishmentOrderSchema.parse(await readJson(read))).toMatchObject(parsed);
  });

  it("parses the order history", async () => {
    const { token, cartCode } = await readyCart(backend, "order-nojs@acme.example");
    const placed = OrderSchema.parse(await readJson(await place(token, cartCode, "schema-history-1")));
    const history = OrderHistoryListSchema.parse(await readJson(await sendJson(backend, "GET", `${SITE}/users/current/orders?currentPage=0&fields=DEFAULT&pageSize=3`, { token })));
    expect(history.orders[0]).toMatchObject({ code: placed.code, status: "CREATED", statusDisplay: "created", total: placed.totalPriceWithTax });
    expect(history.pagination).toMatchObject({ currentPage: 0, pageSize: 3, totalResults: 1 });
  });
});
