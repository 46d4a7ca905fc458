/**
 * Issue 23: the order history (/my-account/orders: filters, sort, pages, the returns view, the unit tab),
 * the home page's recent orders and the stock flavour's honesty about filters it cannot apply. The list is GET forms,
 * links and a server-rendered table: its behaviour is proven in the no-js project (@no-js-only, e2e/README.md); the js
 * project opens it and uses its filter form and pages once. Read only: the seeded orders of
 * backend/src/seed-data/order-history-filters.ts (order-history@acme.example's 16 orders 28000201–216, the unit viewer
 * unit-viewer@acme.example and the child-unit buyers' orders 28000250–253, kiwi's 28000290), dates relative to seed time.
 */
import { type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { openSignedIn } from "./sessions";
import { STOCK_URL } from "./urls";

const HISTORY_USER = "order-history@acme.example";
const UNIT_VIEWER = "unit-viewer@acme.example";
const DAY = 86_400_000;
/** yyyy-mm-dd `daysAgo` days back in the store's time zone (the filter's calendar). */
const day = (daysAgo: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(Date.now() - daysAgo * DAY));

/** The order numbers of the results table, in order. */
const numbers = (page: Page) => page.getByRole("table").locator("tbody th");
const filters = (page: Page) => page.getByRole("form", { name: "Find orders" });

async function expectNumbers(page: Page, expected: string[]) {
  await expect(numbers(page)).toHaveText(expected);
}

test.describe("order history", () => {
  test("filters by status, dates and order or PO number, sorts, pages, and shows who placed each order", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, HISTORY_USER, "/my-account/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Scheduled replenishments" })).toHaveAttribute("href", "/my-account/my-replenishments");
    // Not a unit order viewer: no tabs.
    await expect(page.getByRole("navigation", { name: "Order lists" })).toHaveCount(0);
    await expect(page.getByText("Showing 1–10 of 16 orders")).toBeVisible();
    await expectNumbers(page, ["28000201", "28000202", "28000216", "28000203", "28000204", "28000205", "28000206", "28000207", "28000208", "28000209"]);
    const first = page.getByRole("row", { name: /28000202/ });
    await expect(first.getByRole("link", { name: "28000202" })).toHaveAttribute("href", "/my-account/order/28000202");
    await expect(first.getByRole("cell")).toHaveText([/\d{4}/, "Hana Hughes", "HIST-PO-1002", "Completed", /^\$\d/]);
    // Who placed it for whom: a proxy order; a punch-out order.
    await expect(page.getByRole("row", { name: /28000206/ }).getByRole("cell").nth(1)).toHaveText("Hana Hughes for Wes Warren");
    await expect(page.getByRole("row", { name: /28000207/ }).getByRole("cell").nth(1)).toHaveText("Hana Hughes (punch-out)");
    await expect(page.getByRole("row", { name: /28000203/ }).getByRole("cell").nth(2)).toHaveText("None");

    // Pages: 5 page links at most, with previous and next.
    const pages = page.getByRole("navigation", { name: "Order history pages" });
    await pages.getByRole("link", { name: /next/i }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText("Showing 11–16 of 16 orders")).toBeVisible();
    await expectNumbers(page, ["28000210", "28000211", "28000212", "28000213", "28000214", "28000215"]);

    // Status and sort: the cancelled ones, highest number first.
    await filters(page).getByLabel("Status").selectOption({ label: "Cancelled" });
    await filters(page).getByLabel("Sort by").selectOption({ label: "Order number (highest first)" });
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=CANCELLED/);
    await expect(page).not.toHaveURL(/page=/);
    await expectNumbers(page, ["28000212", "28000208", "28000205", "28000203"]);

    // Dates (inclusive) and the order or PO number, partially and in any case.
    await page.goto(`/my-account/orders?from=${day(16)}&to=${day(9)}`);
    await expectNumbers(page, ["28000202", "28000216"]);
    await expect(filters(page).getByLabel("Placed from")).toHaveValue(day(16));
    await expect(filters(page).getByLabel("Placed from")).toHaveAttribute("max", day(0));
    await expect(filters(page).getByLabel("Placed from")).toHaveAttribute("min", "2020-01-01");
    await filters(page).getByLabel("Order number or PO number").fill("hist-po");
    await filters(page).getByLabel("Placed from").fill("");
    await filters(page).getByLabel("Placed to").fill("");
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expectNumbers(page, ["28000201", "28000202", "28000210", "28000215"]);

    // Bad values: each message by its field and in the error summary, the value kept; the list still shows.
    await page.goto("/my-account/orders?from=2026-02-30&to=2019-01-01&status=LOST");
    await expect(page).toHaveTitle(/^Error: Order history/);
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link")).toHaveText([
      "Choose a status from the list.",
      "Enter the date as yyyy-mm-dd, for example 2026-03-31.",
      "Enter a date on or after 2020-01-01.",
    ]);
    await expect(page.getByText("Showing 1–10 of 16 orders")).toBeVisible();
    await page.goto(`/my-account/orders?from=${day(5)}&to=${day(20)}`);
    await expect(filters(page).getByText("The 'placed to' date must be the same as or after the 'placed from' date.")).toBeVisible();
    await expect(filters(page).getByLabel("Placed to")).toHaveValue(day(20));

    // The unit tab is only for unit order viewers.
    await page.goto("/my-account/orders?view=units");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access denied");
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("the returns view lists the orders that can still be returned or exchanged, from the home quick link", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, HISTORY_USER, "/");
    // Recent orders on the home page: the 3 newest with their status, each linking to its order.
    const recent = page.getByRole("region", { name: "Recent orders" });
    await expect(recent.getByRole("listitem")).toHaveCount(3);
    await expect(recent.getByRole("link", { name: /^Order / })).toHaveText(["28000201", "28000202", "28000216"]);
    await expect(recent.getByRole("listitem").first()).toContainText("Processing");
    await expect(recent.getByRole("link", { name: "Order 28000202" })).toHaveAttribute("href", "/my-account/order/28000202");
    await expect(recent.getByRole("link", { name: "View all orders" })).toHaveAttribute("href", "/my-account/orders");

    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Exchanges and returns" }).click();
    await expect(page).toHaveURL(/\/my-account\/orders\?returns=true$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orders you can return or exchange" })).toBeVisible();
    await expect(page).toHaveTitle(/^Orders you can return or exchange/);
    await expectNumbers(page, ["28000202", "28000216"]);
    // Filters keep the view.
    await filters(page).getByLabel("Order number or PO number").fill("1002");
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/returns=true/);
    await expectNumbers(page, ["28000202"]);
    await page.getByRole("link", { name: "Show all orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
  });

  test("a unit order viewer sees the orders of their unit and its child units, and no other organisation's", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, UNIT_VIEWER, "/");
    await expect(page.getByRole("region", { name: "Recent orders" })).toContainText("You have not placed any orders yet.");
    await page.goto("/my-account/orders");
    const tabs = page.getByRole("navigation", { name: "Order lists" });
    await expect(tabs.getByRole("link", { name: "My orders" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("You have no orders yet.")).toBeVisible();
    await tabs.getByRole("link", { name: "Orders of my units" }).click();
    await expect(page).toHaveURL(/\/my-account\/orders\?view=units$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orders of my units" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Unit" })).toBeVisible();

    // unit-buyer-nsw@acme.example, unit-buyer-vic@acme.example — and unit-buyer@kiwi.example, whose order (28000290,
    // kiwi-nz) is another organisation's: never listed.
    await filters(page).getByLabel("Buyer").fill("unit-buyer");
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/view=units/);
    await expectNumbers(page, ["28000250", "28000252", "28000251", "28000253"]);
    await expect(page.getByRole("row", { name: /28000250/ }).getByRole("cell")).toHaveText([/\d{4}/, "Acme Workwear New South Wales", "Nina Nolan", "NSW-5001", "Completed", /^\$\d/]);
    await page.goto("/my-account/orders?view=units&unit=victoria&buyer=unit-buyer&sort=byOrderNumber");
    await expectNumbers(page, ["28000253", "28000252"]);
  });

  test("a stock SAP backend: status and sort apply, the filters it cannot apply are named on the page", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto(`${STOCK_URL}/login?redirectTo=${encodeURIComponent("/my-account/orders?status=CANCELLED&q=alpha")}`);
    await signIn(page, HISTORY_USER);
    await expect(page).toHaveURL(`${STOCK_URL}/my-account/orders?status=CANCELLED&q=alpha`);
    await expect(page.getByRole("note")).toHaveText(
      "This shop cannot filter orders by order or PO number at the moment, so all orders are listed for that filter.",
    );
    await expectNumbers(page, ["28000203", "28000205", "28000208", "28000212"]);
    await page.goto(`${STOCK_URL}/my-account/orders?returns=true`);
    await expect(page.getByRole("heading", { level: 1, name: "Orders you can return or exchange" })).toBeVisible();
    await expect(page.getByText("This shop cannot tell at the moment which orders can still be returned or exchanged, so all your orders are listed.")).toBeVisible();
    await expect(page.getByText("Showing 1–10 of 16 orders")).toBeVisible();
  });

  test("filters with the enhanced form", async ({ page }) => {
    await openSignedIn(page, HISTORY_USER, "/my-account/orders");
    await filters(page).getByLabel("Status").selectOption({ label: "Completed" });
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=COMPLETED/);
    if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText("Showing 1–10 of 11 orders")).toBeVisible();
    await expect(numbers(page).first()).toHaveText("28000202");
  });
});
