import { type Locator, type Page } from "@playwright/test";
import { approvalAccounts } from "./approval-accounts";
import { checkA11y, expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
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

/**
 * Each project's buyer and approver: the order-approval accounts (e2e/approval-accounts.ts), one unit per project with
 * a purchase limit of AUD 50.00 per order, so the order placed here waits for that unit's approver. The stock backend
 * has a database of its own: nothing here meets the extension-flavour specs' data.
 */
const QUANTITY = 2;

/** The search term and the product it finds (backend/src/seed-data: "Metro Business Shirt", SHT-MT). */
const TERM = "metro shirt";
const PRODUCT = "Metro Business Shirt";

/** No error page, no error summary: the page rendered what it had. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: /went wrong|error|not found/i })).toHaveCount(0);
  await expect(page.getByText(/A server error occurred|An Internal Server Error occurred|An unknown error occurred/)).toHaveCount(0);
}

/** Checks the first choosable radio of each option group of the product page (colour, size, fit). */
async function chooseFirstOptions(page: Page) {
  const groups = page.locator("form fieldset").filter({ has: page.getByRole("radio") });
  for (let i = 0; i < (await groups.count()); i++) {
    const radio: Locator = groups.nth(i).getByRole("radio").and(page.locator(":not([disabled])")).first();
    await radio.check();
  }
}

test("a buyer signs in, finds a product, orders it and sees it; the approver approves it — on a stock SAP backend", async ({ page, browser }, testInfo) => {
  const { buyer, approver } = approvalAccounts(testInfo);
  let orderCode = "";

  await test.step("sign in: the home page welcomes the buyer", async () => {
    await page.goto("/login");
    await signIn(page, buyer.uid);
    await expect(page).toHaveURL(`${STOCK_URL}/`);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
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

  await test.step("add to cart: the options and the quantity, one press (stock B2B add, a cart created first)", async () => {
    await chooseFirstOptions(page);
    await page.getByLabel("Quantity").fill(String(QUANTITY));
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${QUANTITY} × ${PRODUCT} added to your cart.` }).first()).toBeAttached();
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: /cart/i })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(PRODUCT);
    await expectNoErrorPage(page);
    await checkA11y(page, testInfo);
  });

  await test.step("checkout: cost centre and PO number (stock costcenter and paymenttype calls), address, mode", async () => {
    await page.getByRole("link", { name: /Proceed to checkout/i }).click();
    await expect(page).toHaveURL(`${STOCK_URL}/checkout/review-order`);
    const costCentre = page.getByLabel("Cost centre");
    const firstCentre = await costCentre.locator("option:not([value=''])").first().getAttribute("value");
    await costCentre.selectOption(firstCentre ?? "");
    await page.getByLabel("PO number").fill(`STOCK-${testInfo.project.name}`);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(`${STOCK_URL}/checkout/delivery-address`);
    await expectNoErrorPage(page);
    await page.getByRole("button", { name: "Use this address" }).click();

    await expect(page).toHaveURL(`${STOCK_URL}/checkout/delivery-mode`);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(`${STOCK_URL}/checkout/payment-details`);
    await expectNoErrorPage(page);
    const account = page.getByRole("radio", { name: /^Account/ });
    if ((await account.count()) > 0 && !(await account.isChecked())) {
      await account.check();
      await page.getByRole("button", { name: "Continue" }).click();
    }
    await expect(page.getByRole("region", { name: "Payment", exact: true }).getByText("Account", { exact: true })).toBeVisible();
    await checkA11y(page, testInfo);
  });

  await test.step("place the order (stock B2B place order): the confirmation", async () => {
    await page.getByRole("checkbox", { name: "I have read and agree to the terms and conditions of sale." }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
    orderCode = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.locator(".order-confirmation__facts")).toContainText(orderCode);
    await expect(page.getByRole("region", { name: "Payment" })).toContainText(`STOCK-${testInfo.project.name}`);
    await expectNoErrorPage(page);
    await checkA11y(page, testInfo);
  });

  await test.step("order history (stock users/{u}/orders): the order is listed, newest first, and opens", async () => {
    await page.goto("/my-account/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    await expect(firstRow).toContainText(orderCode);
    await expectNoErrorPage(page);
    await checkA11y(page, testInfo);
    // The number links to the order details (issue 23); the confirmation still shows the order.
    await expect(firstRow.getByRole("link", { name: orderCode })).toHaveAttribute("href", `/my-account/order/${orderCode}`);
    await page.goto(`/order-confirmation/${orderCode}`);
    await expect(page.locator(".order-confirmation__facts")).toContainText(orderCode);
  });

  await test.step("the approver approves it (stock order approvals: list, detail, decision)", async () => {
    const context = await browser.newContext({ baseURL: STOCK_URL, javaScriptEnabled: isJavaScriptEnabled() });
    const approverPage = await context.newPage();
    try {
      await approverPage.goto("/login");
      await signIn(approverPage, approver.uid);
      await expect(approverPage).toHaveURL(`${STOCK_URL}/`);
      await approverPage.goto("/my-account/approval-dashboard");
      await expectNoErrorPage(approverPage);
      await approverPage.getByRole("link", { name: orderCode }).click();
      await expect(approverPage.getByRole("heading", { level: 1, name: `Order ${orderCode}` })).toBeVisible();
      await checkA11y(approverPage, testInfo);
      await approverPage.getByRole("radio", { name: "Approve" }).check();
      await approverPage.getByRole("button", { name: "Review decision" }).click();
      await expect(approverPage.getByRole("heading", { level: 1, name: "Confirm your decision" })).toBeVisible();
      await approverPage.getByRole("button", { name: "Confirm approval" }).click();
      await expect(approverPage).toHaveURL(`${STOCK_URL}/my-account/approval-dashboard`);
      await expect(approverPage.locator(".flash")).toHaveText(`Order ${orderCode} was approved.`);
    } finally {
      await context.close();
    }
  });
});
