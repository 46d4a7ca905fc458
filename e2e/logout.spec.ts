import { type Page } from "@playwright/test";
import { checkA11y, expect, expectJavaScriptState, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { openAs, useSession } from "./sessions";
import { CORPORATE_URL } from "./urls";

const QUESTION = "Are you sure you want to log out?";

/** Through the form: these tests log out, which revokes the session's token (a stored session must not). */
async function signInAsBuyer(page: Page) {
  await signIn(page, "buyer@acme.example");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();
}

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("status").filter({ hasText: "You have been signed out." })).toBeVisible();

  // A flash message is shown once: a reload no longer shows it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByText("You have been signed out.")).toHaveCount(0);

  await page.goto("/");
  const url = new URL(page.url());
  expect(url.pathname, "a guarded page needs signing in again").toBe("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
}

async function expectStillSignedIn(page: Page) {
  await page.goto("/");
  await expect(page).toHaveURL(`${CORPORATE_URL}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();
}

test.describe("log out", () => {
  test("the header link asks for confirmation, then signs out", async ({ page }, testInfo) => {
    await signInAsBuyer(page);
    const headerLink = page.getByRole("link", { name: "Log out" });

    if (isJavaScriptEnabled(testInfo)) {
      await expectJavaScriptState(page, testInfo);
      await headerLink.click();

      const dialog = page.getByRole("dialog", { name: "Log out" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(QUESTION)).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Log out" })).toBeVisible();
      await expect(page, "the dialog opens in place").toHaveURL(`${CORPORATE_URL}/`);
      await checkA11y(page, testInfo);

      // Escape closes it and gives focus back to the link that opened it.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(headerLink).toBeFocused();

      await headerLink.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Log out" }).click();
    } else {
      await headerLink.click();

      await expect(page).toHaveURL(`${CORPORATE_URL}/logout`);
      await expect(page.getByRole("heading", { level: 1, name: "Log out" })).toBeVisible();
      await expect(page.getByText(QUESTION)).toBeVisible();
      await expect(page.getByRole("link", { name: "Cancel" })).toBeVisible();
      await page.getByRole("button", { name: "Log out" }).click();
    }

    await expectSignedOut(page);
  });

  test("the /logout page asks for confirmation, then signs out", async ({ page }) => {
    await signInAsBuyer(page);
    await page.goto("/logout");

    await expect(page.getByRole("heading", { level: 1, name: "Log out" })).toBeVisible();
    await expect(page.getByText(QUESTION)).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();

    await expectSignedOut(page);
  });

  // Nothing is logged out: a stored session (which blocks POST /logout, so a wrong turn fails the test).
  test("cancelling on the /logout page keeps you signed in", async ({ page }) => {
    await openAs(page, "buyer@acme.example", "/logout");
    await expect(page.getByRole("heading", { level: 1, name: "Log out" })).toBeVisible();

    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).not.toHaveURL(/\/logout/);
    await expect(page.getByRole("heading", { level: 1, name: "Log out" })).toBeHidden();

    await expectStillSignedIn(page);
  });

  test("closing the confirmation without confirming keeps you signed in", async ({ page }, testInfo) => {
    await useSession(page, "buyer@acme.example");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Bella" })).toBeVisible();
    const headerLink = page.getByRole("link", { name: "Log out" });

    if (isJavaScriptEnabled(testInfo)) {
      await expectJavaScriptState(page, testInfo);
      await headerLink.click();
      const dialog = page.getByRole("dialog", { name: "Log out" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(headerLink).toBeFocused();
    } else {
      await headerLink.click();
      await expect(page).toHaveURL(`${CORPORATE_URL}/logout`);
      await page.goBack();
    }

    await expectStillSignedIn(page);
  });
});
