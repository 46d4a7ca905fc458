import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { resetAppTokenForTests } from "~/lib/auth.server";
import * as m from "~/lib/packs/messages";
import { loader } from "~/routes/packList";
import { loader as orderUniformLoader } from "~/routes/orderUniform";
import { occError, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { parallelGate } from "../mocks/parallel";
import { server, useMswServer } from "../mocks/server";
import { sessionUser, signedInData, useTestEnv } from "../mocks/session";
import { backend, entryJson, fullCartJson, getFrom } from "../cart/helpers";

useTestEnv("corporate");
useMswServer();

const wearer = () => signedInData({ priceEnabled: false, user: sessionUser({ uid: "pack-wearer@acme.example", groups: ["customergroup"] }) });
const price = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}`, currencyIso: "AUD" });

function card(overrides: Record<string, unknown> = {}) {
  return {
    packId: "office-starter",
    packName: "Office new starter",
    description: "Everything for your first week.",
    packType: "NEW_STARTER",
    allocationType: "DOLLAR",
    fundType: "FULLY_FUNDED",
    preOrder: true,
    preOrderDate: "2027-03-01",
    role: { code: "acme-office", name: "Office" },
    bundleCount: 3,
    inCart: false,
    draftStatus: "NONE",
    ...overrides,
  };
}

const roles = [
  { code: "acme-office", name: "Office" },
  { code: "acme-site", name: "Site" },
];

function listJson(selectedRole: string | null = null) {
  return {
    roles,
    selectedRole,
    packs: [
      card(),
      card({ packId: "site-optional", packName: "Site optional", packType: "optional", fundType: "SUBSIDISED", preOrder: false, preOrderDate: null, role: roles[1], inCart: true }),
      card({ packId: "site-compulsory", packName: "Site compulsory", packType: "Compulsory", preOrder: false, preOrderDate: null, role: roles[1], draftStatus: "IN_PROGRESS" }),
    ],
  };
}



beforeEach(() => {
  resetStockFallbacks();
  resetAppTokenForTests();
  server.use(tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined }))).handler);
});

describe("pack list loader", () => {
  it("forwards the role and shows the cards with the spec's texts", async () => {
    const calls = backend("orgUsers/current/packs", () => HttpResponse.json(listJson("acme-office")));
    const { result } = await getFrom(loader, "http://shop.test/packList?role=acme-office", wearer());
    expect(new URL(calls[0]?.url ?? "").searchParams.get("role")).toBe("acme-office");
    expect(result.selectedRole).toBe("acme-office");
    expect(result.unknownRole).toBe(false);
    expect(result.roles.map((r) => [r.name, r.href, r.current])).toEqual([
      ["Office", "/packList?role=acme-office", true],
      ["Site", "/packList?role=acme-site", false],
    ]);
    expect(result.packs[0]).toMatchObject({
      name: "Office new starter",
      typeLabel: "New starter pack",
      preOrder: { note: "This is a pre-order pack.", shipFrom: "Pre-order to ship from 1 Mar 2027" },
      subsidy: "This pack is funded by your organisation",
      returnsNotice: true,
      href: "/packDetailsPage/office-starter",
      action: m.orderPack,
    });
    expect(result.packs[1]).toMatchObject({
      typeLabel: "Optional pack",
      preOrder: null,
      subsidy: "You'll receive a subsidy for additional items purchased from this pack",
      returnsNotice: false,
      inCart: true,
      action: m.editInCart,
    });
    expect(result.packs[2]).toMatchObject({ returnsNotice: true, draft: true, action: m.continuePack });
    expect(result.added).toBeNull();
  });

  it("without a role asks for every pack (no role parameter)", async () => {
    const calls = backend("orgUsers/current/packs", () => HttpResponse.json(listJson()));
    const { result } = await getFrom(loader, "http://shop.test/packList", wearer());
    expect(new URL(calls[0]?.url ?? "").searchParams.has("role")).toBe(false);
    expect(result.selectedRole).toBeNull();
  });

  it("an unknown role (400 subject role) shows every pack with a notice", async () => {
    const calls = backend("orgUsers/current/packs", ({ url }) =>
      new URL(url).searchParams.get("role")
        ? occError(400, [{ type: "ValidationError", subject: "role", message: "Unknown role" }])
        : HttpResponse.json(listJson()),
    );
    const { result } = await getFrom(loader, "http://shop.test/packList?role=nope", wearer());
    expect(calls).toHaveLength(2);
    expect(result.unknownRole).toBe(true);
    expect(result.selectedRole).toBeNull();
    expect(result.packs).toHaveLength(3);
  });

  it("another backend failure is the catalogue error page", async () => {
    backend("orgUsers/current/packs", () => new HttpResponse(null, { status: 502 }));
    const response = await thrownResponse(getFrom(loader, "http://shop.test/packList", wearer()));
    expect(response.status).toBe(502);
  });

  it("added: fetches the cart in parallel with the list and shows the pack's lines", async () => {
    const pack = { packId: "office-starter", packName: "Office new starter", packType: "NEW_STARTER", bundleId: "tops", bundleName: "Tops", step: 1 };
    const gate = parallelGate();
    const lists = backend("orgUsers/current/packs", async () => {
      await gate.enter("list");
      return HttpResponse.json(listJson());
    });
    const carts = backend("orgUsers/current/carts/current", async () => {
      await gate.enter("cart");
      return HttpResponse.json(
        fullCartJson({ entries: [entryJson(0), entryJson(1, { pack, updateable: false, quantity: 1 })], packs: [{ ...pack, allocatedCredit: price(44.95), appliedSubsidy: price(0), shippingCharge: price(0) }] }),
      );
    });
    // Parallel: both calls start before either is answered.
    const { result } = await gate.expectParallel(["list", "cart"], getFrom(loader, "http://shop.test/packList?added=office-starter", wearer()));
    expect(lists).toHaveLength(1);
    expect(carts).toHaveLength(1);
    expect(result.added).toMatchObject({
      packId: "office-starter",
      packName: "Office new starter",
      lines: [{ name: "Classic Business Shirt", bundleName: "Tops", colour: "White", size: "L", fit: "Slim", quantity: 1 }],
      checkoutPath: "/checkout",
    });
    // priceEnabled false, but a DOLLAR new-starter pack shows prices (spec part 1 §5).
    expect(result.added?.lines[0]?.total).toBe("$89.90");
    expect(result.added?.totals?.subTotal?.formattedValue).toBe("$189.80");
  });

  it("added for a QUANTITY pack of a wearer without prices hides amounts; a pack not in the cart shows no panel", async () => {
    const pack = { packId: "site-optional", packName: "Site optional", packType: "OPTIONAL", bundleId: "b", bundleName: "Boots", step: 1 };
    backend("orgUsers/current/packs", () =>
      HttpResponse.json({ ...listJson(), packs: [card({ packId: "site-optional", packType: "OPTIONAL", allocationType: "QUANTITY" })] }),
    );
    backend("orgUsers/current/carts/current", () => HttpResponse.json(fullCartJson({ entries: [entryJson(1, { pack })] })));
    const { result } = await getFrom(loader, "http://shop.test/packList?added=site-optional", wearer());
    expect(result.added?.lines[0]?.total).toBeNull();
    expect(result.added?.totals).toBeNull();
    const other = await getFrom(loader, "http://shop.test/packList?added=office-starter", wearer());
    expect(other.result.added).toBeNull();
  });

  it("without added, the cart is not fetched", async () => {
    backend("orgUsers/current/packs", () => HttpResponse.json(listJson()));
    const carts = backend("orgUsers/current/carts/current", () => HttpResponse.json(fullCartJson()));
    await getFrom(loader, "http://shop.test/packList", wearer());
    expect(carts).toHaveLength(0);
  });

  it("anonymous visitors go to sign-in", async () => {
    const response = await thrownResponse(getFrom(loader, "http://shop.test/packList", null));
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2FpackList");
  });

  it("/orderUniform redirects to /packList (signed in) or to sign-in", async () => {
    const signedIn = await thrownResponse(getFrom(orderUniformLoader, "http://shop.test/orderUniform", wearer()));
    expect(signedIn.headers.get("Location")).toBe("/packList");
    const anonymous = await thrownResponse(getFrom(orderUniformLoader, "http://shop.test/orderUniform", null));
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2ForderUniform");
  });
});
