import { closePanel, expectCartCount, flash, money, stockedVariant } from "./cart-helpers";
import { guestAddThroughStorefront } from "./checkout-e2e-helpers";
import { checkA11y, expect, isJavaScriptEnabled, test } from "./fixtures";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

/**
 * Guest carts and guest checkout (issue 5; docs/decisions/007-guest-checkout.md), JS on and off. Every test runs
 * in a fresh browser context, so each is a new anonymous visitor with a guest cart of its own (guests do not sign in:
 * no stored sessions here).
 */

const EXISTS = "An account already exists for this e-mail address. Please sign in instead.";

// Server renders and a redirect, the same with JavaScript on and off; the js project opens the guest cart page in
// "a guest changes and removes entries in the guest cart".
test("an anonymous visitor without a cart sees the empty cart with a sign-in link", { tag: "@no-js-only" }, async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).last()).toHaveAttribute("href", "/login?redirectTo=%2Fcart");
  // No cart, no mini cart; /guest-checkout has nothing to check out.
  await expect(page.getByRole("link", { name: /^Cart, \d+ items?$/ })).toHaveCount(0);
  await page.goto("/guest-checkout");
  await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
});

test("a guest adds to cart, sees prices in the cart, and checks out as a guest with an e-mail", async ({ page }, testInfo) => {
  const polo = await stockedVariant("POL-PR");
  // Prices stay hidden on the product page for anonymous visitors (spec part 1 §5). (One visit: the add below is
  // made on this page, as addFromProductPage would after opening it again.)
  await page.goto(`/product/POL-PR/Pro%20Polo?${polo.query}`);
  await expect(page.locator(".product-page__info")).not.toContainText("$");
  await expect(page.locator("form.add-to-cart .product-page__selection")).toContainText(`(${polo.code})`);
  if (isJavaScriptEnabled(testInfo)) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  const panel = page.getByRole("dialog", { name: "Added to your cart" });
  if (isJavaScriptEnabled(testInfo)) {
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/guest-checkout");
    await closePanel(page);
  }
  await expect(flash(page, "2 × Pro Polo added to your cart.")).toBeVisible();
  await expectCartCount(page, 2);

  // The cart shows the guest's prices (the guest pays).
  await page.getByRole("link", { name: "Cart, 2 items", exact: true }).click();
  await expect(page).toHaveURL(`${CORPORATE_URL}/cart`);
  await expect(page.locator(".cart-entry").filter({ hasText: polo.code })).toContainText(`Unit price: ${money(polo.price)}`);
  await expect(page.locator(".cart-totals")).toContainText(`Subtotal${money(2 * polo.price)}`);
  await page.getByRole("link", { name: "Proceed to checkout" }).click();

  // Sign in, or continue as a guest.
  await expect(page).toHaveURL(`${CORPORATE_URL}/guest-checkout`);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirectTo=%2Fcheckout");
  await checkA11y(page, testInfo);

  const email = page.getByLabel("Email address");
  const submit = page.getByRole("button", { name: "Continue as guest" });
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("This field is required.");

  await email.fill("not-an-email");
  await submit.click();
  await expect(page.locator(".field__error")).toHaveText("Error: This is not a valid email format.");

  // An existing account's e-mail: the duplicate message by the field, the value kept.
  await email.fill("buyer@acme.example");
  await submit.click();
  await expect(page.locator(".field__error")).toHaveText(`Error: ${EXISTS}`);
  await expect(email).toHaveValue("buyer@acme.example");
  await expect(page).toHaveURL(`${CORPORATE_URL}/guest-checkout`);
  await expect(page).toHaveTitle(/^Error: Checkout/);

  // A new e-mail goes on to checkout.
  await email.fill(`guest.${testInfo.project.name}.${Date.now()}@example.com`);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`^${CORPORATE_URL}/checkout(/|$)`));
  await expect(page.locator("body")).not.toContainText(EXISTS);
});

test("a guest changes and removes entries in the guest cart", async ({ page }) => {
  const cap = await stockedVariant("CAP-CL");
  // Setup: the guest cart made by posting the add-to-cart form (adding is the test above's behaviour).
  await guestAddThroughStorefront(page, "/product/CAP-CL/Classic%20Cap", cap.values, 1);
  await page.goto("/cart");
  await expectCartCount(page, 1);
  await page.getByLabel("Quantity of Classic Cap").fill("3");
  await page.getByRole("button", { name: "Update quantity of Classic Cap" }).click();
  await expect(flash(page, "Classic Cap: quantity changed to 3.")).toBeVisible();
  await expectCartCount(page, 3);
  await page.getByLabel("Voucher code").fill("FREIGHT5");
  await page.getByRole("button", { name: "Apply voucher" }).click();
  await expect(page.locator(".cart-totals")).toContainText("Discounts−$5.00");
  await page.getByRole("button", { name: "Remove Classic Cap" }).click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expectCartCount(page, 0);
});

test("the wholesale site is trade-only: an anonymous add goes to sign in", async ({ page }) => {
  const vest = await stockedVariant("VST-CL", "wholesale");
  const productPath = `/product/VST-CL/Classic%20Hi-Vis%20Vest?${vest.query}`;
  await page.goto(`${WHOLESALE_URL}${productPath}`);
  await expect(page.locator("form.add-to-cart .product-page__selection")).toContainText(`(${vest.code})`);
  if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(productPath);
  await page.goto(`${WHOLESALE_URL}/cart`);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
});
