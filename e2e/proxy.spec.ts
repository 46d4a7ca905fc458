/**
 * Proxy ordering (issue 4; docs/punch-out-and-proxy.md), in both projects. Each project uses its own seeded buyer
 * (proxy.js@ / proxy.nojs@acme.example), so the projects never share a proxy mode; within a project the tests of this
 * file run serially. Every test starts signed in from a stored session (e2e/sessions.ts) and enters proxy mode through
 * the UI, the behaviour under test.
 */
import { addEntries, completeCheckoutThrough, devOrders, emptyCart, getCart, occAs } from "./checkout-api";
import { checkA11y, expect, isJavaScriptEnabled, test } from "./fixtures";
import { PACKS } from "./pack-accounts";
import { chooseItem, expectOnStep, packPath, selectThroughBackend } from "./pack-helpers";
import { openAs } from "./sessions";
import { accountMenuToggle } from "./shell-helpers";
import { CORPORATE_URL, OCC_BASE_URL } from "./urls";

test.describe.configure({ mode: "serial" });

const buyerFor = (js: boolean) => (js ? "proxy.js@acme.example" : "proxy.nojs@acme.example");
/** The wearer each project's buyer orders for (backend/src/seed-data/punchout.ts PROXY_TEST_WEARERS). */
const wearerFor = (js: boolean) =>
  js ? { uid: "proxy-wearer.js@acme.example", name: "Quinn Script" } : { uid: "proxy-wearer.nojs@acme.example", name: "Quinn Plain" };

/** A variant of the product with stock to spare (from the backend's product call). */
async function stockedVariant(productCode: string): Promise<{ code: string; name: string }> {
  const response = await fetch(`${OCC_BASE_URL}/corporate/products/${productCode}`);
  const product = (await response.json()) as { name: string; variantOptions: Array<{ code: string; stock: { stockLevel?: number } }> };
  const variant = product.variantOptions.find((option) => (option.stock.stockLevel ?? 0) >= 10);
  if (!variant) throw new Error(`${productCode} has no variant with 10 in stock`);
  return { code: variant.code, name: product.name };
}

test.describe("proxy mode", () => {
  test("on: a restricted path goes to /order-in-progress; off: it opens again", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await openAs(page, buyer, "/my-account");
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

  // A <details> menu and a 403 guard: the same server render with and without JS.
  test("wearers are not offered proxy ordering and cannot open it", { tag: "@no-js-only" }, async ({ page }) => {
    await openAs(page, "wearer@acme.example", "/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wendy" })).toBeVisible();
    await accountMenuToggle(page).click();
    const menu = page.getByRole("navigation", { name: "Account menu" });
    await expect(menu.getByRole("link", { name: "Account overview" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Order for a wearer" })).toHaveCount(0);
    const response = await page.goto("/proxy-order");
    expect(response?.status()).toBe(403);
  });

  test("submitting without a wearer shows the error summary and the message by the list", async ({ page }, testInfo) => {
    const buyer = buyerFor(isJavaScriptEnabled(testInfo));
    await openAs(page, buyer, "/proxy-order");
    await expect(page.getByRole("heading", { level: 1, name: "Order on behalf of a wearer" })).toBeVisible();
    await page.getByRole("button", { name: "Order on behalf of this wearer" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Choose a wearer." })).toBeVisible();
    await expect(page.locator(".field__error", { hasText: "Choose a wearer." })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
  });
  test("an order placed in proxy mode is the wearer's, placed by the buyer; proxy mode goes on with an empty cart", async ({ page }, testInfo) => {
    const js = isJavaScriptEnabled(testInfo);
    const buyer = buyerFor(js);
    const wearer = wearerFor(js);
    await openAs(page, buyer, "/proxy-order");
    await page.getByRole("radio", { name: new RegExp(wearer.name) }).check();
    await page.getByRole("button", { name: "Order on behalf of this wearer" }).click();
    await expect(page.getByText(`You are now ordering on behalf of ${wearer.name}.`)).toBeVisible();

    // The wearer's cart, which proxy mode orders into, filled and taken to account payment through the backend as the buyer.
    const mode = await occAs<{ proxyMode: boolean; uid: string; cartId: string }>(buyer, "GET", "orgUsers/current/proxy");
    expect(mode).toMatchObject({ proxyMode: true, uid: wearer.uid });
    const variant = await stockedVariant("POL-CL");
    await emptyCart(buyer, { cartId: mode.cartId });
    await addEntries(buyer, [{ code: variant.code, quantity: 1 }], { cartId: mode.cartId });
    await completeCheckoutThrough(buyer, "paymentAccount", { cartId: mode.cartId });
    const ownOrders = async () => (await devOrders(buyer)).orders.filter((order) => order.userUid === buyer).length;
    const buyersOwnOrders = await ownOrders();

    // The storefront's cart is the wearer's cart.
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(variant.name);

    await page.goto("/checkout/payment-details");
    await page.getByLabel("I have read and agree to the terms and conditions of sale.").check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/\d{8,}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    const code = /(\d{8,})$/.exec(page.url())?.[1] ?? "";

    // The order is the wearer's, placed by the buyer, from the wearer's cart; the buyer has no new order of their own.
    const { orders } = await devOrders(code, "code");
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ code, userUid: wearer.uid, placedByUid: buyer, sourceCartCode: mode.cartId, entryCount: 1 });
    expect(await ownOrders()).toBe(buyersOwnOrders);

    // Proxy mode goes on, for the same wearer, with a new empty cart.
    const proxyBanner = page.getByRole("region", { name: "Proxy ordering" });
    await expect(proxyBanner.getByText(`You are ordering on behalf of ${wearer.name}.`)).toBeVisible();
    const after = await occAs<{ proxyMode: boolean; uid: string; cartId: string }>(buyer, "GET", "orgUsers/current/proxy");
    expect(after).toMatchObject({ proxyMode: true, uid: wearer.uid });
    expect(after.cartId).not.toBe(mode.cartId);
    // The storefront follows the new cart: empty, not 'Cart not found.', and what goes into it shows.
    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByText("Cart not found.")).toHaveCount(0);
    await checkA11y(page);
    await addEntries(buyer, [{ code: variant.code, quantity: 1 }], { cartId: after.cartId });
    await page.goto("/cart");
    await expect(page.getByRole("main")).toContainText(variant.name);
    await emptyCart(buyer, { cartId: after.cartId });

    await page.getByRole("region", { name: "Proxy ordering" }).getByRole("button", { name: `Stop ordering on behalf of ${wearer.name}` }).click();
    await expect(page.getByText("You are ordering for yourself again.")).toBeVisible();
  });
  test("in proxy mode the packs are the wearer's: a pack ordered for them goes into their cart", async ({ page }, testInfo) => {
    test.slow();
    const js = isJavaScriptEnabled(testInfo);
    const buyer = buyerFor(js);
    const wearer = wearerFor(js);
    const SAFETY = PACKS.siteSafety.id;
    const { footwear } = PACKS.siteSafety.bundles;
    // A clean start: no draft of the wearer's Site Safety pack, an empty cart.
    await occAs(wearer.uid, "DELETE", `orgUsers/current/packs/${SAFETY}/draft`, { allow: [400, 404] });
    await emptyCart(wearer.uid);

    // The buyer's own pack list: no pack roles, no packs.
    await openAs(page, buyer, "/packList");
    await expect(page.getByText("There are no uniform packs for you to order.")).toBeVisible();

    await page.goto("/proxy-order");
    await page.getByRole("radio", { name: new RegExp(wearer.name) }).check();
    await page.getByRole("button", { name: "Order on behalf of this wearer" }).click();
    await expect(page.getByText(`You are now ordering on behalf of ${wearer.name}.`)).toBeVisible();

    // Now the wearer's: their Site Safety pack, step 1 chosen in the UI (into the wearer's draft), step 2 through the
    // backend as the buyer in proxy mode (the steps themselves are pack-order.spec.ts's), then added to the cart.
    await page.goto("/packList");
    await expect(page.getByText("Site Safety Pack").first()).toBeVisible();
    await expect(page.getByText("There are no uniform packs for you to order.")).toHaveCount(0);
    await page.goto(packPath(SAFETY));
    await expectOnStep(page, SAFETY, 1);
    await chooseItem(page, SAFETY, 1, "Classic Hi-Vis Vest", { colour: "Hi-Vis Orange", size: "L" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expectOnStep(page, SAFETY, 2);
    await selectThroughBackend(buyer, SAFETY, [{ bundleId: footwear.id, set: footwear.sets.boots }], [footwear.id], wearer.uid);
    await page.goto(`${packPath(SAFETY)}/review`);
    await page.getByRole("button", { name: "ADD TO CART" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/packList?role=acme-site&added=${SAFETY}`);

    // In the proxy cart (the wearer's), not the buyer's own; the cart page shows the pack.
    const mode = await occAs<{ cartId: string }>(buyer, "GET", "orgUsers/current/proxy");
    const proxyCart = await getCart(buyer, { cartId: mode.cartId });
    expect(proxyCart?.entries.map((entry) => entry.product.code).sort()).toEqual([footwear.sets.boots.variant, "VST-CL-HIVIS-ORANGE-L"]);
    expect((await getCart(buyer))?.entries.filter((entry) => entry.product.code.startsWith("VST-CL")) ?? []).toEqual([]);
    await page.goto("/cart");
    await expect(page.getByRole("region", { name: /Site Safety Pack/ })).toBeVisible();
    await checkA11y(page);

    await emptyCart(buyer, { cartId: mode.cartId });
    await page.getByRole("region", { name: "Proxy ordering" }).getByRole("button", { name: `Stop ordering on behalf of ${wearer.name}` }).click();
    await expect(page.getByText("You are ordering for yourself again.")).toBeVisible();
  });
});
