import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { guestCartGuid, guestCartRef, guestCheckoutOffered, forgetGuestCart, rememberGuestCart } from "~/lib/cart/guest-cart.server";
import * as messages from "~/lib/messages";
import { OccClient } from "~/lib/occ/client.server";
import { sessionStorage } from "~/lib/session.server";
import { action } from "~/routes/product.$productCode.$productName";
import { productJson } from "../product/fixtures";
import { occError, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { signedInData, useTestEnv } from "../mocks/session";
import { GUEST_GUID, OTHER_GUID, SITE, postTo, sessionAfter } from "./helpers";

useTestEnv("corporate");
useMswServer();

const PAGE = "http://shop.test/product/POL-CL/Classic%20Polo?colour=Navy&size=M";
const form = (overrides: Record<string, string> = {}) => ({
  colour: "Navy",
  size: "M",
  quantity: "2",
  submissionToken: crypto.randomUUID(),
  ...overrides,
});

describe("guest cart in the session", () => {
  it("offers guest checkout on the corporate site only", () => {
    expect(guestCheckoutOffered("corporate")).toBe(true);
    expect(guestCheckoutOffered("wholesale")).toBe(false);
  });

  it("remembers a guid, reports whether the session changed, and forgets it", async () => {
    const session = await sessionStorage().getSession();
    expect(guestCartGuid(session)).toBeNull();
    expect(rememberGuestCart(session, GUEST_GUID)).toBe(true);
    expect(rememberGuestCart(session, GUEST_GUID)).toBe(false);
    expect(guestCartGuid(session)).toBe(GUEST_GUID);
    expect(forgetGuestCart(session)).toBe(true);
    expect(forgetGuestCart(session)).toBe(false);
    expect(guestCartGuid(session)).toBeNull();
    expect(() => rememberGuestCart(session, "../../orgUsers/x")).toThrow(new Error("Not a guest cart guid"));
  });

  it("ignores a session value that is not a guid", async () => {
    const session = await sessionStorage().getSession();
    session.set("guestCartGuid", "00000001");
    expect(guestCartGuid(session)).toBeNull();
  });

  it("names the guest cart by guid under users/anonymous", () => {
    const occ = new OccClient({ config: { baseUrl: "http://occ.test/occ/v2", baseSite: "corporate", timeoutMs: 1000 } });
    expect(guestCartRef(occ, GUEST_GUID)).toMatchObject({
      userId: "anonymous",
      guest: true,
      cartId: GUEST_GUID,
      basePath: `users/anonymous/carts/${GUEST_GUID}`,
      userPath: "users/anonymous",
    });
  });
});

/** The product route's action for POL-CL, the backend answering its product (the variant matrix the options resolve against). */
function productAction(args: Parameters<typeof action>[0]) {
  server.use(http.get(`${SITE}/product/:code`, () => HttpResponse.json(productJson())));
  return action({ ...args, params: { productCode: "POL-CL", productName: "Classic Polo" } });
}

/**
 * The guest cart backend: POST users/anonymous/carts makes carts; entries are recorded per guid. Like the reference
 * backend, an `Idempotency-Key` seen before answers the cart it made (creation) or adds nothing (entries).
 */
function guestBackend({ knownGuids = [GUEST_GUID] as string[], newGuids = [OTHER_GUID] as string[] } = {}) {
  const created: string[] = [];
  const added: { guid: string; body: unknown; auth: string | null }[] = [];
  const creationKeys: (string | null)[] = [];
  const addKeys: (string | null)[] = [];
  const known = new Set(knownGuids);
  const cartsByKey = new Map<string, string>();
  const addedKeys = new Set<string>();
  server.use(
    http.post(`${SITE}/users/anonymous/carts`, ({ request }) => {
      expect(request.headers.get("Authorization")).toBe("Bearer client-token");
      const key = request.headers.get("Idempotency-Key");
      creationKeys.push(key);
      const earlier = key === null ? undefined : cartsByKey.get(key);
      const guid = earlier ?? newGuids[created.length] ?? crypto.randomUUID();
      if (!earlier) {
        created.push(guid);
        known.add(guid);
        if (key !== null) cartsByKey.set(key, guid);
      }
      return HttpResponse.json({ code: "00000099", guid, entries: [] }, { status: 201 });
    }),
    http.post(`${SITE}/users/anonymous/carts/:guid/entries`, async ({ request, params }) => {
      const guid = String(params.guid);
      const key = request.headers.get("Idempotency-Key");
      addKeys.push(key);
      if (!known.has(guid)) return occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }]);
      const body: unknown = await request.json();
      if (key === null || !addedKeys.has(`${guid}\n${key}`)) {
        if (key !== null) addedKeys.add(`${guid}\n${key}`);
        added.push({ guid, body, auth: request.headers.get("Authorization") });
      }
      return HttpResponse.json({
        statusCode: "success",
        quantityAdded: 2,
        quantity: 2,
        entry: { entryNumber: 0, quantity: 2, product: { code: "POL-CL-NAVY-M", name: "Classic Polo" } },
      });
    }),
  );
  return { created, added, creationKeys, addKeys };
}

describe("add to cart as an anonymous visitor (corporate)", () => {
  beforeEach(() => {
    resetAppTokenForTests();
    server.use(tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined }))).handler);
  });

  it("creates a guest cart with the client token, adds by guid and keeps the guid in the session", async () => {
    const { created, added } = guestBackend({ knownGuids: [], newGuids: [GUEST_GUID] });
    const { result, context } = await postTo(productAction, PAGE, form(), null);
    expect((result as Response).status).toBe(303);
    expect(created).toEqual([GUEST_GUID]);
    expect(added).toEqual([{ guid: GUEST_GUID, body: { product: { code: "POL-CL-NAVY-M" }, quantity: 2 }, auth: "Bearer client-token" }]);
    const session = await sessionAfter(context);
    expect(session.get("guestCartGuid")).toBe(GUEST_GUID);
    expect(session.get("flash")).toEqual({ type: "success", message: "2 × Classic Polo added to your cart.", cartPanel: true });
  });

  it("uses the session's guest cart for the next add", async () => {
    const { created, added } = guestBackend();
    await postTo(productAction, PAGE, form(), { guestCartGuid: GUEST_GUID });
    expect(created).toEqual([]);
    expect(added.map((a) => a.guid)).toEqual([GUEST_GUID]);
  });

  it("makes one guest cart and one entry for a double submission of the first add", async () => {
    const { created, added, creationKeys, addKeys } = guestBackend({ knownGuids: [], newGuids: [GUEST_GUID] });
    const fields = form();
    const [first, second] = await Promise.all([postTo(productAction, PAGE, fields, null), postTo(productAction, PAGE, fields, null)]);
    // Both copies reach the backend with the form's token as Idempotency-Key: it makes one cart and adds once.
    expect(creationKeys).toEqual([fields.submissionToken, fields.submissionToken]);
    expect(addKeys).toEqual([fields.submissionToken, fields.submissionToken]);
    expect(created).toHaveLength(1);
    expect(added).toHaveLength(1);
    // Both answers keep the same guid, whichever cookie the browser keeps.
    expect((await sessionAfter(first.context)).get("guestCartGuid")).toBe(GUEST_GUID);
    expect((await sessionAfter(second.context)).get("guestCartGuid")).toBe(GUEST_GUID);
    // Sent again later (Back, resubmit) with the guid now in the cookie: the same key on the same cart adds nothing.
    await postTo(productAction, PAGE, fields, { guestCartGuid: GUEST_GUID });
    expect(added).toHaveLength(1);
  });

  it("replaces a guest cart the backend no longer has", async () => {
    const { created, added } = guestBackend({ knownGuids: [], newGuids: [OTHER_GUID] });
    const { context } = await postTo(productAction, PAGE, form(), { guestCartGuid: GUEST_GUID });
    expect(created).toEqual([OTHER_GUID]);
    expect(added.map((a) => a.guid)).toEqual([OTHER_GUID]);
    expect((await sessionAfter(context)).get("guestCartGuid")).toBe(OTHER_GUID);
  });

  it("keeps the guest cart when the add fails, so the next try uses it", async () => {
    guestBackend({ knownGuids: [], newGuids: [GUEST_GUID] });
    server.use(
      http.post(`${SITE}/users/anonymous/carts/:guid/entries`, () =>
        occError(400, [{ type: "InsufficientStockError", message: "Product POL-CL-NAVY-M is out of stock" }]),
      ),
    );
    const { result, context } = await postTo(productAction, PAGE, form(), null);
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { "": [messages.outOfStockNotAddable] } } });
    expect((await sessionAfter(context)).get("guestCartGuid")).toBe(GUEST_GUID);
  });

  it("signed-in users still add to their own cart (no guest cart)", async () => {
    const { created } = guestBackend();
    const own: string[] = [];
    server.use(
      http.post(`${SITE}/orgUsers/current/carts/:cartId/entries`, ({ params }) => {
        own.push(String(params.cartId));
        return HttpResponse.json({ statusCode: "success", quantityAdded: 1, quantity: 1, entry: { entryNumber: 0, quantity: 1, product: { code: "X", name: "X" } } });
      }),
    );
    await postTo(productAction, PAGE, form(), { ...signedInData(), guestCartGuid: GUEST_GUID });
    // In proxy mode the wearer's cart.
    await postTo(productAction, PAGE, form(), { ...signedInData(), isProxyMode: true, proxy: { uid: "wearer@acme.example", name: "Wendy", cartId: "00000042" } });
    expect(own).toEqual(["current", "00000042"]);
    expect(created).toEqual([]);
  });
});

describe("add to cart as an anonymous visitor (wholesale)", () => {
  useTestEnv("wholesale");

  it("goes to sign in: the wholesale site is trade-only", async () => {
    const { created, added } = guestBackend();
    const response = await thrownResponse(postTo(productAction, PAGE.replace("corporate", "wholesale"), form(), null));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "", "http://shop.test");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/product/POL-CL/Classic%20Polo?colour=Navy&size=M");
    expect(created).toEqual([]);
    expect(added).toEqual([]);
  });
});
