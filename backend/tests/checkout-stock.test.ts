import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/**
 * Issue 22: checkout against the reference backend with BACKEND_EXTENSIONS=none — only the calls stock SAP Commerce
 * 2211 B2B serves, in its shapes (request parameters, empty bodies). This customer's extensions answer 404
 * UnknownResourceError; a buyer still checks out with ACCOUNT payment, a PO number and a cost centre and places the
 * order (backend/src/routes/checkout.ts; docs/occ-api.md "Checkout details").
 */

let backend: TestBackend;
let buyer: string; // buyer@acme.example — acme-au: account payment, cost centres

const BASE = "/occ/v2/corporate";
const CART = `${BASE}/users/current/carts/current`;
const ORG_CART = `${BASE}/orgUsers/current/carts/current`;

const request = (method: string, url: string, token?: string, body?: unknown) => sendJson(backend, method, url, { token, body });
const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;
const cartSchema = z.object({
  code: z.string(),
  paymentType: z.object({ code: z.string() }).optional(),
  purchaseOrderNumber: z.string().optional(),
  costCenter: z.object({ code: z.string() }).optional(),
});

function inStockVariant(): string {
  const row = backend.db
    .prepare<[], { code: string }>(
      `SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code
       WHERE p.product_type = 'S' AND v.stock_level > 50 ORDER BY p.position, v.position LIMIT 1`,
    )
    .get();
  if (!row) throw new Error("no variant in stock");
  return row.code;
}

beforeAll(async () => {
  backend = createTestBackend({ extensions: "none" });
  buyer = (await login(backend, "buyer@acme.example")).access_token;
  await request("POST", `${BASE}/users/current/carts`, buyer);
  const added = await request("POST", `${BASE}/orgUsers/current/carts/current/entries?code=${encodeURIComponent(inStockVariant())}&quantity=1`, buyer);
  expect(added.status).toBe(200);
});
afterAll(() => backend.close());

describe("BACKEND_EXTENSIONS=none: this customer's checkout extensions answer like stock SAP", () => {
  it.each([
    ["GET", `${BASE}/orgUsers/current/checkout/enablement`],
    ["GET", `${BASE}/orgUsers/current/addresses/wwgAddresses`],
    ["GET", `${BASE}/urgentreasons`],
    ["PUT", `${ORG_CART}/review`],
  ])("%s %s → 404 UnknownResourceError", async (method, url) => {
    const response = await request(method, url, buyer, method === "PUT" ? { purchaseOrderNumber: "PO-1" } : undefined);
    expect(response.status).toBe(404);
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ type: "UnknownResourceError" })]);
  });

  it.each([
    ["PUT", `${ORG_CART}/paymenttype?paymentType=ACCOUNT`],
    ["PUT", `${ORG_CART}/costcenter?costCenterId=ACME-OPS`],
    ["GET", `${ORG_CART}/deliverymodes`],
    ["PUT", `${ORG_CART}/deliverymode?deliveryModeId=standard`],
    ["POST", `${ORG_CART}/payment/digitalPayments/request`],
  ])("SAP has no %s %s under orgUsers: 404", async (method, url) => {
    expect((await request(method, url, buyer)).status).toBe(404);
  });
});

describe("stock calls: request parameters, not JSON", () => {
  it.each([
    ["costcenter", "costCenterId", { costCenterId: "ACME-OPS" }],
    ["paymenttype", "paymentType", { paymentType: "ACCOUNT" }],
    ["deliverymode", "deliveryModeId", { deliveryModeId: "standard" }],
    ["addresses/delivery", "addressId", { addressId: "1" }],
  ])("PUT …/%s without ?%s (even with a JSON body) is 400 ValidationError on the parameter", async (path, parameter, body) => {
    const response = await request("PUT", `${CART}/${path}`, buyer, body);
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: parameter, subjectType: "parameter", reason: "missing" });
  });

  it("an unknown cost centre is 400 on costCenterId", async () => {
    const response = await request("PUT", `${CART}/costcenter?costCenterId=NOPE`, buyer);
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toMatchObject({ type: "ValidationError", subject: "costCenterId" });
  });
});

describe("a buyer checks out with account payment and a cost centre through stock calls only", () => {
  it("payment type + PO number, cost centre, address, mode, then places the order", async () => {
    const paid = await request("PUT", `${CART}/paymenttype?paymentType=ACCOUNT&purchaseOrderNumber=PO-STOCK-1`, buyer);
    expect(paid.status).toBe(200);
    expect(await parseJson(paid, cartSchema)).toMatchObject({ paymentType: { code: "ACCOUNT" }, purchaseOrderNumber: "PO-STOCK-1" });

    const costCenters = await parseJson(
      await get(backend, `${BASE}/costcenters?fields=DEFAULT,unit(BASIC,addresses(DEFAULT))`, buyer),
      z.object({ costCenters: z.array(z.object({ code: z.string(), active: z.string(), activeFlag: z.boolean() })) }),
    );
    const costCenter = costCenters.costCenters[0]!.code;
    const centred = await request("PUT", `${CART}/costcenter?costCenterId=${costCenter}`, buyer);
    expect(centred.status).toBe(200);
    expect(await parseJson(centred, cartSchema)).toMatchObject({ costCenter: { code: costCenter }, purchaseOrderNumber: "PO-STOCK-1" });

    // Stock address book (AddressListWsDTO); SAP's B2B set-delivery-address under orgUsers answers an empty 200.
    const book = await parseJson(await get(backend, `${BASE}/users/current/addresses`, buyer), z.object({ addresses: z.array(z.object({ id: z.string(), line1: z.string() })) }));
    expect(book.addresses.length).toBeGreaterThan(0);
    const address = await request("PUT", `${ORG_CART}/addresses/delivery?addressId=${book.addresses[0]!.id}`, buyer);
    expect(address.status).toBe(200);
    expect(await address.text()).toBe("");

    const modes = await parseJson(await get(backend, `${CART}/deliverymodes`, buyer), z.object({ deliveryModes: z.array(z.object({ code: z.string() })) }));
    const mode = await request("PUT", `${CART}/deliverymode?deliveryModeId=${modes.deliveryModes[0]!.code}`, buyer);
    expect(mode.status).toBe(200);
    expect(await mode.text()).toBe("");

    // The checkout-details read (Spartacus B2B getCheckoutDetails) shows what was set.
    const details = await parseJson(
      await get(backend, `${CART}?fields=deliveryAddress(FULL),deliveryMode(FULL),paymentInfo(FULL),costCenter(FULL),purchaseOrderNumber,paymentType(FULL)`, buyer),
      cartSchema.extend({ deliveryAddress: z.object({ id: z.string() }), deliveryMode: z.object({ code: z.string() }) }),
    );
    expect(details).toMatchObject({ paymentType: { code: "ACCOUNT" }, costCenter: { code: costCenter }, purchaseOrderNumber: "PO-STOCK-1" });

    const placed = await request("POST", `${BASE}/orgUsers/current/orders?cartId=${details.code}&termsChecked=true&fields=FULL`, buyer);
    expect(placed.status).toBe(201);
    const order = await parseJson(placed, z.object({ code: z.string(), purchaseOrderNumber: z.string().optional(), costCenter: z.object({ code: z.string() }).optional() }));
    expect(order.purchaseOrderNumber).toBe("PO-STOCK-1");
    expect(order.costCenter?.code).toBe(costCenter);
  });
});
