import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import * as onboardingMessages from "~/lib/onboarding/messages";
import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";
import { isAllowedExternalUrl } from "~/lib/registration/sso.server";
import { action as identityAction, loader as identityLoader } from "~/routes/customerRegistrationPage";
import { action as onboardingAction, loader as onboardingLoader } from "~/routes/customer-onboarding";
import { loader as ssoLoader } from "~/routes/SSO-Redirection";
import { startSso } from "~/lib/registration/sso-state.server";
import { createRequestContext } from "~/lib/request-context.server";
import { type SessionData } from "~/lib/session.server";
import { routeArgs, routeRequest } from "../mocks/route-harness";
import { OCC_BASE_URL, currentUserJson, htmlPage, occError, revokeEndpoint } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, sessionUser, signedInData, useTestEnv } from "../mocks/session";
import { load, postForm, redirectTarget, sessionAfter } from "./helpers";

useTestEnv();
useMswServer();

const SITE = `${OCC_BASE_URL}/corporate`;

describe("isAllowedExternalUrl", () => {
  it("allows only http(s) URLs whose origin is listed", () => {
    const allowed = ["https://idp.acme.example"];
    expect(isAllowedExternalUrl("https://idp.acme.example/continue?x=1", allowed)).toBe(true);
    expect(isAllowedExternalUrl("https://idp.acme.example.evil.example/", allowed)).toBe(false);
    expect(isAllowedExternalUrl("http://idp.acme.example/", allowed)).toBe(false);
    expect(isAllowedExternalUrl("javascript:alert(1)", allowed)).toBe(false);
    expect(isAllowedExternalUrl("/relative", allowed)).toBe(false);
    expect(isAllowedExternalUrl("https://idp.acme.example/", [])).toBe(false);
  });
});

/**
 * `/SSO-Redirection` as the identity provider returns to it: after `/sso/start` in the same browser (its state
 * cookie sent, its state in the URL). app/lib/registration/sso-state.server.ts; the refusals: tests/auth/token-entries.test.ts.
 */
async function ssoLoad(url: string, session: Partial<SessionData> = {}) {
  const start = startSso(new Request("http://shop.test/sso/start"));
  const state = new URL(start.headers.get("Location") ?? "").searchParams.get("state") ?? "";
  const withState = new URL(url);
  if (withState.searchParams.has("access_token")) withState.searchParams.set("state", state);
  const context = createRequestContext("nonce");
  const request = await routeRequest(withState.href, undefined, { session, csrf: false, cookies: [cookiePair(start.headers.get("Set-Cookie") ?? "")] });
  const result = await ssoLoader(routeArgs(request, {}, context)).catch((e: unknown) => e);
  return { result, context };
}

describe("/SSO-Redirection", () => {
  beforeEach(() => {
    vi.stubEnv("ALLOWED_REDIRECT_ORIGINS", "https://idp.acme.example");
    vi.stubEnv("SSO_LOGIN_URL", "https://idp.acme.example/login");
    resetEnvForTests();
    server.use(revokeEndpoint().handler);
  });
  afterEach(() => {
    vi.stubEnv("ALLOWED_REDIRECT_ORIGINS", "");
    vi.stubEnv("SSO_LOGIN_URL", undefined);
    resetEnvForTests();
  });

  function backend(ssoUrl: string, check = 200) {
    const tokens: string[] = [];
    server.use(
      http.get(`${SITE}/orgUsers/current`, ({ request }) => {
        tokens.push(request.headers.get("Authorization") ?? "");
        return HttpResponse.json(currentUserJson());
      }),
      http.get(`${SITE}/orgUsers/current/loginUserCheck`, () => HttpResponse.json({ statusCode: check })),
      http.get(`${SITE}/orgUsers/current/ssoUrl`, () => HttpResponse.json({ url: ssoUrl })),
    );
    return tokens;
  }

  it("signs in with the token and follows an allow-listed SSO URL", async () => {
    const tokens = backend("https://idp.acme.example/continue");
    const { result, context } = await ssoLoad("http://shop.test/SSO-Redirection?access_token=sso-token");
    expect(redirectTarget(result)).toBe("https://idp.acme.example/continue");
    expect(tokens).toEqual(["Bearer sso-token"]);
    const session = await sessionAfter(result, context);
    expect(session.get("accessToken")).toBe("sso-token");
    expect(session.get("user")?.uid).toBe("buyer@acme.example");
  });

  it("an SSO URL off the allow-list, or none, goes home", async () => {
    backend("https://evil.example/steal");
    expect(redirectTarget((await ssoLoad("http://shop.test/SSO-Redirection?access_token=t")).result)).toBe("/");
    backend("");
    expect(redirectTarget((await ssoLoad("http://shop.test/SSO-Redirection?access_token=t")).result)).toBe("/");
  });

  it("an invalid token or a failed login check goes to sign-in with the message", async () => {
    server.use(http.get(`${SITE}/orgUsers/current`, () => occError(401, [{ type: "InvalidTokenError", message: "x" }])));
    const { result, context } = await ssoLoad("http://shop.test/SSO-Redirection?access_token=bad");
    expect(redirectTarget(result)).toBe("/login");
    expect((await sessionAfter(result, context)).get("flash")?.message).toBe(registrationMessages.ssoSignInFailed);

    backend("", 403);
    expect(redirectTarget((await ssoLoad("http://shop.test/SSO-Redirection?access_token=t")).result)).toBe("/login");
  });

  it("a 502 is the catalogue text; no token: signed in → home, else sign-in", async () => {
    server.use(http.get(`${SITE}/orgUsers/current`, () => htmlPage(502)));
    const { result } = await ssoLoad("http://shop.test/SSO-Redirection?access_token=t");
    expect((result as Response).status).toBe(502);
    expect(await (result as Response).json()).toEqual({ message: messages.badGateway });
    expect(redirectTarget((await ssoLoad("http://shop.test/SSO-Redirection")).result)).toBe("/login");
    expect(redirectTarget((await ssoLoad("http://shop.test/SSO-Redirection", signedInData())).result)).toBe("/");
  });
});

describe("/customer-onboarding", () => {
  const firstLogin = signedInData({ user: sessionUser({ isFirstLogin: true }) });

  it("is only for a first login", async () => {
    expect(redirectTarget((await load(onboardingLoader, "http://shop.test/customer-onboarding", signedInData())).result)).toBe("/");
    expect((await load(onboardingLoader, "http://shop.test/customer-onboarding", firstLogin)).result).toEqual({ firstName: "Bella" });
    expect(redirectTarget((await load(onboardingLoader, "http://shop.test/customer-onboarding")).result)).toMatch(/^\/login/);
  });

  it("saves, refreshes the session user and goes home with the thank-you message", async () => {
    let body: unknown;
    server.use(
      http.patch(`${SITE}/orgUsers/current/onboarding`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(currentUserJson({ isFirstLogin: false, preferredName: "Bel" }));
      }),
    );
    const { result, context } = await postForm(
      onboardingAction,
      "http://shop.test/customer-onboarding",
      { preferredName: "Bel", uniformPolicyAccepted: "on" },
      firstLogin,
    );
    expect(redirectTarget(result)).toBe("/");
    expect(body).toEqual({ preferredName: "Bel", mobile: null, uniformPolicyAccepted: true });
    const session = await sessionAfter(result, context);
    expect(session.get("user")?.isFirstLogin).toBe(false);
    expect(session.get("flash")?.message).toBe(onboardingMessages.onboardingComplete);
  });

  it("a taken mobile is 'Already exists.'; a 504 is the catalogue text", async () => {
    server.use(
      http.patch(`${SITE}/orgUsers/current/onboarding`, () =>
        occError(409, [{ type: "AlreadyExistsError", subject: "mobile", message: "x" }]),
      ),
    );
    const fields = { mobile: "0412 345 678", uniformPolicyAccepted: "on" };
    expect((await postForm(onboardingAction, "http://shop.test/customer-onboarding", fields, firstLogin)).result).toMatchObject({
      init: { status: 400 },
      data: {
        error: { mobile: [messages.conflict] },
        initialValue: { mobile: "0412 345 678" },
      },
    });
    server.use(http.patch(`${SITE}/orgUsers/current/onboarding`, () => htmlPage(504)));
    expect((await postForm(onboardingAction, "http://shop.test/customer-onboarding", fields, firstLogin)).result).toMatchObject({
      init: { status: 400 },
      data: {
        error: { "": [messages.gatewayTimeout] },
      },
    });
  });
});

describe("/customerRegistrationPage", () => {
  const needsRegistration = signedInData({ user: sessionUser({ showCdcRegistrationPage: true }) });
  const details = { email: "sso@acme.example", firstName: "Sasha", lastName: "Okafor", providerName: "Acme Identity", cdcJavascriptUrl: null, baseSiteUid: "corporate" };

  it("shows the identity-provider details only to users who need them", async () => {
    server.use(http.get(`${SITE}/orgUsers/current/identityRegistration`, () => HttpResponse.json(details)));
    expect((await load(identityLoader, "http://shop.test/customerRegistrationPage", needsRegistration)).result).toEqual(details);
    expect(redirectTarget((await load(identityLoader, "http://shop.test/customerRegistrationPage", signedInData())).result)).toBe("/");
  });

  it("the consent is saved and the session user refreshed; without consent the field says so", async () => {
    server.use(
      http.post(`${SITE}/orgUsers/current/identityRegistration`, () => HttpResponse.json(currentUserJson({ showCDCRegistrationPage: false }))),
    );
    const { result, context } = await postForm(identityAction, "http://shop.test/customerRegistrationPage", { consent: "on" }, needsRegistration);
    expect(redirectTarget(result)).toBe("/");
    expect((await sessionAfter(result, context)).get("user")?.showCdcRegistrationPage).toBe(false);
    expect((await postForm(identityAction, "http://shop.test/customerRegistrationPage", {}, needsRegistration)).result).toMatchObject({
      init: { status: 400 },
      data: {
        error: { consent: [registrationMessages.identityConsentRequired] },
      },
    });
  });
});
