import { http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { getOcc } from "~/lib/auth.server";
import { getCurrentUser } from "~/lib/occ/users.server";
import { createRequestContext, type RequestContext } from "~/lib/request-context.server";
import { sessionStorage } from "~/lib/session.server";
import { loader as loginLoader } from "~/routes/login";
import { createTestBackend, login, type TestBackend } from "../../backend/tests/helpers";
import { OCC_ORIGIN } from "../mocks/handlers";
import { routeArgs } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, pageRequest, sessionCookie, sessionUser, useTestEnv } from "../mocks/session";

/**
 * Issue 21, hole 3: parallel requests of one session at token expiry, through the storefront's session token source,
 * against the real reference backend (its Hono app in process, behind msw at http://occ.test). Every request
 * refreshes with the same refresh token; the backend's grace window answers each the same new pair, so all succeed
 * and each commits the same signed-in session.
 */
useTestEnv();
useMswServer();

const ACCESS_TTL_SECONDS = 60;
let backend: TestBackend;

function startBackend(refreshGraceSeconds = 30) {
  backend = createTestBackend({ accessTokenTtlSeconds: ACCESS_TTL_SECONDS, refreshGraceSeconds });
  server.use(http.all(`${OCC_ORIGIN}/*`, ({ request }) => backend.app.fetch(request)));
}
afterEach(() => backend.close());

/** A signed-in session of `uid` whose access token has just expired, for the backend and for the session alike. */
async function expiringSession(uid: string) {
  const tokens = await login(backend, uid);
  backend.advance((ACCESS_TTL_SECONDS + 1) * 1000);
  const expiresAt = Date.now() - 1000;
  const cookie = await sessionCookie({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? "", expiresAt, user: sessionUser() });
  return { tokens, cookie, expiresAt };
}

/** What the /login loader answers (it always throws or returns; a thrown Response is the answer). */
async function loginPage(url: string, cookie: string): Promise<Response | unknown> {
  try {
    return await loginLoader(routeArgs(pageRequest(`http://store.test${url}`, cookie), {}, createRequestContext("nonce")));
  } catch (thrown) {
    return thrown;
  }
}

/** The Set-Cookie headers a response would carry: the response hooks, as the server runs them after the route. */
async function responseCookies(context: RequestContext): Promise<string[]> {
  const headers = new Headers();
  for (const hook of context.responseHooks.values()) await hook(headers);
  return headers.getSetCookie();
}

/** One page request: the session's OCC client fetches the current user. */
async function pageLoad(cookie: string) {
  const context = createRequestContext("nonce", "203.0.113.5");
  try {
    const occ = await getOcc(pageRequest("http://store.test/my-account", cookie), context);
    const user = await getCurrentUser({ occ });
    return { uid: user.uid, thrown: null, cookies: await responseCookies(context) };
  } catch (thrown) {
    return { uid: null, thrown, cookies: thrown instanceof Response ? thrown.headers.getSetCookie() : [] };
  }
}

describe("10 parallel requests at token expiry", () => {
  it("all succeed, all keep the same signed-in session, and the next request is signed in without refreshing", async () => {
    startBackend();
    const { tokens, cookie } = await expiringSession("buyer@acme.example");

    const results = await Promise.all(Array.from({ length: 10 }, () => pageLoad(cookie)));

    expect(results.map((r) => r.thrown)).toEqual(Array(10).fill(null));
    expect(results.map((r) => r.uid)).toEqual(Array(10).fill("buyer@acme.example"));
    const sessions = await Promise.all(
      results.map(async (r) => {
        expect(r.cookies).toHaveLength(1); // the refreshed session, nothing that destroys it
        return sessionStorage().getSession(cookiePair(r.cookies[0] ?? ""));
      }),
    );
    const pairs = new Set(sessions.map((s) => `${s.get("accessToken")}/${s.get("refreshToken")}`));
    expect(pairs.size).toBe(1);
    expect(sessions.every((s) => s.get("user")?.uid === "buyer@acme.example")).toBe(true);
    expect(sessions[0]?.get("accessToken")).not.toBe(tokens.access_token);

    // The browser keeps whichever cookie came last: the next request is signed in and needs no refresh.
    const next = await pageLoad(cookiePair(results[9]?.cookies[0] ?? ""));
    expect(next.uid).toBe("buyer@acme.example");
    expect(next.cookies).toEqual([]);
  });
});

describe("a refresh that lost the race (a backend without the grace window)", () => {
  it("answers without destroying the session; /login lets the winner's session through and ends only the dead one", async () => {
    startBackend(0);
    const { cookie, expiresAt } = await expiringSession("buyer@acme.example");

    const results = await Promise.all(Array.from({ length: 10 }, () => pageLoad(cookie)));

    const winners = results.filter((r) => r.uid !== null);
    const losers = results.filter((r) => r.thrown instanceof Response);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(9);
    for (const loser of losers) {
      const response = loser.thrown as Response;
      expect(response.headers.get("Location")).toBe(`/login?redirectTo=%2Fmy-account&expired=${expiresAt}`);
      expect(loser.cookies).toEqual([]); // nothing that could overwrite the winner's cookie
    }
    const location = (losers[0]?.thrown as Response).headers.get("Location") ?? "";

    // The browser holds the winner's session: /login sends it back where it was, still signed in.
    const winnerCookie = cookiePair(winners[0]?.cookies[0] ?? "");
    const onward = await loginPage(location, winnerCookie);
    expect(onward).toBeInstanceOf(Response);
    expect((onward as Response).headers.get("Location")).toBe("/my-account");
    expect((onward as Response).headers.get("Set-Cookie")).toBeNull();

    // The browser still holds the dead session (the winner's answer never arrived): it ends, with the message.
    const ended = await loginPage(location, cookie);
    expect(ended).toBeInstanceOf(Response);
    expect((ended as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fmy-account");
    const flashed = await sessionStorage().getSession(cookiePair((ended as Response).headers.get("Set-Cookie") ?? ""));
    expect(flashed.get("accessToken")).toBeUndefined();
    expect(flashed.get("flash")).toEqual({ type: "error", message: "Your session has expired. Please login again." });
  });
});
