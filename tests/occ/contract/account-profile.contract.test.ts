import { describe, expect, it } from "vitest";
import { closeAccount, getProfileUser, getTitles, updatePreferredName, updateProfile } from "~/lib/occ/account-profile.server";
import { isUnknownResource } from "~/lib/occ/errors";
import { contract, sapErrors } from "./harness";
import { stockB2BUser } from "./fixtures/users";

/** Issue 25, My Profile (docs/account-profile.md): the stock SAP Commerce 2211 calls and a stock SAP's answer to the extension. */

const PROFILE_CONFIG = "Spartacus feature-libs/user/profile/occ/adapters/config/default-occ-user-profile-endpoint.config.ts";

describe("contract: My Profile's stock calls", () => {
  it("GET titles reads SAP's TitleListWsDTO", async () => {
    const run = contract([
      {
        source: `${PROFILE_CONFIG} titles; occ.models.ts Occ.TitleList`,
        request: { method: "GET", path: "titles" },
        response: { status: 200, body: { titles: [{ code: "mr", name: "Mr." }, { code: "dr", name: "Dr." }] } },
      },
    ]);
    expect(await run.verify(getTitles({ occ: run.occ }))).toEqual([
      { code: "mr", name: "Mr." },
      { code: "dr", name: "Dr." },
    ]);
  });

  it("a stock B2BUserWsDTO is a profile without this customer's fields", async () => {
    const run = contract([{ source: "SAP 2211 B2B OrgUsersController GET orgUsers/{userId}", request: { method: "GET", path: "orgUsers/current" }, response: { status: 200, body: stockB2BUser } }]);
    expect(await run.verify(getProfileUser({ occ: run.occ }))).toMatchObject({ firstName: "James", extended: false, mobileNumber: null, employeeId: null });
  });

  it("PATCH users/{userId} sends the UserWsDTO fields as JSON and reads SAP's empty 200", async () => {
    const run = contract([
      {
        source: `${PROFILE_CONFIG} userUpdateProfile; Spartacus OccUserProfileAdapter.update (PATCH, body = the user)`,
        request: { method: "PATCH", path: "users/current", body: { titleCode: "dr", firstName: "Pat", lastName: "Lee" } },
        response: { status: 200 },
      },
    ]);
    await run.verify(updateProfile({ occ: run.occ }, { titleCode: "dr", firstName: "Pat", lastName: "Lee" }));
  });

  it("DELETE users/{userId} closes the account (empty 200)", async () => {
    const run = contract([{ source: `${PROFILE_CONFIG} userCloseAccount; OccUserProfileAdapter.close (DELETE)`, request: { method: "DELETE", path: "users/current" }, response: { status: 200 } }]);
    await run.verify(closeAccount({ occ: run.occ }));
  });

  it("a stock SAP has no preferred-name call: 404 UnknownResourceError", async () => {
    const run = contract([
      {
        source: "spec part 2 §7 PUT orgUsers/{userId}/preferred-name (this customer's extension); a stock SAP 2211 answers UnknownResourceError",
        request: { method: "PUT", path: "orgUsers/current/preferred-name", body: { preferredName: "Pat" } },
        response: { status: 404, body: sapErrors.unknownResource("/corporate/orgUsers/current/preferred-name") },
      },
    ]);
    const error = await run.verify(updatePreferredName({ occ: run.occ }, "Pat").then(() => null, (e: unknown) => e));
    expect(isUnknownResource(error)).toBe(true);
  });
});
