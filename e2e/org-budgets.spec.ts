/**
 * Budgets (issue 27; docs/organisation.md "Budgets"): create a budget — a negative amount and a start after the end
 * refused with every value kept — assign it to a cost centre, place an order charged to that cost centre as a buyer
 * (through the OCC API) and see the budget's spent move on its detail page (the SVG bar's text); keyboard-only
 * creation in the js project. Both projects (forms and redirects with JS on and off). Everything happens in
 * acme-au-budgets-e2e with budgets-admin@acme.example and one buyer and cost centre per project
 * (backend/src/seed-data/org-budgets-e2e.ts), so no other spec's data moves.
 */
import { randomBytes } from "node:crypto";
import { type Locator, type Page } from "@playwright/test";
import { addEntries, completeCheckoutThrough, emptyCart, placeOrder } from "./checkout-api";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const ADMIN = "budgets-admin@acme.example";
const UNIT = "Acme budgets depot";
const BUDGETS = "/organisation/budgets";
const project = () => (test.info().project.name === "js" ? "js" : "nojs");
const uniqueCode = () => `E2E-${project().toUpperCase()}-${randomBytes(3).toString("hex")}`;
const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));
const year = new Date().getFullYear();
const START = `${year}-01-01`;
const END = `${year + 1}-12-31`;

test.describe("budgets", () => {
  // Several pages per test, each audited with axe by the fixture: room for a loaded machine.
  test.beforeEach(() => test.slow());

  test("create a budget (bad values refused and kept), assign it to a cost centre, an order moves its spent", async ({ page }) => {
    const code = uniqueCode();
    const name = `Budget ${code}`;
    const buyer = `budgets-buyer-${project()}@acme.example`;
    const centre = `BUDGETS-E2E-${project().toUpperCase()}`;

    // The buyer's cart, ready to order (charged to the project's cost centre), made while the admin works.
    const cartReady = (async () => {
      await emptyCart(buyer);
      await addEntries(buyer, [{ code: "POL-CL-NAVY-M", quantity: 1 }]);
      await completeCheckoutThrough(buyer, "paymentAccount", { costCenter: centre });
    })();

    await openSignedIn(page, ADMIN, `${BUDGETS}/new`);
    await expect(page.getByRole("heading", { level: 1, name: "Create Budget" })).toBeVisible();
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Amount").fill("-50");
    await page.getByLabel("Currency").selectOption("AUD");
    await page.getByLabel("Start").fill(`${year + 1}-06-01`);
    await page.getByLabel("End").fill(`${year + 1}-05-31`);
    await page.getByLabel("Business unit").selectOption({ label: UNIT });
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByRole("alert").getByRole("link", { name: "The amount cannot be negative." })).toBeVisible();
    await expect(page.getByRole("alert").getByRole("link", { name: "The end date must be the same as or after the start date." })).toBeVisible();
    await expect(page.getByLabel("Code")).toHaveValue(code);
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await expect(page.getByLabel("Amount")).toHaveValue("-50");
    await expect(page.getByLabel("Start")).toHaveValue(`${year + 1}-06-01`);
    await expect(page.getByLabel("End")).toHaveValue(`${year + 1}-05-31`);
    await expect(page.getByLabel("Business unit")).toHaveValue("acme-au-budgets-e2e");

    await page.getByLabel("Amount").fill("500");
    await page.getByLabel("Start").fill(START);
    await page.getByLabel("End").fill(END);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`${BUDGETS}/${code}$`));
    await expect(flash(page, `Budget ${name} created successfully`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Budget: ${name}` })).toBeVisible();
    await expect(page.getByTestId("budget-spent")).toHaveText("$0.00");
    await expect(page.getByRole("img", { name: "$0.00 spent of $500.00 (0%); $500.00 remaining." })).toBeVisible();

    // Assign it to the project's cost centre.
    await page.goto(`/organisation/cost-centres/${centre}/budgets`);
    await expect(page.getByRole("heading", { level: 1, name: "Manage budgets" })).toBeVisible();
    await page.getByRole("button", { name: `Assign ${name} to the cost centre` }).click();
    await expect(flash(page, `Budget ${name} assigned successfully`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Unassign ${name} from the cost centre` })).toBeVisible();

    // The buyer orders, charged to that cost centre.
    await cartReady;
    const placed = await placeOrder(buyer);
    expect(placed.code).toBeTruthy();

    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${BUDGETS}/${code}$`));
    await expect(page.getByTestId("budget-spent")).not.toHaveText("$0.00");
    await expect(page.getByRole("img", { name: /^\$\d+\.\d{2} spent of \$500\.00 \(\d+%\); \$\d+\.\d{2} remaining\.$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Cost centres/ }).getByRole("link", { name: `Budgets e2e ${project()}` })).toBeVisible();
  });

  test("keyboard only: from the list, create a budget with Tab, typing and Enter", { tag: "@js-only" }, async ({ page }) => {
    const code = uniqueCode();
    await openSignedIn(page, ADMIN, BUDGETS);
    await expect(page.getByRole("heading", { level: 1, name: /^All budgets \(\d+\)$/ })).toBeVisible();
    /** Presses Tab until the control has the focus (reading where the focus is; no clicks). */
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 60; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      throw new Error("Tab never reached the control");
    };
    const focusOn = (label: string) => tabTo(page.getByLabel(label, { exact: true }));
    // The skip link first, then on from the main content.
    await tabTo(page.getByRole("link", { name: "Skip to main content" }));
    await page.keyboard.press("Enter");
    await tabTo(page.getByRole("link", { name: "Create budget" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Create Budget" })).toBeVisible();
    await focusOn("Code");
    await page.keyboard.type(code);
    await focusOn("Name");
    await page.keyboard.type("Keyboard budget");
    await focusOn("Amount");
    await page.keyboard.type("1200.50");
    // One currency (AUD) is chosen already. Dates: the browser's date field takes month, day and year typed in order.
    await focusOn("Start");
    await page.keyboard.type(`0101${year}`);
    await focusOn("End");
    await page.keyboard.type(`1231${year + 1}`);
    await focusOn("Business unit");
    await page.keyboard.type(UNIT);
    await expect(page.getByLabel("Start")).toHaveValue(START);
    await expect(page.getByLabel("End")).toHaveValue(END);
    await expect(page.getByLabel("Business unit")).toHaveValue("acme-au-budgets-e2e");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Save" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${BUDGETS}/${code}$`));
    await expect(flash(page, "Budget Keyboard budget created successfully")).toBeVisible();
    await expect(page.getByRole("img", { name: "$0.00 spent of $1,200.50 (0%); $1,200.50 remaining." })).toBeVisible();
  });
});
