import { type Locator, type Page } from "@playwright/test";
import { expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { useSession } from "./sessions";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

/**
 * Category and brand pages (spec part 2 §2, §3, §9): facets as links, breadcrumbs that remove
 * them, sorts as a GET form, 18 per page with 5-link pagination, and every bit of state in the
 * URL so Back returns to the same list. Seed: 4 polos (one in Navy), brand Southerly.
 *
 * Facets and paging are links, sorting a GET form, prices a server render: proven in the no-js project
 * (@no-js-only). The js project keeps the sort (its form submitted client-side, facet links followed client-side, Back)
 * and the brand page. Signed-in tests start from stored sessions.
 */

function facet(page: Page, name: string): Locator {
  return page.locator("details.facet", { has: page.locator("summary", { hasText: name }) });
}

async function hydrated(page: Page) {
  if (isJavaScriptEnabled()) await expectJavaScriptState(page);
}

test.describe("category page", () => {
  // Merged into it: 'one page of products has no pagination; a page past the end shows none' (its assertions first
  // and last).
  test("applying a colour facet narrows the list; the breadcrumb and 'Clear' remove it; one page has no pagination", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/category/polos");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Polos" })).toBeVisible();
    await expect(page.getByText("Showing 1-4 of 4 results")).toBeVisible();
    await expect(page.locator(".product-card")).toHaveCount(4);
    await expect(page.getByRole("navigation", { name: "Product pages" }), "one page of products: no pagination").toHaveCount(0);
    // A category page does not offer categories as a facet.
    await expect(facet(page, "Category")).toHaveCount(0);

    const navy = facet(page, "Colour").getByRole("link", { name: /^Navy \(1\)$/ });
    await expect(navy).not.toHaveAttribute("aria-current", /.*/);
    await navy.click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/category/polos?colour=navy`);
    await expect(page.getByText("Showing 1-1 of 1 results")).toBeVisible();
    await expect(page.locator(".product-card")).toHaveCount(1);
    await expect(facet(page, "Colour").getByRole("link", { name: /^Navy/ })).toHaveAttribute("aria-current", "true");

    const applied = page.getByRole("region", { name: "Applied filters" });
    await applied.getByRole("link", { name: "Remove filter Colour: Navy" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/category/polos`);
    await expect(page.getByText("Showing 1-4 of 4 results")).toBeVisible();
    await expect(page.getByRole("region", { name: "Applied filters" })).toHaveCount(0);

    // Two colours (OR within a facet), then the facet's 'Clear'.
    await facet(page, "Colour").getByRole("link", { name: /^Navy/ }).click();
    await expect(page).toHaveURL(/colour=navy$/);
    await facet(page, "Colour").getByRole("link", { name: /^Black/ }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/category/polos?colour=navy&colour=black`);
    await expect(page.locator(".product-card")).toHaveCount(2);
    await facet(page, "Colour").getByRole("link", { name: "Clear Colour filters" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/category/polos`);
    await expect(page.locator(".product-card")).toHaveCount(4);

    // A page past the end shows none.
    await page.goto("/category/polos?page=2");
    await expect(page.getByText("Showing 0 results")).toBeVisible();
    await expect(page.locator(".product-card")).toHaveCount(0);
  });

  test("sorting is a GET form; page, sort and filters stay in the URL for Back", async ({ page }) => {
    await page.goto("/category/polos");
    await hydrated(page);
    const sort = page.getByLabel("Sort by");
    await expect(sort).toHaveValue("relevance");
    await expect(sort.locator("option").first()).toHaveText("Relevance");
    await sort.selectOption("name-desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/category/polos?sort=name-desc`);
    const sorted = ["Pro Polo", "Metro Polo", "Eco Polo", "Classic Polo"];
    await expect(page.locator(".product-grid .product-card__name")).toHaveText(sorted);
    await expect(page.getByLabel("Sort by")).toHaveValue("name-desc");

    // A facet keeps the sort; Back returns to the sorted list.
    await facet(page, "Colour").getByRole("link", { name: /^Black/ }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/category/polos?colour=black&sort=name-desc`);
    await page.goBack();
    await expect(page).toHaveURL(`${CORPORATE_URL}/category/polos?sort=name-desc`);
    await expect(page.getByLabel("Sort by")).toHaveValue("name-desc");
    await expect(page.locator(".product-grid .product-card__name")).toHaveText(sorted);
  });

  test("an unknown category is not found", { tag: "@no-js-only" }, async ({ page }) => {
    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test.describe("product list pagination", { tag: "@no-js-only" }, () => {
  test("5 page links with previous and next, page in the URL", async ({ page }) => {
    // 45 products match 'e': three pages of 18.
    await page.goto("/search/e?page=2");
    await hydrated(page);
    const pages = page.getByRole("navigation", { name: "Product pages" });
    await expect(pages.getByRole("link")).toHaveText(["Previous page", "Page 1", "Page 2", "Page 3", "Next page"]);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/search/e?page=3`);
    await expect(page.getByRole("region", { name: "Products", exact: true }).getByText("Showing 37-45 of 45 results")).toBeVisible();
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  });
});

test.describe("brand page", () => {
  test("lists the brand's products with facets", async ({ page }) => {
    await page.goto("/Brands/Southerly/c/southerly");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Southerly" })).toBeVisible();
    await expect(page.getByText(/^Showing 1-\d+ of \d+ results$/)).toBeVisible();
    expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
    await expect(facet(page, "Brand")).toHaveCount(0);
    await facet(page, "Category").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/Brands\/Southerly\/c\/southerly\?allCategories=/);
    await expect(page.getByRole("region", { name: "Applied filters" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Southerly" })).toBeVisible();
  });
});

test.describe("prices on product lists", { tag: "@no-js-only" }, () => {
  test("shown for a buyer with prices enabled, hidden for anonymous visitors", async ({ page }) => {
    await page.goto("/category/polos");
    await expect(page.locator(".product-card")).toHaveCount(4);
    await expect(page.locator(".price")).toHaveCount(0);

    await useSession(page, "buyer@acme.example");
    await page.goto("/category/polos");
    const classic = page.locator(".product-card", { hasText: "POL-CL" });
    await expect(classic.locator(".price__standard")).toHaveText("From A$34.95");
    await expect(classic.locator(".price__rrp")).toContainText("A$48.95 incl. GST");
  });

  test("on the wholesale site for its buyer", async ({ page }) => {
    await useSession(page, "buyer@wholesale.example");
    await page.goto(`${WHOLESALE_URL}/category/polos`);
    await expect(page.locator(".product-card", { hasText: "POL-CL" }).locator(".price__standard")).toHaveText(
      "From A$27.95",
    );
    // Wholesale: relevance is the default sort.
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  });
});
