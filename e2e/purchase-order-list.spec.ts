/**
 * Issue 6, helper C: the purchase-order list (filters, sort, pagination), detail and delete. The list is GET filters,
 * links and a server-rendered table: its behaviour is proven in the no-js project (@no-js-only, e2e/README.md); the js
 * project opens it from the account menu and uses its filter form. Delete differs (a dialog with JavaScript) and runs
 * in both. Each project uses its own seeded account from a stored session (po-list-js@ / po-list-nojs@, po-delete-js@ /
 * po-delete-nojs@acme.example). Assertions rely only on the seeded purchase orders (AU2026001–014, docs/reference-
 * backend.md) and the tests' own unique numbers: other specs add open purchase orders to the same AU organisation.
 */
import { type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { createPurchaseOrderVia, findPurchaseOrderVia, uniquePurchaseOrderNumber } from "./purchase-order-api";
import { openSignedIn } from "./sessions";
import { accountMenuToggle } from "./shell-helpers";
import { CORPORATE_URL } from "./urls";

const listAccount = () => (isJavaScriptEnabled() ? "po-list-js@acme.example" : "po-list-nojs@acme.example");
const deleteAccount = () => (isJavaScriptEnabled() ? "po-delete-js@acme.example" : "po-delete-nojs@acme.example");

/** The number cells of the results table (assert with toHaveText: it waits for a client-side navigation). */
function numberCells(page: Page) {
  return page.getByRole("table").locator("tbody th");
}

/** The numbers in the results table, in order, once `url` is shown. */
async function listedNumbers(page: Page, url: RegExp): Promise<string[]> {
  await expect(page).toHaveURL(url);
  if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ purchase orders$/)).toBeVisible();
  return numberCells(page).allInnerTexts();
}

async function applyFilters(page: Page, filters: { status?: string; unit?: string; from?: string; to?: string; sort?: string }) {
  const form = page.getByRole("form", { name: "Filter purchase orders" });
  if (filters.status !== undefined) await form.getByLabel("Status").selectOption({ label: filters.status });
  if (filters.unit !== undefined) await form.getByLabel("Business unit").selectOption({ label: filters.unit });
  if (filters.from !== undefined) await form.getByLabel("Created from").fill(filters.from);
  if (filters.to !== undefined) await form.getByLabel("Created to").fill(filters.to);
  if (filters.sort !== undefined) await form.getByLabel("Sort by").selectOption({ label: filters.sort });
  await form.getByRole("button", { name: "Apply filters" }).click();
}

/** Closed, New South Wales, Number (A–Z): the seeded AU2026003, 007 and 011, with the filters in the URL. */
async function filterClosedNswByNumber(page: Page) {
  await applyFilters(page, { status: "Closed", unit: "Acme Workwear New South Wales", sort: "Number (A–Z)" });
  await expect(page).toHaveURL(/status=CLOSED/);
  await expect(page).toHaveURL(/businessUnit=acme-au-nsw/);
  await expect(page).toHaveURL(/sort=byNumberAsc/);
  await expect(page.getByText("Showing 1-3 of 3 purchase orders")).toBeVisible();
  await expect(numberCells(page)).toHaveText(["AU2026003", "AU2026007", "AU2026011"]);
}

test.describe("purchase-order list", () => {
  test("filters by status, unit and created dates, sorts, and links each number to its detail", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, listAccount(), "/purchase-order");
    await expect(page.getByRole("heading", { level: 1, name: "Purchase orders" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add purchase order" })).toHaveAttribute("href", "/purchase-order/new");
    await expect(page.getByText(/^Showing 1-10 of \d+ purchase orders$/)).toBeVisible();

    // Closed ones are only the seeded AU2026003, 007 and 011 (new purchase orders are open), all with the NSW unit.
    await filterClosedNswByNumber(page);
    // The form shows what is applied.
    await expect(page.getByLabel("Status")).toHaveValue("CLOSED");
    await expect(page.getByLabel("Sort by")).toHaveValue("byNumberAsc");

    await applyFilters(page, { sort: "Number (Z–A)" });
    await expect(numberCells(page)).toHaveText(["AU2026011", "AU2026007", "AU2026003"]);

    // Created dates are inclusive calendar days: AU2026007 was created on 11 May 2026.
    await applyFilters(page, { from: "2026-05-11", to: "2026-05-11" });
    await expect(page).toHaveURL(/createdFrom=2026-05-11/);
    await expect(numberCells(page)).toHaveText(["AU2026007"]);
    const row = page.getByRole("row", { name: /AU2026007/ });
    await expect(row.getByRole("cell", { name: "Reception blazers" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Closed" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "11 May 2026" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "13 May 2026" })).toBeVisible();

    // A business unit that matches nothing in these dates: the empty state.
    await applyFilters(page, { unit: "Acme Workwear Victoria" });
    await expect(page.getByText("No purchase orders match these filters.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order`);
    await expect(page.getByLabel("Status")).toHaveValue("");

    await applyFilters(page, { status: "Closed", sort: "Number (A–Z)" });
    await page.getByRole("link", { name: "AU2026007" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/7`);
    await expect(page.getByRole("heading", { level: 1, name: "AU2026007" })).toBeVisible();
  });

  test("pages of 10 keep the filters and the sort", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, listAccount(), "/purchase-order?status=OPEN&sort=byNumberAsc");
    // The 11 seeded open AU purchase orders sort before the tests' own ('E2E…'): page 1 ends with AU2026013.
    const firstPage = await listedNumbers(page, /sort=byNumberAsc/);
    expect(firstPage).toHaveLength(10);
    expect(firstPage.slice(0, 3)).toEqual(["AU2026001", "AU2026002", "AU2026004"]);
    expect(firstPage).not.toContain("AU2026003");
    const pages = page.getByRole("navigation", { name: "Purchase order pages" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/status=OPEN/);
    await expect(page.getByText(/^Showing 11-\d+ of \d+ purchase orders$/)).toBeVisible();
    const secondPage = await listedNumbers(page, /page=2/);
    expect(secondPage[0]).toBe("AU2026014");
    expect(secondPage.some((number) => firstPage.includes(number))).toBe(false);
    await expect(page.getByLabel("Status")).toHaveValue("OPEN");
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(numberCells(page)).toHaveText(firstPage);
  });

  test("invalid filter values show messages by their fields and the list still shows", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, listAccount(), "/purchase-order?createdFrom=2026-02-31&status=CLOSED");
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByText("Enter a real date as yyyy-mm-dd, for example 2026-11-01.")).toBeVisible();
    await expect(page.getByLabel("Created from")).toHaveAttribute("aria-invalid", "true");
    await expect(numberCells(page)).toHaveText(["AU2026011", "AU2026007", "AU2026003"]);

    await page.goto("/purchase-order?createdFrom=2026-06-01&createdTo=2026-05-01&status=CLOSED");
    await expect(page.getByText("The 'Created to' date must be the same as or after the 'Created from' date.")).toBeVisible();
    await expect(page.getByLabel("Created to")).toHaveValue("2026-05-01");
    await expect(numberCells(page)).toHaveText(["AU2026011"]);

    // A unit outside the user's tree (another organisation's) is refused by the backend.
    await page.goto("/purchase-order?businessUnit=kiwi-nz&status=CLOSED");
    await expect(page.getByText("Select a business unit from the list.")).toBeVisible();
    await expect(numberCells(page)).toHaveText(["AU2026011", "AU2026007", "AU2026003"]);
  });

  test("a buyer of a child unit sees only purchase orders with a unit of their tree", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, "po-nsw@acme.example", "/purchase-order?sort=byNumberAsc");
    const numbers = await listedNumbers(page, /sort=byNumberAsc/);
    expect(numbers.slice(0, 3)).toEqual(["AU2026001", "AU2026003", "AU2026005"]);
    expect(numbers).not.toContain("AU2026002");
    const units = page.getByLabel("Business unit").locator("option");
    await expect(units).toHaveText(["All business units", "Acme Newcastle Depot", "Acme Sydney Depot", "Acme Workwear New South Wales"]);
    const response = await page.goto("/purchase-order/2");
    expect(response?.status()).toBe(404);
  });

  test("the wholesale site calls units stores", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, "buyer@wholesale.example", "/purchase-order?sort=byNumberAsc", { site: "wholesale" });
    await expect(page.getByLabel("Store", { exact: true })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Stores" })).toBeVisible();
    await expect(page.getByRole("row", { name: /HW2026001/ }).getByRole("cell", { name: "Harbour Store Sydney" })).toBeVisible();
    await expect(page.getByText(/business unit/i)).toHaveCount(0);
  });
});

test.describe("purchase-order detail and delete", () => {
  test("the detail shows the banner and details; delete asks first (dialog with JS, page without)", async ({ page }) => {
    const email = deleteAccount();
    const number = uniquePurchaseOrderNumber("DEL");
    const created = await createPurchaseOrderVia(email, {
      purchaseOrderNumber: number,
      description: "Warehouse team's hi-vis vests",
      units: ["acme-au-nsw", "acme-au-vic"],
    });

    await openSignedIn(page, email, `/purchase-order/${created.id}`);
    await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
    await expect(page.getByText("Open", { exact: true })).toBeVisible();
    await expect(page.getByText("Warehouse team's hi-vis vests")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Acme Workwear New South Wales" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Acme Workwear Victoria" })).toBeVisible();
    await expect(page.getByText(isJavaScriptEnabled() ? "Dina Delete" : "Dario Delete", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Edit ${number}` })).toHaveAttribute("href", `/purchase-order/${created.id}/edit`);

    const deleteLink = page.getByRole("link", { name: "Delete", exact: true });
    await deleteLink.click();
    const title = `Delete purchase order ${number}?`;
    if (isJavaScriptEnabled()) {
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${created.id}`);
      // Cancel keeps it, and focus goes back to the Delete link.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(deleteLink).toBeFocused();
      // Escape closes too.
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await findPurchaseOrderVia(email, created.id)).not.toBeNull();
      await deleteLink.click();
      await page.getByRole("dialog", { name: title }).getByRole("button", { name: "Yes, delete" }).click();
    } else {
      await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${created.id}/delete`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/${created.id}`);
      expect(await findPurchaseOrderVia(email, created.id)).not.toBeNull();
      await page.getByRole("link", { name: "Delete", exact: true }).click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
    }

    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order`);
    await expect(page.getByRole("status").filter({ hasText: `Purchase order ${number} was deleted.` })).toBeVisible();
    expect(await findPurchaseOrderVia(email, created.id)).toBeNull();
    const response = await page.goto(`/purchase-order/${created.id}`);
    expect(response?.status()).toBe(404);
    expect((await page.goto(`/purchase-order/${created.id}/delete`))?.status()).toBe(404);
  });
});

test.describe("who may use purchase orders", () => {
  // The js project's proof of the list (hydration, the enhanced GET filter form, a row's link); the filter, paging and
  // validation tests are one server render and run in the no-js project only.
  test("the account menu links 'Purchase orders' for buyers; the list filters and links to a detail", async ({ page }) => {
    await openSignedIn(page, listAccount(), "/my-account");
    await accountMenuToggle(page).click();
    const link = page.getByRole("navigation", { name: "Account menu" }).getByRole("link", { name: "Purchase orders" });
    await expect(link).toHaveAttribute("href", "/purchase-order");
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Purchase orders" })).toBeVisible();
    await expect(page.getByText(/^Showing 1-10 of \d+ purchase orders$/)).toBeVisible();

    await filterClosedNswByNumber(page);
    await page.getByRole("link", { name: "AU2026007" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}/purchase-order/7`);
    await expect(page.getByRole("heading", { level: 1, name: "AU2026007" })).toBeVisible();
  });

  for (const email of ["wearer@acme.example", "approver@acme.example"]) {
    test(`${email} gets no link and the forbidden page`, { tag: "@no-js-only" }, async ({ page }) => {
      await openSignedIn(page, email, "/");
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
      await accountMenuToggle(page).click();
      const menu = page.getByRole("navigation", { name: "Account menu" });
      await expect(menu.getByRole("link").first()).toBeVisible();
      await expect(menu.getByRole("link", { name: "Purchase orders" })).toHaveCount(0);
      for (const path of ["/purchase-order", "/purchase-order/1", "/purchase-order/1/delete"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(403);
      }
      expect(await findPurchaseOrderVia("buyer@acme.example", "1")).not.toBeNull();
    });
  }
});
