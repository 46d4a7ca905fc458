import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { SID_START_WINDOW_MS } from "../src/stores/punchout";
import { sidHash } from "../src/seed-data/punchout";
import { CLIENT, createTestBackend, login, occErrorsSchema, parseJson, type TestBackend, tokenBodySchema, tokenRequest, sendJson } from "./helpers";

const sessionSchema = z
  .object({
    token: z.object({ accessToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/), tokenType: z.literal("bearer"), expires_in: z.number().int().positive() }).strict(),
    cartId: z.string().regex(/^\d{8}$/),
  })
  .strict();
const cancelSchema = z
  .object({ status: z.literal("CANCELLED"), requisition: z.object({ items: z.array(z.unknown()).length(0), total: z.literal(0) }), returnUrl: z.string().url() })
  .strict();

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend({ devOutbox: true });
});
afterEach(() => backend.close());

const request = (method: string, url: string, token?: string, headers: Record<string, string> = {}, body?: unknown) =>
  sendJson(backend, method, url, { token, body, headers });

async function clientToken(): Promise<string> {
  const response = await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
  return (await parseJson(response, tokenBodySchema)).access_token;
}

const getSession = async (sid: string, token?: string) => request("GET", `/occ/v2/corporate/punchout/sessions/${encodeURIComponent(sid)}`, token ?? (await clientToken()));
const cancel = (token: string, cartId: string, sid?: string) =>
  request("POST", `/occ/v2/corporate/orgUsers/current/carts/${cartId}/punchout/cancel`, token, sid === undefined ? {} : { "X-Punchout-Session-Id": sid });
const currentUser = (token: string) => request("GET", "/occ/v2/corporate/orgUsers/current", token);
const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;

async function devSession(userId = "punchout@acme.example", status: "active" | "pending" = "active"): Promise<string> {
  const response = await request("POST", "/dev/punchout/sessions", undefined, {}, { userId, status });
  expect(response.status).toBe(201);
  return (await parseJson(response, z.object({ sid: z.string() }))).sid;
}

describe("GET punchout/sessions/{sid}", () => {
  it("needs a client token", async () => {
    expect((await request("GET", "/occ/v2/corporate/punchout/sessions/demo-punchout-sid")).status).toBe(401);
  });

  it("issues a user token and the user's cart for the session", async () => {
    const sid = await devSession();
    const { token, cartId } = await parseJson(await getSession(sid), sessionSchema);
    const me = await parseJson(await currentUser(token.accessToken), z.object({ uid: z.string() }));
    expect(me.uid).toBe("punchout@acme.example");
    const cart = await parseJson(await request("GET", "/occ/v2/corporate/users/current/carts/current", token.accessToken), z.object({ code: z.string() }));
    expect(cart.code).toBe(cartId);
  });

  it("starts a sid once: a replay is the same 404 as an unknown sid, and the first token goes on working (issue 21)", async () => {
    const sid = await devSession();
    const first = await parseJson(await getSession(sid), sessionSchema);
    const replay = await getSession(sid);
    expect(replay.status).toBe(400);
    expect(await errorsOf(replay)).toEqual([{ type: "UnknownIdentifierError", message: "Punch-out session not found or no longer valid" }]);
    expect((await currentUser(first.token.accessToken)).status).toBe(200);
    // Two lookups at once: one token, one 404.
    const racing = await devSession();
    const answers = await Promise.all([getSession(racing), getSession(racing)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    // The seeded demo sid (created long ago) is past its start window too.
    expect((await getSession("demo-punchout-sid")).status).toBe(400);
  });

  it("starts a sid only within SID_START_WINDOW_MS (5 minutes) of the session's creation", async () => {
    expect(SID_START_WINDOW_MS).toBe(300_000);
    const late = await devSession();
    const inTime = await devSession();
    backend.advance(SID_START_WINDOW_MS - 1_000);
    expect((await getSession(inTime)).status).toBe(200);
    backend.advance(1_000);
    const expired = await getSession(late);
    expect(expired.status).toBe(400);
    expect((await errorsOf(expired))[0]?.type).toBe("UnknownIdentifierError");
  });

  it("answers without a token while the session is pending", async () => {
    const response = await getSession("pending-punchout-sid");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ token: null, cartId: null });
  });

  it("answers 404 for unknown, expired and wrong-site sessions", async () => {
    for (const sid of ["no-such-sid", "expired-punchout-sid"]) {
      const response = await getSession(sid);
      expect(response.status, sid).toBe(400);
      expect((await errorsOf(response))[0]?.type).toBe("UnknownIdentifierError");
    }
    const wholesale = await request("GET", "/occ/v2/wholesale/punchout/sessions/demo-punchout-sid", await clientToken());
    expect(wholesale.status).toBe(400);
  });

  it("expires a session's tokens with the session", async () => {
    const sid = await devSession(); // valid for an hour
    const { token } = await parseJson(await getSession(sid), sessionSchema);
    expect(token.expires_in).toBeLessThanOrEqual(3600);
    backend.advance(3_601_000);
    expect((await currentUser(token.accessToken)).status).toBe(401);
    expect((await getSession(sid)).status).toBe(400);
  });
});

describe("POST orgUsers/current/carts/{cartId}/punchout/cancel", () => {
  it("returns the empty requisition, empties the cart, ends the session and revokes its tokens", async () => {
    const sid = await devSession();
    const { token, cartId } = await parseJson(await getSession(sid), sessionSchema);
    const added = await request(
      "POST",
      `/occ/v2/corporate/orgUsers/current/carts/${cartId}/entries?code=POL-CL-NAVY-M&quantity=1`,
      token.accessToken,
    );
    expect(added.status).toBe(200);

    const response = await cancel(token.accessToken, cartId, sid);
    expect(response.status).toBe(200);
    const body = await parseJson(response, cancelSchema);
    // The dev session's BrowserFormPost URL: the demo procurement receiver on this backend.
    expect(body.returnUrl).toBe("http://localhost/dev/procurement/punchout");

    const requisitions = backend.db.prepare("SELECT status, items_json AS items, total_cents AS total FROM punchout_requisitions").all();
    expect(requisitions).toEqual([{ status: "CANCELLED", items: "[]", total: 0 }]);
    const entries = backend.db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM cart_entries WHERE cart_id = ?").get(Number(cartId));
    expect(entries?.n).toBe(0);
    expect((await currentUser(token.accessToken)).status).toBe(401); // revoked
    expect((await getSession(sid)).status).toBe(400); // ended
  });

  it("answers 403 when the header's session is not the token's", async () => {
    const sid = await devSession();
    const other = await devSession();
    const { token, cartId } = await parseJson(await getSession(sid), sessionSchema);

    expect((await cancel(token.accessToken, cartId, other)).status).toBe(403); // another session of the same user
    expect((await cancel(token.accessToken, cartId, "no-such-sid")).status).toBe(403);
    expect((await cancel(token.accessToken, cartId)).status).toBe(403); // no header
    const password = await login(backend, "punchout@acme.example");
    expect((await cancel(password.access_token, cartId, sid)).status).toBe(403); // a token not issued for the session
    const buyer = await login(backend, "buyer@acme.example");
    const forbidden = await cancel(buyer.access_token, cartId, sid);
    expect(forbidden.status).toBe(403);
    expect((await errorsOf(forbidden))[0]?.type).toBe("ForbiddenError");

    // Nothing happened: the session is still open.
    expect(backend.db.prepare<[string], { status: string }>("SELECT status FROM punchout_sessions WHERE sid_hash = ?").get(sidHash(sid))?.status).toBe("active");
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM punchout_requisitions").get()).toEqual({ n: 0 });
  });

  it("answers 404 for a cart that is not the session's", async () => {
    const sid = await devSession();
    const { token } = await parseJson(await getSession(sid), sessionSchema);
    expect((await cancel(token.accessToken, "99999999", sid)).status).toBe(400);
  });
});

describe("dev: POST /dev/punchout/sessions", () => {
  it("is not mounted without the dev outbox", async () => {
    const plain = createTestBackend();
    try {
      const response = await plain.app.request("/dev/punchout/sessions", {
        method: "POST",
        body: JSON.stringify({ userId: "punchout@acme.example" }),
        headers: { "Content-Type": "application/json" },
      });
      expect(response.status).toBe(404);
    } finally {
      plain.close();
    }
  });

  it("makes pending sessions too", async () => {
    const sid = await devSession("punchout@acme.example", "pending");
    expect(await (await getSession(sid)).json()).toEqual({ token: null, cartId: null });
  });
});
