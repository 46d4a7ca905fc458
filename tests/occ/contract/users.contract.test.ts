import { describe, expect, it } from "vitest";
import { getCurrentUser, userGroupUids } from "~/lib/occ/users.server";
import { contract } from "./harness";
import { customerUser, stockB2BUser } from "./fixtures/users";

const SOURCE = "SAP 2211 B2B OrgUsersController GET orgUsers/{userId} (B2BUserWsDTO); Spartacus occ.models.ts Occ.B2BUser";

describe("contract: GET orgUsers/{userId} (the current user)", () => {
  it("reads SAP's B2BUserWsDTO: roles as the group model, this customer's flags at their defaults", async () => {
    const run = contract([{ source: SOURCE, request: { method: "GET", path: "orgUsers/current" }, response: { status: 200, body: stockB2BUser } }]);
    const user = await run.verify(getCurrentUser({ occ: run.occ }));
    expect(user).toMatchObject({
      uid: "james.weber@harvestlive.inc",
      firstName: "James",
      lastName: "Weber",
      groups: [],
      roles: ["b2badmingroup", "b2bcustomergroup"],
      // docs/occ-api.md "Current user": what a stock SAP lacks.
      priceEnabled: true,
      enableTaken: false,
      isFirstLogin: false,
      showLoginPreferencePage: false,
      showCDCRegistrationPage: false,
      indentMode: false,
      preferredName: null,
      wearerId: null,
      orgUnit: { uid: "17100003", name: "Dell Bont Industries", active: true, billToName: null, customerSpecificCurrencySymbol: null, bulkUploadEnabled: false },
      currency: { isocode: "USD", symbol: "$" },
    });
    expect(userGroupUids(user)).toEqual(["b2badmingroup", "b2bcustomergroup"]);
  });

  it("reads this customer's answer with its groups and flags", async () => {
    const run = contract([{ source: "spec part 2 §7 GET orgUsers/{userId}", request: { method: "GET", path: "orgUsers/current" }, response: { status: 200, body: customerUser } }]);
    const user = await run.verify(getCurrentUser({ occ: run.occ }));
    expect(user).toMatchObject({ priceEnabled: false, enableTaken: true, isFirstLogin: true, preferredName: "Jim" });
    expect(user.orgUnit?.customerSpecificCurrencySymbol).toBe("US$");
    expect(userGroupUids(user)).toEqual(["b2bcustomergroup", "b2badmingroup"]);
  });
});
