import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type AppConfig, DEFAULT_LIMITS, type LimitsConfig } from "../src/config";
import { CLIENT, createTestBackend, PASSWORD, parseJson, readJson, sendJson, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";

/**
 * Issue 21, hole 2: brute-force limits in the backend (rate-limits.ts), per account and per client address, counted
 * in SQLite with the injected clock. Defaults: 5 failed sign-ins per account and 50 per address in 15 minutes.
 */

let backend: TestBackend;
afterEach(() => backend.close());

function start(limits: Partial<LimitsConfig> = {}, config: Partial<AppConfig> = {}) {
  backend = createTestBackend({ devOutbox: true, limits: { ...DEFAULT_LIMITS, ...limits }, ...config });
}

const WINDOW_MS = DEFAULT_LIMITS.windowSeconds * 1000;

/** A password grant from `address` (the storefront forwards the browser's address; in process the peer is trusted). */
const signIn = (username: string, password: string, address = "198.51.100.7", env?: unknown) =>
  backend.app.request(
    "/authorizationserver/oauth/token",
    {
      method: "POST",
      body: new URLSearchParams({ grant_type: "password", username, password, client_id: CLIENT.id, client_secret: CLIENT.secret }),
      headers: { "X-Forwarded-For": address },
    },
    env,
  );

const limitedBody = (seconds: number) => ({
  error: "invalid_grant",
  error_description: `You have reached the limit of sign-in attempts. Please wait ${seconds} seconds before retrying.`,
});

async function expectLimited(response: Response, seconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe(String(seconds));
  expect(await readJson(response)).toEqual(limitedBody(seconds));
}

describe("password grant: failed sign-ins per account", () => {
  it("refuses the 6th attempt within 15 minutes even with the right password, says when to retry, and allows it after", async () => {
    start();
    for (let i = 0; i < 5; i++) {
      backend.advance(60_000);
      const wrong = await signIn("buyer@acme.example", "wrong-password");
      expect(wrong.status).toBe(400);
    }
    // From another address too: the account's limit does not depend on where the guesses come from.
    await expectLimited(await signIn("Buyer@ACME.example", PASSWORD, "203.0.113.50"), 15 * 60 - 4 * 60);

    // The oldest failure leaves the window at 15 minutes after it: one attempt is allowed again.
    backend.advance(11 * 60_000 - 1000);
    await expectLimited(await signIn("buyer@acme.example", PASSWORD), 1);
    backend.advance(1000);
    expect((await signIn("buyer@acme.example", PASSWORD)).status).toBe(200);
  });

  it("does not count successful sign-ins, and a sign-in forgets the account's failures", async () => {
    start();
    for (let i = 0; i < 4; i++) expect((await signIn("wearer@acme.example", "wrong")).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await signIn("wearer@acme.example", PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn("wearer@acme.example", "wrong")).status).toBe(400);
    expect((await signIn("wearer@acme.example", PASSWORD)).status).toBe(200);
  });

  it("counts guesses for accounts that do not exist the same way (nothing to enumerate)", async () => {
    start();
    for (let i = 0; i < 5; i++) expect((await signIn("nobody@acme.example", "guess")).status).toBe(400);
    await expectLimited(await signIn("nobody@acme.example", "guess"), 900);
  });

  it("counts parallel guesses before checking them: 20 at once, at most 5 are checked", async () => {
    start();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn("approver@acme.example", "wrong")));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
  });
});

describe("password grant: failed sign-ins per client address", () => {
  it("once an address reached its limit, a different account from that address is refused; other addresses are not", async () => {
    // 50 by default; 6 here, as every failure costs a password hash.
    start({ signInPerAddress: 6 });
    for (let i = 0; i < 6; i++) expect((await signIn(`guess${i % 3}@acme.example`, "wrong")).status).toBe(400);
    await expectLimited(await signIn("admin@acme.example", PASSWORD), 900);
    expect((await signIn("admin@acme.example", PASSWORD, "198.51.100.8")).status).toBe(200);
  });

  it("trusts X-Forwarded-For only from a trusted peer (default loopback): anyone else is counted by their own address", async () => {
    start({ signInPerAddress: 2 });
    const remote = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };
    const loopback = { incoming: { socket: { remoteAddress: "::ffff:127.0.0.1" } } };
    // A remote client rotating X-Forwarded-For is still one address.
    expect((await signIn("a@acme.example", "wrong", "10.0.0.1", remote)).status).toBe(400);
    expect((await signIn("b@acme.example", "wrong", "10.0.0.2", remote)).status).toBe(400);
    expect((await signIn("c@acme.example", "wrong", "10.0.0.3", remote)).status).toBe(429);
    // The storefront on loopback forwards the browser's address: another browser is not affected.
    expect((await signIn("wearer@acme.example", PASSWORD, "10.0.0.3", loopback)).status).toBe(200);
  });

  it("limits are configurable (BACKEND_SIGNIN_LIMIT_PER_ACCOUNT)", async () => {
    start({ signInPerAccount: 2 });
    expect((await signIn("buyer@acme.example", "wrong")).status).toBe(400);
    expect((await signIn("buyer@acme.example", "wrong")).status).toBe(400);
    expect((await signIn("buyer@acme.example", PASSWORD)).status).toBe(429);
  });
});

async function clientToken(): Promise<string> {
  const response = await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
  return (await parseJson(response, tokenBodySchema)).access_token;
}

const errorsSchema = z.object({ errors: z.array(z.object({ type: z.string(), message: z.string(), waitSeconds: z.number().optional() })) });

async function expectRateLimitError(response: Response, message: string, seconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe(String(seconds));
  expect(await parseJson(response, errorsSchema)).toEqual({ errors: [{ type: "RateLimitError", message, waitSeconds: seconds }] });
}

describe("password-reset requests", () => {
  const resetLimit = (seconds: number) =>
    `You have reached the limit of password reset requests. Please wait ${seconds} seconds before retrying.`;

  it("5 requests per account in 15 minutes, then 429 with the wait; per address as well", async () => {
    start({ resetPerAddress: 8 });
    const token = await clientToken();
    const request = (userId: string, address = "198.51.100.7") =>
      sendJson(backend, "POST", `/occ/v2/corporate/forgottenpasswordtokens?userId=${encodeURIComponent(userId)}`, { token, headers: { "X-Forwarded-For": address } });
    for (let i = 0; i < 5; i++) expect((await request("buyer@acme.example", `198.51.100.${20 + i}`)).status).toBe(202);
    await expectRateLimitError(await request("BUYER@acme.example", "198.51.100.99"), resetLimit(900), 900);
    // A mobile number is one account however it is written.
    for (let i = 0; i < 5; i++) expect((await request(i % 2 ? "0412 345 678" : "0412-345-678", `198.51.100.${40 + i}`)).status).toBe(202);
    await expectRateLimitError(await request("0412345678", "198.51.100.98"), resetLimit(900), 900);
    // The address: 5 counted above from other addresses; 8 from this one, across accounts, then refused.
    for (let i = 0; i < 8; i++) expect((await request(`someone${i}@acme.example`)).status).toBe(202);
    await expectRateLimitError(await request("wearer@acme.example"), resetLimit(900), 900);
    backend.advance(WINDOW_MS);
    expect((await request("wearer@acme.example")).status).toBe(202);
  });
});

describe("registration verification codes", () => {
  it("wrong codes count per address (right ones do not); then 429 with the wait, even for the right code", async () => {
    start({ verificationPerAddress: 4 });
    const token = await clientToken();
    const call = (path: string, body: unknown) =>
      sendJson(backend, "POST", `/occ/v2/corporate/${path}`, { token, body, headers: { "X-Forwarded-For": "198.51.100.7" } });
    const created = await call("registrations", {
      registrationCode: "welcome2026",
      firstName: "Lena",
      lastName: "Limit",
      email: "lena.limit@acme.example",
      password: "Brand-new1!",
      termsConsent: true,
    });
    expect(created.status).toBe(201); // a code sent: 1 of 4
    const { registrationId } = await parseJson(created, z.object({ registrationId: z.string() }));
    expect((await call(`registrations/${registrationId}/verify`, { verificationCode: "000001" })).status).toBe(400);
    expect((await call(`registrations/${registrationId}/verify`, { verificationCode: "000002" })).status).toBe(400);
    expect((await call(`registrations/${registrationId}/verify`, { verificationCode: "000003" })).status).toBe(400);
    await expectRateLimitError(
      await call(`registrations/${registrationId}/verify`, { verificationCode: "000004" }),
      `You have reached the limit of verification code attempts. Please wait 900 seconds before retrying.`,
      900,
    );
    // Sending codes (new registrations, resends) counts toward the same address limit, with the spec's text.
    await expectRateLimitError(
      await call(`registrations/${registrationId}/code`, {}),
      "You have reached the limit of sending verification code. Please wait 900 seconds before retrying or use a different email address.",
      900,
    );
  });
});

describe("token entries: punch-out sids and bearer tokens", () => {
  it("unknown punch-out sids count per address; then 429; a real sid still works from another address", async () => {
    start({ entryPerAddress: 3 });
    const token = await clientToken();
    const lookup = (sid: string, address = "198.51.100.7") =>
      sendJson(backend, "GET", `/occ/v2/corporate/punchout/sessions/${sid}`, { token, headers: { "X-Forwarded-For": address } });
    // A fresh sid (a sid starts its session once, within minutes of its creation: the seeded demo sid is past that).
    const created = await sendJson(backend, "POST", "/dev/punchout/sessions", { body: { userId: "punchout@acme.example", status: "active" } });
    expect(created.status).toBe(201);
    const { sid } = await parseJson(created, z.object({ sid: z.string() }));
    for (let i = 0; i < 3; i++) expect((await lookup(`guess-${i}`)).status).toBe(400);
    await expectRateLimitError(await lookup(sid), "You have reached the limit of sign-in attempts. Please wait 900 seconds before retrying.", 900);
    expect((await lookup(sid, "198.51.100.8")).status).toBe(200);
  });

  it("unknown bearer tokens (the SSO entry's access_token) count per address; valid tokens are never refused", async () => {
    start({ entryPerAddress: 3 });
    const token = await clientToken();
    const current = (bearer: string) =>
      sendJson(backend, "GET", "/occ/v2/corporate/orgUsers/current", { token: bearer, headers: { "X-Forwarded-For": "198.51.100.7" } });
    for (let i = 0; i < 3; i++) expect((await current(`${"G".repeat(42)}${i}`)).status).toBe(401);
    expect((await current("G".repeat(43))).status).toBe(429);
    // A valid token from the same address is not a guess.
    expect((await current(token)).status).toBe(403); // a client token is not a user: 403, not 429
  });
});
