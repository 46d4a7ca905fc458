import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/** Issue 25 (H4): saved cards, the account's card registration round trip and notification preferences. */

const paymentsSchema = z.object({
  payments: z.array(
    z.object({
      id: z.string(),
      cardType: z.object({ code: z.string(), name: z.string() }),
      cardNumber: z.string(),
      expiryMonth: z.string(),
      expiryYear: z.string(),
      defaultPayment: z.boolean(),
      saved: z.literal(true),
      billingAddress: z.object({ line1: z.string(), town: z.string() }),
    }),
  ),
});
const preferencesSchema = z.object({
  preferences: z.array(z.object({ channel: z.string(), value: z.string().optional(), enabled: z.boolean(), visible: z.boolean() }).strict()),
});
const requestSchema = z.object({ postUrl: z.string(), parameters: z.object({ entry: z.array(z.object({ key: z.string(), value: z.string() })) }) });

const BASE = "/occ/v2/corporate";
let backend: TestBackend;
let stock: TestBackend;

beforeAll(() => {
  backend = createTestBackend();
  stock = createTestBackend({ extensions: "none" });
});
afterAll(() => {
  backend.close();
  stock.close();
});

async function cards(token: string, path = "orgUsers/current/payments") {
  const response = await sendJson(backend, "GET", `${BASE}/${path}`, { token });
  expect(response.status).toBe(200);
  return (await parseJson(response, paymentsSchema)).payments;
}

describe("saved cards", () => {
  it("lists the user's own cards, default first, under the extension and the stock path alike", async () => {
    const { access_token: token } = await login(backend, "billing-js@acme.example");
    const list = await cards(token);
    expect(list.map((card) => [card.cardType.code, card.cardNumber.slice(-4), card.defaultPayment])).toEqual([
      ["visa", "1111", true],
      ["amex", "0005", false],
      ["master", "4444", false],
    ]);
    expect(await cards(token, "users/current/paymentdetails?saved=true")).toEqual(list);
  });

  it("answers the extension with 404 UnknownResourceError on a stock backend, and the stock path there", async () => {
    const { access_token: token } = await login(stock, "buyer@acme.example");
    const extension = await sendJson(stock, "GET", `${BASE}/orgUsers/current/payments`, { token });
    expect(extension.status).toBe(404);
    expect((await parseJson(extension, occErrorsSchema)).errors[0]?.type).toBe("UnknownResourceError");
    const fallback = await sendJson(stock, "GET", `${BASE}/users/current/paymentdetails`, { token });
    expect(fallback.status).toBe(200);
  });

  it("sets the default (empty 200) and keeps exactly one", async () => {
    const { access_token: token } = await login(backend, "billing-nojs@acme.example");
    const [, second] = await cards(token);
    const response = await sendJson(backend, "PATCH", `${BASE}/users/current/paymentdetails/${second!.id}`, { token, body: { billingAddress: { titleCode: "mr" }, defaultPayment: true } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    const after = await cards(token);
    expect(after[0]?.id).toBe(second!.id);
    expect(after.filter((card) => card.defaultPayment)).toHaveLength(1);
  });

  it("deletes a card out of the wallet and makes the newest remaining card the default when the default goes", async () => {
    const { access_token: token } = await login(backend, "billing-add-js@acme.example");
    expect(await cards(token)).toEqual([]);
    const { access_token: other } = await login(backend, "billing-js@acme.example");
    const before = await cards(other);
    const deleted = await sendJson(backend, "DELETE", `${BASE}/users/current/paymentdetails/${before[0]!.id}`, { token: other });
    expect(deleted.status).toBe(200);
    const after = await cards(other);
    expect(after.map((card) => card.id)).toEqual(before.slice(1).map((card) => card.id));
    expect(after[0]?.defaultPayment).toBe(true);
    // Deleting it again: unknown (SAP's 400 UnknownIdentifierError).
    const again = await sendJson(backend, "DELETE", `${BASE}/users/current/paymentdetails/${before[0]!.id}`, { token: other });
    expect(again.status).toBe(400);
    expect((await parseJson(again, occErrorsSchema)).errors[0]?.type).toBe("UnknownIdentifierError");
  });

  it("refuses another user's card (400 UnknownIdentifierError) and another user's path (403), changing nothing", async () => {
    const { access_token: mine } = await login(backend, "buyer@acme.example");
    const { access_token: theirs } = await login(backend, "wearer@acme.example");
    const [card] = await cards(theirs);
    for (const method of ["PATCH", "DELETE", "GET"] as const) {
      const response = await sendJson(backend, method, `${BASE}/users/current/paymentdetails/${card!.id}`, { token: mine, ...(method === "PATCH" ? { body: { defaultPayment: true } } : {}) });
      expect(response.status).toBe(400);
    }
    const path = await sendJson(backend, "GET", `${BASE}/users/wearer@acme.example/paymentdetails`, { token: mine });
    expect(path.status).toBe(403);
    expect(await cards(theirs)).toHaveLength(2);
  });
});

describe("adding a card from the account", () => {
  async function register(token: string) {
    const response = await sendJson(backend, "POST", `${BASE}/orgUsers/current/payments/digitalPayments/request`, { token });
    expect(response.status).toBe(200);
    const body = await parseJson(response, requestSchema);
    const value = (key: string) => body.parameters.entry.find((entry) => entry.key === key)?.value ?? "";
    return { sid: value("session_id"), sign: value("signature") };
  }
  const card = (fields: Record<string, string>) => backend.app.request("/hosted-payment/register", { method: "POST", body: new URLSearchParams(fields) });
  const billing = { billingAddress: "true", country: "AU", firstName: "Addie", lastName: "Cards", line1: "1 Pitt Street", town: "Sydney", region: "NSW", postalCode: "2000" };

  it("returns to the Billing page and saves the card as the first (default) card, once", async () => {
    const { access_token: token } = await login(backend, "billing-add-nojs@acme.example");
    const { sid, sign } = await register(token);
    const approved = await card({ session_id: sid, signature: sign, action: "approve", cardNumber: "4111 1111 1111 1111", expiry: "12/30", nameOnCard: "Adam Cards" });
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`http://corporate.test/my-account/payment-details?paymentStatus=ACCEPTED&sid=${encodeURIComponent(sid)}`);

    const query = new URLSearchParams({ sid, sign, ...billing }).toString();
    const saved = await sendJson(backend, "POST", `${BASE}/orgUsers/current/payments/digitalPayments/response?${query}`, { token });
    expect(saved.status).toBe(201);
    const list = await cards(token);
    expect(list.map((entry) => [entry.cardNumber.slice(-4), entry.defaultPayment, entry.billingAddress.line1])).toEqual([["1111", true, "1 Pitt Street"]]);

    const twice = await sendJson(backend, "POST", `${BASE}/orgUsers/current/payments/digitalPayments/response?${query}`, { token });
    expect(twice.status).toBe(400);
    expect((await parseJson(twice, occErrorsSchema)).errors[0]).toMatchObject({ type: "PaymentError", reason: "used" });
  });

  it("needs the billing address, and a checkout session is not an account one (nor the other way round)", async () => {
    const { access_token: token } = await login(backend, "billing-add-js@acme.example");
    const { sid, sign } = await register(token);
    const without = await sendJson(backend, "POST", `${BASE}/orgUsers/current/payments/digitalPayments/response?${new URLSearchParams({ sid, sign }).toString()}`, { token });
    expect(without.status).toBe(400);
    const notAccepted = await sendJson(backend, "POST", `${BASE}/orgUsers/current/payments/digitalPayments/response?${new URLSearchParams({ sid, sign, ...billing }).toString()}`, { token });
    expect((await parseJson(notAccepted, occErrorsSchema)).errors[0]).toMatchObject({ type: "PaymentError", reason: "notAccepted" });
    const { access_token: someoneElse } = await login(backend, "buyer@acme.example");
    const stolen = await sendJson(backend, "POST", `${BASE}/orgUsers/current/payments/digitalPayments/response?${new URLSearchParams({ sid, sign, ...billing }).toString()}`, { token: someoneElse });
    expect((await parseJson(stolen, occErrorsSchema)).errors[0]).toMatchObject({ type: "PaymentError", reason: "invalidSession" });
    const cancelled = await card({ session_id: sid, signature: sign, action: "cancel" });
    expect(cancelled.headers.get("location")).toContain("/my-account/payment-details?paymentStatus=CANCELLED");
  });
});

describe("notification preferences", () => {
  async function preferences(token: string) {
    const response = await sendJson(backend, "GET", `${BASE}/users/current/notificationpreferences`, { token });
    expect(response.status).toBe(200);
    return (await parseJson(response, preferencesSchema)).preferences;
  }

  it("shows e-mail and, with a mobile number, SMS; a PATCH (empty 200) is read back", async () => {
    const { access_token: token } = await login(backend, "notify-js@acme.example");
    expect(await preferences(token)).toEqual([
      { channel: "EMAIL", value: "notify-js@acme.example", enabled: true, visible: true },
      { channel: "SMS", value: "+61400002501", enabled: false, visible: true },
    ]);
    const response = await sendJson(backend, "PATCH", `${BASE}/users/current/notificationpreferences`, { token, body: { preferences: [{ channel: "SMS", enabled: true }, { channel: "EMAIL", enabled: false }] } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect((await preferences(token)).map((pref) => [pref.channel, pref.enabled])).toEqual([
      ["EMAIL", false],
      ["SMS", true],
    ]);
  });

  it("hides SMS without a mobile number and refuses to turn it on (400, nothing written)", async () => {
    // An e2e account seeded without a mobile number (every demo account has one since issue 25's profiles).
    const { access_token: token } = await login(backend, "login-security-nojs@acme.example");
    const before = await preferences(token);
    expect(before.find((pref) => pref.channel === "SMS")).toEqual({ channel: "SMS", enabled: false, visible: false });
    const response = await sendJson(backend, "PATCH", `${BASE}/users/current/notificationpreferences`, { token, body: { preferences: [{ channel: "EMAIL", enabled: false }, { channel: "SMS", enabled: true }] } });
    expect(response.status).toBe(400);
    expect(await preferences(token)).toEqual(before);
    const bad = await sendJson(backend, "PATCH", `${BASE}/users/current/notificationpreferences`, { token, body: { preferences: [{ channel: "FAX", enabled: true }] } });
    expect(bad.status).toBe(400);
  });
});
