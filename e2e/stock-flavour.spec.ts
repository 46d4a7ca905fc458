import { type Page } from "@playwright/test";
import { demoAccount } from "./demo-accounts";
import { checkA11y, expect, signIn, test } from "./fixtures";
import { STOCK_URL } from "./urls";

/**
 * The stock flavour (issue 22): the corporate storefront against a reference backend with BACKEND_EXTENSIONS=none,
 * which serves only the calls a stock SAP Commerce 2211 B2B serves (playwright.config.ts "backend-stock" and
 * "corporate-stock", e2e/urls.ts STOCK_URL). Every extension the storefront would call answers 404
 * UnknownResourceError there, so the pages must take their stock fallbacks (docs/occ-api.md "Calls and flavours").
 *
 * One serial test per project, one `test.step` per step of the buyer's journey: later steps (add to cart, checkout,
 * place, confirmation, order history, approval) are appended as further steps. The backend has a database of its own
 * (same seed), and each project signs in as its own demo buyer, so the two projects never share a cart.
 */
test.use({ baseURL: STOCK_URL });

/** Each project's buyer (demo accounts, e2e/demo-accounts.ts): own cart and orders on the stock backend. */
const BUYERS = { js: "buyer@acme.example", "no-js": "liam.nguyen@acme.example" } as const;

/** The search term and the product it finds (backend/src/seed-data: "Metro Business Shirt", SHT-MT). */
const TERM = "metro shirt";
const PRODUCT = "Metro Business Shirt";

/** No error page, no error summary: the page rendered what it had. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: /went wrong|error|not found/i })).toHaveCount(0);
  await expect(page.getByText(/A server error occurred|An Internal Server Error occurred|An unknown error occurred/)).toHaveCount(0);
}

test("a buyer signs in, finds a product and opens it on a stock SAP backend", async ({ page }, testInfo) => {
  const buyer = demoAccount(BUYERS[testInfo.project.name === "no-js" ? "no-js" : "js"]);

  await test.step("sign in: the home page welcomes the buyer", async () => {
    await page.goto("/login");
    await signIn(page, buyer.email);
    await expect(page).toHaveURL(`${STOCK_URL}/`);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${buyer.firstName}` })).toBeVisible();
    await expectNoErrorPage(page);
  });

  await test.step("search: the results page lists the product", async () => {
    await page.goto("/search");
    await page.getByRole("search").getByRole("searchbox", { name: "Search" }).fill(TERM);
    await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`${STOCK_URL}/search/${encodeURIComponent(TERM)}`);
    await expect(page.getByRole("heading", { level: 1, name: `Search results for '${TERM}'` })).toBeVisible();
    await expectNoErrorPage(page);
  });

  await test.step("product page: opened from the results, with its price", async () => {
    const products = page.getByRole("region", { name: "Products", exact: true });
    await products.getByRole("link", { name: PRODUCT }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/SHT-MT\b/);
    await expect(page.getByText(/\$\d/).first()).toBeVisible();
    await expectNoErrorPage(page);
    await checkA11y(page, testInfo);
  });
});
