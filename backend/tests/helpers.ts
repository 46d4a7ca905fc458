import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { z } from "zod";
import { createApp } from "../src/app";
import { type AppConfig, DEFAULT_LIMITS } from "../src/config";
import { type Db, openDatabase } from "../src/db";
import { DEV_REQUEST_HEADER } from "../src/http/dev-guard";

export const PASSWORD = "Uniform!2026";
export const CLIENT = { id: "storefront", secret: "storefront-secret" };
export const START = Date.parse("2026-11-21T09:00:00.000Z");

export interface TestBackend {
  app: ReturnType<typeof createApp>;
  db: Db;
  dbPath: string;
  clock: { now: number };
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  close(): void;
}

/** The app configuration tests use: no dev outbox, fixed storefront origins. */
export function testConfig(config: Partial<AppConfig> = {}): AppConfig {
  return {
    devOutbox: false,
    accessTokenTtlSeconds: 43_200,
    storefrontUrls: { corporate: "http://corporate.test", wholesale: "http://wholesale.test" },
    resetTokenTtlSeconds: 1800,
    cdcResetUrl: null,
    limits: DEFAULT_LIMITS,
    trustedProxies: ["loopback"],
    refreshGraceSeconds: 30,
    ...config,
  };
}

/**
 * A migrated and seeded backend on a database file in a fresh temporary directory: a copy of the file the unit run
 * seeded once (tests/global-setup.ts).
 */
export function createTestBackend(config: Partial<AppConfig> = {}): TestBackend {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backend-test-"));
  const dbPath = path.join(dir, "backend.sqlite");
  fs.copyFileSync(inject("seededBackendDb"), dbPath);
  const db = openDatabase(dbPath);
  const clock = { now: START };
  const app = createApp({
    db,
    config: testConfig(config),
    now: () => clock.now,
  });
  return {
    app,
    db,
    dbPath,
    clock,
    advance: (ms) => {
      clock.now += ms;
    },
    close: () => {
      if (db.open) db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function tokenRequest(backend: TestBackend, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return backend.app.request("/authorizationserver/oauth/token", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
}

export const tokenBodySchema = z
  .object({
    access_token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    token_type: z.literal("bearer"),
    refresh_token: z.string().regex(/^[A-Za-z0-9_-]{43}$/).optional(),
    expires_in: z.number().int().positive(),
    scope: z.literal("basic openid"),
  })
  .strict();
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const occErrorsSchema = z.object({
  errors: z
    .array(
      z.object({
        type: z.string(),
        message: z.string(),
        subject: z.string().optional(),
        subjectType: z.string().optional(),
        reason: z.string().optional(),
      }),
    )
    .min(1),
});

/** The body of a response, typed as unknown (to be checked with expect or parsed with a schema). */
export const readJson = (response: Response): Promise<unknown> => response.json();

/** Parses a response body with a schema, so tests read typed fields. */
export async function parseJson<S extends z.ZodTypeAny>(response: Response, schema: S): Promise<z.output<S>> {
  return schema.parse(await readJson(response));
}

/** Signs in with the password grant and returns the token response body. */
export async function login(backend: TestBackend, username: string, password = PASSWORD): Promise<TokenBody> {
  const response = await tokenRequest(backend, {
    grant_type: "password",
    username,
    password,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
  });
  if (response.status !== 200) throw new Error(`Login of ${username} failed: ${response.status} ${await response.text()}`);
  return parseJson(response, tokenBodySchema);
}

/** The header a development route needs (backend/src/http/dev-guard.ts), on `/dev/` URLs, as the e2e helpers send it. */
export function devHeaders(url: string): Record<string, string> {
  return url.startsWith("/dev/") ? { [DEV_REQUEST_HEADER]: "1" } : {};
}

export async function get(backend: TestBackend, url: string, accessToken?: string): Promise<Response> {
  return backend.app.request(url, { headers: { ...devHeaders(url), ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) } });
}

/**
 * A request with an optional bearer token and JSON body (a string body is sent as is, for
 * malformed-JSON tests), plus any extra headers.
 */
export function sendJson(
  backend: TestBackend,
  method: string,
  url: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return Promise.resolve(backend.app.request(url, {
    method,
    headers: {
      ...devHeaders(url),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  }));
}

/**
 * Requests as signed-in users of the test's current backend (`backend()`: the test file's `let backend`, replaced in
 * its `beforeEach`): one password-grant token per user and backend, fetched on the first request.
 */
export function signedInRequests(backend: () => TestBackend) {
  const tokens = new WeakMap<TestBackend, Map<string, string>>();
  const token = async (uid: string): Promise<string> => {
    const current = backend();
    const known = tokens.get(current) ?? new Map<string, string>();
    tokens.set(current, known);
    const cached = known.get(uid);
    if (cached) return cached;
    const { access_token } = await login(current, uid);
    known.set(uid, access_token);
    return access_token;
  };
  /** A JSON request as `uid` (see `sendJson`). */
  const as = async (uid: string, method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    sendJson(backend(), method, url, { token: await token(uid), body, headers });
  return { token, as };
}
