import { type ActionFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { csrfToken } from "~/lib/csrf.server";
import * as accountMessages from "~/lib/punchout/messages";
import * as messages from "~/lib/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { type SessionData } from "~/lib/session.server";
import { action as logoutAction } from "~/routes/logout";
import { loader } from "~/routes/punchout.cxml.session";
import { currentUserJson, OCC_BASE_URL, occError, recordRequest, type RecordedRequest, revokeEndpoint, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { responseSession, routeArgs } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();
beforeEach(() => resetAppTokenForTests());

const SESSION_URL = `${OCC_BASE_URL}/corporate/punchout/sessions/:sid`;
const punchOutUser = () => currentUserJson({ uid: "punchout@acme.example", firstName: "Priya", lastName: "Shah" });

/** Client-credentials token + the session lookup answering `respond`, + orgUsers/current for the new token. */
function backend(respond: (sid: string) => Response) {
  const token = tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined })));
  const lookups: { sid: string; authorization: string | null }[] = [];
  const userCalls: (string | null)[] = [];
  server.use(
    token.handler,
    revokeEndpoint().handler,
    http.get(SESSION_URL, ({ request, params }) => {
      lookups.push({ sid: String(params.sid), authorization: request.headers.get("Authorization") });
      return respond(String(params.sid));
    }),
    http.get(`${OCC_BASE_URL}/corporate/orgUsers/current`, ({ request }) => {
      userCalls.push(request.headers.get("Authorization"));
      return HttpResponse.json(punchOutUser());
    }),
  );
  return { lookups, userCalls, tokenCalls: token.calls };
}

const runLoader = (url: string, cookie?: string) => loader(routeArgs(pageRequest(url, cookie)));

describe("punch-out entry /punchout/cxml/session", () => {
  it("with a token: signs in with it (expiry = now + expires_in), keeps the sid, cart and punch-out mode, and goes to /orderUniform", async () => {
    const calls = backend(() => HttpResponse.json({ token: { accessToken: "po-token", tokenType: "bearer", expires_in: 600 }, cartId: "00000042" }));
    const before = Date.now();
    const response = await thrownResponse(runLoader("http://store.test/punchout/cxml/session?sid=demo-punchout-sid"));

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/orderUniform");
    expect(calls.lookups).toEqual([{ sid: "demo-punchout-sid", authorization: "Bearer client-token" }]);
    expect(calls.tokenCalls[0]?.form.grant_type).toBe("client_credentials");
    expect(calls.userCalls).toEqual(["Bearer po-token"]);
    const session = await responseSession(response);
    expect(session.get("accessToken")).toBe("po-token");
    expect(session.get("refreshToken")).toBeUndefined();
    expect(session.get("expiresAt")).toBeGreaterThanOrEqual(before + 600_000);
    expect(session.get("expiresAt")).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(session.get("isPunchOutMode")).toBe(true);
    expect(session.get("punchOutSessionId")).toBe("demo-punchout-sid");
    expect(session.get("punchOutCartId")).toBe("00000042");
    expect(session.get("user")?.uid).toBe("punchout@acme.example");
  });

  it("without a token yet: renders the loading page and changes nothing", async () => {
    backend(() => HttpResponse.json({ token: null, cartId: null }));
    const data = await runLoader("http://store.test/punchout/cxml/session?sid=pending-punchout-sid");
    expect(data).toEqual({ retryHref: "/punchout/cxml/session?sid=pending-punchout-sid" });
  });

  it.each([
    ["404", () => occError(404, [{ type: "UnknownIdentifierError", message: "Punch-out session not found" }])],
    ["500", () => occError(500, [{ type: "InternalServerError", message: "boom" }])],
    ["a timeout-like 504", () => new HttpResponse("gateway timeout", { status: 504 })],
  ])("on %s: clears the punch-out flags and goes to /punchout-session-end", async (_, respond) => {
    backend(respond);
    // A session still in punch-out mode from before is destroyed.
    const cookie = await sessionCookie(signedInData({ isPunchOutMode: true, punchOutSessionId: "old", punchOutCartId: "1" }));
    const response = await thrownResponse(runLoader("http://store.test/punchout/cxml/session?sid=expired-punchout-sid", cookie));
    expect(response.headers.get("Location")).toBe("/punchout-session-end");
    const session = await responseSession(response);
    expect(session.get("isPunchOutMode")).toBeUndefined();
    expect(session.get("punchOutSessionId")).toBeUndefined();
    expect(session.get("accessToken")).toBeUndefined();
  });

  it("without a sid: goes to /punchout-session-end without asking the backend; a normal session only loses the flags", async () => {
    const calls = backend(() => HttpResponse.json({}));
    const cookie = await sessionCookie(signedInData({ punchOutSessionId: "stale" }));
    const response = await thrownResponse(runLoader("http://store.test/punchout/cxml/session", cookie));
    expect(response.headers.get("Location")).toBe("/punchout-session-end");
    expect(calls.lookups).toEqual([]);
    const session = await responseSession(response);
    expect(session.get("punchOutSessionId")).toBeUndefined();
    expect(session.get("accessToken")).toBe("access-old");
  });
});

describe("Cancel requisition (the /logout action in punch-out mode)", () => {
  async function postLogout(data: Partial<SessionData>) {
    const context = createRequestContext("nonce");
    const token = await csrfToken(new Request("http://store.test/"), context);
    const headers = new Headers();
    for (const hook of context.responseHooks.values()) await hook(headers);
    const cookie = [cookiePair(headers.get("Set-Cookie") ?? ""), await sessionCookie(signedInData(data))].join("; ");
    const request = new Request("http://store.test/logout", {
      method: "POST",
      body: new URLSearchParams({ csrf: token }),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    return logoutAction({ request, context: createRequestContext("nonce"), params: {} } as unknown as ActionFunctionArgs);
  }

  const punchOut: Partial<SessionData> = { isPunchOutMode: true, punchOutSessionId: "sid-1", punchOutCartId: "00000042", refreshToken: undefined };

  it("cancels on the backend with the punch-out header, destroys the session and ends on the session-end page", async () => {
    const calls: RecordedRequest[] = [];
    const revoke = revokeEndpoint();
    server.use(
      revoke.handler,
      http.post(`${OCC_BASE_URL}/corporate/orgUsers/current/carts/:cartId/punchout/cancel`, async ({ request }) => {
        calls.push(await recordRequest(request));
        return HttpResponse.json({ status: "CANCELLED", requisition: { items: [], total: 0 }, returnUrl: "https://procurement.example/r" });
      }),
    );
    const response = (await postLogout(punchOut)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/punchout-session-end");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${OCC_BASE_URL}/corporate/orgUsers/current/carts/00000042/punchout/cancel`);
    expect(calls[0]?.headers.get("X-Punchout-Session-Id")).toBe("sid-1");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer access-old");
    const session = await responseSession(response);
    expect(session.get("accessToken")).toBeUndefined();
    expect(session.get("isPunchOutMode")).toBeUndefined();
    expect(session.get("flash")).toEqual({ type: "info", message: accountMessages.punchOutCancelled });
  });

  it("ends the storefront session too when the backend says the session is already over", async () => {
    server.use(
      revokeEndpoint().handler,
      http.post(`${OCC_BASE_URL}/corporate/orgUsers/current/carts/:cartId/punchout/cancel`, () =>
        occError(403, [{ type: "ForbiddenError", message: "The punch-out session is not this token's session" }]),
      ),
    );
    const response = (await postLogout(punchOut)) as Response;
    expect(response.headers.get("Location")).toBe("/punchout-session-end");
    expect((await responseSession(response)).get("accessToken")).toBeUndefined();
  });

  it("shows the catalogue text and keeps the session when the backend is down", async () => {
    server.use(
      http.post(`${OCC_BASE_URL}/corporate/orgUsers/current/carts/:cartId/punchout/cancel`, () => new HttpResponse("bad gateway", { status: 502 })),
    );
    const response = await thrownResponse(postLogout(punchOut));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.badGateway });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("outside punch-out mode stays the normal sign-out", async () => {
    const revoke = revokeEndpoint();
    server.use(revoke.handler);
    const response = (await postLogout({})) as Response;
    expect(response.headers.get("Location")).toBe("/login");
    expect(revoke.calls).toHaveLength(1);
  });
});
