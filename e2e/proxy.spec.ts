/**
 * Proxy ordering (issue 4; docs/punch-out-and-proxy.md), in both projects. Each project signs in
 * as its own seeded buyer (proxy.js@ / proxy.nojs@acme.example), so the projects never share a
 * proxy mode; within a project the tests of this file use different buyers or run serially.
 */
import { expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { accountMenuToggle } from "./shell-helpers";
import { CORPORATE_URL } from "./urls";

test.describe.configure({ mode: "serial" });

const buyerFor = (js: boolean) => (js ? "proxy.js@acme.example" : "proxy.nojs@acme.example");

test.describe("proxy mode", () => {
  test("on: a restricted path goes to /order-in-progress; off: it opens again", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await page.goto("/login?redirectTo=%2Fmy-account");
    await signIn(page, buyer);
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();

    // The way in: 'Order for a wearer' in the account menu (a <details> disclosure, also without JS).
    await accountMenuToggle(page).click();
    await page.getByRole("navigation", { name: "Account menu" }).getByRole("link", { name: "Order for a wearer" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/proxy-order`);
    await expect(page.getByRole("heading", { level: 1, name: "Order on behalf of a wearer" })).toBeVisible();
    await page.getByRole("radio", { name: /Wendy Walker/ }).check();
    await page.getByRole("button", { name: "Order on behalf of this wearer" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/`);
    await expect(page.getByText("You are now ordering on behalf of Wendy Walker.")).toBeVisible();
    const proxyBanner = page.getByRole("region", { name: "Proxy ordering" });
    await expect(proxyBanner.getByText("You are ordering on behalf of Wendy Walker.")).toBeVisible();

    await page.goto("/my-account");
    await expect(page).toHaveURL(`${CORPORATE_URL}/order-in-progress`);
    await expect(page.getByRole("heading", { level: 1, name: "Order in progress" })).toBeVisible();
    await expect(page.getByText("This page is not available while you are ordering on behalf of someone else.")).toBeVisible();

    await page.getByRole("button", { name: "Stop ordering on behalf of Wendy Walker" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/`);
    await expect(page.getByText("You are ordering for yourself again.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Proxy ordering" })).toHaveCount(0);

    await page.goto("/my-account");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  });

  test("wearers are not offered proxy ordering and cannot open it", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, "wearer@acme.example");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" })).toBeVisible();
    await accountMenuToggle(page).click();
    const menu = page.getByRole("navigation", { name: "Account menu" });
    await expect(menu.getByRole("link", { name: "Account overview" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Order for a wearer" })).toHaveCount(0);
    const response = await page.goto("/proxy-order");
    expect(response?.status()).toBe(403);
  });

  test("the banner's stop button ends proxy mode from any page", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await signIn(page, buyer);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    await page.goto("/proxy-order");
    await page.getByRole("radio", { name: /Noah Fischer/ }).check();
    await page.getByRole("button", { name: "Order on behalf of this wearer" }).click();
    await expect(page.getByText("You are now ordering on behalf of Noah Fischer.")).toBeVisible();

    await page.goto("/orderUniform");
    await page.getByRole("region", { name: "Proxy ordering" }).getByRole("button", { name: "Stop ordering on behalf of Noah Fischer" }).click();
    await expect(page.getByText("You are ordering for yourself again.")).toBeVisible();
  });

  test("submitting without a wearer shows the error summary and the message by the list", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await page.goto("/login?redirectTo=%2Fproxy-order");
    await signIn(page, buyer);
    await expect(page.getByRole("heading", { level: 1, name: "Order on behalf of a wearer" })).toBeVisible();
    await page.getByRole("button", { name: "Order on behalf of this wearer" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Choose a wearer." })).toBeVisible();
    await expect(page.locator(".field__error", { hasText: "Choose a wearer." })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
  });
});
