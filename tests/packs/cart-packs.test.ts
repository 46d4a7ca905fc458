import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { cartView } from "~/lib/cart/cart-page.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import { CartSchema } from "~/lib/occ/cart.server";
import * as m from "~/lib/packs/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { action } from "~/routes/cart";
import { occError, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { sessionUser, signedInData, useTestEnv } from "../mocks/session";
import { backend, entryJson, fullCartJson, postTo, sessionAfter } from "../cart/helpers";

useTestEnv("corporate");
useMswServer();

const CART_URL = "http://shop.test/cart";
const wearer = () => signedInData({ priceEnabled: true, user: sessionUser({ uid: "pack-wearer@acme.example", groups: ["customergroup"] }) });
const price = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });
const pack = (bundleId: string, bundleName: string, step: number) => ({
  packId: "office-starter",
  packName: "Office new starter",
  packType: "new starter",
  bundleId,
  bundleName,
  step,
});

function packCartJson() {
  return fullCartJson({
    entries: [
      entryJson(0),
      entryJson(1, {
        updateable: false,
        quantity: 1,
        pack: pack("pants", "Pants", 2),
        selectedValueAdd: [{ code: "EMB", name: "Name embroidery", price: price(5), prompts: [{ prompt1: "Name", userEnteredValue: "ALEX" }] }],
        reasonOfReplacement: { code: "WORN", name: "Worn out" },
        additionalComments: "Left pocket please",
      }),
      entryJson(2, { updateable: false, quantity: 1, pack: pack("tops", "Tops", 1) }),
    ],
    packs: [{ packId: "office-starter", packName: "Office new starter", packType: "NEW_STARTER", allocatedCredit: price(120), appliedSubsidy: price(0), shippingCharge: price(9.95) }],
  });
}


beforeEach(() => {
  resetStockFallbacks();
  resetAppTokenForTests();
  server.use(tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined }))).handler);
});

describe("cart view with packs", () => {
  it("keeps other entries in the list and groups pack lines under their pack, bundles in step order", () => {
    const view = cartView(CartSchema.parse(packCartJson()), true);
    expect(view.looseEntries.map((e) => e.entryNumber)).toEqual([0]);
    expect(view.looseEntries[0]?.pack).toBeUndefined();
    expect(view.packGroups).toHaveLength(1);
    const group = view.packGroups[0];
    expect(group).toMatchObject({
      packId: "office-starter",
      packName: "Office new starter",
      typeLabel: "New starter pack",
      firstEntryNumber: 1,
      allowance: "$120.00",
      subsidy: null,
      shipping: "$9.95",
    });
    expect(group?.bundles).toEqual([
      { bundleId: "tops", bundleName: "Tops", step: 1 },
      { bundleId: "pants", bundleName: "Pants", step: 2 },
    ]);
    expect(group?.entries[0]?.pack).toEqual({
      packId: "office-starter",
      bundleId: "pants",
      bundleName: "Pants",
      step: 2,
      valueAdds: [{ name: "Name embroidery", values: ["ALEX"], price: "$5.00" }],
      reason: "Worn out",
      comments: "Left pocket please",
    });
    expect(group?.entries[0]?.updateable).toBe(false);
  });

  it("hides pack amounts without prices", () => {
    const group = cartView(CartSchema.parse(packCartJson()), false).packGroups[0];
    expect(group).toMatchObject({ allowance: null, subsidy: null, shipping: null });
    expect(group?.entries[0]?.pack?.valueAdds[0]?.price).toBeNull();
  });

  it("a cart without packs has no groups and every entry in the list", () => {
    const view = cartView(CartSchema.parse(fullCartJson()), true);
    expect(view.packGroups).toEqual([]);
    expect(view.looseEntries).toHaveLength(2);
  });
});

describe("cart action: packs", () => {
  const summary = { packId: "office-starter", packSummaryData: [{ bundleId: "tops", step: 1 }, { bundleId: "pants", step: 2 }] };

  it("editPack: POST …/packs/{id}/edit without a bundle, then the review step", async () => {
    const calls = backend("orgUsers/current/packs/office-starter/edit", () => HttpResponse.json(summary));
    const { result } = await postTo(action, CART_URL, { intent: "editPack", packId: "office-starter" }, wearer());
    expect(calls.map((c) => [c.method, JSON.parse(c.text)])).toEqual([["POST", {}]]);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer access-old");
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/packDetailsPage/office-starter/review");
  });

  it("editBundle: POST with the bundleId, then that bundle's step in isolated mode", async () => {
    const calls = backend("orgUsers/current/packs/office-starter/edit", () => HttpResponse.json(summary));
    const { result } = await postTo(action, CART_URL, { intent: "editBundle", packId: "office-starter", bundleId: "pants" }, wearer());
    expect(calls.map((c) => JSON.parse(c.text))).toEqual([{ bundleId: "pants" }]);
    expect((result as Response).headers.get("Location")).toBe("/packDetailsPage/office-starter/step/2?isolated=1");
  });

  it("a pack no longer in the cart (404) re-renders the cart with a message", async () => {
    backend("orgUsers/current/packs/office-starter/edit", () => occError(404, [{ type: "UnknownIdentifierError", message: "Not found" }]));
    const { result } = await postTo(action, CART_URL, { intent: "editPack", packId: "office-starter" }, wearer());
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", initialValue: { intent: "editPack" }, error: { "": [m.editPackFailed] } } });
  });

  it("a malformed pack id calls no backend", async () => {
    const calls = backend("orgUsers/current/packs/*", () => HttpResponse.json(summary));
    const { result } = await postTo(action, CART_URL, { intent: "editBundle", packId: "../x", bundleId: "" }, wearer());
    expect(result).toMatchObject({ init: { status: 400 } });
    expect(calls).toHaveLength(0);
  });

  it("anonymous visitors get no edit (cart not found), without a backend call", async () => {
    const calls = backend("orgUsers/current/packs/*", () => HttpResponse.json(summary));
    const { result } = await postTo(action, CART_URL, { intent: "editPack", packId: "office-starter" }, null);
    expect(result).toMatchObject({ init: { status: 400 } });
    expect(calls).toHaveLength(0);
  });

  it("rejects an edit without the CSRF token", async () => {
    const request = new Request(CART_URL, { method: "POST", body: new URLSearchParams({ intent: "editPack", packId: "office-starter" }) });
    const response = await thrownResponse(action({ request, context: createRequestContext("nonce"), params: {} } as never));
    expect(response.status).toBe(403);
  });

  it("remove pack: DELETE of the pack's first entry, the flash names the pack", async () => {
    backend("orgUsers/current/carts/current", () => HttpResponse.json(packCartJson()));
    const deletes = backend("users/current/carts/current/entries/1", () => new HttpResponse(null, { status: 200 }));
    const { result, context } = await postTo(action, CART_URL, { intent: "remove", entryNumber: "1" }, wearer());
    expect(deletes.map((c) => c.method)).toEqual(["DELETE"]);
    expect((result as Response).headers.get("Location")).toBe("/cart");
    expect((await sessionAfter(context)).get("flash")?.message).toBe(checkoutMessages.entryRemoved("Office new starter"));
  });
});
