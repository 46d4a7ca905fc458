import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  HARBOUR_RETURN_THRESHOLD,
  PACK_SHIRT,
  PACK_SHIRT_EXCHANGE,
  returnsBuyer,
  returnsWearer,
  wholesaleReturnsApprover,
  wholesaleReturnsBuyer,
} from "../src/seed-data/return-orders";
import { priceReturnLine } from "../src/stores/return-pricing";
import { createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/**
 * Issue 24 part 2 (docs/returns.md): returnData, the price call and its agreement with create, refund pricing (pack
 * credit, GST, exchange difference), the APPROVING step, the wholesale threshold and its requests, the list filters,
 * and the seeded codes the e2e tests rely on.
 */

const CORP = "/occ/v2/corporate";
const WS = "/occ/v2/wholesale";
const H = 3_600_000;

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() });
/** The money fields a return request and the price call both answer. */
const totals = {
  subTotal: priceSchema,
  packCredit: priceSchema,
  totalTax: priceSchema,
  deliveryCost: priceSchema,
  totalPrice: priceSchema,
  exchangeDifference: priceSchema,
};
const returnSchema = z
  .object({
    rma: z.string(),
    status: z.string(),
    cancellable: z.boolean(),
    ...totals,
    wholesale: z.boolean(),
    returnEntries: z.array(
      z
        .object({
          expectedQuantity: z.number(),
          kind: z.string(),
          refundAmount: priceSchema,
          packCredit: priceSchema,
          exchangeDifference: priceSchema,
          exchangeVariant: z.object({ code: z.string(), size: z.string().optional() }).optional(),
        })
        .passthrough(),
    ),
    statusHistory: z.array(z.object({ status: z.string(), date: z.string() })),
    replacementOrderCode: z.string().optional(),
    thresholdRequest: z.object({ status: z.string(), totalQuantity: z.number(), threshold: z.number() }).passthrough().optional(),
    returnAddress: z.object({ name: z.string(), country: z.object({ isocode: z.string() }) }).passthrough(),
    requestedBy: z.object({ uid: z.string(), name: z.string() }),
    order: z.object({ code: z.string(), unit: z.object({ uid: z.string() }), deliveryAddress: z.object({ line1: z.string() }).passthrough().optional() }),
  })
  .passthrough();
const previewSchema = z
  .object({
    returnEntries: z.array(z.object({ refundAmount: priceSchema, packCredit: priceSchema, exchangeDifference: priceSchema }).passthrough()),
    ...totals,
    thresholdRequestRequired: z.boolean(),
  })
  .passthrough();
const returnDataSchema = z.object({
  orderCode: z.string(),
  wholesale: z.boolean(),
  returnThreshold: z.object({ quantity: z.number() }).optional(),
  returnReasons: z.array(z.object({ code: z.string(), allowedForPackItems: z.boolean() }).passthrough()),
  entries: z.array(
    z.object({
      entryNumber: z.number(),
      quantity: z.number(),
      returnableQuantity: z.number(),
      product: z.object({ code: z.string(), baseProductCode: z.string() }).passthrough(),
      basePrice: priceSchema,
      pack: z.object({ code: z.string(), name: z.string(), packType: z.string() }).optional(),
      exchangeOnly: z.boolean(),
      allowedReasonCodes: z.array(z.string()),
      exchangeOptions: z.array(z.object({ code: z.string(), stockLevel: z.number(), price: priceSchema }).passthrough()),
    }),
  ),
});
const thresholdSchema = z
  .object({
    rma: z.string(),
    status: z.enum(["PENDING", "ACCEPTED", "DECLINED"]),
    order: z.object({ code: z.string() }),
    store: z.object({ uid: z.string(), name: z.string() }),
    totalQuantity: z.number(),
    threshold: z.number(),
    comment: z.string().optional(),
    decidedBy: z.object({ uid: z.string() }).optional(),
    returnRequest: returnSchema.optional(),
  })
  .passthrough();
const thresholdListSchema = z.object({ returnThresholdRequests: z.array(thresholdSchema), pagination: z.object({ totalResults: z.number() }).passthrough() });

let backend: TestBackend;
const tokens = new Map<string, string>();
const tokenOf = async (uid: string) => {
  const known = tokens.get(uid);
  if (known) return known;
  const token = (await login(backend, uid)).access_token;
  tokens.set(uid, token);
  return token;
};
const as = (uid: string) => ({
  get: async (path: string) => get(backend, path, await tokenOf(uid)),
  send: async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(backend, method, path, { token: await tokenOf(uid), body, headers }),
});
const errorOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return (await parseJson(response, occErrorsSchema)).errors[0];
};
const body = (orderCode: string, inputs: unknown[]) => ({ orderCode, returnRequestEntryInputs: inputs });

beforeEach(() => {
  backend = createTestBackend({ devOutbox: true });
  // The seed ran at real time (orders delivered 6 days before it): the clock starts there.
  const seededAt = backend.db.prepare<[], { at: number }>("SELECT MAX(created_at) AS at FROM return_requests WHERE id BETWEEN 49100001 AND 49100199").get()?.at ?? Date.now();
  backend.clock.now = seededAt + 60_000;
  tokens.clear();
});
afterEach(() => backend.close());

// Demo accounts have their own scrypt hashes: signing several in is slow on a busy machine.
describe("the seed (SEED_VERSION 16)", { timeout: 20_000 }, () => {
  it("has the contract's orders and returns for the demo users", async () => {
    const wearer = await parseJson(await as("wearer@acme.example").get(`${CORP}/users/current/orderReturns?pageSize=50`), z.object({ returnRequests: z.array(returnSchema) }));
    const byRma = new Map(wearer.returnRequests.map((request) => [request.rma, request]));
    expect(byRma.get("49100001")).toMatchObject({ status: "WAIT", order: { code: "28500001" } });
    expect(byRma.get("49100001")?.returnEntries[0]).toMatchObject({ kind: "EXCHANGE", exchangeVariant: { code: PACK_SHIRT_EXCHANGE, size: "L" } });
    expect(byRma.get("49100001")?.replacementOrderCode).toBe("28500191");
    expect(byRma.get("49100001")?.statusHistory.map((step) => step.status)).toEqual(["APPROVAL_PENDING", "APPROVING", "WAIT"]);
    expect(byRma.get("49100002")).toMatchObject({ status: "COMPLETED", order: { code: "28500002" } });
    const kiwi = await parseJson(await as("wearer@kiwi.example").get(`${CORP}/users/current/orderReturns/49100011`), returnSchema);
    expect(kiwi).toMatchObject({ status: "WAIT", order: { code: "28500011" }, returnAddress: { country: { isocode: "NZ" } }, totalPrice: { currencyIso: "NZD" } });
    const buyer = as("buyer@wholesale.example");
    expect(await parseJson(await buyer.get(`${WS}/users/current/orderReturns/49100021`), returnSchema)).toMatchObject({ status: "COMPLETED", wholesale: true });
    expect(await parseJson(await buyer.get(`${WS}/users/current/orderReturns/49100022`), returnSchema)).toMatchObject({
      status: "APPROVAL_PENDING",
      thresholdRequest: { status: "PENDING", totalQuantity: 15, threshold: HARBOUR_RETURN_THRESHOLD },
    });
    expect(await parseJson(await buyer.get(`${WS}/users/current/orderReturns/49100023`), returnSchema)).toMatchObject({
      status: "CANCELED",
      thresholdRequest: { status: "DECLINED" },
    });
  });

  it("has the e2e accounts' orders and returns, per project", async () => {
    for (const [i, p] of (["js", "nojs"] as const).entries()) {
      const data = await parseJson(await as(returnsWearer(p)).get(`${CORP}/orgUsers/current/orders/${28_500_101 + i}/returnData`), returnDataSchema);
      expect(data.entries.map((entry) => [entry.product.code, entry.quantity, entry.returnableQuantity, entry.pack?.packType])).toEqual([
        [PACK_SHIRT, 2, 2, "NEW_STARTER"],
        ["TRS-CL-NAVY-87R-REGULAR", 1, 1, "NEW_STARTER"],
      ]);
      const buyer = as(returnsBuyer(p));
      const list = await parseJson(await buyer.get(`${CORP}/users/current/orderReturns`), z.object({ returnRequests: z.array(returnSchema) }));
      expect(list.returnRequests.map((request) => [request.rma, request.status, request.cancellable]).sort()).toEqual([
        [String(49_100_101 + i), "WAIT", true],
        [String(49_100_103 + i), "RECEIVED", false],
      ]);
      const nonPack = await parseJson(await buyer.get(`${CORP}/orgUsers/current/orders/${28_500_111 + i}/returnData`), returnDataSchema);
      expect(nonPack.entries.map((entry) => [entry.quantity, entry.returnableQuantity, entry.exchangeOnly])).toEqual([
        [3, 3, false],
        [2, 2, false],
      ]);
      const approver = as(wholesaleReturnsApprover(p));
      const pending = await parseJson(await approver.get(`${WS}/orgUsers/current/returnThresholdRequests?status=PENDING&pageSize=50`), thresholdListSchema);
      expect(pending.returnThresholdRequests.map((request) => request.rma)).toEqual(expect.arrayContaining([String(49_100_111 + i), String(49_100_113 + i)]));
      const ws = await parseJson(await as(wholesaleReturnsBuyer(p)).get(`${WS}/orgUsers/current/orders/${28_500_131 + i}/returnData`), returnDataSchema);
      expect(ws.entries.map((entry) => entry.returnableQuantity)).toEqual([40, 25]);
    }
  });
});

describe("GET orgUsers/{u}/orders/{code}/returnData", () => {
  it("gives the pack rule, the pack reasons and the in-stock exchange options of the same product", async () => {
    const data = await parseJson(await as("wearer@acme.example").get(`${CORP}/orgUsers/current/orders/28500001/returnData`), returnDataSchema);
    expect(data).toMatchObject({ orderCode: "28500001", wholesale: false });
    expect(data.returnThreshold).toBeUndefined();
    const shirt = data.entries[0];
    // One of the two shirts was exchanged (49100001).
    expect(shirt).toMatchObject({ quantity: 2, returnableQuantity: 1, exchangeOnly: true, pack: { code: "acme-new-starter", packType: "NEW_STARTER" } });
    expect(shirt?.allowedReasonCodes).toEqual(["WRONG_SIZE", "FAULTY", "WRONG_ITEM"]);
    // The unit price paid holds the name embroidery (value-add).
    expect(shirt?.basePrice.value).toBe(49.95 + 8.5);
    const options = shirt?.exchangeOptions ?? [];
    expect(options.map((option) => option.code)).toContain(PACK_SHIRT_EXCHANGE);
    expect(options.map((option) => option.code)).not.toContain(PACK_SHIRT);
    expect(options.every((option) => option.stockLevel > 0 && option.code.startsWith("SHT-CL-"))).toBe(true);
    const nonPack = await parseJson(await as("wearer@acme.example").get(`${CORP}/orgUsers/current/orders/28500002/returnData`), returnDataSchema);
    expect(nonPack.entries[0]).toMatchObject({ quantity: 3, returnableQuantity: 2, exchangeOnly: false });
    expect(nonPack.entries[0]?.allowedReasonCodes).toHaveLength(5);
  });

  it("wholesale: the organisation's threshold and no exchange options", async () => {
    const data = await parseJson(await as(wholesaleReturnsBuyer("js")).get(`${WS}/orgUsers/current/orders/28500131/returnData`), returnDataSchema);
    expect(data).toMatchObject({ wholesale: true, returnThreshold: { quantity: HARBOUR_RETURN_THRESHOLD } });
    expect(data.entries.every((entry) => entry.exchangeOptions.length === 0)).toBe(true);
  });

  it("another user's order is 400 UnknownIdentifierError; a stock SAP has no such resource (404)", async () => {
    expect(await errorOf(await as(returnsBuyer("js")).get(`${CORP}/orgUsers/current/orders/28500001/returnData`))).toMatchObject({ type: "UnknownIdentifierError" });
    const stock = createTestBackend({ extensions: "none" });
    try {
      const token = (await login(stock, "wearer@acme.example")).access_token;
      expect((await get(stock, `${CORP}/orgUsers/current/orders/28500001/returnData`, token)).status).toBe(404);
    } finally {
      stock.close();
    }
  });
});

describe("pricing: the price call and the created return agree", () => {
  it("a non-pack refund: unit price paid less the discount share, plus GST; delivery never refunded", async () => {
    const buyer = as(returnsBuyer("js"));
    const order = backend.db
      .prepare<[], { subtotal: number; discount: number; rate: number; unit0: number; unit1: number }>(
        `SELECT o.subtotal_cents AS subtotal, o.discount_cents AS discount, o.tax_rate_percent AS rate,
           (SELECT unit_cents FROM order_entries WHERE order_id = o.id AND entry_number = 0) AS unit0,
           (SELECT unit_cents FROM order_entries WHERE order_id = o.id AND entry_number = 1) AS unit1
         FROM orders o WHERE o.code = '28500111'`,
      )
      .get();
    if (!order) throw new Error("no order");
    const request = body("28500111", [
      { orderEntryNumber: 0, quantity: 2, reasonCode: "NOT_NEEDED" },
      { orderEntryNumber: 1, quantity: 1 },
    ]);
    const preview = await parseJson(await buyer.send("POST", `${CORP}/orgUsers/current/orderReturns/price`, request), previewSchema);
    const line = (goods: number) => {
      const net = goods - Math.round((goods * order.discount) / order.subtotal);
      return { net, tax: Math.round((net * order.rate) / 100) };
    };
    const a = line(order.unit0 * 2);
    const b = line(order.unit1);
    expect(Math.round(preview.subTotal.value * 100)).toBe(order.unit0 * 2 + order.unit1);
    expect(Math.round(preview.totalTax.value * 100)).toBe(a.tax + b.tax);
    expect(Math.round(preview.totalPrice.value * 100)).toBe(a.net + a.tax + b.net + b.tax);
    expect(preview.deliveryCost.value).toBe(0);
    expect(preview.packCredit.value).toBe(0);
    expect(preview.thresholdRequestRequired).toBe(false);
    const created = await parseJson(await buyer.send("POST", `${CORP}/users/current/orderReturns`, request, { "Idempotency-Key": "part2-price-1" }), returnSchema);
    for (const key of ["subTotal", "packCredit", "totalTax", "deliveryCost", "totalPrice", "exchangeDifference"] as const) expect(created[key]).toEqual(preview[key]);
    expect(created.returnEntries.map((entry) => entry.refundAmount)).toEqual(preview.returnEntries.map((entry) => entry.refundAmount));
  });

  it("pack items of an OPTIONAL pack: the funded share goes back as pack credit, only the wearer's part is refunded", async () => {
    const { db } = backend;
    // Make 28500102's pack an OPTIONAL one the employer funded $100.00 of ($176.85 of pack lines).
    db.prepare("UPDATE order_entries SET pack_json = json_set(pack_json, '$.pack.packType', 'OPTIONAL') WHERE order_id = 28500102").run();
    db.prepare("UPDATE orders SET packs_json = json_set(packs_json, '$[0].packType', 'OPTIONAL', '$[0].allocatedCredit.value', 100) WHERE id = 28500102").run();
    const wearer = as(returnsWearer("nojs"));
    const request = body("28500102", [{ orderEntryNumber: 0, quantity: 1, reasonCode: "NOT_NEEDED" }]);
    const preview = await parseJson(await wearer.send("POST", `${CORP}/orgUsers/current/orderReturns/price`, request), previewSchema);
    const goods = 4995 + 850;
    const credit = Math.round((goods * 10_000) / 17_685);
    expect(Math.round(preview.packCredit.value * 100)).toBe(credit);
    expect(Math.round(preview.totalPrice.value * 100)).toBe(goods - credit + Math.round(((goods - credit) * 10) / 100));
    const created = await parseJson(await wearer.send("POST", `${CORP}/users/current/orderReturns`, request), returnSchema);
    expect(created.packCredit).toEqual(preview.packCredit);
    expect(created.totalPrice).toEqual(preview.totalPrice);
  });

  it("the pure pricing rule: credit capped by the goods, exchange difference only when dearer", () => {
    const order = { subtotalCents: 10_000, discountCents: 1_000, taxRatePercent: 15, packs: new Map([["p", { fundedCents: 20_000, subtotalCents: 10_000 }]]) };
    expect(priceReturnLine(order, { kind: "RETURN", quantity: 1, unitCents: 5_000, packId: "p" })).toMatchObject({ packCreditCents: 5_000, refundCents: 0 });
    expect(priceReturnLine(order, { kind: "EXCHANGE", quantity: 2, unitCents: 5_000, packId: null, listCents: 5_000, replacementListCents: 4_000 })).toMatchObject({
      exchangeDifferenceCents: 0,
      refundCents: 0,
    });
    expect(priceReturnLine(order, { kind: "EXCHANGE", quantity: 2, unitCents: 5_000, packId: null, listCents: 4_000, replacementListCents: 4_500 })).toMatchObject({
      exchangeDifferenceNetCents: 1_000,
      exchangeDifferenceCents: 1_150,
    });
  });
});

describe("the pack rule and exchanges", () => {
  it("refuses a plain return and a non-pack reason; exchanges for another size; a dearer size charges the difference", async () => {
    const wearer = as(returnsWearer("js"));
    const create = (inputs: unknown[], key?: string) =>
      wearer.send("POST", `${CORP}/users/current/orderReturns`, body("28500101", inputs), key ? { "Idempotency-Key": key } : {});
    expect(await errorOf(await create([{ orderEntryNumber: 0, quantity: 1, reasonCode: "WRONG_SIZE" }]))).toMatchObject({
      subject: "returnRequestEntryInputs.0.exchangeVariantCode",
      message: expect.stringContaining("Returns are not accepted for products in this pack."),
    });
    expect(await errorOf(await create([{ orderEntryNumber: 0, quantity: 1, reasonCode: "NOT_NEEDED", exchangeVariantCode: PACK_SHIRT_EXCHANGE }]))).toMatchObject({
      subject: "returnRequestEntryInputs.0.reasonCode",
    });
    expect(await errorOf(await create([{ orderEntryNumber: 0, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: "TRS-CL-NAVY-92R-REGULAR" }]))).toMatchObject({
      subject: "returnRequestEntryInputs.0.exchangeVariantCode",
    });
    const same = await parseJson(await create([{ orderEntryNumber: 0, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: PACK_SHIRT_EXCHANGE }], "part2-exch-1"), returnSchema);
    expect(same).toMatchObject({ totalPrice: { value: 0 }, exchangeDifference: { value: 0 } });
    expect(same.replacementOrderCode).toMatch(/^3\d{7}$/);
    backend.db.prepare("UPDATE variants SET stock_level = 20 WHERE code = 'SHT-CL-WHITE-2XL-REGULAR'").run();
    const dearer = await parseJson(
      await create([{ orderEntryNumber: 0, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: "SHT-CL-WHITE-2XL-REGULAR" }], "part2-exch-2"),
      returnSchema,
    );
    // 2XL lists at $53.95, M at $49.95: $4.00 + 10 % GST.
    expect(dearer.exchangeDifference.value).toBe(4.4);
    const replacement = backend.db
      .prepare<[string], { total: number; tax: number }>("SELECT total_with_tax_cents AS total, tax_cents AS tax FROM orders WHERE code = ?")
      .get(dearer.replacementOrderCode ?? "");
    expect(replacement).toEqual({ total: 440, tax: 40 });
    // Both shirts are exchanged now: nothing of entry 0 is left.
    expect((await errorOf(await create([{ orderEntryNumber: 0, quantity: 1, reasonCode: "WRONG_SIZE", exchangeVariantCode: PACK_SHIRT_EXCHANGE }])))?.subject).toBe(
      "returnRequestEntryInputs.0.quantity",
    );
  });
});

describe("the clock's APPROVING step", () => {
  it("APPROVAL_PENDING 1 h → APPROVING 30 min → WAIT, with a history row each", async () => {
    const buyer = as(returnsBuyer("js"));
    const created = await parseJson(await buyer.send("POST", `${CORP}/users/current/orderReturns`, body("28500111", [{ orderEntryNumber: 1, quantity: 1 }])), returnSchema);
    const read = async () => parseJson(await buyer.get(`${CORP}/users/current/orderReturns/${created.rma}`), returnSchema);
    backend.advance(H - 1);
    expect((await read()).status).toBe("APPROVAL_PENDING");
    backend.advance(1);
    expect((await read()).status).toBe("APPROVING");
    expect((await read()).cancellable).toBe(false);
    backend.advance(30 * 60_000);
    const waiting = await read();
    expect(waiting.status).toBe("WAIT");
    expect(waiting.statusHistory.map((step) => step.status)).toEqual(["APPROVAL_PENDING", "APPROVING", "WAIT"]);
  });
});

describe("wholesale: returns only, the return threshold and its requests", { timeout: 15_000 }, () => {
  const buyer = () => as(wholesaleReturnsBuyer("js"));
  const create = (inputs: unknown[]) => buyer().send("POST", `${WS}/users/current/orderReturns`, body("28500131", inputs));

  it("refuses an exchange on the wholesale site", async () => {
    expect(await errorOf(await create([{ orderEntryNumber: 0, quantity: 1, exchangeVariantCode: "POL-CL-NAVY-XL" }]))).toMatchObject({
      type: "ValidationError",
      subject: "returnRequestEntryInputs.0.exchangeVariantCode",
    });
  });

  it("at the threshold goes straight through; above it waits for the store approver and the clock leaves it", async () => {
    const price = (inputs: unknown[]) => buyer().send("POST", `${WS}/orgUsers/current/orderReturns/price`, body("28500131", inputs));
    expect((await parseJson(await price([{ orderEntryNumber: 0, quantity: 10 }]), previewSchema)).thresholdRequestRequired).toBe(false);
    expect((await parseJson(await price([{ orderEntryNumber: 0, quantity: 6 }, { orderEntryNumber: 1, quantity: 5 }]), previewSchema)).thresholdRequestRequired).toBe(true);
    const through = await parseJson(await create([{ orderEntryNumber: 0, quantity: 10 }]), returnSchema);
    expect(through.thresholdRequest).toBeUndefined();
    const over = await parseJson(await create([{ orderEntryNumber: 0, quantity: 6 }, { orderEntryNumber: 1, quantity: 5 }]), returnSchema);
    expect(over).toMatchObject({ status: "APPROVAL_PENDING", cancellable: true, thresholdRequest: { status: "PENDING", totalQuantity: 11, threshold: 10 } });
    backend.advance(48 * H);
    // Tokens last 12 hours.
    tokens.clear();
    const later = await parseJson(await buyer().get(`${WS}/users/current/orderReturns/${over.rma}`), returnSchema);
    expect(later.status).toBe("APPROVAL_PENDING");
    expect((await parseJson(await buyer().get(`${WS}/users/current/orderReturns/${through.rma}`), returnSchema)).status).toBe("COMPLETED");
  });

  it("only approvers of the store's unit or an ancestor see and decide a request", async () => {
    const path = `${WS}/orgUsers/current/returnThresholdRequests`;
    const storeApprover = await parseJson(await as(wholesaleReturnsApprover("js")).get(`${path}/49100111`), thresholdSchema);
    expect(storeApprover).toMatchObject({ status: "PENDING", store: { uid: "harbour-sydney" }, returnRequest: { rma: "49100111" } });
    // The head office approver (harbour-wholesale, the parent unit) sees the Sydney store's and head office's requests.
    const headOffice = await parseJson(await as("approver@wholesale.example").get(`${path}?status=PENDING&pageSize=50`), thresholdListSchema);
    expect(headOffice.returnThresholdRequests.map((request) => request.rma)).toEqual(expect.arrayContaining(["49100022", "49100111", "49100113"]));
    // The Sydney approver does not see head office's.
    const sydney = await parseJson(await as(wholesaleReturnsApprover("js")).get(`${path}?status=PENDING&pageSize=50`), thresholdListSchema);
    expect(sydney.returnThresholdRequests.map((request) => request.rma)).not.toContain("49100022");
    expect(await errorOf(await as(wholesaleReturnsApprover("js")).get(`${path}/49100022`))).toMatchObject({ type: "UnknownIdentifierError" });
    // A buyer (not an approver) and another organisation's approver: an empty list, 400 on the request.
    for (const uid of [wholesaleReturnsBuyer("js"), "approver@acme.example"]) {
      const site = uid.endsWith("@acme.example") ? CORP : WS;
      const list = await parseJson(await as(uid).get(`${site}/orgUsers/current/returnThresholdRequests`), thresholdListSchema);
      expect(list.returnThresholdRequests).toEqual([]);
      expect(await errorOf(await as(uid).send("POST", `${site}/orgUsers/current/returnThresholdRequests/49100111/decision`, { decision: "ACCEPT" }))).toMatchObject({
        type: "UnknownIdentifierError",
      });
    }
  });

  it("ACCEPT → APPROVING and on; the same decision again is the same 200; another one is 400 IllegalStateError", async () => {
    const approver = as(wholesaleReturnsApprover("js"));
    const decide = (rma: string, decision: unknown) => approver.send("POST", `${WS}/orgUsers/current/returnThresholdRequests/${rma}/decision`, decision);
    const accepted = await parseJson(await decide("49100111", { decision: "ACCEPT" }), thresholdSchema);
    expect(accepted).toMatchObject({ status: "ACCEPTED", decidedBy: { uid: wholesaleReturnsApprover("js") }, returnRequest: { status: "APPROVING" } });
    expect(accepted.returnRequest?.statusHistory.map((step) => step.status)).toEqual(["APPROVAL_PENDING", "APPROVING"]);
    const again = await parseJson(await decide("49100111", { decision: "ACCEPT" }), thresholdSchema);
    expect(again).toEqual(accepted);
    expect(await errorOf(await decide("49100111", { decision: "DECLINE", comment: "No" }))).toMatchObject({
      type: "IllegalStateError",
      message: "This return request has already been decided",
    });
    backend.advance(30 * 60_000);
    const read = await parseJson(await as(wholesaleReturnsBuyer("js")).get(`${WS}/users/current/orderReturns/49100111`), returnSchema);
    expect(read.status).toBe("WAIT");
    const actioned = await parseJson(await approver.get(`${WS}/orgUsers/current/returnThresholdRequests?status=ACTIONED`), thresholdListSchema);
    expect(actioned.returnThresholdRequests[0]?.rma).toBe("49100111");
  });

  it("DECLINE needs a comment of 1–255 characters and cancels the return", async () => {
    const approver = as(wholesaleReturnsApprover("js"));
    const decide = (decision: unknown) => approver.send("POST", `${WS}/orgUsers/current/returnThresholdRequests/49100113/decision`, decision);
    expect(await errorOf(await decide({ decision: "DECLINE" }))).toMatchObject({ type: "ValidationError", subject: "comment" });
    expect(await errorOf(await decide({ decision: "DECLINE", comment: "   " }))).toMatchObject({ subject: "comment" });
    expect(await errorOf(await decide({ decision: "DECLINE", comment: "x".repeat(256) }))).toMatchObject({ subject: "comment" });
    expect(await errorOf(await decide({ decision: "MAYBE" }))).toMatchObject({ subject: "decision" });
    const declined = await parseJson(await decide({ decision: "DECLINE", comment: "Keep them for the sale" }), thresholdSchema);
    expect(declined).toMatchObject({ status: "DECLINED", comment: "Keep them for the sale", returnRequest: { status: "CANCELED", cancellable: false } });
    expect(declined.returnRequest?.statusHistory.map((step) => step.status)).toEqual(["APPROVAL_PENDING", "CANCELED"]);
    // The declined units are returnable again.
    const data = await parseJson(await as(wholesaleReturnsBuyer("js")).get(`${WS}/orgUsers/current/orders/28500141/returnData`), returnDataSchema);
    expect(data.entries[0]?.returnableQuantity).toBe(30 - 12);
  });

  it("a buyer may withdraw a pending request: it leaves the approver's list and cannot be decided", async () => {
    expect((await as(wholesaleReturnsBuyer("js")).send("PATCH", `${WS}/users/current/orderReturns/49100113`, { status: "CANCELLING" })).status).toBe(200);
    const approver = as(wholesaleReturnsApprover("js"));
    const pending = await parseJson(await approver.get(`${WS}/orgUsers/current/returnThresholdRequests?status=PENDING&pageSize=50`), thresholdListSchema);
    expect(pending.returnThresholdRequests.map((request) => request.rma)).not.toContain("49100113");
    expect(await errorOf(await approver.send("POST", `${WS}/orgUsers/current/returnThresholdRequests/49100113/decision`, { decision: "ACCEPT" }))).toMatchObject({
      type: "IllegalStateError",
    });
  });
});

describe("GET users/{u}/orderReturns filters", () => {
  it("filters by status and creation day and echoes what it applied; bad values are 400", async () => {
    const buyer = as(returnsBuyer("js"));
    const listSchema = z.object({ returnRequests: z.array(returnSchema), appliedFilters: z.record(z.unknown()).optional() });
    const list = async (query: string) => parseJson(await buyer.get(`${CORP}/users/current/orderReturns?${query}`), listSchema);
    const waiting = await list("statuses=WAIT");
    expect(waiting.returnRequests.map((request) => request.rma)).toEqual(["49100101"]);
    expect(waiting.appliedFilters).toEqual({ statuses: ["WAIT"] });
    expect((await list("statuses=WAIT,RECEIVED")).returnRequests).toHaveLength(2);
    const today = new Date(backend.clock.now).toISOString().slice(0, 10);
    const future = new Date(backend.clock.now + 3 * 24 * H).toISOString().slice(0, 10);
    expect((await list(`createdFrom=${future}`)).returnRequests).toEqual([]);
    const upToToday = await list(`createdTo=${future}&createdFrom=2026-01-01`);
    expect(upToToday.returnRequests).toHaveLength(2);
    expect(upToToday.appliedFilters).toEqual({ createdFrom: "2026-01-01", createdTo: future });
    expect(await errorOf(await buyer.get(`${CORP}/users/current/orderReturns?statuses=LOST`))).toMatchObject({ subject: "statuses" });
    expect(await errorOf(await buyer.get(`${CORP}/users/current/orderReturns?createdFrom=2026-02-30`))).toMatchObject({ subject: "createdFrom" });
    expect(await errorOf(await buyer.get(`${CORP}/users/current/orderReturns?createdFrom=${future}&createdTo=${today}`))).toMatchObject({ subject: "createdTo" });
  });

  it("a stock SAP ignores the filters and sends no appliedFilters", async () => {
    const stock = createTestBackend({ extensions: "none" });
    try {
      const token = (await login(stock, returnsBuyer("js"))).access_token;
      const response = await get(stock, `${CORP}/users/current/orderReturns?statuses=WAIT&createdFrom=2099-01-01`, token);
      const parsed = await parseJson(response, z.object({ returnRequests: z.array(z.object({ rma: z.string() }).passthrough()) }).passthrough());
      expect(parsed.returnRequests).toHaveLength(2);
      expect(parsed).not.toHaveProperty("appliedFilters");
      // The old dry-run parameter is unknown to a stock SAP: it creates (so the storefront never sends it).
      const price = await sendJson(stock, "POST", `${CORP}/orgUsers/current/orderReturns/price`, { token, body: body("28500111", [{ orderEntryNumber: 0, quantity: 1 }]) });
      expect(price.status).toBe(404);
    } finally {
      stock.close();
    }
  });
});
