import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CLIENT,
  createTestBackend,
  get,
  login,
  occErrorsSchema,
  parseJson,
  readJson,
  sendJson,
  START,
  type TestBackend,
  tokenBodySchema,
  tokenRequest,
} from "./helpers";

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() }).strict();
const addressSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), line1: z.string(), town: z.string(), postalCode: z.string(), country: z.object({ isocode: z.string(), name: z.string() }) }).passthrough();
const orderSchema = z
  .object({
    code: z.string().regex(/^\d{8,}$/),
    guid: z.string().uuid(),
    status: z.literal("CREATED"),
    statusDisplay: z.literal("created"),
    created: z.string().datetime(),
    user: z.object({ uid: z.string(), name: z.string() }).strict(),
    placedBy: z.object({ uid: z.string(), name: z.string() }).strict().optional(),
    guestCustomer: z.boolean(),
    guestEmail: z.string().nullable().optional(),
    cancellable: z.boolean(),
    amendable: z.boolean(),
    entries: z
      .array(
        z
          .object({
            entryNumber: z.number().int(),
            quantity: z.number().int().positive(),
            updateable: z.literal(false),
            // Issue 23 (docs/order-changes.md): what was cancelled and what still can be.
            cancelledQuantity: z.number().int().nonnegative(),
            cancellableQuantity: z.number().int().nonnegative(),
            basePrice: priceSchema,
            totalPrice: priceSchema,
            product: z
              .object({
                code: z.string(),
                name: z.string(),
                baseProduct: z.string(),
                url: z.string(),
                images: z.array(z.object({ url: z.string(), altText: z.string(), format: z.string(), imageType: z.string() })).min(1),
                variantOptionQualifiers: z.array(z.object({ qualifier: z.string(), name: z.string(), value: z.string() })).min(2),
              })
              .strict(),
          })
          .strict(),
      )
      .min(1),
    totalItems: z.number().int(),
    totalUnitCount: z.number().int(),
    net: z.literal(true),
    subTotal: priceSchema,
    totalDiscounts: priceSchema,
    deliveryCost: priceSchema,
    totalPrice: priceSchema,
    totalTax: priceSchema,
    totalPriceWithTax: priceSchema,
    taxRatePercent: z.number(),
    appliedVouchers: z.array(z.object({ code: z.string(), voucherCode: z.string(), name: z.string(), description: z.string(), valueFormatted: z.string(), appliedValue: priceSchema }).strict()),
    appliedOrderPromotions: z.array(z.unknown()),
    deliveryAddress: addressSchema,
    deliveryMode: z.object({ code: z.string(), name: z.string(), description: z.string(), deliveryCost: priceSchema }).strict(),
    costCenter: z.object({ code: z.string(), name: z.string() }).strict().optional(),
    purchaseOrderNumber: z.string().optional(),
    urgentReason: z.object({ code: z.string(), msg: z.string() }).optional(),
    paymentType: z.object({ code: z.enum(["ACCOUNT", "CARD"]), displayName: z.string() }).strict(),
    paymentInfo: z.object({ id: z.string(), cardNumber: z.string() }).passthrough().optional(),
    waveServiceUnavailable: z.literal(false),
    waveProductAvailabilityErrorMessage: z.null(),
    updateAllocationError: z.literal(false),
    replayed: z.literal(true).optional(),
  })
  .strict();

const replenishmentSchema = z
  .object({
    replenishmentOrderCode: z.string().regex(/^\d{8,}$/),
    active: z.literal(true),
    firstDate: z.string(),
    recurrencePeriod: z.enum(["DAILY", "WEEKLY", "MONTHLY"]),
    numberOfDays: z.number().optional(),
    numberOfWeeks: z.number().optional(),
    nthDayOfMonth: z.number().optional(),
    trigger: z.object({ displayTimeTable: z.string() }).strict(),
    created: z.string(),
    totalItems: z.number().int(),
    totalPriceWithTax: priceSchema,
    costCenter: z.object({ code: z.string(), name: z.string() }).optional(),
    purchaseOrderNumber: z.string().optional(),
    paymentType: z.object({ code: z.string(), displayName: z.string() }),
    replayed: z.literal(true).optional(),
  })
  .strict();

const cartTotalsSchema = z
  .object({ code: z.string(), guid: z.string(), entries: z.array(z.object({ quantity: z.number(), product: z.object({ code: z.string() }) }).passthrough()), totalPriceWithTax: priceSchema, subTotal: priceSchema })
  .passthrough();

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const SITE = "/occ/v2/corporate";
const tokens = new Map<string, string>();
async function tokenOf(uid: string): Promise<string> {
  const known = tokens.get(uid);
  if (known) return known;
  const { access_token } = await login(backend, uid);
  tokens.set(uid, access_token);
  return access_token;
}

const request = (method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) =>
  sendJson(backend, method, url, { token, body, headers });

/** A stocked (type S) variant with at least `minStock` units, skipping the given codes. */
function stockedVariant(minStock: number, skip: string[] = []): { code: string; stockLevel: number; productName: string } {
  const rows = backend.db
    .prepare<[number], { code: string; stockLevel: number; productName: string }>(
      `SELECT v.code, v.stock_level AS stockLevel, p.name AS productName FROM variants v JOIN products p ON p.code = v.product_code
       WHERE p.product_type = 'S' AND v.stock_level >= ? AND p.code <> 'XSS-001' ORDER BY p.position, v.position`,
    )
    .all(minStock);
  const row = rows.find((candidate) => !skip.includes(candidate.code));
  if (!row) throw new Error(`No stocked variant with ${minStock} units`);
  return row;
}
const stockOf = (code: string) => backend.db.prepare<[string], { n: number }>("SELECT stock_level AS n FROM variants WHERE code = ?").get(code)?.n;
const setStock = (code: string, level: number) => backend.db.prepare("UPDATE variants SET stock_level = ? WHERE code = ?").run(level, code);
const orderCount = (uid: string) =>
  backend.db.prepare<[string, string], { n: number }>("SELECT COUNT(*) AS n FROM orders WHERE user_uid = ? OR placed_by_uid = ?").get(uid, uid)?.n ?? 0;

/** Adds entries to the user's cart (creating it) and returns the cart's code and guid. */
async function fillCart(token: string, entries: { code: string; quantity: number }[], cartId = "current", scope = "orgUsers/current") {
  // Issue 22: SAP's B2B add (code, quantity as parameters; the cart made first) or a guest's stock JSON add.
  if (cartId === "current") await request("POST", `${SITE}/users/current/carts`, token);
  for (const entry of entries) {
    const response = scope.startsWith("orgUsers/")
      ? await request("POST", `${SITE}/${scope}/carts/${cartId}/entries?code=${entry.code}&quantity=${entry.quantity}`, token)
      : await request("POST", `${SITE}/${scope}/carts/${cartId}/entries`, token, { product: { code: entry.code }, quantity: entry.quantity });
    expect(response.status, await response.clone().text()).toBe(200);
  }
  const cart = await parseJson(await get(backend, `${SITE}/${scope.replace(/^orgUsers\//, "users/")}/carts/${cartId}`, token), cartTotalsSchema);
  return cart;
}

/** What the checkout steps would have set (the checkout routes are tested in their own suite). */
function completeCheckout(code: string, { payment = "ACCOUNT", paymentInfoId = null }: { payment?: "ACCOUNT" | "CARD"; paymentInfoId?: number | null } = {}) {
  backend.db
    .prepare(
      `UPDATE carts SET reviewed_at = ?, delivery_address_id = 1, delivery_mode = 'standard', payment_type = ?, payment_info_id = ?,
         cost_centre = 'ACME-OPS', po_number = 'PO-4711', urgent_code = 'SAFETY', urgent_msg = 'Site audit' WHERE id = ?`,
    )
    .run(START, payment, paymentInfoId, Number(code));
}

const place = (token: string, cartId: string, key?: string, { scope = "orgUsers/current", terms = "true" } = {}) =>
  request("POST", `${SITE}/${scope}/orders?cartId=${encodeURIComponent(cartId)}&termsChecked=${terms}&fields=FULL`, token, undefined, key ? { "Idempotency-Key": key } : {});

const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;

describe("place order: success", () => {
  it("stores the order as the cart showed it, takes the stock once, removes the cart and reads it back", async () => {
    const token = await tokenOf("order-js@acme.example");
    const first = stockedVariant(30);
    const second = stockedVariant(30, [first.code]);
    const before = { first: stockOf(first.code), second: stockOf(second.code) };
    const cart = await fillCart(token, [
      { code: first.code, quantity: 2 },
      { code: second.code, quantity: 1 },
    ]);
    completeCheckout(cart.code);
    const priced = await parseJson(await get(backend, `${SITE}/orgUsers/current/carts/current`, token), cartTotalsSchema);

    const response = await place(token, cart.code, "key-success-0001");
    expect(response.status).toBe(201);
    const order = await parseJson(response, orderSchema);
    expect(order.replayed).toBeUndefined();
    expect(Number(order.code)).toBeGreaterThan(30_000_000);
    expect(order.user.uid).toBe("order-js@acme.example");
    expect(order.placedBy).toBeUndefined();
    expect(order.entries.map((e) => [e.product.code, e.quantity])).toEqual([
      [first.code, 2],
      [second.code, 1],
    ]);
    expect(order.totalPriceWithTax).toEqual(priced.totalPriceWithTax);
    expect(order.subTotal).toEqual(priced.subTotal);
    expect(order.deliveryMode.code).toBe("standard");
    expect(order.deliveryAddress.id).toBe("1");
    expect(order.costCenter).toEqual({ code: "ACME-OPS", name: "Operations" });
    expect(order.purchaseOrderNumber).toBe("PO-4711");
    expect(order.urgentReason).toEqual({ code: "SAFETY", msg: "Site audit" });
    expect(order.paymentType).toEqual({ code: "ACCOUNT", displayName: "Account" });
    expect(order.taxRatePercent).toBe(10);

    expect(stockOf(first.code)).toBe((before.first ?? 0) - 2);
    expect(stockOf(second.code)).toBe((before.second ?? 0) - 1);
    const gone = await get(backend, `${SITE}/orgUsers/current/carts/current`, token);
    expect(gone.status).toBe(400);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM cart_entries WHERE cart_id = ?").get(Number(cart.code))).toEqual({ n: 0 });

    const read = await get(backend, `${SITE}/users/current/orders/${order.code}?fields=FULL`, token);
    expect(read.status).toBe(200);
    expect(await parseJson(read, orderSchema)).toEqual(order);
    // SAP reads orders under users/ only (OrdersController); orgUsers/{u}/orders/{code} is no resource.
    const org = await get(backend, `${SITE}/orgUsers/current/orders/${order.code}`, token);
    expect(org.status).toBe(404);
    expect((await errorsOf(org))[0]?.type).toBe("UnknownResourceError");
  });

  it("requires termsChecked=true and a user token; guests cannot place on orgUsers/current", async () => {
    const token = await tokenOf("order-double-js@acme.example");
    const cart = await fillCart(token, [{ code: stockedVariant(5).code, quantity: 1 }]);
    completeCheckout(cart.code);
    const noTerms = await place(token, cart.code, undefined, { terms: "false" });
    expect(noTerms.status).toBe(400);
    expect((await errorsOf(noTerms))[0]).toMatchObject({ type: "ValidationError", subject: "termsChecked" });
    expect((await place("", cart.code)).status).toBe(401);
    const badKey = await place(token, cart.code, "short");
    expect(badKey.status).toBe(400);
    expect((await errorsOf(badKey))[0]?.subject).toBe("Idempotency-Key");
    expect(orderCount("order-double-js@acme.example")).toBe(0);
    backend.db.prepare("DELETE FROM carts WHERE id = ?").run(Number(cart.code));
  });
});

describe("place order: incomplete checkout", () => {
  it("answers 400 CartError checkoutIncomplete until every step is done, and stores nothing", async () => {
    const token = await tokenOf("order-tabs-js@acme.example");
    const cart = await fillCart(token, [{ code: stockedVariant(5).code, quantity: 1 }]);
    const response = await place(token, cart.code, "key-incomplete-01");
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toMatchObject({ type: "CartError", reason: "checkoutIncomplete" });
    // Reviewed, address and mode, but no payment type.
    backend.db.prepare("UPDATE carts SET reviewed_at = 1, delivery_address_id = 1, delivery_mode = 'standard' WHERE id = ?").run(Number(cart.code));
    const noPayment = await place(token, cart.code, "key-incomplete-02");
    expect(noPayment.status).toBe(400);
    expect((await errorsOf(noPayment))[0]?.message).toMatch(/payment/);
    // Card chosen without card details is not complete either.
    backend.db.prepare("UPDATE carts SET payment_type = 'CARD' WHERE id = ?").run(Number(cart.code));
    expect((await place(token, cart.code, "key-incomplete-03")).status).toBe(400);
    expect(orderCount("order-tabs-js@acme.example")).toBe(0);
    expect((await get(backend, `${SITE}/orgUsers/current/carts/current`, token)).status).toBe(200);
    backend.db.prepare("DELETE FROM carts WHERE id = ?").run(Number(cart.code));
  });

  it("answers 404 'Cart not found.' for another user's cart", async () => {
    const owner = await tokenOf("order-stock-js@acme.example");
    const cart = await fillCart(owner, [{ code: stockedVariant(5).code, quantity: 1 }]);
    completeCheckout(cart.code);
    const other = await tokenOf("order-reorder-js@acme.example");
    const response = await place(other, cart.code, "key-foreign-cart");
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.message).toBe("Cart not found.");
    expect(orderCount("order-stock-js@acme.example") + orderCount("order-reorder-js@acme.example")).toBe(0);
    backend.db.prepare("DELETE FROM carts WHERE id = ?").run(Number(cart.code));
  });
});

describe("place order: failure outcomes (spec part 2 §4) keep the cart and store nothing", () => {
  for (const [uid, body] of [
    ["order-unavailable@acme.example", { waveServiceUnavailable: true }],
    ["order-allocation@acme.example", { updateAllocationError: true }],
  ] as const) {
    it(`${uid} → ${JSON.stringify(body)}`, async () => {
      const token = await tokenOf(uid);
      const variant = stockedVariant(10);
      const stock = stockOf(variant.code);
      const cart = await fillCart(token, [{ code: variant.code, quantity: 3 }]);
      completeCheckout(cart.code);
      const response = await place(token, cart.code, `key-${uid.slice(0, 10)}-1`);
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual(body);
      expect(orderCount(uid)).toBe(0);
      expect(stockOf(variant.code)).toBe(stock);
      const kept = await parseJson(await get(backend, `${SITE}/orgUsers/current/carts/current`, token), cartTotalsSchema);
      expect(kept.code).toBe(cart.code);
      expect(kept.entries).toHaveLength(1);
    });
  }

  it("switches a user's outcome through the dev endpoint (BACKEND_DEV_OUTBOX only) and clears it again", { timeout: 60_000 }, async () => {
    const dev = createTestBackend({ devOutbox: true });
    try {
      const uid = "order-js@acme.example";
      const setFlag = (orderOutcome: string | null) =>
        sendJson(dev, "POST", `/dev/users/${uid}/flags`, { body: { orderOutcome } });
      expect((await setFlag("allocationError")).status).toBe(200);
      const { access_token } = await login(dev, uid);
      const code = (await parseJson(await sendJson(dev, "POST", `${SITE}/users/current/carts`, { token: access_token }), cartTotalsSchema)).code;
      const variant = dev.db.prepare<[], { code: string }>("SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code WHERE p.product_type = 'S' AND v.stock_level > 20 LIMIT 1").get();
      await sendJson(dev, "POST", `${SITE}/orgUsers/current/carts/current/entries?code=${variant?.code}&quantity=1`, { token: access_token });
      dev.db.prepare("UPDATE carts SET reviewed_at = 1, delivery_address_id = 1, delivery_mode = 'standard', payment_type = 'ACCOUNT' WHERE id = ?").run(Number(code));
      const placeDev = (key: string) =>
        sendJson(dev, "POST", `${SITE}/orgUsers/current/orders?cartId=${code}&termsChecked=true`, { token: access_token, headers: { "Idempotency-Key": key } });
      expect(await readJson(await placeDev("dev-flag-key-1"))).toEqual({ updateAllocationError: true });
      expect((await setFlag("bogus")).status).toBe(400);
      expect((await setFlag(null)).status).toBe(200);
      // The same key once more: the failed attempt stored nothing, so this one places the order.
      expect((await placeDev("dev-flag-key-1")).status).toBe(201);
      // Stock through the dev endpoint.
      const stock = await sendJson(dev, "POST", `/dev/variants/${variant?.code}/stock`, { body: { stockLevel: 3 } });
      expect(await readJson(stock)).toEqual({ code: variant?.code, stockLevel: 3 });
      expect((await sendJson(dev, "POST", "/dev/variants/NOPE/stock", { body: { stockLevel: 3 } })).status).toBe(400);
      const listed = z.object({ orders: z.array(z.object({ code: z.string(), idempotencyKey: z.string() }).passthrough()) }).passthrough();
      const list = await parseJson(await get(dev, `/dev/orders?user=${uid}`), listed);
      expect(list.orders.map((o) => o.idempotencyKey)).toEqual(["dev-flag-key-1"]);
    } finally {
      dev.close();
    }
    // Without the dev outbox the dev routes do not exist.
    expect((await sendJson(backend, "POST", "/dev/variants/X/stock", { body: { stockLevel: 1 } })).status).toBe(404);
  });

  it("names the products short of stock (waveProductAvailabilityErrorMessage)", async () => {
    const uid = "order-stock-js@acme.example";
    const token = await tokenOf(uid);
    const short = stockedVariant(10);
    const fine = stockedVariant(10, [short.code]);
    const cart = await fillCart(token, [
      { code: short.code, quantity: 4 },
      { code: fine.code, quantity: 1 },
    ]);
    completeCheckout(cart.code);
    const original = stockOf(short.code) ?? 0;
    setStock(short.code, 3);
    try {
      const response = await place(token, cart.code, "key-stock-short-1");
      expect(response.status).toBe(200);
      const body = z.object({ waveProductAvailabilityErrorMessage: z.string() }).strict().parse(await readJson(response));
      expect(body.waveProductAvailabilityErrorMessage).toContain(short.code);
      expect(body.waveProductAvailabilityErrorMessage).toContain("only 3 left");
      expect(body.waveProductAvailabilityErrorMessage).not.toContain(fine.code);
      expect(stockOf(short.code)).toBe(3);
      expect(orderCount(uid)).toBe(0);
      setStock(short.code, 0);
      const none = z.object({ waveProductAvailabilityErrorMessage: z.string() }).parse(await readJson(await place(token, cart.code, "key-stock-short-2")));
      expect(none.waveProductAvailabilityErrorMessage).toContain("out of stock");
    } finally {
      setStock(short.code, original);
    }
    // With the stock back, the same cart is ordered.
    expect((await place(token, cart.code, "key-stock-short-3")).status).toBe(201);
  });

  it("fails with the voucher's message when a voucher was used up meanwhile, and counts a use otherwise", async () => {
    const uid = "order-reorder-js@acme.example";
    const token = await tokenOf(uid);
    const cart = await fillCart(token, [{ code: stockedVariant(5).code, quantity: 1 }]);
    completeCheckout(cart.code);
    backend.db.prepare("INSERT INTO vouchers (code, site, name, description, discount_percent, max_uses, used_count) VALUES ('LAST1', 'corporate', 'Last one', '5% off', 5, 1, 0)").run();
    backend.db.prepare("INSERT INTO cart_vouchers (cart_id, voucher_code, applied_at) VALUES (?, 'LAST1', 1)").run(Number(cart.code));
    backend.db.prepare("UPDATE vouchers SET used_count = 1 WHERE code = 'LAST1'").run();
    const used = await place(token, cart.code, "key-voucher-000001");
    expect(used.status).toBe(400);
    expect((await errorsOf(used))[0]).toMatchObject({ type: "VoucherOperationError", reason: "exceeded", message: "This coupon has exceeded the number of times it can be used" });
    expect(orderCount(uid)).toBe(0);
    backend.db.prepare("UPDATE vouchers SET used_count = 0 WHERE code = 'LAST1'").run();
    const placed = await place(token, cart.code, "key-voucher-000002");
    expect(placed.status).toBe(201);
    const order = await parseJson(placed, orderSchema);
    expect(order.appliedVouchers.map((v) => v.code)).toEqual(["LAST1"]);
    expect(order.totalDiscounts.value).toBeGreaterThan(0);
    expect(backend.db.prepare("SELECT used_count AS n FROM vouchers WHERE code = 'LAST1'").get()).toEqual({ n: 1 });
  });
});

describe("place order: never twice", () => {
  it("replays the stored order for a repeated key and for a cart that already became an order", async () => {
    const uid = "order-replenish-js@acme.example";
    const token = await tokenOf(uid);
    const variant = stockedVariant(20);
    const cart = await fillCart(token, [{ code: variant.code, quantity: 1 }]);
    completeCheckout(cart.code);
    const stock = stockOf(variant.code) ?? 0;
    const placed = await parseJson(await place(token, cart.code, "key-replay-000001"), orderSchema);

    const byKey = await place(token, cart.code, "key-replay-000001");
    expect(byKey.status).toBe(200);
    const replayed = await parseJson(byKey, orderSchema);
    expect(replayed).toEqual({ ...placed, replayed: true });
    // Same key, whatever cartId: the stored order.
    expect((await parseJson(await place(token, "current", "key-replay-000001"), orderSchema)).code).toBe(placed.code);
    // Another key (a second tab minted its own), the same cart by code or guid: the stored order.
    expect((await parseJson(await place(token, cart.code, "key-replay-000002"), orderSchema)).code).toBe(placed.code);
    expect((await parseJson(await place(token, cart.guid, "key-replay-000003"), orderSchema)).code).toBe(placed.code);
    expect((await parseJson(await place(token, cart.code), orderSchema)).replayed).toBe(true);
    expect(orderCount(uid)).toBe(1);
    expect(stockOf(variant.code)).toBe(stock - 1);
    // Another user sending the same key and cart code gets nothing of it.
    const stranger = await tokenOf("order-nojs@acme.example");
    expect((await place(stranger, cart.code, "key-replay-000001")).status).toBe(400);
  });

  for (const mode of ["the same key", "different keys"] as const) {
    it(`places exactly one order for 50 concurrent requests with ${mode} for the same cart`, async () => {
      const uid = mode === "the same key" ? "order-double-nojs@acme.example" : "order-tabs-nojs@acme.example";
      const token = await tokenOf(uid);
      const variant = stockedVariant(20);
      const cart = await fillCart(token, [{ code: variant.code, quantity: 3 }]);
      completeCheckout(cart.code);
      const stock = stockOf(variant.code) ?? 0;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) => place(token, cart.code, mode === "the same key" ? "key-concurrent-same" : `key-concurrent-${index}`)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(49);
      const orders = await Promise.all(responses.map((response) => parseJson(response, orderSchema)));
      expect(new Set(orders.map((order) => order.code)).size).toBe(1);
      expect(orders.filter((order) => order.replayed === true)).toHaveLength(49);
      expect(orderCount(uid)).toBe(1);
      expect(stockOf(variant.code)).toBe(stock - 3);
    });
  }
});

describe("orders: reading", () => {
  it("answers 404 for another user's order, and lets the placer and the wearer of a proxy order read it", async () => {
    const buyer = await tokenOf("buyer@acme.example");
    const enabled = z.object({ cartId: z.string() }).passthrough().parse(
      await readJson(await request("POST", `${SITE}/orgUsers/current/proxy`, buyer, { uid: "wearer@acme.example", cartId: null })),
    );
    await fillCart(buyer, [{ code: stockedVariant(5).code, quantity: 1 }], enabled.cartId);
    completeCheckout(enabled.cartId);
    const response = await place(buyer, enabled.cartId, "key-proxy-order-1");
    expect(response.status).toBe(201);
    const order = await parseJson(response, orderSchema);
    expect(order.user.uid).toBe("wearer@acme.example");
    expect(order.placedBy).toEqual({ uid: "buyer@acme.example", name: "Bella Barnes" });
    // Proxy mode goes on with a new, empty cart for the wearer.
    const mode = z.object({ proxyMode: z.literal(true), cartId: z.string() }).passthrough().parse(await readJson(await get(backend, `${SITE}/orgUsers/current/proxy`, buyer)));
    expect(mode.cartId).not.toBe(enabled.cartId);
    // A replay of the proxy cart finds the order.
    expect((await parseJson(await place(buyer, enabled.cartId, "key-proxy-order-2"), orderSchema)).code).toBe(order.code);

    const wearer = await tokenOf("wearer@acme.example");
    expect((await get(backend, `${SITE}/users/current/orders/${order.code}`, wearer)).status).toBe(200);
    const other = await tokenOf("approver@acme.example");
    const foreign = await get(backend, `${SITE}/users/current/orders/${order.code}`, other);
    expect(foreign.status).toBe(400);
    expect((await errorsOf(foreign))[0]?.type).toBe("UnknownIdentifierError");
    expect((await get(backend, `${SITE}/users/current/orders/99999999`, buyer)).status).toBe(400);
    // Another site does not see it.
    expect((await get(backend, `/occ/v2/wholesale/users/current/orders/${order.code}`, buyer)).status).toBe(403);
    await request("DELETE", `${SITE}/orgUsers/current/proxy`, buyer);
  });

  it("lets a guest place an order (card payment) and read it by guid only", async () => {
    const client = await parseJson(
      await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }),
      tokenBodySchema,
    );
    const token = client.access_token;
    const created = await parseJson(await request("POST", `${SITE}/users/anonymous/carts`, token), cartTotalsSchema);
    await fillCart(token, [{ code: stockedVariant(5).code, quantity: 2 }], created.guid, "users/anonymous");
    const guestUid = backend.db.prepare<[string], { uid: string }>("SELECT user_uid AS uid FROM carts WHERE guid = ?").get(created.guid)?.uid ?? "";
    backend.db.prepare("UPDATE users SET guest_email = 'guest@example.com' WHERE uid = ?").run(guestUid);
    const info = backend.db
      .prepare(
        `INSERT INTO payment_infos (user_uid, card_type, card_type_name, card_number_last4, account_holder_name, expiry_month, expiry_year, billing_address_id, created_at)
         VALUES (?, 'visa', 'Visa', '1111', 'Gus Guest', '12', '2030', 1, 1)`,
      )
      .run(guestUid).lastInsertRowid;
    completeCheckout(created.code, { payment: "CARD", paymentInfoId: Number(info) });
    backend.db.prepare("UPDATE carts SET cost_centre = NULL, po_number = NULL, urgent_code = NULL, urgent_msg = NULL WHERE guid = ?").run(created.guid);

    // Guests name their cart by guid; a code is not accepted.
    expect((await place(token, created.code, "key-guest-00001", { scope: "users/anonymous" })).status).toBe(400);
    const response = await place(token, created.guid, "key-guest-00001", { scope: "users/anonymous" });
    expect(response.status).toBe(201);
    const order = await parseJson(response, orderSchema);
    expect(order.guestCustomer).toBe(true);
    expect(order.guestEmail).toBe("guest@example.com");
    expect(order.user).toEqual({ uid: "guest@example.com", name: "Guest" });
    expect(order.paymentType.code).toBe("CARD");
    expect(order.paymentInfo?.cardNumber).toBe("************1111");
    expect((await parseJson(await place(token, created.guid, "key-guest-00002", { scope: "users/anonymous" }), orderSchema)).replayed).toBe(true);

    expect((await get(backend, `${SITE}/users/anonymous/orders/${order.guid}`, token)).status).toBe(200);
    expect((await get(backend, `${SITE}/users/anonymous/orders/${order.code}`, token)).status).toBe(400);
    expect((await get(backend, `${SITE}/users/anonymous/orders/${order.guid}`)).status).toBe(401);
  });
});

describe("scheduled replenishment", () => {
  const schedule = (token: string, cartId: string, body: unknown, key = "key-replenish-01") =>
    request("POST", `${SITE}/orgUsers/current/replenishmentOrders?cartId=${cartId}&termsChecked=true&fields=FULL,costCenter(FULL),purchaseOrderNumber,paymentType`, token, body, { "Idempotency-Key": key });

  it("validates the schedule, stores it with the entries, removes the cart, and replays the same key", async () => {
    const uid = "order-replenish-nojs@acme.example";
    const token = await tokenOf(uid);
    const variant = stockedVariant(5);
    const stock = stockOf(variant.code);
    const cart = await fillCart(token, [{ code: variant.code, quantity: 2 }]);
    completeCheckout(cart.code);
    // START is 2026-11-21 (UTC).
    for (const [body, subject] of [
      [{ replenishmentStartDate: "2026-11-20T00:00:00+00:00", recurrencePeriod: "WEEKLY" }, "replenishmentStartDate"],
      [{ replenishmentStartDate: "2026-02-30T00:00:00+00:00", recurrencePeriod: "WEEKLY" }, "replenishmentStartDate"],
      [{ replenishmentStartDate: "21/11/2026", recurrencePeriod: "WEEKLY" }, "replenishmentStartDate"],
      [{ replenishmentStartDate: "2028-01-01T00:00:00+00:00", recurrencePeriod: "WEEKLY" }, "replenishmentStartDate"],
      [{ replenishmentStartDate: "2026-12-01T00:00:00+00:00", recurrencePeriod: "YEARLY" }, "recurrencePeriod"],
      [{ replenishmentStartDate: "2026-12-01T00:00:00+00:00", recurrencePeriod: "WEEKLY", numberOfWeeks: 0 }, "numberOfWeeks"],
      [{ replenishmentStartDate: "2026-12-01T00:00:00+00:00", recurrencePeriod: "WEEKLY", numberOfWeeks: "x" }, "numberOfWeeks"],
      // SAP's ScheduleReplenishmentFormWsDTO takes a full ISO date-time (Spartacus' form serializer adds the time).
      [{ replenishmentStartDate: "2026-12-01", recurrencePeriod: "WEEKLY" }, "replenishmentStartDate"],
    ] as const) {
      const response = await schedule(token, cart.code, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorsOf(response))[0]?.subject).toBe(subject);
    }
    const response = await schedule(token, cart.code, { replenishmentStartDate: "2026-11-21T09:30:00+10:00", recurrencePeriod: "WEEKLY", numberOfWeeks: "2", nthDayOfMonth: "1", numberOfDays: "14", daysOfWeek: ["SATURDAY"] });
    expect(response.status).toBe(201);
    const created = await parseJson(response, replenishmentSchema);
    expect(created).toMatchObject({
      active: true,
      firstDate: "2026-11-21",
      recurrencePeriod: "WEEKLY",
      numberOfWeeks: 2,
      trigger: { displayTimeTable: "Every 2 weeks, starting 2026-11-21" },
      costCenter: { code: "ACME-OPS", name: "Operations" },
      purchaseOrderNumber: "PO-4711",
      paymentType: { code: "ACCOUNT" },
      totalItems: 1,
    });
    expect((await get(backend, `${SITE}/orgUsers/current/carts/current`, token)).status).toBe(400);
    expect(stockOf(variant.code)).toBe(stock); // nothing is taken until an order is placed from it
    expect(backend.db.prepare("SELECT variant_code AS code, quantity FROM replenishment_entries").all()).toContainEqual({ code: variant.code, quantity: 2 });

    const again = await schedule(token, cart.code, { replenishmentStartDate: "2026-11-21T00:00:00+00:00", recurrencePeriod: "WEEKLY" });
    expect(again.status).toBe(200);
    expect(await parseJson(again, replenishmentSchema)).toMatchObject({ replenishmentOrderCode: created.replenishmentOrderCode, replayed: true });
    const read = await get(backend, `${SITE}/users/current/replenishmentOrders/${created.replenishmentOrderCode}`, token);
    expect(await parseJson(read, replenishmentSchema)).toEqual(created);
    expect((await get(backend, `${SITE}/users/current/replenishmentOrders/${created.replenishmentOrderCode}`, await tokenOf("approver@acme.example"))).status).toBe(400);
    expect(orderCount(uid)).toBe(0);
  });

  it("needs account payment and a complete checkout", async () => {
    const token = await tokenOf("order-stock-nojs@acme.example");
    const cart = await fillCart(token, [{ code: stockedVariant(5).code, quantity: 1 }]);
    const body = { replenishmentStartDate: "2026-12-01T00:00:00+00:00", recurrencePeriod: "MONTHLY" };
    const incomplete = await schedule(token, cart.code, body, "key-replenish-02");
    expect((await errorsOf(incomplete))[0]).toMatchObject({ type: "CartError", reason: "checkoutIncomplete" });
    const info = backend.db
      .prepare(
        `INSERT INTO payment_infos (user_uid, card_type, card_type_name, card_number_last4, account_holder_name, expiry_month, expiry_year, billing_address_id, created_at)
         VALUES ('order-stock-nojs@acme.example', 'visa', 'Visa', '1111', 'O', '12', '2030', 1, 1)`,
      )
      .run().lastInsertRowid;
    completeCheckout(cart.code, { payment: "CARD", paymentInfoId: Number(info) });
    const card = await schedule(token, cart.code, body, "key-replenish-03");
    expect((await errorsOf(card))[0]?.subject).toBe("paymentType");
    completeCheckout(cart.code);
    const monthly = await parseJson(await schedule(token, cart.code, body, "key-replenish-04"), replenishmentSchema);
    expect(monthly.trigger.displayTimeTable).toBe("Day 1 of every month, starting 2026-12-01");
  });
});

describe("reorder (cartFromOrder)", () => {
  it("adds the order's entries to the user's cart as far as stock allows", async () => {
    const uid = "order-reorder-nojs@acme.example";
    const token = await tokenOf(uid);
    const plenty = stockedVariant(40);
    const low = stockedVariant(40, [plenty.code]);
    const gone = stockedVariant(40, [plenty.code, low.code]);
    const cart = await fillCart(token, [
      { code: plenty.code, quantity: 2 },
      { code: low.code, quantity: 5 },
      { code: gone.code, quantity: 1 },
    ]);
    completeCheckout(cart.code);
    const order = await parseJson(await place(token, cart.code, "key-reorder-00001"), orderSchema);
    const lowStock = stockOf(low.code) ?? 0;
    const goneStock = stockOf(gone.code) ?? 0;
    setStock(low.code, 3);
    setStock(gone.code, 0);
    try {
      const response = await request("POST", `${SITE}/orgUsers/current/cartFromOrder?orderCode=${order.code}`, token);
      expect(response.status).toBe(200);
      const body = z
        .object({ cartModifications: z.array(z.object({ statusCode: z.string(), quantity: z.number(), quantityAdded: z.number(), entry: z.object({ product: z.object({ code: z.string() }).passthrough() }).passthrough() }).strict()) })
        .strict()
        .parse(await readJson(response));
      expect(body.cartModifications.map((m) => [m.entry.product.code, m.statusCode, m.quantityAdded])).toEqual([
        [plenty.code, "success", 2],
        [low.code, "lowStock", 3],
        [gone.code, "noStock", 0],
      ]);
      const cartNow = await parseJson(await get(backend, `${SITE}/orgUsers/current/carts/current`, token), cartTotalsSchema);
      expect(cartNow.code).not.toBe(cart.code);
      expect(cartNow.entries.map((e) => [e.product.code, e.quantity])).toEqual([
        [plenty.code, 2],
        [low.code, 3],
      ]);
      // Another user cannot reorder it.
      const other = await request("POST", `${SITE}/orgUsers/current/cartFromOrder?orderCode=${order.code}`, await tokenOf("approver@acme.example"));
      expect(other.status).toBe(400);
    } finally {
      setStock(low.code, lowStock);
      setStock(gone.code, goneStock);
    }
  });
});

describe("SAP's request shapes (issue 22)", () => {
  it("takes place-order's cartId as a request parameter only: a JSON body is not read (400 ValidationError cartId)", async () => {
    const token = await tokenOf("order-js@acme.example");
    const response = await request("POST", `${SITE}/orgUsers/current/orders?termsChecked=true&fields=FULL`, token, { cartId: "current", termsChecked: true });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: "cartId", subjectType: "parameter", reason: "missing" });
    const missingCart = await place(token, "99999999", "key-missing-cart-1");
    expect(missingCart.status).toBe(400);
    expect((await errorsOf(missingCart))[0]).toMatchObject({ type: "CartError", reason: "notFound" });
  });

  it("serves replenishment and reorder only where SAP has them (orgUsers to create, users to read)", async () => {
    const token = await tokenOf("order-js@acme.example");
    for (const [method, path] of [
      ["POST", `${SITE}/users/current/replenishmentOrders?cartId=current&termsChecked=true`],
      ["GET", `${SITE}/orgUsers/current/replenishmentOrders/50000001`],
      ["POST", `${SITE}/users/current/cartFromOrder?orderCode=30000001`],
    ] as const) {
      const response = await request(method, path, token, method === "POST" ? {} : undefined);
      expect(response.status, path).toBe(404);
      expect((await errorsOf(response))[0]?.type).toBe("UnknownResourceError");
    }
  });
});

describe("order history (GET users/{userId}/orders)", () => {
  const historySchema = z
    .object({
      orders: z.array(
        z
          .object({
            code: z.string(),
            guid: z.string(),
            placed: z.string().datetime(),
            status: z.string(),
            statusDisplay: z.string(),
            total: priceSchema,
            purchaseOrderNumber: z.string().optional(),
          })
          .strict(),
      ),
      pagination: z.object({ currentPage: z.number(), pageSize: z.number(), sort: z.string(), totalPages: z.number(), totalResults: z.number() }).strict(),
      sorts: z.array(z.object({ code: z.string(), selected: z.boolean() }).strict()),
    })
    .strict();

  it("lists the caller's orders newest first, paginated, SAP-shaped; filters by status; never another user's", async () => {
    const uid = "order-nojs@acme.example";
    const token = await tokenOf(uid);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const cart = await fillCart(token, [{ code: stockedVariant(10).code, quantity: 1 }]);
      completeCheckout(cart.code);
      backend.clock.now += 60_000;
      codes.push((await parseJson(await place(token, cart.code, `key-history-${i}`), orderSchema)).code);
    }
    const all = backend.db.prepare<[string], { code: string }>("SELECT code FROM orders WHERE user_uid = ? ORDER BY created_at DESC, id DESC").all(uid).map((r) => r.code);
    expect(all.slice(0, 3)).toEqual([...codes].reverse());

    // The spec's recent orders: ?currentPage=0&fields=DEFAULT&pageSize=3.
    const recent = await parseJson(await get(backend, `${SITE}/users/current/orders?currentPage=0&fields=DEFAULT&pageSize=3`, token), historySchema);
    expect(recent.orders.map((o) => o.code)).toEqual(all.slice(0, 3));
    expect(recent.orders[0]).toMatchObject({ status: "CREATED", statusDisplay: "created", purchaseOrderNumber: "PO-4711" });
    expect(recent.pagination).toEqual({ currentPage: 0, pageSize: 3, sort: "byDate", totalPages: Math.ceil(all.length / 3), totalResults: all.length });
    expect(recent.sorts).toEqual([
      { code: "byDate", selected: true },
      { code: "byOrderNumber", selected: false },
    ]);
    const second = await parseJson(await get(backend, `${SITE}/users/current/orders?currentPage=1&pageSize=2&sort=byOrderNumber`, token), historySchema);
    expect(second.orders.map((o) => o.code)).toEqual([...all].sort((a, b) => Number(b) - Number(a)).slice(2, 4));
    const none = await parseJson(await get(backend, `${SITE}/users/current/orders?statuses=CANCELLED,COMPLETED`, token), historySchema);
    expect(none.orders).toEqual([]);

    const other = await parseJson(await get(backend, `${SITE}/users/current/orders`, await tokenOf("approver@acme.example")), historySchema);
    expect(other.orders.map((o) => o.code)).not.toContain(codes[0]);
    const bad = await get(backend, `${SITE}/users/current/orders?pageSize=0`, token);
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad))[0]).toMatchObject({ type: "ValidationError", subject: "pageSize" });
  });
});

describe("with the extensions off (BACKEND_EXTENSIONS=none)", () => {
  let extended: TestBackend;
  beforeAll(() => {
    extended = backend;
    backend = createTestBackend({ extensions: "none" });
    tokens.clear();
  });
  afterAll(() => {
    backend.close();
    backend = extended;
    tokens.clear();
  });

  it("places an order without this customer's outcomes; a stock shortage is SAP's 400 InsufficientStockError", async () => {
    const flagged = await tokenOf("order-unavailable@acme.example");
    const cart = await fillCart(flagged, [{ code: stockedVariant(5).code, quantity: 1 }]);
    completeCheckout(cart.code);
    const placed = await place(flagged, cart.code, "key-stock-flavour-1");
    expect(placed.status).toBe(201);
    expect(await parseJson(placed, orderSchema)).toMatchObject({ status: "CREATED" });

    const token = await tokenOf("order-stock-js@acme.example");
    const variant = stockedVariant(5);
    const short = await fillCart(token, [{ code: variant.code, quantity: 3 }]);
    completeCheckout(short.code);
    const level = stockOf(variant.code) ?? 0;
    setStock(variant.code, 1);
    try {
      const response = await place(token, short.code, "key-stock-flavour-2");
      expect(response.status).toBe(400);
      expect((await errorsOf(response))[0]?.type).toBe("InsufficientStockError");
    } finally {
      setStock(variant.code, level);
    }
    expect((await get(backend, `${SITE}/users/current/orders?currentPage=0&fields=DEFAULT&pageSize=3`, flagged)).status).toBe(200);
  });
});
