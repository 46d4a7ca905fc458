import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../src/app";
import { CLIENT, createTestBackend, devHeaders, login, occErrorsSchema, parseJson, readJson, type TestBackend, testConfig, tokenRequest } from "./helpers";

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(() => backend.close());

const SITE = "/occ/v2/corporate";

function call(method: string, path: string, token: string | null, body?: unknown, site = SITE) {
  return backend.app.request(`${site}/${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const tokenOf = async (uid: string) => (await login(backend, uid)).access_token;

describe("PATCH orgUsers/current/onboarding", () => {
  it("saves the details, records the policy and clears isFirstLogin; answers the current user", async () => {
    const token = await tokenOf("newstarter@acme.example");
    const response = await call("PATCH", "orgUsers/current/onboarding", token, {
      preferredName: "Noah F",
      mobile: "+61 411 222 333",
      uniformPolicyAccepted: true,
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ uid: "newstarter@acme.example", preferredName: "Noah F", isFirstLogin: false });
    const row = backend.db
      .prepare<[], { mobile: string; accepted: number | null }>(
        "SELECT mobile, uniform_policy_accepted_at AS accepted FROM users WHERE uid = 'newstarter@acme.example'",
      )
      .get();
    expect(row).toEqual({ mobile: "+61411222333", accepted: backend.clock.now });
  });

  it("the policy must be accepted; a bad or taken mobile is refused per field", async () => {
    const token = await tokenOf("newstarter@acme.example");
    const noPolicy = await call("PATCH", "orgUsers/current/onboarding", token, { uniformPolicyAccepted: false });
    expect(noPolicy.status).toBe(400);
    expect((await parseJson(noPolicy, occErrorsSchema)).errors[0]?.subject).toBe("uniformPolicyAccepted");
    const bad = await call("PATCH", "orgUsers/current/onboarding", token, { mobile: "12", uniformPolicyAccepted: true });
    expect((await parseJson(bad, occErrorsSchema)).errors[0]?.subject).toBe("mobile");
    const taken = await call("PATCH", "orgUsers/current/onboarding", token, { mobile: "+61400000001", uniformPolicyAccepted: true });
    expect(taken.status).toBe(409);
    expect((await parseJson(taken, occErrorsSchema)).errors[0]).toMatchObject({ type: "AlreadyExistsError", subject: "mobile" });
    // Nothing changed.
    const flag = backend.db.prepare<[], { f: number }>("SELECT is_first_login AS f FROM users WHERE uid = 'newstarter@acme.example'").get();
    expect(flag?.f).toBe(1);
  });

  it("needs a user token (401 without, 403 for a client token)", async () => {
    expect((await call("PATCH", "orgUsers/current/onboarding", null, { uniformPolicyAccepted: true })).status).toBe(401);
    const client = await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
    const clientToken = (await parseJson(client, z.object({ access_token: z.string() }))).access_token;
    expect((await call("PATCH", "orgUsers/current/onboarding", clientToken, { uniformPolicyAccepted: true })).status).toBe(403);
  });
});

describe("identity-provider registration", () => {
  it("GET answers the details; POST with consent clears showCDCRegistrationPage", async () => {
    const token = await tokenOf("sso@acme.example");
    const details = await call("GET", "orgUsers/current/identityRegistration", token);
    expect(await readJson(details)).toEqual({
      email: "sso@acme.example",
      firstName: "Sasha",
      lastName: "Okafor",
      providerName: "Acme Identity",
      cdcJavascriptUrl: null,
      baseSiteUid: "corporate",
    });
    expect((await call("POST", "orgUsers/current/identityRegistration", token, { consent: false })).status).toBe(400);
    const saved = await call("POST", "orgUsers/current/identityRegistration", token, { consent: true });
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toMatchObject({ uid: "sso@acme.example", showCDCRegistrationPage: false });
  });

  it("another site's user is refused", async () => {
    const token = await tokenOf("buyer@wholesale.example");
    expect((await call("GET", "orgUsers/current/identityRegistration", token)).status).toBe(403);
  });
});

describe("login user check and SSO URL", () => {
  it("answers statusCode 200, and 403 for a disabled org unit", async () => {
    const token = await tokenOf("wearer@acme.example");
    expect(await readJson(await call("GET", "orgUsers/current/loginUserCheck", token))).toEqual({ statusCode: 200 });
    backend.db.prepare("UPDATE org_units SET active = 0 WHERE uid = 'acme-au'").run();
    expect((await call("GET", "orgUsers/current/loginUserCheck", token)).status).toBe(403);
  });

  it("the SSO URL is the user's continuation, '' when there is none", async () => {
    expect(await readJson(await call("GET", "orgUsers/current/ssoUrl", await tokenOf("sso@acme.example")))).toEqual({
      url: "https://idp.acme.example/continue",
    });
    expect(await readJson(await call("GET", "orgUsers/current/ssoUrl", await tokenOf("wearer@acme.example")))).toEqual({ url: "" });
  });
});

describe("POST /dev/users/{uid}/flags", () => {
  it("is mounted only with the dev outbox and resets the session flags", async () => {
    const flags = { isFirstLogin: true, showCdcRegistrationPage: true };
    const request = { method: "POST", headers: { "Content-Type": "application/json", ...devHeaders("/dev/") }, body: JSON.stringify(flags) };
    expect((await backend.app.request("/dev/users/wearer@acme.example/flags", request)).status).toBe(404);
    const dev = createApp({ db: backend.db, config: testConfig({ devOutbox: true }), now: () => backend.clock.now });
    expect((await dev.request("/dev/users/wearer@acme.example/flags", request)).status).toBe(200);
    const row = backend.db
      .prepare<[], { a: number; b: number }>("SELECT is_first_login AS a, show_cdc_registration_page AS b FROM users WHERE uid = 'wearer@acme.example'")
      .get();
    expect(row).toEqual({ a: 1, b: 1 });
    expect((await dev.request("/dev/users/nobody@acme.example/flags", request)).status).toBe(400);
  });
});
