import { type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { type SessionData } from "~/lib/session.server";
import { action, loader } from "~/routes/checkout.payment-details";
import { OCC_BASE_URL, OCC_ORIGIN, occError, recordRequest, type RecordedRequest, tokenEndpoint } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { callRoute, committedSession, routeArgs, routeRequest } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();
beforeEach(() => resetAppTokenForTests());

const PAGE = "http://store.test/checkout/payment-details";
const CART_URL = `${OCC_BASE_URL}/corporate/users/current/carts/current`;
const GUEST_GUID = "6f1c2b9e-0000-4000-8000-000000000001";
const GUEST_CART_URL = `${OCC_BASE_URL}/corporate/users/anonymous/carts/${GUEST_GUID}`;

const address = { id: "1", firstName: "Acme", lastName: "Receiving", line1: "Level 3, 120 Collins Street", town: "Melbourne", region: { isocode: "AU-VIC", isocodeShort: "VIC", name: "Victoria" }, postalCode: "3000", country: { isocode: "AU", name: "Australia" } };

function cartJson(overrides: Record<string, unknown> = {}) {
  return {
    code: "00000042",
    guid: "guid-42",
    entries: [{ entryNumber: 0, quantity: 1, product: { code: "POL-CL-NAVY-M", name: "Classic Polo" } }],
    checkoutReviewed: true,
    deliveryAddress: address,
    deliveryMode: { code: "standard", name: "Standard delivery" },
    costCenter: { code: "ACME-OPS", name: "Operations" },
    purchaseOrderNumber: "PO-77",
    ...overrides,
  };
}

const paymentTypes = (codes: string[]) => HttpResponse.json({ paymentTypes: codes.map((code) => ({ code, displayName: code })) });

function backend({ cart = cartJson(), types = ["ACCOUNT", "CARD"], cartUrl = CART_URL }: { cart?: Record<string, unknown>; types?: string[]; cartUrl?: string } = {}) {
  const calls: RecordedRequest[] = [];
  const record = async (request: Request) => {
    calls.push(await recordRequest(request));
  };
  server.use(
    http.get(cartUrl, async ({ request }) => {
      await record(request);
      return HttpResponse.json(cart);
    }),
    http.get(`${OCC_BASE_URL}/corporate/paymenttypes`, async ({ request }) => {
      await record(request);
      return paymentTypes(types);
    }),
    // This customer's enablement extension (the signed-in user's and a guest's cart's).
    http.get(/\/checkout\/enablement$/, () =>
      HttpResponse.json({ costCenterEnabled: true, poNumberEnabled: true, alternateAddressEnabled: true, urgentOrderEnabled: false, accountPaymentEnabled: types.includes("ACCOUNT") }),
    ),
    http.get(`${OCC_BASE_URL}/corporate/countries`, () => HttpResponse.json({ countries: [{ isocode: "AU", name: "Australia" }, { isocode: "NZ", name: "New Zealand" }] })),
    http.get(`${OCC_BASE_URL}/corporate/countries/:iso/regions`, ({ params }) =>
      HttpResponse.json({ regions: params.iso === "AU" ? [{ isocode: "AU-VIC", isocodeShort: "VIC", name: "Victoria" }] : [{ isocode: "NZ-AUK", isocodeShort: "AUK", name: "Auckland" }] }),
    ),
  );
  return calls;
}

const OPEN = { sessionId: "sess-1", signature: "sig-1", cartId: "00000042" };

async function load(url: string, data: Partial<SessionData> = signedInData()) {
  return loader(routeArgs(await routeRequest(url, undefined, { session: data, csrf: false })));
}

async function post(fields: Record<string, string>, { url = PAGE, data = signedInData() }: { url?: string; data?: Partial<SessionData> } = {}) {
  const { result, context } = await callRoute(action, url, { fields, session: data });
  const outcome = result instanceof Response ? { value: null, thrown: result } : { value: result, thrown: null as Response | null };
  return { ...outcome, session: async () => (await committedSession(context)).session, sessionChanged: () => context.responseHooks.has("session") };
}

/** An invalid submission's answer: its status (400) and its SubmissionResult's errors. */
function refusal(value: unknown) {
  const answer = value as { data: SubmissionResult<string[]>; init: { status?: number } | null };
  return { status: answer.init?.status, error: answer.data.error };
}

describe("payment details loader", () => {
  it("'Checkout conditions not met' without a user or guest cart", async () => {
    expect(await load(PAGE, {})).toEqual({ state: "conditionsNotMet" });
  });

  it("redirects back to the first incomplete earlier step", async () => {
    backend({ cart: cartJson({ deliveryMode: undefined }) });
    const response = await thrownResponse(load(PAGE));
    expect(response.headers.get("Location")).toBe("/checkout/delivery-mode");
  });

  it("no payment yet: the choice with the backend's payment types and the cart's cost centre and PO number", async () => {
    const calls = backend();
    const data = await load(PAGE);
    expect(data).toMatchObject({
      state: "ready",
      view: { kind: "choose", warning: false },
      paymentTypes: ["ACCOUNT", "CARD"],
      selected: null,
      account: { costCentre: "Operations (ACME-OPS)", purchaseOrderNumber: "PO-77" },
      billing: null,
      placeOrder: null,
    });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(expect.arrayContaining(["/occ/v2/corporate/users/current/carts/current", "/occ/v2/corporate/paymenttypes"]));
  });

  it("a cancelled return: the choice with the warning", async () => {
    backend();
    expect(await load(`${PAGE}?paymentStatus=CANCELLED&sid=sess-1`, signedInData({ digitalPayment: OPEN }))).toMatchObject({ view: { kind: "choose", warning: true } });
  });

  it("an accepted return of the open registration: the billing view with countries, regions and the delivery address", async () => {
    backend();
    const data = await load(`${PAGE}?paymentStatus=ACCEPTED&sid=sess-1`, signedInData({ digitalPayment: OPEN }));
    expect(data).toMatchObject({
      view: { kind: "billing", sessionId: "sess-1" },
      deliveryAddress: ["Acme Receiving", "Level 3, 120 Collins Street", "Melbourne VIC 3000", "Australia"],
      billing: {
        actionPath: "/checkout/payment-details?paymentStatus=ACCEPTED&sid=sess-1",
        countries: [{ isocode: "AU", name: "Australia" }, { isocode: "NZ", name: "New Zealand" }],
        regions: { AU: [{ isocode: "AU-VIC", name: "Victoria" }], NZ: [{ isocode: "NZ-AUK", name: "Auckland" }] },
        defaultCountry: "AU",
      },
    });
  });

  it("an accepted return with another sid: treated as failed", async () => {
    backend();
    expect(await load(`${PAGE}?paymentStatus=ACCEPTED&sid=forged`, signedInData({ digitalPayment: OPEN }))).toMatchObject({ view: { kind: "choose", warning: true }, billing: null });
  });

  it("complete: the summary and a fresh one-time order key per render; replenishment for account payment", async () => {
    backend({ cart: cartJson({ paymentType: { code: "ACCOUNT", displayName: "Account" } }) });
    const first = await load(PAGE);
    const second = await load(PAGE);
    expect(first).toMatchObject({
      view: { kind: "complete" },
      payment: { type: "ACCOUNT", costCentre: "Operations (ACME-OPS)", purchaseOrderNumber: "PO-77" },
      placeOrder: { cartCode: "00000042", replenishment: true },
    });
    const key = (data: Awaited<ReturnType<typeof load>>) => (data.state === "ready" ? data.placeOrder?.orderKey : undefined);
    expect(key(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(second)).not.toBe(key(first));
  });

  it("guests: their anonymous cart, card only (no payment types call), no replenishment", async () => {
    server.use(tokenEndpoint().handler);
    const calls = backend({
      cartUrl: GUEST_CART_URL,
      cart: cartJson({ paymentType: { code: "CARD" }, paymentInfo: { id: "9", cardType: { code: "visa", name: "Visa" }, cardNumber: "************1111", expiryMonth: "04", expiryYear: "2029" } }),
    });
    const data = await load(PAGE, { guestCartGuid: GUEST_GUID });
    expect(data).toMatchObject({ paymentTypes: ["CARD"], view: { kind: "complete" }, payment: { type: "CARD", last4: "1111" }, placeOrder: { replenishment: false } });
    expect(calls.some((call) => call.url.includes("paymenttypes"))).toBe(false);
  });
});

describe("payment details action", () => {
  it("intent=account: PUT paymenttype=ACCOUNT, then back to this page (303)", async () => {
    backend();
    const puts: RecordedRequest[] = [];
    server.use(
      http.put(`${CART_URL}/paymenttype`, async ({ request }) => {
        puts.push(await recordRequest(request));
        return HttpResponse.json(cartJson({ paymentType: { code: "ACCOUNT" } }));
      }),
    );
    const { thrown, session } = await post({ intent: "account" }, { data: signedInData({ digitalPayment: OPEN }) });
    expect(thrown?.status).toBe(303);
    expect(thrown?.headers.get("Location")).toBe("/checkout/payment-details");
    expect(new URL(puts[0]?.url ?? "").searchParams.get("paymentType")).toBe("ACCOUNT");
    expect((await session()).get("digitalPayment")).toBeUndefined();
  });

  it("a punch-out session is sent to the cart by the session guards, and no payment type is set (issue 21)", async () => {
    backend();
    const puts: RecordedRequest[] = [];
    server.use(
      http.put(/\/paymenttype/, async ({ request }) => {
        puts.push(await recordRequest(request));
        return HttpResponse.json(cartJson({ paymentType: { code: "ACCOUNT" } }));
      }),
    );
    const punchOut = signedInData({ isPunchOutMode: true, punchOutSessionId: "sid-1", punchOutCartId: "00000042" });
    const { thrown } = await post({ intent: "account" }, { data: punchOut });
    expect(thrown?.status).toBeGreaterThanOrEqual(300);
    expect(thrown?.headers.get("Location")).toBe("/cart");
    expect(puts).toEqual([]);
  });

  it("intent=account refused by the backend: the choice with our message", async () => {
    backend({ types: ["CARD"] });
    server.use(http.put(`${CART_URL}/paymenttype`, () => occError(400, [{ type: "ValidationError", subject: "paymentType", message: "not enabled" }])));
    const { value } = await post({ intent: "account" });
    expect(refusal(value)).toEqual({ status: 400, error: { intent: [checkoutMessages.paymentAccountUnavailable] } });
  });

  it("intent=card: opens the registration, keeps it in the session and answers the auto-post form's data", async () => {
    backend();
    server.use(
      http.post(`${CART_URL}/payment/digitalPayments/request`, () =>
        HttpResponse.json({ postUrl: `${OCC_ORIGIN}/hosted-payment/register`, parameters: { entry: [{ key: "session_id", value: "sess-9" }, { key: "signature", value: "sig-9" }] } }),
      ),
    );
    const { value, session } = await post({ intent: "card" });
    expect(value).toEqual({ intent: "card", redirect: { postUrl: `${OCC_ORIGIN}/hosted-payment/register`, sessionId: "sess-9", signature: "sig-9" } });
    expect((await session()).get("digitalPayment")).toEqual({ sessionId: "sess-9", signature: "sig-9", cartId: "00000042" });
  });

  it("intent=card failing (or a postUrl outside the payment origins): 'Unable to initiate operation. Please try again'", async () => {
    backend();
    server.use(http.post(`${CART_URL}/payment/digitalPayments/request`, () => new HttpResponse("down", { status: 502 })));
    expect(refusal((await post({ intent: "card" })).value)).toEqual({ status: 400, error: { intent: ["Unable to initiate operation. Please try again"] } });

    server.use(
      http.post(`${CART_URL}/payment/digitalPayments/request`, () =>
        HttpResponse.json({ postUrl: "https://evil.example/steal", parameters: { entry: [{ key: "session_id", value: "s" }, { key: "signature", value: "x" }] } }),
      ),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { value, session } = await post({ intent: "card" });
    expect(refusal(value)).toEqual({ status: 400, error: { intent: [checkoutMessages.cardInitiateFailed] } });
    expect(logged).toHaveBeenCalled();
    expect((await session()).get("digitalPayment")).toBeUndefined();
  });

  it("no choice: 'Choose how you would like to pay.'", async () => {
    backend();
    expect(refusal((await post({})).value)).toEqual({ status: 400, error: { intent: [checkoutMessages.paymentChooseRequired] } });
  });

  it("intent=billing, same as delivery: answers the registration, clears it, back to this page", async () => {
    backend();
    const responses: RecordedRequest[] = [];
    server.use(
      http.post(`${CART_URL}/payment/digitalPayments/response`, async ({ request }) => {
        responses.push(await recordRequest(request));
        return HttpResponse.json({ id: "5", cardNumber: "************1111" }, { status: 201 });
      }),
    );
    const { thrown, session } = await post(
      { intent: "billing", sameAsDelivery: "on", firstName: "ignored" },
      { url: `${PAGE}?paymentStatus=ACCEPTED&sid=sess-1`, data: signedInData({ digitalPayment: OPEN }) },
    );
    expect(thrown?.status).toBe(303);
    expect(thrown?.headers.get("Location")).toBe("/checkout/payment-details");
    const query = new URL(responses[0]?.url ?? "").searchParams;
    // SAP's parameters (Spartacus digital-payments occQueryParams): the delivery address as the billing address.
    expect(Object.fromEntries(query)).toEqual({
      sid: "sess-1",
      sign: "sig-1",
      billingAddress: "true",
      country: "AU",
      firstName: "Acme",
      lastName: "Receiving",
      line1: "Level 3, 120 Collins Street",
      town: "Melbourne",
      region: "VIC",
      postalCode: "3000",
    });
    expect((await session()).get("digitalPayment")).toBeUndefined();
  });

  it("intent=billing with an address: SAP's billingAddress=true fields; invalid fields come back without calling the backend", async () => {
    backend();
    const responses: RecordedRequest[] = [];
    server.use(
      http.post(`${CART_URL}/payment/digitalPayments/response`, async ({ request }) => {
        responses.push(await recordRequest(request));
        return HttpResponse.json({ id: "5" }, { status: 201 });
      }),
    );
    const options = { url: `${PAGE}?paymentStatus=ACCEPTED&sid=sess-1`, data: signedInData({ digitalPayment: OPEN }) };
    const invalid = await post({ intent: "billing", country: "AU", firstName: "Bella" }, options);
    expect(invalid.value).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { lastName: expect.any(Array), postalCode: expect.any(Array) } } });
    expect(responses).toHaveLength(0);

    await post({ intent: "billing", country: "NZ", firstName: "Aroha", lastName: "Ngata", line1: "1 Queen Street", town: "Auckland", region: "NZ-AUK", postalCode: "1010" }, options);
    expect(Object.fromEntries(new URL(responses[0]?.url ?? "").searchParams)).toMatchObject({
      billingAddress: "true",
      firstName: "Aroha",
      line1: "1 Queen Street",
      town: "Auckland",
      region: "AUK",
      postalCode: "1010",
      country: "NZ",
    });
  });

  it("intent=billing, session no longer usable (4xx PaymentError): flash 'Unable to fetch payment details. Please try again.' and start again", async () => {
    backend();
    server.use(http.post(`${CART_URL}/payment/digitalPayments/response`, () => occError(400, [{ type: "PaymentError", reason: "invalidSession", message: "expired" }])));
    const { thrown, session } = await post({ intent: "billing", sameAsDelivery: "on" }, { url: `${PAGE}?paymentStatus=ACCEPTED&sid=sess-1`, data: signedInData({ digitalPayment: OPEN }) });
    expect(thrown?.headers.get("Location")).toBe("/checkout/payment-details");
    const after = await session();
    expect(after.get("digitalPayment")).toBeUndefined();
    expect(after.get("flash")).toEqual({ type: "error", message: "Unable to fetch payment details. Please try again." });
  });

  it("intent=billing, 5xx: stays on the form with 'Unknown error occurred while fetching payment. Please contact support'", async () => {
    backend();
    server.use(http.post(`${CART_URL}/payment/digitalPayments/response`, () => occError(500, [{ type: "InternalServerError", message: "boom" }])));
    const { value, sessionChanged } = await post({ intent: "billing", sameAsDelivery: "on" }, { url: `${PAGE}?paymentStatus=ACCEPTED&sid=sess-1`, data: signedInData({ digitalPayment: OPEN }) });
    expect(value).toMatchObject({ init: { status: 400 }, data: { error: { "": ["Unknown error occurred while fetching payment. Please contact support"] } } });
    // The open registration stays in the session (unchanged), so the buyer can send the form again.
    expect(sessionChanged()).toBe(false);
  });

  it("intent=billing, already used by a double submit: success when the card is on the cart", async () => {
    let gets = 0;
    backend();
    server.use(
      // each read of the checkout cart is two GETs (the cart and the checkout details), in parallel
      http.get(CART_URL, () => {
        gets += 1;
        return HttpResponse.json(gets <= 2 ? cartJson() : cartJson({ paymentType: { code: "CARD" }, paymentInfo: { id: "5", cardNumber: "************1111" } }));
      }),
      http.post(`${CART_URL}/payment/digitalPayments/response`, () => occError(400, [{ type: "PaymentError", reason: "used", message: "used" }])),
    );
    const { thrown, session } = await post({ intent: "billing", sameAsDelivery: "on" }, { url: `${PAGE}?paymentStatus=ACCEPTED&sid=sess-1`, data: signedInData({ digitalPayment: OPEN }) });
    expect(thrown?.headers.get("Location")).toBe("/checkout/payment-details");
    expect((await session()).get("flash")).toBeUndefined();
  });

  it("intent=billing for a sid that is not the session's: 'Card registration failed or cancelled', nothing sent", async () => {
    backend();
    const { thrown, session } = await post({ intent: "billing", sameAsDelivery: "on" }, { url: `${PAGE}?paymentStatus=ACCEPTED&sid=forged`, data: signedInData({ digitalPayment: OPEN }) });
    expect(thrown?.headers.get("Location")).toBe("/checkout/payment-details");
    expect((await session()).get("flash")).toEqual({ type: "error", message: "Card registration failed or cancelled" });
  });

  it("rejects a POST without the CSRF token", async () => {
    const request = new Request(PAGE, { method: "POST", body: new URLSearchParams({ intent: "account" }), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const response = await thrownResponse(action({ request, context: createRequestContext("nonce"), params: {} } as unknown as ActionFunctionArgs));
    expect(response.status).toBe(403);
  });
});
