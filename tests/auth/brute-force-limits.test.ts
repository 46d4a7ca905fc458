import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { getAppOcc, resetAppTokenForTests } from "~/lib/auth.server";
import * as messages from "~/lib/messages";
import { getPunchOutSession } from "~/lib/occ/punchout.server";
import { loadPunchOutEntry } from "~/lib/punchout/punchout.server";
import { sessionStorage } from "~/lib/session.server";
import { createRequestContext } from "~/lib/request-context.server";
import { action as loginAction } from "~/routes/login";
import { action as resetRequestAction } from "~/routes/resetpassword";
import { OCC_BASE_URL, occError, type RecordedRequest, tokenEndpoint } from "../mocks/handlers";
import { routeArgs, routeRequest } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, pageRequest, useTestEnv } from "../mocks/session";

/**
 * Issue 21, hole 2, storefront side: the browser's address goes to the backend as X-Forwarded-For (on the OAuth
 * calls and every OCC call), and the backend's limits come back as their message on the form, with what was typed.
 */
useTestEnv();
useMswServer();

const BROWSER = "203.0.113.5";
const context = () => createRequestContext("nonce", BROWSER);

beforeEach(() => resetAppTokenForTests());

const signInLimited = (seconds: number) => () =>
  HttpResponse.json(
    { error: "invalid_grant", error_description: `You have reached the limit of sign-in attempts. Please wait ${seconds} seconds before retrying.` },
    { status: 429, headers: { "Retry-After": String(seconds) } },
  );

describe("/login action", () => {
  it("shows the limit's message with the wait, keeps the e-mail (never the password), and forwards the browser's address", async () => {
    const token = tokenEndpoint(signInLimited(840));
    server.use(token.handler);
    const request = await routeRequest("/login", { email: "buyer@acme.example", password: "Uniform!2026", redirectTo: "/" }, { honeypot: true });

    const result = await loginAction(routeArgs(request, {}, context()));

    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        status: "error",
        error: { "": ["You have reached the limit of sign-in attempts. Please wait 840 seconds before retrying."] },
        initialValue: { email: "buyer@acme.example" },
      },
    });
    expect(JSON.stringify(result)).not.toContain("Uniform!2026");
    expect(token.calls[0]?.headers.get("X-Forwarded-For")).toBe(BROWSER);
  });

  it("a plain wrong password is still 'Bad credentials. Please login again.'", async () => {
    server.use(tokenEndpoint(() => HttpResponse.json({ error: "invalid_grant", error_description: "Bad credentials" }, { status: 400 })).handler);
    const request = await routeRequest("/login", { email: "buyer@acme.example", password: "nope", redirectTo: "/" }, { honeypot: true });
    const result = await loginAction(routeArgs(request, {}, context()));
    expect(result).toMatchObject({ data: { error: { "": ["Bad credentials. Please login again."] } } });
  });
});

describe("/resetpassword action", () => {
  it("shows the reset-request limit's message with the wait and keeps the typed e-mail", async () => {
    server.use(
      tokenEndpoint().handler,
      http.post(`${OCC_BASE_URL}/corporate/forgottenpasswordtokens`, () =>
        occError(429, [{ type: "RateLimitError", message: "limited", waitSeconds: 600 }]),
      ),
    );
    const request = await routeRequest("/resetpassword", { userId: "wearer@acme.example" }, { honeypot: true });
    const result = await resetRequestAction(routeArgs(request, {}, context()));
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { error: { "": [messages.passwordResetLimit(600)] }, initialValue: { userId: "wearer@acme.example" } },
    });
    expect(messages.passwordResetLimit(600)).toBe(
      "You have reached the limit of password reset requests. Please wait 600 seconds before retrying.",
    );
  });
});

describe("X-Forwarded-For on OCC calls", () => {
  it("every call of the storefront's clients carries the browser's address (and the token call too)", async () => {
    const token = tokenEndpoint();
    const seen: RecordedRequest["headers"][] = [];
    server.use(
      token.handler,
      http.get(`${OCC_BASE_URL}/corporate/punchout/sessions/:sid`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ token: null, cartId: null });
      }),
    );
    await getPunchOutSession({ occ: getAppOcc(pageRequest("http://store.test/punchout/cxml/session?sid=x"), context()) }, "x");
    expect(seen[0]?.get("X-Forwarded-For")).toBe(BROWSER);
    expect(token.calls[0]?.headers.get("X-Forwarded-For")).toBe(BROWSER);
  });
});

describe("punch-out entry", () => {
  it("too many unknown sids from this address: the session-end page says when to try again", async () => {
    server.use(
      tokenEndpoint().handler,
      http.get(`${OCC_BASE_URL}/corporate/punchout/sessions/:sid`, () =>
        occError(429, [{ type: "RateLimitError", message: "x", waitSeconds: 420 }]),
      ),
    );
    let thrown: unknown;
    try {
      await loadPunchOutEntry(pageRequest("http://store.test/punchout/cxml/session?sid=guess"), context());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/punchout-session-end");
    const session = await sessionStorage().getSession(cookiePair(response.headers.get("Set-Cookie") ?? ""));
    expect(session.get("flash")).toEqual({ type: "info", message: messages.signInLimit(420) });
  });
});
