import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_CHECK_LIMIT } from "../src/routes/account-security";
import { userReferences } from "../src/stores/account-security";
import { createTestBackend, get, login, occErrorsSchema, parseJson, PASSWORD, type TestBackend } from "./helpers";

// Issue 25, Login & Security: PUT users/{userId}/password and PUT users/{userId}/login (routes/account-security.ts).

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(() => backend.close());

const BUYER = "buyer@acme.example"; // showLoginPreferencePage
const WEARER = "wearer@acme.example"; // not
const NEW_PASSWORD = "Fresh!Pw9";

/** A stock-SAP-shaped PUT: request parameters in a form-urlencoded body, as Spartacus sends them. */
function put(path: string, token: string, params: Record<string, string>, userId = "current") {
  return backend.app.request(`/occ/v2/corporate/users/${encodeURIComponent(userId)}/${path}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params).toString(),
  });
}

async function errorOf(response: Response) {
  const body = await parseJson(response, occErrorsSchema);
  return body.errors[0];
}

const currentUser = (token: string) => get(backend, "/occ/v2/corporate/orgUsers/current", token);

describe("PUT users/{userId}/password", () => {
  it("changes the password (202, empty body) and revokes every token of the user, on every device", async () => {
    const first = await login(backend, BUYER);
    const second = await login(backend, BUYER);
    const response = await put("password", first.access_token, { old: PASSWORD, new: NEW_PASSWORD });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
    for (const session of [first, second]) {
      expect((await currentUser(session.access_token)).status).toBe(401);
    }
    const live = backend.db
      .prepare<[string], { n: number }>("SELECT count(*) AS n FROM oauth_tokens WHERE user_uid = ? AND revoked_at IS NULL")
      .get(BUYER);
    expect(live?.n).toBe(0);
    await expect(login(backend, BUYER)).rejects.toThrow();
    const renewed = await login(backend, BUYER, NEW_PASSWORD);
    expect((await currentUser(renewed.access_token)).status).toBe(200);
  });

  it("refuses a refresh token of an old session after the change", async () => {
    const old = await login(backend, BUYER);
    const session = await login(backend, BUYER);
    expect((await put("password", session.access_token, { old: PASSWORD, new: NEW_PASSWORD })).status).toBe(202);
    const refresh = await backend.app.request("/authorizationserver/oauth/token", {
      method: "POST",
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: old.refresh_token ?? "", client_id: "storefront", client_secret: "storefront-secret" }),
    });
    expect(refresh.status).toBe(400);
  });

  it.each([
    ["Ab1!c", "Password must be at least 6 characters."],
    [`Ab1!${"xy".repeat(63)}`, "Password must be 128 characters or fewer."],
    ["abc1!xyz", "Password must contain at least one uppercase letter."],
    ["Abcd!xyz", "Password must contain at least one number."],
    ["Abcd1xyz", "Password must contain at least one special character."],
    ["Abb1!xyz", "Password must not contain the same character twice in a row."],
    [PASSWORD, "The new password must be different from the old password."],
  ])("refuses the new password %j: 400 ValidationError on new", async (password, message) => {
    const { access_token } = await login(backend, BUYER);
    const response = await put("password", access_token, { old: PASSWORD, new: password });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: "ValidationError", subject: "new", message });
    expect((await currentUser(access_token)).status).toBe(200);
  });

  it("accepts 6 characters on the change form (registration needs 8)", async () => {
    const { access_token } = await login(backend, BUYER);
    expect((await put("password", access_token, { old: PASSWORD, new: "Ab1!cd" })).status).toBe(202);
  });

  it("needs the old password (400 on old) and answers a wrong one with PasswordMismatchError", async () => {
    const { access_token } = await login(backend, BUYER);
    const missing = await put("password", access_token, { new: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ type: "ValidationError", subject: "old", reason: "missing" });
    const wrong = await put("password", access_token, { old: "Wrong!Pass1", new: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ type: "PasswordMismatchError", message: "Old password incorrect." });
    expect((await currentUser(access_token)).status).toBe(200);
  });

  it("refuses another user's password and a user without showLoginPreferencePage: 403 AccessDeniedError", async () => {
    const buyer = await login(backend, BUYER);
    const other = await put("password", buyer.access_token, { old: PASSWORD, new: NEW_PASSWORD }, "admin@acme.example");
    expect(other.status).toBe(403);
    expect(await errorOf(other)).toMatchObject({ type: "AccessDeniedError", message: "Access is denied" });
    const wearer = await login(backend, WEARER);
    const refused = await put("password", wearer.access_token, { old: PASSWORD, new: NEW_PASSWORD });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ type: "AccessDeniedError" });
    await login(backend, WEARER); // unchanged
  });

  it("limits wrong old passwords per account: then 429 with the wait, even for the right one", async () => {
    const { access_token } = await login(backend, BUYER);
    for (let attempt = 0; attempt < PASSWORD_CHECK_LIMIT; attempt++) {
      expect((await put("password", access_token, { old: `Wrong!Pass${attempt}`, new: NEW_PASSWORD })).status).toBe(400);
    }
    const limited = await put("password", access_token, { old: PASSWORD, new: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const error = await errorOf(limited);
    expect(error?.type).toBe("RateLimitError");
    expect(error?.message).toMatch(/^You have reached the limit of password attempts\. Please wait \d+ seconds before retrying\.$/);
    // The e-mail change checks the same password and shares the count.
    expect((await put("login", access_token, { newLogin: "new@acme.example", password: PASSWORD })).status).toBe(429);
    backend.advance(16 * 60 * 1000);
    expect((await put("password", access_token, { old: PASSWORD, new: NEW_PASSWORD })).status).toBe(202);
  });

  it("does not count a right password", async () => {
    for (let attempt = 0; attempt < PASSWORD_CHECK_LIMIT + 1; attempt++) {
      const { access_token } = await login(backend, BUYER, attempt === 0 ? PASSWORD : `Fresh!Pw${attempt - 1}`);
      const response = await put("password", access_token, { old: attempt === 0 ? PASSWORD : `Fresh!Pw${attempt - 1}`, new: `Fresh!Pw${attempt}` });
      expect(response.status).toBe(202);
    }
  });

  it("reads the parameters from the query as well (SAP's @RequestParam)", async () => {
    const { access_token } = await login(backend, BUYER);
    const response = await backend.app.request(
      `/occ/v2/corporate/users/current/password?old=${encodeURIComponent(PASSWORD)}&new=${encodeURIComponent(NEW_PASSWORD)}`,
      { method: "PUT", headers: { Authorization: `Bearer ${access_token}` } },
    );
    expect(response.status).toBe(202);
  });
});

describe("PUT users/{userId}/login", () => {
  const NEW_LOGIN = "bella.barnes@acme.example";
  const count = (sql: string, uid: string) => backend.db.prepare<[string], { n: number }>(sql).get(uid)?.n ?? 0;

  it("changes the login in one transaction: the user keeps orders, addresses and groups; every token is revoked", async () => {
    const { access_token } = await login(backend, BUYER);
    backend.db.prepare("INSERT INTO carts (guid, site, user_uid, created_at, updated_at) VALUES ('h2-guid', 'corporate', ?, 0, 0)").run(BUYER);
    const before = {
      carts: count("SELECT count(*) AS n FROM carts WHERE user_uid = ?", BUYER),
      orders: count("SELECT count(*) AS n FROM orders WHERE user_uid = ?", BUYER),
      addresses: count("SELECT count(*) AS n FROM addresses WHERE owner_user = ?", BUYER),
      groups: count("SELECT count(*) AS n FROM user_group_members WHERE user_uid = ?", BUYER),
    };
    expect(before.orders).toBeGreaterThan(0);
    expect(before.addresses).toBeGreaterThan(0);
    const historyTotal = async (token: string) => {
      const history = await get(backend, "/occ/v2/corporate/users/current/orders?pageSize=5", token);
      expect(history.status).toBe(200);
      return ((await history.json()) as { pagination: { totalResults: number } }).pagination.totalResults;
    };
    const historyBefore = await historyTotal(access_token);
    const response = await put("login", access_token, { newLogin: "  Bella.Barnes@ACME.example ", password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect((await currentUser(access_token)).status).toBe(401);
    expect({
      carts: count("SELECT count(*) AS n FROM carts WHERE user_uid = ?", NEW_LOGIN),
      orders: count("SELECT count(*) AS n FROM orders WHERE user_uid = ?", NEW_LOGIN),
      addresses: count("SELECT count(*) AS n FROM addresses WHERE owner_user = ?", NEW_LOGIN),
      groups: count("SELECT count(*) AS n FROM user_group_members WHERE user_uid = ?", NEW_LOGIN),
    }).toEqual(before);
    for (const { table, column } of userReferences(backend.db)) {
      expect(count(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = ?`, BUYER), `${table}.${column}`).toBe(0);
    }
    expect(backend.db.pragma("foreign_key_check")).toEqual([]);
    await expect(login(backend, BUYER)).rejects.toThrow();
    const renewed = await login(backend, NEW_LOGIN);
    const user = await currentUser(renewed.access_token);
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ uid: NEW_LOGIN, firstName: "Bella" });
    expect(await historyTotal(renewed.access_token)).toBe(historyBefore);
  });

  it("refuses a taken address (400 DuplicateUidError) and changes nothing", async () => {
    const { access_token } = await login(backend, BUYER);
    const response = await put("login", access_token, { newLogin: "admin@acme.example", password: PASSWORD });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: "DuplicateUidError" });
    expect((await currentUser(access_token)).status).toBe(200);
    expect(count("SELECT count(*) AS n FROM orders WHERE user_uid = ?", BUYER)).toBeGreaterThan(0);
  });

  it.each([
    [{ newLogin: "not-an-email", password: PASSWORD }, "newLogin"],
    [{ newLogin: "", password: PASSWORD }, "newLogin"],
    [{ newLogin: "x@acme.example" }, "password"],
    [{ newLogin: BUYER, password: PASSWORD }, "newLogin"],
  ])("refuses %j with a ValidationError on %s", async (params, subject) => {
    const { access_token } = await login(backend, BUYER);
    const response = await put("login", access_token, params as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: "ValidationError", subject });
  });

  it("answers a wrong password with PasswordMismatchError; another user's login with 403", async () => {
    const { access_token } = await login(backend, BUYER);
    const wrong = await put("login", access_token, { newLogin: NEW_LOGIN, password: "Wrong!Pass1" });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ type: "PasswordMismatchError" });
    const other = await put("login", access_token, { newLogin: NEW_LOGIN, password: PASSWORD }, WEARER);
    expect(other.status).toBe(403);
    expect(await errorOf(other)).toMatchObject({ type: "AccessDeniedError", message: "Access is denied" });
    const wearer = await login(backend, WEARER);
    expect((await put("login", wearer.access_token, { newLogin: NEW_LOGIN, password: PASSWORD })).status).toBe(403);
  });

  it("in the stock flavour serves every user (a stock SAP has no showLoginPreferencePage)", async () => {
    backend.close();
    backend = createTestBackend({ extensions: "none" });
    const wearer = await login(backend, WEARER);
    expect((await put("password", wearer.access_token, { old: PASSWORD, new: NEW_PASSWORD })).status).toBe(202);
  });
});
