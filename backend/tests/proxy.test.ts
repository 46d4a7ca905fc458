import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestBackend, login, occErrorsSchema, parseJson, type TestBackend, sendJson } from "./helpers";

const wearersSchema = z
  .object({
    wearers: z.array(
      z.object({ uid: z.string(), name: z.string(), wearerId: z.string().nullable(), orgUnit: z.object({ uid: z.string(), name: z.string() }).strict() }).strict(),
    ),
  })
  .strict();
const enabledSchema = z.object({ proxyMode: z.literal(true), uid: z.string(), name: z.string(), cartId: z.string().regex(/^\d{8}$/) }).strict();

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

const request = (method: string, url: string, token?: string, body?: unknown) =>
  sendJson(backend, method, url, { token, body });
const PROXY = "/occ/v2/corporate/orgUsers/current/proxy";
const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;
const modeOf = async (token: string) => (await request("GET", PROXY, token)).json();

describe("GET orgUsers/current/proxy/wearers", () => {
  it("lists the wearers of the caller's unit and the units below it", async () => {
    const { access_token } = await login(backend, "buyer@acme.example");
    const response = await request("GET", `${PROXY}/wearers`, access_token);
    expect(response.status).toBe(200);
    const { wearers } = await parseJson(response, wearersSchema);
    const uids = wearers.map((w) => w.uid);
    expect(uids).toEqual(expect.arrayContaining(["wearer@acme.example", "newstarter@acme.example", "sso@acme.example"]));
    expect(uids).not.toContain("wearer@kiwi.example"); // another organisation
    expect(uids).not.toContain("disabled@acme.example");
    expect(uids).not.toContain("buyer@acme.example");
    expect(wearers.find((w) => w.uid === "newstarter@acme.example")?.orgUnit).toEqual({ uid: "acme-au-nsw", name: "Acme Workwear New South Wales" });
  });

  it("answers 403 for wearers and approvers, 401 without a token", async () => {
    for (const uid of ["wearer@acme.example", "approver@acme.example"]) {
      const { access_token } = await login(backend, uid);
      const response = await request("GET", `${PROXY}/wearers`, access_token);
      expect(response.status, uid).toBe(403);
      expect((await errorsOf(response))[0]?.type).toBe("ForbiddenError");
    }
    expect((await request("GET", `${PROXY}/wearers`)).status).toBe(401);
  });
});

describe("proxy mode on and off", () => {
  it("enables with a wearer and the caller's cart, gives the wearer's cart, and disables", async () => {
    const { access_token } = await login(backend, "admin@acme.example");
    expect(await modeOf(access_token)).toEqual({ proxyMode: false });
    const own = await parseJson(await request("POST", "/occ/v2/corporate/users/current/carts", access_token), z.object({ code: z.string() }));

    const enabled = await request("POST", PROXY, access_token, { uid: "wearer@acme.example", cartId: own.code });
    expect(enabled.status).toBe(200);
    const body = await parseJson(enabled, enabledSchema);
    expect(body).toMatchObject({ uid: "wearer@acme.example", name: "Wendy Walker" });
    expect(body.cartId).not.toBe(own.code);
    const wearerCart = backend.db
      .prepare<[], { id: number }>("SELECT id FROM carts WHERE user_uid = 'wearer@acme.example' AND site = 'corporate'")
      .get();
    expect(Number(body.cartId)).toBe(wearerCart?.id);
    expect(await modeOf(access_token)).toEqual({ proxyMode: true, uid: "wearer@acme.example", name: "Wendy Walker", cartId: body.cartId });

    const disabled = await request("DELETE", PROXY, access_token);
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({ proxyMode: false });
    expect(await modeOf(access_token)).toEqual({ proxyMode: false });
  });

  it("accepts a null cart id", async () => {
    const { access_token } = await login(backend, "proxy.js@acme.example");
    expect((await request("POST", PROXY, access_token, { uid: "newstarter@acme.example", cartId: null })).status).toBe(200);
    await request("DELETE", PROXY, access_token);
  });

  it("answers 403 for a wearer outside the unit tree, 404 for an unknown uid, and a failure leaves the previous mode", async () => {
    const { access_token } = await login(backend, "buyer@acme.example");
    const on = await parseJson(await request("POST", PROXY, access_token, { uid: "newstarter@acme.example", cartId: null }), enabledSchema);

    const outside = await request("POST", PROXY, access_token, { uid: "wearer@kiwi.example", cartId: null });
    expect(outside.status).toBe(403);
    expect((await errorsOf(outside))[0]?.type).toBe("ForbiddenError");
    const notAWearer = await request("POST", PROXY, access_token, { uid: "approver@acme.example", cartId: null });
    expect(notAWearer.status).toBe(403);
    const unknown = await request("POST", PROXY, access_token, { uid: "nobody@acme.example", cartId: null });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown))[0]?.type).toBe("UnknownIdentifierError");
    const notMyCart = await request("POST", PROXY, access_token, { uid: "wearer@acme.example", cartId: "99999999" });
    expect(notMyCart.status).toBe(400);
    const invalid = await request("POST", PROXY, access_token, { cartId: null });
    expect(invalid.status).toBe(400);

    expect(await modeOf(access_token)).toEqual({ proxyMode: true, uid: "newstarter@acme.example", name: "Noah Fischer", cartId: on.cartId });
    await request("DELETE", PROXY, access_token);
  });

  it("answers 403 to a caller without the right, who keeps no mode", async () => {
    const { access_token } = await login(backend, "wearer@acme.example");
    expect((await request("POST", PROXY, access_token, { uid: "newstarter@acme.example", cartId: null })).status).toBe(403);
    expect(await modeOf(access_token)).toEqual({ proxyMode: false });
  });
});
