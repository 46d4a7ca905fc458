import { describe, expect, it } from "vitest";
import { type PageModeInput, pageIdFromMatches, pageModes } from "~/lib/shell/page-modes";

const corporate = (pathname: string, extra: Partial<PageModeInput> = {}) =>
  pageModes({ pathname, siteType: "corporate", isPunchOutMode: false, ...extra });
const wholesale = (pathname: string, extra: Partial<PageModeInput> = {}) =>
  pageModes({ pathname, siteType: "wholesale", isPunchOutMode: false, ...extra });

describe("page modes: the normal header is hidden on the listed paths (part 1 §2, part 2 §2)", () => {
  const listed = [
    "/login",
    "/login/register",
    "/customerRegistrationPage",
    "/reset",
    "/expired",
    "/customer-onboarding",
    "/resetpassword",
    "/punchout/cxml/session",
    "/punchout-loading",
    "/forgot-password",
    "/reg/new",
  ];

  it.each(listed)("%s hides the normal header on the corporate site", (path) => {
    expect(corporate(path).header).toBe("minimal");
    expect(corporate(`${path}/`).header, "a trailing slash is the same page").toBe("minimal");
  });

  it.each(["/register", "/register/ABC123", "/registerNow", "/register/specific"])(
    "%s starts with /register and hides the normal header",
    (path) => {
      expect(corporate(path).header).toBe("minimal");
      expect(wholesale(path).header).toBe("minimal");
    },
  );

  it("/customer-onboarding has its own header on the wholesale site", () => {
    expect(wholesale("/customer-onboarding").header).toBe("wholesale-onboarding");
    expect(wholesale("/customer-onboarding/").header).toBe("wholesale-onboarding");
    expect(corporate("/customer-onboarding").header).toBe("minimal");
  });

  it.each(listed.filter((p) => p !== "/customer-onboarding"))("%s hides the normal header on wholesale too", (path) => {
    expect(wholesale(path).header).toBe("minimal");
  });

  it.each(["/", "/home", "/my-account", "/login/verify-token", "/login/forgot-password", "/resets", "/expired-link", "/search/reset", "/product/X/y", "/reg"])(
    "%s keeps the normal header (exact paths only)",
    (path) => {
      expect(corporate(path).header).toBe("normal");
    },
  );
});

describe("page modes: checkout mode", () => {
  it.each(["/checkout", "/checkout/payment-details", "/my-account/taken-orders", "/taken", "/SSO-Redirection", "/x/SSO-Redirection?access_token=1"])(
    "%s is checkout mode: account header, search bar and site links hidden",
    (path) => {
      const modes = corporate(path);
      expect(modes.checkoutMode).toBe(true);
      expect(modes.showAccountMenu).toBe(false);
      expect(modes.showSearch).toBe(false);
      expect(modes.showSiteLinks).toBe(false);
      expect(modes.showLogout, "logging out stays possible").toBe(true);
      expect(wholesale(path).checkoutMode).toBe(true);
    },
  );

  it.each(["/", "/cart", "/my-account", "/sso-redirection", "/Checkout", "/search/tak"])("%s is not checkout mode", (path) => {
    const modes = corporate(path);
    expect(modes.checkoutMode).toBe(false);
    expect(modes.showAccountMenu).toBe(true);
    expect(modes.showSearch).toBe(true);
    expect(modes.showSiteLinks).toBe(true);
  });
});

describe("page modes: home banners", () => {
  it.each(["/", "/home", "/home/"])("%s shows the home and contact banners", (path) => {
    expect(corporate(path).showHomeBanners).toBe(true);
    expect(wholesale(path).showHomeBanners).toBe(true);
  });

  it.each(["/homepage", "/my-account", "/home/more", "/search/home", "/login"])("%s does not", (path) => {
    expect(corporate(path).showHomeBanners).toBe(false);
  });
});

describe("page modes: page id ReturnOrExchange", () => {
  it("hides the search bar on the wholesale site only", () => {
    expect(wholesale("/my-account/return-or-exchange", { pageId: "ReturnOrExchange" }).showSearch).toBe(false);
    expect(wholesale("/my-account/return-or-exchange", { pageId: "ReturnOrExchange" }).showAccountMenu).toBe(true);
    expect(corporate("/my-account/return-or-exchange", { pageId: "ReturnOrExchange" }).showSearch).toBe(true);
    expect(wholesale("/my-account/return-or-exchange", { pageId: "orderHistory" }).showSearch).toBe(true);
  });

  it("is read from the deepest route handle that declares one", () => {
    expect(pageIdFromMatches([{ handle: undefined }, { handle: { pageId: "homepage" } }, { handle: { pageId: "ReturnOrExchange" } }])).toBe(
      "ReturnOrExchange",
    );
    expect(pageIdFromMatches([{ handle: { pageId: "homepage" } }, { handle: { other: 1 } }])).toBe("homepage");
    expect(pageIdFromMatches([{}, { handle: null }, { handle: { pageId: 3 } }])).toBeNull();
  });
});

describe("page modes: punch-out", () => {
  it("hides My Account, search and the standard logout and shows 'Cancel requisition'", () => {
    const modes = corporate("/", { isPunchOutMode: true });
    expect(modes.punchOutMode).toBe(true);
    expect(modes.showAccountMenu).toBe(false);
    expect(modes.showSearch).toBe(false);
    expect(modes.showLogout).toBe(false);
    expect(modes.showCancelRequisition).toBe(true);
    expect(modes.showSiteLinks).toBe(true);
  });

  it("outside punch-out the standard logout shows and no 'Cancel requisition'", () => {
    const modes = corporate("/");
    expect(modes.showLogout).toBe(true);
    expect(modes.showCancelRequisition).toBe(false);
  });

  it.each(["/punch-out-session-end", "/punchout-session-end"])("%s sets the punch-out session-expired state", (path) => {
    const modes = corporate(path);
    expect(modes.punchOutSessionEnded).toBe(true);
    expect(modes.showAccountMenu).toBe(false);
    expect(modes.showSearch).toBe(false);
    expect(corporate("/punchout-loading").punchOutSessionEnded).toBe(false);
  });
});

describe("page modes: site variants", () => {
  it("shows Notifications on the wholesale site only", () => {
    expect(wholesale("/").showNotifications).toBe(true);
    expect(corporate("/").showNotifications).toBe(false);
  });
});
