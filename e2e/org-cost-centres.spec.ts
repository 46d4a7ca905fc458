/**
 * Cost centres (issue 27, helper A; docs/organisation.md "Cost centres"): create one (a duplicate code refused with
 * every value kept next to the field), edit it, disable and enable it and remove it after their confirmation pages; the
 * list's search and unit filter; and the checkout rule — a unit disabled, its cost centres are no longer offered at
 * checkout. Both projects (forms and redirects with JS on and off). Everything is made by cc-admin@cc-e2e.example in its
 * own organisation (backend/src/seed-data/org-cost-centres-e2e.ts); each project's buyer and depot unit are its own.
 */
import { randomBytes } from "node:crypto";
import { type Page } from "@playwright/test";
import { addEntries, occAs } from "./checkout-api";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const ADMIN = "cc-admin@cc-e2e.example";
const LIST = "/organisation/cost-centres";
const project = () => (test.info().project.name === "js" ? "js" : "no-js");
const uniqueCode = () => `E2E-${project().toUpperCase()}-${randomBytes(3).toString("hex").toUpperCase()}`;
const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));

test.describe("cost centres", () => {
  // Several pages per test, each audited with axe by the fixture: room for a loaded machine.
  test.beforeEach(() => test.slow());

  test("create a cost centre (the same code again refused, values kept) and edit it", async ({ page }) => {
    const code = uniqueCode();
    await openSignedIn(page, ADMIN, LIST);
    await expect(page.getByRole("heading", { level: 1, name: /^All cost centres \(\d+\)$/ })).toBeVisible();
    await page.getByRole("link", { name: "Create cost centre" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create cost centre" })).toBeVisible();
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Name").fill("Night depot");
    await page.getByLabel("Currency").selectOption("AUD");
    await page.getByLabel("Business unit").selectOption({ label: "Cost Centre Test Team" });
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page).toHaveURL(new RegExp(`${LIST}/${code}$`));
    await expect(flash(page, "Cost centre Night depot created successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Cost centre: Night depot" })).toBeVisible();
    await expect(page.getByText(/^Last changed by Cass Centre on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText("No budgets are linked to this cost centre.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage budgets" })).toHaveAttribute("href", `${LIST}/${code}/budgets`);

    // The same code again (in lower case): Spartacus' conflict text next to the field; every value kept.
    await page.goto(`${LIST}/new`);
    await page.getByLabel("Code").fill(code.toLowerCase());
    await page.getByLabel("Name").fill("Second night depot");
    await page.getByLabel("Currency").selectOption("AUD");
    await page.getByLabel("Business unit").selectOption({ label: "Cost Centre Test Team" });
    await page.getByRole("button", { name: "Save" }).click();
    const message = `Cost center with code ${code.toLowerCase()} already exists.`;
    await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    await expect(page.locator(".field--error", { hasText: message }).getByLabel("Code")).toHaveValue(code.toLowerCase());
    await expect(page.getByLabel("Name")).toHaveValue("Second night depot");
    await expect(page.getByLabel("Business unit")).toHaveValue("cc-e2e-team");

    // Edit: the name and the unit
    await page.goto(`${LIST}/${code}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit cost centre" })).toBeVisible();
    await page.getByLabel("Name").fill("Night depot north");
    await page.getByLabel("Business unit").selectOption({ label: "Cost Centre Test Head Office" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}/${code}$`));
    await expect(flash(page, "Cost centre Night depot north updated successfully")).toBeVisible();
    await expect(page.locator(".org-facts")).toContainText("Cost Centre Test Head Office");
  });

  test("disable and enable after their confirmation pages; remove after its confirmation page", async ({ page }) => {
    const code = uniqueCode();
    await occAs(ADMIN, "POST", "costcenters", { body: { code, name: "Spare depot", currency: { isocode: "AUD" }, unit: { uid: "cc-e2e-team" } } });
    await openSignedIn(page, ADMIN, `${LIST}/${code}`);
    await page.getByRole("link", { name: "Disable", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}/${code}/disable$`));
    await expect(page.getByRole("heading", { level: 1, name: "Disable this cost centre?" })).toBeVisible();
    await expect(page.getByText("Disabled cost centres cannot be used for placing new orders.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Disable" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}/${code}$`));
    await expect(flash(page, "Cost centre Spare depot disabled successfully")).toBeVisible();
    await expect(page.getByText("Enable the cost centre to allow editing.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);

    await page.getByRole("link", { name: "Enable", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enable this cost centre?" })).toBeVisible();
    await page.getByRole("button", { name: "Enable" }).click();
    await expect(flash(page, "Cost centre Spare depot enabled successfully")).toBeVisible();

    await page.getByRole("link", { name: "Remove", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}/${code}/remove$`));
    await expect(page.getByRole("heading", { level: 1, name: "Remove this cost centre?" })).toBeVisible();
    await page.getByRole("button", { name: "Remove cost centre" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(flash(page, "Cost centre Spare depot removed")).toBeVisible();
    const gone = await occAs<{ errors?: unknown[] }>(ADMIN, "GET", `costcenters/${code}`, { allow: [404] });
    expect(gone.errors).toBeDefined();

    // The list: search by code and the unit filter (GET forms)
    await page.getByLabel("Search").fill("team");
    await page.getByLabel("Business unit").selectOption({ label: "Cost Centre Test Team (cc-e2e-team)" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?q=team&unit=cc-e2e-team$`));
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("row", { name: /CC-E2E-TEAM/ })).toBeVisible();
  });

  test("a unit disabled: its cost centres are no longer offered at checkout", async ({ page }) => {
    const which = project();
    const buyer = which === "js" ? "cc-buyer-js@cc-e2e.example" : "cc-buyer-nojs@cc-e2e.example";
    const unit = which === "js" ? "cc-e2e-depot-js" : "cc-e2e-depot-nojs";
    const depot = which === "js" ? "CC-E2E-DEPOT-JS" : "CC-E2E-DEPOT-NOJS";
    // Starting state through the backend: the depot unit and its cost centre enabled, an item in the buyer's cart.
    await occAs(ADMIN, "PATCH", `users/current/orgUnits/${unit}`, { body: { active: true } });
    await occAs(ADMIN, "PATCH", `costcenters/${depot}`, { body: { activeFlag: true } });
    await addEntries(buyer, [{ code: "POL-CL-NAVY-M", quantity: 1 }]);

    await openSignedIn(page, buyer, "/checkout/review-order");
    const select = page.getByLabel("Cost centre");
    await expect(select.locator("option", { hasText: `Depot ${which}` })).toHaveCount(1);
    await expect(select.locator("option", { hasText: "Head office" })).toHaveCount(1);

    await occAs(ADMIN, "PATCH", `users/current/orgUnits/${unit}`, { body: { active: false } });
    await page.reload();
    await expect(select.locator("option", { hasText: "Head office" })).toHaveCount(1);
    await expect(select.locator("option", { hasText: `Depot ${which}` })).toHaveCount(0);
  });
});
