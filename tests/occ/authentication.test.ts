import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import * as messages from "~/lib/messages";
import { type OAuthConfig, OAuthError, requestToken, revokeToken } from "~/lib/occ/authentication.server";
import { OccError } from "~/lib/occ/errors";
import { type ServerTiming } from "~/lib/occ/server-timing";
import { htmlPage, oauthError, REVOKE_URL, revokeEndpoint, TOKEN_URL, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { rejection } from "../mocks/rejection";

useMswServer();

const config: OAuthConfig = {
  tokenUrl: TOKEN_URL,
  revokeUrl: REVOKE_URL,
  clientId: "storefront",
  clientSecret: "storefront-secret",
  timeoutMs: 2000,
};

const password = { grantType: "password", username: "buyer@acme.example", password: "s3cret&=+" } as const;

describe("requestToken", () => {
  it("posts the password grant form-encoded to tokenUrl and returns the parsed token", async () => {
    const token = tokenEndpoint();
    server.use(token.handler);

    const result = await requestToken(config, password);

    expect(result).toEqual(tokenJson());
    expect(token.calls).toHaveLength(1);
    const call = token.calls[0];
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("http://occ.test/authorizationserver/oauth/token");
    expect(call?.headers.get("Content-Type")).toContain("application/x-www-form-urlencoded");
    expect(call?.form).toEqual({
      grant_type: "password",
      username: "buyer@acme.example",
      password: "s3cret&=+",
      client_id: "storefront",
      client_secret: "storefront-secret",
    });
  });

  it("posts the refresh grant with the refresh token", async () => {
    const token = tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "a2", refresh_token: "r2" })));
    server.use(token.handler);

    const result = await requestToken(config, { grantType: "refresh_token", refreshToken: "r1" });

    expect(result.access_token).toBe("a2");
    expect(token.calls[0]?.form).toEqual({
      grant_type: "refresh_token",
      refresh_token: "r1",
      client_id: "storefront",
      client_secret: "storefront-secret",
    });
  });

  it("records a Server-Timing entry", async () => {
    server.use(tokenEndpoint().handler);
    const timings: ServerTiming[] = [];
    await requestToken(config, password, { timings });
    expect(timings).toEqual([{ name: "oauth-1", description: "POST oauth/token (password)", durationMs: expect.any(Number) }]);
  });

  it("invalid_client → 'Bad client credentials'", async () => {
    server.use(tokenEndpoint(() => oauthError(401, "invalid_client", "Bad client credentials")).handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).code).toBe("invalid_client");
    expect((error as OAuthError).userMessage).toBe("Bad client credentials");
  });

  it("invalid_grant 'Bad credentials' → 'Bad credentials. Please login again.'", async () => {
    server.use(tokenEndpoint(() => oauthError(400, "invalid_grant", "Bad credentials")).handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).userMessage).toBe("Bad credentials. Please login again.");
  });

  it("invalid_grant 'User is disabled' → 'User is disabled. Please contact administration.'", async () => {
    server.use(tokenEndpoint(() => oauthError(400, "invalid_grant", "User is disabled")).handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).userMessage).toBe("User is disabled. Please contact administration.");
  });

  it("a trailing full stop in the description is not doubled", () => {
    expect(new OAuthError("invalid_grant", "Bad credentials.").userMessage).toBe("Bad credentials. Please login again.");
    expect(new OAuthError("unsupported_grant_type", "Unsupported grant type").userMessage).toBe(messages.unknownError);
  });

  it("a 502 HTML page is OccError 'badGateway'", async () => {
    server.use(tokenEndpoint(() => htmlPage(502)).handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("badGateway");
    expect((error as OccError).userMessage).toBe("A server error occurred. Please try again later.");
  });

  it("a 504 HTML page is OccError 'gatewayTimeout'", async () => {
    server.use(tokenEndpoint(() => htmlPage(504)).handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("gatewayTimeout");
  });

  // The catalogue (messages.internalServerError) applies to every backend call, sign-in included.
  it("a 500 HTML page is OccError 'internal' with the Internal Server Error text", async () => {
    server.use(tokenEndpoint(() => htmlPage(500)).handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("internal");
    expect((error as OccError).userMessage).toBe("An Internal Server Error occurred. Please try again later.");
  });

  it("a network failure is OccError 'network' and is never retried (POST)", async () => {
    const token = tokenEndpoint(() => HttpResponse.error());
    server.use(token.handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("network");
    expect((error as OccError).userMessage).toBe(messages.badGateway);
    expect(token.calls).toHaveLength(1);
  });

  it("a token endpoint slower than timeoutMs is OccError 'gatewayTimeout'", async () => {
    server.use(
      http.post(TOKEN_URL, async () => {
        await delay(400);
        return HttpResponse.json(tokenJson());
      }),
    );
    const error = await rejection(requestToken({ ...config, timeoutMs: 50 }, password));
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("gatewayTimeout");
  });

  it("an aborted page request rejects with the abort, not an OccError", async () => {
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post(TOKEN_URL, async () => {
        arrived();
        await delay(1000);
        return HttpResponse.json(tokenJson());
      }),
    );
    const browser = new AbortController();
    const pending = requestToken(config, password, { signal: browser.signal });
    await requestArrived; // the request is on its way: now the browser gives up
    browser.abort();
    const error = await rejection(pending);
    expect(error).not.toBeInstanceOf(OccError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("a 200 without an access token is OccError 'schemaMismatch', logged with the path", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(tokenEndpoint(() => HttpResponse.json({ token_type: "bearer", expires_in: 10 })).handler);
    const error = await rejection(requestToken(config, password));
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("schemaMismatch");
    expect((error as OccError).userMessage).toBe(messages.unknownError);
    expect(String(log.mock.calls[0]?.[0])).toContain("oauth/token");
  });
});

describe("revokeToken", () => {
  it("posts the token form-encoded to revokeUrl", async () => {
    const revoke = revokeEndpoint();
    server.use(revoke.handler);
    await revokeToken(config, "access-1");
    expect(revoke.calls).toHaveLength(1);
    expect(revoke.calls[0]?.url).toBe(REVOKE_URL);
    expect(revoke.calls[0]?.form).toEqual({ token: "access-1" });
  });

  it("never throws, even when the backend is unreachable", async () => {
    server.use(http.post(REVOKE_URL, () => HttpResponse.error()));
    await expect(revokeToken(config, "access-1")).resolves.toBeUndefined();
  });
});
