/**
 * CMS content pages (docs/content-pages.md): the terms and conditions (spec part 2 §2
 * terms-and-conditions), the privacy policy and the help page, reached from the footer without signing in, on both sites; the place-order
 * form's link to the terms is covered in place-order.spec.ts. Read-only.
 *
 * One server-rendered page: proven in the no-js project (@no-js-only); the js project keeps the footer's terms link
 * (a client-side navigation to the page, which then hydrates). The signed-in buyer starts from a stored session.
 */
import { checkA11y, expect, test } from "./fixtures";
import { useSession } from "./sessions";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

const TERMS_SECTIONS = ["About these terms", "Orders and approvals", "Prices and payment", "Delivery", "Returns and exchanges"];

test.describe("content pages", () => {
  test("the footer's terms link opens the terms and conditions, without signing in", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/terms-and-conditions`);
    await expect(page).toHaveTitle("Terms and conditions – Uniform Store");
    await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(TERMS_SECTIONS);
    await expect(main.getByRole("region", { name: "Orders and approvals" })).toContainText("Orders above your purchase limit wait for an approver");
    await expect(main).toContainText("These terms apply to every order placed on Uniform Store");
    await checkA11y(page);
  });

  // Merged into it: 'the 'Help & FAQs' link opens the help page' (its assertions first).
  test("the help page from the footer, the privacy policy, and the terms on the wholesale site for a signed-in buyer", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("contentinfo").getByRole("link", { name: "Help & FAQs" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/faq`);
    await expect(page.getByRole("heading", { level: 1, name: "Help and FAQs" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Why is my order waiting for approval?" })).toContainText("Pending approval");
    await expect(page.getByRole("region", { name: "Can I order for someone else?" })).toContainText("Order for a wearer");

    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["What we collect", "How we use it", "Your choices"]);

    await useSession(page, "buyer@wholesale.example");
    await page.goto(`${WHOLESALE_URL}/terms-and-conditions`);
    await expect(page).toHaveURL(`${WHOLESALE_URL}/terms-and-conditions`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log out" }), "signed in").toBeAttached();
    await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("These terms apply to every order placed on Harbour Uniform Wholesale");
    await checkA11y(page);
  });

  test("a path that is no content page is still the 404 page", { tag: "@no-js-only" }, async ({ page }) => {
    const response = await page.goto("/terms-and-conditions-of-nothing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });
});
