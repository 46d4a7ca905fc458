import { type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { accountMenuToggle, banner, miniCart, mobileMenuToggle, searchControl, signInAs, siteLinks } from "./shell-helpers";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

/**
 * A buyer's account menu: the overview, the buyer's role links and the spec's ProfileSlot entries (issue 25: every one
 * has its page now). buyer@acme.example has showLoginPreferencePage, so Login & Security is there; Notifications is
 * the wholesale menu's.
 */
const PROFILE_ENTRIES = ["My Profile", "Delivery and Shipping", "Billing"];
const ACCOUNT_ENTRIES = ["Account overview", "Order for a wearer", "Purchase orders", ...PROFILE_ENTRIES, "Login & Security"];
const NETWORK_ERROR = "You are offline. Check your connection; changes will not be saved until you are back online.";

/*
 * The shell is on every page. Server-rendered facts (the anonymous header, a menu's entries, the wholesale menu's
 * Notifications) are proven in the no-js project (@no-js-only); keyboard, focus, Escape, scroll locking, the offline
 * message, the skip link (a navigation, which the app's focus management sees with JavaScript) and the CMS script
 * that must stay inert with JavaScript on run in the js project too. Stored sessions (shell-helpers.ts signInAs).
 */

async function openAccountMenuByKeyboard(page: Page) {
  const toggle = accountMenuToggle(page);
  await toggle.focus();
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  return banner(page).getByRole("navigation", { name: "Account menu" });
}

test.describe("site header", () => {
  test("anonymous visitors see the logo, site links, search and 'Sign in' — no account menu, cart or logout", { tag: "@no-js-only" }, async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const header = banner(page);
    await expect(header.getByRole("link", { name: "Uniform Store home" })).toBeVisible();
    await expect(siteLinks(page).getByRole("link", { name: "Order uniform" })).toBeVisible();
    await expect(searchControl(page).first()).toBeVisible();
    await expect(accountMenuToggle(page)).toHaveCount(0);
    await expect(miniCart(page)).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Log out" })).toHaveCount(0);

    await header.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/no-such-page");
  });

  test("a buyer's account menu has its entries, by keyboard", async ({ page }, testInfo) => {
    await signInAs(page, "buyer@acme.example");
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page)).toContainText(/\d/);
    await expect(banner(page).getByRole("link", { name: "Log out" })).toBeVisible();

    const menu = await openAccountMenuByKeyboard(page);
    await expect(menu).toBeVisible();
    for (const name of ACCOUNT_ENTRIES) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();

    if (isJavaScriptEnabled(testInfo)) {
      // Escape closes it and returns focus to the toggle.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(accountMenuToggle(page)).toBeFocused();
    } else {
      // Without JavaScript the disclosure closes with the same key that opened it.
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();
    }
  });

  test("a wearer's account menu has the overview and the profile entries, but no Login & Security (no showLoginPreferencePage) and no buyer links", { tag: "@no-js-only" }, async ({ page }) => {
    await signInAs(page, "wearer@acme.example");
    // From 'going offline shows the networkError message' (@js-only now): no offline message without JavaScript.
    await expect(page.getByRole("alert").filter({ hasText: NETWORK_ERROR })).toHaveCount(0);
    const menu = await openAccountMenuByKeyboard(page);
    await expect(menu.getByRole("link", { name: "Account overview" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Purchase orders" })).toHaveCount(0);
    for (const name of PROFILE_ENTRIES) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login & Security" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Notifications" }), "Notifications is the wholesale menu's").toHaveCount(0);
  });

  test("the account menu reaches My account; with JavaScript focus moves to the new page's heading", async ({ page }, testInfo) => {
    await signInAs(page, "buyer@acme.example");
    const menu = await openAccountMenuByKeyboard(page);
    await menu.getByRole("link", { name: "Account overview" }).click();

    const heading = page.getByRole("heading", { level: 1, name: "My account" });
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    if (isJavaScriptEnabled(testInfo)) {
      await expect(heading, "a client-side navigation moves focus to the page's h1").toBeFocused();
      await expect(menu, "the menu closes on navigation").toBeHidden();
    }

    // Not on the first load: a full load leaves focus at the top of the document.
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(heading).not.toBeFocused();
  });

  test("skip link, landmarks and one h1", async ({ page }) => {
    await signInAs(page, "buyer@acme.example");
    await page.goto("/my-account");
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe("global notification banner and footer", () => {
  // Merged into it: 'the footer comes from the CMS' (its assertions last, on the same /login page).
  test("CMS messages show in their severities, the seeded script stays inert; the footer comes from the CMS", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/login");
    const region = page.getByRole("region", { name: "Site notices" });
    await expect(region).toBeVisible();
    const items = region.getByRole("listitem");
    await expect(items).toHaveCount(3);

    const system = items.filter({ hasText: "Scheduled maintenance" });
    const general = items.filter({ hasText: "The winter range has arrived." });
    const warning = items.filter({ hasText: "for delivery before Christmas." });
    await expect(system).toHaveAttribute("data-severity", "system");
    await expect(system).toHaveCSS("background-color", "rgb(233, 234, 235)"); // grey
    await expect(general).toHaveAttribute("data-severity", "general");
    await expect(general).toHaveCSS("background-color", "rgb(255, 255, 255)"); // white
    await expect(warning).toHaveAttribute("data-severity", "warning");
    await expect(warning).toHaveCSS("background-color", "rgb(253, 231, 234)"); // pink
    await expect(warning).toHaveCSS("color", "rgb(176, 0, 32)"); // red text
    for (const item of [system, general, warning]) await expect(item.locator("svg.icon--alert")).toHaveCount(1);
    await expect(warning.getByText("Warning:")).toBeAttached(); // severity not by colour alone

    // Sanitised HTML: emphasis and links kept, the <script> gone and never run.
    await expect(system.locator("strong")).toHaveText("Sunday 30 November");
    await expect(general.getByRole("link", { name: "Browse fleece and jackets" })).toHaveAttribute("href", "/search/fleece");
    await expect(region.locator("script")).toHaveCount(0);
    await expect(page.getByText("cms-script")).toHaveCount(0);
    await page.waitForLoadState("load");
    expect(dialogs, "the CMS script never runs").toEqual([]);

    const footer = page.getByRole("contentinfo");
    const nav = footer.getByRole("navigation", { name: "Footer" });
    // The 'My account' group: Order history (issue 23) and My Profile (issue 25).
    for (const title of ["Shop", "Help", "My account"]) await expect(nav.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Order history" })).toHaveAttribute("href", "/my-account/orders");
    await expect(nav.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/my-account/profile");
    await expect(nav.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByText("© 2026 Uniform Store.")).toBeVisible();
  });
});

test.describe("mobile menu (below 992 px)", () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test("opens by keyboard with My Account expandable and Logout; locks scroll and closes on navigation with JavaScript", async ({ page }, testInfo) => {
    await signInAs(page, "buyer@acme.example");
    const header = banner(page);
    // The desktop account menu and logout give way to the menu.
    await expect(accountMenuToggle(page)).toBeHidden();
    await expect(header.getByRole("link", { name: "Log out" })).toBeHidden();
    await expect(miniCart(page)).toBeVisible();

    const toggle = mobileMenuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = header.getByRole("navigation", { name: "Mobile menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Log out" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Notifications" }), "Notifications is wholesale only").toHaveCount(0);

    const account = menu.locator("summary", { hasText: "My Account" });
    await expect(menu.getByRole("link", { name: "Account overview" })).toBeHidden();
    await account.focus();
    await page.keyboard.press("Enter");
    for (const name of ACCOUNT_ENTRIES) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();

    if (isJavaScriptEnabled(testInfo)) {
      await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
      await menu.getByRole("link", { name: "Account overview" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeFocused();
      await expect(menu).toBeHidden();
      await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    } else {
      await menu.getByRole("link", { name: "Account overview" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
      await expect(header.getByRole("navigation", { name: "Mobile menu" })).toBeHidden();
    }
  });

  // The spec's Notifications entry (wholesale), to /my-account/notification-preference (issue 25).
  test("the wholesale mobile menu has My Account, Notifications and Log out", { tag: "@no-js-only" }, async ({ page }) => {
    const origin = await signInAs(page, "buyer@wholesale.example");
    expect(origin).toBe(WHOLESALE_URL);
    const header = banner(page);
    await mobileMenuToggle(page).focus();
    await page.keyboard.press("Enter");
    const menu = header.getByRole("navigation", { name: "Mobile menu" });
    await expect(menu.locator("summary", { hasText: "My Account" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Notifications" })).toHaveAttribute("href", "/my-account/notification-preference");
    await expect(menu.getByRole("link", { name: "Log out" })).toBeVisible();
  });
});

test.describe("network", () => {
  // Without JavaScript the browser shows its own offline page; that no message shows there is checked in 'a wearer's
  // account menu has the overview only…' (no-js project).
  test("going offline shows the networkError message and going online clears it (with JavaScript)", { tag: "@js-only" }, async ({ page, context }) => {
    await signInAs(page, "buyer@acme.example");
    const message = page.getByRole("alert").filter({ hasText: NETWORK_ERROR });
    await expect(message).toHaveCount(0);

    await context.setOffline(true);
    await expect(message).toBeVisible();
    await context.setOffline(false);
    await expect(message).toHaveCount(0);
  });
});
