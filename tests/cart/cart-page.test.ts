import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import { type SubmissionResult } from "@conform-to/react";
import { cartActionError } from "~/lib/cart/cart-action-result";
import { cartView } from "~/lib/cart/cart-page.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { CART_FIELDS, CartSchema } from "~/lib/occ/cart.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { createRequestContext } from "~/lib/request-context.server";
import { action, loader } from "~/routes/cart";
import { occError, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { sessionUser, signedInData, useTestEnv } from "../mocks/session";
import { GUEST_GUID, backend, entryJson, fullCartJson, getFrom, postTo, sessionAfter } from "./helpers";

/** A refusal as the page reads it: the action answers conform's SubmissionResult (data), read by cart-action-result.ts. */
const refusal = (result: unknown) => cartActionError((result as { data: SubmissionResult<string[]> }).data);

useTestEnv("corporate");
useMswServer();

const CART_URL = "http://shop.test/cart";
const buyer = () => signedInData({ priceEnabled: true, currencySymbol: "A$" });
const wearer = () => signedInData({ priceEnabled: false, user: sessionUser({ uid: "wearer@acme.example", groups: ["customergroup"] }) });
const cartNotFound = () => occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }]);


beforeEach(() => {
  resetAppTokenForTests();
  resetStockFallbacks();
  server.use(tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined }))).handler);
});

describe("cart view", () => {
  it("shows entries as plain text with code, qualifiers, prices, stock notes, vouchers and promotions", () => {
    const view = cartView(CartSchema.parse(fullCartJson()), true);
    expect(view.unitCount).toBe(4);
    expect(view.entries[1]).toEqual({
      entryNumber: 1,
      name: "Classic Business Shirt",
      code: "SHT-CL-WHITE-L-SLIM",
      href: "/product/SHT-CL/classic-business-shirt",
      imageUrl: "/medias/thumbnail/polo/black.svg",
      imageAlt: "Pro Polo in Black",
      qualifiers: [
        { label: "Colour", value: "White" },
        { label: "Size", value: "L" },
        { label: "Fit", value: "Slim" },
      ],
      quantity: 2,
      updateable: true,
      unitPrice: "$44.95",
      total: "$89.90",
      stockNote: "Only 3 left",
    });
    expect(view.totals?.subTotal?.formattedValue).toBe("$189.80");
    expect(view.vouchers).toEqual([{ code: "WELCOME10", name: "Welcome 10% off", value: "−$18.98" }]);
    expect(view.potentialPromotions).toEqual(["Spend $310.20 more to get 5% off orders of $500 or more"]);
  });

  it("hides every amount when prices are hidden (a wearer without priceEnabled)", () => {
    const view = cartView(CartSchema.parse(fullCartJson()), false);
    expect(view.entries.map((e) => [e.unitPrice, e.total])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(view.totals).toBeNull();
    expect(view.vouchers).toEqual([{ code: "WELCOME10", name: "Welcome 10% off", value: null }]);
    expect(view.potentialPromotions).toEqual([]);
  });
});

describe("cart page loader", () => {
  // A signed-in user's cart may hold packs: the page reads the spec's taken cart (orgUsers …?fields=FULL).
  it("loads a signed-in buyer's current cart with prices and checkout at /checkout", async () => {
    const calls = backend("orgUsers/current/carts/current", () => HttpResponse.json(fullCartJson()));
    const { result } = await getFrom(loader, CART_URL, buyer());
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer access-old");
    expect(new URL(calls[0]?.url ?? "").searchParams.get("fields")).toBe("FULL");
    expect(result).toMatchObject({ signedIn: true, guest: false, showPrices: true, checkoutPath: "/checkout", notice: null });
    expect(result.cart?.entries).toHaveLength(2);
  });

  it("hides prices from a wearer without priceEnabled", async () => {
    backend("orgUsers/current/carts/current", () => HttpResponse.json(fullCartJson()));
    const { result } = await getFrom(loader, CART_URL, wearer());
    expect(result.showPrices).toBe(false);
    expect(result.cart?.totals).toBeNull();
  });

  it("is empty (no notice) when the user has no cart yet", async () => {
    backend("orgUsers/current/carts/current", cartNotFound);
    const { result } = await getFrom(loader, CART_URL, buyer());
    expect(result).toMatchObject({ cart: null, notice: null, signedIn: true });
  });

  it("reads the proxy cart in proxy mode; a proxy cart that is gone is 'Cart not found.'", async () => {
    const calls = backend("orgUsers/current/carts/00000042", cartNotFound);
    const { result } = await getFrom(loader, CART_URL, { ...buyer(), isProxyMode: true, proxy: { uid: "wearer@acme.example", name: "Wendy", cartId: "00000042" } });
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ cart: null, notice: messages.cartNotFound });
  });

  it("reads the punch-out cart in punch-out mode, with the punch-out session header", async () => {
    const calls = backend("orgUsers/current/carts/00000077", () => HttpResponse.json(fullCartJson({ code: "00000077" })));
    const { result } = await getFrom(loader, CART_URL, { ...buyer(), isPunchOutMode: true, punchOutCartId: "00000077", punchOutSessionId: "sid-1" });
    expect(calls[0]?.headers.get("X-Punchout-Session-Id")).toBe("sid-1");
    expect(result.cart?.code).toBe("00000077");
    expect(result.checkoutPath).toBe("/checkout");
  });

  it("shows 'Cart errors occurred.' for a refused cart", async () => {
    backend("orgUsers/current/carts/current", () => occError(400, [{ type: "CartError", reason: "invalid", message: "x" }]));
    const { result } = await getFrom(loader, CART_URL, buyer());
    expect(result).toMatchObject({ cart: null, notice: messages.cartErrors });
  });

  it("shows the catalogue error page when the backend is down", async () => {
    backend("orgUsers/current/carts/current", () => new HttpResponse("down", { status: 502 }));
    const response = await thrownResponse(getFrom(loader, CART_URL, buyer()));
    expect(response.status).toBe(502);
  });

  it("falls back to the stock read (users/… with the wide fields list) when the backend has no taken cart (404 UnknownResourceError)", async () => {
    const taken = backend("orgUsers/current/carts/current", () =>
      occError(404, [{ type: "UnknownResourceError", message: "There is no resource for path /occ/v2/corporate/orgUsers/current/carts/current" }]),
    );
    const stock = backend("users/current/carts/current", () => HttpResponse.json(fullCartJson()));
    const { result } = await getFrom(loader, CART_URL, buyer());
    expect(result.cart?.entries).toHaveLength(2);
    expect(taken).toHaveLength(1);
    expect(new URL(stock[0]?.url ?? "").searchParams.get("fields")).toBe(CART_FIELDS);
    // Remembered: the next page goes straight to the stock read.
    await getFrom(loader, CART_URL, buyer());
    expect([taken.length, stock.length]).toEqual([1, 2]);
  });

  it("gives an anonymous visitor without a guest cart the empty state, without asking the backend", async () => {
    const calls = backend("users/anonymous/carts/:guid", () => HttpResponse.json(fullCartJson()));
    const { result } = await getFrom(loader, CART_URL, null);
    expect(result).toMatchObject({ cart: null, signedIn: false, guest: false, notice: null });
    expect(calls).toHaveLength(0);
  });

  it("shows a guest cart with prices (the guest pays) and checkout at /guest-checkout", async () => {
    const calls = backend(`users/anonymous/carts/${GUEST_GUID}`, () => HttpResponse.json(fullCartJson()));
    const { result } = await getFrom(loader, CART_URL, { guestCartGuid: GUEST_GUID });
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer client-token");
    expect(result).toMatchObject({ guest: true, showPrices: true, checkoutPath: "/guest-checkout" });
    expect(result.cart?.totals).not.toBeNull();
  });

  it("forgets a guest cart the backend no longer has", async () => {
    backend(`users/anonymous/carts/${GUEST_GUID}`, cartNotFound);
    const { result, context } = await getFrom(loader, CART_URL, { guestCartGuid: GUEST_GUID });
    expect(result).toMatchObject({ cart: null, guest: false, notice: messages.cartNotFound });
    expect((await sessionAfter(context)).get("guestCartGuid")).toBeUndefined();
  });
});

describe("cart page action", () => {
  it("update: PUTs the quantity, flashes the change and redirects to /cart", async () => {
    const calls = backend("users/current/carts/current/entries/1", () =>
      HttpResponse.json({ statusCode: "success", quantity: 5, quantityAdded: 3, entry: entryJson(1, { quantity: 5 }) }),
    );
    const { result, context } = await postTo(action, CART_URL, { intent: "update", entryNumber: "1", quantity: "5" }, buyer());
    expect(calls.map((c) => [c.method, JSON.parse(c.text)])).toEqual([["PUT", { quantity: 5 }]]);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/cart");
    expect((await sessionAfter(context)).get("flash")).toEqual({ type: "success", message: checkoutMessages.entryUpdated("Classic Business Shirt", 5) });
  });

  it("update to 0 reports the removal", async () => {
    backend("users/current/carts/current/entries/0", () =>
      HttpResponse.json({ statusCode: "success", quantity: 0, quantityAdded: -2, entry: { entryNumber: 0, quantity: 0, product: { code: "POL-PR-BLACK-M", name: "Pro Polo" } } }),
    );
    const { context } = await postTo(action, CART_URL, { intent: "update", entryNumber: "0", quantity: "0" }, buyer());
    expect((await sessionAfter(context)).get("flash")?.message).toBe(checkoutMessages.entryRemoved("Pro Polo"));
  });

  it("update refused for stock: 400 with the message by that entry's quantity and the value kept; no redirect", async () => {
    backend("users/current/carts/current/entries/1", () =>
      occError(400, [{ type: "InsufficientStockError", message: "Only 3 of product SHT-CL-WHITE-L-SLIM are in stock (the cart would hold 40)" }]),
    );
    const { result } = await postTo(action, CART_URL, { intent: "update", entryNumber: "1", quantity: "40" }, buyer());
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { status: "error", initialValue: { intent: "update", entryNumber: "1", quantity: "40" }, error: { quantity: [messages.notEnoughStock] } },
    });
    expect(refusal(result)).toEqual({ intent: "update", entryNumber: 1, field: "quantity", message: messages.notEnoughStock, value: "40" });
  });

  it("an invalid quantity calls no backend", async () => {
    const calls = backend("users/current/carts/current/entries/1", () => HttpResponse.json({}));
    const { result } = await postTo(action, CART_URL, { intent: "update", entryNumber: "1", quantity: "1000" }, buyer());
    expect(result).toMatchObject({ init: { status: 400 } });
    expect(refusal(result)).toMatchObject({ field: "quantity", message: checkoutMessages.cartQuantityRange, value: "1000" });
    expect(calls).toHaveLength(0);
  });

  it("remove: reads the entry's name, DELETEs it and flashes the removal", async () => {
    const reads = backend("orgUsers/current/carts/current", () => HttpResponse.json(fullCartJson()));
    const deletes = backend("users/current/carts/current/entries/1", () => new HttpResponse(null, { status: 200 }));
    const { result, context } = await postTo(action, CART_URL, { intent: "remove", entryNumber: "1" }, buyer());
    expect(reads).toHaveLength(1);
    expect(deletes.map((c) => c.method)).toEqual(["DELETE"]);
    expect((result as Response).status).toBe(303);
    expect((await sessionAfter(context)).get("flash")?.message).toBe(checkoutMessages.entryRemoved("Classic Business Shirt"));
  });

  it("remove of an entry that is gone: 'Item not found.' by that entry", async () => {
    backend("orgUsers/current/carts/current", () => HttpResponse.json(fullCartJson({ entries: [] })));
    backend("users/current/carts/current/entries/7", () => occError(404, [{ type: "CartEntryError", reason: "notFound", message: "Item not found." }]));
    const { result } = await postTo(action, CART_URL, { intent: "remove", entryNumber: "7" }, buyer());
    expect(result).toMatchObject({ init: { status: 400 } });
    expect(refusal(result)).toMatchObject({ intent: "remove", entryNumber: 7, field: null, message: messages.itemNotFound });
  });

  it("removeAll on the user's own cart: the stock clear cart, DELETE {cart} (200, empty body)", async () => {
    const calls = backend("users/current/carts/current", () => new HttpResponse(null, { status: 200 }));
    const { context } = await postTo(action, CART_URL, { intent: "removeAll" }, buyer());
    expect(calls.map((c) => c.method)).toEqual(["DELETE"]);
    expect((await sessionAfter(context)).get("flash")?.message).toBe(checkoutMessages.allEntriesRemoved);
  });

  it("removeAll on a proxy cart keeps the cart: its entries are deleted one by one, highest first, reading it again", async () => {
    let entries = [entryJson(0), entryJson(1)];
    const reads = backend("users/current/carts/00000042", () => HttpResponse.json(fullCartJson({ code: "00000042", entries })));
    const deletes = backend("users/current/carts/00000042/entries/:n", (request) => {
      const n = Number(new URL(request.url).pathname.split("/").at(-1));
      entries = entries.filter((entry) => entry.entryNumber !== n);
      return new HttpResponse(null, { status: 200 });
    });
    const proxy = { ...buyer(), isProxyMode: true, proxy: { uid: "wearer@acme.example", name: "Wendy", cartId: "00000042" } };
    const { context } = await postTo(action, CART_URL, { intent: "removeAll" }, proxy);
    expect(deletes.map((c) => `${c.method} ${new URL(c.url).pathname.split("/").at(-1)}`)).toEqual(["DELETE 1", "DELETE 0"]);
    expect(reads.every((c) => c.method === "GET")).toBe(true);
    expect(reads).toHaveLength(3);
    expect((await sessionAfter(context)).get("flash")?.message).toBe(checkoutMessages.allEntriesRemoved);
  });

  it("applyVoucher: POST {cart}/vouchers?voucherId=; refusals by the code field with the code kept", async () => {
    const calls = backend("users/current/carts/current/vouchers", (request) => {
      const code = new URL(request.url).searchParams.get("voucherId");
      if (code === "WELCOME10") return HttpResponse.json({});
      if (code === "SPENT") return occError(400, [{ type: "VoucherOperationError", reason: "exceeded", message: "This coupon has exceeded the number of times it can be used" }]);
      return occError(400, [{ type: "VoucherOperationError", reason: "invalid", message: "Invalid code provided." }]);
    });
    const ok = await postTo(action, CART_URL, { intent: "applyVoucher", voucherCode: "WELCOME10" }, buyer());
    expect((ok.result as Response).status).toBe(303);
    expect((await sessionAfter(ok.context)).get("flash")?.message).toBe(checkoutMessages.voucherApplied("WELCOME10"));

    const spent = await postTo(action, CART_URL, { intent: "applyVoucher", voucherCode: "SPENT" }, buyer());
    expect(spent.result).toMatchObject({ init: { status: 400 } });
    expect(refusal(spent.result)).toMatchObject({ field: "voucherCode", message: "This coupon has exceeded the number of times it can be used", value: "SPENT" });
    const bad = await postTo(action, CART_URL, { intent: "applyVoucher", voucherCode: "NOPE" }, buyer());
    expect(bad.result).toMatchObject({ init: { status: 400 } });
    expect(refusal(bad.result)).toMatchObject({ field: "voucherCode", message: "Invalid code provided.", value: "NOPE" });
    expect(calls.map((c) => c.method)).toEqual(["POST", "POST", "POST"]);
  });

  it("removeVoucher: DELETE {cart}/vouchers/{code}", async () => {
    const calls = backend("users/current/carts/current/vouchers/WELCOME10", () => new HttpResponse(null, { status: 200 }));
    const { context } = await postTo(action, CART_URL, { intent: "removeVoucher", voucherCode: "WELCOME10" }, buyer());
    expect(calls.map((c) => c.method)).toEqual(["DELETE"]);
    expect((await sessionAfter(context)).get("flash")?.message).toBe(checkoutMessages.voucherRemoved("WELCOME10"));
  });

  it("changes a guest cart by guid with the client token", async () => {
    const calls = backend(`users/anonymous/carts/${GUEST_GUID}/entries/0`, () =>
      HttpResponse.json({ statusCode: "success", quantity: 3, quantityAdded: 1, entry: entryJson(0, { quantity: 3 }) }),
    );
    const { result } = await postTo(action, CART_URL, { intent: "update", entryNumber: "0", quantity: "3" }, { guestCartGuid: GUEST_GUID });
    expect((result as Response).status).toBe(303);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer client-token");
  });

  it("an anonymous visitor without a cart gets 'Cart not found.'", async () => {
    const { result } = await postTo(action, CART_URL, { intent: "removeAll" }, null);
    expect(result).toMatchObject({ init: { status: 400 } });
    expect(refusal(result)).toMatchObject({ message: messages.cartNotFound });
  });

  it("rejects a post without the CSRF token", async () => {
    const request = new Request(CART_URL, { method: "POST", body: new URLSearchParams({ intent: "removeAll" }) });
    const response = await thrownResponse(action({ request, context: createRequestContext("nonce"), params: {} } as never));
    expect(response.status).toBe(403);
  });
});
