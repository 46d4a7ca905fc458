import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { orderAmendUser, orderCancelUser, orderChangeOrders } from "../src/seed-data/order-changes";
import { createTestBackend, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/** Issue 23: buyer cancellations and amendments (docs/order-changes.md). */

const SITE = "/occ/v2/corporate";
const CANCEL = orderCancelUser("js");
const AMEND = orderAmendUser("js");
const codes = orderChangeOrders("js");
const otherCodes = orderChangeOrders("nojs");

const priceSchema = z.object({ value: z.number(), formattedValue: z.string(), currencyIso: z.string() });
const orderSchema = z
  .object({
    code: z.string(),
    status: z.string(),
    cancellable: z.boolean(),
    amendable: z.boolean(),
    amendedDate: z.string().optional(),
    entries: z.array(
      z
        .object({ entryNumber: z.number(), quantity: z.number(), cancelledQuantity: z.number(), cancellableQuantity: z.number(), product: z.object({ code: z.string() }).passthrough() })
        .passthrough(),
    ),
    subTotal: priceSchema,
    totalDiscounts: priceSchema,
    deliveryCost: priceSchema,
    totalTax: priceSchema,
    totalPriceWithTax: priceSchema,
    approval: z.object({ exceededLimit: z.object({ code: z.string() }).passthrough().optional(), decision: z.string().optional() }).passthrough().optional(),
    replayed: z.literal(true).optional(),
  })
  .passthrough();
const amendAnswerSchema = orderSchema.extend({
  amendment: z.object({ previousTotal: priceSchema, newTotal: priceSchema, requiresApproval: z.boolean(), heldForApproval: z.boolean() }).passthrough(),
  dryRun: z.literal(true).optional(),
});
const editSchema = z.object({
  code: z.string(),
  amendable: z.boolean(),
  entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number(), maxQuantity: z.number(), product: z.object({ code: z.string() }).passthrough() })),
  eligibleProducts: z.array(z.object({ code: z.string(), name: z.string(), price: priceSchema, maxQuantity: z.number() }).passthrough()),
  pagination: z.object({ totalResults: z.number() }).passthrough(),
});

let backend: TestBackend;
const tokens = new Map<string, string>();
beforeEach(() => {
  backend = createTestBackend();
  tokens.clear();
});
afterEach(() => backend.close());

async function token(uid: string) {
  const known = tokens.get(uid);
  if (known) return known;
  const { access_token: value } = await login(backend, uid);
  tokens.set(uid, value);
  return value;
}
const readOrder = async (uid: string, code: string) =>
  parseJson(await sendJson(backend, "GET", `${SITE}/users/current/orders/${code}`, { token: await token(uid) }), orderSchema);
const cancel = async (uid: string, code: string, body: unknown, key?: string) =>
  sendJson(backend, "POST", `${SITE}/users/current/orders/${code}/cancellation`, { token: await token(uid), body, headers: key ? { "Idempotency-Key": key } : {} });
const lines = (...pairs: [number, number][]) => ({ cancellationRequestEntryInputs: pairs.map(([orderEntryNumber, quantity]) => ({ orderEntryNumber, quantity })) });
const amend = async (uid: string, code: string, body: unknown, { key, dryRun = false }: { key?: string; dryRun?: boolean } = {}) =>
  sendJson(backend, "POST", `${SITE}/orgUsers/current/orders/${code}/amend${dryRun ? "?dryRun=true" : ""}`, {
    token: await token(uid),
    body,
    headers: key ? { "Idempotency-Key": key } : {},
  });
const cents = (price: { value: number }) => Math.round(price.value * 100);
async function expectError(response: Response, status: number, type: string, subject?: string) {
  expect(response.status).toBe(status);
  const { errors } = await parseJson(response, occErrorsSchema);
  expect(errors[0]?.type).toBe(type);
  if (subject !== undefined) expect(errors[0]?.subject).toBe(subject);
  return errors[0]?.message ?? "";
}
const stockOf = (code: string) => backend.db.prepare<[string], { n: number }>("SELECT stock_level AS n FROM variants WHERE code = ?").get(code)?.n ?? -1;

describe("cancellation: the order's facts", () => {
  it("counts only unshipped units as cancellable and flags the order", async () => {
    const order = await readOrder(CANCEL, codes.partial);
    expect(order.status).toBe("PROCESSING");
    expect(order.entries.map((entry) => [entry.quantity, entry.cancelledQuantity, entry.cancellableQuantity])).toEqual([
      [4, 0, 2],
      [3, 0, 3],
      [2, 0, 0],
    ]);
    expect(order.cancellable).toBe(true);
    expect(order.amendable).toBe(false);
    const shipped = await readOrder(CANCEL, codes.shipped);
    expect(shipped.cancellable).toBe(false);
    expect(shipped.entries[0]?.cancellableQuantity).toBe(0);
  });
});

describe("cancellation rules", () => {
  it("refuses nothing selected, over the max, shipped units, unknown and duplicate entries, and a bad body", async () => {
    await expectError(await cancel(CANCEL, codes.partial, lines()), 400, "ValidationError", "cancellationRequestEntryInputs");
    expect(await expectError(await cancel(CANCEL, codes.partial, lines([0, 3])), 400, "ValidationError", "cancellationRequestEntryInputs.0.quantity")).toMatch(
      /between 1 and 2/,
    );
    await expectError(await cancel(CANCEL, codes.partial, lines([2, 1])), 400, "ValidationError", "cancellationRequestEntryInputs.0.quantity");
    await expectError(await cancel(CANCEL, codes.partial, lines([9, 1])), 400, "ValidationError", "cancellationRequestEntryInputs.0.orderEntryNumber");
    await expectError(await cancel(CANCEL, codes.partial, lines([1, 1], [1, 1])), 400, "ValidationError", "cancellationRequestEntryInputs.1.orderEntryNumber");
    await expectError(await cancel(CANCEL, codes.partial, lines([1, 0])), 400, "ValidationError", "cancellationRequestEntryInputs.0.quantity");
    await expectError(await cancel(CANCEL, codes.partial, { ...lines([1, 1]), cancelReason: "BORED" }), 400, "ValidationError", "cancelReason");
    // Nothing changed.
    const order = await readOrder(CANCEL, codes.partial);
    expect(order.entries.map((entry) => entry.cancelledQuantity)).toEqual([0, 0, 0]);
  });

  it("refuses a fully shipped order and a cancelled one (IllegalStateError)", async () => {
    await expectError(await cancel(CANCEL, codes.shipped, lines([0, 1])), 400, "IllegalStateError");
    backend.db.prepare("UPDATE orders SET status = 'CANCELLED' WHERE code = ?").run(codes.keyboard);
    await expectError(await cancel(CANCEL, codes.keyboard, lines([1, 1])), 400, "IllegalStateError");
  });

  it("another user's order, or an unknown one, is 400 UnknownIdentifierError", async () => {
    await expectError(await cancel(CANCEL, otherCodes.partial, lines([1, 1])), 400, "UnknownIdentifierError");
    await expectError(await cancel(AMEND, codes.partial, lines([1, 1])), 400, "UnknownIdentifierError");
    await expectError(await cancel(CANCEL, "99999999", lines([1, 1])), 400, "UnknownIdentifierError");
  });
});

describe("cancelling", () => {
  it("cancels unshipped units: 200 empty body, totals recalculated, consignments reduced, stock back, a replay changes nothing", async () => {
    // Placement took stock for entry 1 (3 units); cancelling 2 gives 2 back.
    backend.db.prepare("UPDATE order_entries SET stock_taken = quantity WHERE entry_number = 1 AND order_id = ?").run(Number(codes.partial));
    const stockBefore = stockOf("CAP-CL-NAVY-SM");
    const before = await readOrder(CANCEL, codes.partial);
    const response = await cancel(CANCEL, codes.partial, { ...lines([0, 2], [1, 2]), cancelReason: "NO_LONGER_NEEDED" }, "cancel-key-0001");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    const after = await readOrder(CANCEL, codes.partial);
    expect(after.status).toBe("PROCESSING");
    expect(after.entries.map((entry) => [entry.cancelledQuantity, entry.cancellableQuantity])).toEqual([
      [2, 0],
      [2, 1],
      [0, 0],
    ]);
    expect(stockOf("CAP-CL-NAVY-SM")).toBe(stockBefore + 2);
    const unit = (n: number) => cents((before.entries[n] as unknown as { basePrice: { value: number } }).basePrice);
    const subtotal = unit(0) * 2 + unit(1) * 1 + unit(2) * 2;
    expect(cents(after.subTotal)).toBe(subtotal);
    const total = subtotal - cents(after.totalDiscounts) + cents(after.deliveryCost);
    expect(cents(after.totalPriceWithTax)).toBe(total + cents(after.totalTax));
    expect(cents(after.totalPriceWithTax)).toBeLessThan(cents(before.totalPriceWithTax));
    // The unshipped consignment now holds entry 1 × 1 only.
    const held = backend.db
      .prepare<[string], { entryNumber: number; quantity: number }>(
        "SELECT ce.entry_number AS entryNumber, ce.quantity FROM consignment_entries ce JOIN consignments c ON c.id = ce.consignment_id WHERE c.code = ? ORDER BY 1",
      )
      .all(`a${codes.partial}_2`);
    expect(held).toEqual([{ entryNumber: 1, quantity: 1 }]);
    const record = backend.db.prepare<[number], { reason: string; refund: number }>("SELECT reason, refund_cents AS refund FROM order_cancellations WHERE order_id = ?").get(Number(codes.partial));
    expect(record).toEqual({ reason: "NO_LONGER_NEEDED", refund: cents(before.totalPriceWithTax) - cents(after.totalPriceWithTax) });

    // The same key again: 200, nothing more cancelled, no second record, no more stock.
    expect((await cancel(CANCEL, codes.partial, { ...lines([0, 2], [1, 2]) }, "cancel-key-0001")).status).toBe(200);
    const replayed = await readOrder(CANCEL, codes.partial);
    expect(replayed.entries.map((entry) => entry.cancelledQuantity)).toEqual([2, 2, 0]);
    expect(stockOf("CAP-CL-NAVY-SM")).toBe(stockBefore + 2);
    expect(backend.db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM order_cancellations WHERE order_id = ?").get(Number(codes.partial))?.n).toBe(1);
  });

  it("cancelling every unit cancels the order (and its unshipped consignment); the totals are zero", async () => {
    const order = await readAmendOrder();
    await expect(cancel(AMEND, order.code, lines([0, 2], [1, 1]))).resolves.toHaveProperty("status", 200);
    const after = await readOrder(AMEND, order.code);
    expect(after.status).toBe("CANCELLED");
    expect(after.cancellable).toBe(false);
    expect(cents(after.totalPriceWithTax)).toBe(0);
    expect(backend.db.prepare<[string], { f: number | null }>("SELECT fulfilment_next_at AS f FROM orders WHERE code = ?").get(order.code)?.f).toBeNull();
    // Everything unshipped of the partial order: the PICKPACK consignment is cancelled, the order is not (2 + 2 shipped).
    expect((await cancel(CANCEL, codes.partial, lines([0, 2], [1, 3]))).status).toBe(200);
    expect((await readOrder(CANCEL, codes.partial)).status).toBe("PROCESSING");
    expect(backend.db.prepare<[string], { status: string }>("SELECT status FROM consignments WHERE code = ?").get(`a${codes.partial}_2`)?.status).toBe("CANCELLED");
  });
});

const readAmendOrder = () => readOrder(AMEND, codes.amend);

describe("amendment", () => {
  it("edit data: amendable, lines with their maxima, eligible products (searchable)", async () => {
    const response = await sendJson(backend, "GET", `${SITE}/orgUsers/current/orders/${codes.amend}/amendment?searchTerm=polo&pageSize=5`, { token: await token(AMEND) });
    const data = await parseJson(response, editSchema);
    expect(data.amendable).toBe(true);
    expect(data.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([
      ["POL-CL-NAVY-M", 2],
      ["CAP-CL-NAVY-SM", 1],
    ]);
    expect(data.entries[0]?.maxQuantity).toBeGreaterThan(2);
    expect(data.eligibleProducts.length).toBeGreaterThan(0);
    expect(data.eligibleProducts.length).toBeLessThanOrEqual(5);
    expect(data.eligibleProducts.every((product) => /polo/i.test(product.name) || /polo/i.test(product.code))).toBe(true);
    // The partly shipped order is not amendable; another user's order is unknown.
    const shipped = await parseJson(await sendJson(backend, "GET", `${SITE}/orgUsers/current/orders/${codes.partial}/amendment`, { token: await token(CANCEL) }), editSchema);
    expect(shipped.amendable).toBe(false);
    expect(shipped.eligibleProducts).toEqual([]);
    await expectError(await sendJson(backend, "GET", `${SITE}/orgUsers/current/orders/${otherCodes.amend}/amendment`, { token: await token(AMEND) }), 400, "UnknownIdentifierError");
  });

  it("dry run prices the change and writes nothing", async () => {
    const before = await readAmendOrder();
    const stock = stockOf("POL-CL-NAVY-M");
    const preview = await parseJson(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 3 }] }, { dryRun: true, key: "dry-run-key-1" }), amendAnswerSchema);
    expect(preview.dryRun).toBe(true);
    expect(preview.entries[0]?.quantity).toBe(3);
    expect(cents(preview.amendment.newTotal)).toBeGreaterThan(cents(before.totalPriceWithTax));
    expect(preview.amendment.requiresApproval).toBe(false);
    const after = await readAmendOrder();
    expect(after).toEqual(before);
    expect(stockOf("POL-CL-NAVY-M")).toBe(stock);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM order_amendments a JOIN orders o ON o.id = a.order_id WHERE o.code = ?").get(codes.amend)).toEqual({ n: 0 });
  });

  it("amends quantities and adds a product: totals, stock, amended date; a replay changes nothing", async () => {
    const stock = stockOf("POL-CL-NAVY-M");
    const body = { entries: [{ entryNumber: 0, quantity: 3 }, { entryNumber: 1, quantity: 0 }], additions: [{ code: "FLC-CL-NAVY-M", quantity: 1 }] };
    const answer = await parseJson(await amend(AMEND, codes.amend, body, { key: "amend-key-0001" }), amendAnswerSchema);
    expect(answer.status).toBe("CREATED");
    expect(answer.amendedDate).toBeDefined();
    expect(answer.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([
      ["POL-CL-NAVY-M", 3],
      ["FLC-CL-NAVY-M", 1],
    ]);
    expect(stockOf("POL-CL-NAVY-M")).toBe(stock - 1);
    const subtotal = answer.entries.reduce((sum, entry) => sum + cents((entry as unknown as { basePrice: { value: number } }).basePrice) * entry.quantity, 0);
    expect(cents(answer.subTotal)).toBe(subtotal);
    expect(cents(answer.amendment.newTotal)).toBe(cents(answer.totalPriceWithTax));
    const replay = await parseJson(await amend(AMEND, codes.amend, body, { key: "amend-key-0001" }), amendAnswerSchema);
    expect(replay.replayed).toBe(true);
    expect(replay.entries.length).toBe(2);
    expect(stockOf("POL-CL-NAVY-M")).toBe(stock - 1);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM order_amendments a JOIN orders o ON o.id = a.order_id WHERE o.code = ?").get(codes.amend)).toEqual({ n: 1 });
  });

  it("refuses: unknown or duplicate entry, over 999, over stock, removing every line, an ineligible or already ordered product", async () => {
    await expectError(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 7, quantity: 1 }] }), 400, "ValidationError", "entries.0.entryNumber");
    await expectError(
      await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 1 }, { entryNumber: 0, quantity: 2 }] }),
      400,
      "ValidationError",
      "entries.1.entryNumber",
    );
    await expectError(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 1000 }] }), 400, "ValidationError", "entries.0.quantity");
    backend.db.prepare("UPDATE variants SET stock_level = 1 WHERE code = 'POL-CL-NAVY-M'").run();
    expect(await expectError(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 4 }] }), 400, "ValidationError", "entries.0.quantity")).toMatch(/at most 3/);
    await expectError(
      await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 0 }, { entryNumber: 1, quantity: 0 }] }),
      400,
      "ValidationError",
      "entries.0.quantity",
    );
    await expectError(await amend(AMEND, codes.amend, { entries: [], additions: [{ code: "NOPE-1", quantity: 1 }] }), 400, "ValidationError", "additions.0.code");
    await expectError(await amend(AMEND, codes.amend, { entries: [], additions: [{ code: "POL-CL-NAVY-M", quantity: 1 }] }), 400, "ValidationError", "additions.0.code");
    expect((await readAmendOrder()).entries.map((entry) => entry.quantity)).toEqual([2, 1]);
  });

  it("an order in fulfilment or cancelled is not amendable; another user's order is UnknownIdentifierError", async () => {
    await expectError(await amend(CANCEL, codes.partial, { entries: [{ entryNumber: 1, quantity: 1 }] }), 400, "IllegalStateError");
    backend.db.prepare("UPDATE orders SET status = 'CANCELLED' WHERE code = ?").run(codes.amend);
    await expectError(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 1 }] }), 400, "IllegalStateError");
    // Not the owner and not an approver: the approver's amendment answers 403; an approver outside the tree, 400.
    expect((await amend(CANCEL, otherCodes.amend, { entries: [{ entryNumber: 0, quantity: 1 }] })).status).toBe(403);
    await expectError(await amend("approver-js@acme.example", otherCodes.amend, { entries: [{ entryNumber: 0, quantity: 1 }] }), 400, "UnknownIdentifierError");
  });

  it("above the buyer's purchase limit the order goes back to pending approval with a fresh approval record", async () => {
    const preview = await parseJson(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 20 }] }, { dryRun: true }), amendAnswerSchema);
    expect(preview.amendment.requiresApproval).toBe(true);
    expect((await readAmendOrder()).status).toBe("CREATED");
    const answer = await parseJson(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 20 }] }, { key: "amend-key-limit" }), amendAnswerSchema);
    expect(answer.status).toBe("PENDING_APPROVAL");
    expect(answer.amendment.heldForApproval).toBe(true);
    expect(answer.approval?.exceededLimit?.code).toBe("E2E-ORDER-AMEND-JS-ORDER-500");
    expect(answer.approval?.decision).toBeUndefined();
    // Still amendable while pending; back under the limit it stays pending for the approver.
    const lower = await parseJson(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 1 }] }), amendAnswerSchema);
    expect(lower.status).toBe("PENDING_APPROVAL");
    expect(lower.amendment.heldForApproval).toBe(false);
  });

  it("units the buyer cancelled while the order waits for approval are not charged when the approver amends it", async () => {
    await parseJson(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 20 }] }, { key: "amend-key-held" }), amendAnswerSchema);
    expect((await cancel(AMEND, codes.amend, lines([0, 5]), "cancel-while-held")).status).toBe(200);
    const held = await readOrder(AMEND, codes.amend);
    const unit = cents(z.object({ basePrice: priceSchema }).passthrough().parse(held.entries[0]).basePrice);
    expect(held.entries[0]).toMatchObject({ quantity: 20, cancelledQuantity: 5, cancellableQuantity: 15 });
    // The approver approves 18 of the 20 ordered: 13 are charged (5 of them were cancelled).
    const approver = "approver@acme.example";
    const response = await sendJson(backend, "POST", `${SITE}/orgUsers/current/orders/${codes.amend}/amend`, {
      token: await token(approver),
      body: { entries: [{ entryNumber: 0, quantity: 18 }] },
    });
    expect(response.status).toBe(200);
    const amended = await readOrder(AMEND, codes.amend);
    expect(cents(amended.subTotal)).toBe(cents(held.subTotal) - 2 * unit);
  });

  it("with BACKEND_EXTENSIONS=none the amendment calls are 404 UnknownResourceError; the stock cancellation stays", async () => {
    backend.close();
    backend = createTestBackend({ extensions: "none" });
    tokens.clear();
    await expectError(await amend(AMEND, codes.amend, { entries: [{ entryNumber: 0, quantity: 1 }] }), 404, "UnknownResourceError");
    await expectError(await sendJson(backend, "GET", `${SITE}/orgUsers/current/orders/${codes.amend}/amendment`, { token: await token(AMEND) }), 404, "UnknownResourceError");
    expect((await cancel(CANCEL, codes.partial, lines([1, 1]))).status).toBe(200);
  });
});
