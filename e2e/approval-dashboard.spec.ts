/**
 * Issue 7: the approval dashboard (pending and actioned tabs) and the home page's pending block. The dashboard is GET
 * filters, links and server-rendered tables: its behaviour is proven in the no-js project (@no-js-only, e2e/README.md);
 * the js project opens both tabs, uses the filter form and the tab links, and walks the filters by keyboard.
 * Each project uses its own approver from a stored session (e2e/approval-accounts.ts), whose unit holds 6 seeded pending orders
 * (18 Nov, 13 Nov, 6 Nov, 29 Oct, 16 Oct, 1 Oct 2026; the 6 Nov and 1 Oct ones for the buyer, the rest for the
 * wearer), 1 approved (10 Nov) and 1 rejected (2 Nov). Other specs add pending orders and decisions to the same unit
 * today, so assertions on exact rows use date windows before the seed anchor (20 Nov 2026) or a status.
 */
import { type Locator, type Page } from "@playwright/test";
import { type ApprovalAccounts, approvalAccounts } from "./approval-accounts";
import { approvalOrderVia, createPendingOrder, decideOrderVia } from "./approval-api";
import { checkA11y, expect, isJavaScriptEnabled, test } from "./fixtures";
import { openAs, openSignedIn } from "./sessions";
import { accountMenuToggle } from "./shell-helpers";
import { CORPORATE_URL, WHOLESALE_URL } from "./urls";

const DASHBOARD = "/my-account/approval-dashboard";
const ACTIONED = `${DASHBOARD}/actioned`;

const accounts = (): ApprovalAccounts => approvalAccounts(test.info());

const filterForm = (page: Page) => page.getByRole("form", { name: "Filter orders" });
const table = (page: Page) => page.getByRole("table");
const orderCells = (page: Page) => table(page).locator("tbody th");
const columnCells = (page: Page, column: "Placed by" | "Wearer" | "Date" | "Decision date" | "Total" | "Status") =>
  table(page).locator(`tbody td[data-label="${column}"]`);
const tabs = (page: Page) => page.getByRole("navigation", { name: "Approval lists" });

async function applyFilters(page: Page, filters: { from?: string; to?: string; wearer?: string; status?: string; sort?: string }) {
  const form = filterForm(page);
  if (filters.from !== undefined) await form.getByLabel("Placed from").fill(filters.from);
  if (filters.to !== undefined) await form.getByLabel("Placed to").fill(filters.to);
  if (filters.wearer !== undefined) await form.getByLabel("Wearer").selectOption({ label: filters.wearer });
  if (filters.status !== undefined) await form.getByLabel("Status").selectOption({ label: filters.status });
  if (filters.sort !== undefined) await form.getByLabel("Sort by").selectOption({ label: filters.sort });
  await form.getByRole("button", { name: "Apply filters" }).click();
}

async function expectShowing(page: Page, pattern: RegExp | string) {
  if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator(".approval-results__count")).toHaveText(pattern);
}

/** Presses Tab until `target` has focus (at most 40 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const wearerOption = (a: ApprovalAccounts) => `${a.wearer.name} (${a.wearer.employeeId})`;

test.describe("approval dashboard: pending approvals", () => {
  // The js project's proof of both tabs (hydration, the enhanced GET filter form, the tab links as client-side
  // navigations); the other dashboard tests are one server render and run in the no-js project only.
  test("the approver sees the pending orders of their unit, each linking to its approval page; the tab link leads to approved and declined orders", async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.approver.uid, DASHBOARD);
    await expect(page.getByRole("heading", { level: 1, name: "Approval dashboard" })).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: "Pending approvals" })).toHaveAttribute("aria-current", "page");
    await expect(tabs(page).getByRole("link", { name: "Actioned orders" })).not.toHaveAttribute("aria-current", "page");
    await expect(table(page).getByRole("columnheader")).toHaveText(["Order", "Placed by", "Wearer", "Date", "Total", "Status"]);

    // The seeded orders (before the anchor day): all pending, all placed by this unit's buyer.
    await applyFilters(page, { from: "2026-10-01", to: "2026-11-18" });
    await expect(page).toHaveURL(/fromDate=2026-10-01&toDate=2026-11-18/);
    await expectShowing(page, "Showing 1-6 of 6 orders");
    await expect(columnCells(page, "Date")).toHaveText(["18 Nov 2026", "13 Nov 2026", "6 Nov 2026", "29 Oct 2026", "16 Oct 2026", "1 Oct 2026"]);
    await expect(columnCells(page, "Placed by")).toHaveText(Array(6).fill(a.buyer.name));
    await expect(columnCells(page, "Status")).toHaveText(Array(6).fill("Pending approval"));
    await expect(columnCells(page, "Total").first()).toHaveText(/^\$\d[\d,]*\.\d\d$/);
    const first = orderCells(page).first().getByRole("link");
    const code = (await first.innerText()).trim();
    await expect(first).toHaveAttribute("href", `/my-account/approval/${code}`);
    await checkA11y(page);

    // The actioned tab (was its own test: 'the tab link leads to approved and declined orders, shown by their status names').
    await tabs(page).getByRole("link", { name: "Actioned orders" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${ACTIONED}`);
    await expect(tabs(page).getByRole("link", { name: "Actioned orders" })).toHaveAttribute("aria-current", "page");
    await expect(tabs(page).getByRole("link", { name: "Pending approvals" })).not.toHaveAttribute("aria-current", "page");
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
    await expect(columnCells(page, "Status").filter({ hasText: "Approved" }).first()).toBeVisible();
    await expect(columnCells(page, "Status").filter({ hasText: "Rejected" }).first()).toBeVisible();
    await checkA11y(page);
  });

  test("filters by wearer within a date range; the URL keeps the filters and the rows match", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.approver.uid, DASHBOARD);
    await applyFilters(page, { from: "2026-10-01", to: "2026-11-18", wearer: wearerOption(a) });
    await expect(page).toHaveURL(new RegExp(`wearer=${encodeURIComponent(a.wearer.uid).replace(/\./g, "\\.")}`));
    await expectShowing(page, "Showing 1-4 of 4 orders");
    await expect(columnCells(page, "Wearer")).toHaveText(Array(4).fill(`${a.wearer.name}Employee ID ${a.wearer.employeeId}`));
    await expect(columnCells(page, "Date")).toHaveText(["18 Nov 2026", "13 Nov 2026", "29 Oct 2026", "16 Oct 2026"]);
    // The form shows what is applied.
    await expect(filterForm(page).getByLabel("Wearer")).toHaveValue(a.wearer.uid);
    await expect(filterForm(page).getByLabel("Placed from")).toHaveValue("2026-10-01");
  });

  test("filters by a narrower date range with a sort; an empty window shows the empty state; Clear filters", { tag: "@no-js-only" }, async ({ page }) => {
    test.slow(); // five pages, each audited with axe when the test ends
    const a = accounts();
    await openSignedIn(page, a.approver.uid, DASHBOARD);
    await applyFilters(page, { from: "2026-10-20", to: "2026-11-10", sort: "Oldest first" });
    await expect(page).toHaveURL(/fromDate=2026-10-20&toDate=2026-11-10&sort=byDateAsc$/);
    await expectShowing(page, "Showing 1-2 of 2 orders");
    await expect(columnCells(page, "Date")).toHaveText(["29 Oct 2026", "6 Nov 2026"]);
    await expect(columnCells(page, "Wearer")).toHaveText([`${a.wearer.name}Employee ID ${a.wearer.employeeId}`, new RegExp(`^${a.buyer.name}`)]);

    // A window without orders: the empty state; Clear filters shows everything again.
    await page.goto(`${DASHBOARD}?fromDate=2026-10-02&toDate=2026-10-15`);
    await expectShowing(page, "No orders match these filters.");
    await expect(table(page)).toHaveCount(0);
    await filterForm(page).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${DASHBOARD}`);
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
  });

  test("an invalid date shows its error by the field and in the summary, keeps the input, and the list still shows", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.approver.uid, `${DASHBOARD}?fromDate=2026-02-31&toDate=2026-11-18`);
    const message = "'2026-02-31' is not a real date. Enter a date as yyyy-mm-dd, for example 2026-11-01.";
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#approval-filter-fromDate");
    await expect(page.locator("#approval-filter-fromDate-error")).toHaveText(`Error: ${message}`);
    const from = filterForm(page).getByLabel("Placed from");
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(from).toHaveAttribute("value", "2026-02-31");
    await expect(filterForm(page).getByLabel("Placed to")).toHaveValue("2026-11-18");
    await expect(page).toHaveTitle(/^Error: /);
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);

    // 'to' before 'from'.
    await page.goto(`${DASHBOARD}?fromDate=2026-11-10&toDate=2026-11-01`);
    await expect(page.locator("#approval-filter-toDate-error")).toHaveText(
      "Error: The 'Placed to' date must be the same as or after the 'Placed from' date.",
    );
  });

  test("pagination: 10 a page, Next keeps the filters", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    // 6 seeded + 5 of our own: at least 11 pending orders, so there is a second page.
    for (let i = 0; i < 5; i += 1) await createPendingOrder({ placedBy: a.buyer.uid, user: a.wearer.uid });
    await openSignedIn(page, a.approver.uid, DASHBOARD);
    await applyFilters(page, { sort: "Oldest first" });
    await expect(page).toHaveURL(/\?sort=byDateAsc$/);
    await expectShowing(page, /^Showing 1-10 of \d+ orders$/);
    await expect(orderCells(page)).toHaveCount(10);
    await expect(columnCells(page, "Date").first()).toHaveText("1 Oct 2026");
    const pages = page.getByRole("navigation", { name: "Pending approval pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?sort=byDateAsc&page=2$/);
    await expectShowing(page, /^Showing 11-\d+ of \d+ orders$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(filterForm(page).getByLabel("Sort by")).toHaveValue("byDateAsc");
  });

  test("at 320 px wide the rows stack and nothing scrolls sideways", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    await page.setViewportSize({ width: 320, height: 800 });
    await openSignedIn(page, a.approver.uid, `${DASHBOARD}?fromDate=2026-10-01&toDate=2026-11-18`);
    await expectShowing(page, "Showing 1-6 of 6 orders");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const firstRow = table(page).locator("tbody tr").first();
    // Stacked: the order cell sits above the total, not beside it.
    const order = await firstRow.locator("th").boundingBox();
    const total = await firstRow.locator('td[data-label="Total"]').boundingBox();
    expect(order && total && total.y > order.y).toBe(true);
    await firstRow.screenshot({ path: test.info().outputPath("row-320.png") });
  });

  test("keyboard only: Tab to the filters, apply, follow an order link", { tag: "@js-only" }, async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.approver.uid, DASHBOARD);
    const wearer = filterForm(page).getByLabel("Wearer");
    await tabTo(page, wearer);
    await page.keyboard.press("ArrowDown"); // the first wearer (closed select: arrows change the value)
    await expect(wearer).not.toHaveValue("");
    const chosen = await wearer.inputValue();
    await tabTo(page, filterForm(page).getByRole("button", { name: "Apply filters" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`wearer=${encodeURIComponent(chosen).replace(/\./g, "\\.")}`));
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
    const link = orderCells(page).first().getByRole("link");
    const code = (await link.innerText()).trim();
    await tabTo(page, link);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${CORPORATE_URL}/my-account/approval/${code}`);
  });
});

test.describe("approval dashboard: actioned orders", () => {
  test("filters by status: only declined, then only approved orders", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.approver.uid, ACTIONED);
    await applyFilters(page, { status: "Rejected" });
    await expect(page).toHaveURL(/\?status=REJECTED&sort=byDecisionDate$/);
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
    const statuses = await columnCells(page, "Status").allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(["Rejected"]));
    // The seeded rejected order (2 Nov).
    await expect(columnCells(page, "Date").filter({ hasText: "2 Nov 2026" })).toHaveCount(1);
    await expect(filterForm(page).getByLabel("Status")).toHaveValue("REJECTED");

    await applyFilters(page, { status: "Approved" });
    await expect(page).toHaveURL(/\?status=APPROVED&sort=byDecisionDate$/);
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
    expect(new Set(await columnCells(page, "Status").allInnerTexts())).toEqual(new Set(["Approved"]));
    await expect(columnCells(page, "Date").filter({ hasText: "10 Nov 2026" })).toHaveCount(1);
  });
});

test.describe("approval dashboard: the actioned tab's order", () => {
  test("an order just decided is first: newest decision first by default, 'Decision date' in Sort by", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    // Placed first, decided last: by the date placed it would come after the other one (and, among many, on page 2).
    const older = await createPendingOrder({ placedBy: a.buyer.uid, user: a.wearer.uid });
    const newer = await createPendingOrder({ placedBy: a.buyer.uid, user: a.wearer.uid });
    await decideOrderVia(a.approver.uid, { orderCode: newer.code, decision: "APPROVE" });
    const decided = await decideOrderVia(a.approver.uid, { orderCode: older.code, decision: "REJECT", reasonCode: "OTHER", comment: "Not this time" });

    await openSignedIn(page, a.approver.uid, DASHBOARD);
    // The pending tab keeps the newest order first.
    await expect(filterForm(page).getByLabel("Sort by")).toHaveValue("byDateDesc");
    await tabs(page).getByRole("link", { name: "Actioned orders" }).click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${ACTIONED}`);
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
    await expect(filterForm(page).getByLabel("Sort by")).toHaveValue("byDecisionDate");
    await expect(filterForm(page).getByLabel("Sort by").locator("option:checked")).toHaveText("Decision date");
    await expect(table(page).getByRole("columnheader")).toHaveText(["Order", "Placed by", "Wearer", "Date", "Decision date", "Total", "Status"]);

    // allInnerTexts does not wait: the table's first order number first (a read once caught it empty).
    await expect(orderCells(page).first()).toHaveText(/\d/);
    const codes = (await orderCells(page).allInnerTexts()).map((code) => code.trim());
    expect(codes).toContain(older.code);
    expect(codes.indexOf(older.code)).toBeLessThan(codes.indexOf(newer.code));
    // First: any row above it was decided later still (another spec deciding in this unit at the same moment).
    const decidedAt = decided.approval?.decidedAt ?? "";
    expect(decidedAt).not.toBe("");
    for (const code of codes.slice(0, codes.indexOf(older.code))) {
      const above = (await approvalOrderVia(a.approver.uid, code)).approval?.decidedAt ?? "";
      expect(above >= decidedAt, `${code} decided at ${above}, before ${decidedAt}`).toBe(true);
    }
    const row = table(page).locator("tbody tr").filter({ has: page.getByRole("link", { name: older.code, exact: true }) });
    await expect(row.locator('td[data-label="Status"]')).toHaveText("Rejected");
    await expect(row.locator('td[data-label="Decision date"] time')).toHaveAttribute("datetime", decidedAt.slice(0, 10));

    // Sorting by the date placed instead: the order placed later comes first.
    await applyFilters(page, { sort: "Newest first" });
    await expect(page).toHaveURL(/\?sort=byDateDesc$/);
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
    await expect(orderCells(page).first()).toHaveText(/\d/);
    const placed = (await orderCells(page).allInnerTexts()).map((code) => code.trim());
    const newerAt = placed.indexOf(newer.code);
    const olderAt = placed.indexOf(older.code);
    expect(newerAt).toBeGreaterThanOrEqual(0);
    expect(olderAt === -1 || newerAt < olderAt, `${newer.code} before ${older.code} in ${placed.join(", ")}`).toBe(true);
  });
});

test.describe("who may use the approval dashboard", () => {
  test("the approver's account menu links 'Approvals'", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.approver.uid, "/my-account");
    await accountMenuToggle(page).click();
    const link = page.getByRole("navigation", { name: "Account menu" }).getByRole("link", { name: "Approvals" });
    await expect(link).toHaveAttribute("href", DASHBOARD);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Approval dashboard" })).toBeVisible();
  });

  for (const who of ["buyer", "wearer"] as const) {
    test(`the ${who} gets the forbidden page for both tabs and no 'Approvals' link`, { tag: "@no-js-only" }, async ({ page }) => {
      test.slow(); // four pages, each audited with axe when the test ends
      const a = accounts();
      await openSignedIn(page, a[who].uid, "/my-account");
      await accountMenuToggle(page).click();
      const menu = page.getByRole("navigation", { name: "Account menu" });
      await expect(menu.getByRole("link").first()).toBeVisible();
      await expect(menu.getByRole("link", { name: "Approvals" })).toHaveCount(0);
      for (const path of [DASHBOARD, ACTIONED, `${DASHBOARD}?wearer=${encodeURIComponent(a.wearer.uid)}`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(403);
        await expect(page.getByText("You are not authorized to perform this action.", { exact: false })).toBeVisible();
        await expect(page.getByRole("table")).toHaveCount(0);
      }
    });
  }
});

test.describe("approval dashboard on the wholesale site", () => {
  // Read-only: approver@wholesale.example's seeded orders (29000301–29000307) are never decided by a test.
  test("the wholesale approver sees the Harbour stores' pending orders and opens one", { tag: "@no-js-only" }, async ({ page }) => {
    await openAs(page, "approver@wholesale.example", DASHBOARD);
    await expect(page).toHaveURL(`${WHOLESALE_URL}${DASHBOARD}`);
    await expect(page.getByRole("heading", { level: 1, name: "Approval dashboard" })).toBeVisible();
    await expectShowing(page, /^Showing 1-5 of 5 orders$/);
    await expect(columnCells(page, "Status")).toHaveText(Array(5).fill("Pending approval"));
    await expect(columnCells(page, "Placed by")).toContainText(["Kai Robinson", "Ruby Evans", "Sam Turner"]);
    await checkA11y(page);

    await tabs(page).getByRole("link", { name: "Actioned orders" }).click();
    await expectShowing(page, /^Showing 1-2 of 2 orders$/);
    await expect(columnCells(page, "Status")).toHaveText(["Approved", "Rejected"]);

    await tabs(page).getByRole("link", { name: "Pending approvals" }).click();
    await expectShowing(page, /^Showing 1-5 of 5 orders$/);
    const first = orderCells(page).first().getByRole("link");
    const code = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(`${WHOLESALE_URL}/my-account/approval/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(code);
    await expect(page.getByRole("button", { name: "Review decision" })).toBeVisible();
    await checkA11y(page);
  });
});

test.describe("home page: pending approvals block", () => {
  test("approvers see how many orders wait, linking to the dashboard", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.approver.uid, "/");
    const block = page.getByRole("region", { name: "Pending approvals" });
    const link = block.getByRole("link", { name: /^\d+ orders waiting for your approval$/ });
    await expect(link).toHaveAttribute("href", DASHBOARD);
    const count = Number((await link.innerText()).split(" ")[0]);
    expect(count).toBeGreaterThanOrEqual(6);
    await link.click();
    await expect(page).toHaveURL(`${CORPORATE_URL}${DASHBOARD}`);
    await expectShowing(page, /^Showing 1-\d+ of \d+ orders$/);
  });

  test("buyers and wearers see no pending approvals block", { tag: "@no-js-only" }, async ({ page }) => {
    const a = accounts();
    await openSignedIn(page, a.buyer.uid, "/");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole("region", { name: "Pending approvals" })).toHaveCount(0);
    await expect(page.getByText(/waiting for your approval/)).toHaveCount(0);
  });
});
