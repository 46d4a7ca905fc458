/**
 * User administration (issue 26, H3; docs/organisation.md): add a role and remove it (the last role refused); deactivate
 * a user and see their open session signed out and their sign-in refused; delete after the validation (its warning
 * shown); the admin's own admin role and own account are not removable; payment details and user approvers; the
 * wholesale wording. Both projects: the pages are forms that work the same without JS, the JS project enhances them.
 * Each test and project changes a user of its own (backend/src/seed-data/org-user-admin-e2e.ts, fixed customer PKs).
 */
import { type Page } from "@playwright/test";
import { openRunDatabase } from "./bad-input-db";
import { expect, signIn, test } from "./fixtures";
import { openSignedIn } from "./sessions";
import { siteUrl } from "./urls";

const js = () => test.info().project.name === "js";
const ADMIN = "admin@acme.example";
/** The seeded e2e users' customer PKs (seed-data/org-user-admin-e2e.ts). */
const PK = {
  role: () => (js() ? "199101" : "199102"),
  deactivate: () => (js() ? "199103" : "199104"),
  deleteUser: () => (js() ? "199105" : "199106"),
  payment: () => (js() ? "199107" : "199108"),
  approvers: () => (js() ? "199109" : "199110"),
};
const suffix = () => (js() ? "js" : "nojs");

/** A demo user's customer PK, read from the run's backend database (demo PKs follow the seed's order). */
function pkOf(uid: string): string {
  const db = openRunDatabase();
  try {
    const row = db.prepare<[string], { pk: number }>("SELECT pk FROM users WHERE uid = ?").get(uid);
    if (!row) throw new Error(`no user ${uid}`);
    return String(row.pk);
  } finally {
    db.close();
  }
}

const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).or(page.getByRole("alert").filter({ hasText: text }));
const summary = (page: Page) => page.locator(".error-summary");

test.describe("user administration", () => {
  test("add a role, remove it; the last role is refused with the message, nothing lost", async ({ page }) => {
    const pk = PK.role();
    const name = `Rory Role${suffix()}`;
    await openSignedIn(page, ADMIN, `/organisation/users/${pk}/roles`);
    await expect(page.getByRole("heading", { level: 1, name: `Roles of ${name}` })).toBeVisible();
    await page.getByRole("group", { name: "Add a role or right" }).getByLabel("Manager", { exact: true }).check();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(flash(page, `Manager was added to ${name}.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/organisation/users/${pk}/roles$`));

    await page.getByRole("button", { name: "Remove Manager" }).click();
    await expect(flash(page, `Manager was removed from ${name}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove Manager" })).toHaveCount(0);

    await page.getByRole("button", { name: "Remove Customer" }).click();
    await expect(summary(page)).toContainText("A user needs at least one role.");
    await expect(page.getByRole("button", { name: "Remove Customer" })).toBeVisible();
  });

  test("deactivate: the user's open session is signed out at their next request and their sign-in is refused", async ({ page, browser }) => {
    const pk = PK.deactivate();
    const email = `oua-deactivate-${suffix()}@acme.example`;
    const name = `Dana Deact${suffix()}`;
    // The user signs in in a browser of their own.
    const theirs = await browser.newContext({ baseURL: siteUrl("corporate"), javaScriptEnabled: js() });
    const their = await theirs.newPage();
    try {
      await their.goto(`${siteUrl("corporate")}/login`);
      await signIn(their, email);
      await expect(their).not.toHaveURL(/\/login(\?|$)/);

      await openSignedIn(page, ADMIN, `/organisation/users/${pk}/deactivate`);
      await expect(page.getByRole("heading", { level: 1, name: `Deactivate ${name}` })).toBeVisible();
      await expect(page.getByText("If they are signed in now, they are signed out at their next request.")).toBeVisible();
      await page.getByRole("button", { name: "Deactivate", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/organisation/users/${pk}$`));
      await expect(flash(page, `${name} was deactivated.`)).toBeVisible();

      // Their next request: signed out.
      await their.goto(`${siteUrl("corporate")}/my-account/profile`);
      await expect(their).toHaveURL(/\/login(\?|$)/);
      await signIn(their, email);
      await expect(their.getByText("User is disabled. Please contact administration.")).toBeVisible();
    } finally {
      await theirs.close();
    }

    // The confirmation page now says so.
    await page.goto(`/organisation/users/${pk}/deactivate`);
    await expect(page.getByText(`${name} is already deactivated.`)).toBeVisible();
  });

  test("delete after the validation: its warning shown, then the user is gone", async ({ page }) => {
    const pk = PK.deleteUser();
    const name = `Dell Delete${suffix()}`;
    await openSignedIn(page, ADMIN, `/organisation/users/${pk}/delete`);
    await expect(page.getByRole("heading", { level: 1, name: `Delete ${name}` })).toBeVisible();
    const warnings = page.getByRole("region", { name: "Before you delete" });
    await expect(warnings).toContainText(`Approver of Abe Approvers${suffix()}: the assignment is removed`);
    await page.getByRole("button", { name: "Delete user" }).click();
    await expect(page).toHaveURL(/\/organisation\/users$/);
    await expect(flash(page, `${name} was deleted.`)).toBeVisible();
    const gone = await page.goto(`/organisation/users/${pk}/delete`);
    expect(gone?.status()).toBe(404);
  });

  test("the admin's own admin role cannot be removed, nor their own account deleted", async ({ page }) => {
    const pk = pkOf(ADMIN);
    await openSignedIn(page, ADMIN, `/organisation/users/${pk}/roles`);
    await page.getByRole("button", { name: "Remove Admin" }).click();
    await expect(summary(page)).toContainText("You cannot remove your own admin role.");
    await expect(page.getByRole("button", { name: "Remove Admin" })).toBeVisible();

    await page.goto(`/organisation/users/${pk}/delete`);
    await expect(page.getByRole("region", { name: "This user cannot be deleted" })).toContainText("You cannot delete yourself");
    await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
  });

  test("payment details: add a cost centre found by search, make it the default, remove the other", async ({ page }) => {
    const pk = PK.payment();
    await openSignedIn(page, ADMIN, `/organisation/users/${pk}/cost-centres`);
    await expect(page.getByRole("heading", { level: 1, name: `Payment details of Penny Payment${suffix()}` })).toBeVisible();
    await page.getByLabel("Search by cost centre name or code").fill("nsw");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=nsw/);
    await page.getByRole("button", { name: "Add selected cost centres" }).click();
    await expect(summary(page)).toContainText("Select at least one cost centre to add.");
    await page.getByLabel(/NSW field teams \(ACME-NSW\)/).check();
    await page.getByRole("button", { name: "Add selected cost centres" }).click();
    await expect(flash(page, "1 cost centre was added.")).toBeVisible();

    await page.getByRole("button", { name: "Set NSW field teams as default" }).click();
    await expect(flash(page, "NSW field teams is now the default cost centre.")).toBeVisible();
    await page.getByRole("button", { name: "Remove Sydney depot" }).click();
    await expect(flash(page, "Sydney depot was removed.")).toBeVisible();
    const rows = page.locator(".org-user-admin__table tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Default");
  });

  test("user approvers: assign one, unassign it", async ({ page }) => {
    const pk = PK.approvers();
    await openSignedIn(page, ADMIN, `/organisation/users/${pk}/approvers`);
    await page.getByRole("button", { name: "Assign Ruby Hall" }).click();
    await expect(flash(page, "Ruby Hall now approves this user's orders.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Assigned approvers" })).toContainText("Ruby Hall");
    await page.getByRole("button", { name: "Unassign Ruby Hall" }).click();
    await expect(flash(page, "Ruby Hall no longer approves this user's orders.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Assign Ruby Hall" })).toBeVisible();
  });

  test("wholesale: the payment details speak of stores", { tag: "@no-js-only" }, async ({ page }) => {
    const pk = pkOf("store.manager@wholesale.example");
    await openSignedIn(page, "admin@wholesale.example", `/organisation/users/${pk}/cost-centres`, { site: "wholesale" });
    await expect(page.getByText("Cost centres of the user's store and the ones above it.")).toBeVisible();
  });
});
