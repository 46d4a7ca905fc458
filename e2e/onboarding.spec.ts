import { expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { FIRST_LOGIN_ACCOUNT, IDENTITY_REGISTRATION_ACCOUNT, errorSummary, withSeededFlags } from "./registration-helpers";
import { banner } from "./shell-helpers";

test.describe("first-login onboarding and identity-provider registration", () => {
  test("newstarter@acme.example lands on onboarding and, after completing it, on home", async ({ page }) => {
    await withSeededFlags(FIRST_LOGIN_ACCOUNT, async () => {
      await page.goto("/login");
      await signIn(page, FIRST_LOGIN_ACCOUNT);
      await expect(page).toHaveURL(/\/customer-onboarding$/);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome, Noah" })).toBeVisible();
      await expect(banner(page)).toHaveAttribute("data-header", "minimal");

      // Every guarded page sends the first-login user back here.
      await page.goto("/my-account");
      await expect(page).toHaveURL(/\/customer-onboarding$/);
      if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

      await page.getByLabel("Mobile number (optional)").fill("12");
      await page.getByRole("button", { name: "Save and continue" }).click();
      await expect(errorSummary(page).getByRole("link", { name: "Please enter a valid mobile number." })).toBeVisible();
      await expect(errorSummary(page).getByRole("link", { name: "You must accept the uniform policy to continue." })).toBeVisible();
      await expect(page.getByLabel("Mobile number (optional)")).toHaveValue("12");

      await page.getByLabel("Mobile number (optional)").fill("");
      await page.getByLabel("I have read and accept the uniform policy").check();
      await page.getByRole("button", { name: "Save and continue" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("status").getByText("Thank you, your details have been saved.")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Welcome, Noah" })).toBeVisible();
      await page.goto("/my-account");
      await expect(page).toHaveURL(/\/my-account$/);
    });
  });

  test("sso@acme.example lands on /customerRegistrationPage and completing it goes home", async ({ page }) => {
    await withSeededFlags(IDENTITY_REGISTRATION_ACCOUNT, async () => {
      await page.goto("/login");
      await signIn(page, IDENTITY_REGISTRATION_ACCOUNT);
      await expect(page).toHaveURL(/\/customerRegistrationPage$/);
      await expect(page.getByRole("heading", { level: 1, name: "Complete your registration" })).toBeVisible();
      await expect(page.getByText("sso@acme.example")).toBeVisible();
      await expect(banner(page)).toHaveAttribute("data-header", "minimal");
      await page.goto("/");
      await expect(page).toHaveURL(/\/customerRegistrationPage$/);
      if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

      await page.getByRole("button", { name: "Complete registration" }).click();
      await expect(errorSummary(page).getByRole("link", { name: "You must agree to link your account to continue." })).toBeVisible();
      await page.getByLabel(/I agree to link my/).check();
      await page.getByRole("button", { name: "Complete registration" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome, Sasha" })).toBeVisible();
      // Done: the page sends the user home now.
      await page.goto("/customerRegistrationPage");
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("users who are not on a first login are sent home from the onboarding page", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, "approver@acme.example");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Arjun" })).toBeVisible();
    for (const path of ["/customer-onboarding", "/customerRegistrationPage"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });
});
