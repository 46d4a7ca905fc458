/**
 * Issue 25 (H5): My interests and Coupons (docs/interests-and-coupons.md).
 * - An out-of-stock item of the seed (stock 0 in the deterministic catalogue, product type S) is added from the product
 *   page's "Notify me when back in stock", listed under My interests, and removed. Anonymous visitors sign in first.
 * - A coupon is claimed by its link (GET shows, POST claims), listed under Coupons, and applied from the cart's
 *   "Your coupons" (the discount shows); unknown and used-up codes show the catalogue texts.
 * Accounts: interests-{js,nojs}@, coupons-{js,nojs}@, coupon-cart-{js,nojs}@acme.example (backend/src/seed-data/interests-coupons.ts).
 */
import { addThroughBackend, backendCart, flash, resetCart, stockedVariant } from "./cart-helpers";
import { occAs } from "./checkout-api";
import { expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const project = () => (isJavaScriptEnabled() ? "js" : "nojs");
/** Out of stock in the seed; not one the demo accounts' seeded interests use. */
const ITEMS = {
  js: { code: "SCR-CL-NAVY-S", name: "Classic Scrub Top", variant: "Navy, S" },
  nojs: { code: "JKT-CL-BLACK-S", name: "Classic Softshell Jacket", variant: "Black, S" },
} as const;
const INVALID = "Invalid code provided.";
const EXCEEDED = "This coupon has exceeded the number of times it can be used";

test.describe("my interests", () => {
  test("an out-of-stock item is added from the product page, listed, and removed", async ({ page }) => {
    const item = ITEMS[project()];
    const account = `interests-${project()}@acme.example`;
    await openSignedIn(page, account, "/my-account/my-interests");
    await expect(page.getByRole("row", { name: new RegExp(item.code) })).toHaveCount(0);

    await page.goto(`/product/${item.code}`);
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    await page.getByRole("button", { name: "Notify me when back in stock" }).click();
    await expect(flash(page, `We will e-mail you when ${item.name} is back in stock.`)).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/product\//);

    await page.goto("/my-account/my-interests");
    const row = page.getByRole("row").filter({ hasText: item.code });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name: item.name })).toBeVisible();
    await expect(row).toContainText(item.variant);
    await expect(row).toContainText("Out of stock");

    await row.getByRole("button", { name: `Remove ${item.name} (${item.variant}) from My interests` }).click();
    await expect(flash(page, `${item.name} was removed from My interests.`)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: item.code })).toHaveCount(0);
  });

  test("an anonymous visitor is sent to sign in and comes back to the product", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto(`/product/${ITEMS.nojs.code}`);
    await page.getByRole("button", { name: "Notify me when back in stock" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproduct%2F/);
    await signIn(page, "buyer@acme.example");
    await expect(page).toHaveURL(/\/product\/JKT-CL\//);
    await expect(page.getByRole("button", { name: "Notify me when back in stock" })).toBeVisible();
  });
});

test.describe("coupons", () => {
  test("a coupon claimed by link is listed", async ({ page }) => {
    await openSignedIn(page, `coupons-${project()}@acme.example`, "/my-account/coupon/claim/THANKYOU15");
    await expect(page.getByRole("heading", { name: "Claim a coupon" })).toBeVisible();
    await page.getByRole("button", { name: "Claim coupon" }).click();
    await expect(page).toHaveURL(/\/my-account\/coupons$/);
    await expect(flash(page, "You have successfully claimed this coupon.")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "THANKYOU15" });
    await expect(row).toContainText("Thank you 15% off");
    await expect(row).toContainText("Active");
  });

  test("a claimed coupon is applied from the cart's Your coupons and the discount shows", async ({ page }) => {
    const account = `coupon-cart-${project()}@acme.example`;
    // Claimed through the backend (a second claim answers the same): this test is about the cart.
    await occAs(account, "POST", "users/current/customercoupons/THANKYOU15/claim");
    await resetCart(account);
    await addThroughBackend(account, (await stockedVariant("POL-CL")).code, 1);

    await openSignedIn(page, account, "/cart");
    await page.getByRole("button", { name: "Apply coupon THANKYOU15" }).click();
    await expect(flash(page, "Voucher THANKYOU15 applied.")).toBeVisible();
    await expect(page.getByText("Discounts")).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply coupon THANKYOU15" })).toHaveCount(0);
    expect((await backendCart(account))?.appliedVouchers.map((voucher) => voucher.code)).toEqual(["THANKYOU15"]);
  });

  test("unknown and used-up codes show their messages; nothing is claimed", async ({ page }) => {
    const account = `coupons-${project()}@acme.example`;
    for (const [code, message] of [
      ["NOSUCHCODE", INVALID],
      ["EARLYBIRD", EXCEEDED],
    ] as const) {
      await openSignedIn(page, account, `/my-account/coupon/claim/${code}`);
      await page.getByRole("button", { name: "Claim coupon" }).click();
      await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
      await expect(page).toHaveTitle(/^Error: /);
    }
    await page.goto("/my-account/coupons");
    await expect(page.getByRole("row").filter({ hasText: "EARLYBIRD" })).toHaveCount(0);
  });

  test("an anonymous visitor following a claim link signs in and comes back to it", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/my-account/coupon/claim/WINTER25");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account%2Fcoupon%2Fclaim%2FWINTER25/);
    await signIn(page, "liam.nguyen@acme.example");
    await expect(page).toHaveURL(/\/my-account\/coupon\/claim\/WINTER25$/);
    // A demo account holds the expired coupon already: the page says so and offers no Claim.
    await expect(page.getByText("The coupon WINTER25 is already yours.")).toBeVisible();
    await expect(page.getByText("Expired")).toBeVisible();
  });
});
