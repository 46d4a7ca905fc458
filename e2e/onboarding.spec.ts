/**
 * First-login onboarding and identity-provider registration. Each flow clears its account's flag, so each project
 * has its own seeded accounts (backend/src/seed-data/auth-e2e-users.ts): no flags lock, no flags reset. The demo
 * accounts newstarter@… and sso@… are proven to land on these pages by sign-in.spec.ts.
 */
import { type TestInfo } from "@playwright/test";
import { expect, isJavaScriptEnabled, signIn, test } from "./fixtures";
import { errorSummary } from "./registration-helpers";
import { openAs } from "./sessions";
import { banner } from "./shell-helpers";

/** 'js' or 'nojs': the suffix of this project's seeded accounts. */
function project(testInfo: TestInfo): "js" | "nojs" {
  return testInfo.project.name === "no-js" ? "nojs" : "js";
}

test.describe("first-login onboarding and identity-provider registration", () => {
  test("a first-login user lands on onboarding and, after completing it, on home", async ({ page }, testInfo) => {
    const email = `onboarding-${project(testInfo)}@acme.example`;
    const firstName = project(testInfo) === "js" ? "Nell" : "Ned";
    await page.goto("/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/customer-onboarding$/);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
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
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/my-account$/);
  });

  test("an identity-provider registration user lands on /customerRegistrationPage and completing it goes home", async ({ page }, testInfo) => {
    const email = `sso-${project(testInfo)}@acme.example`;
    const firstName = project(testInfo) === "js" ? "Sky" : "Sol";
    await page.goto("/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/customerRegistrationPage$/);
    await expect(page.getByRole("heading", { level: 1, name: "Complete your registration" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(banner(page)).toHaveAttribute("data-header", "minimal");
    await page.goto("/");
    await expect(page).toHaveURL(/\/customerRegistrationPage$/);
    if (isJavaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    await page.getByRole("button", { name: "Complete registration" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "You must agree to link your account to continue." })).toBeVisible();
    await page.getByLabel(/I agree to link my/).check();
    await page.getByRole("button", { name: "Complete registration" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
    // Done: the page sends the user home now.
    await page.goto("/customerRegistrationPage");
    await expect(page).toHaveURL(/\/$/);
  });

  test("users who are not on a first login are sent home from the onboarding page", { tag: "@no-js-only" }, async ({ page }) => {
    await openAs(page, "approver@acme.example", "/customer-onboarding");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Arjun" })).toBeVisible();
    await page.goto("/customerRegistrationPage");
    await expect(page, "/customerRegistrationPage").toHaveURL(/\/$/);
  });
});
