import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../src/config";
import { guestPurge } from "../src/stores/guest-purge";
import { CLIENT, createTestBackend, get, login, parseJson, sendJson, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const MAX_AGE = 30 * DAY;

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(() => backend.close());

async function clientToken() {
  const response = await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
  return (await parseJson(response, tokenBodySchema)).access_token;
}

/** A guest cart made as the storefront makes one (anonymous add to cart), with one entry. */
async function guestCart(): Promise<{ guid: string; owner: string }> {
  const token = await clientToken();
  const created = await sendJson(backend, "POST", "/occ/v2/corporate/users/anonymous/carts", { token });
  expect(created.status).toBe(201);
  const { guid } = await parseJson(created, z.object({ guid: z.string() }).passthrough());
  const variant = backend.db.prepare<[], { code: string }>("SELECT code FROM variants WHERE stock_level > 10 LIMIT 1").get();
  const added = await sendJson(backend, "POST", `/occ/v2/corporate/users/anonymous/carts/${guid}/entries`, {
    token,
    body: { product: { code: variant?.code }, quantity: 1 },
  });
  expect(added.status).toBe(200);
  const owner = backend.db.prepare<[string], { user_uid: string }>("SELECT user_uid FROM carts WHERE guid = ?").get(guid)?.user_uid ?? "";
  return { guid, owner };
}

const userExists = (uid: string) => backend.db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM users WHERE uid = ?").get(uid)?.n === 1;
/** With a fresh client token (the clock moves past the access-token lifetime). */
const cartStatus = async (guid: string) => (await get(backend, `/occ/v2/corporate/users/anonymous/carts/${guid}`, await clientToken())).status;

describe("guest cart purge (issue 21, hole 8)", () => {
  it("removes guest carts unchanged for 30 days and their guest users; keeps younger ones", async () => {
    const old = await guestCart();
    backend.advance(20 * DAY);
    const recent = await guestCart();
    backend.advance(10 * DAY + 1);

    const removed = guestPurge(backend.db).purgeAbandoned(backend.clock.now, MAX_AGE);
    expect(removed).toEqual({ carts: 1, users: 1 });
    expect(await cartStatus(old.guid)).toBe(400);
    expect(userExists(old.owner)).toBe(false);
    expect(backend.db.prepare("SELECT count(*) AS n FROM cart_entries e JOIN carts c ON c.id = e.cart_id WHERE c.user_uid = ?").get(old.owner)).toEqual({ n: 0 });
    expect(await cartStatus(recent.guid)).toBe(200);
    expect(userExists(recent.owner)).toBe(true);
  });

  it("counts age from the last change, not from creation", async () => {
    const cart = await guestCart();
    backend.advance(29 * DAY);
    const variant = backend.db.prepare<[], { code: string }>("SELECT code FROM variants WHERE stock_level > 10 LIMIT 1 OFFSET 1").get();
    const added = await sendJson(backend, "POST", `/occ/v2/corporate/users/anonymous/carts/${cart.guid}/entries`, {
      token: await clientToken(),
      body: { product: { code: variant?.code }, quantity: 1 },
    });
    expect(added.status).toBe(200);
    backend.advance(2 * DAY);
    expect(guestPurge(backend.db).purgeAbandoned(backend.clock.now, MAX_AGE)).toEqual({ carts: 0, users: 0 });
    expect(await cartStatus(cart.guid)).toBe(200);
  });

  it("never touches registered users' carts, and keeps a guest who ordered (the order names them)", async () => {
    const variant = backend.db.prepare<[], { code: string }>("SELECT code FROM variants WHERE stock_level > 10 LIMIT 1").get();
    const token = (await login(backend, "buyer@acme.example")).access_token;
    expect((await sendJson(backend, "POST", "/occ/v2/corporate/users/current/carts", { token })).status).toBe(201);
    const own = await sendJson(backend, "POST", `/occ/v2/corporate/orgUsers/current/carts/current/entries?code=${variant?.code}&quantity=1`, { token });
    expect(own.status).toBe(200);
    const ordered = await guestCart();
    // A guest order (as guest checkout leaves it): the order names the guest; the ordered cart is gone.
    backend.db.prepare("UPDATE orders SET user_uid = ?, placed_by_uid = ? WHERE id = (SELECT min(id) FROM orders)").run(ordered.owner, ordered.owner);
    backend.db.prepare("DELETE FROM carts WHERE guid = ?").run(ordered.guid);
    backend.advance(365 * DAY);

    const removed = guestPurge(backend.db).purgeAbandoned(backend.clock.now, MAX_AGE);
    expect(removed).toEqual({ carts: 0, users: 0 });
    expect(userExists(ordered.owner)).toBe(true);
    const cart = await get(backend, "/occ/v2/corporate/users/current/carts/current", (await login(backend, "buyer@acme.example")).access_token);
    expect(cart.status).toBe(200);
  });
});

describe("guest cart purge configuration", () => {
  it("purges after 30 days unless BACKEND_GUEST_CART_MAX_AGE_DAYS says otherwise (0: never)", () => {
    expect(loadConfig({}).guestCartMaxAgeDays).toBe(30);
    expect(loadConfig({ BACKEND_GUEST_CART_MAX_AGE_DAYS: "7" }).guestCartMaxAgeDays).toBe(7);
    expect(loadConfig({ BACKEND_GUEST_CART_MAX_AGE_DAYS: "0" }).guestCartMaxAgeDays).toBe(0);
    expect(() => loadConfig({ BACKEND_GUEST_CART_MAX_AGE_DAYS: "-1" })).toThrow(/BACKEND_GUEST_CART_MAX_AGE_DAYS/);
  });
});
