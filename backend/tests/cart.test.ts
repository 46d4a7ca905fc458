import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CLIENT, createTestBackend, get, login, occErrorsSchema, parseJson, readJson, type TestBackend, tokenBodySchema, tokenRequest, sendJson } from "./helpers";

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() }).strict();
const cartSchema = z
  .object({
    code: z.string().regex(/^\d{8}$/),
    guid: z.string().uuid(),
    totalItems: z.number().int(),
    totalUnitCount: z.number().int(),
    entries: z.array(
      z
        .object({
          entryNumber: z.number().int(),
          quantity: z.number().int(),
          basePrice: priceSchema,
          totalPrice: priceSchema,
          product: z
            .object({
              code: z.string(),
              name: z.string(),
              baseProduct: z.string(),
              url: z.string(),
              images: z.array(z.object({ url: z.string().startsWith("/medias/"), altText: z.string(), format: z.string(), imageType: z.string() })).min(1),
              variantOptionQualifiers: z.array(z.object({ qualifier: z.string(), name: z.string(), value: z.string() }).strict()).min(2),
              stock: z.object({ stockLevelStatus: z.enum(["inStock", "lowStock", "outOfStock"]), stockLevel: z.number().int().optional() }).strict(),
            })
            .strict(),
          updateable: z.literal(true),
        })
        .strict(),
    ),
    totalPrice: priceSchema,
    subTotal: priceSchema,
    totalPriceWithTax: priceSchema,
    totalTax: priceSchema,
    totalDiscounts: priceSchema,
    taxRatePercent: z.number(),
    user: z.object({ uid: z.string(), name: z.string() }),
    deliveryItemsQuantity: z.number().int(),
    pickupItemsQuantity: z.literal(0),
    net: z.literal(true),
    appliedVouchers: z.array(z.unknown()),
    appliedOrderPromotions: z.array(z.unknown()),
    potentialOrderPromotions: z.array(z.unknown()),
    appliedProductPromotions: z.array(z.unknown()),
    potentialProductPromotions: z.array(z.unknown()),
    checkoutReviewed: z.boolean(),
    enableTaken: z.boolean(),
    allTaken: z.boolean(),
    // Issue 8: the packs in the cart (tested in packs.test.ts)
    packs: z.array(z.unknown()),
  })
  .strict();
const addedSchema = z
  .object({
    statusCode: z.literal("success"),
    quantityAdded: z.number().int(),
    quantity: z.number().int(),
    entry: z.object({ entryNumber: z.number().int(), quantity: z.number().int(), product: z.object({ code: z.string(), name: z.string() }), totalPrice: priceSchema }),
  })
  .strict();

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const request = (method: string, url: string, token?: string, body?: unknown) =>
  sendJson(backend, method, url, { token, body });

/** SAP's B2B add: `code` and `quantity` as request parameters, no body; to `current`, the cart is created first (stock). */
const addEntry = async (token: string, code: string, quantity: number | string = 1, cartId = "current", site = "corporate") => {
  if (cartId === "current") await request("POST", `/occ/v2/${site}/users/current/carts`, token);
  return request("POST", `/occ/v2/${site}/orgUsers/current/carts/${cartId}/entries?code=${encodeURIComponent(code)}&quantity=${quantity}`, token);
};

/** A variant of a product of the given type with stock in the range, in catalogue order. */
function variant(productType: string, minStock: number, maxStock = 1_000_000, productCode?: string): { code: string; stockLevel: number } {
  const row = backend.db
    .prepare<[string, number, number, string | null, string | null], { code: string; stockLevel: number }>(
      `SELECT v.code, v.stock_level AS stockLevel FROM variants v JOIN products p ON p.code = v.product_code
       WHERE p.product_type = ? AND v.stock_level BETWEEN ? AND ? AND (? IS NULL OR p.code = ?) ORDER BY p.position, v.position LIMIT 1`,
    )
    .get(productType, minStock, maxStock, productCode ?? null, productCode ?? null);
  if (!row) throw new Error(`No ${productType} variant with stock ${minStock}-${maxStock}`);
  return row;
}

const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;

describe("carts: authentication", () => {
  it("answers 401 without a token and 403 for a client token, another user or another site", async () => {
    for (const [method, url] of [
      ["GET", "/occ/v2/corporate/users/current/carts/current"],
      ["POST", "/occ/v2/corporate/users/current/carts"],
      ["POST", "/occ/v2/corporate/orgUsers/current/carts/current/entries?code=POL-CL-NAVY-M&quantity=1"],
      ["POST", "/occ/v2/corporate/users/current/carts/current/entries"],
    ] as const) {
      const response = await request(method, url, undefined, url.endsWith("/entries") ? { product: { code: "POL-CL-NAVY-M" } } : undefined);
      expect(response.status, url).toBe(401);
      expect((await errorsOf(response))[0]?.type).toBe("InvalidTokenError");
    }
    const client = await parseJson(
      await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }),
      tokenBodySchema,
    );
    expect((await request("POST", "/occ/v2/corporate/users/current/carts", client.access_token)).status).toBe(403);
    const { access_token } = await login(backend, "approver@acme.example");
    expect((await request("POST", "/occ/v2/corporate/users/buyer@acme.example/carts", access_token)).status).toBe(403);
    expect((await request("POST", "/occ/v2/corporate/users/approver@acme.example/carts", access_token)).status).toBe(201);
    const wholesale = await request("POST", "/occ/v2/wholesale/users/current/carts", access_token);
    expect(wholesale.status).toBe(403);
    expect((await errorsOf(wholesale))[0]?.type).toBe("ForbiddenError");
  });
});

describe("carts: create, read, add entries", () => {
  it("has no cart at first, creates one, and returns the same open cart again", async () => {
    const { access_token } = await login(backend, "buyer@acme.example");
    const none = await get(backend, "/occ/v2/corporate/users/current/carts/current", access_token);
    expect(none.status).toBe(400);
    expect(await readJson(none)).toEqual({ errors: [{ type: "CartError", reason: "notFound", subjectType: "cart", message: "Cart not found." }] });

    const created = await request("POST", "/occ/v2/corporate/users/current/carts", access_token);
    expect(created.status).toBe(201);
    expect(created.headers.get("Cache-Control")).toBe("private, no-store");
    const cart = await parseJson(created, cartSchema);
    expect(cart).toMatchObject({
      totalItems: 0,
      totalUnitCount: 0,
      entries: [],
      totalPrice: { value: 0, formattedValue: "$0.00", currencyIso: "AUD" },
    });
    const again = await parseJson(await request("POST", "/occ/v2/corporate/users/current/carts", access_token), cartSchema);
    expect(again.code).toBe(cart.code);
    expect(again.guid).toBe(cart.guid);
    const read = await parseJson(await get(backend, `/occ/v2/corporate/users/current/carts/${cart.code}`, access_token), cartSchema);
    expect(read.code).toBe(cart.code);
  });

  it("adds a variant, adds to the same entry again, and totals the cart", async () => {
    const { access_token } = await login(backend, "admin@acme.example");
    const polo = variant("S", 20, 1_000_000, "POL-PR");
    const first = await addEntry(access_token, polo.code, 2);
    expect(first.status).toBe(200);
    expect(await parseJson(first, addedSchema)).toMatchObject({
      quantityAdded: 2,
      quantity: 2,
      entry: { entryNumber: 0, quantity: 2, product: { code: polo.code, name: "Pro Polo" }, totalPrice: { value: 89.9, formattedValue: "$89.90", currencyIso: "AUD" } },
    });
    const again = await parseJson(await addEntry(access_token, polo.code, 1), addedSchema);
    expect(again).toMatchObject({ quantityAdded: 1, quantity: 3, entry: { entryNumber: 0, quantity: 3, totalPrice: { value: 134.85 } } });

    const boots = variant("S", 20, 1_000_000, "BOT-CL");
    expect((await parseJson(await addEntry(access_token, boots.code), addedSchema)).entry.entryNumber).toBe(1);

    const cart = await parseJson(await get(backend, "/occ/v2/corporate/users/current/carts/current", access_token), cartSchema);
    expect(cart.totalItems).toBe(2);
    expect(cart.totalUnitCount).toBe(4);
    expect(cart.entries.map((entry) => [entry.entryNumber, entry.product.code, entry.product.baseProduct, entry.quantity])).toEqual([
      [0, polo.code, "POL-PR", 3],
      [1, boots.code, "BOT-CL", 1],
    ]);
    expect(cart.entries[0]?.basePrice).toEqual({ value: 44.95, formattedValue: "$44.95", currencyIso: "AUD" });
    expect(cart.entries[0]?.product.url).toBe("/product/POL-PR/pro-polo");
    const bootPrice = cart.entries[1]?.totalPrice.value ?? 0;
    expect(cart.totalPrice.value).toBeCloseTo(134.85 + bootPrice, 2);
    expect(cart.subTotal).toEqual(cart.totalPrice);
    // Net prices: 10 % GST (AU) on top; no discount below the SPEND500 threshold, no delivery chosen yet.
    expect(cart.totalDiscounts.value).toBe(0);
    expect(cart.totalTax.value).toBeCloseTo(cart.totalPrice.value * 0.1, 2);
    expect(cart.totalPriceWithTax.value).toBeCloseTo(cart.totalPrice.value + cart.totalTax.value, 2);
  });

  it("never creates `current` on demand: adding without a cart is 400 CartError notFound (both adds)", async () => {
    const { access_token } = await login(backend, "wearer@kiwi.example");
    const code = variant("S", 20, 1_000_000, "POL-CL").code;
    for (const response of [
      await request("POST", `/occ/v2/corporate/orgUsers/current/carts/current/entries?code=${code}&quantity=1`, access_token),
      await request("POST", "/occ/v2/corporate/users/current/carts/current/entries", access_token, { product: { code }, quantity: 1 }),
    ]) {
      expect(response.status).toBe(400);
      expect((await errorsOf(response))[0]).toMatchObject({ type: "CartError", reason: "notFound" });
    }
    expect((await get(backend, "/occ/v2/corporate/users/current/carts/current", access_token)).status).toBe(400);
  });

  it("adds to a new cart and keeps carts per user and site", async () => {
    const { access_token: kiwi } = await login(backend, "wearer@kiwi.example");
    const added = await parseJson(await addEntry(kiwi, variant("S", 20, 1_000_000, "POL-CL").code), addedSchema);
    expect(added.entry.totalPrice).toEqual({ value: 38.45, formattedValue: "$38.45", currencyIso: "NZD" });
    const kiwiCart = await parseJson(await get(backend, "/occ/v2/corporate/users/current/carts/current", kiwi), cartSchema);
    expect(kiwiCart.totalPrice.currencyIso).toBe("NZD");

    const { access_token: wearer } = await login(backend, "wearer@acme.example");
    const other = await get(backend, `/occ/v2/corporate/users/current/carts/${kiwiCart.code}`, wearer);
    expect(other.status).toBe(400);
    expect((await errorsOf(other))[0]).toMatchObject({ type: "CartError", reason: "notFound" });
    expect((await addEntry(wearer, "POL-CL-NAVY-M", 1, kiwiCart.code)).status).toBe(400);

    const { access_token: harbour } = await login(backend, "buyer@wholesale.example");
    const wholesale = await parseJson(await addEntry(harbour, variant("S", 20, 1_000_000, "POL-CL").code, 1, "current", "wholesale"), addedSchema);
    expect(wholesale.entry.totalPrice.value).toBe(27.95);
  });

  it("applies the volume discount of the entry's quantity", async () => {
    const { access_token } = await login(backend, "newstarter@acme.example");
    const polo = variant("S", 60, 1_000_000, "POL-CL");
    const nine = await parseJson(await addEntry(access_token, polo.code, 9), addedSchema);
    expect(nine.entry.totalPrice.value).toBeCloseTo(9 * 34.95, 2);
    const ten = await parseJson(await addEntry(access_token, polo.code, 1), addedSchema);
    expect(ten.entry.totalPrice.value).toBeCloseTo(10 * 33.2, 2);
    const cart = await parseJson(await get(backend, "/occ/v2/corporate/users/current/carts/current", access_token), cartSchema);
    expect(cart.entries[0]?.basePrice.value).toBe(33.2);
  });
});

describe("carts: refused entries", () => {
  let token = "";
  beforeAll(async () => {
    token = (await login(backend, "wearer@acme.example")).access_token;
  });

  it("refuses a base product with IllegalStateError", async () => {
    const response = await addEntry(token, "POL-CL");
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      errors: [{ type: "IllegalStateError", message: "Base product POL-CL is make-to-stock and cannot be added to the cart" }],
    });
  });

  it("refuses an unknown code with UnknownIdentifierError", async () => {
    const response = await addEntry(token, "NOPE-1");
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ errors: [{ type: "UnknownIdentifierError", message: "Product with code 'NOPE-1' not found" }] });
  });

  it("refuses stocked items that are out of stock or short, but not made-to-order ones", async () => {
    const out = variant("S", 0, 0);
    const response = await addEntry(token, out.code);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ type: "InsufficientStockError", message: `Product ${out.code} is out of stock` }]);

    const low = variant("S", 1, 10);
    const short = await addEntry(token, low.code, low.stockLevel + 1);
    expect(short.status).toBe(400);
    expect((await errorsOf(short))[0]?.type).toBe("InsufficientStockError");
    expect((await addEntry(token, low.code, low.stockLevel)).status).toBe(200);
    expect((await addEntry(token, low.code, 1)).status).toBe(400);

    const madeToOrder = variant("K", 0, 0);
    expect((await addEntry(token, madeToOrder.code, 5)).status).toBe(200);
  });

  it("validates quantity and body", async () => {
    const code = variant("K", 0, 1_000_000).code;
    for (const quantity of [0, 1000, "abc", "-1", "1.5"]) {
      const response = await addEntry(token, code, quantity);
      expect(response.status, String(quantity)).toBe(400);
      expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: "quantity", reason: "invalid" });
    }
    expect((await addEntry(token, code, 999)).status).toBe(200);
    const over = await addEntry(token, code, 1);
    expect((await errorsOf(over))[0]).toMatchObject({ type: "ValidationError", subject: "quantity" });

    // The stock add takes the OrderEntryWsDTO as JSON.
    const url = "/occ/v2/corporate/users/current/carts/current/entries";
    expect((await errorsOf(await request("POST", url, token, "not json")))[0]).toMatchObject({ subject: "body" });
    expect((await errorsOf(await request("POST", url, token, {})))[0]).toMatchObject({ subject: "product", reason: "missing" });
    expect((await errorsOf(await request("POST", url, token, { product: { code: "<b>" } })))[0]).toMatchObject({ subject: "product.code", reason: "invalid" });
    expect((await errorsOf(await request("POST", url, token, { product: { code }, quantity: 0 })))[0]).toMatchObject({ subject: "quantity" });
    // The B2B add takes request parameters: without `code` (e.g. the product in a JSON body) it is refused.
    const b2b = "/occ/v2/corporate/orgUsers/current/carts/current/entries?quantity=1";
    expect((await errorsOf(await request("POST", b2b, token, { product: { code } })))[0]).toMatchObject({ subject: "code", reason: "missing" });
    expect((await errorsOf(await request("POST", `${b2b}&code=%3Cb%3E`, token)))[0]).toMatchObject({ subject: "code", reason: "invalid" });
  });
});

describe("carts: adding with an Idempotency-Key (issue 19: no per-process state in the storefront)", () => {
  /** The B2B add for a user (the cart made first), the stock JSON add for a guest cart path. */
  const addWithKey = async (token: string, code: string, quantity: number, key: string, path?: string) => {
    const headers = { "Idempotency-Key": key };
    if (path) return sendJson(backend, "POST", `${path}/entries`, { token, body: { product: { code }, quantity }, headers });
    await sendJson(backend, "POST", "/occ/v2/corporate/users/current/carts", { token });
    return sendJson(backend, "POST", `/occ/v2/corporate/orgUsers/current/carts/current/entries?code=${code}&quantity=${quantity}`, { token, headers });
  };
  const unitsOf = async (token: string, path = "/occ/v2/corporate/users/current/carts/current") =>
    (await parseJson(await get(backend, path, token), cartSchema)).totalUnitCount;
  const clientToken = async () =>
    (await parseJson(await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }), tokenBodySchema))
      .access_token;

  it("answers a repeated key with the first answer (same status and body) and adds nothing; another key adds again", async () => {
    const { access_token } = await login(backend, "newstarter@acme.example");
    const code = variant("K", 0, 1_000_000).code;
    const before = await unitsOf(access_token).catch(() => 0);
    const first = await addWithKey(access_token, code, 2, "add-key-0001");
    const firstBody = await readJson(first);
    const second = await addWithKey(access_token, code, 2, "add-key-0001");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await readJson(second)).toEqual(firstBody);
    expect(second.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await unitsOf(access_token)).toBe(before + 2);

    // The same key with another body still answers the first add (like purchase orders and packs).
    expect(await readJson(await addWithKey(access_token, code, 5, "add-key-0001"))).toEqual(firstBody);
    expect(await unitsOf(access_token)).toBe(before + 2);

    const other = await parseJson(await addWithKey(access_token, code, 2, "add-key-0002"), addedSchema);
    expect(other).toMatchObject({ quantityAdded: 2, quantity: (firstBody as { quantity: number }).quantity + 2 });
    expect(await unitsOf(access_token)).toBe(before + 4);
  });

  it("adds once for concurrent requests with one key", async () => {
    const { access_token } = await login(backend, "approver@acme.example");
    const code = variant("K", 0, 1_000_000).code;
    const before = await unitsOf(access_token).catch(() => 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => addWithKey(access_token, code, 3, "concurrent-key-1")));
    const bodies = await Promise.all(answers.map(readJson));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await unitsOf(access_token)).toBe(before + 3);
  });

  it("stores no failure (the same key can be tried again) and checks the key's form", async () => {
    const { access_token } = await login(backend, "buyer@acme.example");
    const low = variant("S", 1, 10);
    const short = await addWithKey(access_token, low.code, low.stockLevel + 1, "retry-key-0001");
    expect(short.status).toBe(400);
    expect((await errorsOf(short))[0]?.type).toBe("InsufficientStockError");
    const retried = await parseJson(await addWithKey(access_token, low.code, 1, "retry-key-0001"), addedSchema);
    expect(retried.quantityAdded).toBe(1);

    for (const key of ["short", "not a key!", "x".repeat(101)]) {
      const response = await addWithKey(access_token, low.code, 1, key);
      expect(response.status, key).toBe(400);
      expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: "Idempotency-Key" });
    }
  });

  it("keeps a key per cart and caller: the same key on another user's cart adds there", async () => {
    const code = variant("K", 0, 1_000_000).code;
    const { access_token: a } = await login(backend, "buyer@acme.example");
    const { access_token: b } = await login(backend, "admin@acme.example");
    const beforeB = await unitsOf(b).catch(() => 0);
    expect((await addWithKey(a, code, 1, "shared-key-0001")).status).toBe(200);
    expect((await addWithKey(b, code, 1, "shared-key-0001")).status).toBe(200);
    expect(await unitsOf(b)).toBe(beforeB + 1);
  });

  it("guest carts: one cart per creation key, and one add per key on it", async () => {
    const client = await clientToken();
    const create = (key: string) => sendJson(backend, "POST", "/occ/v2/corporate/users/anonymous/carts", { token: client, headers: { "Idempotency-Key": key } });
    const first = await create("guest-key-0001");
    const again = await create("guest-key-0001");
    expect([first.status, again.status]).toEqual([201, 201]);
    const guidOf = async (response: Response) => (await parseJson(response, z.object({ guid: z.string().uuid() }).passthrough())).guid;
    const guid = await guidOf(first);
    expect(await guidOf(again)).toBe(guid);
    expect(await guidOf(await create("guest-key-0002"))).not.toBe(guid);
    expect((await errorsOf(await create("bad")))[0]).toMatchObject({ subject: "Idempotency-Key" });

    const path = `/occ/v2/corporate/users/anonymous/carts/${guid}`;
    const code = variant("K", 0, 1_000_000).code;
    const added = await readJson(await addWithKey(client, code, 2, "guest-key-0001", path));
    expect(await readJson(await addWithKey(client, code, 2, "guest-key-0001", path))).toEqual(added);
    const cart = await parseJson(await get(backend, path, client), z.object({ totalUnitCount: z.number() }).passthrough());
    expect(cart.totalUnitCount).toBe(2);
  });
});
