import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bundleObjects, disabledCategories, packAmounts, packStock } from "../src/stores/pack-summary";
import { createTestBackend, get, login, sendJson, START, type TestBackend } from "./helpers";

/** Issue 8: uniform packs (docs/occ-api.md "Issue 8 additions"). Each block uses its own account (own draft and cart). */

const SITE = "/occ/v2/corporate";
const BASE = `${SITE}/orgUsers/current`;
const NS = "acme-new-starter";
const TOPS = "acme-new-starter-tops";
const LEGWEAR = "acme-new-starter-legwear";
const OUTER = "acme-new-starter-outerwear";
const POLO = { setId: "acme-ns-polos", productCode: "POL-CL", variantCode: "POL-CL-NAVY-XS" };
const SHIRT = { setId: "acme-ns-shirts", productCode: "SHT-CL", variantCode: "SHT-CL-WHITE-S-REGULAR" };
const TROUSERS = { setId: "acme-ns-trousers", productCode: "TRS-CL", variantCode: "TRS-CL-NAVY-77R-REGULAR" };
const JACKET = { setId: "acme-ns-outerwear", productCode: "JKT-CL", variantCode: "JKT-CL-NAVY-XS" };

const summarySchema = z
  .object({
    status: z.string(),
    count: z.number(),
    setItems: z.array(
      z.object({ items: z.array(z.object({ selectionId: z.string() })).optional(), sets: z.array(z.object({ items: z.array(z.object({ selectionId: z.string() })) })).optional() }),
    ),
  })
  .passthrough();
const cartSchema = z
  .object({
    code: z.string(),
    entries: z.array(z.object({ entryNumber: z.number(), quantity: z.number(), product: z.object({ code: z.string() }) }).passthrough()),
    packs: z.array(z.object({ packId: z.string() }).passthrough()),
  })
  .passthrough();
const orderSchema = z.object({ code: z.string(), entries: z.array(z.object({ pack: z.object({ packId: z.string() }).optional() }).passthrough()) }).passthrough();

let backend: TestBackend;
const tokens = new Map<string, string>();
async function tokenOf(uid: string) {
  let value = tokens.get(uid);
  if (!value) {
    value = (await login(backend, uid)).access_token;
    tokens.set(uid, value);
  }
  return value;
}
async function call(uid: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const url = path.startsWith("/occ/") ? path : `${BASE}${path}`;
  const token = await tokenOf(uid);
  const response = method === "GET" ? await get(backend, url, token) : await sendJson(backend, method, url, { token, body, headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}
const line = (pick: { setId: string; productCode: string; variantCode: string }, extra: Record<string, unknown> = {}) => ({ ...pick, quantity: 1, valueAdds: [], ...extra });
const addLine = (uid: string, packId: string, bundleId: string, body: unknown) => call(uid, "POST", `/packs/${packId}/bundles/${bundleId}/selections`, body);
const selectionIds = (body: unknown) =>
  summarySchema.parse(body).setItems.flatMap((entry) => [...(entry.items ?? []), ...(entry.sets ?? []).flatMap((set) => set.items)]).map((item) => item.selectionId);
const cartOf = async (uid: string) => cartSchema.parse((await call(uid, "GET", "/carts/current?fields=FULL")).body);
const addToCart = (uid: string, packId: string, query = `?packId=${packId}`, headers?: Record<string, string>) =>
  call(uid, "POST", `/carts/current/add/takenEntries${query}`, { packId }, headers);

/** Fills the New Starter pack so that every bundle passes Continue. */
async function completeNewStarter(uid: string) {
  expect((await addLine(uid, NS, TOPS, line(POLO, { valueAdds: [{ code: "NAME_EMBROIDERY", userEnteredValue: "Wendy" }] }))).status).toBe(201);
  expect((await addLine(uid, NS, TOPS, line({ ...POLO, productCode: "POL-PR", variantCode: "POL-PR-ROYAL-M" }))).status).toBe(201);
  expect((await addLine(uid, NS, LEGWEAR, line(TROUSERS, { reasonOfReplacement: "NEW_STARTER", additionalComments: "Hemmed please" }))).status).toBe(201);
  expect((await addLine(uid, NS, OUTER, line(JACKET))).status).toBe(201);
}

beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

describe("pack computations (pure)", () => {
  const bundles = [
    { bundleId: "a", fundType: "SUBSIDISED" as const, subsidyPercent: 50 },
    { bundleId: "b", fundType: "FULLY_FUNDED" as const, subsidyPercent: 0 },
  ];
  it("DOLLAR credit is min(allocation, subTotal); subsidy on the uncovered part of SUBSIDISED bundles; shipping when anything is due", () => {
    expect(packAmounts({ allocationType: "DOLLAR", allocationValue: 15000, shippingCents: 0, lines: [{ bundleId: "a", unitCents: 6995, quantity: 3 }], bundles })).toEqual({
      subTotalCents: 20985,
      creditCents: 15000,
      subsidyCents: 2993,
      shippingCents: 0,
      totalCents: 2992,
    });
    expect(packAmounts({ allocationType: "DOLLAR", allocationValue: 45000, shippingCents: 995, lines: [{ bundleId: "b", unitCents: 4345, quantity: 2 }], bundles })).toMatchObject({
      creditCents: 8690,
      shippingCents: 0,
      totalCents: 0,
    });
    expect(packAmounts({ allocationType: "DOLLAR", allocationValue: 0, shippingCents: 995, lines: [{ bundleId: "a", unitCents: 1995, quantity: 2 }], bundles: [{ bundleId: "a", fundType: "SUBSIDISED", subsidyPercent: 10 }] })).toEqual({
      subTotalCents: 3990,
      creditCents: 0,
      subsidyCents: 399,
      shippingCents: 995,
      totalCents: 4586,
    });
  });
  it("QUANTITY credit covers the first units in line order", () => {
    const lines = [
      { bundleId: "b", unitCents: 2495, quantity: 2 },
      { bundleId: "b", unitCents: 14995, quantity: 2 },
    ];
    expect(packAmounts({ allocationType: "QUANTITY", allocationValue: 3, shippingCents: 0, lines, bundles })).toEqual({
      subTotalCents: 34980,
      creditCents: 2495 * 2 + 14995,
      subsidyCents: 0,
      shippingCents: 0,
      totalCents: 14995,
    });
  });
  it("objects: empty required slots and empty groups; exclusive categories; stock codes", () => {
    expect(bundleObjects({ bundleName: "Tops", minSelections: 3, lineCount: 1, groups: [{ name: "Legwear", missingSetErrorMessage: "Pick one", setNames: ["Trousers", "Shorts"], lineCount: 0 }] })).toEqual([
      { subject: "Tops", message: "Selection Required", items: ["Slot 2", "Slot 3"] },
      { subject: "Legwear", message: "Pick one", items: ["Trousers", "Shorts"] },
    ]);
    expect(bundleObjects({ bundleName: "Tops", minSelections: 1, lineCount: 1, groups: [] })).toEqual([]);
    expect(disabledCategories(true, ["polos", "polos", "shirts"], ["polos"])).toEqual(["shirts"]);
    expect(disabledCategories(true, ["polos", "shirts"], [])).toEqual([]);
    expect(disabledCategories(false, ["polos", "shirts"], ["polos"])).toEqual([]);
    expect(packStock({ productType: "K", stockLevel: 0, inStockCode: "D" })).toMatchObject({ itemStocked: false, inStockCode: "D" });
    expect(packStock({ productType: "K", stockLevel: 0, inStockCode: null })).toMatchObject({ itemStocked: false, inStockCode: "N", stockMessage: null });
    expect(packStock({ productType: "S", stockLevel: 40, inStockCode: null })).toMatchObject({ itemStocked: true, inStockCode: "Y" });
  });
});

describe("scoping by pack roles", () => {
  it("lists the user's roles and packs, filters by role, refuses other roles and hides other packs (404)", async () => {
    const uid = "pack-wearer-js-1@acme.example";
    const all = await call(uid, "GET", "/packs");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      roles: [
        { code: "acme-office", name: "Office staff" },
        { code: "acme-site", name: "Site staff" },
      ],
      selectedRole: null,
      packs: [
        { packId: NS, packType: "NEW_STARTER", bundleCount: 3, inCart: false, draftStatus: "NONE", role: { code: "acme-office" } },
        { packId: "acme-winter", preOrder: true, preOrderDate: "2027-03-01" },
        { packId: "acme-self-purchase" },
        { packId: "acme-site-safety" },
      ],
    });
    expect((await call(uid, "GET", `${SITE}/users/${uid}/packs?role=acme-site`)).body).toMatchObject({ packs: [{ packId: "acme-site-safety" }] });
    expect((await call(uid, "GET", `${SITE}/users/someone-else@acme.example/packs`)).status).toBe(403);
    const site = await call(uid, "GET", "/packs?role=acme-site");
    expect(site.body).toMatchObject({ selectedRole: "acme-site", packs: [{ packId: "acme-site-safety" }] });
    for (const role of ["kiwi-store", "nope"]) {
      const refused = await call(uid, "GET", `/packs?role=${role}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: [{ type: "ValidationError", subject: "role" }] });
    }
    expect((await call("buyer@acme.example", "GET", "/packs")).body).toEqual({ roles: [], selectedRole: null, packs: [] });
    expect((await call("buyer@acme.example", "GET", `/packs/${NS}`)).status).toBe(400);
    expect((await call("wearer@kiwi.example", "GET", "/packs")).body).toMatchObject({ roles: [{ code: "kiwi-store" }], packs: [{ packId: "kiwi-new-starter" }] });
    expect((await call("wearer@kiwi.example", "GET", `/packs/${NS}`)).status).toBe(400);
    expect((await call("wearer@kiwi.example", "GET", `/packs/${NS}/bundles/${TOPS}/sets`)).status).toBe(400);
  });
});

describe("selections", () => {
  const uid = "pack-wearer-js-2@acme.example";

  it("validates the line against the bundle (400 subjects)", async () => {
    const cases: [unknown, string, string][] = [
      [line({ ...POLO, setId: "acme-ns-trousers" }), TOPS, "setId"],
      [line({ ...POLO, productCode: "SHT-CL" }), TOPS, "productCode"],
      [line({ ...POLO, variantCode: "POL-PR-ROYAL-M" }), TOPS, "variantCode"],
      [line(TROUSERS, { valueAdds: [{ code: "NAME_EMBROIDERY", userEnteredValue: "X" }] }), LEGWEAR, "valueAdds.0.code"],
      [line(POLO, { valueAdds: [{ code: "NAME_EMBROIDERY", userEnteredValue: "  " }] }), TOPS, "valueAdds.0.userEnteredValue"],
      [line(POLO, { valueAdds: [{ code: "NAME_EMBROIDERY", userEnteredValue: "x".repeat(21) }] }), TOPS, "valueAdds.0.userEnteredValue"],
      [line(POLO, { reasonOfReplacement: "BORED" }), TOPS, "reasonOfReplacement"],
      [line(POLO, { quantity: 11 }), TOPS, "quantity"],
      [line(POLO, { additionalComments: "x".repeat(256) }), TOPS, "additionalComments"],
    ];
    for (const [body, bundleId, subject] of cases) {
      const response = await addLine(uid, NS, bundleId, body);
      expect(response.status, subject).toBe(400);
      expect(response.body, subject).toMatchObject({ errors: [{ type: "ValidationError", subject }] });
    }
    expect((await addLine(uid, NS, "acme-site-safety-hivis", line(POLO))).status).toBe(400);
    expect((await call(uid, "GET", `/packs/${NS}/bundles/${TOPS}/items/POL-CL?set=acme-ns-shirts`)).status).toBe(400);
  });

  it("adds lines (IN_PROGRESS), disables the other categories of an exclusive bundle, stops at the maximum, edits and deletes", async () => {
    const first = await addLine(uid, NS, TOPS, line(POLO, { valueAdds: [{ code: "NAME_EMBROIDERY", userEnteredValue: "Wendy" }, { code: "LOGO_EMBROIDERY", userEnteredValue: "ignored" }] }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: "IN_PROGRESS",
      count: 1,
      exclusiveCategories: true,
      disableCategories: ["shirts"],
      objects: [{ subject: "Shirts and polos", message: "Selection Required", items: ["Slot 2"] }],
      setItems: [
        {
          type: "set",
          setId: "acme-ns-polos",
          value: 1,
          items: [
            {
              skuNumber: "POL-CL-NAVY-XS",
              price: { value: 48.45 },
              basePriceExcludedVA: { value: 34.95 },
              selectedValueAdd: [
                { code: "NAME_EMBROIDERY", prompts: [{ prompt1: "Name to embroider", userEnteredValue: "Wendy" }] },
                { code: "LOGO_EMBROIDERY", prompts: [] },
              ],
              inStockCode: "Y",
              categoryCode: "polos",
            },
          ],
        },
        { type: "set", setId: "acme-ns-shirts", items: [], value: 0 },
      ],
    });
    const sets = z
      .object({ sets: z.array(z.object({ setId: z.string(), items: z.array(z.object({ code: z.string(), disabled: z.boolean() })) })) })
      .parse((await call(uid, "GET", `/packs/${NS}/bundles/${TOPS}/sets`)).body);
    expect(sets.sets.map((set) => [set.setId, set.items.every((item) => item.disabled)])).toEqual([
      ["acme-ns-polos", false],
      ["acme-ns-shirts", true],
    ]);
    const shirt = await addLine(uid, NS, TOPS, line(SHIRT));
    expect(shirt.status).toBe(409);
    expect(shirt.body).toMatchObject({ errors: [{ type: "PackSelectionError", reason: "categoryDisabled" }] });
    await addLine(uid, NS, TOPS, line(POLO));
    const third = await addLine(uid, NS, TOPS, line(POLO));
    expect(third.body).toMatchObject({ count: 3, objects: [] });
    const full = await addLine(uid, NS, TOPS, line(POLO));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ errors: [{ type: "PackSelectionError", reason: "maxReached" }] });

    const ids = selectionIds(third.body);
    const edited = await call(uid, "PUT", `/packs/${NS}/bundles/${TOPS}/selections/${ids[0]}`, line({ ...POLO, variantCode: "POL-CL-BLACK-M" }, { quantity: 2 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      setItems: [{ items: [{ skuNumber: "POL-CL-BLACK-M", quantity: 2, selectedValueAdd: [] }, { skuNumber: "POL-CL-NAVY-XS" }, {}] }, { items: [] }],
    });
    const moved = await call(uid, "PUT", `/packs/${NS}/bundles/${TOPS}/selections/${ids[0]}`, line({ ...POLO, productCode: "POL-PR", variantCode: "POL-PR-ROYAL-M" }));
    expect(moved.status).toBe(400);
    expect((await call(uid, "PUT", `/packs/${NS}/bundles/${TOPS}/selections/999999`, line(POLO))).status).toBe(400);

    for (const id of ids) expect((await call(uid, "DELETE", `/packs/${NS}/bundles/${TOPS}/selections/${id}`)).status).toBe(200);
    const freed = await call(uid, "GET", `/packs/${NS}/bundles/${TOPS}/summary`);
    expect(freed.body).toMatchObject({ count: 0, disableCategories: [], status: "IN_PROGRESS" });
    expect((await addLine(uid, NS, TOPS, line(SHIRT))).status).toBe(201);
    expect((await call(uid, "DELETE", `/packs/${NS}/draft`)).status).toBe(204);
    expect((await call(uid, "DELETE", `/packs/${NS}/draft`)).status).toBe(204);
    expect((await call(uid, "GET", `/packs/${NS}`)).body).toMatchObject({ draftStatus: "NONE", mode: "NEW", bundles: [{ status: "NOT_STARTED" }, {}, {}] });
  });

  it("Continue: objects for empty slots and empty groups; COMPLETED when complete; a change makes it IN_PROGRESS again", async () => {
    const empty = await call(uid, "PUT", `/allocations/${NS}`, { bundleId: LEGWEAR });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      status: "NOT_STARTED",
      objects: [
        { subject: "Trousers and shorts", message: "Selection Required", items: ["Slot 1"] },
        { subject: "Legwear", message: "Select trousers or shorts to continue.", items: ["Trousers", "Shorts"] },
      ],
      setItems: [{ type: "group", groupId: "acme-ns-legwear", sets: [{ setId: "acme-ns-trousers" }, { setId: "acme-ns-shorts" }], missingSetErrorMessage: "Select trousers or shorts to continue." }],
    });
    await addLine(uid, NS, LEGWEAR, line(TROUSERS));
    const done = await call(uid, "PUT", `/allocations/${NS}`, { bundleId: LEGWEAR });
    expect(done.body).toMatchObject({ status: "COMPLETED", objects: [] });
    const details = await call(uid, "GET", `/packs/${NS}`);
    expect(details.body, JSON.stringify(details.body)).toMatchObject({ draftStatus: "IN_PROGRESS", bundles: [{ status: "NOT_STARTED" }, { status: "COMPLETED" }, {}] });
    await addLine(uid, NS, LEGWEAR, line({ ...TROUSERS, setId: "acme-ns-shorts", productCode: "SHO-CL", variantCode: "SHO-CL-NAVY-77R" }));
    expect((await call(uid, "GET", `/packs/${NS}/bundles/${LEGWEAR}/summary`)).body).toMatchObject({ status: "IN_PROGRESS", count: 2 });
    const optionsSchema = z
      .object({ productType: z.string(), valueAdds: z.array(z.unknown()), replacementReasons: z.array(z.unknown()), variants: z.array(z.object({ code: z.string(), itemStocked: z.boolean(), inStockCode: z.string() })) })
      .passthrough();
    const made = optionsSchema.parse((await call(uid, "GET", `/packs/${NS}/bundles/${OUTER}/items/JKT-PR?set=acme-ns-outerwear`)).body);
    expect(made.productType).toBe("K");
    expect(new Set(made.variants.map((v) => `${v.itemStocked}:${v.inStockCode}`))).toEqual(new Set(["false:N"]));
    const discontinued = optionsSchema.parse((await call(uid, "GET", `/packs/acme-winter/bundles/acme-winter-layers/items/JKT-MT?set=acme-winter-set`)).body);
    expect(discontinued.variants.find((v) => v.code === "JKT-MT-BOTTLE-M")?.inStockCode).toBe("D");
    expect(discontinued.variants.find((v) => v.code === "JKT-MT-NAVY-M")?.inStockCode).toBe("N");
    expect(discontinued.valueAdds).toEqual([]);
    expect(discontinued.replacementReasons).toHaveLength(5);
  });
});

describe("add to cart (taken entries)", () => {
  const uid = "pack-wearer-js-3@acme.example";

  it("applies the ?packId rule both ways, refuses an incomplete pack and checks stock", async () => {
    const incomplete = await addToCart(uid, NS);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({
      errors: [{ type: "PackSelectionError", reason: "incomplete" }],
      objects: [{ subject: "Shirts and polos", items: ["Slot 1", "Slot 2"] }, { subject: "Trousers and shorts" }, { subject: "Legwear" }, { subject: "Outerwear" }],
    });
    await completeNewStarter(uid);
    for (const query of ["", "?packId=acme-winter"]) {
      const refused = await addToCart(uid, NS, query);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: [{ type: "ValidationError", subject: "packId" }] });
    }
    const selfPurchase = await addToCart(uid, "acme-self-purchase", "?packId=acme-self-purchase");
    expect(selfPurchase.body).toMatchObject({ errors: [{ subject: "packId" }] });
    backend.db.prepare("UPDATE variants SET stock_level = 0 WHERE code = ?").run(JACKET.variantCode);
    const short = await addToCart(uid, NS);
    expect(short.body).toMatchObject({ errors: [{ type: "InsufficientStockError", subject: JACKET.variantCode }] });
    backend.db.prepare("UPDATE variants SET stock_level = 50 WHERE code = ?").run(JACKET.variantCode);
  });

  it("adds the pack (draft deleted), replays a key, replaces the pack on a second add, and shows pack lines, packs and totals in the cart", async () => {
    // an ordinary line of a variant the pack also holds (SAP's B2B add; the cart made first)
    expect((await call(uid, "POST", `${SITE}/users/current/carts`)).status).toBe(201);
    expect((await call(uid, "POST", `/carts/current/entries?code=${POLO.variantCode}&quantity=1`)).status).toBe(200);
    const key = "pack-add-key-0001";
    const added = await addToCart(uid, NS, `?packId=${NS}`, { "Idempotency-Key": key });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ entries: [{ entryNumber: 1, quantity: 1, product: { code: POLO.variantCode, name: "Classic Polo" } }, {}, {}, {}], errors: [] });
    const replay = await addToCart(uid, NS, `?packId=${NS}`, { "Idempotency-Key": key });
    expect(replay.body).toMatchObject({ replayed: true, entries: [{ entryNumber: 1 }, {}, {}, {}] });
    expect((await call(uid, "GET", `/packs`)).body).toMatchObject({ packs: [{ packId: NS, inCart: true, draftStatus: "NONE" }, {}, {}, {}] });

    const cart = await cartOf(uid);
    expect(cart.entries).toHaveLength(5);
    expect(cart).toMatchObject({
      allTaken: false,
      enableTaken: true,
      entries: [
        { entryNumber: 0, updateable: true },
        {
          entryNumber: 1,
          updateable: false,
          basePrice: { value: 43.45 },
          pack: { packId: NS, packName: "New Starter Pack", packType: "NEW_STARTER", bundleId: TOPS, bundleName: "Shirts and polos", step: 1 },
          selectedValueAdd: [{ code: "NAME_EMBROIDERY", prompts: [{ userEnteredValue: "Wendy" }] }],
          reasonOfReplacement: null,
        },
        {},
        { pack: { bundleId: LEGWEAR, step: 2 }, reasonOfReplacement: { code: "NEW_STARTER", name: "New starter" }, additionalComments: "Hemmed please" },
        { pack: { step: 3 } },
      ],
    });
    // pack lines 43.45 + 44.95 + 59.95 + 119.95 = 268.30, all covered by the $450 credit; the ordinary polo 34.95
    expect(cart).toMatchObject({
      subTotal: { value: 303.25 },
      totalDiscounts: { value: 268.3 },
      totalPrice: { value: 34.95 },
      packs: [{ packId: NS, allocatedCredit: { value: 268.3 }, appliedSubsidy: { value: 0 }, shippingCharge: { value: 0 } }],
    });

    // Edit pack: the draft is the cart's lines, every bundle COMPLETED, mode UPDATE
    const edit = await call(uid, "POST", `/packs/${NS}/edit`, { bundleId: TOPS });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ mode: "UPDATE", entryCount: 4, packSummaryData: [{ status: "COMPLETED", count: 2 }, { status: "COMPLETED" }, { status: "COMPLETED" }] });
    const trousersId = selectionIds((await call(uid, "GET", `/packs/${NS}/bundles/${LEGWEAR}/summary`)).body)[0];
    await call(uid, "PUT", `/packs/${NS}/bundles/${LEGWEAR}/selections/${trousersId}`, line(TROUSERS, { quantity: 2 }));
    const replaced = await addToCart(uid, NS);
    expect(replaced.status).toBe(200);
    const after = await cartOf(uid);
    expect(after.entries).toHaveLength(5);
    expect(after.entries.filter((entry) => "pack" in entry).map((entry) => entry.quantity)).toEqual([1, 1, 2, 1]);
    expect(after.packs).toHaveLength(1);
    expect((await call(uid, "POST", `/packs/acme-winter/edit`, {})).status).toBe(400);
    expect((await call(uid, "POST", `/packs/${NS}/edit`, { bundleId: "acme-winter-layers" })).status).toBe(400);
  });

  it("refuses PATCH/PUT on a pack line and removes the whole pack when one of its lines is deleted", async () => {
    const cart = await cartOf(uid);
    const packLine = cart.entries.find((entry) => "pack" in entry);
    if (!packLine) throw new Error("no pack line");
    for (const method of ["PATCH", "PUT"]) {
      const refused = await call(uid, method, `${SITE}/users/current/carts/current/entries/${packLine.entryNumber}`, { quantity: 3 });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: [{ type: "CartEntryError", reason: "notUpdateable" }] });
    }
    expect((await call(uid, "DELETE", `${SITE}/users/current/carts/current/entries/${packLine.entryNumber}`)).status).toBe(200);
    const after = await cartOf(uid);
    expect(after.entries).toHaveLength(1);
    expect(after.packs).toEqual([]);
  });

  it("totals a QUANTITY pack, a SUBSIDISED pre-order pack and a self-purchase pack with shipping; allTaken; places the order with its packs", async () => {
    const other = "pack-wearer-js-4@acme.example";
    await addLine(other, "acme-site-safety", "acme-site-safety-hivis", line({ setId: "acme-ss-vests", productCode: "VST-CL", variantCode: "VST-CL-HIVIS-ORANGE-L" }, { quantity: 2 }));
    await addLine(other, "acme-site-safety", "acme-site-safety-footwear", line({ setId: "acme-ss-boots", productCode: "BOT-CL", variantCode: "BOT-CL-BLACK-6" }, { quantity: 2 }));
    expect((await call(other, "GET", "/packs/acme-site-safety/summary")).body).toMatchObject({
      allocationType: "QUANTITY",
      subTotal: { value: 349.8 },
      allocatedCredit: { value: 199.85 },
      // catalogue prices exclude GST: 10 % (AU) on the 149.95 payable, as the cart will add it
      priceIncludingGST: false,
      gst: { value: 15 },
      totalWithGST: { value: 164.95 },
    });
    const winter = await addLine(other, "acme-winter", "acme-winter-layers", line({ setId: "acme-winter-set", productCode: "FLC-CL", variantCode: "FLC-CL-NAVY-M" }, { quantity: 3 }));
    expect(winter.body).toMatchObject({ setItems: [{ items: [{ isIndentOrder: true, indentExpectedDeliveryDate: "2027-03-01" }] }] });
    expect((await call(other, "GET", "/packs/acme-winter/summary")).body).toMatchObject({
      subTotal: { value: 209.85 },
      allocatedCredit: { value: 150 },
      appliedSubsidy: { value: 29.93 },
      shippingCharge: { value: 0 },
      gst: { value: 2.99 },
      totalWithGST: { value: 32.91 },
    });
    await addLine(other, "acme-self-purchase", "acme-self-purchase-extras", line({ setId: "acme-sp-extras", productCode: "CAP-CL", variantCode: "CAP-CL-NAVY-SM" }, { quantity: 2 }));
    expect((await call(other, "GET", "/packs/acme-self-purchase/summary")).body).toMatchObject({
      appliedSubsidy: { value: 3.99 },
      shippingCharge: { value: 9.95 },
      gst: { value: 4.59 },
      totalWithGST: { value: 50.45 },
    });
    expect((await call(other, "GET", "/packs/acme-self-purchase")).body).toMatchObject({ shippingCharge: { value: 9.95 }, bundles: [{ subsidyPercent: 10 }] });

    expect((await addToCart(other, "acme-site-safety")).status).toBe(200);
    expect((await addToCart(other, "acme-winter")).status).toBe(200);
    expect((await addToCart(other, "acme-self-purchase", "")).status).toBe(200);
    const cart = await cartOf(other);
    expect(cart).toMatchObject({
      allTaken: true,
      subTotal: { value: 599.55 },
      totalDiscounts: { value: 383.77 },
      deliveryCost: { value: 9.95 },
      totalPrice: { value: 225.73 },
    });
    expect(cart.packs.map((p) => p.packId)).toEqual(["acme-site-safety", "acme-winter", "acme-self-purchase"]);

    backend.db
      .prepare(`UPDATE carts SET reviewed_at = ?, delivery_address_id = 1, delivery_mode = 'standard', payment_type = 'ACCOUNT' WHERE id = ?`)
      .run(START, Number(cart.code));
    const placed = await call(other, "POST", `${SITE}/orgUsers/current/orders?cartId=${cart.code}&termsChecked=true&fields=FULL`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect(order.entries).toHaveLength(4);
    expect(order.entries.every((entry) => entry.pack !== undefined)).toBe(true);
    expect(placed.body).toMatchObject({ subTotal: { value: 599.55 }, totalDiscounts: { value: 383.77 }, packs: [{ packId: "acme-site-safety" }, {}, {}] });
    expect(await cartOf(other).catch(() => null)).toBeNull();
  });
});

describe("proxy mode: a buyer ordering for a wearer works on the wearer's packs", () => {
  const buyer = "proxy.js@acme.example";
  const wearer = "proxy-wearer.js@acme.example";
  const WEARER = `${SITE}/orgUsers/${encodeURIComponent(wearer)}`;
  const SAFETY = "acme-site-safety";
  const VEST = { setId: "acme-ss-vests", productCode: "VST-CL", variantCode: "VST-CL-HIVIS-ORANGE-L" };
  const BOOTS = { setId: "acme-ss-boots", productCode: "BOT-CL", variantCode: "BOT-CL-BLACK-7" };
  const packIds = (body: unknown) => z.object({ packs: z.array(z.object({ packId: z.string() })) }).parse(body).packs.map((p) => p.packId);

  it("reads and fills the wearer's packs only in proxy mode for that wearer, and adds the pack to the wearer's cart", async () => {
    // Not in proxy mode: another user's packs are refused; the buyer has no pack roles of their own.
    expect((await call(buyer, "GET", `${WEARER}/packs`)).status).toBe(403);
    expect(packIds((await call(buyer, "GET", "/packs")).body)).toEqual([]);

    const enabled = await call(buyer, "POST", `${SITE}/orgUsers/current/proxy`, { uid: wearer, cartId: null });
    expect(enabled.status).toBe(200);
    const { cartId } = z.object({ cartId: z.string() }).parse(enabled.body);

    // In proxy mode: the wearer's packs; still not any other user's.
    expect(packIds((await call(buyer, "GET", `${WEARER}/packs`)).body)).toEqual([SAFETY]);
    expect((await call(buyer, "GET", `${SITE}/orgUsers/wearer%40acme.example/packs`)).status).toBe(403);
    expect((await call(buyer, "POST", `${WEARER}/packs/${SAFETY}/bundles/acme-site-safety-hivis/selections`, line(VEST))).status).toBe(201);
    expect((await call(buyer, "POST", `${WEARER}/packs/${SAFETY}/bundles/acme-site-safety-footwear/selections`, line(BOOTS))).status).toBe(201);
    // The draft is the wearer's: the wearer sees it (IN_PROGRESS), the buyer's own scope has no such pack.
    const wearerSummary = await call(wearer, "GET", `/packs/${SAFETY}/bundles/acme-site-safety-hivis/summary`);
    expect(wearerSummary.body).toMatchObject({ status: "IN_PROGRESS", count: 1 });
    expect((await call(buyer, "GET", `/packs/${SAFETY}`)).status).toBe(400);
    for (const bundleId of ["acme-site-safety-hivis", "acme-site-safety-footwear"]) {
      const continued = await call(buyer, "PUT", `${WEARER}/allocations/${SAFETY}`, { bundleId });
      expect(continued.body).toMatchObject({ status: "COMPLETED" });
    }

    // Added to the proxy cart (the wearer's), from the wearer's draft; the buyer's own cart stays as it was.
    const added = await call(buyer, "POST", `${SITE}/orgUsers/current/carts/${cartId}/add/takenEntries?packId=${SAFETY}`, { packId: SAFETY });
    expect(added.status).toBe(200);
    const wearerCart = await cartOf(wearer);
    expect(wearerCart.code).toBe(cartId);
    expect(wearerCart.packs.map((p) => p.packId)).toEqual([SAFETY]);
    expect(wearerCart.entries.map((entry) => entry.product.code).sort()).toEqual([BOOTS.variantCode, VEST.variantCode].sort());
    expect((await call(wearer, "GET", `/packs/${SAFETY}/summary`)).body).toMatchObject({ mode: "NEW" });
    expect(await cartOf(buyer).catch(() => null)).toBeNull();

    // Proxy mode off: the wearer's packs are refused again.
    await call(buyer, "DELETE", `${SITE}/orgUsers/current/proxy`);
    expect((await call(buyer, "GET", `${WEARER}/packs`)).status).toBe(403);
  });
});
