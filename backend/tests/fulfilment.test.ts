import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DAY_MS, fulfilmentStore, HOUR_MS } from "../src/stores/fulfilment";
import { CLIENT, createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, START, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";

/** Issue 23: the fulfilment clock, the split rule, tracking, the dev advance endpoint and who may read an order. */

const SITE = "/occ/v2/corporate";
const BUYER = "details-js@acme.example";

const consignmentSchema = z
  .object({
    code: z.string(),
    status: z.string(),
    statusDisplay: z.string(),
    statusDate: z.string().datetime(),
    warehouseName: z.string(),
    trackingID: z.string().optional(),
    carrier: z.object({ code: z.string(), name: z.string() }).strict().optional(),
    trackingUrl: z.string().url().optional(),
    shippingDate: z.string().datetime().optional(),
    deliveredDate: z.string().datetime().optional(),
    entries: z.array(z.object({ orderEntry: z.object({ entryNumber: z.number() }).strict(), quantity: z.number(), shippedQuantity: z.number() }).strict()),
  })
  .strict();
const orderSchema = z
  .object({
    code: z.string(),
    status: z.string(),
    channel: z.string(),
    cancellable: z.boolean(),
    returnable: z.boolean(),
    amendable: z.boolean(),
    orgUnit: z.object({ uid: z.string(), name: z.string() }),
    consignments: z.array(consignmentSchema),
    cancellations: z.array(z.object({ date: z.string(), reason: z.string().optional(), entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number() })) })).optional(),
    amendedDate: z.string().optional(),
    entries: z.array(
      z.object({ entryNumber: z.number(), quantity: z.number(), cancelledQuantity: z.number(), cancellableQuantity: z.number(), returnableQuantity: z.number() }).passthrough(),
    ),
  })
  .passthrough();
const trackingSchema = z
  .object({
    carrierDetails: z.object({ code: z.string(), name: z.string() }).strict().optional(),
    trackingID: z.string().optional(),
    trackingUrl: z.string().optional(),
    statusDisplay: z.string(),
    trackingEvents: z.array(z.object({ eventDate: z.string().datetime(), location: z.string(), detail: z.string(), referenceCode: z.string() }).strict()),
  })
  .strict();

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend({ devOutbox: true });
});
afterAll(() => backend.close());

/** Tokens live 12 h on the injected clock, which these tests move by days: a token is reused within 6 h of its issue. */
const tokens = new Map<string, { token: string; at: number }>();
async function tokenOf(uid: string) {
  const known = tokens.get(uid);
  if (known && backend.clock.now >= known.at && backend.clock.now - known.at < 6 * HOUR_MS) return known.token;
  const { access_token } = await login(backend, uid);
  tokens.set(uid, { token: access_token, at: backend.clock.now });
  return access_token;
}
const call = async (uid: string, method: string, url: string, body?: unknown) => sendJson(backend, method, url, { token: await tokenOf(uid), body });
async function readOrder(uid: string, code: string, path = `users/current/orders/${code}`) {
  const response = await call(uid, "GET", `${SITE}/${path}?fields=FULL`);
  expect(response.status, await response.clone().text()).toBe(200);
  return parseJson(response, orderSchema);
}

const variant = (productType: "S" | "K") =>
  backend.db
    .prepare<[string], { code: string }>(
      `SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code WHERE p.product_type = ? AND v.stock_level >= 20
         AND p.code <> 'XSS-001' ORDER BY p.position, v.position LIMIT 1`,
    )
    .get(productType)?.code ?? "";

/** Places an order the way the storefront does (cart, checkout columns, POST orders); returns its code. */
async function placeOrder(uid: string, entries: { code: string; quantity: number }[]) {
  await call(uid, "POST", `${SITE}/users/current/carts`);
  for (const entry of entries) {
    const added = await call(uid, "POST", `${SITE}/orgUsers/current/carts/current/entries?code=${entry.code}&quantity=${entry.quantity}`);
    expect(added.status, await added.clone().text()).toBe(200);
  }
  const cart = z.object({ code: z.string() }).passthrough().parse(await (await call(uid, "GET", `${SITE}/users/current/carts/current`)).json());
  backend.db
    .prepare(
      `UPDATE carts SET reviewed_at = ?, delivery_address_id = 1, delivery_mode = 'standard', payment_type = 'ACCOUNT', cost_centre = 'ACME-OPS',
         po_number = 'PO-FUL' WHERE id = ?`,
    )
    .run(backend.clock.now, Number(cart.code));
  const placed = await call(uid, "POST", `${SITE}/orgUsers/current/orders?cartId=${cart.code}&termsChecked=true`);
  expect(placed.status, await placed.clone().text()).toBe(201);
  return z.object({ code: z.string() }).passthrough().parse(await placed.json()).code;
}

describe("the fulfilment clock", () => {
  it("walks a split order through every consignment status, with tracking, to COMPLETED and the return window", async () => {
    backend.clock.now = START;
    const stocked = variant("S");
    const madeToOrder = variant("K");
    const code = await placeOrder(BUYER, [
      { code: stocked, quantity: 2 },
      { code: madeToOrder, quantity: 1 },
    ]);
    let order = await readOrder(BUYER, code);
    expect(order).toMatchObject({ status: "CREATED", channel: "web", consignments: [], cancellable: true, amendable: true, returnable: false });
    expect(order.orgUnit.uid).toBe("acme-au");

    backend.advance(HOUR_MS - 1);
    expect((await readOrder(BUYER, code)).status).toBe("CREATED");

    // 1 h: picked up, split by the rule (stocked from the DC, made-to-order from the supplier).
    backend.advance(1);
    order = await readOrder(BUYER, code);
    expect(order.status).toBe("PROCESSING");
    expect(order.amendable).toBe(false);
    expect(order.consignments.map((c) => [c.code, c.status, c.warehouseName])).toEqual([
      [`a${code}_0`, "WAITING", "Sydney DC"],
      [`a${code}_1`, "WAITING", "Supplier direct"],
    ]);
    expect(order.consignments[0]?.entries).toEqual([{ orderEntry: { entryNumber: 0 }, quantity: 2, shippedQuantity: 0 }]);
    expect(order.consignments[1]?.entries).toEqual([{ orderEntry: { entryNumber: 1 }, quantity: 1, shippedQuantity: 0 }]);

    const steps: [number, string][] = [
      [2 * HOUR_MS, "PICKPACK"],
      [DAY_MS, "READY_FOR_SHIPPING"],
      [DAY_MS, "SHIPPED"],
    ];
    for (const [wait, status] of steps) {
      backend.advance(wait - 1);
      expect((await readOrder(BUYER, code)).consignments[0]?.status).not.toBe(status);
      backend.advance(1);
      order = await readOrder(BUYER, code);
      expect(order.consignments.map((c) => c.status)).toEqual([status, status]);
      expect(order.status).toBe("PROCESSING");
    }
    // Shipped: carrier, tracking number and link, shipping date; nothing left to cancel.
    const [dc, supplier] = order.consignments;
    expect(dc).toMatchObject({ carrier: { code: "auspost", name: "Australia Post" }, shippingDate: new Date(backend.clock.now).toISOString() });
    expect(dc?.trackingID).toMatch(/^AP\d{10}$/);
    expect(dc?.trackingUrl).toContain(dc?.trackingID);
    expect(supplier?.carrier?.code).toBe("startrack");
    expect(dc?.entries[0]?.shippedQuantity).toBe(2);
    expect(order.entries.map((e) => e.cancellableQuantity)).toEqual([0, 0]);
    expect(order.cancellable).toBe(false);

    const tracking = await call(BUYER, "GET", `${SITE}/users/current/orders/${code}/consignments/${dc?.code}/tracking`);
    expect(tracking.status).toBe(200);
    const body = await parseJson(tracking, trackingSchema);
    expect(body.trackingID).toBe(dc?.trackingID);
    expect(body.carrierDetails?.name).toBe("Australia Post");
    expect(body.trackingEvents.map((event) => event.referenceCode)).toEqual(["WAITING", "PICKPACK", "READY_FOR_SHIPPING", "SHIPPED"]);

    backend.advance(DAY_MS);
    expect((await readOrder(BUYER, code)).consignments.map((c) => c.status)).toEqual(["IN_TRANSIT", "IN_TRANSIT"]);
    backend.advance(2 * DAY_MS);
    order = await readOrder(BUYER, code);
    expect(order.status).toBe("COMPLETED");
    expect(order.consignments.map((c) => c.status)).toEqual(["DELIVERY_COMPLETED", "DELIVERY_COMPLETED"]);
    expect(order.consignments[0]?.deliveredDate).toBe(new Date(backend.clock.now).toISOString());
    expect(order.returnable).toBe(true);
    expect(order.entries.map((e) => e.returnableQuantity)).toEqual([2, 1]);

    // The return window closes after 30 days.
    backend.advance(30 * DAY_MS + 1);
    order = await readOrder(BUYER, code);
    expect(order.returnable).toBe(false);
    expect(order.entries.map((e) => e.returnableQuantity)).toEqual([0, 0]);
  });

  it("catches up late with the dates each step was due; a single-warehouse order ships as one consignment", async () => {
    backend.clock.now = START + 100 * DAY_MS;
    const placedAt = backend.clock.now;
    const code = await placeOrder(BUYER, [{ code: variant("S"), quantity: 1 }]);
    backend.advance(20 * DAY_MS);
    const order = await readOrder(BUYER, code);
    expect(order.status).toBe("COMPLETED");
    expect(order.consignments).toHaveLength(1);
    const shippedAt = placedAt + HOUR_MS + 2 * HOUR_MS + 2 * DAY_MS;
    expect(order.consignments[0]?.shippingDate).toBe(new Date(shippedAt).toISOString());
    expect(order.consignments[0]?.deliveredDate).toBe(new Date(shippedAt + 3 * DAY_MS).toISOString());
  });

  it("never ships pending, rejected or cancelled orders; an approved order is picked up an hour after the approval", async () => {
    backend.clock.now = START + 200 * DAY_MS;
    const pending = await sendJson(backend, "POST", "/dev/approvals/orders", {
      body: { placedBy: "approval-buyer-js@acme.example", user: "approval-wearer-js@acme.example" },
    });
    const code = z.object({ code: z.string() }).passthrough().parse(await pending.json()).code;
    backend.advance(10 * DAY_MS);
    let order = await readOrder("approval-buyer-js@acme.example", code);
    expect(order).toMatchObject({ status: "PENDING_APPROVAL", consignments: [], amendable: true, cancellable: true });
    const refused = await sendJson(backend, "POST", `/dev/orders/${code}/advance`, { body: { to: "SHIPPED" } });
    expect(refused.status).toBe(400);
    expect((await parseJson(refused, occErrorsSchema)).errors[0]?.type).toBe("IllegalStateError");

    const decided = await call("approver-js@acme.example", "POST", `${SITE}/orgUsers/current/approveDeclineOrder`, { orderCode: code, decision: "APPROVE" });
    expect(decided.status, await decided.clone().text()).toBe(200);
    backend.advance(HOUR_MS - 1);
    expect((await readOrder("approval-buyer-js@acme.example", code)).status).toBe("APPROVED");
    backend.advance(1);
    order = await readOrder("approval-buyer-js@acme.example", code);
    expect(order.status).toBe("PROCESSING");
    expect(order.consignments[0]?.status).toBe("WAITING");

    // A change elsewhere (a cancellation cancels the consignments, say): refresh settles the order.
    const orderId = Number(code);
    backend.db.prepare("UPDATE consignments SET status = 'CANCELLED', next_at = NULL WHERE order_id = ?").run(orderId);
    fulfilmentStore(backend.db, () => backend.clock.now).refresh(orderId);
    expect((await readOrder("approval-buyer-js@acme.example", code)).status).toBe("COMPLETED");

    // Rejected and cancelled seeded orders stay as they are.
    backend.advance(30 * DAY_MS);
    const rejected = await readOrder("buyer@acme.example", "28000011");
    expect(rejected).toMatchObject({ status: "REJECTED", consignments: [] });
    const cancelled = await readOrder("buyer@acme.example", "28000013");
    expect(cancelled).toMatchObject({ status: "CANCELLED", consignments: [], cancellable: false, amendable: false });
    expect(cancelled.cancellations?.[0]?.reason).toBe("ORDERED_BY_MISTAKE");
  });
});

describe("the channel an order came through", () => {
  it("records a punch-out session's order as punchout", async () => {
    backend.clock.now = START + 400 * DAY_MS;
    const started = await sendJson(backend, "POST", "/dev/punchout/sessions", { body: { userId: "punchout@acme.example" } });
    const { sid } = z.object({ sid: z.string() }).parse(await started.json());
    const client = (await parseJson(await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }), tokenBodySchema)).access_token;
    const session = z
      .object({ token: z.object({ accessToken: z.string() }).passthrough(), cartId: z.string() })
      .passthrough()
      .parse(await (await sendJson(backend, "GET", `${SITE}/punchout/sessions/${sid}`, { token: client })).json());
    const token = session.token.accessToken;
    const added = await sendJson(backend, "POST", `${SITE}/orgUsers/current/carts/${session.cartId}/entries?code=${variant("S")}&quantity=1`, { token });
    expect(added.status, await added.clone().text()).toBe(200);
    backend.db
      .prepare("UPDATE carts SET reviewed_at = ?, delivery_address_id = 1, delivery_mode = 'standard', payment_type = 'ACCOUNT' WHERE id = ?")
      .run(backend.clock.now, Number(session.cartId));
    const placed = await sendJson(backend, "POST", `${SITE}/orgUsers/current/orders?cartId=${session.cartId}&termsChecked=true`, { token });
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(z.object({ channel: z.string() }).passthrough().parse(await placed.json()).channel).toBe("punchout");
  });
});

describe("POST /dev/orders/{code}/advance", () => {
  it("makes the consignments and moves them to a status, or by steps; unknown orders and bad bodies are refused", async () => {
    backend.clock.now = START + 300 * DAY_MS;
    const code = await placeOrder(BUYER, [
      { code: variant("S"), quantity: 1 },
      { code: variant("K"), quantity: 1 },
    ]);
    const answer = z.object({ code: z.string(), status: z.string(), consignments: z.array(consignmentSchema) });
    const first = await sendJson(backend, "POST", `/dev/orders/${code}/advance`, { body: { steps: 1 } });
    expect(first.status, await first.clone().text()).toBe(200);
    const made = await parseJson(first, answer);
    expect(made.status).toBe("PROCESSING");
    expect(made.consignments.map((c) => c.status)).toEqual(["WAITING", "WAITING"]);
    const shipped = await parseJson(await sendJson(backend, "POST", `/dev/orders/${code}/advance`, { body: { to: "SHIPPED" } }), answer);
    expect(shipped.consignments.map((c) => c.status)).toEqual(["SHIPPED", "SHIPPED"]);
    expect(shipped.consignments.every((c) => c.trackingID && c.shippingDate)).toBe(true);
    const two = await parseJson(await sendJson(backend, "POST", `/dev/orders/${code}/advance`, { body: { steps: 2 } }), answer);
    expect(two).toMatchObject({ status: "COMPLETED" });
    expect(two.consignments.map((c) => c.status)).toEqual(["DELIVERY_COMPLETED", "DELIVERY_COMPLETED"]);

    expect((await sendJson(backend, "POST", "/dev/orders/99999999/advance", { body: { steps: 1 } })).status).toBe(400);
    expect((await sendJson(backend, "POST", `/dev/orders/${code}/advance`, { body: { to: "LOST" } })).status).toBe(400);
    expect((await sendJson(backend, "POST", `/dev/orders/${code}/advance`, { body: { steps: 0 } })).status).toBe(400);
  });

  it("does not exist without the dev outbox", async () => {
    const plain = createTestBackend();
    try {
      expect((await sendJson(plain, "POST", "/dev/orders/28000150/advance", { body: { steps: 1 } })).status).toBe(404);
    } finally {
      plain.close();
    }
  });
});

describe("who may read an order, its consignments and tracking", () => {
  const E2E_ORDER = "28000150"; // details-js@acme.example, acme-au, split, in transit at seeding
  const KIWI_ORDER = "28000120";
  const unknown = async (response: Response) => {
    expect(response.status).toBe(400);
    expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");
  };

  it("lets the owner and the placer read it, and answers UnknownIdentifierError to anyone else", async () => {
    backend.clock.now = START;
    const own = await readOrder(BUYER, E2E_ORDER);
    expect(own.consignments).toHaveLength(2);
    expect(own.consignments[0]?.trackingID).toBeTruthy();
    // Placed by buyer@acme.example for the wearer (proxy): both read it.
    expect((await readOrder("buyer@acme.example", "28000060")).channel).toBe("proxy");
    expect((await readOrder("wearer@acme.example", "28000060")).channel).toBe("proxy");
    await unknown(await call("buyer@acme.example", "GET", `${SITE}/users/current/orders/${E2E_ORDER}`));
    await unknown(await call("details-viewer@acme.example", "GET", `${SITE}/users/current/orders/${E2E_ORDER}`));
    // Tracking: the owner only.
    const consignment = own.consignments[0]?.code ?? "";
    expect((await call(BUYER, "GET", `${SITE}/users/current/orders/${E2E_ORDER}/consignments/${consignment}/tracking`)).status).toBe(200);
    await unknown(await call("buyer@acme.example", "GET", `${SITE}/users/current/orders/${E2E_ORDER}/consignments/${consignment}/tracking`));
    await unknown(await call(BUYER, "GET", `${SITE}/users/current/orders/${E2E_ORDER}/consignments/a00000000_9/tracking`));
    expect((await get(backend, `${SITE}/users/current/orders/${E2E_ORDER}/consignments/${consignment}/tracking`)).status).toBe(401);
  });

  it("lets a unit order viewer read the orders of their unit tree, and no one else through the unit path", async () => {
    const viewed = await readOrder("details-viewer@acme.example", E2E_ORDER, `orgUsers/current/orgUnits/orders/${E2E_ORDER}`);
    expect(viewed.code).toBe(E2E_ORDER);
    expect(viewed.consignments).toHaveLength(2);
    // A child unit's order (acme-au-nsw).
    expect((await readOrder("details-viewer@acme.example", "29000001", "orgUsers/current/orgUnits/orders/29000001")).orgUnit.uid).toBe("acme-au-nsw");
    await unknown(await call("details-viewer@acme.example", "GET", `${SITE}/orgUsers/current/orgUnits/orders/${KIWI_ORDER}`));
    await unknown(await call("details-viewer@acme.example", "GET", `${SITE}/orgUsers/current/orgUnits/orders/99999999`));
    // Not a viewer: even their own order is not served through the unit path.
    await unknown(await call(BUYER, "GET", `${SITE}/orgUsers/current/orgUnits/orders/${E2E_ORDER}`));
    await unknown(await call("buyer@acme.example", "GET", `${SITE}/orgUsers/current/orgUnits/orders/${E2E_ORDER}`));
    // Another user's path is refused.
    expect((await call("details-viewer@acme.example", "GET", `${SITE}/orgUsers/buyer@acme.example/orgUnits/orders/${E2E_ORDER}`)).status).toBe(403);
  });

  it("serves the seeded partly cancelled and amended orders with their records", async () => {
    const cancelled = await readOrder("buyer@acme.example", "28000012");
    expect(cancelled.cancellations).toHaveLength(1);
    expect(cancelled.entries[0]?.cancelledQuantity).toBe(1);
    const amended = await readOrder("buyer@acme.example", "28000014");
    expect(amended.amendedDate).toBeTruthy();
    const punchOut = await readOrder("buyer@acme.example", "28000015");
    expect(punchOut.channel).toBe("punchout");
  });
});
