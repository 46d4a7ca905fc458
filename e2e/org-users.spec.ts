/**
 * Organisation users (issue 26, H2; docs/organisation.md "Users"): create a user with a generated employee code (a
 * fetcher with JS, a re-render that keeps every typed value without); duplicate e-mail, employee code and mobile
 * refused with the values kept; keyboard-only creation (js); the list's filters, search and pages; the detail page;
 * an edit with a duplicate then a good value; the wholesale wording. Acme's admin (admin@acme.example) creates users
 * of its own for each test (unique e-mails), so no test changes what another relies on.
 */
import { type Page } from "@playwright/test";
import { occAs } from "./checkout-api";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const ADMIN = "admin@acme.example";
const unique = (label: string) => `${label}-${test.info().project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));

/** A user of acme-au-vic-geelong made through the OCC API, for the edit tests. */
async function createUserViaOcc(label: string) {
  const stamp = unique(label);
  const digits = String(Date.now() % 1e8).padStart(8, "0");
  return occAs<{ pk: string; email: string; name: string }>(ADMIN, "POST", "orgUsers/current/manage-users/create-wwg-user", {
    body: {
      firstName: "Edith",
      lastName: "Editable",
      email: `${stamp}@acme.example`,
      mobile: `+6149${digits}${Math.floor(Math.random() * 10)}`,
      employeeCode: `E2E-${digits}${Math.floor(Math.random() * 100)}`.slice(0, 30),
      unitId: "acme-au-vic-geelong",
      roles: ["b2bcustomergroup"],
    },
  });
}

test.describe("organisation users", () => {
  test("create a user with a generated employee code", async ({ page }) => {
    await openSignedIn(page, ADMIN, "/organisation/users/new");
    await expect(page.getByRole("heading", { level: 1, name: "Create user" })).toBeVisible();
    const email = `${unique("created")}@acme.example`;
    await page.getByLabel("Title (optional)").selectOption("ms");
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Generated");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Business unit").selectOption("acme-au-vic-geelong");
    await page.getByRole("checkbox", { name: "Customer" }).check();

    await page.getByRole("button", { name: "Generate" }).click();
    const code = page.getByLabel("Employee code");
    await expect(code).toHaveValue(/^ACME-\d{4,}$/);
    await expect(page.getByRole("status").filter({ hasText: /Employee code ACME-\d+ generated\./ })).toBeAttached();
    // Every typed value is still there (without JS the page came back from the server).
    await expect(page.getByLabel("First name")).toHaveValue("Grace");
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    await expect(page.getByLabel("Title (optional)")).toHaveValue("ms");
    await expect(page.getByLabel("Business unit")).toHaveValue("acme-au-vic-geelong");
    await expect(page.getByRole("checkbox", { name: "Customer" })).toBeChecked();
    const generated = await code.inputValue();

    await page.getByRole("button", { name: "Create user" }).click();
    await expect(page).toHaveURL(/\/organisation\/users\/\d+$/);
    await expect(flash(page, "User Grace Generated created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Grace Generated ${generated}` })).toBeVisible();
    const personal = page.getByRole("region", { name: "Personal details" });
    await expect(personal).toContainText("Ms");
    await expect(page.getByRole("region", { name: "Roles" })).toContainText("Customer");
    await expect(page.getByRole("region", { name: "Employee details" })).toContainText("Acme Geelong Depot (acme-au-vic-geelong)");
    await expect(page.getByText(/Last changed by Alex Morgan on/)).toBeVisible();
  });

  test("duplicate e-mail, employee code and mobile are refused with every value kept", async ({ page }) => {
    await openSignedIn(page, ADMIN, "/organisation/users/new");
    await page.getByLabel("First name").fill("Dora");
    await page.getByLabel("Last name").fill("Duplicate");
    await page.getByLabel("E-mail address").fill("oliver.grant@acme.example");
    await page.getByLabel("Mobile number (optional)").fill("+61 400 001 102");
    await page.getByLabel("Employee code").fill("ACME-1102");
    await page.getByLabel("Business unit").selectOption("acme-au-nsw-sydney");
    await page.getByRole("checkbox", { name: "Approver" }).check();
    await page.getByRole("button", { name: "Create user" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    for (const message of ["User with email oliver.grant@acme.example already exists", "Employee code ACME-1102 is already in use.", "Mobile number +61 400 001 102 is already in use."]) {
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
      await expect(page.locator(".field__error", { hasText: message })).toBeVisible();
    }
    await expect(page.getByLabel("First name")).toHaveValue("Dora");
    await expect(page.getByLabel("Last name")).toHaveValue("Duplicate");
    await expect(page.getByLabel("E-mail address")).toHaveValue("oliver.grant@acme.example");
    await expect(page.getByLabel("Mobile number (optional)")).toHaveValue("+61 400 001 102");
    await expect(page.getByLabel("Employee code")).toHaveValue("ACME-1102");
    await expect(page.getByLabel("Business unit")).toHaveValue("acme-au-nsw-sydney");
    await expect(page.getByRole("checkbox", { name: "Approver" })).toBeChecked();
    await expect(page).toHaveURL(/\/organisation\/users\/new$/);
  });

  test("keyboard-only user creation", { tag: "@js-only" }, async ({ page }) => {
    await openSignedIn(page, ADMIN, "/organisation/users/new");
    const email = `${unique("keyboard")}@acme.example`;
    // Tab from the top of the page to the first field.
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => document.activeElement?.id)) === "create-user-titleCode") break;
    }
    await expect(page.getByLabel("Title (optional)")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Kim");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keys");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab"); // mobile: left empty
    await page.keyboard.press("Tab"); // employee code
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Generate" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Employee code")).toHaveValue(/^ACME-\d{4,}$/);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Business unit")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Business unit")).not.toHaveValue("");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Wearer" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Wearer" })).toBeChecked();
    // The other roles, then the submit button.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      if (await page.getByRole("button", { name: "Create user" }).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(page.getByRole("button", { name: "Create user" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/organisation\/users\/\d+$/);
    await expect(flash(page, "User Kim Keys created.")).toBeVisible();
  });

  test("the list: pages of 50, filters by role and unit", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, ADMIN, "/organisation/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByText(/^Showing 1–50 of \d+ users$/)).toBeVisible();
    await expect(page.locator(".org-table tbody tr")).toHaveCount(50);
    await page.getByRole("navigation", { name: "User list pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Showing 51–/)).toBeVisible();

    await page.getByLabel("Role").selectOption("b2bapprovergroup");
    await page.getByLabel("Business unit").selectOption("acme-au-nsw-sydney");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/role=b2bapprovergroup/);
    await expect(page.locator(".org-table tbody tr")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Ruby Hall" })).toBeVisible();

  });

  test("a user's details from a search; a filter value that is not an option", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, ADMIN, "/organisation/users?q=ACME-1110");
    await page.getByRole("link", { name: "Henry Scott" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Henry Scott ACME-1110" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Approvers" })).toContainText("Mason Adams");
    await expect(page.getByRole("region", { name: "User groups" })).toContainText("Site leads");
    await expect(page.getByRole("region", { name: "Payment details" })).toContainText("Melbourne depot (ACME-MEL) — Default");
    await expect(page.getByRole("link", { name: "Manage roles" })).toHaveAttribute("href", /\/organisation\/users\/\d+\/roles$/);

    // An edited URL: a role that is not an option is dropped with a message.
    await page.goto("/organisation/users?role=superuser");
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("Choose one of the options.");
  });

  test("edit contact details: a taken e-mail is refused with the values kept, then saved", async ({ page }) => {
    const user = await createUserViaOcc("contact");
    await openSignedIn(page, ADMIN, `/organisation/users/${user.pk}/contact`);
    await page.getByLabel("E-mail address").fill("ruby.hall@acme.example");
    await page.getByLabel("Mobile number (optional)").fill("0400 555 121");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator(".field__error", { hasText: "User with email ruby.hall@acme.example already exists" })).toBeVisible();
    await expect(page.getByLabel("Mobile number (optional)")).toHaveValue("0400 555 121");

    const email = `${unique("changed")}@acme.example`;
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Mobile number (optional)").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/organisation/users/${user.pk}$`));
    await expect(flash(page, "Contact details saved.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Contact details" })).toContainText(email);
    await expect(page.getByText(/Last changed by Alex Morgan on/)).toBeVisible();
  });

  test("the wholesale site reads 'store'", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, "admin@wholesale.example", "/organisation/users", { site: "wholesale" });
    await expect(page.getByLabel("Store", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Store", { exact: true }).locator("option").first()).toHaveText("All stores");
    await expect(page.getByRole("columnheader", { name: "Store" })).toBeVisible();
  });
});
