import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CLIENT, createTestBackend, get, login, occErrorsSchema, parseJson, readJson, sendJson, type TestBackend, tokenRequest } from "./helpers";

/** Checkout details (docs/occ-api.md "Issue 5 additions" → "Checkout details"; backend/src/routes/checkout.ts). */

let backend: TestBackend;
let buyer: string; // buyer@acme.example — acme-au: every optional feature on
let kiwi: string; // checkout-kiwi-js@kiwi.example — kiwi-nz: every optional feature off, no account payment
let client: string;

const BASE = "/occ/v2/corporate";
const CART = `${BASE}/users/current/carts/current`;
const ORG_CART = `${BASE}/orgUsers/current/carts/current`;

const request = (method: string, url: string, token?: string, body?: unknown) => sendJson(backend, method, url, { token, body });
const errorsOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors;

function inStockVariant(): string {
  const row = backend.db
    .prepare<[], { code: string }>(
      `SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code
       WHERE p.product_type = 'S' AND v.stock_level > 50 ORDER BY p.position, v.position LIMIT 1`,
    )
    .get();
  if (!row) throw new Error("no variant in stock");
  return row.code;
}

async function addEntry(token: string, quantity = 1) {
  await request("POST", `${BASE}/users/current/carts`, token);
  const response = await request("POST", `${BASE}/orgUsers/current/carts/current/entries?code=${inStockVariant()}&quantity=${quantity}`, token);
  expect(response.status).toBe(200);
}

async function clientToken() {
  const response = await tokenRequest(backend, { grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret });
  return ((await response.json()) as { access_token: string }).access_token;
}

const cartRow = (uid: string) =>
  backend.db
    .prepare<[string], { reviewedAt: number | null; costCentre: string | null; poNumber: string | null; urgentCode: string | null; urgentMsg: string | null; addressId: number | null; mode: string | null; paymentType: string | null; paymentInfoId: number | null }>(
      `SELECT reviewed_at AS reviewedAt, cost_centre AS costCentre, po_number AS poNumber, urgent_code AS urgentCode,
         urgent_msg AS urgentMsg, delivery_address_id AS addressId, delivery_mode AS mode, payment_type AS paymentType,
         payment_info_id AS paymentInfoId
       FROM carts WHERE user_uid = ? AND site = 'corporate'`,
    )
    .get(uid);

const NEW_ADDRESS = {
  titleCode: "ms",
  firstName: "Jo",
  lastName: "Citizen",
  line1: "1 George Street",
  town: "Sydney",
  region: { isocode: "AU-NSW" },
  postalCode: "2000",
  country: { isocode: "AU" },
  cellphone: "0412 345 678",
};

beforeAll(async () => {
  backend = createTestBackend();
  buyer = (await login(backend, "buyer@acme.example")).access_token;
  kiwi = (await login(backend, "checkout-kiwi-js@kiwi.example")).access_token;

  client = await clientToken();
});
afterAll(() => backend.close());

describe("GET checkout/enablement", () => {
  it("answers the flags of the user's unit", async () => {
    const response = await get(backend, `${BASE}/orgUsers/current/checkout/enablement`, buyer);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      costCenterEnabled: true,
      poNumberEnabled: true,
      alternateAddressEnabled: true,
      urgentOrderEnabled: true,
      accountPaymentEnabled: true,
      allowAddToCart: true,
      // Issue 28: acme-au's statements flag is on (seed-data/finance-statements.ts)
      statementsTabEnabled: true,
    });
    const kiwiFlags = await readJson(await get(backend, `${BASE}/orgUsers/current/checkout/enablement`, kiwi));
    expect(kiwiFlags).toMatchObject({ costCenterEnabled: false, poNumberEnabled: false, alternateAddressEnabled: false, urgentOrderEnabled: false, accountPaymentEnabled: false, statementsTabEnabled: false });
  });

  it("needs a user token", async () => {
    expect((await get(backend, `${BASE}/orgUsers/current/checkout/enablement`)).status).toBe(401);
    expect((await get(backend, `${BASE}/orgUsers/current/checkout/enablement`, client)).status).toBe(403);
  });

  it("guests get their guest unit's flags (no account payment)", async () => {
    const created = await request("POST", `${BASE}/users/anonymous/carts`, client);
    const { guid } = (await created.json()) as { guid: string };
    const response = await get(backend, `${BASE}/users/anonymous/carts/${guid}/checkout/enablement`, client);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ costCenterEnabled: false, poNumberEnabled: false, alternateAddressEnabled: true, accountPaymentEnabled: false });
    expect((await get(backend, `${BASE}/users/anonymous/carts/not-a-guid/checkout/enablement`, client)).status).toBe(400);
  });
});

describe("PUT {cart}/review for a guest cart", () => {
  it("a guest reviews under users/anonymous (their only path family); a signed-in cart only under orgUsers/", async () => {
    const created = await request("POST", `${BASE}/users/anonymous/carts`, client);
    const { guid } = (await created.json()) as { guid: string };
    const added = await request("POST", `${BASE}/users/anonymous/carts/${guid}/entries`, client, { product: { code: "POL-CL-NAVY-M" }, quantity: 1 });
    expect(added.status).toBe(200);
    const reviewed = await request("PUT", `${BASE}/users/anonymous/carts/${guid}/review`, client, {});
    expect(reviewed.status).toBe(200);
    expect(await readJson(reviewed)).toMatchObject({ checkoutReviewed: true });
    const { access_token: token } = await login(backend, "checkout-gate-js@acme.example");
    const stockPath = await request("PUT", `${BASE}/users/current/carts/current/review`, token, {});
    expect(stockPath.status).toBe(404);
    expect(await errorsOf(stockPath)).toEqual([expect.objectContaining({ type: "UnknownResourceError" })]);
  });
});

describe("GET costcenters and urgentreasons", () => {
  it("lists the active cost centres of the unit and its ancestors", async () => {
    const { access_token: vic } = await login(backend, "sso@acme.example"); // acme-au-vic
    const own = await parseJson(await get(backend, `${BASE}/costcenters`, buyer), z.object({ costCenters: z.array(z.object({ code: z.string(), unit: z.object({ uid: z.string() }), active: z.literal("true"), activeFlag: z.literal(true), currency: z.object({ isocode: z.string() }) })) }));
    expect(own.costCenters.map((cc) => cc.code)).toEqual(["ACME-FLEET", "ACME-OPS"]);
    const child = await parseJson(await get(backend, `${BASE}/costcenters`, vic), z.object({ costCenters: z.array(z.object({ code: z.string() })) }));
    // issue 26: VIC has a cost centre of its own (seed-data/organisation.ts)
    expect(child.costCenters.map((cc) => cc.code)).toEqual(["ACME-VIC", "ACME-FLEET", "ACME-OPS"]);
    backend.db.prepare("UPDATE cost_centres SET active = 0 WHERE code = 'ACME-FLEET'").run();
    try {
      const after = await parseJson(await get(backend, `${BASE}/costcenters`, buyer), z.object({ costCenters: z.array(z.object({ code: z.string() })) }));
      expect(after.costCenters.map((cc) => cc.code)).toEqual(["ACME-OPS"]);
    } finally {
      backend.db.prepare("UPDATE cost_centres SET active = 1 WHERE code = 'ACME-FLEET'").run();
    }
    expect((await get(backend, `${BASE}/costcenters`, client)).status).toBe(403);
  });

  it("lists the urgent reasons", async () => {
    const body = await parseJson(await get(backend, `${BASE}/urgentreasons`, buyer), z.object({ reasons: z.array(z.object({ code: z.string(), name: z.string() })) }));
    expect(body.reasons.map((r) => r.code)).toEqual(["NEW_STARTER", "DAMAGED", "SAFETY", "OTHER"]);
  });
});

describe("PUT {cart}/review", () => {
  it("answers 400 CartError 'empty' for an empty cart", async () => {
    const { access_token: token } = await login(backend, "checkout-gate-js@acme.example");
    await request("POST", `${BASE}/users/current/carts`, token);
    const response = await request("PUT", `${ORG_CART}/review`, token, { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-1" });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ type: "CartError", reason: "empty" })]);
  });

  it("requires an available cost centre and a valid PO number when enabled, and stores them", async () => {
    await addEntry(buyer);
    const missing = await request("PUT", `${ORG_CART}/review`, buyer, { purchaseOrderNumber: "PO-1" });
    expect(missing.status).toBe(400);
    expect(await errorsOf(missing)).toEqual([expect.objectContaining({ type: "ValidationError", subject: "costCenter" })]);

    const foreign = await request("PUT", `${ORG_CART}/review`, buyer, { costCenter: "KIWI-OPS", purchaseOrderNumber: "PO-1" });
    expect(await errorsOf(foreign)).toEqual([expect.objectContaining({ subject: "costCenter" })]);

    for (const po of [undefined, "", "x".repeat(36), "PO#1"]) {
      const response = await request("PUT", `${ORG_CART}/review`, buyer, { costCenter: "ACME-OPS", purchaseOrderNumber: po });
      expect(response.status, String(po)).toBe(400);
      expect(await errorsOf(response)).toEqual([expect.objectContaining({ subject: "purchaseOrderNumber" })]);
    }
    expect(cartRow("buyer@acme.example")?.reviewedAt).toBeNull();

    const ok = await request("PUT", `${ORG_CART}/review`, buyer, {
      costCenter: "ACME-OPS",
      purchaseOrderNumber: "PO-2026/11 A",
      urgentReason: { code: "DAMAGED", msg: "Torn sleeve" },
    });
    expect(ok.status).toBe(200);
    expect(await readJson(ok)).toMatchObject({
      checkoutReviewed: true,
      costCenter: { code: "ACME-OPS", name: "Operations" },
      purchaseOrderNumber: "PO-2026/11 A",
      urgentReason: { code: "DAMAGED", msg: "Torn sleeve" },
    });
    expect(cartRow("buyer@acme.example")).toMatchObject({ reviewedAt: expect.any(Number), costCentre: "ACME-OPS", poNumber: "PO-2026/11 A", urgentCode: "DAMAGED", urgentMsg: "Torn sleeve" });
  });

  it("checks the urgent reason (known code, message of at most 255 characters) and clears it when left out", async () => {
    const base = { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-3" };
    const unknown = await request("PUT", `${ORG_CART}/review`, buyer, { ...base, urgentReason: { code: "NOPE", msg: "" } });
    expect(await errorsOf(unknown)).toEqual([expect.objectContaining({ subject: "urgentReason.code" })]);
    const long = await request("PUT", `${ORG_CART}/review`, buyer, { ...base, urgentReason: { code: "OTHER", msg: "x".repeat(256) } });
    expect(await errorsOf(long)).toEqual([expect.objectContaining({ subject: "urgentReason.msg" })]);
    const max = await request("PUT", `${ORG_CART}/review`, buyer, { ...base, urgentReason: { code: "OTHER", msg: "x".repeat(255) } });
    expect(max.status).toBe(200);
    const cleared = await request("PUT", `${ORG_CART}/review`, buyer, base);
    expect(cleared.status).toBe(200);
    expect(cartRow("buyer@acme.example")).toMatchObject({ urgentCode: null, urgentMsg: null });
  });

  it("refuses fields of disabled features, and reviews without them", async () => {
    await addEntry(kiwi);
    for (const body of [{ costCenter: "KIWI-OPS" }, { purchaseOrderNumber: "PO-1" }, { urgentReason: { code: "OTHER", msg: "" } }]) {
      const response = await request("PUT", `${ORG_CART}/review`, kiwi, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorsOf(response))[0]?.type).toBe("ValidationError");
    }
    const ok = await request("PUT", `${ORG_CART}/review`, kiwi, {});
    expect(ok.status).toBe(200);
    expect(await readJson(ok)).toMatchObject({ checkoutReviewed: true });
  });

  it("a change of the entries clears the review", async () => {
    const { access_token: token } = await login(backend, "checkout-js@acme.example");
    await addEntry(token);
    expect((await request("PUT", `${ORG_CART}/review`, token, { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-4" })).status).toBe(200);
    await addEntry(token);
    expect(cartRow("checkout-js@acme.example")?.reviewedAt).toBeNull();
  });

  it("needs the caller's own cart", async () => {
    const response = await request("PUT", `${BASE}/orgUsers/current/carts/99999999/review`, buyer, {});
    expect(response.status).toBe(400);
    expect((await request("PUT", `${ORG_CART}/review`, undefined, {})).status).toBe(401);
  });
});

describe("address book and delivery address", () => {
  const ids = async (token: string) =>
    (await parseJson(await get(backend, `${BASE}/orgUsers/current/addresses/wwgAddresses`, token), z.object({ addresses: z.array(z.object({ id: z.string(), defaultAddress: z.boolean() })) }))).addresses;

  it("lists the user's own addresses and their units', one default first", async () => {
    const list = await ids(buyer);
    expect(list.map((a) => a.id)).toEqual(["1", "4", "2"]);
    expect(list.map((a) => a.defaultAddress)).toEqual([true, false, false]);
    const { access_token: nswToken } = await login(backend, "newstarter@acme.example"); // acme-au-nsw: its own default, then acme-au's
    const nswList = await ids(nswToken);
    // issue 25: each demo account has an own address (never default; seed-data/addresses.ts)
    expect(nswList.map((a) => a.id)).toEqual(["3", "44", "1", "2"]);
    expect(nswList.filter((a) => a.defaultAddress).map((a) => a.id)).toEqual(["3"]);
    expect((await ids(kiwi)).map((a) => a.id)).toEqual(["5"]);
    expect((await get(backend, `${BASE}/orgUsers/current/addresses/wwgAddresses`, client)).status).toBe(403);
  });

  it("PUT ?addressId= sets an address-book address; others are 400 addressId", async () => {
    expect((await request("PUT", `${CART}/addresses/delivery?addressId=2`, buyer)).status).toBe(200);
    expect(cartRow("buyer@acme.example")?.addressId).toBe(2);
    for (const other of ["3", "5", "6", "abc", "99999"]) {
      const response = await request("PUT", `${CART}/addresses/delivery?addressId=${other}`, buyer);
      expect(response.status, other).toBe(400);
      expect(await errorsOf(response)).toEqual([expect.objectContaining({ type: "ValidationError", subject: "addressId" })]);
    }
    expect(cartRow("buyer@acme.example")?.addressId).toBe(2);
    expect((await request("PUT", `${CART}/addresses/delivery`, buyer)).status).toBe(400);
  });

  it("POST creates an address, sets it on the cart, and saves it in the book only when asked", async () => {
    const oneOff = await request("POST", `${CART}/addresses/delivery`, buyer, NEW_ADDRESS);
    expect(oneOff.status).toBe(201);
    const created = (await readJson(oneOff)) as { id: string };
    expect(created).toMatchObject({
      firstName: "Jo",
      region: { isocode: "AU-NSW", isocodeShort: "NSW", name: "New South Wales" },
      country: { isocode: "AU", name: "Australia" },
      cellphone: "0412 345 678",
      visibleInAddressBook: false,
      defaultAddress: false,
    });
    expect(cartRow("buyer@acme.example")?.addressId).toBe(Number(created.id));
    expect((await ids(buyer)).map((a) => a.id)).not.toContain(created.id);
    // the one-off address on the cart may be chosen again; another one-off address may not
    expect((await request("PUT", `${CART}/addresses/delivery?addressId=${created.id}`, buyer)).status).toBe(200);

    const saved = await request("POST", `${CART}/addresses/delivery`, buyer, { ...NEW_ADDRESS, line1: "2 George Street", defaultAddress: true });
    const savedBody = (await readJson(saved)) as { id: string };
    expect(savedBody).toMatchObject({ visibleInAddressBook: true, defaultAddress: true });
    const list = await ids(buyer);
    expect(list[0]).toEqual({ id: savedBody.id, defaultAddress: true });
    expect(list.filter((a) => a.defaultAddress)).toHaveLength(1);
    expect((await request("PUT", `${CART}/addresses/delivery?addressId=${created.id}`, buyer)).status).toBe(400);
  });

  it("validates each field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: "" }, "firstName"],
      [{ lastName: undefined }, "lastName"],
      [{ line1: " " }, "line1"],
      [{ town: "" }, "town"],
      [{ postalCode: "200" }, "postalCode"],
      [{ postalCode: "20000" }, "postalCode"],
      [{ country: { isocode: "US" } }, "country.isocode"],
      [{ region: { isocode: "NZ-AUK" } }, "region.isocode"],
      [{ region: { isocode: "AU-XX" } }, "region.isocode"],
      [{ titleCode: "sir" }, "titleCode"],
      [{ cellphone: "12" }, "cellphone"],
      [{ phone: "call me" }, "phone"],
    ];
    const before = cartRow("buyer@acme.example")?.addressId;
    for (const [change, subject] of cases) {
      const response = await request("POST", `${CART}/addresses/delivery`, buyer, { ...NEW_ADDRESS, ...change });
      expect(response.status, subject).toBe(400);
      expect((await errorsOf(response)).map((e) => e.subject), subject).toEqual([subject]);
    }
    expect(cartRow("buyer@acme.example")?.addressId).toBe(before);
    const nz = await request("POST", `${CART}/addresses/delivery`, buyer, { ...NEW_ADDRESS, region: { isocode: "NZ-AUK" }, country: { isocode: "NZ" }, titleCode: "", line2: "" });
    expect(nz.status).toBe(201);
  });

  it("only address-book addresses when the unit has no alternate address", async () => {
    const response = await request("POST", `${CART}/addresses/delivery`, kiwi, { ...NEW_ADDRESS, country: { isocode: "NZ" }, region: null });
    expect(response.status).toBe(403);
    expect((await errorsOf(response))[0]?.type).toBe("ForbiddenError");
    expect((await request("PUT", `${CART}/addresses/delivery?addressId=5`, kiwi)).status).toBe(200);
  });

  it("guests may enter an address but have no address book", async () => {
    const created = await request("POST", `${BASE}/users/anonymous/carts`, client);
    const { guid } = (await created.json()) as { guid: string };
    const guestCart = `${BASE}/users/anonymous/carts/${guid}`;
    const book = await request("POST", `${guestCart}/addresses/delivery`, client, { ...NEW_ADDRESS, saveInAddressBook: true });
    expect(book.status).toBe(400);
    expect((await errorsOf(book))[0]?.subject).toBe("saveInAddressBook");
    expect((await request("POST", `${guestCart}/addresses/delivery`, client, NEW_ADDRESS)).status).toBe(201);
    expect((await request("PUT", `${guestCart}/addresses/delivery?addressId=1`, client)).status).toBe(400);
  });

  it("answers countries and regions", async () => {
    expect(await readJson(await get(backend, `${BASE}/countries?type=SHIPPING`))).toEqual({
      countries: [
        { isocode: "AU", name: "Australia" },
        { isocode: "NZ", name: "New Zealand" },
      ],
    });
    const nz = await parseJson(await get(backend, `${BASE}/countries/NZ/regions`), z.object({ regions: z.array(z.object({ isocode: z.string(), isocodeShort: z.string(), name: z.string() })) }));
    expect(nz.regions.map((r) => r.isocode)).toEqual(["NZ-AUK", "NZ-CAN", "NZ-WGN"]);
    expect((await get(backend, `${BASE}/countries/xx/regions`)).status).toBe(400);
    expect((await get(backend, `${BASE}/countries?type=NOPE`)).status).toBe(400);
  });
});

describe("delivery modes", () => {
  it("answers 400 noDeliveryAddress before an address is set", async () => {
    const { access_token: token } = await login(backend, "checkout-nojs@acme.example");
    await addEntry(token);
    const response = await get(backend, `${CART}/deliverymodes`, token);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ type: "CartError", reason: "noDeliveryAddress" })]);
    expect((await request("PUT", `${CART}/deliverymode?deliveryModeId=standard`, token)).status).toBe(400);
  });

  it("lists the site's modes with their cost and sets one", async () => {
    const response = await get(backend, `${CART}/deliverymodes`, buyer);
    expect(await readJson(response)).toEqual({
      deliveryModes: [
        { code: "standard", name: "Standard delivery", description: "3–5 business days", deliveryCost: { value: 9.95, formattedValue: expect.stringContaining("9.95"), currencyIso: "AUD" } },
        { code: "express", name: "Express delivery", description: "1–2 business days", deliveryCost: { value: 19.95, formattedValue: expect.stringContaining("19.95"), currencyIso: "AUD" } },
      ],
    });
    const unknown = await request("PUT", `${CART}/deliverymode?deliveryModeId=pickup`, buyer);
    expect(unknown.status).toBe(400);
    expect(await errorsOf(unknown)).toEqual([expect.objectContaining({ subject: "deliveryModeId" })]);
    expect((await request("PUT", `${CART}/deliverymode?deliveryModeId=express`, buyer)).status).toBe(200);
    const cart = await readJson(await get(backend, CART, buyer));
    expect(cart).toMatchObject({ deliveryMode: { code: "express", deliveryCost: { value: 19.95 } }, deliveryCost: { value: 19.95 } });
  });

  it("prices the modes in the cart's currency", async () => {
    await request("PUT", `${CART}/addresses/delivery?addressId=5`, kiwi);
    const body = await parseJson(await get(backend, `${CART}/deliverymodes`, kiwi), z.object({ deliveryModes: z.array(z.object({ deliveryCost: z.object({ currencyIso: z.string() }) })) }));
    expect(body.deliveryModes.every((m) => m.deliveryCost.currencyIso === "NZD")).toBe(true);
  });
});

describe("payment types", () => {
  it("offers ACCOUNT only where the unit enables it", async () => {
    expect(await readJson(await get(backend, `${BASE}/paymenttypes`, buyer))).toEqual({
      paymentTypes: [
        { code: "ACCOUNT", displayName: "Account" },
        { code: "CARD", displayName: "Card" },
      ],
    });
    expect(await readJson(await get(backend, `${BASE}/paymenttypes`, kiwi))).toEqual({ paymentTypes: [{ code: "CARD", displayName: "Card" }] });
    expect(await readJson(await get(backend, `${BASE}/paymenttypes`, client))).toEqual({ paymentTypes: [{ code: "CARD", displayName: "Card" }] });
  });

  it("ACCOUNT clears the card details, CARD only sets the type, ACCOUNT is refused where disabled", async () => {
    const db = backend.db;
    db.prepare(
      `INSERT INTO payment_infos (id, user_uid, card_type, card_type_name, card_number_last4, account_holder_name, expiry_month, expiry_year, billing_address_id, created_at)
       VALUES (500, 'buyer@acme.example', 'visa', 'Visa', '1111', 'Bella Barnes', '12', '2030', 1, 0)`,
    ).run();
    db.prepare("UPDATE carts SET payment_info_id = 500, payment_type = 'CARD' WHERE user_uid = 'buyer@acme.example'").run();
    const card = await request("PUT", `${CART}/paymenttype?paymentType=CARD`, buyer);
    expect(card.status).toBe(200);
    expect(await readJson(card)).toMatchObject({ paymentType: { code: "CARD" }, paymentInfo: { id: "500" } });
    const account = await request("PUT", `${CART}/paymenttype?paymentType=ACCOUNT`, buyer);
    expect(account.status).toBe(200);
    const accountCart = (await readJson(account)) as Record<string, unknown>;
    expect(accountCart).toMatchObject({ paymentType: { code: "ACCOUNT", displayName: "Account" } });
    expect(accountCart.paymentInfo).toBeUndefined();
    expect(cartRow("buyer@acme.example")).toMatchObject({ paymentType: "ACCOUNT", paymentInfoId: null });

    const refused = await request("PUT", `${CART}/paymenttype?paymentType=ACCOUNT`, kiwi);
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toEqual([expect.objectContaining({ subject: "paymentType" })]);
    expect((await request("PUT", `${CART}/paymenttype?paymentType=CHEQUE`, buyer)).status).toBe(400);
    expect((await request("PUT", `${CART}/paymenttype?paymentType=CARD`, kiwi)).status).toBe(200);
  });
});
