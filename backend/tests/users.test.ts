import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, get, login, occErrorsSchema, parseJson, readJson, type TestBackend } from "./helpers";

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});
afterAll(() => backend.close());

async function currentUser(username: string, site = "corporate", userId = "current") {
  const { access_token } = await login(backend, username);
  return get(backend, `/occ/v2/${site}/orgUsers/${encodeURIComponent(userId)}`, access_token);
}

const acmeUnit = {
  uid: "acme-au",
  name: "Acme Workwear Australia",
  active: true,
  billToName: "Acme Workwear Pty Ltd",
  country: { isocode: "AU", name: "Australia" },
  customerSpecificCurrencySymbol: "A$",
  bulkUploadEnabled: false,
  enableNaizFit: false,
  enableChatbot: false,
};

describe("GET /occ/v2/{site}/orgUsers/{userId}", () => {
  it("answers the contract shape for the signed-in user", async () => {
    const response = await currentUser("buyer@acme.example");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await readJson(response)).toEqual({
      uid: "buyer@acme.example",
      name: "Bella Barnes",
      firstName: "Bella",
      lastName: "Barnes",
      preferredName: null,
      displayUid: "buyer@acme.example",
      titleCode: "mrs",
      mobileNumber: "+61400000002",
      employeeId: "ACME-4001",
      groups: [{ uid: "b2bcustomergroup", name: "Customer" }],
      enableTaken: false,
      priceEnabled: true,
      wearerId: null,
      showLoginPreferencePage: true,
      isFirstLogin: false,
      showCDCRegistrationPage: false,
      indentMode: false,
      indentStartDate: null,
      indentEndDate: null,
      indentExpectedDeliveryDate: null,
      currency: { isocode: "AUD", symbol: "$" },
      orgUnit: acmeUnit,
    });
  });

  it("accepts the user's own uid, case-insensitively", async () => {
    expect((await currentUser("buyer@acme.example", "corporate", "Buyer@Acme.example")).status).toBe(200);
  });

  it("refuses another user's uid with 403", async () => {
    const response = await currentUser("buyer@acme.example", "corporate", "admin@acme.example");
    expect(response.status).toBe(403);
    expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("ForbiddenError");
  });

  it("answers the NZ organisation for the Kiwi wearer", async () => {
    const response = await currentUser("wearer@kiwi.example");
    expect(await readJson(response)).toMatchObject({
      name: "Aroha Ngata",
      groups: [{ uid: "customergroup", name: "Wearer" }],
      showLoginPreferencePage: false,
      currency: { isocode: "NZD", symbol: "$" },
      orgUnit: {
        uid: "kiwi-nz",
        name: "Kiwi Services New Zealand",
        billToName: "Kiwi Services Limited",
        country: { isocode: "NZ", name: "New Zealand" },
        customerSpecificCurrencySymbol: "NZ$",
      },
    });
  });

  it.each([
    ["wearer@acme.example", { name: "Wendy Walker", wearerId: "W1001", enableTaken: true, priceEnabled: false, groups: [{ uid: "customergroup", name: "Wearer" }], orgUnit: acmeUnit }],
    ["approver@acme.example", { name: "Arjun Patel", groups: [{ uid: "b2bapprovergroup", name: "Approver" }] }],
    [
      "admin@acme.example",
      { name: "Alex Morgan", showLoginPreferencePage: true, groups: [{ uid: "CustomerAdmin", name: "Customer Admin" }, { uid: "b2badmingroup", name: "Admin" }] },
    ],
    ["newstarter@acme.example", { name: "Noah Fischer", isFirstLogin: true, orgUnit: { ...acmeUnit, uid: "acme-au-nsw", name: "Acme Workwear New South Wales" } }],
  ])("answers the seeded profile of %s", async (username, expected) => {
    const response = await currentUser(username);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject(expected);
  });

  it("answers the wholesale buyer on the wholesale site only", async () => {
    const wholesale = await currentUser("buyer@wholesale.example", "wholesale");
    expect(await readJson(wholesale)).toMatchObject({
      name: "Sam Turner",
      priceEnabled: true,
      orgUnit: { uid: "harbour-wholesale", bulkUploadEnabled: true, customerSpecificCurrencySymbol: "A$" },
    });
    expect((await currentUser("buyer@wholesale.example", "corporate")).status).toBe(403);
  });

  it("answers 403 ForbiddenError when the user does not belong to the site", async () => {
    const response = await currentUser("buyer@acme.example", "wholesale");
    expect(response.status).toBe(403);
    const [error] = (await parseJson(response, occErrorsSchema)).errors;
    expect(error).toEqual({ type: "ForbiddenError", message: "User does not belong to base site 'wholesale'" });
  });

  it("answers 404 for an unknown base site", async () => {
    const response = await currentUser("buyer@acme.example", "nowhere");
    expect(response.status).toBe(404);
    expect((await parseJson(response, occErrorsSchema)).errors[0]?.type).toBe("UnknownResourceError");
  });

  it("refuses tokens of a user disabled after sign-in", async () => {
    const { access_token } = await login(backend, "approver@acme.example");
    backend.db.prepare("UPDATE users SET disabled = 1 WHERE uid = 'approver@acme.example'").run();
    try {
      const response = await get(backend, "/occ/v2/corporate/orgUsers/current", access_token);
      expect(response.status).toBe(401);
    } finally {
      backend.db.prepare("UPDATE users SET disabled = 0 WHERE uid = 'approver@acme.example'").run();
    }
  });
});
