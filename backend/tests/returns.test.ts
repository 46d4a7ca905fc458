import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { orderCancelUser } from "../src/seed-data/order-changes";
import { RETURN_SEEDS } from "../src/seed-data/return-orders";
import { SEEDED_RETURNS } from "../src/seed-data/returns";
import { RETURN_FLOW } from "../src/stores/returns";
import { createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/** Issue 24: returns and exchanges (docs/returns.md). */

const SITE = "/occ/v2/corporate";
const BUYER = "buyer@acme.example";
const DAY = 24 * 3_600_000;

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() });
const returnSchema = z
  .object({
    rma: z.string(),
    code: z.string(),
    status: z.string(),
    creationTime: z.string(),
    order: z.object({ code: z.string() }),
    cancellable: z.boolean(),
    returnEntries: z.array(
      z
        .object({
          orderEntry: z.object({ entryNumber: z.number(), product: z.object({ code: z.string() }).passthrough() }).passthrough(),
          expectedQuantity: z.number(),
          refundAmount: priceSchema,
          kind: z.enum(["RETURN", "EXCHANGE"]),
          reason: z.object({ code: z.string(), name: z.string() }).optional(),
          exchangeVariantCode: z.string().optional(),
        })
        .passthrough(),
    ),
    subTotal: priceSchema,
    deliveryCost: priceSchema,
    totalPrice: priceSchema,
    statusHistory: z.array(z.object({ status: z.string(), date: z.string() })),
    replacementOrderCode: z.string().optional(),
  })
  .passthrough();
const listSchema = z.object({
  returnRequests: z.array(returnSchema),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), totalResults: z.number(), totalPages: z.number() }).passthrough(),
});

interface Line {
  entryNumber: number;
  variantCode: string;
  productCode: string;
  unitCents: number;
  delivered: number;
}

let backend: TestBackend;
let token: string;
let orderCode: string;
let lines: Line[];

/** A buyer order of the seed with at least two entries and no return yet, every consignment delivered yesterday. */
function deliveredOrder(): { code: string; lines: Line[] } {
  const { db } = backend;
  const order = db
    .prepare<[string], { id: number; code: string }>(
      `SELECT o.id, o.code FROM orders o WHERE o.user_uid = ? AND o.site = 'corporate' AND o.status <> 'CANCELLED'
         AND (SELECT COUNT(*) FROM order_entries e WHERE e.order_id = o.id) >= 2
         AND (SELECT COUNT(*) FROM consignments c WHERE c.order_id = o.id) > 0
         AND NOT EXISTS (SELECT 1 FROM return_requests r WHERE r.order_id = o.id)
         AND NOT EXISTS (SELECT 1 FROM order_entries e WHERE e.order_id = o.id AND e.cancelled_quantity > 0)
       ORDER BY o.id LIMIT 1`,
    )
    .get(BUYER);
  if (!order) throw new Error("no delivered order to test with");
  db.prepare("UPDATE consignments SET status = 'DELIVERY_COMPLETED', delivered_at = ?, next_at = NULL WHERE order_id = ?").run(backend.clock.now - DAY, order.id);
  db.prepare("UPDATE orders SET status = 'COMPLETED', fulfilment_next_at = NULL WHERE id = ?").run(order.id);
  // Two units of every entry delivered, so partial returns can be tested.
  db.prepare("UPDATE order_entries SET quantity = MAX(quantity, 2), approved_quantity = NULL WHERE order_id = ?").run(order.id);
  db.prepare(
    `UPDATE consignment_entries SET quantity = (SELECT e.quantity FROM order_entries e WHERE e.order_id = ? AND e.entry_number = consignment_entries.entry_number)
     WHERE consignment_id = (SELECT MIN(id) FROM consignments WHERE order_id = ?)`,
  ).run(order.id, order.id);
  db.prepare("DELETE FROM consignment_entries WHERE consignment_id IN (SELECT id FROM consignments WHERE order_id = ? AND id > (SELECT MIN(id) FROM consignments WHERE order_id = ?))").run(order.id, order.id);
  db.prepare(
    `INSERT OR IGNORE INTO consignment_entries (consignment_id, entry_number, quantity)
     SELECT (SELECT MIN(id) FROM consignments WHERE order_id = ?), entry_number, quantity FROM order_entries WHERE order_id = ?`,
  ).run(order.id, order.id);
  const rows = db
    .prepare<[number], Line>(
      `SELECT entry_number AS entryNumber, variant_code AS variantCode, product_code AS productCode, unit_cents AS unitCents, quantity AS delivered
       FROM order_entries WHERE order_id = ? ORDER BY entry_number`,
    )
    .all(order.id);
  return { code: order.code, lines: rows };
}

/** Another variant of the entry's product with stock. */
function otherVariant(line: Line): string {
  backend.db.prepare("UPDATE variants SET stock_level = 50 WHERE product_code = ? AND code <> ?").run(line.productCode, line.variantCode);
  const row = backend.db
    .prepare<[string, string], { code: string }>("SELECT code FROM variants WHERE product_code = ? AND code <> ? ORDER BY position LIMIT 1")
    .get(line.productCode, line.variantCode);
  if (!row) throw new Error("no other variant");
  return row.code;
}

const first = (): Line => {
  const line = lines[0];
  if (!line) throw new Error("no line");
  return line;
};
const second = (): Line => {
  const line = lines[1];
  if (!line) throw new Error("no line");
  return line;
};

const post = (body: unknown, headers: Record<string, string> = {}, query = "") =>
  sendJson(backend, "POST", `${SITE}/users/current/orderReturns${query}`, { token, body, headers });
const errorOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return (await parseJson(response, occErrorsSchema)).errors[0];
};

beforeEach(async () => {
  backend = createTestBackend({ devOutbox: true });
  token = (await login(backend, BUYER)).access_token;
  ({ code: orderCode, lines } = deliveredOrder());
});
afterEach(() => backend.close());

describe("POST users/{u}/orderReturns", () => {
  it("creates a return with the refund priced from the unit price, discount share and tax", async () => {
    const line = first();
    const response = await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "NOT_NEEDED" }] });
    expect(response.status).toBe(201);
    const body = await parseJson(response, returnSchema);
    expect(body.rma).toMatch(/^5\d{7}$/);
    expect(body.status).toBe("APPROVAL_PENDING");
    expect(body.cancellable).toBe(true);
    const order = backend.db
      .prepare<[string], { subtotal: number; discount: number; rate: number }>(
        "SELECT subtotal_cents AS subtotal, discount_cents AS discount, tax_rate_percent AS rate FROM orders WHERE code = ?",
      )
      .get(orderCode);
    if (!order) throw new Error("order");
    const net = line.unitCents - (order.subtotal > 0 ? Math.round((order.discount * line.unitCents) / order.subtotal) : 0);
    const refund = net + Math.round((net * order.rate) / 100);
    expect(body.returnEntries).toHaveLength(1);
    expect(body.returnEntries[0]?.refundAmount.value).toBeCloseTo(refund / 100);
    expect(body.returnEntries[0]?.reason).toEqual({ code: "NOT_NEEDED", name: "No longer needed" });
    expect(body.totalPrice.value).toBeCloseTo(refund / 100);
    expect(body.statusHistory.map((step) => step.status)).toEqual(["APPROVAL_PENDING"]);

    // It is read back, listed, and the order's returnable quantity shrinks.
    const read = await parseJson(await get(backend, `${SITE}/users/current/orderReturns/${body.rma}`, token), returnSchema);
    expect(read.rma).toBe(body.rma);
    const list = await parseJson(await get(backend, `${SITE}/users/current/orderReturns?pageSize=100`, token), listSchema);
    expect(list.returnRequests.map((item) => item.rma)).toContain(body.rma);
    expect(list.pagination.totalResults).toBe(SEEDED_RETURNS.length + 1);
    // The Order lists its return requests (spec part 2 §3), their status moved by the clock on order reads too.
    backend.advance(2 * 3_600_000);
    token = (await login(backend, BUYER)).access_token;
    const orderBody = z
      .object({
        returnRequests: z.array(z.object({ rma: z.string(), status: z.string() })),
        entries: z.array(z.object({ entryNumber: z.number(), returnableQuantity: z.number() }).passthrough()),
      })
      .passthrough()
      .parse(await (await get(backend, `${SITE}/users/current/orders/${orderCode}?fields=FULL`, token)).json());
    expect(orderBody.returnRequests).toEqual([{ rma: body.rma, status: "WAIT" }]);
    expect(orderBody.entries.find((entry) => entry.entryNumber === line.entryNumber)?.returnableQuantity).toBe(line.delivered - 1);
    const again = await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: line.delivered }] });
    expect((await errorOf(again))?.subject).toBe("returnRequestEntryInputs.0.quantity");
  });

  it("refuses nothing selected, unknown entries, duplicates and quantities outside 1..returnable", async () => {
    const line = first();
    expect(await errorOf(await post({ orderCode, returnRequestEntryInputs: [] }))).toMatchObject({ type: "ValidationError", subject: "returnRequestEntryInputs" });
    expect((await errorOf(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: 99, quantity: 1 }] })))?.subject).toBe(
      "returnRequestEntryInputs.0.orderEntryNumber",
    );
    expect(
      (
        await errorOf(
          await post({
            orderCode,
            returnRequestEntryInputs: [
              { orderEntryNumber: line.entryNumber, quantity: 1 },
              { orderEntryNumber: line.entryNumber, quantity: 1 },
            ],
          }),
        )
      )?.subject,
    ).toBe("returnRequestEntryInputs.1.orderEntryNumber");
    const tooMany = await errorOf(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: line.delivered + 1 }] }));
    expect(tooMany).toMatchObject({ subject: "returnRequestEntryInputs.0.quantity", message: expect.stringContaining(`between 1 and ${line.delivered}`) as unknown });
    expect((await errorOf(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 0 }] })))?.subject).toBe(
      "returnRequestEntryInputs.0.quantity",
    );
    expect((await errorOf(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "NOPE" }] })))?.subject).toBe(
      "returnRequestEntryInputs.0.reasonCode",
    );
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM return_requests").get()).toEqual({ n: SEEDED_RETURNS.length + RETURN_SEEDS.length });
  });

  it("refuses an order that is not delivered and another user's order (400 UnknownIdentifierError)", async () => {
    const other = (await login(backend, orderCancelUser("js"))).access_token;
    const response = await sendJson(backend, "POST", `${SITE}/users/current/orderReturns`, {
      token: other,
      body: { orderCode, returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    expect(await errorOf(response)).toMatchObject({ type: "UnknownIdentifierError" });
    const pending = await post({ orderCode: "28000008", returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] });
    expect((await errorOf(pending))?.message).toContain("can be returned");
  });

  it("pack items: exchange only, for an allowed reason; the exchange makes a zero-value replacement order that takes stock", async () => {
    const line = first();
    backend.db
      .prepare("UPDATE order_entries SET pack_json = ? WHERE order_id = (SELECT id FROM orders WHERE code = ?) AND entry_number = ?")
      .run(JSON.stringify({ pack: { packId: "P1", packName: "New starter", packType: "NEW_STARTER" } }), orderCode, line.entryNumber);
    const refund = await errorOf(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "WRONG_SIZE" }] }));
    expect(refund).toMatchObject({ subject: "returnRequestEntryInputs.0.exchangeVariantCode", message: expect.stringContaining("Returns are not accepted for products in this pack.") as unknown });
    const variant = otherVariant(line);
    const wrongReason = await errorOf(
      await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "CHANGED_MIND", exchangeVariantCode: variant }] }),
    );
    expect(wrongReason?.subject).toBe("returnRequestEntryInputs.0.reasonCode");
    const noReason = await errorOf(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, exchangeVariantCode: variant }] }));
    expect(noReason?.subject).toBe("returnRequestEntryInputs.0.reasonCode");

    const response = await post({
      orderCode,
      returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: variant }],
    });
    expect(response.status).toBe(201);
    const body = await parseJson(response, returnSchema);
    expect(body.returnEntries[0]).toMatchObject({ kind: "EXCHANGE", exchangeVariantCode: variant, refundAmount: { value: 0 } });
    expect(body.totalPrice.value).toBe(0);
    expect(body.replacementOrderCode).toMatch(/^\d{8}$/);
    const replacement = backend.db
      .prepare<[string], { total: number; channel: string; variant: string; quantity: number; cart: string }>(
        `SELECT o.total_with_tax_cents AS total, o.channel, e.variant_code AS variant, e.quantity, o.source_cart_code AS cart
         FROM orders o JOIN order_entries e ON e.order_id = o.id WHERE o.code = ?`,
      )
      .get(body.replacementOrderCode ?? "");
    expect(replacement).toEqual({ total: 0, channel: "web", variant, quantity: 1, cart: `RMA-${body.rma}` });
    expect(backend.db.prepare("SELECT stock_level AS n FROM variants WHERE code = ?").get(variant)).toEqual({ n: 49 });
    expect(backend.db.prepare("SELECT fulfilment_next_at AS n FROM orders WHERE code = ?").get(body.replacementOrderCode)).toEqual({ n: backend.clock.now + 3_600_000 });
    // The pack units exchanged are no longer returnable: the rest are.
    const rest = line.delivered - 1;
    const over = await errorOf(
      await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: rest + 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: variant }] }),
    );
    expect(over?.message).toContain(`between 1 and ${rest}`);
  });

  it("exchanges: the variant must be another in-stock variant of the same product", async () => {
    const line = first();
    const sameVariant = await errorOf(
      await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: line.variantCode }] }),
    );
    expect(sameVariant?.subject).toBe("returnRequestEntryInputs.0.exchangeVariantCode");
    const foreign = backend.db.prepare<[string], { code: string }>("SELECT code FROM variants WHERE product_code <> ? LIMIT 1").get(line.productCode);
    const otherProduct = await errorOf(
      await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: foreign?.code }] }),
    );
    expect(otherProduct?.subject).toBe("returnRequestEntryInputs.0.exchangeVariantCode");
    const variant = otherVariant(line);
    backend.db.prepare("UPDATE variants SET stock_level = 0 WHERE code = ?").run(variant);
    const outOfStock = await errorOf(
      await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: variant }] }),
    );
    expect(outOfStock?.message).toContain("not in stock");
  });

  it("a replayed Idempotency-Key answers the same return and changes nothing", async () => {
    const line = second();
    const body = { orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 1 }] };
    const headers = { "Idempotency-Key": "return-key-0001" };
    const one = await parseJson(await post(body, headers), returnSchema);
    const count = backend.db.prepare("SELECT COUNT(*) AS n FROM return_requests").get();
    const two = await parseJson(await post(body, headers), returnSchema);
    expect(two.rma).toBe(one.rma);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM return_requests").get()).toEqual(count);
    const otherOrder = await post({ ...body, orderCode: "28000001" }, headers);
    expect((await errorOf(otherOrder))?.subject).toBe("Idempotency-Key");
  });

  it("an order with everything returned leaves the history's returnable filter; cancelling the return brings it back", async () => {
    const listed = async () => {
      const response = await get(backend, `${SITE}/users/current/orders?returnable=true&pageSize=100`, token);
      const body = z.object({ orders: z.array(z.object({ code: z.string() }).passthrough()) }).passthrough().parse(await response.json());
      return body.orders.map((order) => order.code);
    };
    expect(await listed()).toContain(orderCode);
    const created = await parseJson(
      await post({ orderCode, returnRequestEntryInputs: lines.map((line) => ({ orderEntryNumber: line.entryNumber, quantity: line.delivered })) }),
      returnSchema,
    );
    expect(await listed()).not.toContain(orderCode);
    await sendJson(backend, "PATCH", `${SITE}/users/current/orderReturns/${created.rma}`, { token, body: { status: "CANCELLING" } });
    expect(await listed()).toContain(orderCode);
  });

  it("POST orgUsers/{u}/orderReturns/price prices without saving", async () => {
    const line = first();
    const response = await sendJson(backend, "POST", `${SITE}/orgUsers/current/orderReturns/price`, {
      token,
      body: { orderCode, returnRequestEntryInputs: [{ orderEntryNumber: line.entryNumber, quantity: 2 }] },
    });
    expect(response.status).toBe(200);
    const body = z.object({ totalPrice: priceSchema, totalTax: priceSchema, thresholdRequestRequired: z.boolean() }).passthrough().parse(await response.json());
    expect(body.totalPrice.value).toBeGreaterThan(0);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM return_requests").get()).toEqual({ n: SEEDED_RETURNS.length + RETURN_SEEDS.length });
  });
});

describe("BACKEND_EXTENSIONS=none", () => {
  it("answers the extensions 404 UnknownResourceError and never creates on a price call", async () => {
    const stock = createTestBackend({ extensions: "none" });
    try {
      const stockToken = (await login(stock, BUYER)).access_token;
      expect((await get(stock, `${SITE}/orgUsers/current/returnReasons`, stockToken)).status).toBe(404);
      const dry = await sendJson(stock, "POST", `${SITE}/orgUsers/current/orderReturns/price`, {
        token: stockToken,
        body: { orderCode, returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
      });
      expect(dry.status).toBe(404);
      expect(stock.db.prepare("SELECT COUNT(*) AS n FROM return_requests").get()).toEqual({ n: SEEDED_RETURNS.length + RETURN_SEEDS.length });
    } finally {
      stock.close();
    }
  });
});

describe("reading, cancelling and the clock", () => {
  it("lists the seeded returns newest first with paging and hides them from other users (400)", async () => {
    const list = await parseJson(await get(backend, `${SITE}/users/current/orderReturns?pageSize=2&currentPage=0`, token), listSchema);
    expect(list.returnRequests).toHaveLength(2);
    expect(list.pagination).toMatchObject({ currentPage: 0, pageSize: 2, totalResults: SEEDED_RETURNS.length, totalPages: 3 });
    const other = (await login(backend, orderCancelUser("js"))).access_token;
    const response = await get(backend, `${SITE}/users/current/orderReturns/49000001`, other);
    expect(await errorOf(response)).toMatchObject({ type: "UnknownIdentifierError" });
    const theirs = await parseJson(await get(backend, `${SITE}/users/current/orderReturns`, other), listSchema);
    expect(theirs.returnRequests).toEqual([]);
  });

  it("PATCH {status: CANCELLING} cancels while APPROVAL_PENDING or WAIT, else 400", async () => {
    const created = await parseJson(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: first().entryNumber, quantity: 1 }] }), returnSchema);
    const patch = (rma: string, body: unknown) => sendJson(backend, "PATCH", `${SITE}/users/current/orderReturns/${rma}`, { token, body });
    expect((await errorOf(await patch(created.rma, { status: "COMPLETED" })))?.subject).toBe("status");
    expect((await patch(created.rma, { status: "CANCELLING" })).status).toBe(200);
    const read = await parseJson(await get(backend, `${SITE}/users/current/orderReturns/${created.rma}`, token), returnSchema);
    expect(read.status).toBe("CANCELED");
    expect(read.cancellable).toBe(false);
    expect(read.statusHistory.map((step) => step.status)).toEqual(["APPROVAL_PENDING", "CANCELLING", "CANCELED"]);
    // The cancelled units are returnable again.
    expect((await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: first().entryNumber, quantity: first().delivered }] })).status).toBe(201);
    expect(await errorOf(await patch(created.rma, { status: "CANCELLING" }))).toMatchObject({ type: "IllegalStateError" });
    expect(await errorOf(await patch("49000003", { status: "CANCELLING" }))).toMatchObject({ type: "IllegalStateError" });
  });

  it("the lazy clock moves a return along the flow; the dev route puts it anywhere", async () => {
    const created = await parseJson(await post({ orderCode, returnRequestEntryInputs: [{ orderEntryNumber: first().entryNumber, quantity: 1 }] }), returnSchema);
    const read = async () => parseJson(await get(backend, `${SITE}/users/current/orderReturns/${created.rma}`, token), returnSchema);
    const seen: string[] = [];
    for (const step of RETURN_FLOW) {
      const body = await read();
      seen.push(body.status);
      if (step.staysMs !== null) backend.advance(step.staysMs);
      // Tokens last 12 hours; the flow takes longer.
      token = (await login(backend, BUYER)).access_token;
    }
    expect(seen).toEqual(RETURN_FLOW.map((step) => step.status));
    expect((await read()).statusHistory.map((step) => step.status)).toEqual(RETURN_FLOW.map((step) => step.status));

    const dev = await sendJson(backend, "POST", `/dev/returns/${created.rma}/advance`, { body: { to: "PAYMENT_REVERSAL_FAILED" } });
    expect(dev.status, await dev.clone().text()).toBe(200);
    expect((await parseJson(dev, returnSchema)).status).toBe("PAYMENT_REVERSAL_FAILED");
    backend.advance(10 * DAY);
    token = (await login(backend, BUYER)).access_token;
    expect((await read()).status).toBe("PAYMENT_REVERSAL_FAILED");
    // CANCELLING (set by the dev route) becomes CANCELED at the next read.
    await sendJson(backend, "POST", `/dev/returns/${created.rma}/advance`, { body: { to: "CANCELLING" } });
    expect((await read()).status).toBe("CANCELED");
    const unknown = await sendJson(backend, "POST", `/dev/returns/99999999/advance`, { body: { to: "WAIT" } });
    expect(unknown.status).toBe(400);
  });

  it("GET orgUsers/{u}/returnReasons lists the reasons with the pack rule", async () => {
    const response = await get(backend, `${SITE}/orgUsers/current/returnReasons`, token);
    expect(response.status).toBe(200);
    const body = z.object({ returnReasons: z.array(z.object({ code: z.string(), name: z.string(), allowedForPackItems: z.boolean() })) }).parse(await response.json());
    expect(body.returnReasons.filter((reason) => reason.allowedForPackItems).map((reason) => reason.name)).toEqual([
      "Incorrect sizing",
      "Faulty item",
      "Incorrect shipment",
    ]);
  });
});
