import { describe, expect, it } from "vitest";
import { billingActionPath, cardView, cardViews, deleteCardPath, lastFour, returnView } from "~/lib/billing/view";
import { parsePaymentQuery } from "~/lib/payments/view";

const visa = {
  id: "3",
  cardType: { code: "visa", name: "Visa" },
  cardNumber: "************1111",
  accountHolderName: "Bella Barnes",
  expiryMonth: "8",
  expiryYear: "2029",
  defaultPayment: false,
  billingAddress: {
    firstName: "Bella",
    lastName: "Barnes",
    line1: "1 George Street",
    town: "Sydney",
    region: { isocode: "AU-NSW", isocodeShort: "NSW", name: "New South Wales" },
    postalCode: "2000",
    country: { isocode: "AU", name: "Australia" },
  },
};

describe("a saved card as Billing shows it", () => {
  it("names it by brand and last four, with holder, MM/YYYY expiry and the billing address lines", () => {
    expect(cardView(visa)).toEqual({
      id: "3",
      label: "Visa ending in 1111",
      brand: "Visa",
      last4: "1111",
      holder: "Bella Barnes",
      expiry: "08/2029",
      billingAddress: ["Bella Barnes", "1 George Street", "Sydney NSW 2000", "Australia"],
      isDefault: false,
    });
  });

  it("copes with what a stock SAP may leave out", () => {
    expect(cardView({ id: "9" })).toMatchObject({ label: "Card ending in ????", holder: null, expiry: null, billingAddress: [], isDefault: false });
    expect(lastFour("4111-1111-1111-4444")).toBe("4444");
    expect(cardView({ id: "9", cardType: { code: "master" } }).brand).toBe("master");
  });

  it("puts the default card first and keeps the backend's order otherwise", () => {
    const cards = cardViews([visa, { ...visa, id: "4", defaultPayment: true }, { ...visa, id: "5" }]);
    expect(cards.map((card) => [card.id, card.isDefault])).toEqual([
      ["4", true],
      ["3", false],
      ["5", false],
    ]);
  });

  it("builds its URLs with the id encoded", () => {
    expect(deleteCardPath("3")).toBe("/my-account/payment-details/3/delete");
    expect(deleteCardPath("a/b")).toBe("/my-account/payment-details/a%2Fb/delete");
    expect(billingActionPath("s1")).toBe("/my-account/payment-details?paymentStatus=ACCEPTED&sid=s1");
  });
});

describe("the return from the hosted card page", () => {
  const open = { sessionId: "s1" };
  it("shows the billing form only for ACCEPTED with the open registration's sid", () => {
    expect(returnView(parsePaymentQuery("paymentStatus=ACCEPTED&sid=s1"), open)).toEqual({ kind: "billing", sessionId: "s1" });
    expect(returnView(parsePaymentQuery("paymentStatus=accepted&sid=s1"), open)).toEqual({ kind: "billing", sessionId: "s1" });
  });

  it("warns for a cancel, a sid that is not ours and a return without an open registration", () => {
    expect(returnView(parsePaymentQuery("paymentStatus=CANCELLED&sid=s1"), open)).toEqual({ kind: "failed" });
    expect(returnView(parsePaymentQuery("paymentStatus=ACCEPTED&sid=other"), open)).toEqual({ kind: "failed" });
    expect(returnView(parsePaymentQuery("paymentStatus=ACCEPTED&sid=s1"), null)).toEqual({ kind: "failed" });
  });

  it("is the plain list without a return", () => {
    expect(returnView(parsePaymentQuery(""), open)).toEqual({ kind: "list" });
    expect(returnView(parsePaymentQuery("sid=s1"), null)).toEqual({ kind: "list" });
  });
});
