import { z } from "zod";
import { OccErrorBodySchema, type OccErrorDetail } from "./error-body.server";
import { OccError, kindForResponse } from "./errors";
import { type ServerTiming } from "./server-timing";

/**
 * The one typed HTTP client every loader and action uses to reach the OCC backend
 * (spec part 2 §7). Call groups live beside it (`users.server.ts`, `cms.server.ts`, …), each with
 * the zod schemas of the responses it parses (in the file, or a `*-schemas.server.ts` beside it).
 *
 * Callers (one first parameter for every call): every exported call takes an `OccCaller`
 * (caller.server.ts) first — `{ occ }`, the client of this request — or the extension its paths need:
 * - `CartRef` (cart, checkout, payments, `addPackToCart`, `getCartToOrder`): the cart and its user path, from
 *   `getCartRef`; a `CartRef` is also an `OccCaller` and an `OrderOwner`;
 * - `OrderOwner` (`placeOrder`, `placeReplenishment`, `getOrder`): `{ occ, userPath }`;
 * - `PackUser` (packs, pack list): `{ occ, userId }`, the signed-in user or the proxy wearer, from `getPackUser`.
 * Never a bare client, token, user id or path string first. Which client (session token or the storefront's
 * client token, `getOcc` / `getAppOcc`) is the caller's business, decided where the request is resolved.
 * Not OCC REST calls, so outside the rule: `authentication.server.ts` (the OAuth endpoint that mints the
 * client's tokens; takes its `OAuthConfig`) and `media.server.ts` (image bytes for the `/medias` proxy).
 *
 * Rules:
 * - URL: `${baseUrl}/${baseSite}/${path}`; `{userId}` is `current` signed in, `anonymous` otherwise.
 * - Every response is parsed with a zod schema; a mismatch is an `OccError('schemaMismatch')`,
 *   logged with its path and shown as 'An unknown error occurred'.
 * - Bearer token from the token source; on 401 the token is refreshed once and the call
 *   retried; if that fails the token source decides (sign out with 'Your session has expired').
 * - `/carts/` URLs carry the punch-out session header when the session holds one.
 * - Every call carries the browser's address as `X-Forwarded-For` (the backend's per-address limits, issue 21).
 * - Per-call timeout (default 10 s) combined with the browser request's abort signal.
 * - GET retries once on a network error; POST/PUT/PATCH/DELETE never retry.
 */

export const PUNCH_OUT_HEADER = "X-Punchout-Session-Id";
/** The browser's address, for the backend's per-address limits (it trusts the header only from the storefront). */
export const FORWARDED_FOR_HEADER = "X-Forwarded-For";

export interface OccTokens {
  accessToken: string;
}

/** Where the client gets its bearer token; the session-backed implementation lives in auth.server.ts. */
export interface TokenSource {
  /** The current token, refreshed ahead of time if it is about to expire; null when anonymous. */
  current(): Promise<OccTokens | null>;
  /** Refresh after a 401. Returns the new token, or null if the session cannot be refreshed. */
  refresh(): Promise<OccTokens | null>;
  /**
   * What to throw when a 401 survives a refresh: an `OccError('sessionExpired')`, or (the
   * session-backed source) a redirect to sign-in with 'Your session has expired. Please login again.'
   */
  sessionExpired(path: string): Promise<unknown>;
}

export interface OccClientConfig {
  baseUrl: string;
  baseSite: string;
  timeoutMs: number;
}

export interface OccClientOptions {
  config: OccClientConfig;
  tokens?: TokenSource;
  punchOutSessionId?: string | null;
  /** The browser's address (`RequestContext.clientAddress`), sent as `X-Forwarded-For`. */
  clientAddress?: string;
  /** The browser request's signal: an aborted page request aborts its backend calls. */
  signal?: AbortSignal;
  /** Each call is recorded here for the Server-Timing header. */
  timings?: ServerTiming[];
  fetch?: typeof fetch;
}

/** A response read in full inside the call's timeout. */
interface BufferedResponse {
  status: number;
  ok: boolean;
  text: string;
  /** `download` only: the body as bytes (then `text` is empty unless the answer is an error). */
  bytes?: Uint8Array<ArrayBuffer>;
  headers?: Headers;
}

/** A binary answer (issue 28: the finance PDFs), read in full inside the call's timeout. */
export interface OccDownload {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  disposition: string | null;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export interface OccRequest<T> {
  method?: HttpMethod;
  /** Path below the base site, e.g. `orgUsers/current`. */
  path: string;
  query?: Record<string, QueryValue | readonly string[]>;
  /** JSON body. */
  body?: unknown;
  /**
   * Request parameters as a form-urlencoded body (SAP's `@RequestParam` on a PUT, as Spartacus sends them; issue 25:
   * passwords stay out of URLs and access logs). Not with `body`.
   */
  form?: Record<string, string>;
  /** A multipart/form-data body (a file upload, issue 27: the bulk user upload); fetch sets the boundary. Not with `body` or `form`. */
  multipart?: FormData;
  /** Extra request headers (e.g. `Idempotency-Key` on place order). */
  headers?: Record<string, string>;
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
}

const anonymousTokens: TokenSource = {
  current: async () => null,
  refresh: async () => null,
  sessionExpired: async (path) => new OccError("sessionExpired", 401, path),
};

export class OccClient {
  private readonly doFetch: typeof fetch;
  private readonly tokens: TokenSource;
  private callCount = 0;

  constructor(private readonly options: OccClientOptions) {
    this.doFetch = options.fetch ?? globalThis.fetch;
    this.tokens = options.tokens ?? anonymousTokens;
  }

  get baseSite() {
    return this.options.config.baseSite;
  }

  /** `current` when a token is held, `anonymous` otherwise. */
  async userId(): Promise<"current" | "anonymous"> {
    return (await this.tokens.current()) ? "current" : "anonymous";
  }

  url(path: string, query?: OccRequest<unknown>["query"]): string {
    const { baseUrl, baseSite } = this.options.config;
    const url = new URL(`${baseUrl}/${encodeURIComponent(baseSite)}/${path.replace(/^\/+/, "")}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
      else url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  async request<T>(req: OccRequest<T>): Promise<T> {
    const method = req.method ?? "GET";
    const url = this.url(req.path, req.query);
    const label = `${method} ${req.path}`;

    let tokens = await this.tokens.current();
    let response = await this.send(method, url, req, tokens, label);

    if (response.status === 401 && tokens) {
      tokens = await this.tokens.refresh();
      if (!tokens) throw await this.tokens.sessionExpired(req.path);
      response = await this.send(method, url, req, tokens, label);
      if (response.status === 401) throw await this.tokens.sessionExpired(req.path);
    }

    if (!response.ok) throw errorFromResponse(response, req.path);
    if (response.status === 204 || response.text === "") return parse(req.schema, undefined, req.path);

    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      logMismatch(req.path, "response body is not JSON");
      throw new OccError("schemaMismatch", response.status, req.path);
    }
    return parse(req.schema, json, req.path);
  }

  /**
   * A binary download (issue 28: the finance PDFs, `accept` e.g. `application/pdf`): the same token refresh, timeout,
   * retry and error rules as `request`; a successful answer of another type than `accept` is a schema mismatch.
   */
  async download(req: Omit<OccRequest<unknown>, "schema">, accept: string): Promise<OccDownload> {
    const method = req.method ?? "GET";
    const url = this.url(req.path, req.query);
    const label = `${method} ${req.path}`;
    const full = { ...req, schema: z.unknown() };
    let tokens = await this.tokens.current();
    let response = await this.send(method, url, full, tokens, label, accept);
    if (response.status === 401 && tokens) {
      tokens = await this.tokens.refresh();
      if (!tokens) throw await this.tokens.sessionExpired(req.path);
      response = await this.send(method, url, full, tokens, label, accept);
      if (response.status === 401) throw await this.tokens.sessionExpired(req.path);
    }
    if (!response.ok) throw errorFromResponse(response, req.path);
    const contentType = response.headers?.get("Content-Type") ?? "";
    if (!contentType.startsWith(accept) || !response.bytes) {
      logMismatch(req.path, `answer is ${contentType || "untyped"}, not ${accept}`);
      throw new OccError("schemaMismatch", response.status, req.path);
    }
    return { bytes: response.bytes, contentType, disposition: response.headers?.get("Content-Disposition") ?? null };
  }

  private async send(
    method: HttpMethod,
    url: string,
    req: OccRequest<unknown>,
    tokens: OccTokens | null,
    label: string,
    binary?: string,
  ): Promise<BufferedResponse> {
    const headers = new Headers({ ...req.headers, Accept: binary ? `${binary}, application/json` : "application/json" });
    if (tokens) headers.set("Authorization", `Bearer ${tokens.accessToken}`);
    if (this.options.clientAddress) headers.set(FORWARDED_FOR_HEADER, this.options.clientAddress);
    if (this.options.punchOutSessionId && url.includes("/carts/")) {
      headers.set(PUNCH_OUT_HEADER, this.options.punchOutSessionId);
    }
    let body: string | FormData | undefined;
    if (req.multipart !== undefined) {
      body = req.multipart;
    } else if (req.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(req.body);
    } else if (req.form !== undefined) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(req.form).toString();
    }

    const attempts = method === "GET" ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.timed(label, req.path, (signal) => this.doFetch(url, { method, headers, body, signal }), binary !== undefined);
      } catch (error) {
        if (error instanceof OccError) throw error;
        if (this.options.signal?.aborted) throw this.options.signal.reason ?? error;
        if (attempt >= attempts) throw new OccError("network", 0, req.path);
      }
    }
  }

  /**
   * Runs one fetch with the per-call timeout, the page's abort signal, and a Server-Timing entry.
   * The body is read inside the timeout too: a backend that stalls mid-body is a timeout.
   */
  private async timed(
    label: string,
    path: string,
    run: (signal: AbortSignal) => Promise<Response>,
    binary = false,
  ): Promise<BufferedResponse> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), this.options.config.timeoutMs);
    const signal = this.options.signal ? AbortSignal.any([timeout.signal, this.options.signal]) : timeout.signal;
    const started = performance.now();
    try {
      const response = await run(signal);
      if (binary && response.ok) return { status: response.status, ok: true, text: "", bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
      return { status: response.status, ok: response.ok, text: await response.text(), headers: response.headers };
    } catch (error) {
      if (timeout.signal.aborted && !this.options.signal?.aborted) {
        throw new OccError("gatewayTimeout", 0, path);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      this.options.timings?.push({
        name: `occ-${++this.callCount}`,
        description: label,
        durationMs: performance.now() - started,
      });
    }
  }
}

function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, json: unknown, path: string): T {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  logMismatch(path, result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  throw new OccError("schemaMismatch", 200, path);
}

function logMismatch(path: string, detail: string) {
  console.error(`[occ] response of ${path} does not match its schema: ${detail}`);
}

function errorFromResponse(response: BufferedResponse, path: string): OccError {
  let details: OccErrorDetail[] = [];
  try {
    const parsed = OccErrorBodySchema.safeParse(JSON.parse(response.text));
    if (parsed.success) details = parsed.data.errors;
  } catch {
    // Not JSON (a proxy's HTML error page): the status alone decides the message.
  }
  return new OccError(kindForResponse(response.status, details), response.status, path, details);
}
