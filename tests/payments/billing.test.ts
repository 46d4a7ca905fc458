import { describe, expect, it } from "vitest";
import { billingQuery, regionShort } from "~/lib/payments/billing";
import { parseBilling } from "~/lib/payments/billing-schema";
import * as messages from "~/lib/messages";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const ADDRESS = { country: "AU", firstName: "Bella", lastName: "Barnes", line1: "8 Wattle Avenue", town: "Hawthorn", region: "AU-VIC", postalCode: "3122" };

describe("billing form", () => {
  it("'Same as delivery address' ticked: nothing else is read", () => {
    const submission = parseBilling(form({ intent: "billing", sameAsDelivery: "on", firstName: "" }));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    // Spartacus sends the delivery address as the billing address (SAP's parameter names).
    const delivery = { firstName: "Bella", lastName: "Barnes", line1: "8 Wattle Avenue", town: "Hawthorn", region: { isocode: "AU-VIC", isocodeShort: "VIC" }, postalCode: "3122", country: { isocode: "AU" } };
    expect(billingQuery(submission.value, delivery)).toEqual({ country: "AU", firstName: "Bella", lastName: "Barnes", line1: "8 Wattle Avenue", town: "Hawthorn", region: "VIC", postalCode: "3122" });
    expect(billingQuery(submission.value)).toBeUndefined();
  });

  it("unticked: the address form's rules (required fields, 4-digit postcode)", () => {
    const submission = parseBilling(form({ intent: "billing", country: "AU", postalCode: "31" }));
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error?.firstName).toEqual([messages.required]);
    expect(reply.error?.line1).toEqual([messages.required]);
    expect(reply.error?.postalCode?.length).toBe(1);
  });

  it("a valid address becomes SAP's fields (region as its short code, empty fields, title and phone left out)", () => {
    const submission = parseBilling(form({ intent: "billing", ...ADDRESS, line2: "", titleCode: "ms", phone: "03 9000 1234" }));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(billingQuery(submission.value)).toEqual({
      country: "AU",
      firstName: "Bella",
      lastName: "Barnes",
      line1: "8 Wattle Avenue",
      town: "Hawthorn",
      region: "VIC",
      postalCode: "3122",
    });
  });

  it("regionShort", () => {
    expect(regionShort("AU-NSW", "AU")).toBe("NSW");
    expect(regionShort("NZ-AUK", "NZ")).toBe("AUK");
    expect(regionShort("NSW", "AU")).toBe("NSW");
  });
});
