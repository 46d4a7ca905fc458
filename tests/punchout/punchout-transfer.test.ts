/**
 * Transfer cart (issue 18; docs/punch-out-and-proxy.md "Transfer cart"): the POST /punchout/requisition action, the
 * transfer page's loader and its CSP, against msw.
 */
import { type AppLoadContext } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { finalizeResponse } from "~/entry.server";
import * as accountMessages from "~/lib/punchout/messages";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { createRequestContext, type RequestContext } from "~/lib/request-context.server";
import { cspSourceForUrl } from "~/lib/security-headers.server";
import { type SessionData } from "~/lib/session.server";
import { action, loader } from "~/routes/punchout.requisition";
import { OCC_BASE_URL, occError, recordRequest, type RecordedRequest, revokeEndpoint, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { callRoute, responseSession, routeArgs } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();
beforeEach(() => resetAppTokenForTests());

const TRANSFER_URL = `${OCC_BASE_URL}/corporate/orgUsers/current/carts/:cartId/punchout/requisition`;
const READ_URL = `${OCC_BASE_URL}/corporate/punchout/sessions/:sid/requisition`;
const POST_URL = "https://procurement.example/punchout/receive?client=acme&step=2";
const CXML = '<?xml version="1.0" encoding="UTF-8"?>\n<cXML payloadID="1@x" timestamp="2026-11-21T09:00:00Z"><Header/></cXML>';
const FORM = { browseFormPostUrl: POST_URL, orderAsCXML: Buffer.from(CXML, "utf8").toString("base64") };

const punchOut: Partial<SessionData> = { isPunchOutMode: true, punchOutSessionId: "sid-1", punchOutCartId: "00000042", refreshToken: undefined };

async function postTransfer(data: Partial<SessionData>, fields: Record<string, string> = { transferKey: "key-0001-abcdef" }, withCsrf = true) {
  const url = "http://store.test/punchout/requisition";
  return (await callRoute(action, url, { fields, session: data, csrfField: withCsrf, catchResponse: false })).result;
}

function runLoader(cookie: string, context: RequestContext = createRequestContext("nonce")) {
  return loader(routeArgs(pageRequest("http://store.test/punchout/requisition", cookie), {}, context));
}

/** The backend's transfer answering `respond`, the revoke endpoint, and the client token + read-back by sid. */
function backend(respond: () => Response, read: () => Response = () => HttpResponse.json(FORM)) {
  const transfers: RecordedRequest[] = [];
  const reads: { sid: string; authorization: string | null }[] = [];
  const revoke = revokeEndpoint();
  server.use(
    revoke.handler,
    tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined }))).handler,
    http.post(TRANSFER_URL, async ({ request }) => {
      transfers.push(await recordRequest(request));
      return respond();
    }),
    http.get(READ_URL, ({ request, params }) => {
      reads.push({ sid: String(params.sid), authorization: request.headers.get("Authorization") });
      return read();
    }),
  );
  return { transfers, reads, revokes: revoke.calls };
}

describe("POST /punchout/requisition (Transfer cart)", () => {
  it("transfers with the punch-out header and the form's key, revokes the token, ends the session and goes to the transfer page", async () => {
    const calls = backend(() => HttpResponse.json(FORM));
    const response = (await postTransfer(signedInData(punchOut))) as Response;

    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/punchout/requisition");
    expect(calls.transfers).toHaveLength(1);
    expect(calls.transfers[0]?.url).toBe(`${OCC_BASE_URL}/corporate/orgUsers/current/carts/00000042/punchout/requisition`);
    expect(calls.transfers[0]?.headers.get("X-Punchout-Session-Id")).toBe("sid-1");
    expect(calls.transfers[0]?.headers.get("Idempotency-Key")).toBe("key-0001-abcdef");
    expect(calls.transfers[0]?.headers.get("Authorization")).toBe("Bearer access-old");
    expect(calls.revokes.map((call) => call.form.token)).toEqual(["access-old"]);
    // A fresh, signed-out session that only knows which session was transferred.
    const session = await responseSession(response);
    expect(session.data).toEqual({ punchOutTransfer: { sid: "sid-1" } });
  });

  it("makes a key when the form has none (or a malformed one)", async () => {
    const calls = backend(() => HttpResponse.json(FORM));
    await postTransfer(signedInData(punchOut), { transferKey: "no spaces!" });
    expect(calls.transfers[0]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an empty cart: back to the cart with the message; the punch-out session goes on", async () => {
    const calls = backend(() => occError(400, [{ type: "CartError", reason: "empty", message: "The cart is empty" }]));
    const response = (await postTransfer(signedInData(punchOut))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const session = await responseSession(response);
    expect(session.get("flash")).toEqual({ type: "error", message: accountMessages.punchOutTransferEmpty });
    expect(session.get("isPunchOutMode")).toBe(true);
    expect(session.get("accessToken")).toBe("access-old");
    expect(calls.revokes).toHaveLength(0);
  });

  it("a session already transferred (another tab): the transfer page; one never transferred: the session-end page", async () => {
    const over = () => occError(404, [{ type: "UnknownIdentifierError", message: "Punch-out session not found or no longer valid" }]);
    const transferred = backend(over);
    const first = (await postTransfer(signedInData(punchOut))) as Response;
    expect(first.headers.get("Location")).toBe("/punchout/requisition");
    expect(transferred.reads).toEqual([{ sid: "sid-1", authorization: "Bearer client-token" }]);
    expect((await responseSession(first)).data).toEqual({ punchOutTransfer: { sid: "sid-1" } });

    backend(over, () => occError(404, [{ type: "UnknownIdentifierError", message: "No transferred requisition" }]));
    const second = (await postTransfer(signedInData(punchOut))) as Response;
    expect(second.headers.get("Location")).toBe("/punchout-session-end");
    expect((await responseSession(second)).get("accessToken")).toBeUndefined();
  });

  it("after the transfer (a double submit): the transfer page again, nothing sent", async () => {
    const calls = backend(() => HttpResponse.json(FORM));
    const response = (await postTransfer({ punchOutTransfer: { sid: "sid-1" } })) as Response;
    expect(response.headers.get("Location")).toBe("/punchout/requisition");
    expect(calls.transfers).toHaveLength(0);
  });

  it("outside punch-out mode: the cart, nothing sent", async () => {
    const calls = backend(() => HttpResponse.json(FORM));
    const response = (await postTransfer(signedInData())) as Response;
    expect(response.headers.get("Location")).toBe("/cart");
    expect(calls.transfers).toHaveLength(0);
  });

  it("needs the CSRF token", async () => {
    const calls = backend(() => HttpResponse.json(FORM));
    const response = await thrownResponse(postTransfer(signedInData(punchOut), {}, false));
    expect(response.status).toBe(403);
    expect(calls.transfers).toHaveLength(0);
  });
});

describe("GET /punchout/requisition (the transfer page)", () => {
  it("reads the message by the sid with the client token; its CSP form-action allows exactly the BrowserFormPost URL", async () => {
    const calls = backend(() => HttpResponse.json(FORM));
    const context = createRequestContext("nonce");
    const data = await runLoader(await sessionCookie({ punchOutTransfer: { sid: "sid-1" } }), context);
    expect(data).toEqual({ action: POST_URL, cxml: CXML });
    expect(calls.reads).toEqual([{ sid: "sid-1", authorization: "Bearer client-token" }]);

    const finished = await finalizeResponse(new Response("page"), context as unknown as AppLoadContext);
    const formAction = (finished.headers.get("Content-Security-Policy") ?? "").split("; ").find((d) => d.startsWith("form-action"));
    expect(formAction).toBe("form-action 'self' https://procurement.example/punchout/receive");
    // Every other response keeps the usual form-action.
    const other = await finalizeResponse(new Response("page"), createRequestContext("nonce") as unknown as AppLoadContext);
    expect(other.headers.get("Content-Security-Policy")).not.toContain("procurement.example");
  });

  it("without a transferred session: the session-end page (or the cart while still in punch-out mode)", async () => {
    expect((await thrownResponse(runLoader(await sessionCookie({})))).headers.get("Location")).toBe("/punchout-session-end");
    const inPunchOut = await thrownResponse(runLoader(await sessionCookie(signedInData(punchOut))));
    expect(inPunchOut.headers.get("Location")).toBe("/cart");
  });

  it("a message no longer there (read after an hour): the session-end page", async () => {
    backend(
      () => HttpResponse.json(FORM),
      () => occError(404, [{ type: "UnknownIdentifierError", message: "No transferred requisition" }]),
    );
    const response = await thrownResponse(runLoader(await sessionCookie({ punchOutTransfer: { sid: "sid-1" } })));
    expect(response.headers.get("Location")).toBe("/punchout-session-end");
  });
});

describe("cspSourceForUrl", () => {
  it("keeps scheme, host, port and path; drops the query; encodes what would end the directive", () => {
    expect(cspSourceForUrl("https://p.example:8443/a/b?x=1#f")).toBe("https://p.example:8443/a/b");
    expect(cspSourceForUrl("https://p.example/a;b,c")).toBe("https://p.example/a%3Bb%2Cc");
    expect(cspSourceForUrl("javascript:alert(1)")).toBeNull();
    expect(cspSourceForUrl("not a url")).toBeNull();
  });
});
