import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { signIn, signOut } from "~/lib/auth.server";
import { OAuthError } from "~/lib/occ/authentication.server";
import { OccError } from "~/lib/occ/errors";
import { createRequestContext } from "~/lib/request-context.server";
import { sessionStorage } from "~/lib/session.server";
import {
  currentUserJson,
  OCC_BASE_URL,
  oauthError,
  occError,
  recordRequest,
  type RecordedRequest,
  revokeEndpoint,
  tokenEndpoint,
  tokenJson,
} from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";

useTestEnv();
useMswServer();

const credentials = { email: "buyer@acme.example", password: "s3cret" };

function currentUserEndpoint(respond: () => Response = () => HttpResponse.json(currentUserJson())) {
  const calls: RecordedRequest[] = [];
  server.use(
    http.get(`${OCC_BASE_URL}/corporate/orgUsers/:userId`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond();
    }),
  );
  return calls;
}

function loginRequest() {
  return pageRequest("http://store.test/login", undefined, { method: "POST" });
}

describe("signIn", () => {
  it("returns an HttpOnly, SameSite=Lax __session cookie holding the tokens, expiry and user summary", async () => {
    const token = tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "a-1", refresh_token: "r-1", expires_in: 3600 })));
    server.use(token.handler);
    const users = currentUserEndpoint(() =>
      HttpResponse.json(
        currentUserJson({
          groups: [
            { uid: "b2bcustomergroup", name: "Customer" },
            { uid: "CustomerAdmin", name: "Admin" },
          ],
        }),
      ),
    );
    const context = createRequestContext("nonce");

    const before = Date.now();
    const setCookie = await signIn(loginRequest(), context, credentials);
    const after = Date.now();

    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);

    expect(token.calls[0]?.form).toMatchObject({
      grant_type: "password",
      username: "buyer@acme.example",
      password: "s3cret",
    });
    expect(users).toHaveLength(1);
    expect(users[0]?.url).toBe(`${OCC_BASE_URL}/corporate/orgUsers/current`);
    expect(users[0]?.headers.get("Authorization")).toBe("Bearer a-1");

    const session = await sessionStorage().getSession(cookiePair(setCookie));
    expect(session.get("accessToken")).toBe("a-1");
    expect(session.get("refreshToken")).toBe("r-1");
    expect(session.get("expiresAt")).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(session.get("expiresAt")).toBeLessThanOrEqual(after + 3_600_000);
    expect(session.get("user")).toMatchObject({
      uid: "buyer@acme.example",
      firstName: "Bella",
      lastName: "Buyer",
      groups: ["b2bcustomergroup", "CustomerAdmin"],
      orgUnitUid: "acme-au",
      countryIso: "AU",
    });
    expect(session.get("priceEnabled")).toBe(true);
    expect(session.get("currencySymbol")).toBe("A$");
    expect(session.get("billTo")).toBe("Acme Workwear Pty Ltd");
    expect(context.serverTimings.map((t) => t.description)).toEqual([
      "POST oauth/token (password)",
      "GET orgUsers/current",
    ]);
  });

  it("the cookie cannot be forged: a tampered value reads back as an empty session", async () => {
    server.use(tokenEndpoint().handler);
    currentUserEndpoint();
    const pair = cookiePair(await signIn(loginRequest(), createRequestContext("nonce"), credentials));
    const tampered = pair.replace(/.(?=.{5}$)/, (c) => (c === "A" ? "B" : "A"));
    const session = await sessionStorage().getSession(tampered);
    expect(session.get("accessToken")).toBeUndefined();
  });

  it("revokes the token and rethrows the OccError when orgUsers/current fails with 403", async () => {
    server.use(tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "a-403" }))).handler);
    const revoke = revokeEndpoint();
    server.use(revoke.handler);
    currentUserEndpoint(() => occError(403, [{ type: "ForbiddenError", message: "Wrong base site" }]));

    let error: unknown;
    try {
      await signIn(loginRequest(), createRequestContext("nonce"), credentials);
    } catch (e) {
      error = e;
    }

    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("forbidden");
    expect((error as OccError).status).toBe(403);
    expect(revoke.calls).toHaveLength(1);
    expect(revoke.calls[0]?.form).toEqual({ token: "a-403" });
  });

  it("bad credentials reject with an OAuthError and never fetch the user", async () => {
    server.use(tokenEndpoint(() => oauthError(400, "invalid_grant", "Bad credentials")).handler);
    const users = currentUserEndpoint();

    const result = signIn(loginRequest(), createRequestContext("nonce"), credentials);

    await expect(result).rejects.toBeInstanceOf(OAuthError);
    await expect(result).rejects.toHaveProperty("userMessage", "Bad credentials. Please login again.");
    expect(users).toHaveLength(0);
  });
});

describe("signOut", () => {
  it("revokes the token and redirects to /login, clearing the session and flashing 'signed out'", async () => {
    const revoke = revokeEndpoint();
    server.use(revoke.handler);
    const cookie = await sessionCookie(signedInData({ accessToken: "a-out" }));

    const response = await signOut(pageRequest("http://store.test/logout", cookie, { method: "POST" }), createRequestContext("nonce"));

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(revoke.calls[0]?.form).toEqual({ token: "a-out" });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    const flash = await sessionStorage().getSession(cookiePair(cookies[1] ?? ""));
    expect(flash.get("accessToken")).toBeUndefined();
    expect(flash.get("flash")).toEqual({ type: "info", message: "You have been signed out." });
  });
});
