import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as messages from "~/lib/messages";
import { OccClient, type OccClientOptions, PUNCH_OUT_HEADER, type TokenSource } from "~/lib/occ/client.server";
import { OccError } from "~/lib/occ/errors";
import { formatServerTiming, type ServerTiming } from "~/lib/occ/server-timing";
import { getCurrentUser } from "~/lib/occ/users.server";
import { currentUserJson, htmlPage, OCC_BASE_URL, occError, recordRequest, type RecordedRequest } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { rejection } from "../mocks/rejection";

useMswServer();

const SITE_URL = `${OCC_BASE_URL}/corporate`;

function client(options: Partial<OccClientOptions> = {}) {
  return new OccClient({
    config: { baseUrl: OCC_BASE_URL, baseSite: "corporate", timeoutMs: 2000 },
    ...options,
  });
}

/** A token source holding `token`, with spies on every method. */
function tokenSource(token: string | null, refreshed: string | null = null) {
  const expired = { expired: true };
  const source = {
    current: vi.fn(async () => (token ? { accessToken: token } : null)),
    refresh: vi.fn(async () => (refreshed ? { accessToken: refreshed } : null)),
    sessionExpired: vi.fn(async (_path: string): Promise<unknown> => expired),
  } satisfies TokenSource;
  return { source, expired };
}

/** Records every request to `path` (any method) and answers with `respond`. */
function route(
  path: string,
  respond: (request: RecordedRequest, index: number) => Response | Promise<Response> = () =>
    HttpResponse.json(currentUserJson()),
) {
  const calls: RecordedRequest[] = [];
  const handler = http.all(`${SITE_URL}/${path}`, async ({ request }) => {
    const recorded = await recordRequest(request);
    calls.push(recorded);
    return respond(recorded, calls.length - 1);
  });
  server.use(handler);
  return calls;
}

async function occRejection(promise: Promise<unknown>): Promise<OccError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(OccError);
  return error as OccError;
}

const Ok = z.object({ ok: z.literal(true) });

describe("URLs and userId", () => {
  it("calls `${OCC_BASE_URL}/${baseSiteId}/orgUsers/current` when the token source has a token", async () => {
    const calls = route("orgUsers/:userId");
    const { source } = tokenSource("t-1");

    const user = await getCurrentUser({ occ: client({ tokens: source }) });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("http://occ.test/occ/v2/corporate/orgUsers/current");
    expect(user.uid).toBe("buyer@acme.example");
    expect(user.groups).toEqual([{ uid: "b2bcustomergroup", name: "Customer" }]);
  });

  it("calls orgUsers/anonymous without a token and sends no Authorization header", async () => {
    const calls = route("orgUsers/:userId");

    await getCurrentUser({ occ: client() });

    expect(calls[0]?.url).toBe("http://occ.test/occ/v2/corporate/orgUsers/anonymous");
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
  });

  it("uses the configured base site", async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${OCC_BASE_URL}/wholesale/orgUsers/anonymous`, ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json(currentUserJson());
      }),
    );
    await getCurrentUser({ occ: new OccClient({ config: { baseUrl: OCC_BASE_URL, baseSite: "wholesale", timeoutMs: 2000 } }) });
    expect(calls).toEqual(["http://occ.test/occ/v2/wholesale/orgUsers/anonymous"]);
  });

  it("adds query parameters, repeats arrays and leaves out null/undefined", async () => {
    const calls = route("products/search", () => HttpResponse.json({ ok: true }));
    await client().request({
      path: "/products/search",
      query: { query: "shirt:relevance", pageSize: 18, fields: undefined, sort: null, code: ["a", "b"] },
      schema: Ok,
    });
    const url = new URL(calls[0]?.url ?? "");
    expect(url.pathname).toBe("/occ/v2/corporate/products/search");
    expect(url.searchParams.get("query")).toBe("shirt:relevance");
    expect(url.searchParams.get("pageSize")).toBe("18");
    expect(url.searchParams.getAll("code")).toEqual(["a", "b"]);
    expect(url.searchParams.has("fields")).toBe(false);
    expect(url.searchParams.has("sort")).toBe(false);
  });
});

describe("schema parsing", () => {
  it("returns the zod-parsed value (defaults applied, unknown keys stripped)", async () => {
    route("orgUsers/current", () =>
      HttpResponse.json({ uid: "u1", firstName: "Una", extra: "dropped" }),
    );
    const user = await getCurrentUser({ occ: client({ tokens: tokenSource("t").source }) });
    expect(user).toMatchObject({ uid: "u1", firstName: "Una", lastName: "", groups: [], roles: [], priceEnabled: true });
    expect(user).not.toHaveProperty("extra");
  });

  it("a response that fails its schema is OccError 'schemaMismatch', logged with the path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    route("orgUsers/current", () => HttpResponse.json({ uid: 42, groups: "nope" }));

    const error = await occRejection(getCurrentUser({ occ: client({ tokens: tokenSource("t").source }) }));

    expect(error.kind).toBe("schemaMismatch");
    expect(error.path).toBe("orgUsers/current");
    expect(error.userMessage).toBe("An unknown error occurred");
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain("orgUsers/current");
  });

  it("a malformed JSON body is OccError 'schemaMismatch' too, logged with the path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    route("orgUsers/current", () =>
      new HttpResponse('{"uid": "u1", "firstName": ', { headers: { "Content-Type": "application/json" } }),
    );

    const error = await occRejection(getCurrentUser({ occ: client({ tokens: tokenSource("t").source }) }));

    expect(error.kind).toBe("schemaMismatch");
    expect(error.userMessage).toBe(messages.unknownError);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain("orgUsers/current");
  });

  it("a 204 is parsed as undefined", async () => {
    route("users/current/carts/c1", () => new HttpResponse(null, { status: 204 }));
    await expect(
      client().request({ method: "DELETE", path: "users/current/carts/c1", schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });
});

describe("headers", () => {
  it("sends the token source's token as a bearer token and the JSON body with its content type", async () => {
    const calls = route("users/current/addresses", () => HttpResponse.json({ ok: true }));
    await client({ tokens: tokenSource("secret-token").source }).request({
      method: "POST",
      path: "users/current/addresses",
      body: { line1: "1 Main St" },
      schema: Ok,
    });
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(calls[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(calls[0]?.text ?? "")).toEqual({ line1: "1 Main St" });
  });

  it("adds the punch-out header to /carts/ URLs when the session has a punch-out session id", async () => {
    const calls = route("users/current/carts/00001/entries", () => HttpResponse.json({ ok: true }));
    await client({ tokens: tokenSource("t").source, punchOutSessionId: "po-123" }).request({
      path: "users/current/carts/00001/entries",
      schema: Ok,
    });
    expect(PUNCH_OUT_HEADER).toBe("X-Punchout-Session-Id");
    expect(calls[0]?.headers.get("X-Punchout-Session-Id")).toBe("po-123");
  });

  it("never adds the punch-out header to URLs without /carts/", async () => {
    const calls = route("orgUsers/current");
    await getCurrentUser({ occ: client({ tokens: tokenSource("t").source, punchOutSessionId: "po-123" }) });
    expect(calls[0]?.headers.has("X-Punchout-Session-Id")).toBe(false);
  });

  it.each([null, undefined, ""])("never adds the punch-out header without a session id (%j)", async (id) => {
    const calls = route("users/current/carts/00001", () => HttpResponse.json({ ok: true }));
    await client({ tokens: tokenSource("t").source, punchOutSessionId: id }).request({
      path: "users/current/carts/00001",
      schema: Ok,
    });
    expect(calls[0]?.headers.has("X-Punchout-Session-Id")).toBe(false);
  });
});

describe("timeout and abort", () => {
  it("a call slower than config.timeoutMs is OccError 'gatewayTimeout'", async () => {
    route("orgUsers/current", async () => {
      await delay(400);
      return HttpResponse.json(currentUserJson());
    });
    const occ = new OccClient({
      config: { baseUrl: OCC_BASE_URL, baseSite: "corporate", timeoutMs: 50 },
      tokens: tokenSource("t").source,
    });
    const started = performance.now();

    const error = await occRejection(getCurrentUser({ occ }));

    expect(error.kind).toBe("gatewayTimeout");
    expect(error.userMessage).toBe("The server did not respond, please try again later.");
    expect(performance.now() - started).toBeLessThan(350);
  });

  // The timeout is "per call": a backend that sends its headers and then stalls the body must
  // not hold the page forever either.
  it("the timeout also covers reading the response body", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
    route("orgUsers/current", () =>
      new HttpResponse(
        new ReadableStream<Uint8Array>({
          start(controller) {
            streams.push(controller);
            controller.enqueue(new TextEncoder().encode('{"uid": "u1", '));
          },
        }),
        { headers: { "Content-Type": "application/json" } },
      ),
    );
    const occ = new OccClient({
      config: { baseUrl: OCC_BASE_URL, baseSite: "corporate", timeoutMs: 50 },
      tokens: tokenSource("t").source,
    });

    const call = getCurrentUser({ occ }).then(
      () => "resolved",
      (error: unknown) => error,
    );
    const outcome = await Promise.race([call, delay(1000).then(() => "still waiting after 1 s")]);

    // Unblock the stalled body so nothing outlives the test.
    for (const controller of streams) {
      try {
        controller.close();
      } catch {
        // already closed by an abort
      }
    }
    await call;
    log.mockRestore();

    expect(outcome).toBeInstanceOf(OccError);
    expect((outcome as OccError).kind).toBe("gatewayTimeout");
  });

  it("aborting the browser request aborts the call with a non-OccError rejection", async () => {
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const calls = route("orgUsers/current", async () => {
      arrived();
      await delay(1000);
      return HttpResponse.json(currentUserJson());
    });
    const browser = new AbortController();
    const occ = client({ tokens: tokenSource("t").source, signal: browser.signal });

    const pending = getCurrentUser({ occ });
    await requestArrived; // the request is on its way: now the browser gives up
    const started = performance.now();
    browser.abort();
    const error = await rejection(pending);

    expect(error).not.toBeInstanceOf(OccError);
    expect((error as Error).name).toBe("AbortError");
    expect(performance.now() - started).toBeLessThan(800);
    expect(calls).toHaveLength(1); // an abort is not retried
  });
});

describe("retries", () => {
  it("a GET is retried once after a network error and then succeeds", async () => {
    const calls = route("orgUsers/current", (_request, index) =>
      index === 0 ? HttpResponse.error() : HttpResponse.json(currentUserJson()),
    );
    const user = await getCurrentUser({ occ: client({ tokens: tokenSource("t").source }) });
    expect(user.uid).toBe("buyer@acme.example");
    expect(calls).toHaveLength(2);
  });

  it("a GET that fails twice is OccError 'network' with the bad-gateway text", async () => {
    const calls = route("orgUsers/current", () => HttpResponse.error());
    const error = await occRejection(getCurrentUser({ occ: client({ tokens: tokenSource("t").source }) }));
    expect(error.kind).toBe("network");
    expect(error.userMessage).toBe("A server error occurred. Please try again later.");
    expect(calls).toHaveLength(2);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("%s is never retried", async (method) => {
    const calls = route("users/current/carts/c1", () => HttpResponse.error());
    const error = await occRejection(
      client({ tokens: tokenSource("t").source }).request({
        method,
        path: "users/current/carts/c1",
        body: method === "DELETE" ? undefined : { quantity: 1 },
        schema: Ok,
      }),
    );
    expect(error.kind).toBe("network");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe(method);
  });
});

describe("HTTP errors", () => {
  it.each([
    [502, "badGateway", "A server error occurred. Please try again later."],
    [504, "gatewayTimeout", "The server did not respond, please try again later."],
    [500, "internal", "An Internal Server Error occurred. Please try again later."],
    [
      403,
      "forbidden",
      "You are not authorized to perform this action. Please contact your administrator if you think this is a mistake.",
    ],
    [409, "conflict", "Already exists."],
    [418, "unknown", "An unknown error occurred"],
    [404, "notFound", "An unknown error occurred"],
    [400, "badRequest", "An unknown error occurred"],
  ] as const)("%i maps to kind %s and '%s'", async (status, kind, text) => {
    const calls = route("orgUsers/current", () =>
      occError(status, [{ type: "SomeError", message: `status ${status}` }]),
    );
    const error = await occRejection(getCurrentUser({ occ: client({ tokens: tokenSource("t").source }) }));
    expect(error.status).toBe(status);
    expect(error.kind).toBe(kind);
    expect(error.userMessage).toBe(text);
    expect(error.path).toBe("orgUsers/current");
    expect(calls).toHaveLength(1); // HTTP errors are answers, not network errors: no retry
  });

  it("keeps the OCC error body on error.details", async () => {
    route("users/current/addresses", () =>
      occError(400, [
        { type: "ValidationError", message: "This field is required.", subject: "firstName" },
        { type: "ValidationError", message: "Please enter a valid email.", subject: "email", reason: "invalid" },
      ]),
    );
    const error = await occRejection(
      client({ tokens: tokenSource("t").source }).request({
        method: "POST",
        path: "users/current/addresses",
        body: {},
        schema: Ok,
      }),
    );
    expect(error.kind).toBe("badRequest");
    expect(error.details).toEqual([
      { type: "ValidationError", message: "This field is required.", subject: "firstName" },
      { type: "ValidationError", message: "Please enter a valid email.", subject: "email", reason: "invalid" },
    ]);
  });

  it.each([502, 504, 500])("a non-JSON %i body (a proxy's HTML page) maps by status with empty details", async (status) => {
    route("orgUsers/current", () => htmlPage(status));
    const error = await occRejection(getCurrentUser({ occ: client({ tokens: tokenSource("t").source }) }));
    expect(error.status).toBe(status);
    expect(error.kind).toBe(status === 502 ? "badGateway" : status === 504 ? "gatewayTimeout" : "internal");
    expect(error.details).toEqual([]);
  });
});

describe("401 and token refresh", () => {
  const expiredBody = [{ type: "InvalidTokenError", message: "Access token expired: old" }];

  it("refreshes once and retries with the new token", async () => {
    const calls = route("orgUsers/current", (request) =>
      request.headers.get("Authorization") === "Bearer new"
        ? HttpResponse.json(currentUserJson())
        : occError(401, expiredBody),
    );
    const { source } = tokenSource("old", "new");

    const user = await getCurrentUser({ occ: client({ tokens: source }) });

    expect(user.uid).toBe("buyer@acme.example");
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.get("Authorization"))).toEqual(["Bearer old", "Bearer new"]);
    expect(source.sessionExpired).not.toHaveBeenCalled();
  });

  it("throws what sessionExpired(path) returned when refresh returns null", async () => {
    const calls = route("orgUsers/current", () => occError(401, expiredBody));
    const { source, expired } = tokenSource("old", null);

    const error = await rejection(getCurrentUser({ occ: client({ tokens: source }) }));

    expect(error).toBe(expired);
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(source.sessionExpired).toHaveBeenCalledWith("orgUsers/current");
    expect(calls).toHaveLength(1);
  });

  it("throws what sessionExpired(path) returned when the retry gets 401 too", async () => {
    const calls = route("orgUsers/current", () => occError(401, expiredBody));
    const { source, expired } = tokenSource("old", "new");

    const error = await rejection(getCurrentUser({ occ: client({ tokens: source }) }));

    expect(error).toBe(expired);
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(source.sessionExpired).toHaveBeenCalledWith("orgUsers/current");
    expect(calls.map((c) => c.headers.get("Authorization"))).toEqual(["Bearer old", "Bearer new"]);
  });

  it("does not refresh when there was no token", async () => {
    const calls = route("orgUsers/anonymous", () => occError(401, expiredBody));
    const { source } = tokenSource(null, "new");

    const error = await occRejection(getCurrentUser({ occ: client({ tokens: source }) }));

    expect(error.status).toBe(401);
    expect(source.refresh).not.toHaveBeenCalled();
    expect(source.sessionExpired).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it("without a token source, a 401 is an OccError and nothing is retried", async () => {
    const calls = route("orgUsers/anonymous", () => occError(401, expiredBody));
    const error = await occRejection(getCurrentUser({ occ: client() }));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
  });
});

describe("Server-Timing", () => {
  it("records each call as {name, description, durationMs}", async () => {
    route("orgUsers/current", async () => {
      await delay(20);
      return HttpResponse.json(currentUserJson());
    });
    route("users/current/carts/c1", () => HttpResponse.json({ ok: true }));
    const timings: ServerTiming[] = [];
    const occ = client({ tokens: tokenSource("t").source, timings });

    await getCurrentUser({ occ });
    await occ.request({ method: "PATCH", path: "users/current/carts/c1", body: {}, schema: Ok });

    expect(timings).toHaveLength(2);
    expect(timings[0]).toEqual({ name: "occ-1", description: "GET orgUsers/current", durationMs: expect.any(Number) });
    expect(timings[0]?.durationMs).toBeGreaterThanOrEqual(15);
    expect(timings[1]).toMatchObject({ name: "occ-2", description: "PATCH users/current/carts/c1" });
  });

  it("records failed calls too", async () => {
    route("orgUsers/current", () => occError(500, []));
    const timings: ServerTiming[] = [];
    await occRejection(getCurrentUser({ occ: client({ tokens: tokenSource("t").source, timings }) }));
    expect(timings.map((t) => t.description)).toEqual(["GET orgUsers/current"]);
  });

  it("formatServerTiming writes the header value", async () => {
    route("orgUsers/current");
    const timings: ServerTiming[] = [];
    await getCurrentUser({ occ: client({ tokens: tokenSource("t").source, timings }) });

    expect(formatServerTiming(timings)).toMatch(/^occ-1;desc="GET orgUsers\/current";dur=\d+\.\d$/);
    expect(
      formatServerTiming([
        { name: "occ-1", description: "GET orgUsers/current", durationMs: 12.345 },
        { name: "occ-2", description: 'GET say "hi"\\', durationMs: 3 },
      ]),
    ).toBe('occ-1;desc="GET orgUsers/current";dur=12.3, occ-2;desc="GET say hi";dur=3.0');
    expect(formatServerTiming([])).toBe("");
  });
});
