import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CartRef } from "~/lib/occ/caller.server";
import { type OccClient } from "~/lib/occ/client.server";
import {
  addEntry,
  applyVoucher,
  CART_FIELDS,
  createCart,
  createGuestCart,
  getCart,
  getCartWithPacks,
  getCurrentCart,
  removeAllEntries,
  removeEntry,
  removeVoucher,
  setGuestEmail,
  updateEntry,
} from "~/lib/occ/cart.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { contract, sapErrors } from "./harness";
import { invalidVoucher, sapCart, sapEntry, sapGuestCart, sapModification, takenCart } from "./fixtures/cart";

// The cart calls against SAP Commerce 2211 B2B (issue 22; docs/occ-api.md "Cart" and "Calls and flavours").
const CARTS_CONFIG = "feature-libs/cart/base/occ/config/default-occ-cart-config-factory.ts";
const B2B_CONFIG = "core-libs/setup/recipes/b2b/config/default-b2b-occ-config.ts";
const ENTRY_ADAPTER = "feature-libs/cart/base/occ/adapters/occ-cart-entry.adapter.ts";
const CART_ADAPTER = "feature-libs/cart/base/occ/adapters/occ-cart.adapter.ts";
const VOUCHER_ADAPTER = "feature-libs/cart/base/occ/adapters/occ-cart-voucher.adapter.ts";
const SPEC = "spec part 2 §7";
const GUID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

function userRef(occ: OccClient, cartId = "current"): CartRef {
  return {
    occ,
    userId: "current",
    cartId,
    guest: false,
    basePath: `users/current/carts/${cartId}`,
    userPath: "users/current",
    orgBasePath: `orgUsers/current/carts/${cartId}`,
    orgUserPath: "orgUsers/current",
  };
}

function guestRef(occ: OccClient): CartRef {
  const basePath = `users/anonymous/carts/${GUID}`;
  return { occ, userId: "anonymous", cartId: GUID, guest: true, basePath, userPath: "users/anonymous", orgBasePath: basePath, orgUserPath: "users/anonymous" };
}

beforeEach(() => resetStockFallbacks());
afterEach(() => vi.restoreAllMocks());

describe("cart reads", () => {
  it("GET users/current/carts/{c}?fields=<wide list>: a stock CartWsDTO, extra fields ignored, this customer's fields defaulted", async () => {
    const run = contract([
      { source: `${SPEC} "wide fields list"; ${CARTS_CONFIG} cart`, request: { method: "GET", path: "users/current/carts/current", query: { fields: CART_FIELDS } }, response: { status: 200, body: sapCart() } },
    ]);
    const cart = await run.verify(getCart(userRef(run.occ)));
    expect(cart).toMatchObject({ code: "00000001", totalUnitCount: 4, enableTaken: false, allTaken: false, packs: [], checkoutReviewed: false, guestEmail: null });
    expect(cart?.entries.map((entry) => [entry.entryNumber, entry.product.code, entry.basePrice?.value])).toEqual([
      [0, "POL-PR-NAVY-M", 44.95],
      [1, "POL-PR-NAVY-L", 44.95],
    ]);
    expect(cart).not.toHaveProperty("calculated");
  });

  it("a missing cart is SAP's 400 CartError notFound: null", async () => {
    const run = contract([
      { source: "SAP 2211 CartMatchingFilter", request: { method: "GET", path: "users/current/carts/current", query: { fields: CART_FIELDS } }, response: { status: 400, body: sapErrors.cartNotFound("current") } },
    ]);
    expect(await run.verify(getCart(userRef(run.occ)))).toBeNull();
  });

  it("drops a malformed entry with a warning instead of failing the cart", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = sapEntry(1, { entryNumber: undefined, product: { name: "no code" } });
    const run = contract([
      { source: CARTS_CONFIG, request: { method: "GET", path: "users/current/carts/current", query: { fields: CART_FIELDS } }, response: { status: 200, body: sapCart({ entries: [sapEntry(0), broken] }) } },
    ]);
    const cart = await run.verify(getCart(userRef(run.occ)));
    expect(cart?.entries.map((entry) => entry.entryNumber)).toEqual([0]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("cart entries"));
  });

  it("GET users/current/carts/current for the proxy check (getCurrentCart)", async () => {
    const run = contract([
      { source: CARTS_CONFIG, request: { method: "GET", path: "users/current/carts/current", query: { fields: CART_FIELDS } }, response: { status: 200, body: sapCart() } },
    ]);
    expect((await run.verify(getCurrentCart({ occ: run.occ })))?.code).toBe("00000001");
  });

  it("reads a stock guest cart's e-mail from its user uid ({guid}|{email})", async () => {
    const run = contract([
      { source: `${CARTS_CONFIG} cart; SAP guest user uid`, request: { method: "GET", path: `users/anonymous/carts/${GUID}`, query: { fields: CART_FIELDS } }, response: { status: 200, body: sapGuestCart(GUID, "guest@example.com") } },
    ]);
    expect((await run.verify(getCart(guestRef(run.occ))))?.guestEmail).toBe("guest@example.com");
  });
});

describe("the taken cart (this customer's extension)", () => {
  it("GET orgUsers/current/carts/{c}?fields=FULL: pack lines, packs and the taken flags", async () => {
    const run = contract([
      { source: `${SPEC} "taken cart"`, request: { method: "GET", path: "orgUsers/current/carts/00000042", query: { fields: "FULL" } }, response: { status: 200, body: takenCart() } },
    ]);
    const cart = await run.verify(getCartWithPacks(userRef(run.occ, "00000042")));
    expect(cart).toMatchObject({ enableTaken: true, allTaken: false, packs: [{ packId: "office-starter", allocatedCredit: { value: 44.95 } }] });
    expect(cart?.entries[1]).toMatchObject({ updateable: false, pack: { bundleId: "tops", step: 1 }, selectedValueAdd: [{ name: "Embroidery" }] });
  });

  it("falls back to the stock read when the backend has no taken cart (404 UnknownResourceError), and remembers it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const run = contract([
      { source: SPEC, request: { method: "GET", path: "orgUsers/current/carts/current", query: { fields: "FULL" } }, response: { status: 404, body: sapErrors.unknownResource("/occ/v2/corporate/orgUsers/current/carts/current") } },
      { source: CARTS_CONFIG, request: { method: "GET", path: "users/current/carts/current", query: { fields: CART_FIELDS } }, response: { status: 200, body: sapCart() } },
      { source: CARTS_CONFIG, request: { method: "GET", path: "users/current/carts/current", query: { fields: CART_FIELDS } }, response: { status: 200, body: sapCart() } },
    ]);
    const ref = userRef(run.occ);
    const both = Promise.resolve().then(async () => [await getCartWithPacks(ref), await getCartWithPacks(ref)]);
    const [first, second] = await run.verify(both);
    expect(first?.packs).toEqual([]);
    expect(second?.code).toBe("00000001");
  });

  it("a guest cart holds no packs: the stock read", async () => {
    const run = contract([
      { source: CARTS_CONFIG, request: { method: "GET", path: `users/anonymous/carts/${GUID}`, query: { fields: CART_FIELDS } }, response: { status: 200, body: sapGuestCart(GUID, null) } },
    ]);
    expect((await run.verify(getCartWithPacks(guestRef(run.occ))))?.guestEmail).toBeNull();
  });
});

describe("creating carts and adding entries", () => {
  it("POST users/current/carts?fields=… with no body (stock create)", async () => {
    const run = contract([
      { source: `${CART_ADAPTER} create; ${CARTS_CONFIG} createCart`, request: { method: "POST", path: "users/current/carts", query: { fields: CART_FIELDS } }, response: { status: 201, body: sapCart({ entries: [] }) } },
    ]);
    expect((await run.verify(createCart({ occ: run.occ }))).entries).toEqual([]);
  });

  it("POST users/anonymous/carts?fields=… for a guest cart", async () => {
    const run = contract([
      { source: `${CART_ADAPTER} create`, request: { method: "POST", path: "users/anonymous/carts", query: { fields: CART_FIELDS } }, response: { status: 201, body: sapGuestCart(GUID, null) } },
    ]);
    expect((await run.verify(createGuestCart({ occ: run.occ }, "key-0001"))).guid).toBe(GUID);
  });

  it("B2B add: POST orgUsers/current/carts/{c}/entries?code=&quantity= with no body", async () => {
    const run = contract([
      { source: `${B2B_CONFIG} addEntries; ${ENTRY_ADAPTER} add (B2B branch); ${SPEC}`, request: { method: "POST", path: "orgUsers/current/carts/current/entries", query: { code: "POL-PR-NAVY-M", quantity: "3" } }, response: { status: 200, body: sapModification(3) } },
    ]);
    const modification = await run.verify(addEntry(userRef(run.occ), { productCode: "POL-PR-NAVY-M", quantity: 3 }, "key-0002"));
    expect(modification).toMatchObject({ statusCode: "success", quantityAdded: 3, entry: { product: { name: "Pro Polo" } } });
  });

  it("no cart yet: `current` answers 400 CartError notFound, the cart is created (POST users/current/carts) and the entry added to its code", async () => {
    const run = contract([
      { source: B2B_CONFIG, request: { method: "POST", path: "orgUsers/current/carts/current/entries", query: { code: "POL-PR-NAVY-M", quantity: "1" } }, response: { status: 400, body: sapErrors.cartNotFound("current") } },
      { source: `${CART_ADAPTER} create`, request: { method: "POST", path: "users/current/carts", query: { fields: CART_FIELDS } }, response: { status: 201, body: sapCart({ code: "00000007", entries: [] }) } },
      { source: B2B_CONFIG, request: { method: "POST", path: "orgUsers/current/carts/00000007/entries", query: { code: "POL-PR-NAVY-M", quantity: "1" } }, response: { status: 200, body: sapModification(1) } },
    ]);
    expect((await run.verify(addEntry(userRef(run.occ), { productCode: "POL-PR-NAVY-M", quantity: 1 }, "key-0003"))).quantityAdded).toBe(1);
  });

  it("a named cart (proxy, punch-out) is never created: its notFound stays an error", async () => {
    const run = contract([
      { source: B2B_CONFIG, request: { method: "POST", path: "orgUsers/current/carts/00000042/entries", query: { code: "POL-PR-NAVY-M", quantity: "1" } }, response: { status: 400, body: sapErrors.cartNotFound("00000042") } },
    ]);
    await expect(run.verify(addEntry(userRef(run.occ, "00000042"), { productCode: "POL-PR-NAVY-M", quantity: 1 }, "key-0004"))).rejects.toMatchObject({ kind: "notFound" });
  });

  it("an unknown product is SAP's 400 UnknownIdentifierError", async () => {
    const run = contract([
      { source: B2B_CONFIG, request: { method: "POST", path: "orgUsers/current/carts/current/entries", query: { code: "NOPE", quantity: "1" } }, response: { status: 400, body: sapErrors.unknownIdentifier("Product with code 'NOPE' not found") } },
    ]);
    await expect(run.verify(addEntry(userRef(run.occ), { productCode: "NOPE", quantity: 1 }, "key-0005"))).rejects.toMatchObject({ kind: "notFound" });
  });

  it("guest add: POST users/anonymous/carts/{guid}/entries with the OrderEntryWsDTO JSON", async () => {
    const run = contract([
      { source: `${CARTS_CONFIG} addEntries; ${ENTRY_ADAPTER} add (JSON branch)`, request: { method: "POST", path: `users/anonymous/carts/${GUID}/entries`, body: { product: { code: "POL-PR-NAVY-M" }, quantity: 2 } }, response: { status: 200, body: sapModification(2) } },
    ]);
    expect((await run.verify(addEntry(guestRef(run.occ), { productCode: "POL-PR-NAVY-M", quantity: 2 }, "key-0006"))).quantity).toBe(2);
  });
});

describe("changing entries", () => {
  it("PUT users/current/carts/{c}/entries/{n} with { quantity }", async () => {
    const run = contract([
      { source: `${CARTS_CONFIG} updateEntries; ${SPEC} (PUT: quantity only)`, request: { method: "PUT", path: "users/current/carts/current/entries/1", body: { quantity: 4 } }, response: { status: 200, body: sapModification(4, 1) } },
    ]);
    expect((await run.verify(updateEntry(userRef(run.occ), 1, 4))).quantity).toBe(4);
  });

  it("DELETE users/current/carts/{c}/entries/{n}: 200 with an empty body", async () => {
    const run = contract([
      { source: `${CARTS_CONFIG} removeEntries; ${ENTRY_ADAPTER} remove`, request: { method: "DELETE", path: "users/current/carts/current/entries/1" }, response: { status: 200 } },
    ]);
    await expect(run.verify(removeEntry(userRef(run.occ), 1))).resolves.toBeUndefined();
  });

  it("remove all on the user's own cart: DELETE users/current/carts/current (Spartacus clear cart), empty 200", async () => {
    const run = contract([
      { source: `${CARTS_CONFIG} deleteCart; ClearCartDialogComponentService → deleteCart`, request: { method: "DELETE", path: "users/current/carts/current" }, response: { status: 200 } },
    ]);
    expect(await run.verify(removeAllEntries(userRef(run.occ)))).toEqual({ cartDeleted: true });
  });

  it("remove all on a proxy cart keeps the cart: entries deleted one by one, highest first, the cart read again after each", async () => {
    const read = (entries: unknown[]) => ({
      source: CARTS_CONFIG,
      request: { method: "GET" as const, path: "users/current/carts/00000042", query: { fields: CART_FIELDS } },
      response: { status: 200, body: sapCart({ code: "00000042", entries }) },
    });
    const remove = (n: number) => ({ source: CARTS_CONFIG, request: { method: "DELETE" as const, path: `users/current/carts/00000042/entries/${n}` }, response: { status: 200 } });
    const run = contract([read([sapEntry(0), sapEntry(1)]), remove(1), read([sapEntry(0)]), remove(0), read([])]);
    expect(await run.verify(removeAllEntries(userRef(run.occ, "00000042")))).toEqual({ cartDeleted: false });
  });
});

describe("vouchers and the guest e-mail", () => {
  it("POST users/current/carts/{c}/vouchers?voucherId= with no body: empty 200", async () => {
    const run = contract([
      { source: `${VOUCHER_ADAPTER} add`, request: { method: "POST", path: "users/current/carts/current/vouchers", query: { voucherId: "WELCOME10" } }, response: { status: 200 } },
    ]);
    await expect(run.verify(applyVoucher(userRef(run.occ), "WELCOME10"))).resolves.toBeUndefined();
  });

  it("an invalid voucher is SAP's 400 VoucherOperationError", async () => {
    const run = contract([
      { source: `${VOUCHER_ADAPTER} add`, request: { method: "POST", path: "users/current/carts/current/vouchers", query: { voucherId: "NOPE10" } }, response: { status: 400, body: invalidVoucher } },
    ]);
    await expect(run.verify(applyVoucher(userRef(run.occ), "NOPE10"))).rejects.toMatchObject({ status: 400 });
  });

  it("DELETE users/current/carts/{c}/vouchers/{code}: empty 200", async () => {
    const run = contract([
      { source: `${VOUCHER_ADAPTER} remove`, request: { method: "DELETE", path: "users/current/carts/current/vouchers/WELCOME10" }, response: { status: 200 } },
    ]);
    await expect(run.verify(removeVoucher(userRef(run.occ), "WELCOME10"))).resolves.toBeUndefined();
  });

  it("PUT users/anonymous/carts/{guid}/email?email= with no body: empty 200", async () => {
    const run = contract([
      { source: `${CART_ADAPTER} addEmail; ${CARTS_CONFIG} addEmail`, request: { method: "PUT", path: `users/anonymous/carts/${GUID}/email`, query: { email: "guest@example.com" } }, response: { status: 200 } },
    ]);
    await expect(run.verify(setGuestEmail(guestRef(run.occ), "guest@example.com"))).resolves.toBeUndefined();
  });
});
