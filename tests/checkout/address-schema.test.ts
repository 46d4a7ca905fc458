import { describe, expect, it } from "vitest";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { lazyValidator } from "~/components/form/lazy-validator";
import { AddressSchema, parseAddressForm, toAddressBody } from "~/lib/checkout/address-schema";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const VALID = {
  intent: "new",
  country: "AU",
  titleCode: "ms",
  firstName: "Jo",
  lastName: "Citizen",
  line1: "1 George St",
  line2: "",
  town: "Sydney",
  region: "AU-NSW",
  postalCode: "2000",
  phone: "",
  cellphone: "0412 345 678",
};

describe("address form schema", () => {
  it("accepts a complete address and builds the OCC body", () => {
    const submission = parseAddressForm(form({ ...VALID, saveInAddressBook: "on" }));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toAddressBody(submission.value)).toEqual({
      titleCode: "ms",
      firstName: "Jo",
      lastName: "Citizen",
      line1: "1 George St",
      town: "Sydney",
      region: { isocode: "AU-NSW" },
      postalCode: "2000",
      country: { isocode: "AU" },
      cellphone: "0412 345 678",
      defaultAddress: false,
      saveInAddressBook: true,
    });
  });

  it("a default address is saved in the address book", () => {
    const submission = parseAddressForm(form({ ...VALID, defaultAddress: "on" }));
    expect(submission.status === "success" && toAddressBody(submission.value).saveInAddressBook).toBe(true);
  });

  it("requires first name, last name, line 1, town, postcode and country with the spec's text", () => {
    const submission = parseAddressForm(form({ intent: "new" }));
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    for (const name of ["firstName", "lastName", "line1", "town", "postalCode", "country"]) {
      expect(errors[name], name).toEqual([messages.required]);
    }
    for (const name of ["titleCode", "line2", "region", "phone", "cellphone"]) expect(errors[name], name).toBeUndefined();
  });

  it("checks the formats with our texts and keeps the values", async () => {
    const { validate } = await lazyValidator(() => Promise.resolve(AddressSchema))();
    const submission = validate(
      form({ ...VALID, postalCode: "20000", country: "US", titleCode: "sir", cellphone: "12", phone: "abc" }),
    );
    const reply = submission.reply();
    expect(reply.error?.postalCode).toEqual([checkoutMessages.addressInvalidPostalCode]);
    expect(reply.error?.country).toEqual([checkoutMessages.addressInvalidCountry]);
    expect(reply.error?.titleCode).toEqual([checkoutMessages.addressInvalidTitle]);
    expect(reply.error?.cellphone).toEqual([checkoutMessages.addressInvalidMobile]);
    expect(reply.error?.phone).toEqual([checkoutMessages.addressInvalidPhone]);
    expect(reply.initialValue?.firstName).toBe("Jo");
  });

  it("a region must belong to the chosen country", () => {
    const reply = parseAddressForm(form({ ...VALID, country: "NZ" })).reply();
    expect(reply.error?.region).toEqual([checkoutMessages.addressInvalidRegion]);
    expect(parseAddressForm(form({ ...VALID, country: "NZ", region: "NZ-AUK" })).status).toBe("success");
  });

  it("limits lengths", () => {
    const reply = parseAddressForm(form({ ...VALID, line1: "x".repeat(256) })).reply();
    expect(reply.error?.line1).toEqual([checkoutMessages.addressFieldTooLong(255)]);
  });
});
