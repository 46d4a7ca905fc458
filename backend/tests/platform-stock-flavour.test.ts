import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, get, login, occErrorsSchema, parseJson, readJson, sendJson, type TestBackend } from "./helpers";

/**
 * Issue 22: BACKEND_EXTENSIONS=none serves only what a stock SAP Commerce 2211 B2B serves. This customer's extensions
 * of the platform group (users, sign-in, products, search, onboarding, proxy, registration, punch-out, packs, purchase
 * orders) answer 404 UnknownResourceError; the stock calls answer in SAP's shapes.
 */
let stock: TestBackend;
let full: TestBackend;
let stockToken: string;
let fullToken: string;
beforeAll(async () => {
  stock = createTestBackend({ extensions: "none" });
  full = createTestBackend({ extensions: "all" });
  stockToken = (await login(stock, "buyer@acme.example")).access_token;
  fullToken = (await login(full, "buyer@acme.example")).access_token;
});
afterAll(() => {
  stock.close();
  full.close();
});

const EXTENSIONS: [method: string, path: string][] = [
  ["GET", "/occ/v2/corporate/product/SHT-MT?userId=current"],
  ["GET", "/occ/v2/corporate/search/global?search=shirt"],
  ["GET", "/occ/v2/corporate/search/autocomplete?term=shi"],
  ["GET", "/occ/v2/corporate/catalogs/categories"],
  ["GET", "/occ/v2/corporate/orgUsers/current/loginUserCheck"],
  ["GET", "/occ/v2/corporate/orgUsers/current/ssoUrl"],
  ["GET", "/occ/v2/corporate/orgUsers/current/identityRegistration"],
  ["POST", "/occ/v2/corporate/orgUsers/current/identityRegistration"],
  ["PATCH", "/occ/v2/corporate/orgUsers/current/onboarding"],
  ["GET", "/occ/v2/corporate/orgUsers/current/proxy"],
  ["GET", "/occ/v2/corporate/orgUsers/current/proxy/wearers"],
  ["POST", "/occ/v2/corporate/orgUsers/current/proxy"],
  ["DELETE", "/occ/v2/corporate/orgUsers/current/proxy"],
  ["POST", "/occ/v2/corporate/registration/validateCode"],
  ["GET", "/occ/v2/corporate/validateEmployeeEmail?emailAddress=a%40b.example"],
  ["GET", "/occ/v2/corporate/validateEmployeeMobile?empMobile=0400000000"],
  ["GET", "/occ/v2/corporate/validateEmployeeCode?empCode=E1"],
  ["POST", "/occ/v2/corporate/registrations"],
  ["GET", "/occ/v2/corporate/punchout/sessions/abc"],
  ["POST", "/occ/v2/corporate/orgUsers/current/carts/1/punchout/requisition"],
  ["GET", "/occ/v2/corporate/orgUsers/current/packs"],
  ["GET", "/occ/v2/corporate/users/current/packs"],
  ["PUT", "/occ/v2/corporate/orgUsers/current/allocations/P1"],
  ["POST", "/occ/v2/corporate/orgUsers/current/carts/1/add/takenEntries"],
  ["GET", "/occ/v2/corporate/orgUsers/current/wwgPurchaseOrders/filters"],
  ["POST", "/occ/v2/corporate/orgUsers/current/wwgPurchaseOrders/getPurchaseOrdersList"],
  ["GET", "/occ/v2/corporate/orgUsers/current/businessunits?searchTerm=a"],
  ["GET", "/occ/v2/corporate/orgUsers/current/returnReasons"],
  ["POST", "/occ/v2/corporate/orgUsers/current/orderReturns/price"],
];

describe("BACKEND_EXTENSIONS=none: this customer's extensions are unknown resources", () => {
  it.each(EXTENSIONS)("%s %s answers 404 UnknownResourceError", async (method, path) => {
    const response = await sendJson(stock, method, path, { token: stockToken, ...(method === "GET" || method === "DELETE" ? {} : { body: {} }) });
    expect(response.status).toBe(404);
    const body = await parseJson(response, occErrorsSchema);
    expect(body.errors[0]).toMatchObject({ type: "UnknownResourceError" });
  });

  it.each(EXTENSIONS.filter(([method]) => method === "GET"))("%s %s is served with extensions on", async (_method, path) => {
    const response = await get(full, path, fullToken);
    expect(response.status).not.toBe(404);
  });
});

const StockB2BUserSchema = z
  .object({
    uid: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayUid: z.string(),
    active: z.boolean(),
    roles: z.array(z.string()),
    orgUnit: z.object({ uid: z.string(), name: z.string(), active: z.boolean() }).strict(),
    currency: z.object({ isocode: z.string() }).passthrough(),
  })
  .passthrough();

describe("GET orgUsers/current with extensions off: SAP's B2BUserWsDTO", () => {
  it("has the roles and the unit, and none of this customer's fields", async () => {
    const response = await get(stock, "/occ/v2/corporate/orgUsers/current", stockToken);
    expect(response.status).toBe(200);
    const user = await parseJson(response, StockB2BUserSchema);
    expect(user).toMatchObject({ uid: "buyer@acme.example", firstName: "Bella", displayUid: "buyer@acme.example", active: true });
    expect(user.roles.length).toBeGreaterThan(0);
    for (const field of ["groups", "priceEnabled", "enableTaken", "isFirstLogin", "showLoginPreferencePage", "showCDCRegistrationPage", "wearerId", "indentMode", "preferredName"]) {
      expect(user, field).not.toHaveProperty(field);
    }
  });

  it("keeps this customer's fields with extensions on", async () => {
    const user = await readJson(await get(full, "/occ/v2/corporate/orgUsers/current", fullToken));
    expect(user).toHaveProperty("groups");
    expect(user).toHaveProperty("priceEnabled", true);
  });
});

describe("stock product calls (both flavours)", () => {
  it.each([
    ["none", () => stock, () => stockToken],
    ["all", () => full, () => fullToken],
  ] as const)("products/{code}?fields=FULL and products/suggestions?term=&max= (extensions %s)", async (_name, backend, token) => {
    const product = await get(backend(), "/occ/v2/corporate/products/SHT-MT?fields=FULL", token());
    expect(product.status).toBe(200);
    expect(await readJson(product)).toMatchObject({ code: "SHT-MT", name: "Metro Business Shirt" });

    const unknown = await get(backend(), "/occ/v2/corporate/products/NOPE-1?fields=FULL", token());
    expect(unknown.status).toBe(400);
    expect((await parseJson(unknown, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");

    const suggestions = await get(backend(), "/occ/v2/corporate/products/suggestions?term=shi&max=3");
    expect(suggestions.status).toBe(200);
    const body = await parseJson(suggestions, z.object({ suggestions: z.array(z.object({ value: z.string() }).strict()) }).strict());
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);

    const search = await get(backend(), "/occ/v2/corporate/products/search?query=shirt&fields=FULL", token());
    expect(search.status).toBe(200);
  });

  it("products/suggestions needs a term", async () => {
    expect((await get(stock, "/occ/v2/corporate/products/suggestions?max=3")).status).toBe(400);
  });
});

describe("media URLs with SAP's ?context= query", () => {
  it("are served the same with and without the context (the backend ignores it)", async () => {
    const plain = await stock.app.request("/medias/product/polo/navy.svg");
    const withContext = await stock.app.request("/medias/product/polo/navy.svg?context=bWFzdGVyfGltYWdlc3wxMjM0NXxpbWFnZS9zdmcreG1s");
    expect(withContext.status).toBe(200);
    expect(withContext.headers.get("content-type")).toBe("image/svg+xml");
    expect(await withContext.text()).toBe(await plain.text());
  });
});
