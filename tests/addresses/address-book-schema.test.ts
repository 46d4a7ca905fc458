import { describe, expect, it } from "vitest";
import { AddressBookSchema, parseAddressBookForm, toAddressBookBody, VerifyChoiceSchema } from "~/lib/addresses/address-book-schema";
import { addressCards } from "~/lib/addresses/address-view";
import * as m from "~/lib/addresses/messages";
import { postcodeMatches, POSTCODE_RULES } from "~/lib/addresses/postcode-rules";

/** The address book's form schema (browser and server) and the postcode rules (issue 25, H3). */

const form = (over: Record<string, string> = {}) => {
  const data = new FormData();
  const fields = { country: "AU", firstName: "Ada", lastName: "Address", line1: "5 Test Street", town: "Geelong", region: "AU-VIC", postalCode: "3220", ...over };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("postcode rules", () => {
  it("AU and NZ postcodes are four digits", () => {
    for (const country of ["AU", "NZ"]) {
      expect(postcodeMatches(country, "3220")).toBe(true);
      expect(postcodeMatches(country, "0800")).toBe(true);
      for (const bad of ["322", "32200", "32a0", " 3220x", ""]) expect(postcodeMatches(country, bad), `${country} ${bad}`).toBe(false);
    }
    expect(POSTCODE_RULES["AU"]?.digits).toBe(4);
  });
});

describe("address book schema", () => {
  it("accepts a full address and builds SAP's AddressWsDTO (empty optional fields left out)", () => {
    const submission = parseAddressBookForm(form({ line2: "", phone: "03 9000 1000", defaultAddress: "on" }));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toAddressBookBody(submission.value)).toEqual({
      firstName: "Ada",
      lastName: "Address",
      line1: "5 Test Street",
      town: "Geelong",
      region: { isocode: "AU-VIC" },
      postalCode: "3220",
      country: { isocode: "AU" },
      phone: "03 9000 1000",
      defaultAddress: true,
    });
  });

  it("refuses a postcode of the wrong format with the country's message, and required fields with the spec's text", () => {
    const nz = parseAddressBookForm(form({ country: "NZ", region: "NZ-AUK", postalCode: "10100" }));
    expect(nz.status).toBe("error");
    expect(nz.reply().error?.["postalCode"]).toEqual([m.postcodeInvalid("New Zealand", 4)]);
    const empty = parseAddressBookForm(form({ firstName: "", line1: " " }));
    expect(empty.reply().error).toMatchObject({ firstName: ["This field is required."], line1: ["This field is required."] });
  });

  it("refuses a region of another country and an unknown country; keeps every value in the reply", () => {
    const submission = parseAddressBookForm(form({ region: "NZ-AUK", town: "Typed town" }));
    expect(submission.reply().error?.["region"]).toHaveLength(1);
    expect(submission.reply().initialValue).toMatchObject({ town: "Typed town", postalCode: "3220" });
    expect(AddressBookSchema.safeParse({ country: "US" }).success).toBe(false);
  });

  it("the suggestion step needs a choice", () => {
    expect(VerifyChoiceSchema.safeParse({ choice: "suggested" }).success).toBe(true);
    expect(VerifyChoiceSchema.safeParse({}).error?.issues[0]?.message).toBe(m.verifyChoiceRequired);
  });
});

describe("address cards", () => {
  it("puts the default first and tells own from shared addresses", () => {
    const base = { firstName: "A", lastName: "B", line1: "L", town: "T", postalCode: "3000", country: { isocode: "AU", name: "Australia" } };
    const cards = addressCards([
      { ...base, id: "1", line1: "Own", visibleInAddressBook: true },
      { ...base, id: "2", line1: "Unit", visibleInAddressBook: false, defaultAddress: true },
    ]);
    expect(cards.map((card) => [card.id, card.isDefault, card.own])).toEqual([["2", true, false], ["1", false, true]]);
  });
});
