import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAs } from "./shell-helpers";

const AU_WELCOME = "Welcome to your Acme uniform store";
const NZ_WELCOME = "Kia ora, welcome to your uniform store";

function hero(page: Page) {
  return page.getByRole("main").locator("section.hero");
}

function quickLinks(page: Page) {
  return page.getByRole("navigation", { name: "Quick links" }).getByRole("listitem");
}

/**
 * The home page: a server render (hero, quick links, contact banner) proven in the no-js project (@no-js-only); the
 * js project keeps the Australian wearer's test (the page hydrates, a quick link is followed client-side). Stored
 * sessions (shell-helpers.ts signInAs).
 */
test.describe("home page", () => {
  // 'Exchanges and returns' goes to the order history's returns view (/my-account/orders?returns=true, issue 23), and
  // 'Approve exchanges and returns' is restricted to approvers (a CMS user-group restriction: backend/tests/cms.test.ts,
  // tests/shell/quick-links.test.ts for its ?returns=true): a wearer has three.
  test("an Australian wearer gets the hero with the salutation, AU welcome text and quick links 01–03", async ({ page }) => {
    await signInAs(page, "wearer@acme.example");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Wendy");
    await expect(hero(page)).toHaveAttribute("data-component", "HomepageHeroBannerComponent");
    await expect(hero(page).getByText(AU_WELCOME, { exact: true })).toBeVisible();
    await expect(page.getByText(NZ_WELCOME)).toHaveCount(0);
    await expect(hero(page).getByText("Your uniform, sorted")).toBeVisible();
    await expect(page.getByRole("region", { name: "Need help with your order?" }).getByRole("link", { name: "1300 975 707" })).toHaveAttribute(
      "href",
      "tel:1300975707",
    );

    const links = quickLinks(page);
    await expect(links).toHaveCount(3);
    const expected = [
      ["01", "Order uniform", "/orderUniform"],
      ["02", "My packs", "/packList"],
      ["03", "Exchanges and returns", "/my-account/orders?returns=true"],
    ] as const;
    for (const [index, [number, name, href]] of expected.entries()) {
      const item = links.nth(index);
      await expect(item).toContainText(number);
      await expect(item.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    // A quick link really goes there.
    await links.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/packList$/);
    await expect(page.getByRole("heading", { level: 1, name: "Uniform packs" })).toBeVisible();
  });

  test("a New Zealand wearer gets the NZ welcome text", { tag: "@no-js-only" }, async ({ page }) => {
    await signInAs(page, "wearer@kiwi.example");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Aroha");
    await expect(hero(page).getByText(NZ_WELCOME, { exact: true })).toBeVisible();
    await expect(page.getByText(AU_WELCOME)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Need help with your order?" }).getByRole("link", { name: "0800 975 707" })).toBeVisible();
  });

  test("the contact banner follows the hero; /home is the same page", { tag: "@no-js-only" }, async ({ page }) => {
    await signInAs(page, "buyer@acme.example");
    for (const path of ["/", "/home"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();
      const contact = page.getByRole("region", { name: "Need help with your order?" });
      await expect(contact).toBeVisible();
      await expect(contact.getByRole("img", { name: "Customer service" })).toHaveAttribute("src", "/medias/cms/contact-icon.svg");
      // Its 'Contact us' link waits for /contact-us (issue 21).
      await expect(contact.getByRole("link", { name: "Contact us" })).toHaveCount(0);
      // A buyer: the approvers' quick link is not theirs (CMS user-group restriction).
      await expect(quickLinks(page)).toHaveCount(3);
    }
    // Nowhere else.
    await page.goto("/my-account");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Need help with your order?" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Quick links" })).toHaveCount(0);
  });

  test("the wholesale site uses its own hero component and quick links", { tag: "@no-js-only" }, async ({ page }) => {
    // The wholesale approver: 'Approve exchanges and returns' is restricted to approvers (CMS user-group restriction).
    await signInAs(page, "approver@wholesale.example");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Hana");
    await expect(hero(page)).toHaveAttribute("data-component", "Wholesale_HomepageHeroBannerComponent");
    await expect(hero(page).getByText("Stock your stores")).toBeVisible();
    // Bulk upload waits for its page (issue 21).
    const links = quickLinks(page);
    await expect(links).toHaveCount(3);
    await expect(links.first()).toContainText("01");
    await expect(links.first().getByRole("link", { name: "Shop the range" })).toBeVisible();
    await expect(links.nth(1)).toContainText("02");
    await expect(links.nth(1).getByRole("link")).toHaveAttribute("href", "/my-account/orders?returns=true");
    await expect(links.nth(2)).toContainText("03");
    await expect(links.nth(2).getByRole("link")).toHaveAttribute("href", "/my-account/approval-dashboard?returns=true");
    await expect(hero(page).getByText("Welcome to your Acme uniform store", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Talk to your account manager" }).getByRole("link", { name: "1300 975 709" })).toBeVisible();
  });
});
