import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT,
  createTestBackend,
  get,
  login,
  occErrorsSchema,
  parseJson,
  PASSWORD,
  readJson,
  type TestBackend,
  tokenBodySchema,
  tokenRequest,
} from "./helpers";

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const clientFields = { client_id: CLIENT.id, client_secret: CLIENT.secret };
const basic = (id: string, secret: string) => ({ Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` });

describe("POST /authorizationserver/oauth/token — password grant", () => {
  it("signs in with a good password (e-mail case-insensitive) and answers the OAuth token shape", async () => {
    const response = await tokenRequest(backend, { grant_type: "password", username: " Buyer@ACME.example ", password: PASSWORD, ...clientFields });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await parseJson(response, tokenBodySchema);
    expect(body.expires_in).toBe(43_200);
    expect(body.refresh_token).toBeDefined();
  });

  it("accepts the client credentials as HTTP Basic", async () => {
    const response = await tokenRequest(backend, { grant_type: "password", username: "wearer@acme.example", password: PASSWORD }, basic(CLIENT.id, CLIENT.secret));
    expect(response.status).toBe(200);
  });

  it("stores only hashes of the tokens", async () => {
    const tokens = await login(backend, "approver@acme.example");
    const dump = JSON.stringify(backend.db.prepare("SELECT * FROM oauth_tokens").all());
    expect(dump).not.toContain(tokens.access_token);
    expect(dump).not.toContain(tokens.refresh_token);
  });

  it.each([
    ["a wrong password", "buyer@acme.example", "wrong-password"],
    ["an unknown user", "nobody@acme.example", PASSWORD],
    ["a disabled user with a wrong password", "disabled@acme.example", "wrong-password"],
  ])("answers 400 Bad credentials for %s", async (_case, username, password) => {
    const response = await tokenRequest(backend, { grant_type: "password", username, password, ...clientFields });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: "invalid_grant", error_description: "Bad credentials" });
  });

  it("answers 400 User is disabled for a disabled user", async () => {
    const response = await tokenRequest(backend, { grant_type: "password", username: "disabled@acme.example", password: PASSWORD, ...clientFields });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: "invalid_grant", error_description: "User is disabled" });
  });

  it("answers invalid_request when a field is missing", async () => {
    const response = await tokenRequest(backend, { grant_type: "password", username: "buyer@acme.example", ...clientFields });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: "invalid_request", error_description: "Missing or invalid parameter: password" });
  });
});

describe("POST /authorizationserver/oauth/token — client and grant checks", () => {
  it.each([
    ["a wrong secret", { client_id: CLIENT.id, client_secret: "wrong" }, {}],
    ["an unknown client", { client_id: "someone", client_secret: CLIENT.secret }, {}],
    ["no client", {}, {}],
    ["a wrong Basic secret", {}, basic(CLIENT.id, "wrong")],
    ["a malformed Authorization header", {}, { Authorization: "Basic !!!" }],
  ])("answers 401 Bad client credentials for %s", async (_case, fields, headers) => {
    const response = await tokenRequest(backend, { grant_type: "client_credentials", ...fields }, headers);
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ error: "invalid_client", error_description: "Bad client credentials" });
  });

  it("answers unsupported_grant_type for another grant", async () => {
    const response = await tokenRequest(backend, { grant_type: "authorization_code", ...clientFields });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: "unsupported_grant_type", error_description: "Unsupported grant type" });
  });

  it("answers invalid_request without a grant type", async () => {
    const response = await tokenRequest(backend, { ...clientFields });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: "invalid_request", error_description: "Missing grant type" });
  });

  it("refuses request bodies over 16 KB", async () => {
    const response = await tokenRequest(backend, { grant_type: "client_credentials", ...clientFields, padding: "x".repeat(17 * 1024) });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: "invalid_request", error_description: "Request body too large" });
  });

  it("issues an access token without a refresh token for client_credentials", async () => {
    const response = await tokenRequest(backend, { grant_type: "client_credentials", ...clientFields });
    expect(response.status).toBe(200);
    const body = await parseJson(response, tokenBodySchema);
    expect(body.refresh_token).toBeUndefined();

    const products = await get(backend, "/occ/v2/corporate/products/search?pageSize=1", body.access_token);
    expect(products.status).toBe(200);
    const me = await get(backend, "/occ/v2/corporate/orgUsers/current", body.access_token);
    expect(me.status).toBe(403);
    expect((await parseJson(me, occErrorsSchema)).errors[0]?.type).toBe("ForbiddenError");
  });
});

describe("bearer tokens", () => {
  it("rejects a missing, malformed or unknown token with 401 InvalidTokenError 'Invalid access token:'", async () => {
    const cases: Record<string, string>[] = [{}, { Authorization: "Token abc" }, { Authorization: `Bearer ${"A".repeat(43)}` }, { Authorization: "Bearer short" }];
    for (const headers of cases) {
      const response = await backend.app.request("/occ/v2/corporate/orgUsers/current", { headers });
      expect(response.status).toBe(401);
      const [error] = (await parseJson(response, occErrorsSchema)).errors;
      expect(error?.type).toBe("InvalidTokenError");
      expect(error?.message).toMatch(/^Invalid access token: /);
    }
  });

  it("expires access tokens after BACKEND_ACCESS_TOKEN_TTL seconds: 401 'Access token expired:'", async () => {
    const expiring = createTestBackend({ accessTokenTtlSeconds: 60 });
    try {
      const { access_token, expires_in } = await login(expiring, "buyer@acme.example");
      expect(expires_in).toBe(60);
      expiring.advance(59_000);
      expect((await get(expiring, "/occ/v2/corporate/orgUsers/current", access_token)).status).toBe(200);
      expiring.advance(1_000);
      const response = await get(expiring, "/occ/v2/corporate/orgUsers/current", access_token);
      expect(response.status).toBe(401);
      const [error] = (await parseJson(response, occErrorsSchema)).errors;
      expect(error?.type).toBe("InvalidTokenError");
      expect(error?.message).toMatch(/^Access token expired: /);
    } finally {
      expiring.close();
    }
  });

  it("sends an expired token to 401 on public calls too (the storefront must refresh)", async () => {
    const { access_token } = await login(backend, "buyer@acme.example");
    backend.advance(43_200_000);
    try {
      const response = await get(backend, "/occ/v2/corporate/products/search", access_token);
      expect(response.status).toBe(401);
      expect((await get(backend, "/occ/v2/corporate/products/search")).status).toBe(200);
    } finally {
      backend.advance(-43_200_000);
    }
  });
});

describe("refresh_token grant", () => {
  it("rotates: the new tokens work and the old refresh token stops working after the grace window", async () => {
    const first = await login(backend, "wearer@kiwi.example");
    const refreshed = await tokenRequest(backend, { grant_type: "refresh_token", refresh_token: first.refresh_token ?? "", ...clientFields });
    expect(refreshed.status).toBe(200);
    const second = await parseJson(refreshed, tokenBodySchema);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await get(backend, "/occ/v2/corporate/orgUsers/current", second.access_token)).status).toBe(200);

    backend.advance(30_001); // the grace window (refresh-grace.test.ts)
    const reused = await tokenRequest(backend, { grant_type: "refresh_token", refresh_token: first.refresh_token ?? "", ...clientFields });
    expect(reused.status).toBe(400);
    expect(await readJson(reused)).toEqual({ error: "invalid_grant", error_description: "Invalid refresh token" });

    const again = await tokenRequest(backend, { grant_type: "refresh_token", refresh_token: second.refresh_token ?? "", ...clientFields });
    expect(again.status).toBe(200);
  });

  it("refuses unknown and expired refresh tokens, and refresh tokens of another client", async () => {
    const unknown = await tokenRequest(backend, { grant_type: "refresh_token", refresh_token: "B".repeat(43), ...clientFields });
    expect(await readJson(unknown)).toEqual({ error: "invalid_grant", error_description: "Invalid refresh token" });

    const { refresh_token } = await login(backend, "buyer@acme.example");
    backend.db.prepare("INSERT INTO oauth_clients (client_id, name, secret_hash) SELECT 'other', 'Other', secret_hash FROM oauth_clients WHERE client_id = ?").run(CLIENT.id);
    const otherClient = await tokenRequest(backend, { grant_type: "refresh_token", refresh_token: refresh_token ?? "", client_id: "other", client_secret: CLIENT.secret });
    expect(otherClient.status).toBe(400);

    backend.advance(30 * 24 * 3600 * 1000);
    try {
      const expired = await tokenRequest(backend, { grant_type: "refresh_token", refresh_token: refresh_token ?? "", ...clientFields });
      expect(expired.status).toBe(400);
      expect(await readJson(expired)).toEqual({ error: "invalid_grant", error_description: "Invalid refresh token" });
    } finally {
      backend.advance(-30 * 24 * 3600 * 1000);
    }
  });
});

describe("POST /authorizationserver/oauth/revoke", () => {
  it("revokes the access token and its refresh token", async () => {
    const tokens = await login(backend, "admin@acme.example");
    const response = await backend.app.request("/authorizationserver/oauth/revoke", {
      method: "POST",
      body: new URLSearchParams({ token: tokens.access_token }),
    });
    expect(response.status).toBe(200);

    const me = await get(backend, "/occ/v2/corporate/orgUsers/current", tokens.access_token);
    expect(me.status).toBe(401);
    expect((await parseJson(me, occErrorsSchema)).errors[0]?.message).toMatch(/^Invalid access token: /);

    const refreshed = await tokenRequest(backend, { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", ...clientFields });
    expect(await readJson(refreshed)).toEqual({ error: "invalid_grant", error_description: "Invalid refresh token" });
  });

  it("answers 200 for unknown or missing tokens", async () => {
    for (const body of [new URLSearchParams({ token: "nonsense" }), new URLSearchParams()]) {
      const response = await backend.app.request("/authorizationserver/oauth/revoke", { method: "POST", body });
      expect(response.status).toBe(200);
    }
  });
});
