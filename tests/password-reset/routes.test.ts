import { delay, http, HttpResponse } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { resetEnvForTests } from "~/lib/env.server";
import * as resetMessages from "~/lib/password-reset/messages";
import * as messages from "~/lib/messages";
import { readResetToken, rememberResetToken, resetCookieForTests } from "~/lib/password-reset/reset-cookie.server";
import { sessionStorage } from "~/lib/session.server";
import { action as expiredAction, loader as expiredLoader } from "~/routes/expired";
import { action as resetAction, loader as resetLoader } from "~/routes/reset";
import { action as requestAction } from "~/routes/resetpassword";
import { OCC_BASE_URL, htmlPage, occError, tokenEndpoint } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { routeArgs, routeRequest } from "../mocks/route-harness";
import { server, useMswServer } from "../mocks/server";
import { cookiePair, pageRequest, useTestEnv } from "../mocks/session";

/**
 * The reset routes' loaders and actions against a fake backend (msw): the flow, the backend's
 * faults (502, 504, timeouts, unreachable) shown as catalogue texts with the typed value kept,
 * and the cdc redirect allow-list.
 */
useTestEnv();
useMswServer();

const BASE = `${OCC_BASE_URL}/corporate`;
const ALLOWED = "https://idp.example";

beforeAll(() => {
  vi.stubEnv("ALLOWED_REDIRECT_ORIGINS", ALLOWED);
  vi.stubEnv("OCC_TIMEOUT_MS", "150");
  resetEnvForTests();
  resetCookieForTests();
});
afterAll(() => resetCookieForTests());

beforeEach(() => {
  resetAppTokenForTests();
  server.use(tokenEndpoint().handler);
});

/** A POST with a valid CSRF token and honeypot, plus any extra cookie. */
const formPost = (url: string, fields: Record<string, string>, extraCookie?: string) =>
  routeRequest(url, fields, { honeypot: true, cookies: extraCookie ? [extraCookie] : [] });

const actionArgs = (request: Request) => routeArgs(request);
const loaderArgs = (url: string, cookie?: string) => routeArgs(pageRequest(url, cookie));

/** The Cookie header a browser would send back for the reset cookie in `response`. */
function resetCookieFrom(response: Response): string | undefined {
  const setCookies = response.headers.getSetCookie?.() ?? [response.headers.get("Set-Cookie") ?? ""];
  const found = setCookies.find((c) => c.startsWith("__reset="));
  return found ? cookiePair(found) : undefined;
}

describe("/resetpassword action (mode 2 → 3 or 4)", () => {
  it("redirects to ?sent=email for an e-mail and ?sent=sms for a mobile, with the client token", async () => {
    const bodies: unknown[] = [];
    const auth: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/forgottenpasswordtokens`, async ({ request }) => {
        // SAP's request parameter (no body); SAP answers 202 with an empty body.
        bodies.push({ userId: new URL(request.url).searchParams.get("userId"), body: await request.text() });
        auth.push(request.headers.get("Authorization"));
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const email = await requestAction(actionArgs(await formPost("http://shop.test/resetpassword", { userId: " wearer@acme.example " })));
    expect(email).toBeInstanceOf(Response);
    expect((email as Response).headers.get("Location")).toBe("/resetpassword?sent=email");
    const sms = (await requestAction(actionArgs(await formPost("http://shop.test/resetpassword", { userId: "+61 400 000 001" })))) as Response;
    expect(sms.headers.get("Location")).toBe("/resetpassword?sent=sms");
    expect(bodies).toEqual([
      { userId: "wearer@acme.example", body: "" },
      { userId: "+61 400 000 001", body: "" },
    ]);
    expect(auth).toEqual(["Bearer access-1", "Bearer access-1"]);
  });

  it("shows the exact messages for an empty or badly formed entry, without calling the backend", async () => {
    const empty = await requestAction(actionArgs(await formPost("http://shop.test/resetpassword", { userId: "" })));
    expect(empty).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { userId: [messages.required] } } });
    const bad = await requestAction(actionArgs(await formPost("http://shop.test/resetpassword", { userId: "bob@" })));
    expect(bad).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { userId: [messages.invalidEmailFormat] }, initialValue: { userId: "bob@" } } });
  });

  it.each([
    ["a 502", () => htmlPage(502), messages.badGateway],
    ["a 504", () => htmlPage(504), messages.gatewayTimeout],
    ["a 500", () => htmlPage(500), messages.internalServerError],
    ["an unreachable backend", () => HttpResponse.error(), messages.badGateway],
  ])("%s shows its catalogue text in the summary and keeps the value", async (_name, respond, text) => {
    server.use(http.post(`${BASE}/forgottenpasswordtokens`, respond));
    const result = await requestAction(actionArgs(await formPost("http://shop.test/resetpassword", { userId: "wearer@acme.example" })));
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [text] }, initialValue: { userId: "wearer@acme.example" } } });
  });

  it("a backend that does not answer in time is 'The server did not respond'", async () => {
    server.use(
      http.post(`${BASE}/forgottenpasswordtokens`, async () => {
        await delay(1_000);
        return HttpResponse.json({}, { status: 202 });
      }),
    );
    const result = await requestAction(actionArgs(await formPost("http://shop.test/resetpassword", { userId: "wearer@acme.example" })));
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [messages.gatewayTimeout] } } });
  });

  it("the backend's own e-mail rejection shows 'Please enter a valid email.' by the field", async () => {
    server.use(
      http.post(`${BASE}/forgottenpasswordtokens`, () =>
        occError(400, [{ type: "ValidationError", subject: "userId", message: "userId is not a valid e-mail address" }]),
      ),
    );
    const result = await requestAction(actionArgs(await formPost("http://shop.test/resetpassword", { userId: "odd@example.com" })));
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { userId: [messages.invalidEmail] } } });
  });
});

describe("/reset loader (token validation)", () => {
  const validate = (answer: () => Response) => {
    const seen: URL[] = [];
    server.use(
      http.get(`${BASE}/forgottenpasswordtokens/validate`, ({ request }) => {
        seen.push(new URL(request.url));
        return answer();
      }),
    );
    return seen;
  };

  it("a valid token shows mode 5", async () => {
    const seen = validate(() => HttpResponse.json({ status: "VALID", cdcRedirectionUrl: null }));
    await expect(resetLoader(loaderArgs("http://shop.test/reset?token=abc&type=SMS"))).resolves.toEqual({ token: "abc", type: "SMS" });
    expect(seen[0]?.searchParams.get("token")).toBe("abc");
    expect(seen[0]?.searchParams.get("type")).toBe("SMS");
    expect(seen[0]?.searchParams.has("mode")).toBe(false);
  });

  it("type defaults to EMAIL and mode=cdc is passed on", async () => {
    const seen = validate(() => HttpResponse.json({ status: "VALID", cdcRedirectionUrl: null }));
    await resetLoader(loaderArgs("http://shop.test/reset?token=abc&mode=cdc"));
    expect(seen[0]?.searchParams.get("type")).toBe("EMAIL");
    expect(seen[0]?.searchParams.get("mode")).toBe("cdc");
  });

  it("an expired SMS token goes to mode 8 at /expired?type=SMS, the token moved into the reset cookie", async () => {
    validate(() => HttpResponse.json({ status: "EXPIRED", cdcRedirectionUrl: null }));
    const response = await thrownResponse(resetLoader(loaderArgs("http://shop.test/reset?token=old-one&type=SMS")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/expired?type=SMS");
    const cookie = resetCookieFrom(response);
    expect(cookie).toMatch(/^__reset=.+/);
    expect(await readResetToken(new Request("http://shop.test/expired", { headers: { Cookie: cookie ?? "" } }))).toEqual({
      token: "old-one",
      type: "SMS",
    });
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
  });

  it("used or unknown tokens (INVALID) show the e-mail expired view (mode 6)", async () => {
    validate(() => HttpResponse.json({ status: "INVALID", cdcRedirectionUrl: null }));
    const response = await thrownResponse(resetLoader(loaderArgs("http://shop.test/reset?token=used")));
    expect(response.headers.get("Location")).toBe("/expired");
  });

  it("without a token goes to the expired view without calling the backend", async () => {
    const response = await thrownResponse(resetLoader(loaderArgs("http://shop.test/reset")));
    expect(response.headers.get("Location")).toBe("/expired");
  });

  it("follows cdcRedirectionUrl only when its origin is allow-listed", async () => {
    validate(() => HttpResponse.json({ status: "VALID", cdcRedirectionUrl: `${ALLOWED}/reset?token=abc` }));
    const response = await thrownResponse(resetLoader(loaderArgs("http://shop.test/reset?token=abc&mode=cdc")));
    expect(response.headers.get("Location")).toBe(`${ALLOWED}/reset?token=abc`);
  });

  it("ignores a cdcRedirectionUrl on another origin and shows mode 5", async () => {
    validate(() => HttpResponse.json({ status: "VALID", cdcRedirectionUrl: "https://evil.example/reset?token=abc" }));
    await expect(resetLoader(loaderArgs("http://shop.test/reset?token=abc&mode=cdc"))).resolves.toEqual({ token: "abc", type: "EMAIL" });
  });

  it.each([
    [502, messages.badGateway],
    [504, messages.gatewayTimeout],
  ])("a %i while validating is an error page with the catalogue text", async (status, text) => {
    validate(() => htmlPage(status));
    const response = await thrownResponse(resetLoader(loaderArgs("http://shop.test/reset?token=abc")));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: text });
  });

  it("a validation that times out is a 504 with 'The server did not respond'", async () => {
    server.use(
      http.get(`${BASE}/forgottenpasswordtokens/validate`, async () => {
        await delay(1_000);
        return HttpResponse.json({ status: "VALID" });
      }),
    );
    const response = await thrownResponse(resetLoader(loaderArgs("http://shop.test/reset?token=abc")));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: messages.gatewayTimeout });
  });
});

describe("/reset action (mode 5)", () => {
  const password = { newPassword: "Fresh!Start2027", confirmPassword: "Fresh!Start2027" };

  it("resets and goes to /login with the success flash, clearing the reset cookie", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/resetpassword`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const response = (await resetAction(actionArgs(await formPost("http://shop.test/reset?token=abc", { token: "abc", type: "EMAIL", ...password })))) as Response;
    expect(response.headers.get("Location")).toBe("/login");
    expect(bodies).toEqual([{ token: "abc", newPassword: "Fresh!Start2027" }]);
    const setCookies = response.headers.getSetCookie();
    const session = await sessionStorage().getSession(cookiePair(setCookies.find((c) => c.startsWith("__session=")) ?? ""));
    expect(session.get("flash")).toEqual({ type: "success", message: resetMessages.passwordResetSuccess });
    expect(setCookies.find((c) => c.startsWith("__reset="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("weak or mismatched passwords come back with the exact messages and without the passwords", async () => {
    const result = await resetAction(
      actionArgs(await formPost("http://shop.test/reset?token=abc", { token: "abc", newPassword: "weakpass1!", confirmPassword: "other" })),
    );
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        status: "error",
        error: { newPassword: [resetMessages.passwordUppercase], confirmPassword: [resetMessages.passwordsMismatch] },
      },
    });
    expect(JSON.stringify(result)).not.toContain("weakpass1!");
  });

  it("an expired or used token at submit time goes to the expired view (mode 8 for SMS)", async () => {
    server.use(http.post(`${BASE}/resetpassword`, () => occError(400, [{ type: "ResetTokenError", reason: "expired", message: "expired" }])));
    const response = (await resetAction(actionArgs(await formPost("http://shop.test/reset?token=abc", { token: "abc", type: "SMS", ...password })))) as Response;
    expect(response.headers.get("Location")).toBe("/expired?type=SMS");
    const cookie = resetCookieFrom(response);
    expect(await readResetToken(new Request("http://shop.test/expired", { headers: { Cookie: cookie ?? "" } }))).toEqual({ token: "abc", type: "SMS" });
  });

  it("the backend's password rule shows by the field", async () => {
    server.use(
      http.post(`${BASE}/resetpassword`, () =>
        occError(400, [{ type: "ValidationError", subject: "newPassword", message: resetMessages.passwordSpecial }]),
      ),
    );
    const result = await resetAction(actionArgs(await formPost("http://shop.test/reset?token=abc", { token: "abc", ...password })));
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { newPassword: [resetMessages.passwordSpecial] } } });
    expect(JSON.stringify(result)).not.toContain(password.newPassword);
  });

  it.each([
    [502, messages.badGateway],
    [504, messages.gatewayTimeout],
  ])("a %i shows the catalogue text in the summary, passwords not echoed", async (status, text) => {
    server.use(http.post(`${BASE}/resetpassword`, () => htmlPage(status)));
    const result = await resetAction(actionArgs(await formPost("http://shop.test/reset?token=abc", { token: "abc", ...password })));
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [text] } } });
    expect(JSON.stringify(result)).not.toContain(password.newPassword);
  });

  it("a form without a token goes to the expired view", async () => {
    const response = (await resetAction(actionArgs(await formPost("http://shop.test/reset", password)))) as Response;
    expect(response.headers.get("Location")).toBe("/expired");
  });
});

describe("/expired (modes 6 and 8, 'Send me a new link')", () => {
  const remembered = async (token: string, type: "EMAIL" | "SMS") => cookiePair(await rememberResetToken({ token, type }));

  it("shows mode 8 for ?type=SMS, 6 otherwise; offers the resend only with a remembered token", async () => {
    await expect(expiredLoader(loaderArgs("http://shop.test/expired?type=SMS"))).resolves.toEqual({ mode: 8, sent: false, canResend: false });
    await expect(expiredLoader(loaderArgs("http://shop.test/expired", await remembered("t", "EMAIL")))).resolves.toEqual({
      mode: 6,
      sent: false,
      canResend: true,
    });
    await expect(expiredLoader(loaderArgs("http://shop.test/expired?sent=1", await remembered("t", "SMS")))).resolves.toEqual({
      mode: 8,
      sent: true,
      canResend: true,
    });
  });

  it("resends the remembered token, forgets it and redirects to the sent view", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/forgottenpasswordtokens/resend`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const response = (await expiredAction(
      actionArgs(await formPost("http://shop.test/expired?type=SMS", {}, await remembered("old-sms", "SMS"))),
    )) as Response;
    expect(bodies).toEqual([{ token: "old-sms", type: "SMS" }]);
    expect(response.headers.get("Location")).toBe("/expired?type=SMS&sent=1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__reset=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it("without a remembered token it calls nothing and shows the view again", async () => {
    const response = (await expiredAction(actionArgs(await formPost("http://shop.test/expired", {})))) as Response;
    expect(response.headers.get("Location")).toBe("/expired");
  });

  it.each([
    [502, messages.badGateway],
    [504, messages.gatewayTimeout],
  ])("a %i shows the catalogue text and keeps the token for another try", async (status, text) => {
    server.use(http.post(`${BASE}/forgottenpasswordtokens/resend`, () => htmlPage(status)));
    const result = await expiredAction(actionArgs(await formPost("http://shop.test/expired", {}, await remembered("old", "EMAIL"))));
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [text] } } });
  });

  it("the backend's limit on reset requests (issue 21) shows its text with the wait", async () => {
    server.use(http.post(`${BASE}/forgottenpasswordtokens/resend`, () => occError(429, [{ type: "RateLimitError", message: "x", waitSeconds: 300 }])));
    const result = await expiredAction(actionArgs(await formPost("http://shop.test/expired", {}, await remembered("old", "EMAIL"))));
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [messages.passwordResetLimit(300)] } } });
  });
});

describe("a stock SAP without this customer's validate and resend (issue 22)", () => {
  beforeEach(() => resetStockFallbacks());
  const unknownResource = (path: string) => occError(404, [{ type: "UnknownResourceError", message: `There is no resource for path /occ/v2/corporate/${path}` }]);

  it("treats the token as valid (the new-password form) until resetpassword refuses it", async () => {
    server.use(http.get(`${BASE}/forgottenpasswordtokens/validate`, () => unknownResource("forgottenpasswordtokens/validate")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const data = await resetLoader(loaderArgs("http://shop.test/reset?token=abc&type=EMAIL"));
    expect(data).toEqual({ token: "abc", type: "EMAIL" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("forgottenpasswordtokens/validate"));
    warn.mockRestore();
    // SAP refuses a used token on resetpassword: the link-expired view.
    server.use(http.post(`${BASE}/resetpassword`, () => occError(400, [{ type: "TokenInvalidatedError", message: "Token is invalidated" }])));
    const response = (await resetAction(
      actionArgs(await formPost("http://shop.test/reset?token=abc", { token: "abc", type: "EMAIL", newPassword: "Fresh!Start2027", confirmPassword: "Fresh!Start2027" })),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/expired");
  });

  it("without the e-mail, a resend sends the user to request a new link", async () => {
    server.use(http.post(`${BASE}/forgottenpasswordtokens/resend`, () => unknownResource("forgottenpasswordtokens/resend")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = (await expiredAction(actionArgs(await formPost("http://shop.test/expired", {}, cookiePair(await rememberResetToken({ token: "old", type: "EMAIL" })))))) as Response;
    warn.mockRestore();
    expect(response.headers.get("Location")).toBe("/resetpassword");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__reset=;/);
  });
});
