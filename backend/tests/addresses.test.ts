import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { capitalise, expandStreetType, verifyAddress } from "../src/stores/address-verification";
import { createTestBackend, get, login, occErrorsSchema, parseJson, sendJson, type TestBackend } from "./helpers";

/**
 * The address book (issue 25, H3; docs/address-book.md): SAP's AddressController under users/{u}/addresses on the
 * rows checkout reads, the verification rules, default handling, the alternate-address flag and ownership.
 */

const BASE = "/occ/v2/corporate/users/current/addresses";
const addressSchema = z.object({ id: z.string(), line1: z.string(), town: z.string(), defaultAddress: z.boolean(), visibleInAddressBook: z.boolean(), region: z.object({ isocode: z.string() }).optional() }).passthrough();
const bookSchema = z.object({ addresses: z.array(addressSchema) });
const newAddress = (over: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Address",
  line1: "5 Test Street",
  town: "Geelong",
  region: { isocode: "AU-VIC" },
  postalCode: "3220",
  country: { isocode: "AU" },
  ...over,
});

describe("address verification rules", () => {
  const table = (country: string, postcode: number) => (country === "AU" && postcode >= 3000 && postcode <= 3999 ? "AU-VIC" : country === "AU" && postcode >= 2000 && postcode <= 2599 ? "AU-NSW" : null);

  it("capitalises lower-case words and expands the street type ending a line, not a saint", () => {
    expect(capitalise("  george   street ")).toBe("George Street");
    expect(capitalise("McDonald PLACE")).toBe("McDonald PLACE");
    expect(expandStreetType("12 St Kilda Rd")).toBe("12 St Kilda Road");
    expect(expandStreetType("Unit 4, 8 Wattle Ave.")).toBe("Unit 4, 8 Wattle Avenue");
    expect(expandStreetType("1 Collins St, Melbourne")).toBe("1 Collins Street, Melbourne");
    expect(expandStreetType("1 Stanley Street")).toBe("1 Stanley Street");
  });

  it("accepts a clean address, suggests a corrected one, rejects an unknown AU postcode", () => {
    expect(verifyAddress(newAddress(), table)).toEqual({ decision: "ACCEPT" });
    const review = verifyAddress(newAddress({ line1: "5 test st", town: "geelong", region: { isocode: "AU-NSW" } }), table);
    expect(review).toMatchObject({ decision: "REVIEW", suggested: { line1: "5 Test Street", town: "Geelong", region: { isocode: "AU-VIC" } } });
    expect(verifyAddress(newAddress({ region: null }), table)).toMatchObject({ decision: "REVIEW", suggested: { region: { isocode: "AU-VIC" } } });
    expect(verifyAddress(newAddress({ postalCode: "0100" }), table)).toMatchObject({ decision: "REJECT", subject: "postalCode" });
    // New Zealand's table is partial: an unknown postcode keeps the region as typed.
    expect(verifyAddress(newAddress({ country: { isocode: "NZ" }, region: { isocode: "NZ-CAN" }, postalCode: "3200" }), table)).toEqual({ decision: "ACCEPT" });
  });
});

describe("address book (users/{u}/addresses)", () => {
  let backend: TestBackend;
  let ada: string;
  let abe: string;
  let kiwi: string;

  beforeAll(async () => {
    backend = createTestBackend();
    ada = (await login(backend, "addresses-js@acme.example")).access_token;
    abe = (await login(backend, "addresses-nojs@acme.example")).access_token;
    kiwi = (await login(backend, "wearer@kiwi.example")).access_token;
  });
  afterAll(() => backend.close());

  const book = async (token: string) => (await parseJson(await get(backend, BASE, token), bookSchema)).addresses;
  const errorOf = async (response: Response) => (await parseJson(response, occErrorsSchema)).errors[0];

  it("lists the user's own addresses (in the book) and the unit's (offered, not in the book), one default first", async () => {
    const addresses = await book(ada);
    expect(addresses.filter((a) => a.visibleInAddressBook).map((a) => a.line1)).toEqual(["10 Old Mill Road", "99 Removal Way"]);
    expect(addresses[0]).toMatchObject({ defaultAddress: true, visibleInAddressBook: false, line1: "Level 3, 120 Collins Street" });
    expect(addresses.filter((a) => a.defaultAddress)).toHaveLength(1);
  });

  it("verifies: ACCEPT, REVIEW with the suggestion (SAP's AddressValidationWsDTO), REJECT with the field; 400 for a malformed one", async () => {
    const verify = (body: unknown) => sendJson(backend, "POST", `${BASE}/verification`, { token: ada, body });
    expect(await (await verify(newAddress())).json()).toEqual({ decision: "ACCEPT" });
    const review = await (await verify(newAddress({ line1: "5 test st", region: { isocode: "AU-NSW" } }))).json();
    expect(review).toMatchObject({ decision: "REVIEW", suggestedAddresses: [{ line1: "5 Test Street", region: { isocode: "AU-VIC" } }] });
    expect(await (await verify(newAddress({ postalCode: "0100" }))).json()).toMatchObject({ decision: "REJECT", errors: { errors: [{ subject: "postalCode" }] } });
    const bad = await verify(newAddress({ postalCode: "30000" }));
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ type: "ValidationError", subject: "postalCode" });
  });

  it("adds an address once per Idempotency-Key; it is offered at checkout (wwgAddresses) too", async () => {
    const headers = { "Idempotency-Key": "address-test-key-1" };
    const first = await sendJson(backend, "POST", BASE, { token: ada, body: newAddress({ line1: "7 Key Street" }), headers });
    expect(first.status).toBe(201);
    const created = await parseJson(first, addressSchema);
    const again = await sendJson(backend, "POST", BASE, { token: ada, body: newAddress({ line1: "7 Key Street" }), headers });
    expect(again.status).toBe(201);
    expect((await parseJson(again, addressSchema)).id).toBe(created.id);
    expect((await book(ada)).filter((a) => a.line1 === "7 Key Street")).toHaveLength(1);
    const wwg = await parseJson(await get(backend, "/occ/v2/corporate/orgUsers/current/addresses/wwgAddresses", ada), bookSchema);
    expect(wwg.addresses.map((a) => a.id)).toContain(created.id);
    expect(created).toMatchObject({ defaultAddress: false, visibleInAddressBook: true });
  });

  it("sets the default (own beats the unit's), edits fields, deletes; the oldest own address takes over the default", async () => {
    const own = (await book(abe)).filter((a) => a.visibleInAddressBook);
    const [first, second] = own;
    const set = await sendJson(backend, "PATCH", `${BASE}/${second!.id}`, { token: abe, body: { defaultAddress: true } });
    expect(set.status).toBe(200);
    expect(await set.text()).toBe("");
    let addresses = await book(abe);
    expect(addresses[0]).toMatchObject({ id: second!.id, defaultAddress: true });
    const edit = await sendJson(backend, "PATCH", `${BASE}/${first!.id}`, { token: abe, body: { line1: "12 New Line Road", postalCode: "3221" } });
    expect(edit.status).toBe(200);
    expect(await parseJson(await get(backend, `${BASE}/${first!.id}`, abe), addressSchema)).toMatchObject({ line1: "12 New Line Road", postalCode: "3221", town: "Geelong" });
    const removed = await sendJson(backend, "DELETE", `${BASE}/${second!.id}`, { token: abe });
    expect(removed.status).toBe(200);
    addresses = await book(abe);
    expect(addresses.map((a) => a.id)).not.toContain(second!.id);
    // The unit has a default: the book keeps it instead of promoting an own address.
    expect(addresses.find((a) => a.defaultAddress)).toMatchObject({ visibleInAddressBook: false });
  });

  it("reaches only the user's own addresses: another user's and the unit's are 400 UnknownIdentifierError, nothing changes", async () => {
    const theirs = (await book(ada)).find((a) => a.visibleInAddressBook)!;
    const unit = (await book(abe)).find((a) => !a.visibleInAddressBook)!;
    for (const id of [theirs.id, unit.id, "999999", "abc"]) {
      for (const [method, body] of [["GET", undefined], ["PATCH", { line1: "Hijack" }], ["DELETE", undefined]] as const) {
        const response = await sendJson(backend, method, `${BASE}/${id}`, { token: abe, ...(body ? { body } : {}) });
        expect(response.status, `${method} ${id}`).toBe(400);
        expect(await errorOf(response)).toMatchObject({ type: "UnknownIdentifierError" });
      }
    }
    expect((await book(ada)).find((a) => a.id === theirs.id)).toMatchObject({ line1: theirs.line1 });
    const other = await sendJson(backend, "GET", "/occ/v2/corporate/users/addresses-js@acme.example/addresses", { token: abe });
    expect(other.status).toBe(403);
  });

  it("without the unit's alternate-address flag: no adding or editing (403), but default and delete work", async () => {
    const mine = (await book(kiwi)).find((a) => a.visibleInAddressBook)!;
    const add = await sendJson(backend, "POST", BASE, { token: kiwi, body: newAddress({ country: { isocode: "NZ" }, region: { isocode: "NZ-AUK" }, postalCode: "1010" }) });
    expect(add.status).toBe(403);
    const edit = await sendJson(backend, "PATCH", `${BASE}/${mine.id}`, { token: kiwi, body: { line1: "1 Other Road" } });
    expect(edit.status).toBe(403);
    const def = await sendJson(backend, "PATCH", `${BASE}/${mine.id}`, { token: kiwi, body: { defaultAddress: true } });
    expect(def.status).toBe(200);
    expect((await book(kiwi))[0]).toMatchObject({ id: mine.id, defaultAddress: true });
  });

  it("an address added to a book without a default becomes the default", async () => {
    const wholesale = (await login(backend, "buyer@wholesale.example")).access_token;
    const W = "/occ/v2/wholesale/users/current/addresses";
    // Harbour's unit address is the default; remove the unit default from the picture by checking the own rule directly.
    backend.db.prepare("UPDATE addresses SET is_default = 0 WHERE owner_unit = 'harbour-wholesale'").run();
    const created = await sendJson(backend, "POST", W, { token: wholesale, body: newAddress({ region: { isocode: "AU-NSW" }, postalCode: "2000", town: "Sydney" }) });
    expect(created.status).toBe(201);
    expect(await parseJson(created, addressSchema)).toMatchObject({ defaultAddress: true });
  });
});
