/**
 * The organisation overview and user groups (issue 26, H4; docs/organisation.md "Overview", "User groups"): the tiles
 * with counts and a search, 'Stores' on the wholesale site; create a group (a duplicate code refused with every value
 * kept), add and remove a member, delete after the confirmation page; a buyer, an approver and a wearer get 403 'No
 * sufficient permissions to access this page'. Both projects (forms and redirects with JS on and off). The groups are
 * made by groups-admin@groups-e2e.example in its own organisation (backend/src/seed-data/org-groups-e2e.ts), so no
 * demo group changes.
 */
import { randomBytes } from "node:crypto";
import { type Page } from "@playwright/test";
import { occAs } from "./checkout-api";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const ADMIN = "groups-admin@groups-e2e.example";
const uniqueCode = () => `e2e-${test.info().project.name}-${randomBytes(3).toString("hex")}`;
const GROUPS = "/organisation/user-groups";
const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));

test.describe("organisation overview", () => {
  test("tiles with counts link only to the pages that exist; the search narrows them", async ({ page }) => {
    await openSignedIn(page, "admin@acme.example", "/organisation");
    await expect(page.getByRole("heading", { level: 1, name: "Manage organisation" })).toBeVisible();
    const tile = (id: string) => page.locator(`[data-tile="${id}"]`);
    await expect(tile("units").getByRole("link", { name: /Business units/ })).toHaveAttribute("href", "/organisation/units");
    await expect(tile("userGroups").getByRole("link", { name: /User groups/ })).toHaveAttribute("href", "/organisation/user-groups");
    await expect(tile("users").getByRole("link")).toHaveAttribute("href", "/organisation/users");
    // Acme's root admin: the 4 seeded budgets, and more while other specs add budgets to units of their own (so
    // "at least 4", never an exact count); the budgets tile links to its pages (issue 27)
    await expect(tile("budgets")).toHaveText(/^Budgets\s*([4-9]|\d{2,})(?!\d)/);
    await expect(tile("budgets").getByRole("link", { name: /Budgets/ })).toHaveAttribute("href", "/organisation/budgets");

    await page.getByRole("searchbox", { name: "Search" }).fill("user");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/organisation\?search=user$/);
    await expect(page.locator("[data-tile]")).toHaveCount(2);
    await expect(tile("userGroups")).toBeVisible();
  });

  test("says 'Stores' on the wholesale site", { tag: "@no-js-only" }, async ({ page }) => {
    await openSignedIn(page, "admin@wholesale.example", "/organisation", { site: "wholesale" });
    await expect(page.locator('[data-tile="units"]').getByRole("link", { name: /^Stores/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Manage organisation" }).getByRole("link", { name: "Stores" })).toBeVisible();
  });
});

test.describe("user groups", () => {
  // Several pages per test, each audited with axe by the fixture: room for a loaded machine.
  test.beforeEach(() => test.slow());
  test("create a group; the same code again is refused with every value kept", async ({ page }) => {
    const code = uniqueCode();
    await openSignedIn(page, ADMIN, GROUPS);
    await expect(page.getByRole("heading", { level: 1, name: /^All user groups \(\d+\)$/ })).toBeVisible();
    await page.getByRole("link", { name: "Create user group" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create User group" })).toBeVisible();
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Name").fill("Night shift");
    await page.getByLabel("Business unit").selectOption({ label: "Groups Test Team" });
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page).toHaveURL(new RegExp(`${GROUPS}/${code}$`));
    await expect(flash(page, "User Group Night shift created successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "User group: Night shift" })).toBeVisible();
    await expect(page.getByText(/^Last changed by Gail Groups on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText("This group has no members yet.")).toBeVisible();

    // The same code again: SAP's conflict as Spartacus words it, next to the field; every value kept.
    await page.goto(`${GROUPS}/new`);
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Name").fill("Second night shift");
    await page.getByLabel("Business unit").selectOption({ label: "Groups Test Team" });
    await page.getByRole("button", { name: "Save" }).click();
    const message = `User Group with id ${code} already exists`;
    await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    await expect(page.locator(".field--error", { hasText: message }).getByLabel("Code")).toHaveValue(code);
    await expect(page.getByLabel("Name")).toHaveValue("Second night shift");
    await expect(page.getByLabel("Business unit")).toHaveValue("groups-e2e-team");
  });

  test("add a member and remove them; delete the group after the confirmation page", async ({ page }) => {
    const code = uniqueCode();
    await occAs(ADMIN, "POST", "users/current/orgUnitUserGroups", { body: { uid: code, name: "Day shift", orgUnit: { uid: "groups-e2e-team" } } });
    await openSignedIn(page, ADMIN, `${GROUPS}/${code}/members`);
    await expect(page.getByRole("heading", { level: 1, name: "Manage users" })).toBeVisible();
    await page.getByRole("button", { name: "Add Milo Member to the group" }).click();
    await expect(flash(page, "User Milo Member assigned successfully")).toBeVisible();
    await page.getByRole("button", { name: "Remove Milo Member from the group" }).click();
    await expect(flash(page, "User Milo Member unassigned successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Milo Member to the group" })).toBeVisible();

    // Delete: the confirmation page says what happens, its button deletes.
    await page.getByRole("link", { name: "Back to the user group" }).click();
    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${GROUPS}/${code}/delete$`));
    await expect(page.getByRole("heading", { level: 1, name: "Delete this user group?" })).toBeVisible();
    await expect(page.getByText("The users in this group are not affected when the user group is deleted.")).toBeVisible();
    await page.getByRole("button", { name: "Delete user group" }).click();
    await expect(page).toHaveURL(new RegExp(`${GROUPS}$`));
    await expect(flash(page, "User Group Day shift deleted successfully")).toBeVisible();
    const gone = await occAs<{ errors?: unknown[] }>(ADMIN, "GET", `users/current/orgUnitUserGroups/${code}`, { allow: [404] });
    expect(gone.errors).toBeDefined();
  });

  test("a group's detail shows its purchase limits read-only", async ({ page }) => {
    await openSignedIn(page, ADMIN, `${GROUPS}/groups-e2e-crew`);
    const limits = page.getByRole("region", { name: "Purchase limits" });
    await expect(limits.getByRole("row", { name: /GROUPS-E2E-ORDER-500/ })).toContainText("$500.00");
    await expect(limits.getByRole("button")).toHaveCount(0);
  });

  test("a buyer, an approver and a wearer get 403 'No sufficient permissions to access this page'", { tag: "@no-js-only" }, async ({ page }) => {
    for (const email of ["buyer@acme.example", "approver@acme.example", "wearer@acme.example"]) {
      await page.context().clearCookies();
      await openSignedIn(page, email, "/");
      // One page each (the authorization matrix proves every loader and action).
      const response = await page.goto(`${GROUPS}/acme-site-leads`);
      expect(response?.status(), email).toBe(403);
      await expect(page.getByText("No sufficient permissions to access this page")).toBeVisible();
      await expect(page.getByText("Site leads")).toHaveCount(0);
    }
  });
});
