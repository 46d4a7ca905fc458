import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CLIENT, createTestBackend, get, login, occErrorsSchema, parseJson, readJson, sendJson, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";

/**
 * The cart page's calls (docs/occ-api.md "Issue 5 additions", "Cart entries and vouchers"): update and remove
 * entries, remove all, vouchers, the guest e-mail — for own, guest and proxy carts (stores/cart-access.ts).
 */

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() });
const cartSchema = z.object({
  code: z.string(),
  guid: z.string(),
  guestEmail: z.string().nullish(),
  totalUnitCount: z.number(),
  entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number(), totalPrice: priceSchema, product: z.object({ code: z.string() }) })),
  subTotal: priceSchema,
  totalDiscounts: priceSchema,
  totalPrice: priceSchema,
  appliedVouchers: z.array(z.object({ code: z.string(), voucherCode: z.string(), name: z.string(), appliedValue: priceSchema })),
  checkoutReviewed: z.boolean(),
});
const modificationSchema = z
  .object({
    statusCode: z.literal("success"),
    quantity: z.number().int(),
    quantityAdded: z.number().int(),
    entry: z.object({ entryNumber: z.number().int(), quantity: z.number().int(), product: z.object({ code: z.string() }).passthrough() }).passthrough(),
  })
  .strict();

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const request = (method: string, url: string, token?: string, body?: unknown) => sendJson(backend, method, url, { token, body });
const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;
const CORP = "/occ/v2/corporate";
const OWN = `${CORP}/users/current/carts/current`;

const readCart = async (token: string, path = OWN) => {
  const response = await get(backend, path, token);
  expect(response.status, path).toBe(200);
  return parseJson(response, cartSchema);
};
/** The stock add (OrderEntryWsDTO JSON) to `path`; `current` is made first (SAP never makes it on demand). */
const addEntry = async (token: string, code: string, quantity = 1, path = OWN) => {
  if (path.endsWith("/users/current/carts/current")) await request("POST", path.replace(/\/current$/, ""), token);
  return request("POST", `${path}/entries`, token, { product: { code }, quantity });
};
/** SAP's answer to a change without a body of its own: 200 with an empty body. */
const expectEmpty = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("");
};

/** A variant of a product type with stock in the range, in catalogue order (optionally of one product). */
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

/** Marks the cart as reviewed, as the review step would (checkout's route is another module). */
const markReviewed = (code: string) => backend.db.prepare("UPDATE carts SET reviewed_at = 1 WHERE id = ?").run(Number(code));

async function clientToken() {
  const response = await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
  return (await parseJson(response, tokenBodySchema)).access_token;
}

describe("cart entries: authentication and access", () => {
  it("needs a token, a user token for user carts, and the caller's own cart", async () => {
    expect((await request("PUT", `${OWN}/entries/0`, undefined, { quantity: 1 })).status).toBe(401);
    expect((await request("DELETE", OWN)).status).toBe(401);
    const client = await clientToken();
    expect((await request("PUT", `${OWN}/entries/0`, client, { quantity: 1 })).status).toBe(403);

    const { access_token: owner } = await login(backend, "approver@acme.example");
    expect((await addEntry(owner, variant("S", 50).code)).status).toBe(200);
    const { code } = await readCart(owner);
    const { access_token: other } = await login(backend, "admin@acme.example");
    for (const [method, path, body] of [
      ["PUT", `entries/0`, { quantity: 2 }],
      ["PATCH", `entries/0`, { quantity: 2 }],
      ["DELETE", `entries/0`, undefined],
      ["POST", `vouchers?voucherId=WELCOME10`, undefined],
      ["DELETE", "", undefined],
    ] as const) {
      const response = await request(method, `${CORP}/users/current/carts/${code}${path ? `/${path}` : ""}`, other, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await readJson(response)).toEqual({ errors: [{ type: "CartError", reason: "notFound", subjectType: "cart", message: "Cart not found." }] });
    }
    expect((await readCart(owner)).totalUnitCount).toBe(1);
  });
});

describe("PUT and PATCH an entry", () => {
  let token = "";
  beforeAll(async () => {
    token = (await login(backend, "buyer@acme.example")).access_token;
  });

  it("PUT sets the quantity and answers the CartModification; the totals follow", async () => {
    const polo = variant("S", 50, 1_000_000, "POL-PR");
    await addEntry(token, polo.code, 2);
    const { code } = await readCart(token);
    const response = await request("PUT", `${CORP}/users/current/carts/${code}/entries/0`, token, { quantity: 5 });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await parseJson(response, modificationSchema);
    expect(body).toMatchObject({ quantity: 5, quantityAdded: 3, entry: { entryNumber: 0, quantity: 5, product: { code: polo.code } } });
    const cart = await readCart(token);
    expect(cart.entries[0]).toMatchObject({ quantity: 5, totalPrice: { value: 5 * 44.95 } });
    expect(cart.subTotal.value).toBeCloseTo(5 * 44.95, 2);

    const down = await parseJson(await request("PUT", `${OWN}/entries/0`, token, { quantity: 1 }), modificationSchema);
    expect(down).toMatchObject({ quantity: 1, quantityAdded: -4 });
    // Both scopes answer.
    expect((await request("PUT", `${CORP}/users/current/carts/current/entries/0`, token, { quantity: 2 })).status).toBe(200);
    expect((await readCart(token)).entries[0]?.quantity).toBe(2);
  });

  it("PUT with quantity 0 removes the entry; entry numbers of the others stay", async () => {
    const cap = variant("S", 50, 1_000_000, "CAP-CL");
    await addEntry(token, cap.code, 1);
    const before = await readCart(token);
    const capEntry = before.entries.find((entry) => entry.product.code === cap.code);
    expect(capEntry).toBeDefined();
    const firstNumber = before.entries[0]?.entryNumber ?? -1;
    const removed = await parseJson(await request("PUT", `${OWN}/entries/${firstNumber}`, token, { quantity: 0 }), modificationSchema);
    expect(removed).toMatchObject({ quantity: 0, entry: { entryNumber: firstNumber, quantity: 0 } });
    const after = await readCart(token);
    expect(after.entries.map((entry) => [entry.entryNumber, entry.product.code])).toEqual([[capEntry?.entryNumber, cap.code]]);
  });

  it("validates the quantity (0–999, whole number) and the body; PUT takes the quantity only", async () => {
    const { entries } = await readCart(token);
    const url = `${OWN}/entries/${entries[0]?.entryNumber}`;
    for (const quantity of [1000, -1, 1.5, "2", null]) {
      const response = await request("PUT", url, token, { quantity });
      expect(response.status, String(quantity)).toBe(400);
      expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: "quantity" });
    }
    expect((await errorsOf(await request("PUT", url, token, {})))[0]).toMatchObject({ subject: "quantity", reason: "missing" });
    expect((await errorsOf(await request("PUT", url, token, "nope")))[0]).toMatchObject({ subject: "body" });
    const withStore = await request("PUT", url, token, { quantity: 1, deliveryPointOfService: { name: "Sydney" } });
    expect(withStore.status).toBe(400);
    expect((await errorsOf(await request("PUT", `${OWN}/entries/x`, token, { quantity: 1 })))[0]).toMatchObject({ subject: "entryNumber" });
  });

  it("an unknown entry is 404 'Item not found.'", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await request(method, `${OWN}/entries/99`, token, method === "DELETE" ? undefined : { quantity: 1 });
      expect(response.status, method).toBe(400);
      expect(await readJson(response)).toEqual({ errors: [{ type: "CartEntryError", reason: "notFound", message: "Item not found." }] });
    }
  });

  it("PATCH changes only the given fields; a point of service is accepted and ignored", async () => {
    const { entries } = await readCart(token);
    const url = `${OWN}/entries/${entries[0]?.entryNumber}`;
    const store = await parseJson(await request("PATCH", url, token, { deliveryPointOfService: { name: "Sydney" } }), modificationSchema);
    expect(store).toMatchObject({ quantity: entries[0]?.quantity, quantityAdded: 0 });
    const both = await parseJson(await request("PATCH", url, token, { quantity: 3, deliveryPointOfService: { name: "Sydney" } }), modificationSchema);
    expect(both).toMatchObject({ quantity: 3 });
    expect((await readCart(token)).entries[0]?.quantity).toBe(3);
    expect((await request("PATCH", url, token, { quantity: 1000 })).status).toBe(400);
    expect((await request("PATCH", url, token, { other: 1 })).status).toBe(400);
    const removed = await parseJson(await request("PATCH", url, token, { quantity: 0 }), modificationSchema);
    expect(removed.quantity).toBe(0);
    expect((await readCart(token)).entries).toHaveLength(0);
  });

  it("refuses more than a stocked variant has (not reduced), allows decreases, and does not limit made-to-order", async () => {
    const { access_token } = await login(backend, "wearer@acme.example");
    const low = variant("S", 3, 10);
    await addEntry(access_token, low.code, 2);
    const { entries } = await readCart(access_token);
    const url = `${OWN}/entries/${entries[0]?.entryNumber}`;
    const short = await request("PUT", url, access_token, { quantity: low.stockLevel + 1 });
    expect(short.status).toBe(400);
    expect(await errorsOf(short)).toEqual([
      { type: "InsufficientStockError", message: `Only ${low.stockLevel} of product ${low.code} are in stock (the cart would hold ${low.stockLevel + 1})` },
    ]);
    expect((await readCart(access_token)).entries[0]?.quantity).toBe(2);
    expect((await request("PUT", url, access_token, { quantity: low.stockLevel })).status).toBe(200);
    // The stock drops below the entry: bringing it down is still allowed, raising it is not.
    backend.db.prepare("UPDATE variants SET stock_level = 1 WHERE code = ?").run(low.code);
    expect((await request("PUT", url, access_token, { quantity: 2 })).status).toBe(200);
    expect((await request("PUT", url, access_token, { quantity: 3 })).status).toBe(400);
    backend.db.prepare("UPDATE variants SET stock_level = 0 WHERE code = ?").run(low.code);
    expect((await errorsOf(await request("PUT", url, access_token, { quantity: 5 })))[0]?.message).toBe(`Product ${low.code} is out of stock`);
    backend.db.prepare("UPDATE variants SET stock_level = ? WHERE code = ?").run(low.stockLevel, low.code);

    const madeToOrder = variant("K", 0, 0);
    await addEntry(access_token, madeToOrder.code, 1);
    const k = (await readCart(access_token)).entries.find((entry) => entry.product.code === madeToOrder.code);
    expect((await request("PUT", `${OWN}/entries/${k?.entryNumber}`, access_token, { quantity: 500 })).status).toBe(200);
  });
});

describe("DELETE entries and the cart", () => {
  it("removes one entry (200, empty body), then answers 400 for it; deleting the cart removes everything", async () => {
    const { access_token } = await login(backend, "newstarter@acme.example");
    await addEntry(access_token, variant("S", 50, 1_000_000, "POL-PR").code, 1);
    await addEntry(access_token, variant("S", 50, 1_000_000, "CAP-CL").code, 2);
    await addEntry(access_token, variant("S", 50, 1_000_000, "APR-PR").code, 1);
    await expectEmpty(await request("DELETE", `${OWN}/entries/1`, access_token));
    expect((await readCart(access_token)).entries.map((entry) => entry.entryNumber)).toEqual([0, 2]);
    expect((await errorsOf(await request("DELETE", `${OWN}/entries/1`, access_token)))[0]).toMatchObject({ type: "CartEntryError", message: "Item not found." });

    // SAP has no "remove all entries": the stock way is deleting the cart (Spartacus clear cart).
    expect((await request("DELETE", `${OWN}/entries`, access_token)).status).toBe(404);
    await expectEmpty(await request("DELETE", OWN, access_token));
    const gone = await get(backend, OWN, access_token);
    expect(gone.status).toBe(400);
    expect((await errorsOf(gone))[0]).toMatchObject({ type: "CartError", reason: "notFound" });
    expect((await errorsOf(await request("DELETE", OWN, access_token)))[0]).toMatchObject({ type: "CartError", reason: "notFound" });
    // The next add goes to a new, empty cart.
    await addEntry(access_token, variant("S", 50, 1_000_000, "POL-PR").code, 1);
    expect((await readCart(access_token)).totalUnitCount).toBe(1);
  });

  it("every change of the entries clears checkoutReviewed", async () => {
    const { access_token } = await login(backend, "sso@acme.example");
    await addEntry(access_token, variant("S", 50, 1_000_000, "POL-PR").code, 1);
    await addEntry(access_token, variant("S", 50, 1_000_000, "CAP-CL").code, 1);
    const { code } = await readCart(access_token);
    const changes: [string, string, unknown][] = [
      ["PUT", `${OWN}/entries/0`, { quantity: 2 }],
      ["PATCH", `${OWN}/entries/0`, { quantity: 3 }],
      ["DELETE", `${OWN}/entries/1`, undefined],
    ];
    for (const [method, url, body] of changes) {
      markReviewed(code);
      expect((await readCart(access_token)).checkoutReviewed).toBe(true);
      expect((await request(method, url, access_token, body)).status, `${method} ${url}`).toBe(200);
      expect((await readCart(access_token)).checkoutReviewed, `${method} ${url}`).toBe(false);
    }
  });
});

describe("vouchers", () => {
  let token = "";
  beforeAll(async () => {
    token = (await login(backend, "punchout@acme.example")).access_token;
    await addEntry(token, variant("S", 50, 1_000_000, "POL-PR").code, 2); // 2 × $44.95
  });

  it("applies WELCOME10 (any case), once, and takes 10 % off", async () => {
    await expectEmpty(await request("POST", `${OWN}/vouchers?voucherId=welcome10`, token));
    const again = await request("POST", `${OWN}/vouchers?voucherId=WELCOME10`, token);
    expect(again.status).toBe(200);
    const cart = await readCart(token);
    expect(cart.appliedVouchers.map((voucher) => voucher.code)).toEqual(["WELCOME10"]);
    expect(cart.totalDiscounts.value).toBeCloseTo(8.99, 2);
    expect(cart.totalPrice.value).toBeCloseTo(89.9 - 8.99, 2);
    expect(cart.appliedVouchers[0]?.appliedValue.value).toBeCloseTo(8.99, 2);
  });

  it("refuses unknown codes and another site's with 'Invalid code provided.'", async () => {
    for (const code of ["NOPE", "TRADE10"]) {
      const response = await request("POST", `${OWN}/vouchers?voucherId=${code}`, token);
      expect(response.status, code).toBe(400);
      expect(await readJson(response)).toEqual({ errors: [{ type: "VoucherOperationError", reason: "invalid", message: "Invalid code provided." }] });
    }
    const missing = await request("POST", `${OWN}/vouchers`, token);
    expect((await errorsOf(missing))[0]).toMatchObject({ type: "ValidationError", subject: "voucherId" });
  });

  it("refuses a used-up voucher with the exceeded message", async () => {
    const response = await request("POST", `${OWN}/vouchers?voucherId=SPENT`, token);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      errors: [{ type: "VoucherOperationError", reason: "exceeded", message: "This coupon has exceeded the number of times it can be used" }],
    });
    expect((await readCart(token)).appliedVouchers.map((voucher) => voucher.code)).toEqual(["WELCOME10"]);
  });

  it("a wholesale voucher works on the wholesale site only", async () => {
    const { access_token } = await login(backend, "buyer@wholesale.example");
    const wholesale = `/occ/v2/wholesale/users/current/carts/current`;
    await addEntry(access_token, variant("S", 50, 1_000_000, "POL-PR").code, 1, wholesale);
    expect((await request("POST", `${wholesale}/vouchers?voucherId=TRADE10`, access_token)).status).toBe(200);
    expect((await request("POST", `${wholesale}/vouchers?voucherId=WELCOME10`, access_token)).status).toBe(400);
  });

  it("removes an applied voucher; one that is not applied is invalid", async () => {
    await expectEmpty(await request("DELETE", `${OWN}/vouchers/WELCOME10`, token));
    const cart = await readCart(token);
    expect(cart.appliedVouchers).toEqual([]);
    expect(cart.totalDiscounts.value).toBe(0);
    const again = await request("DELETE", `${OWN}/vouchers/WELCOME10`, token);
    expect(again.status).toBe(400);
    expect((await errorsOf(again))[0]).toMatchObject({ type: "VoucherOperationError", reason: "invalid", message: "Invalid code provided." });
  });
});

describe("guest carts", () => {
  const GuestCart = cartSchema.extend({ user: z.object({ uid: z.string(), name: z.literal("Guest") }) });

  it("creates a guest cart with the client token, adds and updates entries by guid, and takes an e-mail", async () => {
    const client = await clientToken();
    expect((await request("POST", `${CORP}/users/anonymous/carts`)).status).toBe(401);
    const created = await request("POST", `${CORP}/users/anonymous/carts`, client);
    expect(created.status).toBe(201);
    const cart = await parseJson(created, GuestCart);
    const path = `${CORP}/users/anonymous/carts/${cart.guid}`;

    expect((await addEntry(client, variant("S", 50, 1_000_000, "POL-PR").code, 1, path)).status).toBe(200);
    expect((await request("PUT", `${path}/entries/0`, client, { quantity: 4 })).status).toBe(200);
    expect((await request("POST", `${path}/vouchers?voucherId=FREIGHT5`, client)).status).toBe(200);
    const read = await parseJson(await get(backend, path, client), GuestCart);
    expect(read).toMatchObject({ totalUnitCount: 4, guestEmail: null, appliedVouchers: [{ code: "FREIGHT5" }] });
    expect(read.totalDiscounts.value).toBe(5);

    // By guid only: the code of a guest cart is not accepted, and without a token nothing answers.
    expect((await get(backend, `${CORP}/users/anonymous/carts/${cart.code}`, client)).status).toBe(400);
    expect((await request("PUT", `${path}/entries/0`, undefined, { quantity: 1 })).status).toBe(401);

    await expectEmpty(await request("PUT", `${path}/email?email=${encodeURIComponent("Guest.Person@Example.com")}`, client));
    expect((await parseJson(await get(backend, path, client), GuestCart)).guestEmail).toBe("guest.person@example.com");
  });

  it("refuses an invalid e-mail (400 on email) and a registered account's (409 'Already exists.')", async () => {
    const client = await clientToken();
    const { guid } = await parseJson(await request("POST", `${CORP}/users/anonymous/carts`, client), GuestCart);
    const path = `${CORP}/users/anonymous/carts/${guid}/email`;
    for (const email of ["", "not-an-email", "a@"]) {
      const response = await request("PUT", `${path}?email=${encodeURIComponent(email)}`, client);
      expect(response.status, email).toBe(400);
      expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: "email" });
    }
    expect((await errorsOf(await request("PUT", path, client)))[0]).toMatchObject({ subject: "email", reason: "missing" });
    for (const email of ["buyer@acme.example", "BUYER@ACME.EXAMPLE", "buyer@wholesale.example"]) {
      const response = await request("PUT", `${path}?email=${encodeURIComponent(email)}`, client);
      expect(response.status, email).toBe(409);
      expect(await readJson(response)).toEqual({ errors: [{ type: "AlreadyExistsError", subject: "email", message: "Already exists." }] });
    }
    // Another guest's e-mail is no account: two guests may give the same address.
    expect((await request("PUT", `${path}?email=guest.person@example.com`, client)).status).toBe(200);
  });

  it("only guest carts take an e-mail", async () => {
    const { access_token } = await login(backend, "approver@acme.example");
    const response = await request("PUT", `${OWN}/email?email=someone@example.com`, access_token);
    expect(response.status).toBe(403);
  });
});

describe("proxy carts", () => {
  it("a buyer in proxy mode changes the wearer's cart by its code; nobody else can", async () => {
    const { access_token: buyer } = await login(backend, "proxy.js@acme.example");
    const enabled = await request("POST", `${CORP}/orgUsers/current/proxy`, buyer, { uid: "wearer@acme.example", cartId: null });
    expect(enabled.status).toBe(200);
    const { cartId } = await parseJson(enabled, z.object({ cartId: z.string() }));
    const proxyCart = `${CORP}/users/current/carts/${cartId}`;

    expect((await addEntry(buyer, variant("S", 50, 1_000_000, "SHT-CL").code, 1, proxyCart)).status).toBe(200);
    const { entries } = await readCart(buyer, proxyCart);
    const entry = entries.at(-1);
    expect((await request("PUT", `${proxyCart}/entries/${entry?.entryNumber}`, buyer, { quantity: 3 })).status).toBe(200);
    expect((await request("POST", `${proxyCart}/vouchers?voucherId=WELCOME10`, buyer)).status).toBe(200);

    // It is the wearer's cart.
    const { access_token: wearer } = await login(backend, "wearer@acme.example");
    const wearersCart = await readCart(wearer);
    expect(wearersCart.code).toBe(cartId);
    expect(wearersCart.entries.find((candidate) => candidate.entryNumber === entry?.entryNumber)?.quantity).toBe(3);
    expect(wearersCart.appliedVouchers.map((voucher) => voucher.code)).toContain("WELCOME10");

    const { access_token: stranger } = await login(backend, "proxy.nojs@acme.example");
    expect((await request("PUT", `${proxyCart}/entries/${entry?.entryNumber}`, stranger, { quantity: 1 })).status).toBe(400);

    // Once proxy mode is off, the buyer cannot use the wearer's cart either.
    expect((await request("DELETE", `${CORP}/orgUsers/current/proxy`, buyer)).status).toBe(200);
    expect((await request("DELETE", `${proxyCart}/entries/${entry?.entryNumber}`, buyer)).status).toBe(400);
    expect((await request("POST", `${proxyCart}/vouchers?voucherId=FREIGHT5`, wearer)).status).toBe(200);
    expect((await request("DELETE", proxyCart, wearer)).status).toBe(200);
  });
});

describe("strict as SAP 2211 (issue 22)", () => {
  it("serves the cart page's changes under users/ only; orgUsers/ has SAP's B2B add and the taken cart (an extension)", async () => {
    const { access_token } = await login(backend, "admin@acme.example");
    await addEntry(access_token, variant("S", 50, 1_000_000, "POL-PR").code, 1);
    const org = `${CORP}/orgUsers/current/carts/current`;
    for (const [method, path, body] of [
      ["PUT", "entries/0", { quantity: 2 }],
      ["PATCH", "entries/0", { quantity: 2 }],
      ["DELETE", "entries/0", undefined],
      ["POST", "vouchers?voucherId=WELCOME10", undefined],
      ["DELETE", "vouchers/WELCOME10", undefined],
      ["PUT", "email?email=a@example.com", undefined],
    ] as const) {
      const response = await request(method, `${org}/${path}`, access_token, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await errorsOf(response))[0]?.type).toBe("UnknownResourceError");
    }
    expect((await request("POST", `${CORP}/orgUsers/current/carts`, access_token)).status).toBe(404);
    // The taken cart (spec part 2 §7) is this customer's extension.
    expect((await get(backend, org, access_token)).status).toBe(200);
  });

  it("with BACKEND_EXTENSIONS=none the taken cart is 404 UnknownResourceError and the stock calls still work", async () => {
    const stock = createTestBackend({ extensions: "none" });
    try {
      const { access_token } = await login(stock, "admin@acme.example");
      const taken = await get(stock, `${CORP}/orgUsers/current/carts/current`, access_token);
      expect(taken.status).toBe(404);
      expect((await parseJson(taken, occErrorsSchema)).errors[0]?.type).toBe("UnknownResourceError");
      expect((await sendJson(stock, "POST", `${CORP}/users/current/carts`, { token: access_token })).status).toBe(201);
      const code = variant("S", 50, 1_000_000, "POL-PR").code;
      const added = await sendJson(stock, "POST", `${CORP}/orgUsers/current/carts/current/entries?code=${code}&quantity=2`, { token: access_token });
      expect(added.status).toBe(200);
      const put = await sendJson(stock, "PUT", `${CORP}/users/current/carts/current/entries/0`, { token: access_token, body: { quantity: 3 } });
      expect(put.status).toBe(200);
      expect((await parseJson(await get(stock, `${CORP}/users/current/carts/current`, access_token), cartSchema)).totalUnitCount).toBe(3);
      const deleted = await sendJson(stock, "DELETE", `${CORP}/users/current/carts/current`, { token: access_token });
      expect(deleted.status).toBe(200);
    } finally {
      stock.close();
    }
  });
});
