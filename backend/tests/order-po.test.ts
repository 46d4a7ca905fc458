import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/**
 * The PO number of a placed order (issue 23, H4; spec part 2 §7 `PATCH`/`DELETE order/{orderId}/purchase-order?poNumber=`;
 * docs/replenishments-and-po-numbers.md): this customer's extension, every rule of stores/order-po.ts.
 */

const path = (code: string, poNumber?: string) =>
  `/occ/v2/corporate/orgUsers/current/order/${code}/purchase-order${poNumber === undefined ? "" : `?poNumber=${encodeURIComponent(poNumber)}`}`;
const orderSchema = z.object({ code: z.string(), status: z.string(), purchaseOrderNumber: z.string().optional() }).passthrough();

describe("PO number of a placed order", () => {
  let backend: TestBackend;
  let owner: string;
  let other: string;

  beforeAll(async () => {
    backend = createTestBackend();
    owner = (await login(backend, "order-po-js@acme.example")).access_token;
    other = (await login(backend, "buyer@acme.example")).access_token;
  });
  afterAll(() => backend.close());

  const stored = (id: number) => backend.db.prepare<[number], { poNumber: string | null }>("SELECT po_number AS poNumber FROM orders WHERE id = ?").get(id)?.poNumber;
  const errorOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors[0];

  it("sets the PO number and answers the Order; the same number again changes nothing", async () => {
    const response = await sendJson(backend, "PATCH", path("28000401", " PO 7/2026-A "), { token: owner });
    expect(response.status).toBe(200);
    expect(await parseJson(response, orderSchema)).toMatchObject({ code: "28000401", purchaseOrderNumber: "PO 7/2026-A" });
    expect(stored(28000401)).toBe("PO 7/2026-A");
    const again = await sendJson(backend, "PATCH", path("28000401", "PO 7/2026-A"), { token: owner });
    expect(again.status).toBe(200);
    expect(stored(28000401)).toBe("PO 7/2026-A");
  });

  it("refuses a number outside checkout's rule, or none, with 400 ValidationError on poNumber", async () => {
    for (const bad of ["PO*1", "", " ", "A".repeat(36), "PO<script>"]) {
      const response = await sendJson(backend, "PATCH", path("28000401", bad), { token: owner });
      expect(response.status, bad).toBe(400);
      expect(await errorOf(response)).toMatchObject({ type: "ValidationError", subject: "poNumber" });
    }
    const missing = await sendJson(backend, "PATCH", path("28000401"), { token: owner });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ type: "ValidationError", subject: "poNumber", reason: "missing" });
    expect(stored(28000401)).toBe("PO 7/2026-A");
  });

  it("removes only the current number: another number is 409, a second remove is 409", async () => {
    const wrong = await sendJson(backend, "DELETE", path("28000401", "PO-OTHER"), { token: owner });
    expect(wrong.status).toBe(409);
    expect(await errorOf(wrong)).toMatchObject({ type: "IllegalStateError", subject: "poNumber" });
    expect(stored(28000401)).toBe("PO 7/2026-A");
    const removed = await sendJson(backend, "DELETE", path("28000401", "PO 7/2026-A"), { token: owner });
    expect(removed.status).toBe(200);
    expect((await parseJson(removed, orderSchema)).purchaseOrderNumber).toBeUndefined();
    expect(stored(28000401)).toBeNull();
    const twice = await sendJson(backend, "DELETE", path("28000401", "PO 7/2026-A"), { token: owner });
    expect(twice.status).toBe(409);
  });

  it("answers another user's order (and an unknown one) with 400 UnknownIdentifierError", async () => {
    for (const response of [
      await sendJson(backend, "PATCH", path("28000401", "PO-X"), { token: other }),
      await sendJson(backend, "DELETE", path("28000402", "PO-E2E-NOJS-1"), { token: other }),
      await sendJson(backend, "PATCH", path("99999999", "PO-X"), { token: owner }),
    ]) {
      expect(response.status).toBe(400);
      expect((await errorOf(response))?.type).toBe("UnknownIdentifierError");
    }
    expect(stored(28000402)).toBe("PO-E2E-NOJS-1");
    expect((await sendJson(backend, "PATCH", path("28000401", "PO-X"))).status).toBe(401);
  });

  it("refuses where the order's unit does not enable PO numbers", async () => {
    backend.db.prepare("UPDATE orders SET org_unit = 'kiwi-nz' WHERE id = 28000401").run();
    const response = await sendJson(backend, "PATCH", path("28000401", "PO-KIWI"), { token: owner });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: "ValidationError", subject: "poNumber", message: "PO numbers are not enabled for this order's unit" });
    backend.db.prepare("UPDATE orders SET org_unit = 'acme-au' WHERE id = 28000401").run();
    expect(stored(28000401)).toBeNull();
  });

  it("refuses a cancelled order", async () => {
    backend.db.prepare("UPDATE orders SET status = 'CANCELLED' WHERE id = 28000401").run();
    for (const response of [
      await sendJson(backend, "PATCH", path("28000401", "PO-LATE"), { token: owner }),
      await sendJson(backend, "DELETE", path("28000401", "PO-LATE"), { token: owner }),
    ]) {
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ type: "IllegalStateError", subject: "orderId" });
    }
    expect(stored(28000401)).toBeNull();
  });
});

describe("PO number with BACKEND_EXTENSIONS=none", () => {
  it("is an unknown resource (stock SAP has no such call)", async () => {
    const backend = createTestBackend({ extensions: "none" });
    try {
      const token = (await login(backend, "order-po-nojs@acme.example")).access_token;
      const response = await sendJson(backend, "PATCH", path("28000402", "PO-STOCK"), { token });
      expect(response.status).toBe(404);
      expect((await errorOf404(response))?.type).toBe("UnknownResourceError");
    } finally {
      backend.close();
    }
  });
});

const errorOf404 = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors[0];
