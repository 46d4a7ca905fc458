import { describe, expect, it } from "vitest";
import { pathIsUnder, sessionGuardRedirect, type GuardInput } from "~/lib/session-guards";

const base: GuardInput = {
  pathname: "/",
  isFirstLogin: false,
  showCdcRegistrationPage: false,
  isProxyMode: false,
  proxyRestrictedPaths: ["/my-account", "/purchase-order"],
};

describe("sessionGuardRedirect", () => {
  it("lets an ordinary session through", () => {
    expect(sessionGuardRedirect({ ...base, pathname: "/my-account/orders" })).toBeNull();
  });

  it("sends a first login to /customer-onboarding from anywhere but there", () => {
    expect(sessionGuardRedirect({ ...base, isFirstLogin: true, pathname: "/" })).toBe("/customer-onboarding");
    expect(sessionGuardRedirect({ ...base, isFirstLogin: true, pathname: "/search/polo" })).toBe("/customer-onboarding");
    expect(sessionGuardRedirect({ ...base, isFirstLogin: true, pathname: "/customer-onboarding" })).toBeNull();
    expect(sessionGuardRedirect({ ...base, isFirstLogin: true, pathname: "/customer-onboarding/" })).toBeNull();
  });

  it("sends identity-provider registration first, before onboarding", () => {
    const input = { ...base, isFirstLogin: true, showCdcRegistrationPage: true };
    expect(sessionGuardRedirect({ ...input, pathname: "/" })).toBe("/customerRegistrationPage");
    expect(sessionGuardRedirect({ ...input, pathname: "/customer-onboarding" })).toBe("/customerRegistrationPage");
    expect(sessionGuardRedirect({ ...input, pathname: "/customerRegistrationPage" })).toBeNull();
  });

  it("always lets the user log out", () => {
    expect(sessionGuardRedirect({ ...base, isFirstLogin: true, pathname: "/logout" })).toBeNull();
    expect(sessionGuardRedirect({ ...base, showCdcRegistrationPage: true, pathname: "/logout" })).toBeNull();
  });

  it("redirects restricted paths to /order-in-progress in proxy mode only", () => {
    const proxy = { ...base, isProxyMode: true };
    expect(sessionGuardRedirect({ ...proxy, pathname: "/my-account" })).toBe("/order-in-progress");
    expect(sessionGuardRedirect({ ...proxy, pathname: "/purchase-order/new" })).toBe("/order-in-progress");
    expect(sessionGuardRedirect({ ...proxy, pathname: "/my-accounts" })).toBeNull();
    expect(sessionGuardRedirect({ ...proxy, pathname: "/" })).toBeNull();
    expect(sessionGuardRedirect({ ...proxy, pathname: "/order-in-progress" })).toBeNull();
    expect(sessionGuardRedirect({ ...base, pathname: "/my-account" })).toBeNull();
  });

  it("matches the path as the router does: any case, percent-encoded, repeated slashes (issue 21, hole 7)", () => {
    const proxy = { ...base, isProxyMode: true };
    expect(sessionGuardRedirect({ ...proxy, pathname: "/Purchase-Order" })).toBe("/order-in-progress");
    expect(sessionGuardRedirect({ ...proxy, pathname: "/My-Account/" })).toBe("/order-in-progress");
    expect(sessionGuardRedirect({ ...proxy, pathname: "/%6Dy-account" })).toBe("/order-in-progress");
    expect(sessionGuardRedirect({ ...proxy, pathname: "//my-account//approval-dashboard" })).toBe("/order-in-progress");
    expect(sessionGuardRedirect({ ...proxy, pathname: "/Order-In-Progress" })).toBeNull();
    const punchOut = { ...base, isPunchOutMode: true };
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/CheckOut/review" })).toBe("/cart");
    expect(sessionGuardRedirect({ ...base, showCdcRegistrationPage: true, pathname: "/customerregistrationpage" })).toBeNull();
    expect(sessionGuardRedirect({ ...base, isFirstLogin: true, pathname: "/Logout" })).toBeNull();
    expect(sessionGuardRedirect({ ...proxy, pathname: "/%E0%A4%A" })).toBeNull();
  });

  it("closes the account area in punch-out mode (spec: punch-out hides My Account; issue 21, hole 7)", () => {
    const punchOut = { ...base, isPunchOutMode: true };
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/purchase-order/14/delete" })).toBe("/cart");
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/my-account" })).toBe("/cart");
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/my-account/approval-dashboard" })).toBe("/cart");
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/proxy-order" })).toBe("/cart");
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/orderUniform" })).toBeNull();
    expect(sessionGuardRedirect({ ...base, pathname: "/purchase-order/14/delete" })).toBeNull();
  });

  it("sends checkout to the cart in punch-out mode only (issue 18: the cart is transferred instead)", () => {
    const punchOut = { ...base, isPunchOutMode: true };
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/checkout" })).toBe("/cart");
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/checkout/payment-details" })).toBe("/cart");
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/cart" })).toBeNull();
    expect(sessionGuardRedirect({ ...punchOut, pathname: "/punchout/requisition" })).toBeNull();
    expect(sessionGuardRedirect({ ...base, pathname: "/checkout" })).toBeNull();
  });
});

describe("pathIsUnder", () => {
  it("matches whole segments", () => {
    expect(pathIsUnder("/a/b", "/a")).toBe(true);
    expect(pathIsUnder("/a", "/a/")).toBe(true);
    expect(pathIsUnder("/ab", "/a")).toBe(false);
  });
});
