import { type Page } from "@playwright/test";
import {
  addFromProductPage,
  addThroughBackend,
  backendCart,
  closePanel,
  expectCartCount,
  flash,
  money,
  resetCart,
  stockedVariant,
} from "./cart-helpers";
import { checkA11y, expect, isJavaScriptEnabled, test } from "./fixtures";
import { openAs, useSession } from "./sessions";
import { CORPORATE_URL, type Site, WHOLESALE_URL } from "./urls";

/**
 * The cart page `/cart` and the mini cart's side panel (issue 5; docs/checkout.md "Cart"), JS on and off. Each
 * test has its own seeded account per project (backend/src/seed-data/cart.ts): carts are per user. Every test starts
 * signed in from a stored session (e2e/sessions.ts); a cart the test does not build as its behaviour is filled
 * through the backend.
 */

/** This project's account for a test: `cart-js@acme.example`, `cart-panel-nojs@acme.example`, `cart-js@wholesale.example`. */
const account = (name: string, site: Site = "corporate") =>
  `cart-${name ? `${name}-` : ""}${isJavaScriptEnabled() ? "js" : "nojs"}@${site === "wholesale" ? "wholesale" : "acme"}.example`;

/** Cents, rounded the way the backend rounds a percentage. */
const cents = (value: number) => Math.round(value * 100);

/** The entry of the cart page that shows `code`. */
const entry = (page: Page, code: string) => page.locator(".cart-entry").filter({ hasText: code });

test.describe("the cart page", () => {
  test("two products in the cart: change a quantity, remove one, vouchers, empty state; verified through the backend", async ({ page }, testInfo) => {
    // Adding from the product page is the side panel tests' behaviour (and the product spec's): here the cart is
    // filled through the backend and the test starts on the cart page.
    const user = account("");
    await resetCart(user);
    const polo = await stockedVariant("POL-PR");
    const cap = await stockedVariant("CAP-CL");
    await addThroughBackend(user, polo.code, 1);
    await addThroughBackend(user, cap.code, 2);
    await openAs(page, user, "/cart");
    await expectCartCount(page, 3);

    // The mini cart links to the cart.
    await expect(page.getByRole("link", { name: "Cart, 3 items", exact: true })).toHaveAttribute("href", "/cart");
    await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    await expect(page).toHaveTitle("Your cart – Uniform Store");
    const poloEntry = entry(page, polo.code);
    await expect(poloEntry.getByRole("link", { name: "Pro Polo" })).toHaveAttribute("href", "/product/POL-PR/pro-polo");
    await expect(poloEntry).toContainText(`Product code: ${polo.code}`);
    await expect(poloEntry).toContainText(`Colour${polo.values.colour}`);
    await expect(poloEntry).toContainText(`Size${polo.values.size}`);
    await expect(poloEntry).toContainText(`Unit price: ${money(polo.price)}`);
    await expect(poloEntry.locator(".cart-entry__total")).toContainText(money(polo.price));
    await expect(entry(page, cap.code).locator(".cart-entry__total")).toContainText(money(2 * cap.price));
    const totals = page.locator(".cart-totals");
    const subtotal = (cents(polo.price) + 2 * cents(cap.price)) / 100;
    await expect(totals).toContainText(`Subtotal${money(subtotal)}`);
    await expect(totals).toContainText("GST (10%)");
    await expect(page.getByText(`Spend ${money(500 - subtotal)} more to get 5% off orders of $500 or more`)).toBeVisible();
    await checkA11y(page, testInfo);

    // Change a quantity.
    await poloEntry.getByLabel("Quantity of Pro Polo").fill("3");
    await poloEntry.getByRole("button", { name: "Update quantity of Pro Polo" }).click();
    await expect(flash(page, "Pro Polo: quantity changed to 3.")).toBeVisible();
    await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
    await expect(poloEntry.getByLabel("Quantity of Pro Polo")).toHaveValue("3");
    await expectCartCount(page, 5);
    expect((await backendCart(user))?.entries.find((e) => e.product.code === polo.code)?.quantity).toBe(3);

    // A quantity out of range: the message by the field, the value kept, nothing changed.
    await poloEntry.getByLabel("Quantity of Pro Polo").fill("1000");
    await poloEntry.getByRole("button", { name: "Update quantity of Pro Polo" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    const rangeMessage = "Enter a quantity between 0 and 999 (0 removes the item).";
    await expect(summary.getByRole("link", { name: rangeMessage })).toBeVisible();
    await expect(poloEntry.locator(".field__error")).toHaveText(`Error: ${rangeMessage}`);
    await expect(poloEntry.getByLabel("Quantity of Pro Polo")).toHaveValue("1000");
    await expect(page).toHaveTitle(/^Error: Your cart/);
    expect((await backendCart(user))?.totalUnitCount).toBe(5);

    // Remove one.
    await entry(page, cap.code).getByRole("button", { name: "Remove Classic Cap" }).click();
    await expect(flash(page, "Classic Cap was removed from your cart.")).toBeVisible();
    await expect(entry(page, cap.code)).toHaveCount(0);
    await expectCartCount(page, 3);
    expect((await backendCart(user))?.entries.map((e) => e.product.code)).toEqual([polo.code]);

    // A valid voucher.
    const voucher = page.getByLabel("Voucher code");
    await voucher.fill("WELCOME10");
    await page.getByRole("button", { name: "Apply voucher" }).click();
    await expect(flash(page, "Voucher WELCOME10 applied.")).toBeVisible();
    const discount = Math.round((3 * cents(polo.price) * 10) / 100) / 100;
    await expect(page.locator(".cart-vouchers__list")).toContainText(`WELCOME10 Welcome 10% off −${money(discount)}`);
    await expect(totals).toContainText(`Discounts−${money(discount)}`);
    expect((await backendCart(user))?.appliedVouchers.map((v) => v.code)).toEqual(["WELCOME10"]);

    // An invalid one and a used-up one: the message by the field, the code kept.
    await voucher.fill("NOPE10");
    await page.getByRole("button", { name: "Apply voucher" }).click();
    await expect(page.locator(".cart-vouchers__apply .field__error")).toHaveText("Error: Invalid code provided.");
    await expect(voucher).toHaveValue("NOPE10");
    await expect(summary.getByRole("link", { name: "Invalid code provided." })).toHaveAttribute("href", "#cart-voucher-code");
    await voucher.fill("SPENT");
    await page.getByRole("button", { name: "Apply voucher" }).click();
    await expect(page.locator(".cart-vouchers__apply .field__error")).toHaveText("Error: This coupon has exceeded the number of times it can be used");
    await expect(voucher).toHaveValue("SPENT");
    await checkA11y(page, testInfo);

    // Remove the voucher.
    await page.getByRole("button", { name: "Remove voucher WELCOME10" }).click();
    await expect(flash(page, "Voucher WELCOME10 removed.")).toBeVisible();
    await expect(page.locator(".cart-vouchers__list")).toHaveCount(0);

    // Quantity 0 removes the last entry: the empty state.
    await poloEntry.getByLabel("Quantity of Pro Polo").fill("0");
    await poloEntry.getByRole("button", { name: "Update quantity of Pro Polo" }).click();
    await expect(flash(page, "Pro Polo was removed from your cart.")).toBeVisible();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveCount(0);
    await expectCartCount(page, 0);
    expect((await backendCart(user))?.entries).toEqual([]);
  });

  // The same server render with JavaScript on and off; the js project opens the cart page in the test above.
  test("'Proceed to checkout' goes to /checkout; a wearer without prices sees no amounts", { tag: "@no-js-only" }, async ({ page }) => {
    const user = account("wearer");
    await resetCart(user);
    const polo = await stockedVariant("POL-PR");
    await addThroughBackend(user, polo.code, 2);
    await openAs(page, user, "/cart");
    await expect(entry(page, polo.code)).toContainText("Pro Polo");
    await expect(page.getByLabel("Quantity of Pro Polo")).toHaveValue("2");
    await expect(page.locator("main")).not.toContainText("$");
    await expect(page.getByText("Prices are not shown for your account.")).toBeVisible();
    await expect(page.locator(".cart-totals")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute("href", "/checkout");
  });
});

test.describe("the side panel after adding", () => {
  test("with JS it opens with the cart, takes focus and gives it back; without JS the add redirects with the flash", async ({ page }, testInfo) => {
    const user = account("panel");
    await resetCart(user);
    const polo = await stockedVariant("POL-PR");
    await useSession(page, user);
    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = await addFromProductPage(page, "/product/POL-PR/Pro%20Polo", polo, 2);

    if (!isJavaScriptEnabled(testInfo)) {
      await expect(page).toHaveURL(`${CORPORATE_URL}/product/POL-PR/Pro%20Polo?${polo.query}`);
      await expect(flash(page, "2 × Pro Polo added to your cart.")).toBeVisible();
      await expectCartCount(page, 2);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      return;
    }

    await expect(panel.getByText("Pro Polo", { exact: true })).toBeVisible();
    await expect(panel).toContainText("Quantity: 2");
    await expect(panel.locator(".cart-panel__subtotal")).toContainText(`Subtotal${money(2 * polo.price)}`);
    await expect(panel.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/cart");
    await expect(panel.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    // Focus is in the panel; the panel is 531 px wide on the corporate site.
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect((await panel.boundingBox())?.width).toBeCloseTo(531, 0);
    await checkA11y(page, testInfo);

    // Escape closes it and focus returns to the add button.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeFocused();
    await expect(flash(page, "2 × Pro Polo added to your cart.")).toBeVisible();
    await expectCartCount(page, 2);

    // Up to 992 px the panel takes the full width; 'View cart' goes to the cart.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBeCloseTo(900, 0);
    await panel.getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
    await expect(panel).toBeHidden();
    await expect(page.getByLabel("Quantity of Pro Polo")).toHaveValue("4");
  });

  test("after a quick add the panel opens and focus goes back to the card's link", { tag: "@js-only" }, async ({ page }) => {
    // Not the panel test's account: the two run in parallel, and carts are per user.
    const user = account("quickadd");
    await resetCart(user);
    const polo = await stockedVariant("POL-CL");
    await openAs(page, user, "/category/polos");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const trigger = page.getByRole("link", { name: "Quick add Classic Polo", exact: true });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Quick add: Classic Polo" });
    await dialog.getByRole("group", { name: /^Colour/ }).getByRole("radio", { name: polo.values.colour, exact: true }).check();
    await dialog.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: polo.values.size, exact: true }).check();
    await dialog.getByRole("button", { name: "Add to cart" }).click();

    const panel = page.getByRole("dialog", { name: "Added to your cart" });
    await expect(panel).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText("Classic Polo", { exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectCartCount(page, 1);
  });

  test("is 900 px wide on the wholesale site", async ({ page }, testInfo) => {
    const user = account("", "wholesale");
    await resetCart(user, "wholesale");
    const vest = await stockedVariant("VST-CL", "wholesale");
    await useSession(page, user, { site: "wholesale" });
    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = await addFromProductPage(page, "/product/VST-CL/Classic%20Hi-Vis%20Vest", vest, 1, "wholesale");
    if (isJavaScriptEnabled(testInfo)) {
      expect((await panel.boundingBox())?.width).toBeCloseTo(900, 0);
      await expect(panel.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
      await closePanel(page);
    }
    await expect(page).toHaveURL(new RegExp(`^${WHOLESALE_URL}/product/VST-CL/`));
    await expectCartCount(page, 1);
  });
});

test.describe("keyboard", () => {
  test("the cart forms work with the keyboard alone", { tag: "@js-only" }, async ({ page }) => {
    const user = account("keys");
    await resetCart(user);
    const polo = await stockedVariant("POL-PR");
    const cap = await stockedVariant("CAP-CL");
    await addThroughBackend(user, polo.code, 1);
    await addThroughBackend(user, cap.code, 1);
    await openAs(page, user, "/cart");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    /** Tabs forward until `target` has focus (fails after 60 stops). */
    async function tabTo(target: ReturnType<Page["getByLabel"]>) {
      for (let i = 0; i < 60; i++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error("could not reach the control with Tab");
    }

    // Type a quantity and press Enter: the entry's form updates.
    const quantity = page.getByLabel("Quantity of Pro Polo");
    await tabTo(quantity);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect(flash(page, "Pro Polo: quantity changed to 2.")).toBeVisible();
    await expect(quantity).toHaveValue("2");

    // Remove with Enter on the button; focus starts again at the heading.
    const remove = page.getByRole("button", { name: "Remove Classic Cap" });
    await tabTo(remove);
    await page.keyboard.press("Enter");
    await expect(flash(page, "Classic Cap was removed from your cart.")).toBeVisible();
    await expect(remove).toHaveCount(0);

    // A voucher with Enter in the field; its Remove button with Space.
    const voucher = page.getByLabel("Voucher code");
    await tabTo(voucher);
    await page.keyboard.type("WELCOME10");
    await page.keyboard.press("Enter");
    await expect(flash(page, "Voucher WELCOME10 applied.")).toBeVisible();
    const removeVoucher = page.getByRole("button", { name: "Remove voucher WELCOME10" });
    await tabTo(removeVoucher);
    await page.keyboard.press("Space");
    await expect(flash(page, "Voucher WELCOME10 removed.")).toBeVisible();

    const cart = await backendCart(user);
    expect(cart?.entries.map((e) => [e.product.code, e.quantity])).toEqual([[polo.code, 2]]);
    expect(cart?.appliedVouchers).toEqual([]);
  });
});
