import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { requireUser } from "~/lib/auth.server";
import * as proxyMessages from "~/lib/proxy/messages";
import * as messages from "~/lib/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { type SessionData } from "~/lib/session.server";
import { action } from "~/routes/proxy-order";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { callRoute, responseSession } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const PROXY_URL = `${OCC_BASE_URL}/corporate/orgUsers/current/proxy`;
const CURRENT_CART_URL = `${OCC_BASE_URL}/corporate/users/current/carts/current`;

async function post(fields: Record<string, string>, data: Partial<SessionData> = {}) {
  return (await callRoute(action, "http://store.test/proxy-order", { fields, session: signedInData(data), catchResponse: false })).result;
}

const previous: Partial<SessionData> = { isProxyMode: true, proxy: { uid: "newstarter@acme.example", name: "Noah Fischer", cartId: "00000007" } };

describe("proxy mode on /proxy-order", () => {
  it("enables with the wearer's uid and the current cart id, then keeps the wearer in the session", async () => {
    const calls: RecordedRequest[] = [];
    server.use(
      http.get(CURRENT_CART_URL, () => HttpResponse.json({ code: "00000003", entries: [] })),
      http.post(PROXY_URL, async ({ request }) => {
        calls.push(await recordRequest(request));
        return HttpResponse.json({ proxyMode: true, uid: "wearer@acme.example", name: "Wendy Walker", cartId: "00000009" });
      }),
    );
    const response = (await post({ intent: "enable", uid: "wearer@acme.example" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(JSON.parse(calls[0]?.text ?? "")).toEqual({ uid: "wearer@acme.example", cartId: "00000003" });
    const session = await responseSession(response);
    expect(session.get("isProxyMode")).toBe(true);
    expect(session.get("proxy")).toEqual({ uid: "wearer@acme.example", name: "Wendy Walker", cartId: "00000009" });
    expect(session.get("flash")).toEqual({ type: "success", message: proxyMessages.proxyEnabled("Wendy Walker") });
  });

  it("sends cartId null when the user has no cart", async () => {
    const calls: RecordedRequest[] = [];
    server.use(
      http.get(CURRENT_CART_URL, () => occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }])),
      http.post(PROXY_URL, async ({ request }) => {
        calls.push(await recordRequest(request));
        return HttpResponse.json({ proxyMode: true, uid: "wearer@acme.example", name: "Wendy Walker", cartId: "00000009" });
      }),
    );
    await post({ intent: "enable", uid: "wearer@acme.example" });
    expect(JSON.parse(calls[0]?.text ?? "")).toEqual({ uid: "wearer@acme.example", cartId: null });
  });

  it("a failed enable keeps the previous mode and shows the failure with the catalogue text", async () => {
    server.use(
      http.get(CURRENT_CART_URL, () => HttpResponse.json({ code: "00000003", entries: [] })),
      http.post(PROXY_URL, () => occError(403, [{ type: "ForbiddenError", message: "not in your unit" }])),
    );
    const result = await post({ intent: "enable", uid: "wearer@kiwi.example" }, previous);
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [`${proxyMessages.proxyFailed} ${messages.forbidden}`] } } });
  });

  it("a failed disable keeps proxy mode on", async () => {
    server.use(http.delete(PROXY_URL, () => new HttpResponse("down", { status: 502 })));
    const result = await post({ intent: "disable" }, previous);
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [`${proxyMessages.proxyFailed} ${messages.badGateway}`] } } });
  });

  it("asks for a wearer when none was chosen, without calling the backend", async () => {
    const result = await post({ intent: "enable" });
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { uid: [proxyMessages.proxyChooseWearer] } } });
  });

  it("disables: clears the session flags and goes to the safe target", async () => {
    server.use(http.delete(PROXY_URL, () => HttpResponse.json({ proxyMode: false })));
    const response = (await post({ intent: "disable", redirectTo: "https://evil.example/" }, previous)) as Response;
    expect(response.headers.get("Location")).toBe("/");
    const session = await responseSession(response);
    expect(session.get("isProxyMode")).toBeUndefined();
    expect(session.get("proxy")).toBeUndefined();
    expect(session.get("flash")).toEqual({ type: "success", message: proxyMessages.proxyDisabled });
  });

  it("is for buyers, managers and admins only", async () => {
    const response = await thrownResponse(post({ intent: "disable" }, { user: { ...signedInData().user!, groups: ["customergroup"] } }));
    expect(response.status).toBe(403);
  });
});

describe("the central guard in proxy mode (through requireUser)", () => {
  it("sends a restricted path to /order-in-progress and lets other paths and the way out through", async () => {
    const cookie = await sessionCookie(signedInData(previous));
    const restricted = await thrownResponse(requireUser(pageRequest("http://store.test/my-account", cookie), createRequestContext("nonce")));
    expect(restricted.headers.get("Location")).toBe("/order-in-progress");
    for (const path of ["/", "/order-in-progress", "/proxy-order", "/logout"]) {
      const user = await requireUser(pageRequest(`http://store.test${path}`, cookie), createRequestContext("nonce"));
      expect(user.uid, path).toBe("buyer@acme.example");
    }
  });

  it("lets /my-account through once proxy mode is off", async () => {
    const cookie = await sessionCookie(signedInData());
    const user = await requireUser(pageRequest("http://store.test/my-account", cookie), createRequestContext("nonce"));
    expect(user.uid).toBe("buyer@acme.example");
  });
});
