/**
 * Transfer cart (issue 18; docs/punch-out-and-proxy.md "Transfer cart"): requisition processing, the answer's
 * shape, idempotency, the empty cart, who may transfer, reading the message again, and the demo procurement
 * receiver that closes the loop.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { readPunchOutOrderMessage } from "../src/punchout/cxml";
import { TRANSFER_GRACE_MS, REQUISITION_READABLE_MS } from "../src/routes/punchout";
import { sidHash } from "../src/seed-data/punchout";
import { CLIENT, createTestBackend, login, occErrorsSchema, parseJson, sendJson, type TestBackend, tokenBodySchema, tokenRequest } from "./helpers";

const sessionSchema = z.object({ token: z.object({ accessToken: z.string() }), cartId: z.string() });
const formSchema = z.object({ browseFormPostUrl: z.string().url(), orderAsCXML: z.string().regex(/^[A-Za-z0-9+/]+=*$/) }).strict();
const cartSchema = z.object({
  entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number(), basePrice: z.object({ value: z.number() }), product: z.object({ code: z.string() }) })),
});

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend({ devOutbox: true });
});
afterAll(() => backend.close());

const request = (method: string, url: string, token?: string, headers: Record<string, string> = {}, body?: unknown) =>
  sendJson(backend, method, url, { token, body, headers });

async function clientToken(): Promise<string> {
  const response = await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
  return (await parseJson(response, tokenBodySchema)).access_token;
}

async function devSession(body: Record<string, string> = {}): Promise<string> {
  const response = await request("POST", "/dev/punchout/sessions", undefined, {}, { userId: "punchout@acme.example", ...body });
  expect(response.status).toBe(201);
  return (await parseJson(response, z.object({ sid: z.string() }))).sid;
}

/** A new session: its sid, a token issued for it and its cart (emptied, so every test starts alike). */
async function punchIn(body: Record<string, string> = {}) {
  const sid = await devSession(body);
  const response = await request("GET", `/occ/v2/corporate/punchout/sessions/${sid}`, await clientToken());
  const { token, cartId } = await parseJson(response, sessionSchema);
  backend.db.prepare("DELETE FROM cart_entries WHERE cart_id = ?").run(Number(cartId));
  return { sid, token: token.accessToken, cartId };
}

async function add(token: string, cartId: string, code: string, quantity: number) {
  const response = await request("POST", `/occ/v2/corporate/orgUsers/current/carts/${cartId}/entries?code=${code}&quantity=${quantity}`, token);
  expect(response.status, `${code}: ${await response.clone().text()}`).toBe(200);
}

const transfer = (token: string, cartId: string, sid?: string, key?: string) =>
  request("POST", `/occ/v2/corporate/orgUsers/current/carts/${cartId}/punchout/requisition`, token, {
    ...(sid === undefined ? {} : { "X-Punchout-Session-Id": sid }),
    ...(key === undefined ? {} : { "Idempotency-Key": key }),
  });

const cxmlOf = (form: z.infer<typeof formSchema>) => Buffer.from(form.orderAsCXML, "base64").toString("utf8");
const requisitionCount = () => backend.db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM punchout_requisitions WHERE status = 'SUBMITTED'").get()?.n;
const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;
/** The session's status as stored (its sid starts only once, so asking the OCC API again would answer 404). */
const sessionStatus = (sid: string) =>
  backend.db.prepare<[string], { status: string }>("SELECT status FROM punchout_sessions WHERE sid_hash = ?").get(sidHash(sid))?.status;

describe("POST orgUsers/current/carts/{cartId}/punchout/requisition", () => {
  it("processes the cart: prices, units of measure, UNSPSC classes, the buyer's cookie; empties the cart and ends the session", async () => {
    const { sid, token, cartId } = await punchIn({ buyerCookie: "cookie-from-the-setup-request" });
    await add(token, cartId, "POL-CL-NAVY-M", 10); // a volume tier applies from 10
    await add(token, cartId, "BOT-CL-BROWN-9", 1);
    const cart = await parseJson(await request("GET", `/occ/v2/corporate/orgUsers/current/carts/${cartId}`, token), cartSchema);

    const response = await transfer(token, cartId, sid, "transfer-key-0001");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const form = await parseJson(response, formSchema);
    expect(form.browseFormPostUrl).toBe("http://localhost/dev/procurement/punchout");
    const xml = cxmlOf(form);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM "http:\/\/xml.cxml.org\/schemas\/cXML\/1.2.014\/cXML.dtd">\n<cXML /);

    const message = readPunchOutOrderMessage(xml);
    expect(message.buyerCookie).toBe("cookie-from-the-setup-request");
    expect(message.operationAllowed).toBe("edit");
    expect(message.currency).toBe("AUD");
    const unit = (code: string) => cart.entries.find((entry) => entry.product.code === code)?.basePrice.value ?? NaN;
    expect(message.items).toEqual([
      {
        quantity: 10,
        supplierPartId: "POL-CL-NAVY-M",
        supplierPartAuxiliaryId: `${cartId}/0`,
        unitPrice: unit("POL-CL-NAVY-M").toFixed(2),
        currency: "AUD",
        description: "Classic Polo, Navy, M",
        unitOfMeasure: "EA",
        classification: "53101600",
      },
      {
        quantity: 1,
        supplierPartId: "BOT-CL-BROWN-9",
        supplierPartAuxiliaryId: `${cartId}/1`,
        unitPrice: unit("BOT-CL-BROWN-9").toFixed(2),
        currency: "AUD",
        description: "Classic Safety Boots, Brown, 9",
        unitOfMeasure: "PR",
        classification: "46181600",
      },
    ]);
    expect(unit("POL-CL-NAVY-M")).toBeLessThan(34.95); // the tier price, as the cart showed it
    expect(message.total).toBe((unit("POL-CL-NAVY-M") * 10 + unit("BOT-CL-BROWN-9")).toFixed(2));

    // Recorded, the cart emptied, the session over (no new tokens; cancel finds nothing to cancel).
    const row = backend.db
      .prepare<[], { status: string; total: number; url: string; key: string }>(
        "SELECT status, total_cents AS total, return_url AS url, idempotency_key AS key FROM punchout_requisitions WHERE status = 'SUBMITTED'",
      )
      .get();
    expect(row).toEqual({ status: "SUBMITTED", total: Math.round(Number(message.total) * 100), url: form.browseFormPostUrl, key: "transfer-key-0001" });
    const after = await parseJson(await request("GET", `/occ/v2/corporate/orgUsers/current/carts/${cartId}`, token), cartSchema);
    expect(after.entries).toEqual([]);
    expect((await request("GET", `/occ/v2/corporate/punchout/sessions/${sid}`, await clientToken())).status).toBe(400);
    const cancel = await request("POST", `/occ/v2/corporate/orgUsers/current/carts/${cartId}/punchout/cancel`, token, { "X-Punchout-Session-Id": sid });
    expect(cancel.status).toBe(400);

    // The session's tokens expire within the grace period.
    backend.advance(TRANSFER_GRACE_MS + 1000);
    expect((await request("GET", "/occ/v2/corporate/orgUsers/current", token)).status).toBe(401);
  });

  it("answers a replay (same Idempotency-Key, or none) with the same message and changes nothing", async () => {
    const { sid, token, cartId } = await punchIn();
    await add(token, cartId, "SHT-CL-WHITE-M-REGULAR", 2);
    const before = requisitionCount();
    const first = await parseJson(await transfer(token, cartId, sid, "replay-key-0001"), formSchema);
    // Something added after the transfer (with the token still in its grace period) is not sent: the message is recorded.
    await add(token, cartId, "CAP-CL-NAVY-SM", 1);
    const again = await parseJson(await transfer(token, cartId, sid, "replay-key-0001"), formSchema);
    const other = await parseJson(await transfer(token, cartId, sid), formSchema);
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    expect(requisitionCount()).toBe((before ?? 0) + 1);
    const cart = await parseJson(await request("GET", `/occ/v2/corporate/orgUsers/current/carts/${cartId}`, token), cartSchema);
    expect(cart.entries.map((entry) => entry.product.code)).toEqual(["CAP-CL-NAVY-SM"]); // not emptied twice
  });

  it("refuses an empty cart with a 400 CartError and changes nothing", async () => {
    const { sid, token, cartId } = await punchIn();
    const before = requisitionCount();
    const response = await transfer(token, cartId, sid);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ type: "CartError", reason: "empty", message: expect.stringContaining("empty") }]);
    expect(requisitionCount()).toBe(before);
    // The session goes on: the user can fill the cart and transfer.
    expect(sessionStatus(sid)).toBe("active");
  });

  it("lets only the session's own token transfer (403 otherwise), and only the session's cart (404)", async () => {
    const { sid, token, cartId } = await punchIn();
    await add(token, cartId, "POL-CL-NAVY-M", 1);
    const other = await punchIn(); // another session of the same user
    const before = requisitionCount();

    expect((await transfer(token, cartId)).status).toBe(403); // no header
    expect((await transfer(token, cartId, "no-such-sid")).status).toBe(403);
    const password = await login(backend, "punchout@acme.example");
    expect((await transfer(password.access_token, cartId, sid)).status).toBe(403); // a token not issued for the session
    const buyer = await login(backend, "buyer@acme.example");
    const forbidden = await transfer(buyer.access_token, cartId, sid);
    expect(forbidden.status).toBe(403);
    expect((await errorsOf(forbidden))[0]?.type).toBe("ForbiddenError");
    expect((await transfer(other.token, cartId, sid)).status).toBe(403); // the other session's token
    expect((await transfer(await clientToken(), cartId, sid)).status).toBe(403); // not a user
    expect((await transfer(token, "99999999", sid)).status).toBe(400);
    expect((await transfer(token, cartId, sid, "bad key")).status).toBe(400);
    expect(requisitionCount()).toBe(before);
    // Nothing happened: the session still works.
    expect(sessionStatus(sid)).toBe("active");
  });
});

describe("GET punchout/sessions/{sid}/requisition", () => {
  it("answers the transferred message again (client token), 404 before the transfer and after an hour", async () => {
    const { sid, token, cartId } = await punchIn();
    const read = async () => request("GET", `/occ/v2/corporate/punchout/sessions/${sid}/requisition`, await clientToken());
    expect((await request("GET", `/occ/v2/corporate/punchout/sessions/${sid}/requisition`)).status).toBe(401);
    expect((await read()).status).toBe(400);
    await add(token, cartId, "POL-CL-NAVY-M", 1);
    const sent = await parseJson(await transfer(token, cartId, sid), formSchema);
    expect(await parseJson(await read(), formSchema)).toEqual(sent);
    expect((await request("GET", `/occ/v2/wholesale/punchout/sessions/${sid}/requisition`, await clientToken())).status).toBe(400);
    backend.advance(REQUISITION_READABLE_MS);
    expect((await read()).status).toBe(400);
  });
});

describe("dev: the demo procurement system", () => {
  const post = (url: string, fields: Record<string, string>) =>
    backend.app.request(url, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

  it("receives the posted cXML and shows the requisition; 'Shop again' starts a new session at the storefront", async () => {
    const { sid, token, cartId } = await punchIn({ buyerCookie: "shown-cookie" });
    await add(token, cartId, "POL-CL-NAVY-M", 3);
    await add(token, cartId, "JKT-CL-BLACK-L", 1);
    const form = await parseJson(await transfer(token, cartId, sid), formSchema);

    const page = await post(new URL(form.browseFormPostUrl).pathname, { "cxml-urlencoded": cxmlOf(form) });
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("<h1>Requisition received</h1>");
    expect(html).toContain("2 lines, 4 units");
    expect(html).toContain("Classic Polo, Navy, M");
    expect(html).toContain("Classic Softshell Jacket, Black, L");
    expect(html).toContain("shown-cookie");

    // The same document as Base64 (the other field name cXML allows).
    expect((await post("/dev/procurement/punchout", { "cxml-base64": form.orderAsCXML })).status).toBe(200);
    expect((await post("/dev/procurement/punchout", { "cxml-urlencoded": "<cXML/>" })).status).toBe(400);

    const payloadId = readPunchOutOrderMessage(cxmlOf(form)).payloadId;
    const again = await post("/dev/procurement/setup", { payloadId });
    expect(again.status).toBe(303);
    const location = new URL(again.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://corporate.test/punchout/cxml/session");
    const newSid = location.searchParams.get("sid") ?? "";
    expect((await request("GET", `/occ/v2/corporate/punchout/sessions/${newSid}`, await clientToken())).status).toBe(200);
    expect((await post("/dev/procurement/setup", { payloadId: "unknown" })).status).toBe(404);
  });

  it("'Start punch-out' opens a new one-time session for the demo buyer, only from its own page", async () => {
    const page = await backend.app.request("/dev/procurement/punchout");
    expect(await page.text()).toContain('<form method="post" action="/dev/procurement/start">');
    const start = (origin?: string) =>
      backend.app.request("http://localhost/dev/procurement/start", { method: "POST", headers: origin ? { Origin: origin } : {} });
    const started = await start("http://localhost");
    expect(started.status).toBe(303);
    const location = new URL(started.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://corporate.test/punchout/cxml/session");
    const sid = location.searchParams.get("sid") ?? "";
    const session = await request("GET", `/occ/v2/corporate/punchout/sessions/${sid}`, await clientToken());
    const { token } = await parseJson(session, sessionSchema);
    const me = await parseJson(await request("GET", "/occ/v2/corporate/orgUsers/current", token.accessToken), z.object({ uid: z.string() }));
    expect(me.uid).toBe("punchout@acme.example");
    // Another site's form (or no Origin: not a browser form of this page) opens nothing.
    for (const origin of ["https://evil.example", undefined]) expect((await start(origin)).status, String(origin)).toBe(403);
  });

  it("is not mounted without the dev outbox", async () => {
    const plain = createTestBackend();
    try {
      expect((await plain.app.request("/dev/procurement/punchout", { method: "POST" })).status).toBe(404);
    } finally {
      plain.close();
    }
  });
});
