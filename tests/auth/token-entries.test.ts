import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { resetEnvForTests } from "~/lib/env.server";
import { CONFIRM_SIGN_IN_PATH, PENDING_SIGN_IN_COOKIE } from "~/lib/login/account-switch.server";
import * as messages from "~/lib/messages";
import * as switchMessages from "~/lib/login/switch-messages";
import * as registrationMessages from "~/lib/registration/messages";
import { SSO_STATE_COOKIE, startSso } from "~/lib/registration/sso-state.server";
import { sealJson } from "~/lib/sealed.server";
import { type SessionData } from "~/lib/session.server";
import { loader as ssoLoader } from "~/routes/SSO-Redirection";
import { action as confirmAction, loader as confirmLoader } from "~/routes/confirm-sign-in";
import { loader as punchOutLoader } from "~/routes/punchout.cxml.session";
import { loader as ssoStartLoader } from "~/routes/sso.start";
import { currentUserJson, OCC_BASE_URL, revokeEndpoint, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { callRoute, responseSession } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, signedInData, useTestEnv } from "../mocks/session";

// Issue 21 hole 5 (login CSRF): the token entries (SSO, punch-out) are links anyone can send. SSO signs in only with
// this browser's own one-time state; no entry replaces a signed-in session without the user confirming.

useTestEnv();
useMswServer();
beforeAll(() => {
  vi.stubEnv("SSO_LOGIN_URL", "https://idp.acme.example/login");
  resetEnvForTests();
});
afterAll(() => {
  vi.stubEnv("SSO_LOGIN_URL", undefined);
  resetEnvForTests();
});
beforeEach(() => resetAppTokenForTests());

const SITE = `${OCC_BASE_URL}/corporate`;
const WENDY = currentUserJson({ uid: "wearer@acme.example", firstName: "Wendy", lastName: "Walker" });
/** The signed-in victim: Bella (buyer@acme.example) with her own tokens. */
const BELLA = signedInData({ accessToken: "bella-token", refreshToken: "bella-refresh" });

/** The identity provider's side of SSO: whoever holds `token` is Wendy. Records every token the storefront used. */
function ssoBackend() {
  const used: string[] = [];
  server.use(
    http.get(`${SITE}/orgUsers/current`, ({ request }) => {
      used.push(request.headers.get("Authorization") ?? "");
      return HttpResponse.json(WENDY);
    }),
    http.get(`${SITE}/orgUsers/current/loginUserCheck`, () => HttpResponse.json({ statusCode: 200 })),
    http.get(`${SITE}/orgUsers/current/ssoUrl`, () => HttpResponse.json({ url: "" })),
  );
  return used;
}

/** `/sso/start` in one browser: its state cookie and the state it sent to the identity provider. */
function started() {
  const response = startSso(new Request("http://store.test/sso/start"));
  return { cookie: cookiePair(response.headers.get("Set-Cookie") ?? ""), state: new URL(response.headers.get("Location") ?? "").searchParams.get("state") ?? "" };
}

const setCookieNames = (response: Response) => response.headers.getSetCookie().map((c) => cookiePair(c).split("=")[0]);
const asResponse = (result: unknown) => result as Response;

async function sso(query: string, options: { session?: Partial<SessionData> | null; cookies?: string[] } = {}) {
  const { result, context } = await callRoute(ssoLoader, `/SSO-Redirection?${query}`, { csrf: false, ...options });
  return { response: asResponse(result), context };
}

describe("/sso/start", () => {
  it("sends the visitor to the identity provider with a fresh state and the return address, the state sealed in an httpOnly cookie for /SSO-Redirection only", async () => {
    const response = asResponse((await callRoute(ssoStartLoader, "/sso/start", { csrf: false })).result);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://idp.acme.example/login");
    const state = location.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("redirect_uri")).toBe("http://store.test/SSO-Redirection");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${SSO_STATE_COOKIE}=[A-Za-z0-9_-]+; Path=/SSO-Redirection; Max-Age=600; HttpOnly; SameSite=Lax`));
    expect(cookie).not.toContain(state);
    expect(started().state).not.toBe(state);
  });

  it("is 404 without an identity provider (SSO_LOGIN_URL)", async () => {
    vi.stubEnv("SSO_LOGIN_URL", undefined);
    resetEnvForTests();
    try {
      expect(asResponse((await callRoute(ssoStartLoader, "/sso/start", { csrf: false })).result).status).toBe(404);
    } finally {
      vi.stubEnv("SSO_LOGIN_URL", "https://idp.acme.example/login");
      resetEnvForTests();
    }
  });
});

describe("/SSO-Redirection refuses a token without this browser's state", () => {
  it.each([
    ["no state, no cookie (a link someone sent)", () => ({ query: "", cookies: [] as string[] })],
    ["a state but no cookie", () => ({ query: `&state=${started().state}`, cookies: [] })],
    ["another browser's state", () => ({ query: `&state=${started().state}`, cookies: [started().cookie] })],
    ["the cookie but no state", () => ({ query: "", cookies: [started().cookie] })],
    ["a forged cookie", () => ({ query: "&state=" + "a".repeat(43), cookies: [`${SSO_STATE_COOKIE}=${"a".repeat(80)}`] })],
    [
      "an expired state",
      () => {
        const state = "b".repeat(43);
        return { query: `&state=${state}`, cookies: [`${SSO_STATE_COOKIE}=${sealJson({ state, expiresAt: Date.now() - 1 }, "sso-state")}`] };
      },
    ],
  ])("%s: 'We could not sign you in.', the token never used", async (_, make) => {
    const used = ssoBackend();
    const { query, cookies } = make();
    const { response } = await sso(`access_token=wendy-token${query}`, { cookies });
    expect(response.headers.get("Location")).toBe("/login");
    expect((await responseSession(response)).get("flash")?.message).toBe(registrationMessages.ssoSignInFailed);
    expect((await responseSession(response)).get("accessToken")).toBeUndefined();
    expect(used).toEqual([]);
  });

  it("a signed-in visitor keeps their session (and sees the message at home)", async () => {
    ssoBackend();
    const { response } = await sso("access_token=wendy-token", { session: BELLA });
    expect(response.headers.get("Location")).toBe("/");
    const session = await responseSession(response);
    expect(session.get("accessToken")).toBe("bella-token");
    expect(session.get("user")?.uid).toBe("buyer@acme.example");
    expect(session.get("flash")?.message).toBe(registrationMessages.ssoSignInFailed);
  });

  it("the backend's limit on unknown tokens (429) is its message with when to try again, not an error page", async () => {
    server.use(
      http.get(`${SITE}/orgUsers/current`, () =>
        HttpResponse.json({ errors: [{ type: "RateLimitError", message: "limited", waitSeconds: 240 }] }, { status: 429 }),
      ),
    );
    // The token that could not be used is revoked (best effort), as for any failed token entry.
    const revoke = revokeEndpoint();
    server.use(revoke.handler);
    const { cookie, state } = started();
    const { response } = await sso(`access_token=wendy-token&state=${state}`, { cookies: [cookie] });
    expect(response.headers.get("Location")).toBe("/login");
    const session = await responseSession(response);
    expect(session.get("flash")?.message).toBe(messages.signInLimit(240));
    expect(session.get("accessToken")).toBeUndefined();
    expect(revoke.calls).toHaveLength(1);
  });

  it("signs in with the matching state, once: the answer forgets the state", async () => {
    const used = ssoBackend();
    const { cookie, state } = started();
    const { response } = await sso(`access_token=wendy-token&state=${state}`, { cookies: [cookie] });
    expect(response.headers.get("Location")).toBe("/");
    expect((await responseSession(response)).get("accessToken")).toBe("wendy-token");
    expect(used[0]).toBe("Bearer wendy-token");
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^${SSO_STATE_COOKIE}=; Path=/SSO-Redirection; Expires=Thu, 01 Jan 1970`)));
  });
});

describe("a signed-in visitor is asked before a token entry replaces the session", () => {
  /** The first half: the entry answers, Bella's session untouched, the new one pending. */
  async function ssoAsBella() {
    ssoBackend();
    const { cookie, state } = started();
    const { response } = await sso(`access_token=wendy-token&state=${state}`, { session: BELLA, cookies: [cookie] });
    return response;
  }

  it("SSO for another user: the confirmation page, no __session Set-Cookie, the new session sealed in the pending cookie", async () => {
    const response = await ssoAsBella();
    expect(response.headers.get("Location")).toBe(CONFIRM_SIGN_IN_PATH);
    expect(setCookieNames(response)).not.toContain("__session");
    const pending = response.headers.getSetCookie().find((c) => c.startsWith(`${PENDING_SIGN_IN_COOKIE}=`)) ?? "";
    expect(pending).toMatch(/; Path=\/confirm-sign-in; Max-Age=300; HttpOnly; SameSite=Lax/);
    expect(pending).not.toContain("wendy-token");
  });

  it("punch-out for another user: the same (the sid's token waits; Bella's session is kept)", async () => {
    server.use(
      tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined }))).handler,
      http.get(`${SITE}/punchout/sessions/:sid`, () => HttpResponse.json({ token: { accessToken: "priya-token", tokenType: "bearer", expires_in: 600 }, cartId: "00000042" })),
      http.get(`${SITE}/orgUsers/current`, () => HttpResponse.json(currentUserJson({ uid: "punchout@acme.example", firstName: "Priya", lastName: "Shah" }))),
    );
    const response = asResponse((await callRoute(punchOutLoader, "/punchout/cxml/session?sid=fresh-sid", { session: BELLA, csrf: false })).result);
    expect(response.headers.get("Location")).toBe(CONFIRM_SIGN_IN_PATH);
    expect(setCookieNames(response)).toEqual([PENDING_SIGN_IN_COOKIE]);
  });

  it("asks 'You are signed in as Bella Buyer. Continue as Wendy Walker?'; only the CSRF-checked POST replaces the session (the old token revoked)", async () => {
    const pending = cookiePair((await ssoAsBella()).headers.getSetCookie().find((c) => c.startsWith(PENDING_SIGN_IN_COOKIE)) ?? "");

    const page = await callRoute(confirmLoader, CONFIRM_SIGN_IN_PATH, { session: BELLA, cookies: [pending], csrf: false });
    expect(page.result).toEqual({ current: "Bella Buyer", next: "Wendy Walker" });
    expect(switchMessages.switchSignedInAs("Bella Buyer")).toBe("You are signed in as Bella Buyer.");

    // A cross-site POST (no CSRF token) changes nothing.
    const forged = await callRoute(confirmAction, CONFIRM_SIGN_IN_PATH, { session: BELLA, cookies: [pending], fields: {}, csrfField: false });
    expect(asResponse(forged.result).status).toBe(403);
    expect(setCookieNames(asResponse(forged.result))).toEqual([]);

    const revoke = revokeEndpoint();
    server.use(revoke.handler);
    const confirmed = asResponse((await callRoute(confirmAction, CONFIRM_SIGN_IN_PATH, { session: BELLA, cookies: [pending], fields: {} })).result);
    expect(confirmed.headers.get("Location")).toBe("/");
    const session = await responseSession(confirmed);
    expect(session.get("accessToken")).toBe("wendy-token");
    expect(session.get("user")?.uid).toBe("wearer@acme.example");
    expect(confirmed.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^${PENDING_SIGN_IN_COOKIE}=; Path=/confirm-sign-in; Expires=`)));
    expect(revoke.calls.map((call) => call.form.token)).toEqual(["bella-token"]);
  });

  it("without a usable pending sign-in (none, forged, expired, or signed out meanwhile) the page says it expired and changes nothing", async () => {
    const expired = `${PENDING_SIGN_IN_COOKIE}=${sealJson({ data: { user: { firstName: "Wendy", lastName: "Walker" } }, target: "/", expiresAt: Date.now() - 1 }, "pending-sign-in")}`;
    for (const cookies of [[], [`${PENDING_SIGN_IN_COOKIE}=forged`], [expired]]) {
      const response = asResponse((await callRoute(confirmLoader, CONFIRM_SIGN_IN_PATH, { session: BELLA, cookies, csrf: false })).result);
      expect(response.headers.get("Location")).toBe("/");
      const session = await responseSession(response);
      expect(session.get("accessToken")).toBe("bella-token");
      expect(session.get("flash")?.message).toBe(switchMessages.switchExpired);
    }
    const pending = cookiePair((await ssoAsBella()).headers.getSetCookie().find((c) => c.startsWith(PENDING_SIGN_IN_COOKIE)) ?? "");
    const signedOut = asResponse((await callRoute(confirmLoader, CONFIRM_SIGN_IN_PATH, { cookies: [pending], csrf: false })).result);
    expect(signedOut.headers.get("Location")).toBe("/login");
    expect((await responseSession(signedOut)).get("accessToken")).toBeUndefined();
  });

  it("the same user arriving again, or nobody signed in: straight on, no question", async () => {
    ssoBackend();
    const { cookie, state } = started();
    const wendy = signedInData({ user: { ...BELLA.user!, uid: "wearer@acme.example" } });
    const { response } = await sso(`access_token=wendy-token&state=${state}`, { session: wendy, cookies: [cookie] });
    expect(response.headers.get("Location")).toBe("/");
    expect((await responseSession(response)).get("accessToken")).toBe("wendy-token");
  });
});

