import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT, createTestBackend, login, occErrorsSchema, parseJson, readJson, type TestBackend, tokenRequest } from "./helpers";

/** My Profile (issue 25): titles, profile, preferred name, mobile change, close account (routes/account-profile.ts). */

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(() => backend.close());

const SITE = "/occ/v2/corporate";
const USER = "profile-js@acme.example";

function call(method: string, path: string, token: string | null, body?: unknown) {
  return backend.app.request(`${SITE}/${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const tokenOf = async (uid: string) => (await login(backend, uid)).access_token;
const row = (uid: string) =>
  backend.db
    .prepare<[string], { titleCode: string | null; firstName: string; lastName: string; preferredName: string | null; mobile: string | null; disabled: number }>(
      `SELECT title_code AS titleCode, first_name AS firstName, last_name AS lastName, preferred_name AS preferredName, mobile, disabled
       FROM users WHERE uid = ?`,
    )
    .get(uid);
const lastSms = (to: string) =>
  backend.db.prepare<[string], { body: string }>("SELECT body FROM outbox WHERE to_address = ? AND channel = 'sms' ORDER BY created_at DESC, rowid DESC").get(to);
const codeIn = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? "")?.[1] ?? "";

describe("profile reads and edits", () => {
  it("GET titles lists the titles; GET orgUsers/current carries the profile fields", async () => {
    const titles = await readJson(await call("GET", "titles", null));
    expect(titles).toMatchObject({ titles: expect.arrayContaining([{ code: "mr", name: "Mr" }]) });
    const user = await readJson(await call("GET", "orgUsers/current", await tokenOf(USER)));
    expect(user).toMatchObject({ titleCode: "ms", mobileNumber: "+61412550201", employeeId: "E2E-PROF-JS" });
  });

  it("PATCH users/current changes only what is sent (empty 200); bad names and unknown titles are 400 ValidationError", async () => {
    const token = await tokenOf(USER);
    const ok = await call("PATCH", "users/current", token, { titleCode: "dr", firstName: " Pia " });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("");
    expect(row(USER)).toMatchObject({ titleCode: "dr", firstName: "Pia", lastName: "Profile" });

    const blank = await call("PATCH", "users/current", token, { lastName: "  " });
    expect(blank.status).toBe(400);
    expect((await parseJson(blank, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "lastName" });
    const long = await call("PATCH", "users/current", token, { firstName: "x".repeat(101) });
    expect(long.status).toBe(400);
    const markup = await call("PATCH", "users/current", token, { firstName: "<script>x</script>" });
    expect(markup.status).toBe(400);
    expect((await call("PATCH", "users/current", token, { lastName: "O’Brien-Smith Jr." })).status).toBe(200);
    const title = await call("PATCH", "users/current", token, { titleCode: "king" });
    expect(title.status).toBe(400);
    expect((await parseJson(title, occErrorsSchema)).errors[0]).toMatchObject({ type: "ValidationError", subject: "titleCode" });
    expect(row(USER)).toMatchObject({ titleCode: "dr", firstName: "Pia", lastName: "O’Brien-Smith Jr." });
  });

  it("PUT orgUsers/current/preferred-name sets and clears it, at most 100 characters", async () => {
    const token = await tokenOf(USER);
    expect((await call("PUT", "orgUsers/current/preferred-name", token, { preferredName: "Pip" })).status).toBe(200);
    expect(row(USER)?.preferredName).toBe("Pip");
    expect((await call("PUT", "orgUsers/current/preferred-name", token, { preferredName: "x".repeat(101) })).status).toBe(400);
    expect((await call("PUT", "orgUsers/current/preferred-name", token, { preferredName: "Pip 🎉" })).status).toBe(400);
    expect((await call("PUT", "orgUsers/current/preferred-name", token, { preferredName: "" })).status).toBe(200);
    expect(row(USER)?.preferredName).toBeNull();
  });

  it("only the user's own profile: another uid is 403, a client token 403, no token 401", async () => {
    const token = await tokenOf(USER);
    for (const [method, path, body] of [
      ["PATCH", "users/buyer@acme.example", { firstName: "X" }],
      ["PUT", "orgUsers/buyer@acme.example/preferred-name", { preferredName: "X" }],
      ["POST", "users/buyer@acme.example/mobile/verificationCode", { mobileNumber: "+61499999999" }],
      ["PUT", "users/buyer@acme.example/mobile", { mobileNumber: "+61499999999", verificationCode: "123456" }],
      ["DELETE", "users/buyer@acme.example", undefined],
    ] as const) {
      expect((await call(method, path, token, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, null, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    const client = (await readJson(await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }))) as { access_token: string };
    expect((await call("PATCH", "users/current", client.access_token, { firstName: "X" })).status).toBe(403);
    expect(row("buyer@acme.example")).toMatchObject({ firstName: "Bella", disabled: 0 });
  });
});

describe("mobile change", () => {
  const NEW = "+61 499 000 111";
  const NORMALISED = "+61499000111";

  it("sends a code by SMS to the new number; the right code changes it, a wrong one does not", async () => {
    const token = await tokenOf(USER);
    const sent = await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: NEW });
    expect(sent.status).toBe(201);
    expect(await readJson(sent)).toEqual({ resendAfterSeconds: 30, expiresInSeconds: 900 });
    const code = codeIn(lastSms(NORMALISED)?.body);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await call("PUT", "users/current/mobile", token, { mobileNumber: NEW, verificationCode: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect((await parseJson(wrong, occErrorsSchema)).errors[0]).toMatchObject({ subject: "verificationCode" });
    expect(row(USER)?.mobile).toBe("+61412550201");

    const other = await call("PUT", "users/current/mobile", token, { mobileNumber: "+61499000222", verificationCode: code });
    expect(other.status).toBe(400);

    const ok = await call("PUT", "users/current/mobile", token, { mobileNumber: NEW, verificationCode: code });
    expect(ok.status).toBe(200);
    expect(row(USER)?.mobile).toBe(NORMALISED);
    // used up
    expect((await call("PUT", "users/current/mobile", token, { mobileNumber: NEW, verificationCode: code })).status).toBe(400);
  });

  it("resend only after the wait (429 with the seconds left); a bad, unchanged or taken number is refused", async () => {
    const token = await tokenOf(USER);
    expect((await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: NEW })).status).toBe(201);
    backend.advance(10_000);
    const early = await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: NEW });
    expect(early.status).toBe(429);
    expect(early.headers.get("Retry-After")).toBe("20");
    expect(await readJson(early)).toMatchObject({ errors: [{ type: "RateLimitError", waitSeconds: 20 }] });
    backend.advance(20_000);
    expect((await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: NEW })).status).toBe(201);

    expect((await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: "12ab" })).status).toBe(400);
    expect((await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: "+61412550201" })).status).toBe(400);
    const taken = await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: "+61400000002" });
    expect(taken.status).toBe(409);
  });

  it("the 5th wrong code ends the request", async () => {
    const token = await tokenOf(USER);
    await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: NEW });
    const code = codeIn(lastSms(NORMALISED)?.body);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) await call("PUT", "users/current/mobile", token, { mobileNumber: NEW, verificationCode: wrong });
    expect((await call("PUT", "users/current/mobile", token, { mobileNumber: NEW, verificationCode: code })).status).toBe(400);
    expect(row(USER)?.mobile).toBe("+61412550201");
  });
});

describe("DELETE users/current (close account)", () => {
  it("disables the user, revokes every token, keeps the orders; sign-in then fails", async () => {
    const uid = "close-js@acme.example";
    const first = await tokenOf(uid);
    const second = await tokenOf(uid);
    const closed = await call("DELETE", "users/current", first);
    expect(closed.status).toBe(200);
    expect(await closed.text()).toBe("");
    expect(row(uid)?.disabled).toBe(1);
    expect((await call("GET", "orgUsers/current", second)).status).toBe(401);
    const revoked = backend.db.prepare<[string], { open: number }>("SELECT count(*) AS open FROM oauth_tokens WHERE user_uid = ? AND revoked_at IS NULL").get(uid);
    expect(revoked?.open).toBe(0);
    const signIn = await tokenRequest(backend, { grant_type: "password", client_id: CLIENT.id, client_secret: CLIENT.secret, username: uid, password: "Uniform!2026" });
    expect(signIn.status).toBe(400);
  });
});

describe("stock flavour", () => {
  it("the extensions answer 404 UnknownResourceError; the stock calls work", async () => {
    backend.close();
    backend = createTestBackend({ extensions: "none" });
    const token = await tokenOf(USER);
    expect((await call("PUT", "orgUsers/current/preferred-name", token, { preferredName: "X" })).status).toBe(404);
    expect((await call("POST", "users/current/mobile/verificationCode", token, { mobileNumber: "+61499000111" })).status).toBe(404);
    expect((await call("PATCH", "users/current", token, { firstName: "Stock" })).status).toBe(200);
    expect(await readJson(await call("GET", "orgUsers/current", token))).toMatchObject({ firstName: "Stock", titleCode: "ms" });
  });
});
