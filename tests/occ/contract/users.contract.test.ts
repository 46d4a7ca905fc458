import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSsoUrl, loginUserCheck } from "~/lib/occ/onboarding.server";
import { disableProxyMode, getProxyMode, getProxyWearers } from "~/lib/occ/proxy.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { getCurrentUser, userGroupUids } from "~/lib/occ/users.server";
import { contract, sapErrors } from "./harness";
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

/**
 * This customer's user extensions (spec part 2 §4 and §7: login user check, SSO URL, proxy dropdown and mode). A stock
 * SAP answers each 404 UnknownResourceError; the storefront degrades instead of failing the page (issue 22).
 */
describe("contract: the user's extensions against a stock SAP (404 UnknownResourceError)", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetStockFallbacks();
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const unknown = (path: string, method: "GET" | "DELETE" = "GET") => ({
    source: "spec part 2 §7 (this customer's extension); a stock SAP 2211 answers UnknownResourceError",
    request: { method, path },
    response: { status: 404, body: sapErrors.unknownResource(`/corporate/${path}`) },
  });

  it("the login user check passes and there is no SSO continuation URL", async () => {
    const check = contract([unknown("orgUsers/current/loginUserCheck")]);
    expect(await check.verify(loginUserCheck({ occ: check.occ }))).toBe(200);
    const sso = contract([unknown("orgUsers/current/ssoUrl")]);
    expect(await sso.verify(getSsoUrl({ occ: sso.occ }))).toBe("");
  });

  it("proxy ordering is off: no wearers, mode off, turning it off is a no-op", async () => {
    const wearers = contract([unknown("orgUsers/current/proxy/wearers")]);
    expect(await wearers.verify(getProxyWearers({ occ: wearers.occ }))).toEqual([]);
    const mode = contract([unknown("orgUsers/current/proxy")]);
    expect(await mode.verify(getProxyMode({ occ: mode.occ }))).toEqual({ proxyMode: false });
    // Remembered for 5 minutes: no second call.
    const off = contract([]);
    await off.verify(disableProxyMode({ occ: off.occ }));
    expect(warn).toHaveBeenCalledTimes(2); // once per extension: the wearers, the mode
  });

  it("with the extensions, their answers are read", async () => {
    const run = contract([
      { source: "docs/occ-api.md Proxy ordering", request: { method: "GET", path: "orgUsers/current/proxy" }, response: { status: 200, body: { proxyMode: true, uid: "w@acme.example", name: "Wendy", cartId: null } } },
    ]);
    expect(await run.verify(getProxyMode({ occ: run.occ }))).toMatchObject({ proxyMode: true, uid: "w@acme.example" });
  });
});
