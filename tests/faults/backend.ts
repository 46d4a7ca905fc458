import { http, HttpResponse } from "msw";
import { afterAll, beforeAll } from "vitest";
import { type TestBackend, createTestBackend } from "../../backend/tests/helpers";
import { OCC_ORIGIN } from "../mocks/handlers";
import { server } from "../mocks/server";
import { inAction } from "./storefront";

/**
 * The reference backend behind the storefront, in process: msw hands every request to http://occ.test (the OCC
 * API and the OAuth endpoints) to the backend's Hono app on a copy of the seeded database, unless the fault switch
 * says to answer that call with a fault instead.
 */
export const FAULTS = [401, 403, 404, 409, 500, 502, 504, "timeout"] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultRule {
  fault: Fault;
  /** Which backend calls fail: `method path` (path below /occ/v2/{site}/, e.g. `GET orgUsers/current`). */
  calls: RegExp;
  /** Only the calls a route's action makes (a form post: the page it re-renders loads normally). */
  actionOnly?: boolean;
}

/** The SAP error body each status comes with, as SAP Commerce answers it. */
const ERROR_TYPES: Record<number, string> = {
  401: "InvalidTokenError",
  403: "ForbiddenError",
  404: "UnknownIdentifierError",
  409: "AlreadyExistsError",
  500: "InternalServerError",
  502: "BadGatewayError",
  504: "GatewayTimeoutError",
};

export interface FaultySwitch {
  backend(): TestBackend;
  /** Sets (or with `null` clears) the fault; the calls it failed are counted in `hits`. */
  set(rule: FaultRule | null): void;
  hits(): string[];
  /** Every OCC call seen since the last `set`. */
  calls(): string[];
}

/** Starts the in-process backend for this test file and returns its fault switch. Call after `useMswServer()`. */
export function useFaultyBackend(): FaultySwitch {
  let backend: TestBackend | undefined;
  let rule: FaultRule | null = null;
  let hits: string[] = [];
  let calls: string[] = [];
  const handler = http.all(`${OCC_ORIGIN}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const occPath = url.pathname.match(/^\/occ\/v2\/[^/]+\/(.*)$/)?.[1];
    // Under a 401 the session cannot be renewed either: the refresh grant answers invalid_grant (so the session-expired
    // flow runs, and the tokens the harness signed in with stay good for the next case).
    if (rule?.fault === 401 && url.pathname.endsWith("/oauth/token")) {
      const form = new URLSearchParams(await request.clone().text());
      if (form.get("grant_type") === "refresh_token") {
        hits.push("POST oauth/token (refresh)");
        return HttpResponse.json({ error: "invalid_grant", error_description: "Invalid refresh token" }, { status: 400 });
      }
    }
    if (occPath !== undefined) {
      const call = `${request.method} ${occPath}`;
      calls.push(call);
      if (rule && rule.calls.test(call) && (!rule.actionOnly || inAction.getStore() !== undefined)) {
        hits.push(call);
        if (rule.fault === "timeout") return new Promise<Response>(() => {}); // the client's own timeout ends it
        const status = rule.fault;
        // A gateway in front of the backend answers 502 and 504 with its own HTML page.
        if (status === 502 || status === 504) return new HttpResponse(`<html><body><h1>${status}</h1>nginx</body></html>`, { status, headers: { "Content-Type": "text/html" } });
        return HttpResponse.json({ errors: [{ type: ERROR_TYPES[status], message: `Injected ${status}` }] }, { status });
      }
    }
    if (!backend) throw new Error("backend not started");
    return backend.app.fetch(new Request(request.url, { method: request.method, headers: request.headers, body: request.body, duplex: "half" } as RequestInit));
  });
  beforeAll(() => {
    backend = createTestBackend();
  });
  afterAll(() => backend?.close());
  return {
    backend: () => {
      if (!backend) throw new Error("backend not started");
      return backend;
    },
    set(next) {
      server.resetHandlers(handler);
      rule = next;
      hits = [];
      calls = [];
    },
    hits: () => hits,
    calls: () => calls,
  };
}
