import { type Locator, type Page } from "@playwright/test";
import { checkA11y, expect, expectJavaScriptState, isJavaScriptEnabled, test } from "./fixtures";
import { useSession } from "./sessions";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

/**
 * Global search (spec part 1 §2, §4, §5, §8, §9; part 2 §2, §8): from the header to the results
 * with JS (dialog) and without (the /search page's GET form), pagination, empty state, the
 * special-character error, the carousel, prices by role, and a product name carrying HTML.
 * Seed facts used: "or" matches 36 products and 20 content items on the corporate site.
 *
 * The results pages and the /search form are server renders with GET forms and links: their behaviour is proven in
 * the no-js project (@no-js-only); the js project keeps the header search, the dialog, the carousel, the wholesale
 * search, one submit of the /search form and the product name with HTML. Signed-in tests start from stored sessions.
 */

const NOTHING_HERE = "Nothing here.";
const INCORRECT = "Your search query is incorrectly formatted. Please remove special characters like ':' and try again.";

function productsSection(page: Page): Locator {
  return page.getByRole("region", { name: "Products", exact: true });
}

function contentSection(page: Page): Locator {
  return page.getByRole("region", { name: "Top results" });
}

/** Product codes shown in a list, in order. */
async function productCodes(scope: Locator): Promise<string[]> {
  return scope.locator(".product-grid .product-card__code").evaluateAll((nodes) =>
    nodes.map((node) => (node.textContent ?? "").replace("Product code", "").trim()),
  );
}

async function hydrated(page: Page) {
  if (isJavaScriptEnabled()) await expectJavaScriptState(page);
}

test.describe("search from the header", () => {
  test("the header's search leads to the results page", async ({ page }, testInfo) => {
    await page.goto("/category/polos");
    await hydrated(page);
    const headerSearch = page.getByRole("banner").getByRole("link", { name: "Search" });

    if (isJavaScriptEnabled(testInfo)) {
      await headerSearch.click();
      const dialog = page.getByRole("dialog", { name: "Search" });
      await expect(dialog).toBeVisible();
      await expect(page, "the dialog opens in place").toHaveURL(`${CORPORATE_URL}/category/polos`);
      const input = dialog.getByRole("searchbox", { name: "Search" });
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute("placeholder", "To search for content, type a keyword and press enter");
      await input.fill("or");
      await input.press("Enter");
      await expect(dialog.getByText(/^Showing 1-10 of \d+ results$/)).toBeVisible();
      await expect(dialog.getByText("Top Result", { exact: true })).toHaveCount(1);
      await checkA11y(page, testInfo);
      await dialog.getByRole("link", { name: "View all results" }).click();
      await expect(dialog).toBeHidden();
    } else {
      // Without JS the same control is a link to the search page's form.
      await expect(headerSearch).toHaveAttribute("href", "/search");
      await headerSearch.click();
      await expect(page).toHaveURL(`${CORPORATE_URL}/search`);
      await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
      await expect(page.getByRole("search").getByRole("searchbox", { name: "Search" })).toBeVisible();
      await page.getByRole("searchbox", { name: "Search" }).fill("or");
      await page.getByRole("button", { name: "Search", exact: true }).click();
    }

    await expect(page).toHaveURL(`${CORPORATE_URL}/search/or`);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for 'or'" })).toBeVisible();
    await expect(productsSection(page).getByText(/^Showing 1-18 of 36 results$/)).toBeVisible();
    await expect(contentSection(page).getByText(/^Showing 1-10 of 20 results$/)).toBeVisible();
    await expect(contentSection(page).getByText("Top Result", { exact: true })).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Top suggestions" }).getByRole("link").first()).toBeVisible();
  });

  test("an empty search stays on the form with 'This field is required.'", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/search");
    await hydrated(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search(\?q=)?$/);
    await expect(page.locator(".field__error")).toHaveText(/This field is required\./);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveAttribute("aria-invalid", "true");
  });

  // Both projects: the /search page's one test in the js project (its GET form submitted client-side).
  test("a term with special characters shows the formatting error", async ({ page }) => {
    await page.goto("/search");
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search" }).fill("polo:red");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/search/polo%3Ared`);
    await expect(page.getByText(INCORRECT)).toBeVisible();
    await expect(page.locator(".product-card")).toHaveCount(0);
  });

  test("no results: 'Nothing here.', the term and 'Showing 0 results'", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/search/zzzzqx");
    await expect(page.getByRole("heading", { name: NOTHING_HERE })).toBeVisible();
    await expect(page.getByText("We found 0 results for 'zzzzqx'")).toBeVisible();
    await expect(page.getByText("Showing 0 results")).toBeVisible();
  });
});

test.describe("search results pages", () => {
  test("page 2 of the products shows other products and the page is in the URL", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/search/or");
    await hydrated(page);
    const first = await productCodes(productsSection(page));
    expect(first).toHaveLength(18);

    const pages = page.getByRole("navigation", { name: "Product pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Page 2" }).click();

    await expect(page).toHaveURL(`${CORPORATE_URL}/search/or?page=2`);
    await expect(productsSection(page).getByText("Showing 19-36 of 36 results")).toBeVisible();
    // The click's document may still be arriving (a streamed render): wait for the whole grid before reading it.
    await expect(productsSection(page).locator(".product-grid .product-card__code")).toHaveCount(18);
    const second = await productCodes(productsSection(page));
    expect(second).toHaveLength(18);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous page" })).toBeVisible();
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);

    // The content results page separately and keep the product page.
    await page.getByRole("navigation", { name: "Content result pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/search/or?page=2&contentPage=2`);
    await expect(contentSection(page).getByText("Showing 11-20 of 20 results")).toBeVisible();
    await expect(contentSection(page).getByText("Top Result", { exact: true })).toHaveCount(0);
    await expect(productsSection(page).locator(".product-grid .product-card__code")).toHaveCount(18);
    expect(await productCodes(productsSection(page))).toEqual(second);

    // Back returns to the same list.
    await page.goBack();
    await expect(page).toHaveURL(`${CORPORATE_URL}/search/or?page=2`);
    await expect(contentSection(page).getByText("Showing 1-10 of 20 results")).toBeVisible();
  });

  test("the top products carousel is reachable and scrollable by keyboard", async ({ page }, testInfo) => {
    await page.goto("/search/or");
    await hydrated(page);
    const carousel = page.getByRole("region", { name: "Top products", exact: true });
    await expect(carousel).toHaveClass(/carousel__viewport/);

    // Tab from the search button to the carousel.
    await page.getByRole("button", { name: "Search", exact: true }).focus();
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") === "Top products");
    }
    expect(reached, "Tab reaches the carousel").toBe(true);
    await expect(carousel).toBeFocused();
    expect(await carousel.evaluate((el) => el.scrollLeft)).toBe(0);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => carousel.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    // Tab moves into the cards.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".carousel__item")))).toBe(true);

    const next = page.getByRole("button", { name: "Next Top products" });
    const previous = page.getByRole("button", { name: "Previous Top products" });
    if (isJavaScriptEnabled(testInfo)) {
      await carousel.evaluate((el) => el.scrollTo({ left: 0, behavior: "instant" }));
      const max = await carousel.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(max).toBeGreaterThan(0);
      await next.click();
      await expect.poll(() => carousel.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await carousel.evaluate((el) => el.scrollTo({ left: 0, behavior: "instant" }));
      await previous.click();
      // Wrap-around: 'previous' at the start goes to the end.
      await expect.poll(() => carousel.evaluate((el) => Math.round(el.scrollLeft))).toBeGreaterThanOrEqual(max - 1);
      await next.click();
      await expect.poll(() => carousel.evaluate((el) => el.scrollLeft)).toBe(0);
    } else {
      await expect(next).toHaveCount(0);
      await expect(previous).toHaveCount(0);
    }
  });

  // Both projects: only with JavaScript on could an injected script or handler run, which the dialog check proves.
  test("a product name with HTML shows as text with bold only, nothing injected", async ({ page }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/search/Bold");
    await hydrated(page);
    const card = productsSection(page).locator(".product-card", { hasText: "XSS-001" });
    await expect(card).toHaveCount(1);
    const name = card.getByRole("heading", { name: "Hi-Vis Bold Vest" });
    await expect(name).toBeVisible();
    await expect(name.locator("b")).toHaveText("Bold");
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    await expect(page.locator("main img[onerror]")).toHaveCount(0);
    expect(await page.locator("main script").count()).toBe(0);
    expect(await card.innerHTML()).not.toContain("onerror");
    await expect(card.getByRole("img", { name: "Hi-Vis Bold Vest" })).toBeVisible();
    expect(new URL(await name.getByRole("link").getAttribute("href") ?? "", CORPORATE_URL).pathname).toBe(
      "/product/XSS-001/Hi-Vis%20Bold%20Vest",
    );
    expect(alerts).toEqual([]);
  });
});

test.describe("prices in search results", { tag: "@no-js-only" }, () => {
  test("a buyer with prices enabled sees prices in the org's currency", async ({ page }) => {
    await useSession(page, "buyer@acme.example");
    await page.goto("/search/or");
    const card = productsSection(page).locator(".product-card", { hasText: "SHO-CL" });
    await expect(card.locator(".price__standard")).toHaveText("From A$39.95");
    await expect(card.locator(".price__rrp")).toContainText("A$55.95 incl. GST");
  });

  test("anonymous visitors and wearers see no prices", async ({ page }) => {
    await page.goto("/search/or");
    await expect(productsSection(page).locator(".product-card").first()).toBeVisible();
    await expect(page.locator(".price")).toHaveCount(0);

    await useSession(page, "wearer@acme.example");
    await page.goto("/search/or");
    await expect(page.getByRole("link", { name: "Log out" }), "signed in as the wearer").toBeAttached();
    await expect(productsSection(page).locator(".product-card").first()).toBeVisible();
    await expect(page.locator(".price")).toHaveCount(0);
    await expect(page.getByText(/A\$\d/)).toHaveCount(0);
  });
});

test.describe("search dialog", () => {
  // Without JS there is no dialog: the header's link to the /search form is proven by 'the header's search leads to
  // the results page' in the no-js project.
  test("default variant: Enter needs 2 characters, autocomplete, pages, Escape closes and clears", { tag: "@js-only" }, async ({ page }, testInfo) => {
    await page.goto("/category/polos");
    await hydrated(page);
    const headerSearch = page.getByRole("banner").getByRole("link", { name: "Search" });

    await headerSearch.click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    const input = dialog.getByRole("searchbox", { name: "Search" });
    await expect(input).toBeFocused();

    // One character: autocomplete after the pause, but Enter does not search.
    await input.fill("p");
    await expect(dialog.getByRole("heading", { name: "Suggestions" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "pro polo", exact: true })).toBeVisible();
    await input.press("Enter");
    await expect(dialog.getByText(/^Showing/)).toHaveCount(0);

    await input.fill("or");
    await input.press("Enter");
    await expect(dialog.getByText("Showing 1-10 of 20 results")).toBeVisible();
    await expect(dialog.getByText("Top Result", { exact: true })).toHaveCount(1);

    // Changing page re-runs the search.
    await dialog.getByRole("navigation", { name: "Search result pages" }).getByRole("button", { name: "Page 2" }).click();
    await expect(dialog.getByText("Showing 11-20 of 20 results")).toBeVisible();
    await expect(dialog.getByText("Top Result", { exact: true })).toHaveCount(0);
    await checkA11y(page, testInfo);

    // No results.
    await input.fill("zzzzqx");
    await input.press("Enter");
    await expect(dialog.getByRole("heading", { name: NOTHING_HERE })).toBeVisible();
    await expect(dialog.getByText("We found 0 results for 'zzzzqx'")).toBeVisible();
    await expect(dialog.getByText("Showing 0 results")).toBeVisible();

    // Special characters.
    await input.fill("a:b");
    await input.press("Enter");
    await expect(dialog.getByText(INCORRECT)).toBeVisible();

    // Focus stays in the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Escape closes, focus returns; reopening starts empty.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(headerSearch).toBeFocused();
    await headerSearch.click();
    await expect(input).toHaveValue("");
    await expect(dialog.getByText(INCORRECT)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toBeHidden();
    await expect(headerSearch).toBeFocused();
  });

  test("the mobile placeholder", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto("/category/polos");
    await hydrated(page);
    const headerSearch = page.getByRole("banner").getByRole("link", { name: "Search" });
    await headerSearch.click();
    if (isJavaScriptEnabled(testInfo)) {
      await expect(page.getByRole("dialog").getByRole("searchbox")).toHaveAttribute(
        "placeholder",
        "Type a keyword and press enter",
      );
      await page.keyboard.press("Escape");
    } else {
      await expect(page).toHaveURL(`${CORPORATE_URL}/search`);
    }
  });
});

test.describe("wholesale site", () => {
  test("its search bar, dialog and results page differ", async ({ page }, testInfo) => {
    await page.goto(`${WHOLESALE_URL}/category/polos`);
    await hydrated(page);
    const bar = page.getByRole("banner").getByRole("link", { name: /Search/ });
    await expect(bar).toContainText("I'm looking for...");

    if (isJavaScriptEnabled(testInfo)) {
      await bar.click();
      const dialog = page.getByRole("dialog", { name: "Search" });
      const input = dialog.getByRole("searchbox", { name: "Search" });
      await expect(input).toHaveAttribute("placeholder", "I'm looking for...");
      // Any key searches when the term is non-empty: no Enter needed.
      await input.pressSequentially("or");
      await expect(dialog.getByRole("heading", { name: "Top suggestions" })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Top results" })).toBeVisible();
      await expect(dialog.getByRole("region", { name: "Products" }).locator(".product-card").first()).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Next Products" })).toBeVisible();
      await expect(dialog.getByText("Top Result", { exact: true })).toHaveCount(1);
      await checkA11y(page, testInfo);
      // The panel is full height on the right, 900 px wide.
      const box = await dialog.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.round(box.x + box.width)).toBe(viewport?.width);
      expect(box && Math.round(box.height)).toBe(viewport?.height);
      expect(box && Math.round(box.width)).toBe(Math.min(900, viewport?.width ?? 0));

      await input.fill("zzzzqx");
      await expect(dialog.getByRole("heading", { name: NOTHING_HERE })).toBeVisible();
      await input.fill("or");
      await expect(dialog.getByRole("heading", { name: "Top suggestions" })).toBeVisible();
      await dialog.getByRole("link", { name: "View all results" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await bar.click();
      await expect(page).toHaveURL(`${WHOLESALE_URL}/search`);
      const input = page.getByRole("searchbox", { name: "Search" });
      await expect(input).toHaveAttribute("placeholder", "I'm looking for...");
      await input.fill("or");
      await page.getByRole("button", { name: "Search", exact: true }).click();
    }

    await expect(page).toHaveURL(`${WHOLESALE_URL}/search/or`);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for 'or'" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Top suggestions" })).toBeVisible();
    // Search sorts by relevance on the wholesale site: no sort control (the corporate site has one).
    await expect(page.getByLabel("Sort by")).toHaveCount(0);
    await page.goto(`${CORPORATE_URL}/search/or`);
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  });
});
