import { isDeepStrictEqual } from "node:util";
import { OccClient, type HttpMethod } from "~/lib/occ/client.server";

/**
 * Contract tests of the storefront's OCC calls against SAP Commerce 2211 B2B (issue 22; docs/occ-api.md "Calls and
 * flavours"). An exchange is one request as SAP expects it and one answer as SAP sends it, shaped from SAP's own
 * sources (Spartacus' B2B endpoint configs and adapters, `occ.models.ts`, its recorded B2B fixtures, the 2211 WsDTOs);
 * `source` names them. The fake backend compares every request with the next exchange: method, path, every query
 * parameter (no more, no fewer), the body (none when the exchange has none) and its content type. Any difference
 * fails the test with both sides printed, so a call that drifts from SAP's shape fails here.
 */
export interface ContractExchange {
  /** Where the request and answer shapes come from (a Spartacus file, a SAP 2211 controller or WsDTO). */
  source: string;
  request: {
    method: HttpMethod;
    /** Below the base site, without query: `users/current/carts/0001/entries/0`. */
    path: string;
    /** Every query parameter the request must carry; values compared as strings. */
    query?: Record<string, string | readonly string[]>;
    /** The JSON body; absent means the request must carry no body. */
    body?: unknown;
    /** Issue 25: request parameters as a form-urlencoded body (SAP's `@RequestParam` on a PUT, as Spartacus sends them). */
    form?: Record<string, string>;
  };
  response: {
    status: number;
    /** JSON body; absent means an empty body (SAP's answer to many changes). */
    body?: unknown;
  };
}

export const CONTRACT_BASE_URL = "http://sap.contract.test/occ/v2";
export const CONTRACT_SITE = "corporate";

export interface ContractRun {
  /** A client whose backend answers only the given exchanges, in order. */
  occ: OccClient;
  /**
   * Awaits `call`, then fails with every difference between the requests made and the exchanges (including exchanges
   * never requested). Returns the call's answer, or rethrows its error when the requests matched.
   */
  verify<T>(call: Promise<T>): Promise<T>;
}

/** A contract run for `exchanges` (in the order the call makes them). `token: false` for a call without a user. */
export function contract(exchanges: readonly ContractExchange[], options: { token?: boolean } = {}): ContractRun {
  const problems: string[] = [];
  let next = 0;

  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const exchange = exchanges[next++];
    const method = init?.method ?? "GET";
    const prefix = `${CONTRACT_BASE_URL}/${CONTRACT_SITE}/`;
    const path = url.href.startsWith(prefix) ? url.pathname.slice(new URL(prefix).pathname.length) : url.pathname;
    const label = `request ${next} (${method} ${path})`;
    if (!exchange) {
      problems.push(`${label}: not expected (only ${exchanges.length} exchange(s))`);
      return new Response(JSON.stringify({ errors: [{ type: "ContractError", message: "unexpected request" }] }), { status: 599 });
    }
    const expected = exchange.request;
    if (method !== expected.method) problems.push(`${label}: method ${method}, SAP expects ${expected.method} [${exchange.source}]`);
    if (path !== expected.path) problems.push(`${label}: path ${path}, SAP expects ${expected.path} [${exchange.source}]`);
    const actualQuery = queryOf(url.searchParams);
    const expectedQuery = normaliseQuery(expected.query ?? {});
    if (!isDeepStrictEqual(actualQuery, expectedQuery)) {
      problems.push(`${label}: query ${JSON.stringify(actualQuery)}, SAP expects ${JSON.stringify(expectedQuery)} [${exchange.source}]`);
    }
    const rawBody = typeof init?.body === "string" ? init.body : init?.body == null ? undefined : String(init.body);
    if (expected.form !== undefined) {
      const contentType = new Headers(init?.headers).get("Content-Type") ?? "";
      if (!contentType.startsWith("application/x-www-form-urlencoded")) {
        problems.push(`${label}: Content-Type '${contentType}', SAP expects application/x-www-form-urlencoded [${exchange.source}]`);
      }
      const sent = Object.fromEntries(new URLSearchParams(rawBody ?? ""));
      if (!isDeepStrictEqual(sent, expected.form)) {
        problems.push(`${label}: form ${JSON.stringify(sent)}, SAP expects ${JSON.stringify(expected.form)} [${exchange.source}]`);
      }
    } else if (expected.body === undefined) {
      if (rawBody !== undefined && rawBody !== "") problems.push(`${label}: sends a body ${rawBody}, SAP expects none [${exchange.source}]`);
    } else {
      const contentType = new Headers(init?.headers).get("Content-Type") ?? "";
      if (!contentType.startsWith("application/json")) problems.push(`${label}: Content-Type '${contentType}', SAP expects application/json [${exchange.source}]`);
      let parsed: unknown;
      try {
        parsed = rawBody === undefined ? undefined : JSON.parse(rawBody);
      } catch {
        parsed = rawBody;
      }
      if (!isDeepStrictEqual(parsed, expected.body)) {
        problems.push(`${label}: body ${JSON.stringify(parsed)}, SAP expects ${JSON.stringify(expected.body)} [${exchange.source}]`);
      }
    }
    const { status, body } = exchange.response;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
    });
  };

  const occ = new OccClient({
    config: { baseUrl: CONTRACT_BASE_URL, baseSite: CONTRACT_SITE, timeoutMs: 2000 },
    tokens:
      options.token === false
        ? undefined
        : { current: async () => ({ accessToken: "contract-token" }), refresh: async () => null, sessionExpired: async (p) => new Error(`session expired on ${p}`) },
    fetch: fakeFetch as typeof fetch,
  });

  return {
    occ,
    async verify<T>(call: Promise<T>): Promise<T> {
      let result: { ok: true; value: T } | { ok: false; error: unknown };
      try {
        result = { ok: true, value: await call };
      } catch (error) {
        result = { ok: false, error };
      }
      for (let i = next; i < exchanges.length; i++) {
        const missing = exchanges[i]!;
        problems.push(`exchange ${i + 1} (${missing.request.method} ${missing.request.path}) was never requested [${missing.source}]`);
      }
      if (problems.length > 0) throw new Error(`The calls differ from SAP's contract:\n- ${problems.join("\n- ")}`);
      if (!result.ok) throw result.error;
      return result.value;
    },
  };
}

function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return sortKeys(out);
}

function normaliseQuery(query: Record<string, string | readonly string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) out[key] = typeof value === "string" ? value : value.length === 1 ? value[0]! : [...value];
  return sortKeys(out);
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** SAP's error bodies (`de.hybris…WebserviceErrorResponse`), for exchanges that fail. */
export const sapErrors = {
  cartNotFound: (cartId: string) => ({
    errors: [{ message: "Cart not found.", reason: "notFound", subject: cartId, subjectType: "cart", type: "CartError" }],
  }),
  unknownIdentifier: (message: string) => ({ errors: [{ message, type: "UnknownIdentifierError" }] }),
  unknownResource: (path: string) => ({ errors: [{ message: `There is no resource for path ${path}`, type: "UnknownResourceError" }] }),
};
