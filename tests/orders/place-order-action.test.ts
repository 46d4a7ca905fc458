import { type SubmissionResult } from "@conform-to/react";
import { type LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import * as orderMessages from "~/lib/orders/messages";
import { type PlaceOrderState } from "~/lib/orders/place-order-state";
import { createRequestContext } from "~/lib/request-context.server";
import { type SessionData } from "~/lib/session.server";
import { action, loader } from "~/routes/checkout.place-order";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest, tokenEndpoint } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { callRoute, committedSession } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const SITE = `${OCC_BASE_URL}/corporate`;
const KEY = "7d0f1e2a-3b4c-4d5e-8f60-718293a4b5c6";
const OTHER_KEY = "8e1f2a3b-4c5d-4e6f-9071-8293a4b5c6d7";
const CART = "00000042";

function orderJson(code: string, extra: Record<string, unknown> = {}) {
  return { code, guid: `guid-${code}`, status: "CREATED", statusDisplay: "created", entries: [], waveServiceUnavailable: false, waveProductAvailabilityErrorMessage: null, updateAllocationError: false, ...extra };
}

/**
 * A backend that keeps orders by Idempotency-Key like the reference backend: the first request with a key places
 * the order, every later one answers it as a replay.
 */
function ordersBackend(respond?: (request: RecordedRequest) => Response | undefined) {
  const calls: RecordedRequest[] = [];
  const byKey = new Map<string, string>();
  server.use(
    http.post(`${SITE}/:scope/:userId/orders`, async ({ request }) => {
      const recorded = await recordRequest(request);
      calls.push(recorded);
      const custom = respond?.(recorded);
      if (custom) return custom;
      const key = recorded.headers.get("Idempotency-Key") ?? "";
      const known = byKey.get(key);
      if (known) return HttpResponse.json(orderJson(known, { replayed: true }));
      const code = String(30_000_001 + byKey.size);
      byKey.set(key, code);
      return HttpResponse.json(orderJson(code), { status: 201 });
    }),
  );
  return calls;
}

const post = (fields: Record<string, string>, session: Partial<SessionData> = signedInData()) =>
  callRoute(action, "http://shop.test/checkout/place-order", { fields, session, catchResponse: false });

const fields = (overrides: Record<string, string> = {}) => ({ cartCode: CART, orderKey: KEY, termsChecked: "on", intent: "place", ...overrides });
const asResponse = (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  return result as Response;
};
const stateOf = (result: unknown) => (result as { data: PlaceOrderState; init: { status: number } | null });
const replyOf = (result: unknown) => (result as { data: SubmissionResult<string[]>; init: { status: number } | null });

describe("place order: the form's key is the Idempotency-Key", () => {
  it("sends the order key as the header and the form's cart code as cartId, then redirects 303 to the confirmation", async () => {
    const calls = ordersBackend();
    const { result } = await post(fields());
    const response = asResponse(result);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/order-confirmation/30000001");
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]?.url ?? "");
    expect(url.pathname).toBe("/occ/v2/corporate/orgUsers/current/orders");
    expect(Object.fromEntries(url.searchParams)).toEqual({ cartId: CART, termsChecked: "true", fields: "FULL" });
    expect(calls[0]?.headers.get("Idempotency-Key")).toBe(KEY);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer access-old");
  });

  it("a double submit (two POSTs with the same key, at once) lands both on the same confirmation", async () => {
    const calls = ordersBackend();
    const [first, second] = await Promise.all([post(fields()), post(fields())]);
    const third = await post(fields());
    const locations = [first, second, third].map(({ result }) => asResponse(result).headers.get("Location"));
    expect(new Set(locations)).toEqual(new Set(["/order-confirmation/30000001"]));
    expect(calls.map((call) => call.headers.get("Idempotency-Key"))).toEqual([KEY, KEY, KEY]);
  });

  it("a second tab (another key, the same cart) is answered with the first order and goes to its confirmation", async () => {
    ordersBackend((request) =>
      request.headers.get("Idempotency-Key") === OTHER_KEY ? HttpResponse.json(orderJson("30000009", { replayed: true })) : undefined,
    );
    const { result } = await post(fields({ orderKey: OTHER_KEY }));
    expect(asResponse(result).headers.get("Location")).toBe("/order-confirmation/30000009");
  });

  it("never calls the backend without the terms accepted: 400 saying what to do, and the same key kept", async () => {
    const calls = ordersBackend();
    server.use(http.get(`${SITE}/users/current/carts/current`, () => HttpResponse.json({ code: CART, paymentType: { code: "ACCOUNT" } })));
    const { result, context } = await post(fields({ termsChecked: "" }), signedInData());
    const { data: reply, init } = replyOf(result);
    expect(init?.status).toBe(400);
    expect(reply.error).toEqual({ termsChecked: [orderMessages.termsRequired] });
    expect(orderMessages.termsRequired).toBe("Confirm that you have read and agree to the terms and conditions of sale");
    expect(calls).toHaveLength(0);
    // The page's loader shows it once; a reload goes back to checkout.
    const { cookie } = await committedSession(context);
    const data = await loader({ request: new Request("http://shop.test/checkout/place-order", { headers: { Cookie: cookie } }), context: createRequestContext("nonce"), params: {} } as unknown as LoaderFunctionArgs);
    // Replenishment is offered again as on payment details: signed in, paying on account.
    expect(data).toMatchObject({ state: "invalid", cartCode: CART, orderKey: KEY, replenishment: true });
    expect(data.state === "invalid" ? data.result.error : null).toEqual({ termsChecked: [orderMessages.termsRequired] });
  });

  it("the backend refusing the terms (ValidationError termsChecked) is the same message by the checkbox", async () => {
    ordersBackend(() => occError(400, [{ type: "ValidationError", subject: "termsChecked", message: "must be accepted" }]));
    server.use(http.get(`${SITE}/users/current/carts/current`, () => HttpResponse.json({ code: CART, paymentType: { code: "ACCOUNT" } })));
    const { data: reply, init } = replyOf((await post(fields(), signedInData())).result);
    expect(init?.status).toBe(400);
    expect(reply.error).toEqual({ termsChecked: [orderMessages.termsRequired] });
  });

  it("a GET without a state redirects to /checkout", async () => {
    const response = await thrownResponse(
      loader({ request: new Request("http://shop.test/checkout/place-order"), context: createRequestContext("nonce"), params: {} } as unknown as LoaderFunctionArgs),
    );
    expect(response.headers.get("Location")).toBe("/checkout");
  });
});

describe("place order: outcomes (spec part 2 §4)", () => {
  it("service unavailable → the state with a 'Try again' carrying the same key", async () => {
    ordersBackend(() => HttpResponse.json({ waveServiceUnavailable: true }));
    const { result, context } = await post(fields());
    expect(stateOf(result).data).toEqual({ state: "serviceUnavailable", retry: { cartCode: CART, orderKey: KEY, termsChecked: "on", intent: "place" } });
    expect((await committedSession(context)).session.get("placeOrderState")).toEqual(stateOf(result).data);
  });

  it("product availability → the backend's message", async () => {
    ordersBackend(() => HttpResponse.json({ waveProductAvailabilityErrorMessage: "Classic Polo (POL-CL-NAVY-M) is out of stock" }));
    const { result } = await post(fields());
    expect(stateOf(result).data).toEqual({ state: "productAvailability", message: "Classic Polo (POL-CL-NAVY-M) is out of stock" });
  });

  it("allocation error → the allocation error state", async () => {
    ordersBackend(() => HttpResponse.json({ updateAllocationError: true }));
    expect(stateOf((await post(fields())).result).data).toEqual({ state: "allocationError" });
  });

  it("an incomplete checkout goes back to /checkout; a used-up voucher shows the spec's message", async () => {
    ordersBackend(() => occError(400, [{ type: "CartError", reason: "checkoutIncomplete", message: "no delivery mode" }]));
    expect(asResponse((await post(fields())).result).headers.get("Location")).toBe("/checkout");
    ordersBackend(() => occError(400, [{ type: "VoucherOperationError", reason: "exceeded", message: "x" }]));
    expect(stateOf((await post(fields())).result).data).toEqual({ state: "voucher", message: checkoutMessages.voucherExceeded });
    ordersBackend(() => occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }]));
    expect(stateOf((await post(fields())).result).data).toEqual({ state: "failed", message: messages.cartNotFound });
  });
});

describe("place order: guests", () => {
  const GUID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";

  it("orders the session's guest cart by guid, remembers the order for its confirmation and forgets the cart", async () => {
    const token = tokenEndpoint();
    server.use(token.handler, http.get(`${SITE}/users/anonymous/carts/${GUID}`, () => HttpResponse.json({ code: CART, guid: GUID })));
    const calls = ordersBackend();
    const { result, context } = await post(fields(), { guestCartGuid: GUID });
    expect(asResponse(result).headers.get("Location")).toBe("/order-confirmation/30000001");
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/occ/v2/corporate/users/anonymous/orders");
    expect(new URL(calls[0]?.url ?? "").searchParams.get("cartId")).toBe(GUID);
    expect(calls[0]?.headers.get("Idempotency-Key")).toBe(KEY);
    const { session } = await committedSession(context);
    expect(session.get("guestOrders")).toEqual([{ code: "30000001", guid: "guid-30000001", cartCode: CART }]);
    expect(session.get("guestCartGuid")).toBeUndefined();
  });

  it("a guest's second tab (cart already ordered) goes to that order's confirmation without calling the backend", async () => {
    const calls = ordersBackend();
    const { result } = await post(fields({ orderKey: OTHER_KEY }), { guestOrders: [{ code: "30000007", guid: "g", cartCode: CART }] });
    expect(asResponse(result).headers.get("Location")).toBe("/order-confirmation/30000007");
    expect(calls).toHaveLength(0);
  });
});
