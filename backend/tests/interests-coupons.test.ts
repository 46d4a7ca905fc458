import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { listMessages } from "../src/outbox";
import { createTestBackend, get, login, occErrorsSchema, parseJson, readJson, sendJson, type TestBackend } from "./helpers";

/**
 * Issue 25 (H5; docs/interests-and-coupons.md): back-in-stock interests (`users/{u}/productinterests`), customer
 * coupons (`users/{u}/customercoupons`, `…/{code}/claim`) and a claimed coupon applied in the cart.
 */

const CORP = "/occ/v2/corporate";
const INVALID = { errors: [{ type: "VoucherOperationError", reason: "invalid", message: "Invalid code provided." }] };
const EXCEEDED = {
  errors: [{ type: "VoucherOperationError", reason: "exceeded", message: "This coupon has exceeded the number of times it can be used" }],
};

const relationSchema = z
  .object({
    product: z
      .object({
        code: z.string(),
        name: z.string(),
        baseProduct: z.string(),
        url: z.string(),
        purchasable: z.boolean(),
        stock: z.object({ stockLevelStatus: z.enum(["inStock", "lowStock", "outOfStock"]), stockLevel: z.number() }).strict(),
        baseOptions: z.array(
          z.object({
            variantType: z.string(),
            selected: z.object({ code: z.string(), variantOptionQualifiers: z.array(z.object({ qualifier: z.string(), name: z.string(), value: z.string() }).strict()) }).strict(),
          }).strict(),
        ),
      })
      .strict(),
    productInterestEntry: z.array(z.object({ interestType: z.literal("BACK_IN_STOCK"), dateAdded: z.string().datetime(), dateNotified: z.string().datetime().optional() }).strict()),
  })
  .strict();
const paginationSchema = z.object({ currentPage: z.number(), pageSize: z.number(), sort: z.string(), totalPages: z.number(), totalResults: z.number() }).strict();
const interestListSchema = z.object({ results: z.array(relationSchema), sorts: z.array(z.object({ code: z.string(), selected: z.boolean() })), pagination: paginationSchema }).strict();
const couponSchema = z
  .object({
    couponId: z.string(),
    name: z.string(),
    description: z.string(),
    startDate: z.string().datetime(),
    endDate: z.string().datetime(),
    status: z.enum(["PreSession", "Effective", "ExpireSoon", "Expired"]),
    notificationOn: z.boolean(),
    allProductsApplicable: z.boolean(),
  })
  .strict();
const couponListSchema = z.object({ coupons: z.array(couponSchema), sorts: z.array(z.object({ code: z.string(), selected: z.boolean() })), pagination: paginationSchema }).strict();
const claimSchema = z.object({ coupon: couponSchema, customer: z.object({ uid: z.string(), name: z.string() }).strict() }).strict();

let backend: TestBackend;
let token = "";
let other = "";
beforeAll(async () => {
  backend = createTestBackend();
  token = (await login(backend, "interests-js@acme.example")).access_token;
  other = (await login(backend, "interests-nojs@acme.example")).access_token;
});
afterAll(() => backend.close());

const request = (method: string, url: string, bearer?: string) => sendJson(backend, method, url, { token: bearer });
const interests = `${CORP}/users/current/productinterests`;
const change = (code: string, type = "BACK_IN_STOCK") => `${interests}?productCode=${encodeURIComponent(code)}&notificationType=${type}`;

function variantWithStock(min: number, max: number, skip = 0, productType = "S"): string {
  const row = backend.db
    .prepare<[number, number, string, number], { code: string }>(
      `SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code
       WHERE v.stock_level BETWEEN ? AND ? AND p.product_type = ? ORDER BY v.code DESC LIMIT 1 OFFSET ?`,
    )
    .get(min, max, productType, skip);
  if (!row) throw new Error("no variant");
  return row.code;
}

describe("product interests", () => {
  it("needs a signed-in caller and refuses another user's path", async () => {
    expect((await request("GET", interests)).status).toBe(401);
    const foreign = await request("GET", `${CORP}/users/interests-nojs@acme.example/productinterests`, token);
    expect(foreign.status).toBe(403);
  });

  it("adds an out-of-stock item once (a second add answers the same), lists it newest first, removes it", async () => {
    const code = variantWithStock(0, 0, 5);
    const added = await request("POST", change(code), token);
    expect(added.status).toBe(201);
    const relation = await parseJson(added, relationSchema);
    expect(relation.product.code).toBe(code);
    expect(relation.product.stock.stockLevelStatus).toBe("outOfStock");
    expect(relation.product.baseOptions[0]?.selected.variantOptionQualifiers.map((q) => q.qualifier)).toContain("size");
    expect((await request("POST", change(code), token)).status).toBe(201);

    const list = await parseJson(await get(backend, interests, token), interestListSchema);
    expect(list.results.filter((row) => row.product.code === code)).toHaveLength(1);
    expect(list.pagination.totalResults).toBe(list.results.length);
    // Another user does not see it and cannot remove it.
    const theirs = await parseJson(await get(backend, interests, other), interestListSchema);
    expect(theirs.results.map((row) => row.product.code)).not.toContain(code);
    expect((await request("DELETE", change(code), other)).status).toBe(400);

    const removed = await request("DELETE", change(code), token);
    expect(removed.status).toBe(200);
    expect(await removed.text()).toBe("");
    const again = await request("DELETE", change(code), token);
    expect((await parseJson(again, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");
  });

  it("refuses an in-stock item, a made-to-order item, a base product, an unknown code and another notification type", async () => {
    const toOrder = await request("POST", change(variantWithStock(0, 0, 0, "K")), token);
    expect((await parseJson(toOrder, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "productCode" });
    const inStock = await request("POST", change(variantWithStock(20, 1_000_000)), token);
    expect((await parseJson(inStock, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "productCode" });
    const base = backend.db.prepare<[], { code: string }>("SELECT code FROM products ORDER BY code LIMIT 1").get()?.code ?? "";
    const baseAnswer = await request("POST", change(base), token);
    expect((await parseJson(baseAnswer, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "productCode" });
    const unknown = await request("POST", change("NO-SUCH-ITEM"), token);
    expect(unknown.status).toBe(400);
    expect((await parseJson(unknown, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");
    const type = await request("POST", change(variantWithStock(0, 0, 6), "PRICE_REDUCTION"), token);
    expect((await parseJson(type, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "notificationType" });
  });

  it("sends one e-mail per interest when stock returns, and stamps the interest", async () => {
    const code = variantWithStock(0, 0, 7);
    expect((await request("POST", change(code), token)).status).toBe(201);
    expect((await request("POST", change(code), other)).status).toBe(201);
    const setStock = backend.db.prepare<[number, string]>("UPDATE variants SET stock_level = ? WHERE code = ?");
    setStock.run(5, code);
    setStock.run(9, code); // no second message: it was not out of stock
    setStock.run(0, code);
    const mine = listMessages(backend.db, "interests-js@acme.example").filter((message) => message.body.includes(code));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ channel: "email", link: `/product/${code}` });
    expect(mine[0]?.subject).toMatch(/^Back in stock: /);
    expect(listMessages(backend.db, "interests-nojs@acme.example").filter((message) => message.body.includes(code))).toHaveLength(1);
    const list = await parseJson(await get(backend, `${interests}?productCode=${code}`, token), interestListSchema);
    expect(list.results[0]?.productInterestEntry[0]?.dateNotified).toBeDefined();
  });

  it("seeds two interests for a demo account", async () => {
    const demo = (await login(backend, "buyer@acme.example")).access_token;
    const list = await parseJson(await get(backend, interests, demo), interestListSchema);
    expect(list.results.length).toBeGreaterThanOrEqual(2);
  });
});

describe("customer coupons", () => {
  let buyer = "";
  beforeAll(async () => {
    buyer = (await login(backend, "coupons-js@acme.example")).access_token;
  });
  const coupons = `${CORP}/users/current/customercoupons`;
  const claim = (code: string, site = CORP) => `${site}/users/current/customercoupons/${code}/claim`;

  it("claims a valid coupon once (a second claim answers the same) and lists it", async () => {
    const before = await parseJson(await get(backend, coupons, buyer), couponListSchema);
    expect(before.coupons).toEqual([]);
    const claimed = await request("POST", claim("thankyou15"), buyer);
    expect(claimed.status).toBe(201);
    const body = await parseJson(claimed, claimSchema);
    expect(body.coupon).toMatchObject({ couponId: "THANKYOU15", status: "Effective" });
    expect(body.customer.uid).toBe("coupons-js@acme.example");
    expect((await request("POST", claim("THANKYOU15"), buyer)).status).toBe(201);
    const after = await parseJson(await get(backend, coupons, buyer), couponListSchema);
    expect(after.coupons.map((coupon) => coupon.couponId)).toEqual(["THANKYOU15"]);
  });

  it("refuses unknown, plain voucher, expired and another site's codes as invalid, a used-up one as exceeded", async () => {
    for (const code of ["NOPE", "WELCOME10", "WINTER25", "TRADE15"]) {
      const response = await request("POST", claim(code), buyer);
      expect(response.status, code).toBe(400);
      expect(await readJson(response), code).toEqual(INVALID);
    }
    const used = await request("POST", claim("EARLYBIRD"), buyer);
    expect(used.status).toBe(400);
    expect(await readJson(used)).toEqual(EXCEEDED);
  });

  it("needs a token; another user's path is refused", async () => {
    expect((await request("GET", coupons)).status).toBe(401);
    expect((await request("POST", `${CORP}/users/coupons-nojs@acme.example/customercoupons/THANKYOU15/claim`, buyer)).status).toBe(403);
  });

  it("lists a demo account's seeded coupons with their status (valid and expired)", async () => {
    const demo = (await login(backend, "buyer@acme.example")).access_token;
    const list = await parseJson(await get(backend, coupons, demo), couponListSchema);
    expect(Object.fromEntries(list.coupons.map((coupon) => [coupon.couponId, coupon.status]))).toEqual({ THANKYOU15: "Effective", WINTER25: "Expired" });
  });

  it("applies a claimed coupon in the cart; an unclaimed or expired one is invalid there", async () => {
    const cart = `${CORP}/users/current/carts/current`;
    await request("POST", `${CORP}/users/current/carts`, buyer);
    const code = variantWithStock(50, 1_000_000);
    await sendJson(backend, "POST", `${cart}/entries`, { token: buyer, body: { product: { code }, quantity: 1 } });
    expect((await request("POST", `${cart}/vouchers?voucherId=THANKYOU15`, buyer)).status).toBe(200);
    const read = await get(backend, cart, buyer);
    const body = z.object({ appliedVouchers: z.array(z.object({ code: z.string() }).passthrough()), totalDiscounts: z.object({ value: z.number() }).passthrough() }).passthrough().parse(await readJson(read));
    expect(body.appliedVouchers.map((voucher) => voucher.code)).toEqual(["THANKYOU15"]);
    expect(body.totalDiscounts.value).toBeGreaterThan(0);

    const stranger = (await login(backend, "coupons-nojs@acme.example")).access_token;
    await request("POST", `${CORP}/users/current/carts`, stranger);
    await sendJson(backend, "POST", `${cart}/entries`, { token: stranger, body: { product: { code }, quantity: 1 } });
    expect(await readJson(await request("POST", `${cart}/vouchers?voucherId=THANKYOU15`, stranger))).toEqual(INVALID);
    const demo = (await login(backend, "liam.nguyen@acme.example")).access_token;
    await request("POST", `${CORP}/users/current/carts`, demo);
    await sendJson(backend, "POST", `${cart}/entries`, { token: demo, body: { product: { code }, quantity: 1 } });
    expect(await readJson(await request("POST", `${cart}/vouchers?voucherId=WINTER25`, demo))).toEqual(INVALID);
  });
});
