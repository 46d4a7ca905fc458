import { describe, expect, it } from "vitest";
import { addressLines, paymentSummary } from "~/lib/payments/summary";

const billing = { firstName: "Acme", lastName: "Receiving", line1: "Level 3, 120 Collins Street", town: "Melbourne", region: { isocode: "AU-VIC", isocodeShort: "VIC", name: "Victoria" }, postalCode: "3000", country: { isocode: "AU", name: "Australia" } };

describe("payment summary", () => {
  it("card: type, masked number, last four, holder, expiry, billing address", () => {
    expect(
      paymentSummary({
        paymentType: { code: "CARD", displayName: "Card" },
        paymentInfo: { id: "7", cardType: { code: "visa", name: "Visa" }, cardNumber: "************1111", accountHolderName: "Bella Barnes", expiryMonth: "04", expiryYear: "2029", billingAddress: billing },
      }),
    ).toEqual({
      type: "CARD",
      label: "Card",
      cardType: "Visa",
      cardNumber: "************1111",
      last4: "1111",
      holder: "Bella Barnes",
      expiry: "04/2029",
      billingAddress: ["Acme Receiving", "Level 3, 120 Collins Street", "Melbourne VIC 3000", "Australia"],
    });
  });

  it("account: cost centre and PO number from the review step", () => {
    expect(paymentSummary({ paymentType: { code: "ACCOUNT", displayName: "Account" }, costCenter: { code: "ACME-OPS", name: "Operations" }, purchaseOrderNumber: "PO-1" })).toEqual({
      type: "ACCOUNT",
      label: "Account",
      costCentre: "Operations (ACME-OPS)",
      purchaseOrderNumber: "PO-1",
    });
  });

  it("card chosen without card details, or nothing: no summary", () => {
    expect(paymentSummary({ paymentType: { code: "CARD" } })).toBeNull();
    expect(paymentSummary({})).toBeNull();
  });

  it("address lines skip what is missing", () => {
    expect(addressLines({ firstName: "A", lastName: "B", line1: "1 St", line2: "Unit 2", town: "Town", postalCode: "2000", country: { isocode: "NZ" } })).toEqual(["A B", "1 St", "Unit 2", "Town 2000", "NZ"]);
  });
});
