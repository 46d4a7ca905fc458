/**
 * Finance lists (issue 28, H1; docs/finance.md): the outstanding tab's totals and ageing chart (its table read), the
 * filters (unit, cost centre, dates, overdue only) as a GET form with a bad date refused and kept, sorting and paging,
 * the paid tab, the credits tab, the home page's finance block, and the 403 for buyers and wearers. Read-only, in the
 * finance-lists e2e organisation (backend/src/seed-data/finance-e2e.ts: North with 55 open invoices, South with one
 * open invoice in each ageing bucket, three paid ones and two credit notes), which no other spec reads or changes.
 * The pages are the same server render with and without JavaScript: the no-js project proves them, the js project
 * opens the screen in the home-block test (the fixture proves it hydrates) — e2e/README.md "Which project runs a test".
 */
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const FINANCE = "finance-lists@finlist.example";
const OUTSTANDING = "/organisation/finance";

test.describe("finance lists", () => {
  test.beforeEach(() => test.slow());

  test("the outstanding tab: totals, the ageing chart's table, filters kept, sort and paging", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, FINANCE, OUTSTANDING);
    await expect(page.getByRole("heading", { level: 1, name: "Finances" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Finance lists" });
    await expect(tabs.getByRole("link", { name: "Outstanding" })).toHaveAttribute("aria-current", "page");
    // The statements flag is off for this organisation: no Statements tab.
    await expect(tabs.getByRole("link")).toHaveText(["Outstanding", "Paid", "Credits"]);

    // One unit: an open invoice in each ageing bucket (net 100…500 + GST 10 %).
    await page.getByLabel("Unit").selectOption({ label: "Finlist South" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/unit=fin-lists-e2e-south/);
    await expect(page.getByTestId("finance-total-due")).toHaveText("$1,650.00");
    await expect(page.getByTestId("finance-overdue")).toContainText("$1,540.00");
    await expect(page.getByTestId("finance-overdue")).toContainText("4 invoices overdue");
    const ageing = page.getByTestId("ageing-table");
    await expect(ageing.getByRole("row")).toHaveText([/Days past due/, /Not yet due\s*\$110\.00\s*1/, /1–30 days\s*\$220\.00\s*1/, /31–60 days\s*\$330\.00\s*1/, /61–90 days\s*\$440\.00\s*1/, /Over 90 days\s*\$550\.00\s*1/]);
    await expect(page.getByRole("img", { name: /Ageing chart: Not yet due \$110\.00, 1–30 days \$220\.00/ })).toBeVisible();

    // Overdue only: four rows, oldest due first.
    await page.getByLabel("Overdue only").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    const rows = page.getByTestId("outstanding-invoices").locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText("$550.00");

    // A date that is not a day: refused, kept in the field, the rest still applied.
    // (type=date cannot hold an impossible day in a browser: sent as an edited URL would.)
    await page.goto(`${OUTSTANDING}?unit=fin-lists-e2e-south&from=2026-02-30`);
    await expect(page.getByRole("alert").getByRole("link", { name: "Enter the date as yyyy-mm-dd, for example 2026-03-31." })).toBeVisible();
    await expect(page.getByLabel("Unit")).toHaveValue("fin-lists-e2e-south");
    await expect(page.getByTestId("outstanding-invoices").locator("tbody tr")).toHaveCount(5);

    // The North unit: 55 open invoices, 50 a page; sorted by amount due the largest comes first.
    await page.goto(`${OUTSTANDING}?unit=fin-lists-e2e-north&sort=byAmountDueDesc`);
    await expect(page.getByText("Showing 1–50 of 55")).toBeVisible();
    await expect(page.getByTestId("outstanding-invoices").locator("tbody tr").first()).toContainText("$70.40");
    await page.getByRole("navigation", { name: "Invoice pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=byAmountDueDesc/);
    await expect(page.getByText("Showing 51–55 of 55")).toBeVisible();
    await expect(page.getByTestId("outstanding-invoices").locator("tbody tr").last()).toContainText("$11.00");
  });

  test("the paid and credits tabs", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, FINANCE, `${OUTSTANDING}/paid`);
    await expect(page.getByRole("link", { name: "Paid" })).toHaveAttribute("aria-current", "page");
    const paid = page.getByTestId("paid-invoices").locator("tbody tr");
    await expect(paid).toHaveCount(4);
    await expect(paid.first()).toContainText("Bank transfer");
    await expect(paid.first()).toContainText(/BT-FINLIST-\d{4}/);

    await page.getByRole("navigation", { name: "Finance lists" }).getByRole("link", { name: "Credits" }).click();
    await expect(page).toHaveURL(/\/organisation\/finance\/credits$/);
    const credits = page.getByTestId("credit-notes").locator("tbody tr");
    await expect(credits).toHaveCount(2);
    await expect(credits.filter({ hasText: "Open" })).toContainText("$27.50");
    await expect(credits.filter({ hasText: "Used" })).toContainText("$0.00");
    await page.getByLabel("With a remaining balance only").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByTestId("credit-notes").locator("tbody tr")).toHaveCount(1);
  });

  // Both projects: the js project opens the finance screen here (the fixture proves it hydrates).
  test("the home page's finance block, and the organisation area shows a finance person Finance only", async ({ page }) => {
    await openSignedIn(page, FINANCE, "/");
    const block = page.getByTestId("finance-home");
    await expect(block.getByRole("heading", { name: "Finances" })).toBeVisible();
    await expect(block).toContainText("4 invoices overdue ($1,540.00)");
    await block.getByRole("link", { name: "View outstanding invoices" }).click();
    await expect(page).toHaveURL(new RegExp(`${OUTSTANDING}$`));
    await expect(page.getByRole("navigation", { name: "Manage organisation" }).getByRole("link")).toHaveText(["Finance"]);
    // The other organisation pages stay closed to a finance person.
    const response = await page.goto("/organisation/users");
    expect(response?.status()).toBe(403);
  });

  test("buyers and wearers get 403 'No sufficient permissions to access this page'", { tag: "@no-js-only" }, async ({ page }) => {
    for (const email of ["buyer@acme.example", "wearer@acme.example"]) {
      await page.context().clearCookies();
      await openSignedIn(page, email, "/");
      await expect(page.getByTestId("finance-home")).toHaveCount(0);
      // One page each (the authorization matrix proves every finance loader for every kind of user).
      const response = await page.goto(OUTSTANDING);
      expect(response?.status(), email).toBe(403);
      await expect(page.getByText("No sufficient permissions to access this page")).toBeVisible();
    }
  });
});
