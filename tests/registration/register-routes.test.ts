import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import * as resetMessages from "~/lib/password-reset/messages";
import * as registrationMessages from "~/lib/registration/messages";
import * as messages from "~/lib/messages";
import { action as codeAction, loader as codeLoader } from "~/routes/register.$code";
import { action as registerAction, loader as registerLoader } from "~/routes/register._index";
import { action as verifyAction, loader as verifyLoader } from "~/routes/register.verify";
import { OCC_BASE_URL, currentUserJson, htmlPage, occError, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { server, useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";
import { load, postForm, redirectTarget, sessionAfter } from "./helpers";

useTestEnv();
useMswServer();

const SITE = `${OCC_BASE_URL}/corporate`;
const valid = http.get(/validateEmployee/, () => HttpResponse.json({ valid: true }));

beforeEach(() => {
  resetAppTokenForTests();
  server.use(tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "app-token", refresh_token: undefined }))).handler);
});

const form = {
  titleCode: "ms",
  firstName: "Rita",
  lastName: "Registrant",
  email: "rita+new@register.example",
  mobile: "+61 412 345 678",
  employeeCode: "EMP-77",
  password: "Fresh-start9!",
  confirmPassword: "Fresh-start9!",
  termsConsent: "on",
};
const withCode = { registrationCode: "WELCOME2026" };

describe("/register/{code}", () => {
  it("a valid code is kept in the session and the form shows at /register/{code} itself (no redirect)", async () => {
    let body: unknown;
    server.use(
      http.post(`${SITE}/registration/validateCode`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ valid: true });
      }),
    );
    const { result, context } = await load(codeLoader, "http://shop.test/register/WELCOME2026", {}, { code: "WELCOME2026" });
    expect(result).toBeNull();
    expect(body).toEqual({ code: "WELCOME2026" });
    expect((await sessionAfter(result, context)).get("registrationCode")).toBe("WELCOME2026");
  });

  it("a visit with the kept code checks it again but keeps a pending registration; a different code forgets it", async () => {
    let checks = 0;
    server.use(
      http.post(`${SITE}/registration/validateCode`, () => {
        checks += 1;
        return HttpResponse.json({ valid: true });
      }),
    );
    const pending = { ...withCode, registrationId: "reg-1", registrationPending: { email: "rita@register.example", resendAt: 0 } };
    const same = await load(codeLoader, "http://shop.test/register/WELCOME2026", pending, { code: "WELCOME2026" });
    expect(same.result).toBeNull();
    expect(checks).toBe(1);
    expect(same.context.responseHooks.has("session")).toBe(false);
    const other = await load(codeLoader, "http://shop.test/register/SPRING2026", pending, { code: "SPRING2026" });
    expect(other.result).toBeNull();
    expect(checks).toBe(2);
    const session = await sessionAfter(other.result, other.context);
    expect(session.get("registrationCode")).toBe("SPRING2026");
    expect(session.get("registrationId")).toBeUndefined();
  });

  it("the form posts back to /register/{code}: registers with the kept code without a second check", async () => {
    let checks = 0;
    let registration: Record<string, unknown> = {};
    server.use(
      valid,
      http.post(`${SITE}/registration/validateCode`, () => {
        checks += 1;
        return HttpResponse.json({ valid: true });
      }),
      http.post(`${SITE}/registrations`, async ({ request }) => {
        registration = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ registrationId: "reg-1", email: "rita+new@register.example", resendAfterSeconds: 30, expiresInSeconds: 900 }, { status: 201 });
      }),
    );
    const { result } = await postForm(codeAction, "http://shop.test/register/WELCOME2026", form, withCode, { code: "WELCOME2026" });
    expect(redirectTarget(result)).toBe("/register/verify");
    expect(registration).toMatchObject({ registrationCode: "WELCOME2026" });
    expect(checks).toBe(0);
  });

  it("a POST whose code is not the session's is checked first: valid registers with it, invalid goes home", async () => {
    let registration: Record<string, unknown> = {};
    server.use(
      valid,
      http.post(`${SITE}/registration/validateCode`, async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return HttpResponse.json({ valid: code === "SPRING2026" });
      }),
      http.post(`${SITE}/registrations`, async ({ request }) => {
        registration = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ registrationId: "reg-2", email: "rita+new@register.example", resendAfterSeconds: 30, expiresInSeconds: 900 }, { status: 201 });
      }),
    );
    const ok = await postForm(codeAction, "http://shop.test/register/SPRING2026", form, {}, { code: "SPRING2026" });
    expect(redirectTarget(ok.result)).toBe("/register/verify");
    expect(registration).toMatchObject({ registrationCode: "SPRING2026" });
    const session = await sessionAfter(ok.result, ok.context);
    expect(session.get("registrationCode")).toBe("SPRING2026");
    expect(session.get("registrationId")).toBe("reg-2");

    registration = {};
    const bad = await postForm(codeAction, "http://shop.test/register/NOPE", form, withCode, { code: "NOPE" });
    expect(redirectTarget(bad.result)).toBe("/");
    expect(registration).toEqual({});
  });

  it("form errors come back to the same address, with the typed values and without the passwords", async () => {
    const { result } = await postForm(codeAction, "http://shop.test/register/WELCOME2026", { ...form, firstName: "" }, withCode, { code: "WELCOME2026" });
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { firstName: [messages.required] }, initialValue: { lastName: "Registrant" } } });
    expect(JSON.stringify(result)).not.toContain("Fresh-start9!");
  });

  it("an invalid code goes home; signed-in visitors go home without a check", async () => {
    server.use(http.post(`${SITE}/registration/validateCode`, () => HttpResponse.json({ valid: false })));
    expect(redirectTarget((await load(codeLoader, "http://shop.test/register/NOPE", {}, { code: "NOPE" })).result)).toBe("/");
    expect(redirectTarget((await load(codeLoader, "http://shop.test/register/NOPE", withCode, { code: "NOPE" })).result)).toBe("/");
    expect(redirectTarget((await load(codeLoader, "http://shop.test/register/X", signedInData(), { code: "X" })).result)).toBe("/");
    expect(redirectTarget((await load(codeLoader, "http://shop.test/register/%20", {}, { code: " " })).result)).toBe("/");
  });

  it.each([
    [502, messages.badGateway],
    [504, messages.gatewayTimeout],
  ])("a %i from the backend shows the catalogue text", async (status, text) => {
    server.use(http.post(`${SITE}/registration/validateCode`, () => htmlPage(status)));
    const { result } = await load(codeLoader, "http://shop.test/register/WELCOME2026", {}, { code: "WELCOME2026" });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(status);
    expect(await (result as Response).json()).toEqual({ message: text });
  });
});

describe("/register", () => {
  it("without a code in the session: home", async () => {
    expect(redirectTarget((await load(registerLoader, "http://shop.test/register")).result)).toBe("/");
    expect((await load(registerLoader, "http://shop.test/register", withCode)).result).toBeNull();
  });

  it("runs the three employee checks in parallel with URL-encoded values, then registers; no password in the session", async () => {
    const checks: string[] = [];
    let registration: Record<string, unknown> = {};
    server.use(
      http.get(/validateEmployee/, ({ request }) => {
        checks.push(request.url);
        return HttpResponse.json({ valid: true });
      }),
      http.post(`${SITE}/registrations`, async ({ request }) => {
        registration = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ registrationId: "reg-1", email: "rita+new@register.example", resendAfterSeconds: 30, expiresInSeconds: 900 }, { status: 201 });
      }),
    );
    const { result, context } = await postForm(registerAction, "http://shop.test/register", form, withCode);
    expect(redirectTarget(result)).toBe("/register/verify");
    expect(checks.sort()).toEqual([
      `${SITE}/validateEmployeeCode?empCode=EMP-77`,
      `${SITE}/validateEmployeeEmail?emailAddress=rita%2Bnew%40register.example`,
      `${SITE}/validateEmployeeMobile?empMobile=%2B61+412+345+678`,
    ]);
    expect(registration).toMatchObject({
      registrationCode: "WELCOME2026",
      titleCode: "ms",
      email: "rita+new@register.example",
      password: "Fresh-start9!",
      termsConsent: true,
      marketingConsent: false,
    });
    const session = await sessionAfter(result, context);
    expect(session.get("registrationId")).toBe("reg-1");
    expect(session.get("registrationPending")?.email).toBe("rita+new@register.example");
    expect(JSON.stringify(session.data)).not.toContain("Fresh-start9!");
  });

  it("a taken e-mail or mobile is 'Already exists.' by its field; typed values are kept, passwords are not", async () => {
    server.use(
      http.get(`${SITE}/validateEmployeeEmail`, () => HttpResponse.json({ valid: false })),
      http.get(`${SITE}/validateEmployeeMobile`, () => HttpResponse.json({ valid: false })),
      http.get(`${SITE}/validateEmployeeCode`, () => HttpResponse.json({ valid: true })),
    );
    const { result } = await postForm(registerAction, "http://shop.test/register", form, withCode);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        status: "error",
        error: { email: [messages.conflict], mobile: [messages.conflict] },
        initialValue: { firstName: "Rita", email: "rita+new@register.example" },
      },
    });
    expect(JSON.stringify(result)).not.toContain("Fresh-start9!");
  });

  it("the backend's rate limit shows the spec's exact text", async () => {
    server.use(
      valid,
      http.post(`${SITE}/registrations`, () =>
        HttpResponse.json({ errors: [{ type: "RateLimitError", message: "slow down", waitSeconds: 27 }] }, { status: 429, headers: { "Retry-After": "27" } }),
      ),
    );
    const { result } = await postForm(registerAction, "http://shop.test/register", form, withCode);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        error: {
          "": ["You have reached the limit of sending verification code. Please wait 27 seconds before retrying or use a different email address."],
        },
      },
    });
  });

  it.each([
    [502, messages.badGateway],
    [504, messages.gatewayTimeout],
  ])("a %i while registering is the catalogue text on the form", async (status, text) => {
    server.use(valid, http.post(`${SITE}/registrations`, () => htmlPage(status)));
    const { result } = await postForm(registerAction, "http://shop.test/register", form, withCode);
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [text] } } });
  });

  it("backend field errors land by their fields", async () => {
    server.use(
      valid,
      http.post(`${SITE}/registrations`, () =>
        occError(400, [{ type: "ValidationError", subject: "password", message: resetMessages.passwordSpecial }]),
      ),
    );
    const { result } = await postForm(registerAction, "http://shop.test/register", form, withCode);
    expect(result).toMatchObject({ init: { status: 400 }, data: { error: { password: [resetMessages.passwordSpecial] } } });
    server.use(http.post(`${SITE}/registrations`, () => occError(409, [{ type: "AlreadyExistsError", subject: "employeeCode", message: "x" }])));
    expect((await postForm(registerAction, "http://shop.test/register", form, withCode)).result).toMatchObject({
      init: { status: 400 },
      data: {
        error: { employeeCode: [messages.conflict] },
      },
    });
  });
});

describe("/register/verify", () => {
  const pending = { ...withCode, registrationId: "reg-1", registrationPending: { email: "rita@register.example", resendAt: Date.now() + 20_000 } };

  it("without a pending registration: back to the form at /register/{code} (home without a code); with one: the e-mail and the wait", async () => {
    expect(redirectTarget((await load(verifyLoader, "http://shop.test/register/verify", withCode)).result)).toBe("/register/WELCOME2026");
    expect(redirectTarget((await load(verifyLoader, "http://shop.test/register/verify")).result)).toBe("/");
    const { result } = await load(verifyLoader, "http://shop.test/register/verify", pending);
    expect(result).toMatchObject({ email: "rita@register.example" });
    expect((result as { waitSeconds: number }).waitSeconds).toBeGreaterThan(15);
  });

  it("an early resend shows the rate-limit text", async () => {
    server.use(
      http.post(`${SITE}/registrations/reg-1/code`, () =>
        HttpResponse.json({ errors: [{ type: "RateLimitError", message: "x", waitSeconds: 12 }] }, { status: 429 }),
      ),
    );
    const { result } = await postForm(verifyAction, "http://shop.test/register/verify", { intent: "resend" }, pending);
    expect(result).toMatchObject({ init: { status: 400 }, data: { error: { "": [registrationMessages.verificationCodeLimit(12)] } } });
  });

  it("a resend sends a new code and says so", async () => {
    server.use(http.post(`${SITE}/registrations/reg-1/code`, () => HttpResponse.json({ resendAfterSeconds: 30 })));
    const { result, context } = await postForm(verifyAction, "http://shop.test/register/verify", { intent: "resend" }, pending);
    expect(redirectTarget(result)).toBe("/register/verify");
    expect((await sessionAfter(result, context)).get("flash")).toEqual({
      type: "success",
      message: registrationMessages.verificationCodeSent("rita@register.example"),
    });
  });

  it("a wrong code is shown by the field and kept", async () => {
    server.use(
      http.post(`${SITE}/registrations/reg-1/verify`, () =>
        occError(400, [{ type: "VerificationCodeError", subject: "verificationCode", message: "x" }]),
      ),
    );
    const { result } = await postForm(verifyAction, "http://shop.test/register/verify", { intent: "verify", verificationCode: "123456" }, pending);
    expect(result).toMatchObject({ init: { status: 400 }, data: { error: { verificationCode: [registrationMessages.verificationCodeInvalid] }, initialValue: { verificationCode: "123456" } } });
  });

  it("too many wrong codes from this address (issue 21): the limit's text with the wait, the code kept", async () => {
    server.use(
      http.post(`${SITE}/registrations/reg-1/verify`, () =>
        HttpResponse.json({ errors: [{ type: "RateLimitError", message: "x", waitSeconds: 700 }] }, { status: 429, headers: { "Retry-After": "700" } }),
      ),
    );
    const { result } = await postForm(verifyAction, "http://shop.test/register/verify", { intent: "verify", verificationCode: "123456" }, pending);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        error: { "": ["You have reached the limit of verification code attempts. Please wait 700 seconds before retrying."] },
        initialValue: { verificationCode: "123456" },
      },
    });
  });

  it("an expired registration starts again at the form (/register/{code}) with the reason", async () => {
    server.use(http.post(`${SITE}/registrations/reg-1/verify`, () => occError(404, [{ type: "UnknownIdentifierError", message: "x" }])));
    const { result, context } = await postForm(verifyAction, "http://shop.test/register/verify", { verificationCode: "123456" }, pending);
    expect(redirectTarget(result)).toBe("/register/WELCOME2026");
    const session = await sessionAfter(result, context);
    expect(session.get("registrationId")).toBeUndefined();
    expect(session.get("flash")?.message).toBe(registrationMessages.registrationExpired);
  });

  it("the right code signs the new user in and sends them to onboarding", async () => {
    server.use(
      http.post(`${SITE}/registrations/reg-1/verify`, () =>
        HttpResponse.json({ uid: "rita@register.example", token: tokenJson({ access_token: "user-token" }) }, { status: 201 }),
      ),
      http.get(`${SITE}/orgUsers/current`, () => HttpResponse.json(currentUserJson({ uid: "rita@register.example", isFirstLogin: true }))),
    );
    const { result, context } = await postForm(verifyAction, "http://shop.test/register/verify", { verificationCode: "123456" }, pending);
    expect(redirectTarget(result)).toBe("/customer-onboarding");
    const session = await sessionAfter(result, context);
    expect(session.get("accessToken")).toBe("user-token");
    expect(session.get("user")?.isFirstLogin).toBe(true);
    expect(session.get("registrationId")).toBeUndefined();
    expect(session.get("flash")?.message).toBe(registrationMessages.accountCreated);
  });
});
