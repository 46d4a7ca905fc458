import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getOcc } from "~/lib/auth.server";
import { OccError } from "~/lib/occ/errors";
import { getCurrentUser } from "~/lib/occ/users.server";
import { createRequestContext, type RequestContext } from "~/lib/request-context.server";
import { sessionStorage } from "~/lib/session.server";
import {
  currentUserJson,
  OCC_BASE_URL,
  oauthError,
  occError,
  recordRequest,
  type RecordedRequest,
  tokenEndpoint,
  tokenJson,
} from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, pageRequest, sessionCookie, signedInData, useTestEnv } from "../mocks/session";
import { rejection } from "../mocks/rejection";

useTestEnv();
useMswServer();

const expired = [{ type: "InvalidTokenError", message: "Access token expired: access-old" }];

/** orgUsers/current that accepts only `validToken`. */
function currentUserEndpoint(validToken: string) {
  const calls: RecordedRequest[] = [];
  server.use(
    http.get(`${OCC_BASE_URL}/corporate/orgUsers/:userId`, async ({ request }) => {
      const recorded = await recordRequest(request);
      calls.push(recorded);
      return recorded.headers.get("Authorization") === `Bearer ${validToken}`
        ? HttpResponse.json(currentUserJson())
        : occError(401, expired);
    }),
  );
  return calls;
}

/** Runs the 'session' response hook, as the server does after the route answered. */
async function committedSessionCookies(context: RequestContext): Promise<string[]> {
  const hook = context.responseHooks.get("session");
  if (!hook) return [];
  const headers = new Headers();
  await hook(headers);
  return headers.getSetCookie();
}

const refreshed = () => HttpResponse.json(tokenJson({ access_token: "access-new", refresh_token: "refresh-new", expires_in: 600 }));

describe("getOcc", () => {
  it("uses the session's access token and the configured site", async () => {
    const calls = currentUserEndpoint("access-old");
    const cookie = await sessionCookie(signedInData());
    const context = createRequestContext("nonce");

    const occ = await getOcc(pageRequest("http://store.test/my-account", cookie), context);
    const user = await getCurrentUser({ occ });

    expect(user.uid).toBe("buyer@acme.example");
    expect(calls.map((c) => [c.url, c.headers.get("Authorization")])).toEqual([
      [`${OCC_BASE_URL}/corporate/orgUsers/current`, "Bearer access-old"],
    ]);
    expect(context.responseHooks.has("session")).toBe(false); // nothing changed, nothing to commit
    expect(context.serverTimings.map((t) => t.description)).toEqual(["GET orgUsers/current"]);
    expect(await getOcc(pageRequest("http://store.test/my-account", cookie), context)).toBe(occ); // one per request
  });

  it("is anonymous without a session", async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/orgUsers/anonymous`, ({ request }) => {
        calls.push(request.headers.get("Authorization") ?? "none");
        return HttpResponse.json(currentUserJson({ uid: "anonymous", firstName: "Anonymous" }));
      }),
    );
    const occ = await getOcc(pageRequest("http://store.test/"), createRequestContext("nonce"));
    expect((await getCurrentUser({ occ })).uid).toBe("anonymous");
    expect(calls).toEqual(["none"]);
  });

  it("sends the session's punch-out session id on /carts/ calls only", async () => {
    const seen: { url: string; header: string | null }[] = [];
    server.use(
      http.get(`${OCC_BASE_URL}/corporate/*`, ({ request }) => {
        seen.push({ url: request.url, header: request.headers.get("X-Punchout-Session-Id") });
        return HttpResponse.json(request.url.includes("/carts/") ? { code: "00001" } : currentUserJson());
      }),
    );
    const cookie = await sessionCookie(signedInData({ punchOutSessionId: "po-777", isPunchOutMode: true }));
    const occ = await getOcc(pageRequest("http://store.test/cart", cookie), createRequestContext("nonce"));

    await occ.request({ path: "users/current/carts/00001", schema: z.object({ code: z.string() }) });
    await getCurrentUser({ occ });

    expect(seen).toEqual([
      { url: `${OCC_BASE_URL}/corporate/users/current/carts/00001`, header: "po-777" },
      { url: `${OCC_BASE_URL}/corporate/orgUsers/current`, header: null },
    ]);
  });

  it("on a 401 refreshes with the refresh grant, retries, and commits the NEW tokens through the 'session' hook", async () => {
    const users = currentUserEndpoint("access-new");
    const token = tokenEndpoint(refreshed);
    server.use(token.handler);
    const cookie = await sessionCookie(signedInData());
    const context = createRequestContext("nonce");

    const before = Date.now();
    const occ = await getOcc(pageRequest("http://store.test/my-account", cookie), context);
    const user = await getCurrentUser({ occ });

    expect(user.uid).toBe("buyer@acme.example");
    expect(users.map((c) => c.headers.get("Authorization"))).toEqual(["Bearer access-old", "Bearer access-new"]);
    expect(token.calls).toHaveLength(1);
    expect(token.calls[0]?.form).toEqual({
      grant_type: "refresh_token",
      refresh_token: "refresh-old",
      client_id: "storefront",
      client_secret: "storefront-secret",
    });

    const cookies = await committedSessionCookies(context);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__session=.*HttpOnly/i);
    const session = await sessionStorage().getSession(cookiePair(cookies[0] ?? ""));
    expect(session.get("accessToken")).toBe("access-new");
    expect(session.get("refreshToken")).toBe("refresh-new");
    expect(session.get("expiresAt")).toBeGreaterThanOrEqual(before + 600_000);
    expect(session.get("user")?.uid).toBe("buyer@acme.example"); // the rest of the session survives
  });

  it("when the refresh is rejected, throws a redirect to /login?redirectTo=…&expired=… that leaves the session alone", async () => {
    const users = currentUserEndpoint("access-new");
    const token = tokenEndpoint(() => oauthError(400, "invalid_grant", "Invalid refresh token"));
    server.use(token.handler);
    const data = signedInData();
    const cookie = await sessionCookie(data);
    const context = createRequestContext("nonce");

    const occ = await getOcc(pageRequest("http://store.test/orders?page=2", cookie), context);
    const error = await rejection(getCurrentUser({ occ }));

    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(302);
    // Issue 21, hole 3: /login ends the session only if the browser still holds this one (login-expired.test.ts).
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=%2Forders%3Fpage%3D2&expired=${data.expiresAt}`);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(users).toHaveLength(1);
    expect(token.calls).toHaveLength(1);
    expect(context.responseHooks.has("session")).toBe(false); // the dead session is not re-committed
  });

  // Issue 25: every token of the user revoked elsewhere (a password or e-mail change); on /login itself a redirect to
  // /login would loop, so the call fails with OccError 'sessionExpired' (the shell degrades; the login loader ends it).
  it("on /login, a rejected refresh is an OccError 'sessionExpired', not another redirect to /login", async () => {
    currentUserEndpoint("access-new");
    server.use(tokenEndpoint(() => oauthError(400, "invalid_grant", "Invalid refresh token")).handler);
    const cookie = await sessionCookie(signedInData());

    const occ = await getOcc(pageRequest("http://store.test/login?redirectTo=%2Fmy-account&expired=1", cookie), createRequestContext("nonce"));
    const error = await rejection(getCurrentUser({ occ }));

    expect(error).not.toBeInstanceOf(Response);
    expect(error).toMatchObject({ kind: "sessionExpired", status: 401 });
  });

  it("when the refreshed token is refused too, throws the sign-in redirect", async () => {
    currentUserEndpoint("never-valid");
    server.use(tokenEndpoint(refreshed).handler);
    const cookie = await sessionCookie(signedInData());

    const occ = await getOcc(pageRequest("http://store.test/my-account", cookie), createRequestContext("nonce"));
    const error = await rejection(getCurrentUser({ occ }));

    expect(error).toBeInstanceOf(Response);
    expect((error as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fmy-account&expired=\d+$/);
  });

  it("a backend failure during the refresh is an OccError, not a sign-out", async () => {
    currentUserEndpoint("access-new");
    server.use(tokenEndpoint(() => HttpResponse.error()).handler);
    const cookie = await sessionCookie(signedInData());

    const occ = await getOcc(pageRequest("http://store.test/my-account", cookie), createRequestContext("nonce"));
    const error = await rejection(getCurrentUser({ occ }));

    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).kind).toBe("network");
  });

  it("refreshes proactively, before the first call, when expiresAt is in the past", async () => {
    const users = currentUserEndpoint("access-new");
    const token = tokenEndpoint(refreshed);
    server.use(token.handler);
    const cookie = await sessionCookie(signedInData({ expiresAt: Date.now() - 60_000 }));
    const context = createRequestContext("nonce");

    const occ = await getOcc(pageRequest("http://store.test/my-account", cookie), context);
    await getCurrentUser({ occ });

    expect(token.calls).toHaveLength(1);
    expect(users.map((c) => c.headers.get("Authorization"))).toEqual(["Bearer access-new"]);
    const session = await sessionStorage().getSession(cookiePair((await committedSessionCookies(context))[0] ?? ""));
    expect(session.get("accessToken")).toBe("access-new");
  });

  it("refreshes only once per request even for parallel calls", async () => {
    const users = currentUserEndpoint("access-new");
    const token = tokenEndpoint(refreshed);
    server.use(token.handler);
    const cookie = await sessionCookie(signedInData({ expiresAt: Date.now() - 60_000 }));

    const occ = await getOcc(pageRequest("http://store.test/my-account", cookie), createRequestContext("nonce"));
    await Promise.all([getCurrentUser({ occ }), getCurrentUser({ occ }), getCurrentUser({ occ })]);

    expect(token.calls).toHaveLength(1);
    expect(new Set(users.map((c) => c.headers.get("Authorization")))).toEqual(new Set(["Bearer access-new"]));
  });
});
